// /code/: the solver as a download. The module the page links is served, imports in the browser
// under the site's CSP, and answers as the page's example says; the example shown is the file the
// unit tests run (tests/unit/solver/download.test.ts).
import { readFileSync } from 'node:fs';
import { test, expect, axeViolations, darkColourViolations } from './support';

const EXAMPLE = readFileSync(new URL('../../src/lib/solver-example.mjs', import.meta.url), 'utf8');

test('/code/ links the module and its declarations, and both are served', async ({ page, request }) => {
  await page.goto('/code/');
  const hrefs = await page
    .locator('#download ~ ul a[download]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(['/impulse-solver.js', '/impulse-solver.d.ts']);
  const js = await request.get('/impulse-solver.js');
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toMatch(/javascript/);
  expect(await js.text()).toContain('export {');
  const dts = await request.get('/impulse-solver.d.ts');
  expect(dts.status()).toBe(200);
  expect(await dts.text()).toMatch(/export declare function normalImpulse2\(/);
});

test('the example shown is the tested file, and the module runs it in the browser', async ({ page }) => {
  await page.goto('/code/');
  expect(await page.locator('pre.code-example code').textContent()).toBe(EXAMPLE);
  // The example's first collision, through the served module, as its comments state it.
  const r = await page.evaluate(async () => {
    const m = await import('/impulse-solver.js' as string);
    const a = { invMass: 1 / 2, invInertia: 4, v: m.vec2(3, 0), w: 0 };
    const b = { invMass: 1, invInertia: 8, v: m.vec2(-1, 0), w: 0 };
    const hit = m.normalImpulse2(a, b, { rA: m.vec2(0.5, 0), rB: m.vec2(-0.5, 0), n: m.vec2(1, 0) }, 0.5);
    return { vn: hit.vn, j: hit.j, va: hit.a.v.x, vb: hit.b.v.x };
  });
  expect(r.vn).toBe(-4);
  expect(r.j).toBeCloseTo(4, 12);
  expect(r.va).toBeCloseTo(1, 12);
  expect(r.vb).toBeCloseTo(3, 12);
});

test('/code/ is linked from the index, and axe finds nothing on it, light or dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('main a[href="/code/"]')).toHaveCount(1);
  await page.goto('/code/');
  expect(await axeViolations(page)).toEqual([]);
  expect(await darkColourViolations(page)).toEqual([]);
});
