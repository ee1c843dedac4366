import type { Page } from '@playwright/test';
import {
  test,
  expect,
  hydrate,
  fmt,
  setBox,
  allTextAndAttributes,
  visibleText,
  reveal,
  expectAllRedrawn,
} from './support';
import { firstTouchTests } from './first-touch';

const PAGE = '/friction-clamping/';
const contact = (page: Page) => page.locator('section[aria-labelledby="fr-contact-title"]');
const thrown = (page: Page) => page.locator('section[aria-labelledby="fr-throw-title"]');
const combine = (page: Page) => page.locator('section[aria-labelledby="fr-combine-title"]');
const readout = (page: Page, name: string) => page.locator(`[data-readout="${name}"]`);

interface ContactInput {
  muS: number;
  muD: number;
  vx: number;
  vy: number;
  w: number;
  e: number;
  mB: number;
  IB: number;
  rBx: number;
  rBy: number;
  fixA: boolean;
  mA: number;
  IA: number;
  rAx: number;
  rAy: number;
}
const DEFAULTS: ContactInput = {
  muS: 0.5,
  muD: 0.3,
  vx: 4.5,
  vy: -2,
  w: 0,
  e: 0.2,
  mB: 1,
  IB: 0.02,
  rBx: 0,
  rBy: -0.2,
  fixA: true,
  mA: 5,
  IA: 2,
  rAx: 0.5,
  rAy: 0.1,
};

/**
 * An independent statement of what the page must show (not the site's solver). A at rest below B,
 * n = (0, 1), t = (−1, 0). Normal impulse first; friction on the velocities it leaves:
 * vt = (v_cB − v_cA)·t, k_t = 1/mA + 1/mB + rA,y²/IA + rB,y²/IB (r×t = r_y for t = (−1, 0)),
 * jt* = −vt/k_t; |jt*| ≤ μs·jn sticks, else sign(jt*)·min(μd, μs)·jn.
 */
function expectedContact(over: Partial<ContactInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const mA = p.fixA ? 0 : 1 / p.mA;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const mB = 1 / p.mB;
  const iB = 1 / p.IB;
  const vn = p.vy + p.w * p.rBx;
  const kn = mA + mB + p.rAx ** 2 * iA + p.rBx ** 2 * iB;
  const jn = vn < 0 ? (-(1 + p.e) * vn) / kn : 0;
  // After the normal impulse (r × (jn·n) = jn·r_x).
  const vBx = p.vx;
  const wB = p.w + iB * jn * p.rBx;
  const vAx = 0;
  const wA = -iA * jn * p.rAx;
  const vcBx = vBx - wB * p.rBy;
  const vcAx = vAx - wA * p.rAy;
  const vt = -(vcBx - vcAx);
  const kt = mA + mB + p.rAy ** 2 * iA + p.rBy ** 2 * iB;
  const jtStar = -vt / kt;
  const muD = Math.min(p.muD, p.muS);
  const stick = Math.abs(jtStar) <= p.muS * jn;
  const jt = stick ? jtStar : Math.sign(jtStar) * muD * jn;
  return { jn, jtStar, jt, vt, vtAfter: vt + kt * jt, regime: stick ? 'static (sticks)' : 'dynamic (slips)' };
}

/** Where the regime map's filled dot (the applied impulse) is drawn. */
async function currentDot(page: Page) {
  const dot = contact(page).locator('.plot-box svg g[aria-label="dot"]').last().locator('circle');
  return { cx: Number(await dot.getAttribute('cx')), cy: Number(await dot.getAttribute('cy')) };
}

