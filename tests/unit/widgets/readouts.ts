// What every widget on every derivation page must show, computed in the test from the chapters'
// scenarios (src/solver underneath) and formatted with src/lib/format.ts as the page formats it:
// the shapes of the declarations, and the helpers that read a widget's DOM.
//
// One declaration per page, in tests/unit/widgets/<slug>.readouts.ts (its default export, which
// declared.ts finds by that name): its widgets, and the configurations (link queries) that exercise
// their regimes. For each widget and configuration `expected` gives the complete map of readouts
// (every element carrying a readout attribute, by name) and the complete list of notices. The tests
// assert the widget shows exactly these, so "asserted" means "in the map": a readout a widget shows
// that no map names fails the configuration's test, and the coverage checks list any readout name
// that no configuration of its widget declares (e.g. one only shown in a regime no configuration
// reaches).
//
// Everything here reads a DOM (Element, Document), never a browser: readouts.test.ts gives it the
// widgets rendered in Node (render.ts), and tests/e2e/readouts.spec.ts the hydrated page's HTML
// parsed with linkedom. So the geometry is read from SVG attributes (what the page wrote), never
// from layout (getBBox, screen pixels): a check that needs layout belongs in a browser spec. The
// figure checks (figure-checks.ts) record what differs in a Checks instead of throwing at the first
// mismatch, so that the same declaration serves both runners and a failure lists every wrong figure.
import { defaults, type ParamSpecs, type ParamValues } from '../../../src/params/spec';
import type { Body2 } from '../../../src/solver';
import type { Checks } from './figure-checks';

/** The attribute that names a readout (ReadoutTable's cells, and any other number a widget shows). */
export const READOUT_ATTR = 'data-readout';
/** Any attribute of this shape looks like a readout; one other than READOUT_ATTR fails the coverage checks. */
export const READOUT_ATTR_PATTERN = /^data-(?:[a-z]+-)?readout$/;
/** What counts as a notice in a widget: degenerate-case sentences, status notices, table footnotes. */
export const NOTICE_SELECTOR = '.degenerate, .notice, [role="status"], tfoot td';

/** A notice must equal a string (whitespace collapsed) or match a pattern. */
export type NoticeText = string | RegExp;

export interface WidgetExpectation {
  /** Every readout the widget shows, by name: the text it must show (whitespace collapsed). */
  readouts: Record<string, string>;
  /** Every notice the widget shows, in document order. */
  notices: NoticeText[];
  /** Further sentences: selector inside the widget → its text, or null where it must be absent. */
  sentences?: Record<string, NoticeText | null>;
  /**
   * The heading of the column each readout sits under, for every readout in a table of two value
   * columns or more (Before and After, each method's): there a swap of two columns would leave every
   * value right by name and wrong where the reader looks. Make it with columnsOf.
   */
  columns?: Record<string, string>;
}

export interface WidgetDecl {
  /** The widget section's id (section#id) and its island's component name (its manifest's `component`). */
  id: string;
  island: string;
  expected: (query: Query) => WidgetExpectation;
}

export type Query = Record<string, number | boolean>;

export interface PageDecl {
  /** Every widget of the chapter (its manifest's), in page order. */
  widgets: WidgetDecl[];
  /** Named configurations: a link query each (the defaults are the empty query). */
  configs: Record<string, Query>;
  /**
   * The configuration the browser opens the page at (tests/e2e/readouts.spec.ts): one that changes
   * what every widget shows, so that the hydrated page proves each island read the link.
   */
  link: string;
  /**
   * Figures of the page outside its widgets (components of src/chapters/<slug>/ its MDX renders,
   * with no parameters) that `figures` reads: rendered beside the widgets.
   */
  pageFigures?: string[];
  /** The page's key figures checked in a configuration: their geometry against the scenario. */
  figures?: (page: ParentNode, query: Query, c: Checks) => void;
}

/** The values a link with this query gives (every value here is in range and on its step). */
export function values<S extends ParamSpecs>(specs: S, query: Query): ParamValues<S> {
  const v: Record<string, number | boolean> = { ...defaults(specs) };
  for (const p of specs) if (p.name in query) v[p.name] = query[p.name]!;
  return v as ParamValues<S>;
}

