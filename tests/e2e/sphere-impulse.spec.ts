// The sphere-impulse page in the browser: keyboard scrubbing of the offset updates the plot, both
// views and the readouts to independently computed values, and the readout table's columns hold
// still; the spheres-in-a-box widget responds; the link round-trips; bad link values and
// degenerate physics show sentences, never NaN; and with JavaScript off the derivation and every
// plot are there.
import type { Page } from '@playwright/test';
import { test, expect, hydrate, fmt, setBox, allTextAndAttributes, visibleText } from './support';
import { firstTouchTests } from './first-touch';

const PAGE = '/sphere-impulse/';

const collision = (page: Page) => page.locator('section#sp-collision');
const box = (page: Page) => page.locator('section#sp-box');
const readout = (page: Page, key: string) => page.locator(`td[data-readout="${key}"]`);
const signed = (x: number) => (x > 0 && fmt(x) !== '0' ? `+${fmt(x)}` : fmt(x));

// ——— An independent statement of the physics (not the site's solver) ———
type V = [number, number, number];
const add = (a: V, b: V): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sc = (a: V, s: number): V => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const det3 = (m: number[][]) =>
  m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
  m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
  m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);

interface Input {
  mA: number;
  IA: number;
  RA: number;
  fixA: boolean;
  vA: V;
  mB: number;
  IB: number;
  RB: number;
  fixB: boolean;
  vB: V;
  wB: V;
  off: number;
  az: number;
  e: number;
}
const DEFAULTS: Input = {
  mA: 2,
  IA: 0.8,
  RA: 1,
  fixA: false,
  vA: [0, 0, 0],
  mB: 1,
  IB: 0.4,
  RB: 1,
  fixB: false,
  vB: [1.5, -2, 0.5],
  wB: [0, 0, 0],
  off: 0.6,
  az: 0,
  e: 1,
};

/**
 * Sphere A (centre −R_A·n), ball B (geometric centre +R_B·n, centre of mass offset off·R_B along
 * (cos az, 0, sin az)), n = +y. Isotropic inertias. Both methods, by hand: the normal impulse
 * j = −(1+e)vn/k, and Eberly's system C·(φ, ψ, ξ) = (−(1+e)vn, 0, 0) by Cramer's rule.
 */
function expected(over: Partial<Input> = {}) {
  const p = { ...DEFAULTS, ...over };
  const n: V = [0, 1, 0];
  const u: V = [Math.cos((p.az * Math.PI) / 180), 0, Math.sin((p.az * Math.PI) / 180)];
  const rA = sc(n, p.RA);
  const rB = sc(add(sc(n, p.RB), sc(u, p.off * p.RB)), -1);
  const mA = p.fixA ? 0 : 1 / p.mA;
  const mB = p.fixB ? 0 : 1 / p.mB;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const iB = p.fixB ? 0 : 1 / p.IB;
  const vRel = add(add(p.vB, cross(p.wB, rB)), sc(p.vA, -1));
  const vn = dot(vRel, n);
  const tang = add(vRel, sc(n, -vn));
  const vt = Math.hypot(...tang);
  const t0 = sc(tang, 1 / vt);
  const t1 = cross(n, t0);
  const basis = [n, t0, t1];
  const lambda = mA + mB;
  const S = (X: V, Y: V) => iA * dot(cross(rA, X), cross(rA, Y)) + iB * dot(cross(rB, X), cross(rB, Y));
  const C = basis.map((X, i) => basis.map((Y, j) => (i === j ? lambda : 0) + S(X, Y)));
  const b = [-(1 + p.e) * vn, 0, 0];
  const D = det3(C);
  const col = (k: number) => det3(C.map((row, i) => row.map((c, j) => (j === k ? b[i]! : c)))) / D;
  const approaching = vn < 0 && lambda > 0;
  const [phi, psi, xi] = approaching ? [col(0), col(1), col(2)] : [0, 0, 0];
  const k = lambda + S(n, n);
  const j = approaching ? (-(1 + p.e) * vn) / k : 0;
  const T = (vA: V, vB: V, wA: V, wB: V) =>
    (p.fixA ? 0 : 0.5 * p.mA * dot(vA, vA) + 0.5 * p.IA * dot(wA, wA)) +
    (p.fixB ? 0 : 0.5 * p.mB * dot(vB, vB) + 0.5 * p.IB * dot(wB, wB));
  const after = (P: V) => {
    const vA = add(p.vA, sc(P, -mA));
    const vB = add(p.vB, sc(P, mB));
    const wA = sc(cross(rA, P), -iA);
    const wB = add(p.wB, sc(cross(rB, P), iB));
    return { vA, vB, wA, wB, T: T(vA, vB, wA, wB) };
  };
  const T0 = T(p.vA, p.vB, [0, 0, 0], p.wB);
  const normal = after(sc(n, j));
  const variant = after(add(add(sc(n, phi), sc(t0, psi)), sc(t1, xi)));
  return {
    vn,
    vt,
    j,
    phi,
    psi,
    xi,
    C,
    T0,
    normal,
    variant,
    dTNormal: normal.T - T0,
    dTVariant: variant.T - T0,
  };
}

