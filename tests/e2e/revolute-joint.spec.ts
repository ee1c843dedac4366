// The revolute-joint page in the browser: keyboard scrubbing updates K, the ellipse, the diagram
// and the readouts to independently computed values; the chain widget responds; links round-trip;
// bad values and singular joints show sentences, never NaN; without JavaScript everything is there.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  hydrate,
  fmt,
  parseShown,
  setBox,
  allTextAndAttributes,
  visibleText,
  nextFrame,
  reveal,
  expectAllRedrawn,
} from './support';
import { firstTouchTests } from './first-touch';

const PAGE = '/revolute-joint/';
const MINUS = '\u2212';

const kWidget = (page: Page) => page.locator('section[aria-labelledby="rj-k-title"]');
const chainWidget = (page: Page) => page.locator('section[aria-labelledby="rj-chain-title"]');
const readout = (page: Page, name: string) => page.locator(`[data-readout="${name}"]`);
const vec = (v: { x: number; y: number }) => `(${fmt(v.x, 3)}, ${fmt(v.y, 3)})`;

interface JointInput {
  mA: number;
  IA: number;
  fixA: boolean;
  axleA: boolean;
  rAx: number;
  rAy: number;
  vAx: number;
  vAy: number;
  wA: number;
  mB: number;
  IB: number;
  fixB: boolean;
  axleB: boolean;
  rBx: number;
  rBy: number;
  vBx: number;
  vBy: number;
  wB: number;
}

const DEFAULTS: JointInput = {
  mA: 5,
  IA: 2,
  fixA: false,
  axleA: false,
  rAx: 0.6,
  rAy: 0.3,
  vAx: 1,
  vAy: 1,
  wA: 0,
  mB: 1,
  IB: 0.1,
  fixB: false,
  axleB: false,
  rBx: -0.4,
  rBy: 0.45,
  vBx: 0,
  vBy: -1.5,
  wB: 1,
};

/**
 * An independent statement of the physics the page must show (not the site's solver):
 * K = σ·1 + (1/IA) rA⊥rA⊥ᵀ + (1/IB) rB⊥rB⊥ᵀ, v_rel = v_cB − v_cA, j = K⁻¹(−v_rel) by Cramer.
 */
function expectedJoint(over: Partial<JointInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const mA = p.fixA || p.axleA ? 0 : 1 / p.mA;
  const mB = p.fixB || p.axleB ? 0 : 1 / p.mB;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const iB = p.fixB ? 0 : 1 / p.IB;
  const k11 = mA + mB + iA * p.rAy ** 2 + iB * p.rBy ** 2;
  const k12 = -(iA * p.rAx * p.rAy + iB * p.rBx * p.rBy);
  const k22 = mA + mB + iA * p.rAx ** 2 + iB * p.rBx ** 2;
  const det = k11 * k22 - k12 * k12;
  const vcA = { x: p.vAx - p.wA * p.rAy, y: p.vAy + p.wA * p.rAx };
  const vcB = { x: p.vBx - p.wB * p.rBy, y: p.vBy + p.wB * p.rBx };
  const vRel = { x: vcB.x - vcA.x, y: vcB.y - vcA.y };
  const j = { x: (k22 * -vRel.x - k12 * -vRel.y) / det, y: (k11 * -vRel.y - k12 * -vRel.x) / det };
  const mean = (k11 + k22) / 2;
  const r = Math.hypot((k11 - k22) / 2, k12);
  return { k11, k12, k22, det, trace: k11 + k22, l1: mean + r, l2: mean - r, vRel, j, meffX: 1 / k11 };
}

const ellipseMarkup = (page: Page) =>
  kWidget(page)
    .locator('.rj-ellipse .plot-box')
    .evaluate((el) => el.innerHTML);
const diagramMarkup = (page: Page) =>
  kWidget(page)
    .locator('svg.diagram')
    .evaluate((svg) => svg.innerHTML);
const chainPlots = (page: Page) =>
  chainWidget(page)
    .locator('.plot-box')
    .evaluateAll((boxes) => boxes.map((b) => b.innerHTML));

