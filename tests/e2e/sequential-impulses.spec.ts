// The sequential-impulses page in the browser: keyboard scrubbing of the sweep count updates the
// charts, the diagram and the readouts to independently computed values; links round-trip; bad
// values get a notice and safe values, never NaN; without JavaScript the derivation and the
// explorer's figures are there.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  hydrate,
  fmt,
  setBox,
  choose,
  reveal,
  allTextAndAttributes,
  expectAllRedrawn,
} from './support';

const PAGE = '/sequential-impulses/';

const explorer = (page: Page) => page.locator('section[aria-labelledby="si-iterations-title"]');
const readout = (page: Page, name: string) => page.locator(`[data-readout="${name}"]`);

/**
 * An independent statement of the default box on two corners (not the site's solver): m = 2 kg,
 * 1 m × 0.5 m, mass centre 0.1 m right of the middle, v_y = −2 m/s, ω = 0.5 rad/s. Corner arms
 * x = (−0.6, 0.4), 1/I = 4.8, K = 1/m + xᵢxⱼ/I, b = v_y + ω x; projected Gauss–Seidel in order.
 */
function expectedBox(sweeps: number) {
  const x = [-0.6, 0.4];
  const K = x.map((xi) => x.map((xj) => 0.5 + 4.8 * xi * xj));
  const b = x.map((xi) => -2 + 0.5 * xi);
  const lambda = [0, 0];
  const vn = (i: number) => b[i]! + K[i]![0]! * lambda[0]! + K[i]![1]! * lambda[1]!;
  for (let k = 0; k < sweeps; k++)
    for (const i of [0, 1]) lambda[i] = Math.max(lambda[i]! - vn(i) / K[i]![i]!, 0);
  const det = K[0]![0]! * K[1]![1]! - K[0]![1]! ** 2;
  const exact = [
    (K[0]![1]! * b[1]! - K[1]![1]! * b[0]!) / det,
    (K[0]![1]! * b[0]! - K[0]![0]! * b[1]!) / det,
  ];
  return { lambda, vn: [vn(0), vn(1)], exact };
}

const figures = (page: Page) =>
  Promise.all([
    explorer(page)
      .locator('.si-lambda-chart .plot-box')
      .evaluate((el) => el.innerHTML),
    explorer(page)
      .locator('.si-vn-chart .plot-box')
      .evaluate((el) => el.innerHTML),
    explorer(page)
      .locator('svg.diagram')
      .evaluate((el) => el.innerHTML),
  ]);