/** Where the offset plots draw the current-offset rule, per plot. */
async function ruleX(page: Page): Promise<number[]> {
  return collision(page)
    .locator('.plot-box svg')
    .evaluateAll((svgs) =>
      svgs.map((svg) =>
        Number(svg.querySelector('g[aria-label="rule"][stroke-dasharray] line')?.getAttribute('x1')),
      ),
    );
}
const comB = (page: Page) =>
  collision(page)
    .locator('svg[data-view="front"] circle[data-com="B"]')
    .evaluate((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) }));

test.describe('the 3D collision widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'CollisionWidget');
  });

  test('the defaults show the variant adding energy to an elastic collision that the normal impulse conserves', async ({
    page,
  }) => {
    const x = expected();
    expect(fmt(x.j)).toBe('1.667');
    expect(fmt(x.variant.T)).toBe('4.12');
    await expect(readout(page, 'phi-normal')).toHaveText('1.667');
    await expect(readout(page, 'phi-variant')).toHaveText(fmt(x.phi));
    await expect(readout(page, 'psi-variant')).toHaveText(fmt(x.psi));
    await expect(readout(page, 'xi-variant')).toHaveText(fmt(x.xi));
    await expect(readout(page, 'ke-before')).toHaveText('3.25');
    await expect(readout(page, 'ke-normal')).toHaveText('3.25');
    await expect(readout(page, 'ke-variant')).toHaveText('4.12');
    await expect(readout(page, 'dke-normal')).toHaveText('0');
    await expect(readout(page, 'dke-variant')).toHaveText(signed(x.dTVariant)); // +0.8696
    await expect(collision(page).locator('td[data-c="11"]')).toHaveText(fmt(x.C[1]![1]!)); // 5.34
    await expect(page.locator('#sp-off')).toHaveValue('0.6');
  });

  test('Home, then ArrowRight to 0, on the offset slider update the readouts, both views and both plots', async ({
    page,
  }) => {
    const rulesBefore = await ruleX(page);
    const comBefore = await comB(page);
    const topBefore = await collision(page).locator('svg[data-view="top"]').innerHTML();
    const slider = page.locator('#sp-off');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('-1');
    await expect(page.locator('#sp-off-box')).toHaveValue('-1');

    // Offset −1: the mirrored geometry, where the variant removes energy instead.
    const mirrored = expected({ off: -1 });
    expect(mirrored.dTVariant).toBeLessThan(0);
    await expect(readout(page, 'psi-variant')).toHaveText(fmt(mirrored.psi));
    await expect(readout(page, 'ke-variant')).toHaveText(fmt(mirrored.variant.T));
    await expect(readout(page, 'dke-variant')).toHaveText(signed(mirrored.dTVariant));
    await expect(readout(page, 'phi-normal')).toHaveText(fmt(mirrored.j));
    await expect(readout(page, 'ke-normal')).toHaveText('3.25');
    // The plots may wait for their chart code (loaded on the first interaction): poll, as for the text.
    await expect
      .poll(async () => {
        const after = await ruleX(page);
        return after.map((x, i) => x < rulesBefore[i]!);
      }, 'both plots: the offset marker moves left')
      .toEqual([true, true]);
    const comAfter = await comB(page);
    expect(comAfter.x, 'front view: B’s centre of mass moves to the other side').toBeLessThan(comBefore.x);
    expect(await collision(page).locator('svg[data-view="top"]').innerHTML(), 'top view redrawn').not.toBe(
      topBefore,
    );
    await expect(collision(page).locator('[data-sp-caption="dT-variant"]')).toHaveText(
      signed(mirrored.dTVariant),
    );

    // 20 steps of 0.05 back to offset 0: two true spheres, and the methods agree.
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('0');
    const spheres = expected({ off: 0 });
    await expect(readout(page, 'psi-variant')).toHaveText('0');
    await expect(readout(page, 'xi-variant')).toHaveText('0');
    await expect(readout(page, 'phi-variant')).toHaveText(fmt(spheres.j)); // 8/3 = 2.667
    await expect(readout(page, 'phi-normal')).toHaveText('2.667');
    await expect(readout(page, 'dke-variant')).toHaveText('0');
    await expect(readout(page, 'wA-variant')).toHaveText('(0, 0, 0)');
    await expect(readout(page, 'wB-variant')).toHaveText('(0, 0, 0)');
    await expect(collision(page).locator('.widget-summary')).toContainText('true spheres');
  });

  test('the readout table’s columns hold their widths while the offset and azimuth are scrubbed', async ({
    page,
  }) => {
    const table = collision(page).locator('table.sp-readouts');
    const widths = () =>
      table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
    const shown = () => readout(page, 'wB-variant').textContent();
    const before = await widths();
    const texts = new Set([await shown()]);
    for (const id of ['#sp-off', '#sp-az']) {
      const slider = page.locator(id);
      await slider.focus();
      for (const key of ['Home', 'PageUp', 'PageUp', 'End']) {
        await page.keyboard.press(key);
        texts.add(await shown());
        expect(await widths(), `${id} ${key}`).toEqual(before);
      }
    }
    // The numbers did change: B's spin after the variant took several values, of several lengths.
    expect(texts.size).toBeGreaterThan(4);
    expect(new Set([...texts].map((t) => t?.length)).size).toBeGreaterThan(1);
  });

  test('the restitution slider changes the energy balance as ½(1−e)φ·vₙ + ψ·vₜ predicts', async ({
    page,
  }) => {
    const slider = page.locator('#sp-e');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    const x = expected({ e: 0 });
    expect(x.dTVariant).toBeCloseTo(0.5 * x.phi * x.vn + x.psi * x.vt, 12);
    await expect(readout(page, 'dke-variant')).toHaveText(signed(x.dTVariant));
    await expect(readout(page, 'dke-normal')).toHaveText(signed(x.dTNormal));
    await expect(readout(page, 'vn-variant')).toHaveText('0');
  });
});