/** A widget whose expectation is worked from its parameters as a link with the query sets them. */
export const paramWidget = <S extends ParamSpecs>(
  id: string,
  island: string,
  specs: S,
  expected: (p: ParamValues<S>) => WidgetExpectation,
): WidgetDecl => ({ id, island, expected: (query) => expected(values(specs, query)) });

export function search(query: Query): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) q.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Text as a reader sees it: runs of whitespace collapsed, ends trimmed. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `s` as a regular expression that matches it literally. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Kinetic energy of the movable parts, worked here rather than with the solver's kineticEnergy2 (so
 * that losing its guard for immovable bodies shows): a body with zero inverse mass (or inverse
 * inertia) has no finite energy of translation (or rotation), and is left out of that term.
 */
export function kinetic(...bodies: readonly Body2[]): number {
  let T = 0;
  for (const b of bodies) {
    if (b.invMass !== 0) T += (0.5 * (b.v.x ** 2 + b.v.y ** 2)) / b.invMass;
    if (b.invInertia !== 0) T += (0.5 * b.w ** 2) / b.invInertia;
  }
  return T;
}

/* ------------------------------------------------------------------ reading the DOM */

/** The widget's section (section#id), or null. */
export const widgetSection = (root: ParentNode, id: string): Element | null =>
  root.querySelector(`section#${id}`);

/** Every readout in a widget, by name → text (whitespace collapsed). */
export function readReadouts(section: ParentNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of section.querySelectorAll(`[${READOUT_ATTR}]`))
    out[el.getAttribute(READOUT_ATTR)!] = squash(el.textContent ?? '');
  return out;
}

/**
 * Whether an element is hidden whatever the styles: `hidden` on it or an ancestor, or inside a
 * <template>. (Closed disclosures count as open: a reader opens them.) What a stylesheet hides is
 * not seen here; a browser reads notices with checkVisibility (tests/e2e/readouts.spec.ts).
 */
function hiddenByMarkup(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement)
    if (e.hasAttribute('hidden') || e.tagName.toLowerCase() === 'template') return true;
  return false;
}

/** The widget's notices, in document order (whitespace collapsed, empty ones left out). */
export function readNotices(section: ParentNode): string[] {
  return [...section.querySelectorAll(NOTICE_SELECTOR)]
    .filter((el) => !hiddenByMarkup(el))
    .map((el) => squash(el.textContent ?? ''))
    .filter((t) => t.length > 0);
}

/** The heading of the column a table cell starts in (the last header row's; spans counted); null outside a headed table. */
export function columnHeading(cell: Element): string | null {
  const row = [...(cell.closest('table')?.querySelectorAll('thead tr') ?? [])].at(-1);
  if (!row) return null;
  let at = 0;
  for (let c = cell.previousElementSibling; c; c = c.previousElementSibling) at += span(c);
  let col = 0;
  for (const th of row.children) {
    if (col === at) return squash(th.textContent ?? '');
    col += span(th);
  }
  return null;
}

const span = (c: Element) => Number(c.getAttribute('colspan') ?? 1) || 1;

/** How many columns of values a table's header names, besides the row headings' column. */
function valueColumns(table: Element): number {
  const row = [...table.querySelectorAll('thead tr')].at(-1);
  return row ? [...row.children].reduce((n, th) => n + span(th), 0) - 1 : 0;
}

/**
 * The column headings of these readouts, by the first pattern each name matches: e.g.
 * `columnsOf(readouts, [[/-after$/, 'After'], [/./, 'Before']])`. A name no pattern matches is left
 * out (and fails the check if it sits in a table of several columns).
 */
export function columnsOf(
  readouts: Record<string, string>,
  byName: readonly (readonly [RegExp, string])[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(readouts)) {
    const heading = byName.find(([re]) => re.test(name))?.[1];
    if (heading !== undefined) out[name] = heading;
  }
  return out;
}

