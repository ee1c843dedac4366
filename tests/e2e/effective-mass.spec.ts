// The effective-mass page in the browser: keyboard scrubbing updates the diagram, the plot and the
// readouts to independently computed values; the three-forms widget follows and responds to its own
// controls; links round-trip; bad links and degenerate configurations say so in words; with
// JavaScript off the derivation and both plots are still there.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrate, fmt, setBox, allTextAndAttributes, visibleText, reveal } from './support';
import { firstTouchTests } from './first-touch';

const PAGE = '/effective-mass/';
const lever = (page: Page) => page.locator('section[aria-labelledby="em-lever-title"]');
const forms = (page: Page) => page.locator('section[aria-labelledby="em-forms-title"]');
const out = (page: Page, name: string) => page.locator(`[data-readout="${name}"]`);

/** The site's box: 1.2 m × 0.6 m, struck on its bottom face at (s, −0.3). */
const HALF_H = 0.3;

interface Input {
  m: number;
  I: number;
  s: number;
  pushDeg: number;
  fixA: boolean;
  mA: number;
  depth: number;
  turnDeg: number;
}
const DEFAULTS: Input = { m: 1, I: 0.15, s: 0.5, pushDeg: 0, fixA: true, mA: 1, depth: 2.4, turnDeg: 30 };

/**
 * An independent statement of what the page must show (not the site's code):
 * n = (−sin δ, cos δ), ℓ = r×n with r = (s, −H/2), k = k_A + 1/m + ℓ²/I; for the uniform
 * 1.2 × 0.6 × d box turned by γ about y: I1 = m(0.36 + d²)/12, I3 = m(1.44 + 0.36)/12,
 * I_zz = I1 sin²γ + I3 cos²γ, (I⁻¹)_zz = sin²γ/I1 + cos²γ/I3.
 */
function expected(over: Partial<Input> = {}) {
  const p = { ...DEFAULTS, ...over };
  const d = (p.pushDeg * Math.PI) / 180;
  const n = { x: -Math.sin(d), y: Math.cos(d) };
  const ell = p.s * n.y - -HALF_H * n.x;
  // A is a solid ball of radius 0.25 m below the contact: r_A = (0, 0.25), I_A = 0.4·m_A·0.25².
  const ellA = 0.25 * Math.sin(d);
  const kA = p.fixA ? 0 : 1 / p.mA + (ellA * ellA) / (0.4 * p.mA * 0.0625);
  const k = kA + 1 / p.m + (ell * ell) / p.I;
  const I1 = (p.m * (0.36 + p.depth * p.depth)) / 12;
  const I3 = (p.m * (1.44 + 0.36)) / 12;
  const b = (p.turnDeg * Math.PI) / 180;
  const sin2 = Math.sin(b) ** 2;
  const cos2 = Math.cos(b) ** 2;
  const Izz = I1 * sin2 + I3 * cos2;
  const invZz = sin2 / I1 + cos2 / I3;
  return {
    ell,
    k,
    meff: 1 / k,
    meffTrue: 1 / (kA + 1 / p.m + ell * ell * invZz),
    meffShortcut: 1 / (kA + 1 / p.m + (ell * ell) / Izz),
  };
}

const attr = (loc: Locator, name: string) => loc.evaluate((el, a) => Number(el.getAttribute(a)), name);
const dotX = (plot: Locator) => attr(plot.locator('g[aria-label="dot"] circle').first(), 'cx');
const ruleX = (plot: Locator) =>
  attr(plot.locator('g[aria-label="rule"][stroke-dasharray] line').last(), 'x1');
const leverPlot = (page: Page) => lever(page).locator('.em-lever-plot .plot-box svg');
const turnPlot = (page: Page) => forms(page).locator('.em-turn-plot .plot-box svg');