test.describe('the spheres-in-a-box widget', () => {
  test('it responds: switching friction off removes the third run, and a new seed changes the numbers', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrate(page, 'BoxWidget');
    const lines = () => box(page).locator('.plot-box svg').first().locator('g[aria-label="line"]');
    await expect(lines()).toHaveCount(3);
    await expect(box(page).locator('[data-readout="box-spin-friction"]')).toBeVisible();
    const spin = (await box(page).locator('[data-readout="box-spin-normal"]').textContent())!;
    // The variant and the normal impulse end with the same spin: it never changes for spheres.
    await expect(box(page).locator('[data-readout="box-spin-variant"]')).toHaveText(spin);
    const [start, end] = spin.split('→').map((t) => t.trim());
    expect(end).toBe(start);

    await page.locator('#box-boxFriction').uncheck();
    await expect(lines()).toHaveCount(2);
    await expect(box(page).locator('[data-readout="box-spin-friction"]')).toHaveCount(0);

    const seed = page.locator('#box-boxSeed');
    await seed.focus();
    await page.keyboard.press('ArrowRight');
    await expect(seed).toHaveValue('2');
    await expect(box(page).locator('[data-readout="box-spin-normal"]')).not.toHaveText(spin);
    await expect(box(page).locator('[data-readout="box-diff"]')).toHaveText(
      /^(0|\d(\.\d)?×10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/,
    );
  });
});

