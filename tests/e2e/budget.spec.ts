import { test, expect, PAGES, hydrate } from './support';
import { pageJs, JS_BUDGET_BYTES } from '../../scripts/bench/js-size.mjs';

// PAGES holds every built page, so a new derivation is budgeted without editing this file.
for (const path of PAGES) {
  test(`${path} can fetch at most 123 kB of gzipped JavaScript in all, and no KaTeX script`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const js = await pageJs(html, async (name: string) => {
      const res = await request.get(`/_astro/${name}`);
      expect(res.status(), `/_astro/${name}`).toBe(200);
      return res.body();
    });
    const table = js.files.map((f) => `${f.name}: ${f.gzip} B gzip`).join('\n');
    expect(js.totalGzip, `total gzip of\n${table}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(
      js.files.map((f) => f.name).filter((n) => /katex/i.test(n)),
      'KaTeX JavaScript files',
    ).toEqual([]);
    test.info().annotations.push({
      type: 'js-gzip-bytes',
      description: `${js.totalGzip} over ${js.files.length} files`,
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