/** Readouts in a table of several value columns that are not under the heading declared for them. */
export function columnMismatches(section: ParentNode, columns: Record<string, string> = {}): string[] {
  const out: string[] = [];
  for (const el of section.querySelectorAll(`[${READOUT_ATTR}]`)) {
    const cell = el.closest('td, th');
    const table = cell?.closest('table');
    if (!cell || !table || valueColumns(table) < 2) continue;
    const name = el.getAttribute(READOUT_ATTR)!;
    const shown = columnHeading(cell);
    const want = columns[name];
    if (want === undefined)
      out.push(`readout ${name} is under "${shown}" in a table of several columns: declare its column`);
    else if (shown !== squash(want))
      out.push(`readout ${name}: under "${shown}", expected under "${squash(want)}"`);
  }
  return out;
}

/** Whether `text` is what `want` asks for. */
export function matches(text: string, want: NoticeText): boolean {
  return typeof want === 'string' ? squash(want) === text : want.test(text);
}

/** '' when the notices are exactly what is wanted, else what differs. */
export function noticeMismatch(got: string[], want: NoticeText[]): string {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    const g = got[i];
    const w = want[i];
    if (g === undefined || w === undefined || !matches(g, w))
      lines.push(
        `#${i}: shown ${JSON.stringify(g)}, expected ${w instanceof RegExp ? w : JSON.stringify(w && squash(w))}`,
      );
  }
  return lines.join('\n');
}

/** The first element `selector` finds in the widget, as text (whitespace collapsed); null if none. */
export function sentence(section: ParentNode, selector: string): string | null {
  const el = section.querySelector(selector);
  return el ? squash(el.textContent ?? '') : null;
}

/**
 * Everything a widget shows that its expectation does not (readouts, notices, sentences): one line
 * per difference, none when it shows exactly what is expected.
 */
export function widgetMismatches(
  section: ParentNode,
  want: WidgetExpectation,
  notices = readNotices(section),
): string[] {
  const out: string[] = [];
  const got = readReadouts(section);
  for (const name of new Set([...Object.keys(got), ...Object.keys(want.readouts)]))
    if (got[name] !== want.readouts[name])
      out.push(
        `readout ${name}: shown ${JSON.stringify(got[name] ?? '(none)')}, expected ${JSON.stringify(want.readouts[name] ?? '(none)')}`,
      );
  out.push(...columnMismatches(section, want.columns));
  const n = noticeMismatch(notices, want.notices);
  if (n) out.push(`notices:\n${n}`);
  for (const [selector, text] of Object.entries(want.sentences ?? {})) {
    const shown = sentence(section, selector);
    if (text === null) {
      if (shown !== null) out.push(`${selector}: shown ${JSON.stringify(shown)}, expected absent`);
    } else if (shown === null || !matches(shown, text))
      out.push(
        `${selector}: shown ${JSON.stringify(shown)}, expected ${text instanceof RegExp ? text : JSON.stringify(squash(text))}`,
      );
  }
  return out;
}

/** The data-* attribute names in `root` that look like readout attributes, with the widget they are in. */
export function readoutNamesByWidget(root: ParentNode): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (!READOUT_ATTR_PATTERN.test(attr.name)) continue;
      const section = el.closest('section.widget');
      const key = `${section ? section.id : '(outside any widget)'} ${attr.name}`;
      (out[key] ??= []).push(attr.value);
    }
  }
  return out;
}

/** Per widget section id: every readout name some configuration of it asserts. */
export function assertedNames(decl: PageDecl): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const w of decl.widgets) {
    const names = new Set<string>();
    for (const query of Object.values(decl.configs))
      for (const n of Object.keys(w.expected(query).readouts)) names.add(n);
    out.set(w.id, names);
  }
  return out;
}

/** Readout attributes in `root` that no configuration of their widget asserts: one line each. */
export function unassertedReadouts(root: ParentNode, decl: PageDecl): string[] {
  const asserted = assertedNames(decl);
  const unasserted: string[] = [];
  for (const [where, names] of Object.entries(readoutNamesByWidget(root))) {
    const [id, attr] = where.split(' ') as [string, string];
    if (attr !== READOUT_ATTR) {
      unasserted.push(`${id}: readout attribute ${attr} (${names.join(', ')}) is not one the tests read`);
      continue;
    }
    const known = asserted.get(id);
    for (const n of names) if (!known?.has(n)) unasserted.push(`${id}: ${attr}="${n}" is not asserted`);
  }
  return unasserted;
}