test.describe('the K explorer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'KExplorer');
  });

  test('the defaults show K = [3.27, 1.71; 1.71, 2.98], the impulse (−0.0935, 1.03) and a stopped pin', async ({
    page,
  }) => {
    const x = expectedJoint();
    await expect(readout(page, 'k11')).toHaveText('3.27');
    await expect(readout(page, 'k12')).toHaveText('1.71');
    await expect(readout(page, 'k21')).toHaveText('1.71');
    await expect(readout(page, 'k22')).toHaveText('2.98');
    // det = 6.8205 sits on a rounding edge of the 4-digit format (6.82 or 6.821), so compare numbers.
    expect(Math.abs(parseShown((await readout(page, 'det').textContent()) ?? '') - x.det)).toBeLessThan(1e-3);
    await expect(readout(page, 'l1')).toHaveText(fmt(x.l1)); // 4.841
    await expect(readout(page, 'l2')).toHaveText(fmt(x.l2)); // 1.409
    await expect(readout(page, 'j')).toHaveText(`(${MINUS}0.0935, 1.03)`);
    expect(vec(x.j)).toBe(`(${MINUS}0.0935, 1.03)`);
    await expect(readout(page, 'vrel')).toHaveText(`(${MINUS}1.45, ${MINUS}2.9)`);
    await expect(readout(page, 'vrel-after')).toHaveText('(0, 0)');
    await expect(readout(page, 'meff')).toHaveText(fmt(x.meffX)); // 1/3.27 = 0.3058
  });

  test('ArrowRight on B’s anchor y updates K, the ellipse, the diagram and the readouts to the expected values', async ({
    page,
  }) => {
    const ellipseBefore = await ellipseMarkup(page);
    const diagramBefore = await diagramMarkup(page);
    const slider = page.locator('#rj-rBy');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('0.5');
    await expect(page.locator('#rj-rBy-box')).toHaveValue('0.5');
    // rBy 0.45 → 0.5: k11 = 1.2 + 0.045 + 10·0.25 = 3.745, k12 = −(0.09 − 2) = 1.91.
    const x = expectedJoint({ rBy: 0.5 });
    expect(fmt(x.k11)).toBe('3.745');
    await expect(readout(page, 'k11')).toHaveText('3.745');
    await expect(readout(page, 'k12')).toHaveText('1.91');
    await expect(readout(page, 'k22')).toHaveText(fmt(x.k22));
    await expect(readout(page, 'det')).toHaveText(fmt(x.det));
    await expect(readout(page, 'l1')).toHaveText(fmt(x.l1));
    await expect(readout(page, 'l2')).toHaveText(fmt(x.l2));
    await expect(readout(page, 'j')).toHaveText(vec(x.j));
    await expect(readout(page, 'vrel')).toHaveText(vec(x.vRel));
    await expect(readout(page, 'vrel-after')).toHaveText('(0, 0)');
    await expect(readout(page, 'meff')).toHaveText(fmt(x.meffX));

    await page.keyboard.press('End'); // rBy = 1.5
    await expect(slider).toHaveValue('1.5');
    await expect(readout(page, 'k11')).toHaveText(fmt(expectedJoint({ rBy: 1.5 }).k11)); // 23.745
    await nextFrame(page);
    expect(await ellipseMarkup(page), 'ellipse redrawn').not.toBe(ellipseBefore);
    expect(await diagramMarkup(page), 'diagram redrawn').not.toBe(diagramBefore);
    await expect(kWidget(page).locator('.rj-ellipse figcaption')).toContainText(
      fmt(expectedJoint({ rBy: 1.5 }).l1),
    );
  });

  test('the probe direction moves the effective mass between 1/κ₁ and 1/κ₂', async ({ page }) => {
    await setBox(page, 'rj-dirDeg', 90);
    const x = expectedJoint();
    await expect(readout(page, 'meff')).toHaveText(fmt(1 / x.k22)); // along +y: 1/k22 = 0.3356
    await expect(readout(page, 'meff-min')).toHaveText(fmt(1 / x.l1));
    await expect(readout(page, 'meff-max')).toHaveText(fmt(1 / x.l2));
  });

  test('both bodies immovable: the page says why there is no impulse, and never shows NaN', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?fixA=1&fixB=1`);
    await hydrate(page);
    const sentence = kWidget(page).locator('[data-rj="singular"]');
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText('Neither anchor can move at all');
    await expect(readout(page, 'j')).toHaveText('(0, 0)');
    await expect(readout(page, 'k11')).toHaveText('0');
    await expect(readout(page, 'meff')).toHaveText('∞');
    await page.locator('#plug-in-numbers').check();
    await expect(page.locator('[data-step="eq:rj-solve"] .step-reason')).toContainText(
      'Neither anchor can move',
    );
    await expect(page.locator('[data-step="eq:rj-errata-solve"] .step-reason')).toContainText('non-number');
    expect(await visibleText(page)).not.toContain('NaN');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('B immovable and A on an axle: K has rank 1, and the sentence says so', async ({ page }) => {
    await (await reveal(page, 'rj-fixB')).check();
    await (await reveal(page, 'rj-axleA')).check();
    await expect(kWidget(page).locator('[data-rj="singular"]')).toContainText('rank 1');
    await expect(readout(page, 'j')).toHaveText('(0, 0)');
    await expect(readout(page, 'meff-max')).toHaveText('∞');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('a rank-1 K: the page’s link to the two rules', () => {
  test('the policy leaves the pin separating; the pseudo-inverse stops A turning and holds it', async ({
    page,
  }) => {
    // A on its axle (I_A = 2) turning at 2 rad/s, r_A = (0.6, 0.3), B immovable at rest:
    // v_rel = (0.6, −1.2) on K's line; j⁺ = −K·v_rel/(tr K)² = (−8/3, 16/3).
    const href = '?axleA=1&fixB=1&wA=2&rAx=0.6&rAy=0.3&vAx=0&vAy=0&vBx=0&vBy=0&wB=0';
    await page.goto(PAGE);
    await page.locator(`a[href="${href}"]`).click();
    await hydrate(page, 'KExplorer');
    await expect(page.locator('#rj-axleA')).toBeChecked();
    await expect(kWidget(page).locator('[data-rj="singular"]')).toContainText('policy');
    await expect(readout(page, 'policy-j')).toHaveText('(0, 0)');
    await expect(readout(page, 'policy-vrel-after')).toHaveText(vec({ x: 0.6, y: -1.2 }));
    await expect(readout(page, 'pinv-j')).toHaveText(vec({ x: -8 / 3, y: 16 / 3 }));
    await expect(readout(page, 'pinv-vrel-after')).toHaveText('(0, 0)');
    await expect(readout(page, 'pinv-spins')).toHaveText(`0 · 0`);
    // Untick B's immovability: K is invertible again and the two-rule table goes away.
    await page.locator('#rj-fixB').uncheck();
    await expect(readout(page, 'pinv-j')).toHaveCount(0);
  });
});

test.describe('the swinging chain', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'ChainWidget');
  });

  test('more links, a new mode and a new time redraw the plots, the diagram and the table', async ({
    page,
  }) => {
    const plotsBefore = await chainPlots(page);
    expect(plotsBefore).toHaveLength(3);
    const desc = chainWidget(page).locator('svg.diagram desc');
    await expect(desc).toContainText('3 links');
    await expect(desc).toContainText('mass-weighted');
    const noneBefore = await readout(page, 'drift-max-none').textContent();

    const links = page.locator('#rjc-links');
    await links.focus();
    await page.keyboard.press('ArrowRight');
    await expect(links).toHaveValue('4');
    await expect(desc).toContainText('4 links');
    await expect(chainWidget(page).locator('svg.diagram line[stroke-width="6"]')).toHaveCount(4);
    await expect(readout(page, 'drift-max-none')).not.toHaveText(noneBefore ?? '');
    await expectAllRedrawn(() => chainPlots(page), plotsBefore);

    // Mass-weighted keeps the gaps far smaller than no correction at all.
    const shown = async (name: string) =>
      Number(((await readout(page, name).textContent()) ?? '').replace(MINUS, '-'));
    expect(await shown('drift-max-mass-weighted')).toBeLessThan((await shown('drift-max-none')) / 10);

    await page.locator('#rjc-mode').selectOption('0');
    await expect(desc).toContainText('no correction');
    await setBox(page, 'rjc-tSnap', 1.5);
    await expect(chainWidget(page).locator('svg.diagram')).toContainText('t = 1.5 s');
  });

  test('β near 1 lifts Baumgarte’s energy above where the chain started', async ({ page }) => {
    await expect(readout(page, 'de-max-baumgarte')).toHaveText('0');
    const beta = page.locator('#rjc-beta');
    await beta.focus();
    await page.keyboard.press('End');
    await expect(beta).toHaveValue('1');
    await expect(chainWidget(page).locator('.rj-legend')).toContainText('β = 1');
    // The runs are computed after the legend changes: the table shows "…" until they are done.
    await expect
      .poll(async () =>
        Number(((await readout(page, 'de-max-baumgarte').textContent()) ?? '').replace(MINUS, '-')),
      )
      .toBeGreaterThan(0.1);
  });

  test('released hanging straight down, it says the chain does not swing but still stretches', async ({
    page,
  }) => {
    await setBox(page, 'rjc-angle0', -90);
    const note = chainWidget(page).locator('[data-rj="hanging"]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('does not swing');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('warm-starting the joints shrinks the hanging chain’s drift a hundredfold, in the table and the note', async ({
    page,
  }) => {
    await setBox(page, 'rjc-angle0', -90);
    const drift = chainWidget(page).locator('[data-readout="drift-max-none"]');
    await expect(drift).toHaveText(/^24\.\d mm$|^24\.\d$/);
    await page.locator('#rjc-warm').check();
    await expect(drift).toHaveText(/^0\.2\d+/);
    const note = chainWidget(page).locator('[data-rj="hanging"]');
    await expect(note).toContainText('Warm-started');
    await expect(note).toContainText(/comes apart by only 0\.2\d+ mm/);
    await expect(page).toHaveURL(/[?&]warm=1\b/);
  });
});

test.describe('parameters in the link', () => {
  test('changed values of both widgets are written to the URL, and opening it restores controls and readouts', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, 'KExplorer', 'ChainWidget');
    await setBox(page, 'rj-mA', 3);
    await (await reveal(page, 'rj-axleB')).check();
    await setBox(page, 'rjc-links', 2);
    await page.locator('#rjc-mode').selectOption('2');
    await expect(page).toHaveURL(/[?&]mA=3(&|$)/);
    await expect(page).toHaveURL(/[?&]axleB=1(&|$)/);
    await expect(page).toHaveURL(/[?&]links=2(&|$)/);
    await expect(page).toHaveURL(/[?&]mode=2(&|$)/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['axleB', 'links', 'mA', 'mode']);
    const j = (await readout(page, 'j').textContent())!;
    expect(j).toBe(vec(expectedJoint({ mA: 3, axleB: true }).j));
    const drift = (await readout(page, 'drift-max-none').textContent())!;

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again, 'KExplorer', 'ChainWidget');
    await expect(again.locator('#rj-mA')).toHaveValue('3');
    await expect(again.locator('#rj-mA-box')).toHaveValue('3');
    await expect(again.locator('#rj-axleB')).toBeChecked();
    await expect(again.locator('#rjc-links')).toHaveValue('2');
    await expect(again.locator('#rjc-mode')).toHaveValue('2');
    await expect(readout(again, 'j')).toHaveText(j);
    await expect(readout(again, 'drift-max-none')).toHaveText(drift);
    await expect(again.locator('.notice')).toHaveCount(0);
  });

  test('bad values get a notice naming the control and a safe value, in the widget they belong to', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?mA=abc&links=99`);
    await hydrate(page, 'KExplorer', 'ChainWidget');
    const kNotice = kWidget(page).locator('.notice[role="status"]');
    await expect(kNotice).toContainText('Mass of A');
    await expect(page.locator('#rj-mA')).toHaveValue('5');
    await expect(readout(page, 'k11')).toHaveText('3.27');
    const chainNotice = chainWidget(page).locator('.notice[role="status"]');
    await expect(chainNotice).toContainText('Number of links');
    await expect(page.locator('#rjc-links')).toHaveValue('5');
    await expect(chainWidget(page).locator('svg.diagram desc')).toContainText('5 links');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('with JavaScript disabled', () => {
  test('the derivation, the ellipse, the three chain plots, both diagrams and the default readouts are there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    expect(await page.locator('.katex').count()).toBeGreaterThan(20);
    await expect(page.locator('[data-step="eq:rj-k-matrix"] .katex').first()).toBeVisible();
    // The labelled figure and the key results are plain SVG and HTML.
    const figure = page.locator('#rj-joint-figure svg[role="img"]');
    await expect(figure).toBeVisible();
    await expect(figure.locator('desc')).toContainText('v_rel = v_cB − v_cA');
    await expect(page.locator('.key-results a[href="#eq:rj-pinv"]')).toBeVisible();

    const ellipse = kWidget(page).locator('.rj-ellipse .plot-box svg');
    await expect(ellipse).toBeVisible();
    // Five line paths: the probe direction, the ellipse, its two semi-axes, and dᵀKd along d.
    await expect(ellipse.locator('g[aria-label="line"] path')).toHaveCount(5);
    // The response K·d: one link with an arrowhead.
    await expect(ellipse.locator('g[aria-label="link"] path[marker-end]')).toHaveCount(1);
    await expect(kWidget(page).locator('svg.diagram')).toBeVisible();
    await expect(readout(page, 'k11')).toHaveText('3.27');
    await expect(readout(page, 'j')).toHaveText(`(${MINUS}0.0935, 1.03)`);

    const plots = chainWidget(page).locator('.plot-box svg');
    await expect(plots).toHaveCount(3);
    for (const svg of await plots.all()) {
      await expect(svg).toBeVisible();
      await expect(svg.locator('g[aria-label="line"] path')).toHaveCount(3);
    }
    await expect(chainWidget(page).locator('svg.diagram line[stroke-width="6"]')).toHaveCount(3);
    await expect(page.locator('#rjc-mode')).toHaveValue('1');

    await page.locator('#plug-in-numbers').check();
    await expect(page.locator('[data-step="eq:rj-k-matrix"] output[data-side="1.0"]')).toHaveText(
      /^3\.27 1\/kg$/,
    );
  });
});

firstTouchTests(PAGE, [
  { widget: 'rj-k', control: 'rj-mA' },
  { widget: 'rj-chain', control: 'rjc-beta' },
]);
