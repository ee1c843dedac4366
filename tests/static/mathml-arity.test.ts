// The math is MathML Core, which each browser lays out itself: an element with the wrong number of
// children (an <msub> with one, an <mfrac> with three) is "invalid markup" that Firefox draws as an
// error box and Chromium lays out its own way. Every formula of every route, as served, has the
// children MathML Core requires of it. (The Firefox smoke test, tests/firefox/smoke.test.mjs, checks
// the same on the pages it opens after their scripts have run, for the math they build.)
//
// Mutations this catches: a rewrite in src/lib/mathml-core.ts or rehype-mathml-core that drops or
// merges a script's base, or wraps two children in one row where a fraction needs two.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { requireBuild, routesOf, DIST } from './built';

requireBuild(DIST, 'npm run build');

/** How many element children MathML Core's layout needs of each element that takes a fixed number. */
const ARITY: Record<string, number> = {
  msub: 2,
  msup: 2,
  msubsup: 3,
  mfrac: 2,
  mroot: 2,
  munder: 2,
  mover: 2,
  munderover: 3,
};

test('every MathML element of every route has the number of children MathML Core requires of it', () => {
  const wrong: string[] = [];
  let formulas = 0;
  let checked = 0;
  for (const route of routesOf(DIST)) {
    const html = readFileSync(join(DIST, route, 'index.html'), 'utf8');
    // Each formula parsed alone: a page's 6,300 elements need not be, to read its math.
    for (const [math] of html.matchAll(/<math\b[\s\S]*?<\/math>/g)) {
      formulas++;
      const { document } = parseHTML(`<!doctype html><html><body>${math}</body></html>`);
      for (const el of document.querySelectorAll(Object.keys(ARITY).join(', '))) {
        checked++;
        const want = ARITY[el.localName]!;
        if (el.children.length !== want)
          wrong.push(
            `${route}: <${el.localName}> with ${el.children.length} children, not ${want}, in ${math.slice(0, 120)}`,
          );
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(formulas, 'formulas read').toBeGreaterThan(routesOf(DIST).length);
  expect(checked, 'scripts, fractions and roots checked').toBeGreaterThan(formulas);
});
