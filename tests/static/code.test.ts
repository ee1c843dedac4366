// The solver's code as the build serves it (src/kit/code, src/pages/code): what the old browser spec
// read off each page without needing a browser. /code/ links the module and its declarations, both
// in the build, and shows the example the unit tests run (tests/unit/solver/download.test.ts); the
// same for the stepper module (tests/unit/sim/stepper-module.test.ts), its stated size the built
// file's; every
// chapter page has a closed "Code" disclosure under exactly the steps a line of src/solver is tagged
// with, framing /code/step/<id>/ lazily; each step's frame holds the file's own lines at build,
// byte for byte, its tagged lines marked; every link between a step, its frame, the file's page and
// /code/ lands on an element that is there; each chapter's porting notes are a closed disclosure
// before the exercises, framing /code/porting/<slug>/, each note linking the line that carries its
// [port:…] marker, the same notes listed on /code/. The Copy buttons are hidden as served (their
// script shows them).
//
// What stays in the browser (tests/e2e/code.spec.ts): the module importing and answering under the
// CSP, a disclosure opening and fetching its frame only then, the frame's values following the page,
// a link followed landing in view, Copy and selection, the deck's C and the handout's print, axe.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtFile, builtPage, requireBuild, DERIVATIONS, DIST } from './built';

requireBuild(DIST, 'npm run build');

const EXAMPLE = readFileSync(new URL('../../src/lib/solver-example.mjs', import.meta.url), 'utf8');
const STEPPER_EXAMPLE = readFileSync(new URL('../../src/lib/stepper-example.mjs', import.meta.url), 'utf8');
const SOLVER = new URL('../../src/solver/', import.meta.url);
const fileLines = (path: string) =>
  readFileSync(new URL(path.replace(/^src\/solver\//, ''), SOLVER), 'utf8')
    .replace(/\n$/, '')
    .split('\n');
/** Every [eq:…] tag in src/solver, read here from the files (not from the site's own reader). */
const TAGS = [
  ...new Set(
    readdirSync(SOLVER)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(new URL(f, SOLVER), 'utf8').matchAll(/\[(eq:[^\]\s]+)\]/g)].map((m) => m[1]!),
      ),
  ),
].sort();
const slugOf = (route: string) => route.replace(/^\/|\/$/g, '');

/** A region's heading, "src/solver/normal-impulse.ts, lines 24–71", as numbers. */
function parseWhere(text: string) {
  const m = /^(src\/solver\/[\w-]+\.ts), lines (\d+)–(\d+)$/.exec(text.trim());
  expect(m, text).not.toBeNull();
  return { path: m![1]!, first: Number(m![2]), last: Number(m![3]) };
}

/**
 * The text of a .code-lines <pre> without its line numbers (what the Copy button copies) and
 * without any live value a step's frame would add at a line's end.
 */
function codeText(pre: Element): string {
  return [...pre.querySelectorAll('.line')]
    .map((line) =>
      [...line.childNodes]
        .filter(
          (n) =>
            !(
              n.nodeType === 1 &&
              ((n as Element).classList.contains('ln') || (n as Element).classList.contains('code-value'))
            ),
        )
        .map((n) => n.textContent)
        .join(''),
    )
    .join('\n');
}

/** A line of a solver file that declares `name` (its piece on the file's page starts with it or its comment). */
const declares = (name: string) =>
  new RegExp(`^(export )?(function|const|class|interface|type) ${name}\\b`, 'm');

/** The element an in-site link lands on: its page in the build, and the id its fragment names. */
function target(href: string, from: string): { route: string; hash: string; el: Element | null } {
  const url = new URL(href, `http://site${from}`);
  const hash = decodeURIComponent(url.hash.slice(1));
  const { document } = builtPage(url.pathname);
  return { route: url.pathname, hash, el: hash ? document.getElementById(hash) : null };
}

