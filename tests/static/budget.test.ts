// What a page costs, read from the build's files: the JavaScript each page can ever fetch (its HTML's
// /_astro/ scripts followed through every static and dynamic import, scripts/bench/js-size.mjs, the
// same count `npm run bench` prints) and the elements a derivation page has as served. That the
// browser fetches nothing outside the counted files is checked where the browser runs the page
// (tests/e2e/page-hygiene.ts: a chapter's laptop visit, and tests/e2e/site-pages.spec.ts).
//
// (No KaTeX file among them: tests/static/math.test.ts finds none in the whole build.)
//
// Mutations these catch: a widget importing a heavy library (or Plot) eagerly, an island's chunk
// growing past the budget, the exercises island pulling in a heavy chunk, a step's values rendered as DOM instead of inside its <noscript>, an element
// per step added back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pageJs,
  JS_BUDGET_BYTES,
  EXERCISES_BUDGET_BYTES,
  isExercisesIsland,
} from '../../scripts/bench/js-size.mjs';
import { builtPage, requireBuild, DERIVATIONS, DIST, PAGES } from './built';
import { CHAPTERS } from '../../src/site/chapters';

/** A page's widget budget: its chapter's own (its page, deck, handout, embeds), else the site's. */
function widgetBudget(path: string): number {
  const segments = path.split('/').filter(Boolean);
  const chapter = CHAPTERS.find((c) => c.jsBudget && (segments[0] === c.slug || segments[1] === c.slug));
  return chapter?.jsBudget?.bytes ?? JS_BUDGET_BYTES;
}

requireBuild(DIST, 'npm run build');

/** A file of the build's _astro/ folder, as the server sends it. */
const load = async (name: string): Promise<Buffer> => readFileSync(join(DIST, '_astro', name));

// PAGES holds every built page, so a new derivation is budgeted without editing this file.
describe('the JavaScript a page can fetch', () => {
  for (const path of PAGES) {
    test(`${path} can fetch at most ${widgetBudget(path) / 1000} kB of gzipped JavaScript for its widgets and ${EXERCISES_BUDGET_BYTES / 1000} kB more for its exercises`, async () => {
      const { html } = builtPage(path);
      const js = await pageJs(html, load);
      const widgets = await pageJs(html, load, isExercisesIsland);
      const table = widgets.files.map((f) => `${f.name}: ${f.gzip} B gzip`).join('\n');
      expect(widgets.totalGzip, `total gzip of\n${table}`).toBeLessThanOrEqual(widgetBudget(path));
      const inWidgets = new Set(widgets.files.map((f) => f.name));
      const exercisesOnly = js.files.filter((f) => !inWidgets.has(f.name));
      expect(
        exercisesOnly.reduce((sum, f) => sum + f.gzip, 0),
        `the exercises' own files: ${exercisesOnly.map((f) => `${f.name}: ${f.gzip} B`).join(', ')}`,
      ).toBeLessThanOrEqual(EXERCISES_BUDGET_BYTES);
      if (/data-exercise/.test(html))
        expect(
          exercisesOnly.some((f) => isExercisesIsland(f.name)),
          'the exercises island is counted',
        ).toBe(true);
      // A page with islands counts their code (a count of nothing cannot fail).
      if (html.includes('<astro-island')) expect(widgets.files.length, 'files counted').toBeGreaterThan(3);
    });
  }
});

/**
 * A derivation page's budget of elements (a bigger DOM makes every style and layout pass of a scrub
 * step dearer). The count is the browser's on load, which is also its count after the reader has
 * scrolled through (the islands hydrate on interaction, not on sight): with JavaScript on, a
 * <noscript> holds one text node and a <template>'s content is not in the document.
 */
// 6,300 since every chart is served in a narrow layout too (kit/plot/PlotFigure.tsx): up to 272
// elements a page, under display: none (never laid out or painted) except on a narrow column.
const DOM_ELEMENTS = 6_300;

/** Elements of a page as a browser with JavaScript builds it from the served HTML. */
function elementsAsServed(document: Document): number {
  let n = 0;
  for (const el of document.querySelectorAll('*')) if (!el.parentElement?.closest('template, noscript')) n++;
  return n;
}

describe('the elements a derivation page has', () => {
  for (const path of DERIVATIONS) {
    test(`${path} has at most ${DOM_ELEMENTS.toLocaleString('en')} elements as served`, () => {
      const { document } = builtPage(path);
      const n = elementsAsServed(document);
      // A page is long: fewer than a thousand means the count missed it.
      expect(n, 'elements').toBeGreaterThan(1000);
      expect(n, 'elements').toBeLessThanOrEqual(DOM_ELEMENTS);
    });
  }
});
