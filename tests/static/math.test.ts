// The math as the build serves it, on every route of the build: MathML rendered at build time
// (rehype-katex's MathML output, rewritten for MathML Core by src/lib/mathml-core.ts), no raw TeX a
// reader could see, and no KaTeX JavaScript anywhere in the site. What only a browser can tell (the
// math drawn in the math font, every step's equation drawn, no raw TeX after the islands hydrate)
// rides a chapter's laptop visit (tests/e2e/checks/page-hygiene.ts), and the other pages' visit
// (tests/e2e/site-pages.spec.ts).
//
// Mutations these catch: a formula rehype-katex cannot parse (.katex-error holding its TeX); a
// `$…$` or `\frac` left in prose or in a step's values (<noscript>, which a reader without JavaScript
// sees); a bold vector written with mathvariant (MathML Core draws it as an italic letter) instead of
// the bold letter (𝐧, U+1D427); an aligned mtable keeping columnalign (centred in MathML Core); the
// TeX annotation left in; a step whose equation is not typeset; KaTeX's script added to a page or
// bundled into any JavaScript file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAPTERS } from '../../src/site/chapters';
import { builtJsFiles, builtPage, requireBuild, routesOf, DIST, SLUGS } from './built';
import { rawTexIn } from './raw-tex';

requireBuild(DIST, 'npm run build');

const ROUTES = routesOf(DIST);

/** A displayed step with a bold n (the contact normal): `\mathbf n`, `\mathbf{n}`. */
const BOLD_N = /\\mathbf\s*(?:\{n\}|n(?![a-zA-Z]))/;

/**
 * The text a reader could see on a page, with or without JavaScript: every text node outside
 * <script>, <style>, <template> and `hidden` elements, including a <noscript>'s (what a reader
 * without JavaScript gets: the steps' plugged-in values) and a closed <details>' (shown once
 * opened). The solver's source (pre.code-lines) is code, not math: its `${…}` is JavaScript.
 */
function readableText(root: Element): string {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === 3) out.push(node.textContent ?? '');
    else if (node.nodeType === 1) {
      const el = node as Element;
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template') return;
      if (el.hasAttribute('hidden') || el.classList.contains('code-lines')) return;
      for (const c of el.childNodes) visit(c);
    }
  };
  visit(root);
  return out.join(' ');
}

describe('the math as served', () => {
  test('the build has its routes (a check over no route cannot fail)', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    for (const slug of SLUGS) expect(ROUTES).toContain(`/${slug}/`);
  });

  test('every route shows no raw TeX, to a reader with or without JavaScript', () => {
    const found = ROUTES.flatMap((route) =>
      rawTexIn(readableText(builtPage(route).document.body)).map((f) => `${route}: ${f}`),
    );
    expect(found).toEqual([]);
  });

  test('every formula on every route is MathML that rehype-katex could parse, in the forms MathML Core draws', () => {
    const found: string[] = [];
    let formulas = 0;
    for (const route of ROUTES) {
      const { document } = builtPage(route);
      formulas += document.querySelectorAll('math').length;
      const count = (what: string, selector: string) => {
        const n = document.querySelectorAll(selector).length;
        if (n) found.push(`${route}: ${n} × ${what}`);
      };
      // rehype-katex turns a formula it cannot parse into .katex-error holding the raw TeX.
      count('a formula KaTeX could not parse (.katex-error)', '.katex-error');
      // MathML Core ignores these: bold vectors would render as italic letters, aligned equations
      // centred (src/lib/mathml-core.ts rewrites them).
      count('mathvariant other than normal', 'math [mathvariant]:not([mathvariant="normal"])');
      count('mtable spacing or alignment', 'mtable[columnalign], mtable[columnspacing], mtable[rowspacing]');
      count('the TeX annotation', 'math semantics, math annotation');
    }
    expect(formulas, 'formulas checked').toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });

  test('every derivation step on every route has its equation typeset as MathML', () => {
    const untypeset: string[] = [];
    let steps = 0;
    for (const route of ROUTES)
      for (const step of builtPage(route).document.querySelectorAll('div.step')) {
        steps++;
        if (!step.querySelector(':scope > .step-math math'))
          untypeset.push(`${route}: ${step.getAttribute('data-step')}`);
      }
    expect(steps, 'steps checked').toBeGreaterThan(100);
    expect(untypeset).toEqual([]);
  });

  for (const c of CHAPTERS) {
    test(`/${c.slug}/ shows every step of its derivation, each typeset, the normal as the bold letter 𝐧`, () => {
      const { document } = builtPage(`/${c.slug}/`);
      expect(document.querySelectorAll('.katex math').length, 'formulas').toBeGreaterThan(20);
      // Every derivation step is on its page (those in the sources' errata too, in a <details>).
      const shown = [...document.querySelectorAll(`div.step[data-step^="eq:${c.prefix}-"]`)].map((s) =>
        s.getAttribute('data-step'),
      );
      expect(shown.length, 'steps').toBeGreaterThan(5);
      expect(shown.sort()).toEqual(c.tex.steps.map((s) => s.id).sort());
      // The vectors are the bold letters: n is 𝐧 (U+1D427) in every step that displays \mathbf n.
      for (const s of c.tex.steps.filter((s) => BOLD_N.test(s.tex)))
        expect(
          document.querySelector(`[data-step="${s.id}"] > .step-math`)?.textContent,
          `${s.id}: ${s.tex}`,
        ).toContain('𝐧');
    });
  }

  test('some step displays the bold n (the check above is not empty)', () => {
    expect(CHAPTERS.some((c) => c.tex.steps.some((s) => BOLD_N.test(s.tex)))).toBe(true);
  });
});

/**
 * Strings of KaTeX's own code that survive minifying (a message and an export's name), and that no
 * other code has: the site's scripts may name KaTeX's class names (.katex-display), so the word
 * "katex" alone does not tell.
 */
const KATEX_CODE = ['KaTeX parse error', '__renderToDomTree'];

describe('no KaTeX JavaScript', () => {
  test('the fingerprints are KaTeX’s: its browser build holds each', () => {
    const katex = readFileSync(
      fileURLToPath(new URL('../../node_modules/katex/dist/katex.min.js', import.meta.url)),
      'utf8',
    );
    for (const s of KATEX_CODE) expect(katex, s).toContain(s);
  });

  test('no JavaScript file of the build holds KaTeX’s code or is named after it', () => {
    const files = builtJsFiles();
    expect(
      files.filter((f) => f.startsWith('_astro/')).length,
      'JavaScript files in _astro/',
    ).toBeGreaterThan(10);
    expect(files.filter((f) => /katex/i.test(f))).toEqual([]);
    const found = files.flatMap((f) => {
      const code = readFileSync(join(DIST, f), 'utf8');
      return KATEX_CODE.filter((s) => code.includes(s)).map((s) => `${f}: ${s}`);
    });
    expect(found).toEqual([]);
  });

  test('no script element of any route mentions KaTeX', () => {
    const found = ROUTES.flatMap((route) =>
      [...builtPage(route).document.querySelectorAll('script')]
        .filter((s) => /katex/i.test(s.getAttribute('src') ?? '') || /katex/i.test(s.textContent ?? ''))
        .map((s) => `${route}: ${s.getAttribute('src') ?? (s.textContent ?? '').slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  });
});