test.describe('the stick-or-slip widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'ContactWidget');
  });

  test('the defaults show jn = 2.4, jt* = 1.5 and the clamped jt = 0.72: it slips', async ({ page }) => {
    const x = expectedContact();
    expect([fmt(x.jn), fmt(x.jtStar), fmt(x.jt), fmt(x.vtAfter)]).toEqual([
      '2.4',
      '1.5',
      '0.72',
      '\u22122.34',
    ]);
    await expect(readout(page, 'jn')).toHaveText('2.4');
    await expect(readout(page, 'jt-star')).toHaveText('1.5');
    await expect(readout(page, 'jt')).toHaveText('0.72');
    await expect(readout(page, 'regime')).toHaveText('dynamic (slips)');
    await expect(readout(page, 'vt')).toHaveText('\u22124.5');
    await expect(readout(page, 'vt-after')).toHaveText('\u22122.34');
    await expect(readout(page, 'limits')).toHaveText('1.2 / 0.72');
  });

  test('ArrowLeft on the sliding speed down to 3.6 m/s makes the contact stick, and moves the plot and diagram', async ({
    page,
  }) => {
    const diagramBefore = await contact(page).locator('svg.diagram').innerHTML();
    const dotBefore = await currentDot(page);
    const slider = page.locator('#fr-vx');
    await slider.focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('3.6');
    await expect(page.locator('#fr-vx-box')).toHaveValue('3.6');
    // At the threshold: jt* = 3.6/3 = 1.2 = μs·jn exactly, so it sticks with jt = 1.2.
    const x = expectedContact({ vx: 3.6 });
    expect(x.regime).toBe('static (sticks)');
    await expect(readout(page, 'regime')).toHaveText('static (sticks)');
    await expect(readout(page, 'jt')).toHaveText(fmt(x.jt)); // 1.2
    await expect(readout(page, 'jt-star')).toHaveText(fmt(x.jtStar));
    await expect(readout(page, 'vt-after')).toHaveText('0');

    // A plot may wait for its chart code, loaded on the first interaction: poll, as for the text.
    await expect
      .poll(async () => (await currentDot(page)).cx, 'the current point moves left (slower slip)')
      .toBeLessThan(dotBefore.cx);
    const dotAfter = await currentDot(page);
    expect(dotAfter.cy, 'and up (1.2 N·s granted instead of 0.72)').toBeLessThan(dotBefore.cy);
    expect(await contact(page).locator('svg.diagram').innerHTML(), 'diagram redrawn').not.toBe(diagramBefore);
    await expect(contact(page).locator('svg.diagram text', { hasText: '0: sticks' })).toBeVisible();

    // One more step: 3.5 m/s, still sticking, jt = 3.5/3.
    await page.keyboard.press('ArrowLeft');
    await expect(readout(page, 'jt')).toHaveText(fmt(expectedContact({ vx: 3.5 }).jt)); // 1.167
  });

  test('a movable A with lever arms gives the independently computed impulses', async ({ page }) => {
    await (await reveal(page, 'fr-fixA')).uncheck();
    await setBox(page, 'fr-rBx', 0.15);
    await setBox(page, 'fr-w', 3);
    const x = expectedContact({ fixA: false, rBx: 0.15, w: 3 });
    await expect(readout(page, 'jn')).toHaveText(fmt(x.jn));
    await expect(readout(page, 'vt')).toHaveText(fmt(x.vt));
    await expect(readout(page, 'jt')).toHaveText(fmt(x.jt));
    await expect(readout(page, 'vt-after')).toHaveText(fmt(x.vtAfter));
  });

  test('“Plug in numbers” shows the clamp step with the same jt as the readout', async ({ page }) => {
    await hydrate(page, 'PlugInNumbers');
    await page.locator('#plug-in-numbers').check();
    await setBox(page, 'fr-muS', 0.4);
    const x = expectedContact({ muS: 0.4 });
    await expect(readout(page, 'jt')).toHaveText(fmt(x.jt));
    await expect(page.locator('[data-step="eq:fr-clamp"] output[data-side="0.0"]')).toHaveText(
      new RegExp(`^${fmt(x.jt).replace('.', '\\.')}\\s`),
    );
    await expect(page.locator('[data-step="eq:fr-clamp"] output[data-side="0.1"]')).toHaveText(
      new RegExp(`^${fmt(x.jt).replace('.', '\\.')}\\s`),
    );
  });
});