describe('/code/', () => {
  const { document } = builtPage('/code/');

  test('links the module and its declarations for download, and the build has both', () => {
    const hrefs = [...document.querySelectorAll('#download + ul a[download]')].map(
      (a) => new URL(a.getAttribute('href')!, 'http://site/code/').pathname,
    );
    expect(hrefs).toEqual(['/impulse-solver.js', '/impulse-solver.d.ts']);
    expect(builtFile('/impulse-solver.js')).toContain('export {');
    expect(builtFile('/impulse-solver.d.ts')).toMatch(/export declare function normalImpulse2\(/);
  });

  test('shows as its example exactly the file the unit tests run', () => {
    expect(document.querySelector('pre.code-example code')?.textContent).toBe(EXAMPLE);
  });

  test('links the stepper module and its declarations, the build has both, and the size it states is theirs', () => {
    const links = [...document.querySelectorAll('#stepper ~ ul a[download]')];
    expect(links.map((a) => new URL(a.getAttribute('href')!, 'http://site/code/').pathname)).toEqual([
      '/impulse-stepper.js',
      '/impulse-stepper.d.ts',
    ]);
    const js = builtFile('/impulse-stepper.js');
    expect(js).toMatch(/^export \{[^}]*\bstepStackSoft2\b/m);
    expect(js).not.toMatch(/^\s*import\s/m);
    const dts = builtFile('/impulse-stepper.d.ts');
    for (const name of ['createStackWorld2', 'stepStack2', 'stepStackSoft2', 'collideBoxes2Into'])
      expect(dts, name).toMatch(new RegExp(`export declare function ${name}\\(`));
    // "about 52 kB … (16 kB gzipped)": within 10 % of the file as built (kB = 1000 B).
    const said = /about (\d+) kB[^(]*\((\d+) kB gzipped\)/.exec(links[0]!.parentElement!.textContent!);
    expect(said, links[0]!.parentElement!.textContent!).not.toBeNull();
    const bytes = Buffer.byteLength(js);
    expect(Math.abs(Number(said![1]) * 1000 - bytes) / bytes).toBeLessThan(0.1);
    const gzip = gzipSync(js).length;
    expect(Math.abs(Number(said![2]) * 1000 - gzip) / gzip).toBeLessThan(0.1);
  });

  test("shows as the stepper's example exactly the file the unit tests run", () => {
    expect(document.querySelector('#stepper-example ~ pre.code-example code')?.textContent).toBe(
      STEPPER_EXAMPLE,
    );
  });

  test('is linked once from the index', () => {
    expect(builtPage('/').document.querySelectorAll('main a[href="/code/"]').length).toBe(1);
  });

  test("lists each chapter's functions, each linked to its piece on its file's page", () => {
    let links = 0;
    for (const route of DERIVATIONS) {
      const list = document.querySelector(`#source-${slugOf(route)} + ul`);
      expect(list, `${route}'s functions`).not.toBeNull();
      for (const a of list!.querySelectorAll('a[href*="#"]')) {
        const name = a.textContent!.replace(/\(\).*$/s, '');
        const { el, route: to } = target(a.getAttribute('href')!, '/code/');
        expect(el, `${a.getAttribute('href')}`).not.toBeNull();
        expect(codeText(el!.querySelector('pre.code-lines')!), `${to}: ${name}`).toMatch(declares(name));
        links++;
      }
    }
    expect(links).toBeGreaterThan(DERIVATIONS.length);
    // The one a reader of the first chapter follows first.
    expect(
      [...document.querySelectorAll('#source-normal-impulse + ul a')]
        .find((a) => a.textContent === 'normalImpulse2()')
        ?.getAttribute('href'),
    ).toBe('/code/normal-impulse/#normalImpulse2');
  });
});

describe("the solver's code beside each step", () => {
  test('there are tags to show: the solver is tagged with more than forty steps', () => {
    expect(TAGS.length).toBeGreaterThan(40);
  });

  test.each(DERIVATIONS)(
    '%s has a closed Code disclosure, framing its step page lazily, under exactly the steps the solver is tagged with',
    (route) => {
      const { document } = builtPage(route);
      const onPage = [...document.querySelectorAll('div.step')].map((s) => s.id);
      const shown = [...document.querySelectorAll('div.step:has(> details.step-code)')].map((s) => s.id);
      expect(shown.sort()).toEqual(TAGS.filter((t) => onPage.includes(t)));
      for (const details of document.querySelectorAll('details.step-code')) {
        const id = details.closest('div.step')!.id;
        expect(details.hasAttribute('open'), `${id}: closed`).toBe(false);
        // A step with no tagged line has no disclosure at all, not an empty one; one that has it
        // frames its own page, which the browser fetches only when the disclosure opens.
        expect(details.querySelector(':scope > summary')?.textContent, id).toBe('Code');
        const frame = details.querySelector(':scope > summary + iframe');
        expect(frame?.getAttribute('src'), id).toBe(`/code/step/${id.slice('eq:'.length)}/`);
        expect(frame?.getAttribute('loading'), id).toBe('lazy');
      }
    },
  );

  test.each(TAGS)(
    "%s: the step's frame shows the file's own lines, the tagged ones among them and marked",
    (tag) => {
      const route = `/code/step/${tag.slice('eq:'.length)}/`;
      const { document } = builtPage(route);
      const wheres = [...document.querySelectorAll('.code-where > a:first-child')];
      expect(wheres.length).toBeGreaterThan(0);
      const pres = document.querySelectorAll('pre.code-lines');
      expect(pres.length).toBe(wheres.length);
      for (const [i, where] of wheres.entries()) {
        const { path, first, last } = parseWhere(where.textContent!);
        // Byte for byte the file's lines at build: no stale copy.
        expect(codeText(pres[i]!), `${tag} in ${path}`).toBe(
          fileLines(path)
            .slice(first - 1, last)
            .join('\n'),
        );
        const marked = [...pres[i]!.querySelectorAll('.line.tagged')].map((l) => l.textContent!);
        expect(marked.length).toBeGreaterThan(0);
        for (const line of marked) expect(line).toContain(`[${tag}]`);
        // The region's link opens the file's page at a tagged line of the region; the function's,
        // at its piece.
        const file = path.replace(/^src\/solver\/|\.ts$/g, '');
        const at = /^\/code\/([\w-]+)\/#L(\d+)$/.exec(where.getAttribute('href')!);
        expect(at?.[1], where.getAttribute('href')!).toBe(file);
        const n = Number(at![2]);
        expect(n).toBeGreaterThanOrEqual(first);
        expect(n).toBeLessThanOrEqual(last);
        expect(target(where.getAttribute('href')!, route).el?.textContent, `${path}:${n}`).toContain(
          `[${tag}]`,
        );
        expect(where.getAttribute('target'), 'links leave the frame').toBe('_top');
        const fn = where.parentElement!.querySelector('a:nth-of-type(2)');
        if (fn) {
          const name = fn.textContent!.replace(/\(\)$/, '');
          expect(fn.getAttribute('href')).toBe(`/code/${file}/#${name}`);
          expect(
            codeText(target(fn.getAttribute('href')!, route).el!.querySelector('pre.code-lines')!),
          ).toMatch(declares(name));
        }
      }
    },
  );

  test("on a file's page each tag links back to its step, and each Copy button is hidden as served and names its code", () => {
    const files = readdirSync(SOLVER).filter((f) => f.endsWith('.ts'));
    let tags = 0;
    for (const f of files) {
      const route = `/code/${f.replace(/\.ts$/, '')}/`;
      const { document } = builtPage(route);
      for (const a of document.querySelectorAll('a[data-step-link]')) {
        const tag = a.getAttribute('data-step-link')!;
        expect(a.textContent).toBe(`[${tag}]`);
        const { el, route: page } = target(a.getAttribute('href')!, route);
        expect(el?.matches('div.step'), `${route}: ${tag} → ${page}`).toBe(true);
        expect(DERIVATIONS).toContain(page);
        tags++;
      }
      for (const button of document.querySelectorAll('button[data-copy]')) {
        expect(button.hasAttribute('hidden'), `${route}: ${button.textContent}`).toBe(true);
        expect(document.getElementById(button.getAttribute('data-copy')!)?.matches('pre.code-lines')).toBe(
          true,
        );
      }
    }
    expect(tags).toBeGreaterThanOrEqual(TAGS.length);
    // The piece a reader copies first: normalImpulse2 whole, comment and all.
    const piece = builtPage('/code/normal-impulse/').document.getElementById('normalImpulse2')!;
    const m = /lines (\d+)–(\d+)/.exec(piece.querySelector('.code-piece-head')!.textContent!)!;
    const expected = fileLines('src/solver/normal-impulse.ts')
      .slice(Number(m[1]) - 1, Number(m[2]))
      .join('\n');
    expect(expected).toMatch(/^\/\*\*[^]*\nexport function normalImpulse2\([^]*\n}$/);
    expect(codeText(piece.querySelector('pre.code-lines')!)).toBe(expected);
    expect(piece.querySelector('button[data-copy]')?.textContent).toBe('Copy normalImpulse2');
  });
});

describe('porting notes', () => {
  /** A list's notes: marker, link and its text. */
  const notesIn = (list: Element | null) =>
    [...(list?.querySelectorAll('li a[data-port]') ?? [])].map((a) => ({
      marker: a.getAttribute('data-port')!,
      href: a.getAttribute('href')!,
      text: a.textContent!.trim(),
      top: a.getAttribute('target') === '_top',
    }));

  test.each(DERIVATIONS)(
    '%s: a closed disclosure before the exercises frames its notes, each linking the line that carries its marker; /code/ lists the same',
    (route) => {
      const slug = slugOf(route);
      const { document } = builtPage(route);
      const details = document.querySelectorAll('main details.porting-notes');
      expect(details.length).toBe(1);
      expect(details[0]!.hasAttribute('open')).toBe(false);
      // In document order, the notes come before the exercises' heading.
      const order = [...document.querySelectorAll('main details.porting-notes, #exercises')];
      expect(order.map((e) => (e.id === 'exercises' ? 'exercises' : 'notes'))).toEqual([
        'notes',
        'exercises',
      ]);
      expect(details[0]!.querySelector('iframe')?.getAttribute('src')).toBe(`/code/porting/${slug}/`);

      // The frame's page, plain HTML: 3 to 6 notes, every link leaving the frame.
      const notes = notesIn(builtPage(`/code/porting/${slug}/`).document.querySelector('ul.porting-list'));
      expect(notes.length).toBeGreaterThanOrEqual(3);
      expect(notes.length).toBeLessThanOrEqual(6);
      expect(notes.filter((n) => !n.top)).toEqual([]);
      // Every link names its line as the file does, and that line, in the file and on its page,
      // carries the note's marker.
      for (const note of notes) {
        const m = /^\/code\/([\w-]+)\/#L(\d+)$/.exec(note.href);
        expect(m, note.href).not.toBeNull();
        expect(note.text).toBe(`src/solver/${m![1]}.ts, line ${m![2]}`);
        expect(fileLines(`src/solver/${m![1]}.ts`)[Number(m![2]) - 1]).toContain(`[port:${note.marker}]`);
        expect(target(note.href, '/code/porting/').el?.textContent, note.marker).toContain(
          `[port:${note.marker}]`,
        );
      }
      // /code/ has the same notes, in the same order.
      const listed = notesIn(
        builtPage('/code/').document.querySelector(`#porting-${slug} + ul.porting-list`),
      );
      expect(listed.map((l) => l.marker)).toEqual(notes.map((n) => n.marker));
    },
  );
});