test.describe('parameters in the link', () => {
  test('changed values of both widgets are written to the URL, and opening it restores controls and readouts', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await hydrate(page);
    await setBox(page, 'sp-off', 0.3);
    await setBox(page, 'sp-e', 0.5);
    await setBox(page, 'box-boxSeed', 3);
    await expect(page).toHaveURL(/[?&]off=0\.3(&|$)/);
    await expect(page).toHaveURL(/[?&]e=0\.5(&|$)/);
    await expect(page).toHaveURL(/[?&]boxSeed=3(&|$)/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['boxSeed', 'e', 'off']);
    const x = expected({ off: 0.3, e: 0.5 });
    await expect(readout(page, 'psi-variant')).toHaveText(fmt(x.psi));
    const boxSpin = (await box(page).locator('[data-readout="box-spin-friction"]').textContent())!;

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again);
    await expect(again.locator('#sp-off')).toHaveValue('0.3');
    await expect(again.locator('#sp-e-box')).toHaveValue('0.5');
    await expect(again.locator('#box-boxSeed')).toHaveValue('3');
    await expect(readout(again, 'psi-variant')).toHaveText(fmt(x.psi));
    await expect(readout(again, 'ke-variant')).toHaveText(fmt(x.variant.T));
    await expect(box(again).locator('[data-readout="box-spin-friction"]')).toHaveText(boxSpin);
    await expect(again.locator('.notice')).toHaveCount(0);
  });

  test('?off=abc shows a notice naming the offset and uses the default 0.6', async ({ page }) => {
    await page.goto(`${PAGE}?off=abc`);
    await hydrate(page, 'CollisionWidget');
    const notice = collision(page).locator('.notice[role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Offset of B’s centre of mass');
    await expect(page.locator('#sp-off')).toHaveValue('0.6');
    await expect(readout(page, 'ke-variant')).toHaveText('4.12');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('?boxCount=99 shows a notice in the box widget and clamps to 8 spheres', async ({ page }) => {
    await page.goto(`${PAGE}?boxCount=99`);
    await hydrate(page, 'BoxWidget');
    const notice = box(page).locator('.notice[role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Number of spheres');
    await expect(page.locator('#box-boxCount')).toHaveValue('8');
    await expect(box(page).locator('figcaption').first()).toContainText('8 spheres');
  });
});

