import type { Page } from '@playwright/test';
import {
  test,
  expect,
  DERIVATION,
  hydrate,
  collision,
  restitution,
  readout,
  fmt,
  expectedCollision,
  expectAllRedrawn,
} from './support';

/** Where each plot's current-e marker (the dashed rule and the dot) is drawn, per plot. */
async function markers(page: Page) {
  return restitution(page)
    .locator('.plot-box svg')
    .evaluateAll((svgs) =>
      svgs.map((svg) => ({
        // The current-e markers live in their own group, moved without redrawing the curves.
        rule: Number(svg.querySelector('g.plot-markers > line')?.getAttribute('x1')),
        dot: Number(svg.querySelector('g.plot-markers > circle')?.getAttribute('cx')),
      })),
    );
}

const plotMarkup = (page: Page) =>
  restitution(page)
    .locator('.plot-box')
    .evaluateAll((boxes) => boxes.map((b) => b.innerHTML));
const diagramMarkup = (page: Page) =>
  collision(page)
    .locator('svg.diagram')
    .evaluate((svg) => svg.innerHTML);

test.describe('scrubbing restitution with the keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget', 'RestitutionWidget');
  });

  test('the defaults show j = 2.352, vn = −3.7 and vn after = 1.85', async ({ page }) => {
    const x = expectedCollision();
    expect(fmt(x.j)).toBe('2.352');
    await expect(readout(page, 'j')).toHaveText('2.352');
    await expect(readout(page, 'vn')).toHaveText('\u22123.7');
    await expect(readout(page, 'vn-after')).toHaveText('1.85');
    await expect(page.locator('#col-e')).toHaveValue('0.5');
    expect((await markers(page)).length).toBe(3);
  });

  test('ArrowRight then End on the collision e slider update the readouts, the diagram and all three plots', async ({
    page,
  }) => {
    const plotsBefore = await plotMarkup(page);
    const markersBefore = await markers(page);
    const diagramBefore = await diagramMarkup(page);
    expect(plotsBefore).toHaveLength(3);

    const slider = page.locator('#col-e');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('0.51');
    await expect(page.locator('#col-e-box')).toHaveValue('0.51');
    await expect(readout(page, 'j')).toHaveText(fmt(expectedCollision({ e: 0.51 }).j)); // 2.367

    await page.keyboard.press('End');
    await expect(slider).toHaveValue('1');
    // j = −(1 + e)·vn·m_eff with m_eff = 1/2.36 = 0.423728… and vn = −3.7: at e = 1, 3.136.
    const atOne = expectedCollision({ e: 1 });
    expect(fmt(atOne.j)).toBe('3.136');
    await expect(readout(page, 'j')).toHaveText('3.136');
    await expect(readout(page, 'vn-after')).toHaveText('3.7');
    // Perfectly elastic: the kinetic energy after equals the energy before.
    await expect(readout(page, 'ke-after')).toHaveText((await readout(page, 'ke').textContent()) ?? '');

    // The restitution widget is off screen here: it catches up once the changes pause (it would
    // follow every step if it were in view; see useWidgetOnScreen).
    await expect(restitution(page).locator('figcaption').first()).toContainText('e = 1');
    await expectAllRedrawn(() => plotMarkup(page), plotsBefore);
    const markersAfter = await markers(page);
    for (let i = 0; i < 3; i++) {
      expect(markersAfter[i]!.rule, `plot ${i + 1}: the e marker moves right`).toBeGreaterThan(
        markersBefore[i]!.rule,
      );
      expect(markersAfter[i]!.dot, `plot ${i + 1}: the current-e dot moves right`).toBeGreaterThan(
        markersBefore[i]!.dot,
      );
      // e = 1 is the right end of the x domain [0, 1]: rule and dot sit at the same x.
      expect(markersAfter[i]!.dot).toBeCloseTo(markersAfter[i]!.rule, 3);
    }
    await expect(restitution(page).locator('figcaption').first()).toContainText('e = 1');
    await expect(restitution(page).locator('figcaption').first()).toContainText('3.136');
    expect(
      await diagramMarkup(page),
      'diagram redrawn (the velocity arrows after the impulse change)',
    ).not.toBe(diagramBefore);
  });

  test('the restitution widget’s own e slider drives the same state as the collision widget', async ({
    page,
  }) => {
    const own = page.locator('#rest-e');
    await own.focus();
    await page.keyboard.press('Home');
    await expect(own).toHaveValue('0');
    await expect(page.locator('#rest-e-box')).toHaveValue('0');
    await expect(page.locator('#col-e')).toHaveValue('0');
    await expect(page.locator('#col-e-box')).toHaveValue('0');
    await expect(readout(page, 'j')).toHaveText(fmt(expectedCollision({ e: 0 }).j)); // 1.568
    await expect(readout(page, 'vn-after')).toHaveText('0');

    // And back the other way: the collision widget's slider moves the restitution widget's.
    await page.locator('#col-e').focus();
    await page.keyboard.press('End');
    await expect(own).toHaveValue('1');
    await expect(readout(page, 'j')).toHaveText('3.136');
  });
});