test.describe('the lever-arm widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'LeverArmWidget', 'ThreeFormsWidget');
  });

  test('the defaults show ℓ = 0.5 m, k = 2.667 and an effective mass of 0.375 kg for a 1 kg box', async ({
    page,
  }) => {
    const x = expected();
    expect(fmt(x.meff)).toBe('0.375');
    await expect(out(page, 'em-lever')).toHaveText('0.5');
    await expect(out(page, 'em-k')).toHaveText('2.667');
    await expect(out(page, 'em-meff')).toHaveText('0.375');
    await expect(out(page, 'em-angB')).toHaveText('1.667');
    await expect(out(page, 'em-meff-norot')).toHaveText('1');
    await expect(lever(page).locator('[data-em="lever-label"]')).toHaveText('ℓ = 0.5 m');
    await expect(lever(page).locator('[data-em="spin"]')).toHaveAttribute('data-sense', 'ccw');
  });

  test('ArrowRight then End on the offset slider update the readouts, the diagram and the plot', async ({
    page,
  }) => {
    const plot = leverPlot(page);
    const dotBefore = await dotX(plot);
    const ruleBefore = await ruleX(plot);
    const contact = lever(page).locator('circle[data-em="contact"]');
    const contactBefore = await attr(contact, 'cx');

    const slider = page.locator('#em-s');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('0.51');
    await expect(page.locator('#em-s-box')).toHaveValue('0.51');
    const at51 = expected({ s: 0.51 }); // 1/(1 + 0.2601/0.15) = 0.3658
    await expect(out(page, 'em-meff')).toHaveText(fmt(at51.meff));
    await expect(out(page, 'em-lever')).toHaveText('0.51');
    await expect(lever(page).locator('[data-em="lever-label"]')).toHaveText('ℓ = 0.51 m');
    // 0.01 m at 230 px per metre.
    expect(await attr(contact, 'cx')).toBeCloseTo(contactBefore + 2.3, 6);

    await page.keyboard.press('End');
    await expect(slider).toHaveValue('0.6');
    const at60 = expected({ s: 0.6 }); // 1/(1 + 0.36/0.15) = 1/3.4
    expect(fmt(at60.meff)).toBe('0.2941');
    await expect(out(page, 'em-meff')).toHaveText('0.2941');
    await expect(out(page, 'em-k')).toHaveText('3.4');
    await expect(lever(page).locator('.em-lever-plot figcaption')).toContainText('0.2941 kg');
    // The first change loads Plot (for the chart's frame) before the chart redraws: poll.
    await expect
      .poll(() => dotX(plot), { message: 'the current-point dot moves right' })
      .toBeGreaterThan(dotBefore);
    expect(await ruleX(plot), 'the offset rule moves right').toBeGreaterThan(ruleBefore);
    // s = 0.6 is the right end of the x domain: dot and rule at the same x.
    expect(await dotX(plot)).toBeCloseTo(await ruleX(plot), 3);
    // The three-forms widget follows the shared state.
    for (const form of ['scalar', 'tensor', 'jacobian'])
      await expect(out(page, `em-meff-${form}`)).toHaveText('0.2941');
  });

  test('Home on the push-tilt slider and a typed inertia redraw the lines and move the lever arm', async ({
    page,
  }) => {
    const paths = () =>
      leverPlot(page)
        .locator('g[aria-label="line"] path')
        .evaluateAll((ps) => ps.map((p) => p.getAttribute('d')));
    const before = await paths();
    expect(before).toHaveLength(3);
    await setBox(page, 'em-I', 0.3);
    const x = expected({ I: 0.3 });
    await expect(out(page, 'em-meff')).toHaveText(fmt(x.meff)); // 1/(1 + 0.25/0.3) = 0.5455
    await expect(leverPlot(page).locator('g[aria-label="text"] text')).toContainText([
      'I/2 = 0.15',
      'I = 0.3',
      '2I = 0.6',
    ]);
    const after = await paths();
    for (let i = 0; i < 3; i++) expect(after[i], `line ${i + 1} redrawn`).not.toBe(before[i]);

    await page.locator('#em-pushDeg').focus();
    await page.keyboard.press('Home');
    await expect(page.locator('#em-pushDeg')).toHaveValue('-60');
    // n = (sin 60°, cos 60°): ℓ = 0.5·0.5 + 0.3·0.866 = 0.5098.
    const tilted = expected({ I: 0.3, pushDeg: -60 });
    await expect(out(page, 'em-lever')).toHaveText(fmt(tilted.ell));
    await expect(out(page, 'em-meff')).toHaveText(fmt(tilted.meff));
  });

  test('unticking “immovable post” makes A a 1 kg ball that adds 1/m_A to k', async ({ page }) => {
    await (await reveal(page, 'em-fixA')).uncheck();
    await expect(out(page, 'em-invmA')).toHaveText('1');
    await expect(out(page, 'em-meff')).toHaveText(fmt(expected({ fixA: false }).meff)); // 3/11
    await expect(lever(page).locator('svg.diagram')).toContainText('1 kg ball');
    // Tilted by −60°, the push no longer passes through the ball's centre: its lever arm is
    // 0.25·sin(−60°) and its rotation term (0.25·sin 60°)²/(0.4·1·0.25²) = 1.875 joins k.
    await page.locator('#em-pushDeg').focus();
    await page.keyboard.press('Home');
    await expect(out(page, 'em-angA')).toHaveText('1.875');
    await expect(out(page, 'em-meff')).toHaveText(fmt(expected({ fixA: false, pushDeg: -60 }).meff));
  });

  test('dragging the contact point left along the face lowers the offset and raises the effective mass', async ({
    page,
  }) => {
    const handle = lever(page).locator('circle[data-handle="contact"]');
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 30, y + 10, { steps: 4 });
    await page.mouse.move(x - 60, y + 10, { steps: 4 });
    await page.mouse.up();
    const s = Number(await page.locator('#em-s').inputValue());
    expect(s).toBeLessThan(0.5);
    expect(s).toBeGreaterThan(0);
    await expect(page.locator('#em-s-box')).toHaveValue(String(s));
    await expect(out(page, 'em-meff')).toHaveText(fmt(expected({ s }).meff));
    expect(expected({ s }).meff).toBeGreaterThan(0.375);
  });
});