test.describe('degenerate physics', () => {
  test('with both bodies immovable the page says why there is no impulse, and never shows NaN', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?fixA=1&fixB=1`);
    await hydrate(page);
    const sentence = collision(page).locator('.degenerate');
    await expect(sentence).toBeVisible();
    await expect(sentence).toContainText('Both bodies are immovable');
    await expect(readout(page, 'phi-variant')).toHaveText('0');
    await expect(collision(page).locator('[data-readout="eigen"]')).toContainText('σ = 0');
    await page.locator('#plug-in-numbers').check();
    expect(await visibleText(page)).not.toContain('NaN');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b|Infinity/);
  });

  test('a head-on contact (no sliding) says that t₀ has no direction of its own', async ({ page }) => {
    await page.goto(`${PAGE}?vBx=0&vBz=0`);
    await hydrate(page, 'CollisionWidget');
    await expect(collision(page).locator('.widget-summary')).toContainText('not sliding');
    await expect(readout(page, 'vt0-variant')).toHaveText('0');
    await expect(readout(page, 'vt1-variant')).toHaveText('0');
    await page.locator('#plug-in-numbers').check();
    await expect(page.locator('[data-step="eq:sp-t0"] .step-reason')).toContainText('not sliding');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});

test.describe('with JavaScript disabled', () => {
  test('the derivation, both views, all four plots and the default readouts are there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    expect(await page.locator('.step').count()).toBe(25);
    // The labelled figure of the basis and the key-results box are plain HTML and SVG.
    const figure = page.locator('#sp-basis-figure svg[role="img"]');
    await expect(figure).toBeVisible();
    await expect(figure.locator('desc')).toContainText('t₁ = n × t₀');
    await expect(page.locator('.key-results li')).toHaveCount(3);
    await expect(page.locator('.key-results a[href="#eq:sp-energy"]')).toHaveText('(23)');
    await expect(page.locator('[data-step="eq:sp-system"] .katex').first()).toBeAttached();
    for (const view of ['front', 'top']) {
      const svg = collision(page).locator(`svg[data-view="${view}"]`);
      await expect(svg).toBeVisible();
      expect(await svg.locator('circle, line, polygon').count()).toBeGreaterThan(5);
    }
    const offsetPlots = collision(page).locator('.plot-box svg');
    await expect(offsetPlots).toHaveCount(2);
    for (const svg of await offsetPlots.all())
      await expect(svg.locator('g[aria-label="line"] path')).toHaveCount(2);
    const boxPlots = box(page).locator('.plot-box svg');
    await expect(boxPlots).toHaveCount(2);
    for (const svg of await boxPlots.all())
      await expect(svg.locator('g[aria-label="line"] path')).toHaveCount(3);
    await expect(readout(page, 'ke-variant')).toHaveText('4.12');
    await expect(readout(page, 'dke-variant')).toHaveText(`+${fmt(expected().dTVariant)}`);
    // The page's styles are in the HTML, not only in the islands' JavaScript.
    const variantColour = await collision(page).evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--sp-variant').trim(),
    );
    expect(variantColour).not.toBe('');
  });

  test('“Plug in numbers” shows the step values at the defaults (CSS only)', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const j = page.locator('[data-step="eq:sp-normal-j"] output[data-side="1.0"]');
    await expect(j).toBeHidden();
    await page.locator('#plug-in-numbers').check();
    await expect(j).toHaveText(/^1\.667(\s|$)/);
    await expect(page.locator('[data-step="eq:sp-energy"] output[data-side="0.0"]')).toHaveText(
      new RegExp(`^${fmt(expected().dTVariant).replace('.', '\\.')}\\s`),
    );
  });
});

test.describe('the page’s links to the variant gaining energy with e = 0', () => {
  // Hand-worked on the page (and in tests/unit/site/sphere-impulse.test.ts): a corner at
  // r_B = (−1, −1, 0) whose contact point moves at (2, −1, 0) m/s gets (φ, ψ, ξ) = (2/3, 1/3, 0):
  // +1/3 J with e = 0, where the normal impulse (j = 0.5) loses ¼ J.
  for (const { name, href, before, variant, normal } of [
    {
      name: 'sliding',
      href: '?fixA=1&IB=1&vBx=2&vBy=-1&vBz=0&off=1&e=0',
      before: 2.5,
      variant: 17 / 6,
      normal: 2.25,
    },
    {
      name: 'spinning',
      href: '?fixA=1&IB=1&vBx=1&vBy=0&vBz=0&wBz=1&off=1&e=0',
      before: 1,
      variant: 4 / 3,
      normal: 0.75,
    },
  ]) {
    test(`the ${name} corner: following the link shows a perfectly inelastic contact gaining 1/3 J`, async ({
      page,
    }) => {
      await page.goto(PAGE);
      await page.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`\\${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await hydrate(page, 'CollisionWidget');
      await expect(page.locator('#sp-e')).toHaveValue('0');
      await expect(readout(page, 'ke-before')).toHaveText(fmt(before));
      await expect(readout(page, 'ke-variant')).toHaveText(fmt(variant));
      await expect(readout(page, 'dke-variant')).toHaveText(signed(1 / 3));
      await expect(readout(page, 'ke-normal')).toHaveText(fmt(normal));
      await expect(readout(page, 'dke-normal')).toHaveText(fmt(-0.25));
    });
  }
});

