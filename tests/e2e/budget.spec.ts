import { test, expect, PAGES, hydrate } from './support';
import {
  pageJs,
  JS_BUDGET_BYTES,
  EXERCISES_BUDGET_BYTES,
  isExercisesIsland,
} from '../../scripts/bench/js-size.mjs';

// PAGES holds every built page, so a new derivation is budgeted without editing this file.
for (const path of PAGES) {
  test(`${path} can fetch at most ${JS_BUDGET_BYTES / 1000} kB of gzipped JavaScript for its widgets and ${EXERCISES_BUDGET_BYTES / 1000} kB more for its exercises, and no KaTeX script`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const load = async (name: string) => {
      const res = await request.get(`/_astro/${name}`);
      expect(res.status(), `/_astro/${name}`).toBe(200);
      return res.body();
    };
    const js = await pageJs(html, load);
    const widgets = await pageJs(html, load, isExercisesIsland);
    const table = widgets.files.map((f) => `${f.name}: ${f.gzip} B gzip`).join('\n');
    expect(widgets.totalGzip, `total gzip of\n${table}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    const inWidgets = new Set(widgets.files.map((f) => f.name));
    const exercisesOnly = js.files.filter((f) => !inWidgets.has(f.name));
    expect(
      exercisesOnly.reduce((sum, f) => sum + f.gzip, 0),
      `the exercises' own files: ${exercisesOnly.map((f) => `${f.name}: ${f.gzip} B`).join(', ')}`,
    ).toBeLessThanOrEqual(EXERCISES_BUDGET_BYTES);
    if (await page.request.get(path).then(async (r) => /data-exercise/.test(await r.text())))
      expect(
        exercisesOnly.some((f) => isExercisesIsland(f.name)),
        'the exercises island is counted',
      ).toBe(true);
    expect(
      js.files.map((f) => f.name).filter((n) => /katex/i.test(n)),
      'KaTeX JavaScript files',
    ).toEqual([]);
    test.info().annotations.push({
      type: 'js-gzip-bytes',
      description: `${widgets.totalGzip} for the widgets over ${widgets.files.length} files, ${js.totalGzip - widgets.totalGzip} more for the exercises`,
    });

    // Cross-check with what the browser actually fetches once every island has hydrated and the
    // reader has ticked "Plug in numbers": nothing outside the counted files.
    const fetched = new Set<string>();
    page.on('request', (req) => {
      const m = /\/_astro\/([\w.-]+\.js)$/.exec(new URL(req.url()).pathname);
      if (m) fetched.add(m[1]!);
    });
    await page.goto(path);
    await hydrate(page);
    if (await page.locator('#plug-in-numbers').count()) await page.locator('#plug-in-numbers').check();
    await page.waitForLoadState('networkidle');
    const counted = new Set(js.files.map((f) => f.name));
    expect(
      [...fetched].filter((n) => !counted.has(n)),
      'JavaScript fetched but not counted',
    ).toEqual([]);
  });
}
