// Links and ids over every route of both builds (dist/ at /, dist-base/ at /physics/), as served:
// every link to a fragment (on its own page or another page of the site) lands on an element with
// that id; every id another element names (aria-labelledby, aria-describedby, aria-controls, the
// other ARIA references, label[for], output[for], input[list], headers, form) is on the page, and
// a label's and a list's target is of the kind they need; no id is used twice on a page; and every
// widget control that cannot act (disabled as served) is described by a reason a reader can read.
// Nothing here needs a browser: these are facts of the HTML the build writes.
//
// Mutations these catch: a section renamed without its table-of-contents entry or equation
// reference; a porting note linking a line the code page does not number; a slider's label naming
// another id; a control's aria-describedby naming a reason that is not rendered; a widget rendering
// the same id twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { requireBuild, routesOf, BASE_BUILD, DIST } from './built';

requireBuild(DIST, 'npm run build');
requireBuild(BASE_BUILD.outDir, 'npm run build:base');

const BUILDS = [
  { dir: DIST, base: '/' },
  { dir: BASE_BUILD.outDir, base: BASE_BUILD.base },
];

/** Attributes whose value is a list of ids on the same page, and which elements may carry them. */
const ID_REFERENCES: { attr: string; on?: string[] }[] = [
  { attr: 'aria-labelledby' },
  { attr: 'aria-describedby' },
  { attr: 'aria-controls' },
  { attr: 'aria-owns' },
  { attr: 'aria-activedescendant' },
  { attr: 'aria-details' },
  { attr: 'aria-errormessage' },
  { attr: 'aria-flowto' },
  { attr: 'for', on: ['label', 'output'] },
  { attr: 'list', on: ['input'] },
  { attr: 'headers', on: ['td', 'th'] },
  { attr: 'form', on: ['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea'] },
  { attr: 'popovertarget', on: ['button', 'input'] },
];
/** What a label[for] may name (HTML's labelable elements). */
const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

/** `<tag attr="value">`, to name an element in a finding. */
const tag = (el: Element, attr: string) => `<${el.localName} ${attr}="${el.getAttribute(attr)}">`;

/** Whether a reader can read an element as served: no `hidden`, `aria-hidden` or <template> around it. */
function rendered(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement)
    if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true' || e.localName === 'template')
      return false;
  return true;
}

/**
 * What is wrong on every page of a build, one line each, routes from the build's root. One pass over
 * each page's elements (the pages are large, and parsed one at a time: a build's documents are not
 * kept together).
 */
function findings(dir: string, base: string): { found: string[]; checked: Record<string, number> } {
  const found: string[] = [];
  const checked = { fragments: 0, otherPages: 0, references: 0, disabled: 0 };
  const routes = routesOf(dir);
  const idsOf = new Map<string, Set<string>>();
  /** Links to a fragment of another page, checked once every page's ids are known. */
  const later: { route: string; target: string; id: string; what: string }[] = [];
  for (const route of routes) {
    const { document } = parseHTML(readFileSync(join(dir, route, 'index.html'), 'utf8'));
    const all = [...(document.querySelectorAll('*') as unknown as Iterable<Element>)];
    /** Each id with the first element that carries it, as getElementById finds it. */
    const byId = new Map<string, Element>();
    const count = new Map<string, number>();
    for (const el of all) {
      const id = el.getAttribute('id');
      if (id === null) continue;
      if (!byId.has(id)) byId.set(id, el);
      count.set(id, (count.get(id) ?? 0) + 1);
    }
    idsOf.set(route, new Set(byId.keys()));
    for (const [id, n] of count) if (n > 1) found.push(`${route}: id "${id}" on ${n} elements`);

    const page = `http://site${base}${route.slice(1)}`;
    for (const el of all) {
      const href = el.getAttribute('href');
      if (href !== null && el.localName !== 'link' && el.localName !== 'base') {
        const url = new URL(href, page);
        if (url.origin === 'http://site' && url.hash.length > 1) {
          const id = decodeURIComponent(url.hash.slice(1));
          if (url.pathname === new URL(page).pathname) {
            checked.fragments++;
            if (!byId.has(id)) found.push(`${route}: ${tag(el, 'href')} names no element on its page`);
          } else if (url.pathname.startsWith(base)) {
            const target = `/${url.pathname.slice(base.length)}`;
            if (routes.includes(target)) later.push({ route, target, id, what: tag(el, 'href') });
          }
        }
      }

      for (const { attr, on } of ID_REFERENCES) {
        const value = el.getAttribute(attr);
        if (value === null || (on && !on.includes(el.localName))) continue;
        for (const id of value.trim().split(/\s+/)) {
          checked.references++;
          const target = byId.get(id);
          if (!target) found.push(`${route}: ${tag(el, attr)} names no element`);
          else if (attr === 'for' && el.localName === 'label' && !LABELABLE.has(target.localName))
            found.push(`${route}: ${tag(el, attr)} names a <${target.localName}>, which cannot be labelled`);
          else if (attr === 'list' && target.localName !== 'datalist')
            found.push(`${route}: ${tag(el, attr)} names a <${target.localName}>, not a <datalist>`);
        }
      }

      // A widget's control that cannot act says why: its aria-describedby names a reason with
      // words in it, rendered (a closed disclosure around it does not count: the reader who opens
      // it to reach the control sees the reason too).
      if (
        (el.localName === 'input' || el.localName === 'select') &&
        el.hasAttribute('disabled') &&
        el.closest('section.widget')
      ) {
        checked.disabled++;
        const name = `${route}: the disabled #${el.id}`;
        const reason = el.getAttribute('aria-describedby');
        const described = reason === null ? undefined : byId.get(reason);
        if (reason === null) found.push(`${name} has no aria-describedby`);
        else if (described) {
          const text = (described.textContent ?? '').trim();
          if (text.length <= 10) found.push(`${name}'s reason #${reason} says only “${text}”`);
          if (!rendered(described)) found.push(`${name}'s reason #${reason} is hidden`);
        }
      }
    }
  }
  for (const { route, target, id, what } of later) {
    checked.otherPages++;
    if (!idsOf.get(target)!.has(id)) found.push(`${route}: ${what} names no element on ${target}`);
  }
  return { found, checked };
}

describe.each(BUILDS)('links and ids in $dir', ({ dir, base }) => {
  let found: string[] = [];
  let checked: Record<string, number> = {};
  beforeAll(() => void ({ found, checked } = findings(dir, base)), 120_000);

  test('every link to a fragment, every id reference and every disabled control’s reason lands on the page, and no id is used twice', () => {
    expect(found, 'broken links or ids').toEqual([]);
    // The checks saw what they are about (a page that lost its links would pass them vacuously).
    expect(checked.fragments, 'in-page fragment links').toBeGreaterThan(routesOf(dir).length);
    expect(checked.otherPages, 'links to a fragment of another page').toBeGreaterThan(0);
    expect(checked.references, 'id references').toBeGreaterThan(routesOf(dir).length);
    expect(checked.disabled, 'disabled widget controls').toBeGreaterThan(0);
  });
});