// A readout table the reader has scrolled past (src/kit/WhileSeen.tsx): a scrub step does not
// re-render it, and it shows the current values as soon as the changes pause or it comes on screen.
// This page's readouts are the tall table above the widget's controls: with the slider for A's
// velocity in view at 1280×800, they are above the window.
test.describe('a readout table scrolled past (WhileSeen)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const TABLE = '#sp-collision table.sp-readouts';
  const CELL = `${TABLE} [data-readout="vA-before"]`;

  /**
   * Steps the slider through `values`, one per frame, as a drag does (all within the catch-up
   * delay); returns how many changes the table's content saw meanwhile, and its text right after.
   */
  const scrub = (page: Page, values: number[]) =>
    page.evaluate(
      async ({ values, table, cell }) => {
        const input = document.getElementById('sp-vAx') as HTMLInputElement;
        const t = document.querySelector(table)!;
        let changes = 0;
        const mo = new MutationObserver((records) => (changes += records.length));
        mo.observe(t, { subtree: true, childList: true, characterData: true, attributes: true });
        for (const v of values) {
          input.value = String(v);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((r) => requestAnimationFrame(r));
        }
        changes += mo.takeRecords().length;
        mo.disconnect();
        return { changes, text: document.querySelector(cell)!.textContent };
      },
      { values, table: TABLE, cell: CELL },
    );

  const offScreen = (page: Page) =>
    page.locator(TABLE).evaluate((t) => {
      const r = t.getBoundingClientRect();
      return r.bottom < 0 || r.top > innerHeight;
    });

  /** The page, hydrated, with the slider for A's velocity in view (its disclosure opened): the table above the window. */
  async function atTheSlider(page: Page) {
    await page.goto(PAGE);
    await hydrate(page);
    const slider = page.locator('#sp-vAx');
    await slider.evaluate((el) => el.closest('details')!.setAttribute('open', ''));
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    expect(await offScreen(page), 'the table is above the window').toBe(true);
  }

  test('a readout table scrolled past holds still while the reader scrubs, then catches up', async ({
    page,
  }) => {
    await atTheSlider(page);
    const before = await page.locator(CELL).textContent();
    const held = await scrub(page, [0.5, 1, 1.5, 2]);
    expect(held.changes, 'changes in the table during the scrub').toBe(0);
    expect(held.text).toBe(before);

    // The changes paused: the table shows the last value (A's velocity starts with vAx = 2).
    await expect(page.locator(CELL)).toHaveText(/^\(2, /);
    expect(await offScreen(page), 'it caught up off screen').toBe(true);
    const caughtUp = await page.locator(CELL).textContent();
    expect(caughtUp).not.toBe(before);

    // On screen, the same table follows every step.
    await page.locator(TABLE).scrollIntoViewIfNeeded();
    await expect.poll(() => offScreen(page)).toBe(false);
    await page.waitForTimeout(100); // the browser's next visibility report
    const live = await scrub(page, [-1, -0.5, 0.3]);
    expect(live.changes, 'changes in the table during the scrub').toBeGreaterThan(0);
    expect(live.text).toMatch(/^\(0\.3, /);
  });

  test('a readout table scrolled past shows the current values as soon as it is scrolled to', async ({
    page,
  }) => {
    await atTheSlider(page);
    const held = await scrub(page, [-2, -1.5]);
    expect(held.changes).toBe(0);
    // Scrolled to within the catch-up delay: the current value, at once.
    await page.locator(TABLE).evaluate((t) => t.scrollIntoView({ block: 'center' }));
    await expect(page.locator(CELL)).toHaveText(/^\(−1\.5, /, { timeout: 200 });
  });
});

firstTouchTests(PAGE, [
  { widget: 'sp-collision', control: 'sp-off' },
  { widget: 'sp-box', control: 'box-boxSpin' },
]);