test.describe('the three-forms widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'LeverArmWidget', 'ThreeFormsWidget');
  });

  test('the scalar, tensor and Jacobian forms show the same k and effective mass', async ({ page }) => {
    for (const form of ['scalar', 'tensor', 'jacobian']) {
      await expect(out(page, `em-k-${form}`)).toHaveText('2.667');
      await expect(out(page, `em-meff-${form}`)).toHaveText('0.375');
    }
    await expect(forms(page).locator('[data-em="agreement"]')).toContainText('difference');
    await expect(out(page, 'em-jv')).toHaveText('\u22122');
    await expect(out(page, 'em-lambda')).toHaveText('1.125');
    await expect(out(page, 'em-jv-after')).toHaveText('1');
  });

  test('the 3D box at 30°: the shortcut says 0.4898 kg, the tensor form 0.4215 kg', async ({ page }) => {
    const x = expected();
    expect(fmt(x.meffShortcut)).toBe('0.4898');
    expect(fmt(x.meffTrue)).toBe('0.4215');
    await expect(out(page, 'em-meff-shortcut')).toHaveText('0.4898');
    await expect(out(page, 'em-meff-true')).toHaveText('0.4215');
    await expect(out(page, 'em-izz')).toHaveText('0.24');
    await expect(out(page, 'em-diff')).toHaveText(`${fmt(x.meffShortcut - x.meffTrue)} kg`);
  });

  test('the plot says where the curves part most: 44.6° at the defaults, 38.8° for a thin box', async ({
    page,
  }) => {
    // Not at 45°, where I_xz peaks (unit tests: tests/unit/site/effective-mass.test.ts).
    await expect(out(page, 'em-gap-peak')).toContainText('±44.6°');
    await setBox(page, 'em-depth', 0.1);
    await expect(out(page, 'em-gap-peak')).toContainText('±38.8°');
    await setBox(page, 'em-depth', 1.2);
    await expect(out(page, 'em-gap-peak')).toContainText('never part');
  });

  test('ArrowRight and Home on the turn slider update the readouts, the plot and the top view', async ({
    page,
  }) => {
    const plot = turnPlot(page);
    const dotBefore = await dotX(plot);
    const top = forms(page).locator('.em-topview polygon');
    const polygonBefore = await top.getAttribute('points');

    const slider = page.locator('#em-turnDeg');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('31');
    const at31 = expected({ turnDeg: 31 });
    await expect(out(page, 'em-meff-true')).toHaveText(fmt(at31.meffTrue));
    await expect(out(page, 'em-meff-shortcut')).toHaveText(fmt(at31.meffShortcut));
    // The first change loads Plot (for the chart's frame) before the chart redraws: poll.
    await expect
      .poll(() => dotX(plot), { message: 'the current-turn dot moves right' })
      .toBeGreaterThan(dotBefore);
    expect(await top.getAttribute('points'), 'the footprint turns').not.toBe(polygonBefore);

    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('-90');
    // γ = −90°: the box's width axis points out of the screen; I_zz = I1 and the shortcut is exact.
    const at90 = expected({ turnDeg: -90 });
    await expect(out(page, 'em-meff-true')).toHaveText(fmt(at90.meffTrue));
    await expect(out(page, 'em-meff-shortcut')).toHaveText(fmt(at90.meffTrue));
    await expect(forms(page).locator('[data-em="principal"]')).toBeVisible();
    await expect(forms(page).locator('[data-em="shortcut-error"]')).toHaveCount(0);
  });
});