test.describe('the other widgets', () => {
  test('the throw widget’s spin slider changes the rolling speed, the readouts and all three plots', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, 'ThrowWidget');
    const v0 = 4 * Math.cos((20 * Math.PI) / 180);
    const vf = (spin: number) => (2 * v0 - 0.15 * spin) / 3;
    await expect(readout(page, 'throw-vf')).toHaveText(fmt(vf(20))); // 1.506
    await expect(readout(page, 'throw-vx')).toHaveText(fmt(vf(20)));
    const plots = () =>
      thrown(page)
        .locator('.plot-box')
        .evaluateAll((boxes) => boxes.map((b) => b.innerHTML));
    const before = await plots();
    expect(before).toHaveLength(3);

    const slider = page.locator('#frt-throwSpin');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('21');
    await expect(readout(page, 'throw-vf')).toHaveText(fmt(vf(21))); // 1.456
    await expect(readout(page, 'throw-vx')).toHaveText(fmt(vf(21)));
    await expect(readout(page, 'throw-wr')).toHaveText(fmt(vf(21)));
    await expectAllRedrawn(plots, before);
    await expect(thrown(page).locator('[data-fr-throw-outcome]')).toContainText('rolls from');
  });

  test('the combining widget’s μB slider updates the rule table', async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'CombineWidget');
    await expect(readout(page, 'combine-geometricMean')).toHaveText('0.3');
    await setBox(page, 'frc-muB', 0.4);
    await expect(readout(page, 'combine-geometricMean')).toHaveText('0.6'); // √(0.9·0.4)
    await expect(readout(page, 'combine-min')).toHaveText('0.4');
    await expect(readout(page, 'combine-average')).toHaveText('0.65');
    await expect(readout(page, 'combine-product')).toHaveText('0.36');
    await expect(combine(page).locator('figcaption')).toContainText('μB = 0.4');
  });

  test('the seed-000 erratum shows the wrong-way push once B slides left', async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'ContactWidget', 'ErrataSeed000');
    const box = page.locator('[data-fr-errata="000"]');
    await expect(box).toContainText('right by luck');
    await setBox(page, 'fr-vx', -4.5);
    await expect(box).toContainText('speeds the slide up');
    // As written: +0.72 along t on a slip of +4.5 m/s: vt' = 4.5 + 3·0.72 = 6.66.
    await expect(box).toContainText('6.66 m/s');
  });
});