/** The y domain each restitution plot is drawn with (Plot's scale on the chart's SVG). */
const yDomains = (page: Page) =>
  restitution(page)
    .locator('.plot-box svg')
    .evaluateAll((svgs) =>
      svgs.map((svg) => {
        const s = (svg as unknown as { scale?: (n: string) => { domain: [number, number] } }).scale;
        return s ? s('y').domain : null;
      }),
    );

/** One gesture: input events on a slider a frame apart (as a drag delivers them), nothing else. */
const scrub = (page: Page, id: string, values: number[]) =>
  page.evaluate(
    async ([id, values]) => {
      const input = document.getElementById(id as string) as HTMLInputElement;
      for (const v of values as number[]) {
        input.value = String(v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(r));
      }
    },
    [id, values] as const,
  );

test.describe('the axes while scrubbing', () => {
  test('hold still during a gesture, grow when the data leaves them, and refit when the reader lets go', async ({
    page,
  }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget', 'RestitutionWidget');
    // The charts watched are on screen: off screen, the restitution widget would follow the
    // collision widget's changes only once they pause (useWidgetOnScreen), not during the gesture.
    // The widget's own slider keeps it there (the collision widget's sliders are driven by events).
    await restitution(page).locator('.plot-box').first().scrollIntoViewIfNeeded();
    // The first change loads Plot and draws the charts in the browser (the server's have no scales).
    await page.locator('#rest-e').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => yDomains(page)).not.toContain(null);
    // j against e peaks at e = 1: −2·vn/k. The first panel plots j.
    const jTop = (vAx: number) => expectedCollision({ vAx, e: 1 }).j;
    const [before] = await yDomains(page);
    expect(before![0]).toBe(0);
    expect(before![1]).toBeGreaterThanOrEqual(jTop(3));

    // Slower approach (vn = −0.7 − vAx): smaller impulses. During the gesture the axis holds...
    await scrub(page, 'col-vAx', [2.5, 2, 1.5, 1, 0.5]);
    expect((await yDomains(page))[0], 'held during the gesture').toEqual(before);
    // ...and once the reader has let go it fits the smaller curve.
    await expect
      .poll(async () => (await yDomains(page))[0]![1], { message: 'refitted after the gesture' })
      .toBeLessThan(before![1]);
    const refit = (await yDomains(page))[0]!;
    expect(refit[1]).toBeGreaterThanOrEqual(jTop(0.5));

    // Faster approach: the curve outgrows the axis, which grows with it at once, mid-gesture.
    const chart = restitution(page).locator('.plot-box svg').first();
    await chart.evaluate((svg) => svg.setAttribute('data-test-same', ''));
    await scrub(page, 'col-vAx', [2, 4, 5]);
    const grown = (await yDomains(page))[0]!;
    expect(grown[1], 'grown during the gesture to hold the curve').toBeGreaterThanOrEqual(jTop(5));
    // The ticks moved in place (kit/plot/frame.ts), without a chart drawn anew by Plot, and they
    // read the grown axis: ascending from 0, within it, the last within one tick of its top.
    await expect(chart, 'the same chart element').toHaveAttribute('data-test-same', '');
    const labels = await chart
      .locator('g[aria-label="y-axis tick label"] text')
      .allTextContents()
      .then((ts) => ts.map((t) => Number(t.replace('−', '-').replaceAll(',', ''))));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels[0]).toBe(0);
    const step = labels[1]! - labels[0]!;
    labels.forEach((v, i) => expect(v).toBeCloseTo(i * step, 9));
    expect(labels.at(-1)!).toBeLessThanOrEqual(grown[1]);
    expect(labels.at(-1)!).toBeGreaterThan(grown[1] - step);
    await expect(chart.locator('g[aria-label="y-axis tick"] > *')).toHaveCount(labels.length);
  });
});