test.describe('links', () => {
  test('changed values are written to the URL, and opening that URL restores controls and readouts', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, 'LeverArmWidget', 'ThreeFormsWidget');
    await setBox(page, 'em-s', -0.25);
    await (await reveal(page, 'em-fixA')).uncheck();
    await setBox(page, 'em-turnDeg', 45);
    await expect(page).toHaveURL(/[?&]s=-0\.25(&|$)/);
    await expect(page).toHaveURL(/[?&]fixA=0(&|$)/);
    await expect(page).toHaveURL(/[?&]turnDeg=45(&|$)/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['fixA', 's', 'turnDeg']);
    const want = expected({ s: -0.25, fixA: false, turnDeg: 45 });
    await expect(out(page, 'em-meff')).toHaveText(fmt(want.meff));
    await expect(out(page, 'em-meff-true')).toHaveText(fmt(want.meffTrue));

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again, 'LeverArmWidget', 'ThreeFormsWidget');
    await expect(again.locator('#em-s')).toHaveValue('-0.25');
    await expect(again.locator('#em-s-box')).toHaveValue('-0.25');
    await expect(again.locator('#em-fixA')).not.toBeChecked();
    await expect(again.locator('#em-turnDeg')).toHaveValue('45');
    for (const name of ['em-meff', 'em-k', 'em-lever', 'em-meff-true', 'em-meff-shortcut']) {
      await expect(out(again, name)).toHaveText((await out(page, name).textContent())!);
    }
    await expect(again.locator('.notice')).toHaveCount(0);
  });

  test('?I=abc shows a notice naming the moment of inertia and uses the default 0.15', async ({ page }) => {
    await page.goto(`${PAGE}?I=abc`);
    await hydrate(page, 'LeverArmWidget');
    const notice = lever(page).locator('.notice[role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Moment of inertia of B');
    await expect(page.locator('#em-I')).toHaveValue('0.15');
    await expect(out(page, 'em-meff')).toHaveText('0.375');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('?s=9 shows a notice naming the contact offset and clamps it to the corner, 0.6 m', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?s=9`);
    await hydrate(page, 'LeverArmWidget');
    await expect(lever(page).locator('.notice[role="status"]')).toContainText('Contact offset');
    await expect(page.locator('#em-s')).toHaveValue('0.6');
    await expect(out(page, 'em-meff')).toHaveText('0.2941');
  });
});

test.describe('degenerate configurations say what is going on, never NaN', () => {
  test('a separating contact: λ is clamped to 0 and the sentence says an equality constraint would pull', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?vBy=1`);
    await hydrate(page);
    const sentence = forms(page).locator('[data-em="separating"]');
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText('a pull');
    await expect(out(page, 'em-lambda')).toHaveText('0');
    await expect(out(page, 'em-lambda-eq')).toHaveText('\u22120.375');
    await page.locator('#plug-in-numbers').check();
    await expect(page.locator('[data-step="eq:em-lambda"] .step-reason')).toBeVisible();
    expect(await visibleText(page)).not.toContain('NaN');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('a push through the centre says there is no lever arm, and a thin box turned far says the point is off its face', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?depth=0.3&turnDeg=60`);
    await hydrate(page);
    await expect(forms(page).locator('[data-em="off-face"]')).toBeVisible();
    await setBox(page, 'em-s', 0);
    await expect(lever(page).locator('[data-em="no-lever"]')).toBeVisible();
    await expect(out(page, 'em-meff')).toHaveText('1');
    await expect(lever(page).locator('[data-em="spin"]')).toHaveCount(0);
    await expect(forms(page).locator('[data-em="off-face"]')).toHaveCount(0);
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('with JavaScript disabled', () => {
  test('the derivation, both plots, both diagrams and the default readouts are there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    expect(await page.locator('.katex').count()).toBeGreaterThan(20);
    await expect(page.locator('div.step[data-step^="eq:em-"]')).toHaveCount(25);
    // The labelled figure and the key results are plain SVG and HTML.
    const figure = page.locator('#em-lever-figure svg[role="img"]');
    await expect(figure).toBeVisible();
    await expect(figure.locator('desc')).toContainText('line of action');
    await expect(page.locator('.key-results li')).toHaveCount(5);
    await expect(out(page, 'em-gap-peak')).toContainText('±44.6°');

    await expect(leverPlot(page)).toBeVisible();
    await expect(leverPlot(page).locator('g[aria-label="line"] path')).toHaveCount(3);
    await expect(turnPlot(page)).toBeVisible();
    await expect(turnPlot(page).locator('g[aria-label="line"] path')).toHaveCount(2);
    await expect(lever(page).locator('svg.diagram')).toBeVisible();
    await expect(forms(page).locator('.em-topview svg')).toBeVisible();
    await expect(out(page, 'em-meff')).toHaveText('0.375');
    await expect(out(page, 'em-meff-true')).toHaveText('0.4215');

    const step = page.locator('[data-step="eq:em-scalar"] output[data-side="0.0"]');
    await expect(step).toBeHidden();
    await page.locator('#plug-in-numbers').check();
    await expect(step).toHaveText(/^2\.667(\s|$)/);
  });
});

test.describe('controls that cannot act say so', () => {
  test('effective mass: the ball’s mass is disabled while A is a post, and comes back', async ({ page }) => {
    await page.goto(PAGE);
    await page.locator('#em-lever-more > summary').click();
    await expect(page.locator('#em-mA')).toBeDisabled();
    await expect(page.locator('#em-mA-why')).toContainText('immovable post');
    await page.locator('#em-fixA').uncheck();
    await expect(page.locator('#em-mA')).toBeEnabled();
  });

  test('three forms, embedded: B’s x velocity is disabled while the push is along the normal, and says so', async ({
    page,
  }) => {
    await page.goto('/embed/effective-mass/three-forms/');
    const vBx = page.locator('#em-vBx');
    await expect(vBx).toBeDisabled();
    await expect(page.locator('#em-vBx-box')).toBeDisabled();
    await expect(page.locator('#em-vBx-why')).toContainText('along the face normal');
    // Tilted, J's x entry is −sin(tilt) and the same velocity now changes J V.
    await page.goto('/embed/effective-mass/three-forms/?pushDeg=20');
    await expect(vBx).toBeEnabled();
    const jv = page.locator('[data-readout="em-jv"]');
    const before = await jv.textContent();
    await page.locator('#em-vBx-box').fill('2');
    await page.locator('#em-vBx-box').press('Enter');
    await expect(jv).not.toHaveText(before ?? '');
  });
});

firstTouchTests(PAGE, [
  { widget: 'em-lever', control: 'em-s' },
  { widget: 'em-forms', control: 'em-turnDeg' },
]);