test.describe('parameters in the link', () => {
  test('changed values go into the URL, and opening that URL restores the controls and readouts', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, 'ContactWidget', 'ThrowWidget');
    await setBox(page, 'fr-muS', 0.7);
    await setBox(page, 'fr-vx', -3);
    await setBox(page, 'frt-throwSpeed', 5);
    await expect(page).toHaveURL(/[?&]muS=0\.7(&|$)/);
    await expect(page).toHaveURL(/[?&]vx=-3(&|$)/);
    await expect(page).toHaveURL(/[?&]throwSpeed=5(&|$)/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['muS', 'throwSpeed', 'vx']);
    const x = expectedContact({ muS: 0.7, vx: -3 });
    await expect(readout(page, 'jt')).toHaveText(fmt(x.jt));
    const vfShown = (await readout(page, 'throw-vf').textContent())!;

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again, 'ContactWidget', 'ThrowWidget');
    await expect(again.locator('#fr-muS')).toHaveValue('0.7');
    await expect(again.locator('#fr-vx-box')).toHaveValue('-3');
    await expect(again.locator('#frt-throwSpeed')).toHaveValue('5');
    await expect(readout(again, 'jt')).toHaveText(fmt(x.jt));
    await expect(readout(again, 'regime')).toHaveText(x.regime);
    await expect(readout(again, 'throw-vf')).toHaveText(vfShown);
    await expect(again.locator('.notice')).toHaveCount(0);
  });

  test('?muD=abc shows a notice naming the dynamic coefficient and uses its default 0.3', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?muD=abc`);
    await hydrate(page, 'ContactWidget');
    const notice = contact(page).locator('.notice[role="status"]');
    await expect(notice).toContainText('Dynamic (sliding) friction μd');
    await expect(page.locator('#fr-muD')).toHaveValue('0.3');
    await expect(readout(page, 'jt')).toHaveText('0.72');
  });

  test('?muD=0.9 (above μs) says so and uses μd = μs: the cap becomes 1.2 N·s, with no NaN', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?muD=0.9&throwMuD=0.8`);
    await hydrate(page, 'ContactWidget', 'ThrowWidget');
    const sentence = contact(page).locator('[data-fr-mu-notice]');
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText('Using μd = μs = 0.5');
    await expect(page.locator('#fr-muD')).toHaveValue('0.9');
    await expect(readout(page, 'jt')).toHaveText(fmt(expectedContact({ muD: 0.9 }).jt)); // 1.2
    await expect(readout(page, 'limits')).toHaveText('1.2 / 1.2');
    await expect(thrown(page).locator('[data-fr-mu-notice]')).toContainText('Using μd = μs = 0.5');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('with B moving away (vy = 1) the page says there is no grip, shows jt = 0 and never NaN', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?vy=1`);
    await hydrate(page);
    const sentence = contact(page).locator('[data-fr-no-grip]');
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText('moving away');
    await expect(readout(page, 'jn')).toHaveText('0');
    await expect(readout(page, 'jt')).toHaveText('0');
    await expect(readout(page, 'regime')).toHaveText('no contact force');
    await page.locator('#plug-in-numbers').check();
    expect(await visibleText(page)).not.toContain('NaN');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b|Infinity/);
  });
});

test.describe('with JavaScript disabled', () => {
  test('the derivation, the five plots, the diagram and the default readouts are there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    expect(await page.locator('.katex').count()).toBeGreaterThan(30);
    await expect(page.locator('[data-step="eq:fr-clamp"] .katex').first()).toBeAttached();
    const plots = page.locator('.plot-box svg');
    await expect(plots).toHaveCount(5);
    for (const svg of await plots.all()) {
      await svg.scrollIntoViewIfNeeded();
      await expect(svg).toBeVisible();
      expect(await svg.locator('g[aria-label="line"] path').count(), 'a data line').toBeGreaterThan(0);
    }
    const diagram = contact(page).locator('svg.diagram');
    await expect(diagram).toBeVisible();
    expect(await diagram.locator('line, polygon, circle').count()).toBeGreaterThan(10);
    await expect(readout(page, 'jt')).toHaveText('0.72');
    await expect(readout(page, 'throw-vf')).toHaveText('1.506');
    await page.locator('#plug-in-numbers').check();
    await expect(page.locator('[data-step="eq:fr-clamp"] output[data-side="0.0"]')).toHaveText(/^0\.72\s/);
  });
});

test.describe('controls that cannot act say so', () => {
  test('friction: body A’s mass, inertia and offsets are disabled while A is the immovable ground, and come back', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const names = ['mA', 'IA', 'rAx', 'rAy'];
    await page.locator('#fr-contact-more > summary').click();
    for (const n of names) {
      await expect(page.locator(`#fr-${n}`)).toBeDisabled();
      await expect(page.locator(`#fr-${n}-box`)).toBeDisabled();
      await expect(page.locator(`#fr-${n}-why`)).toContainText('immovable ground');
    }
    await page.locator('#fr-fixA').uncheck();
    for (const n of names) {
      await expect(page.locator(`#fr-${n}`)).toBeEnabled();
      await expect(page.locator(`#fr-${n}-why`)).toHaveCount(0);
      await expect(page.locator(`#fr-${n}`)).not.toHaveAttribute('aria-describedby');
    }
    // A value set while it mattered is kept when it stops mattering, and in the link.
    await page.locator('#fr-mA-box').fill('7');
    await page.locator('#fr-mA-box').press('Tab');
    await page.locator('#fr-fixA').check();
    await expect(page.locator('#fr-mA')).toBeDisabled();
    await expect(page.locator('#fr-mA')).toHaveValue('7');
    await expect.poll(() => new URL(page.url()).searchParams.get('mA')).toBe('7');
  });
});

firstTouchTests(PAGE, [
  { widget: 'fr-contact', control: 'fr-muS' },
  { widget: 'fr-combine', control: 'frc-muB' },
  { widget: 'fr-throw', control: 'frt-throwSpeed' },
]);