test.describe('the iteration explorer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'IterationExplorer');
  });

  test('the defaults show three sweeps on the box on two corners and the exact answer (1.704, 2.296)', async ({
    page,
  }) => {
    const x = expectedBox(3);
    await expect(readout(page, 'exact-0')).toHaveText('1.704');
    await expect(readout(page, 'exact-1')).toHaveText('2.296');
    expect(fmt(x.exact[0]!)).toBe('1.704');
    await expect(readout(page, 'lambda-0')).toHaveText(fmt(x.lambda[0]!));
    await expect(readout(page, 'lambda-1')).toHaveText(fmt(x.lambda[1]!));
    await expect(readout(page, 'vn-0')).toHaveText(fmt(x.vn[0]!));
  });

  test('ArrowLeft and ArrowRight on the sweeps redraw the charts, the diagram and the readouts', async ({
    page,
  }) => {
    const slider = page.locator('#si-iter');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('1');
    await expect(page.locator('#si-iter-box')).toHaveValue('1');
    // After one sweep: corner 1 took 2.3/2.228 alone, corner 2 the rest of its own row.
    const one = expectedBox(1);
    expect(fmt(one.lambda[0]!)).toBe('1.032');
    await expect(readout(page, 'lambda-0')).toHaveText('1.032');
    await expect(readout(page, 'lambda-1')).toHaveText(fmt(one.lambda[1]!));
    await expect(readout(page, 'vn-0')).toHaveText(fmt(one.vn[0]!));
    const before = await figures(page);
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('2');
    const two = expectedBox(2);
    await expect(readout(page, 'lambda-0')).toHaveText(fmt(two.lambda[0]!));
    await expect(readout(page, 'lambda-1')).toHaveText(fmt(two.lambda[1]!));
    await expect(readout(page, 'vn-1')).toHaveText(fmt(two.vn[1]!));
    await expectAllRedrawn(() => figures(page), before);
    await expect(explorer(page).locator('svg.diagram desc')).toContainText('after 2 sweeps');
  });

  test('the flat box says its target is not unique, and the shuffle seed wakes up with a shuffled order', async ({
    page,
  }) => {
    await expect(page.locator('#si-seed')).toBeDisabled();
    await choose(page, 'si-scene', 4);
    await expect(explorer(page).locator('[data-si="summary"]')).toContainText('K is singular');
    await expect(explorer(page).locator('[data-si="choices"]')).toContainText('a box flat on four points');
    await expect(readout(page, 'lambda-3')).toBeVisible();
    await choose(page, 'si-order', 2);
    await expect(page.locator('#si-seed')).toBeEnabled();
    await expect(explorer(page).locator('[data-si="choices"]')).toContainText('shuffled every sweep');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('parameters in the link', () => {
  test('changed values are written to the URL, and opening it restores controls and readouts', async ({
    page,
    context,
  }) => {
    // Two pages loaded and hydrated: on a loaded two-core machine that can pass the default 30 s.
    test.setTimeout(90_000);
    await page.goto(PAGE);
    await hydrate(page, 'IterationExplorer');
    await choose(page, 'si-scene', 2);
    await setBox(page, 'si-iter', 12);
    await (await reveal(page, 'si-incr')).check();
    await expect(page).toHaveURL(/[?&]scene=2(&|$)/);
    await expect(page).toHaveURL(/[?&]iter=12(&|$)/);
    await expect(page).toHaveURL(/[?&]incr=1(&|$)/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['incr', 'iter', 'scene']);
    const shown = (await readout(page, 'lambda-0').textContent())!;

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again, 'IterationExplorer');
    await expect(again.locator('#si-scene')).toHaveValue('2');
    await expect(again.locator('#si-iter-box')).toHaveValue('12');
    await expect(again.locator('#si-incr')).toBeChecked();
    await expect(readout(again, 'lambda-0')).toHaveText(shown);
    await expect(readout(again, 'lambda-5')).toBeVisible();
    await expect(again.locator('.notice')).toHaveCount(0);
  });

  test('bad values get a notice naming the control and a safe value', async ({ page }) => {
    await page.goto(`${PAGE}?iter=abc&scene=9`);
    await hydrate(page, 'IterationExplorer');
    const notice = explorer(page).locator('.notice[role="status"]');
    await expect(notice).toContainText('Sweeps');
    await expect(notice).toContainText('Scene');
    await expect(page.locator('#si-iter')).toHaveValue('3');
    await expect(readout(page, 'exact-0')).not.toHaveText('');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('with JavaScript disabled', () => {
  test('the derivation, the diagram, both charts and the default readouts are there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    expect(await page.locator('.katex').count()).toBeGreaterThan(20);
    await expect(page.locator('[data-step="eq:si-k"] .katex').first()).toBeVisible();
    await expect(page.locator('[data-step="eq:si-pgs-update"] .katex').first()).toBeVisible();
    await expect(explorer(page).locator('svg.diagram')).toBeVisible();
    const charts = explorer(page).locator('.plot-box svg');
    await expect(charts).toHaveCount(2);
    for (const svg of await charts.all()) {
      await expect(svg).toBeVisible();
      // One line per contact.
      await expect(svg.locator('g[aria-label="line"] path')).toHaveCount(2);
    }
    await expect(readout(page, 'exact-1')).toHaveText('2.296');
    await expect(readout(page, 'lambda-0')).toHaveText(fmt(expectedBox(3).lambda[0]!));
    await context.close();
  });
});
