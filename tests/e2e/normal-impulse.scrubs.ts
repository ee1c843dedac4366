// The normal-impulse page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts): the
// collision and restitution widgets scrubbed with the keyboard and the number boxes, their axes during
// a gesture, "plug in numbers" following the widget, the head-on on-ramp's numbers, the seed 001
// errata and the tucked-away parameters' disclosure. Numbers from normal-impulse.physics.ts.
import type { Page } from '@playwright/test';
import { expect, fmt } from './support';
import { scrub, type Scrub } from './scrubs';
import { expectedCollision, expectedHeadOn } from './normal-impulse.physics';

const COLLISION = 'section#collision';
const RESTITUTION = 'section#restitution';
const PLOTS = [1, 2, 3].map((i) => `:nth-match(${RESTITUTION} .plot-box, ${i})`);
const CAPTION = `:nth-match(${RESTITUTION} figcaption, 1)`;

/** Where each plot's current-e marker (the dashed rule and the dot) is drawn, per plot. */
const markers = (page: Page) =>
  page.locator(`${RESTITUTION} .plot-box svg`).evaluateAll((svgs) =>
    svgs.map((svg) => ({
      // The current-e markers live in their own group, moved without redrawing the curves.
      rule: Number(svg.querySelector('g.plot-markers > line')?.getAttribute('x1')),
      dot: Number(svg.querySelector('g.plot-markers > circle')?.getAttribute('cx')),
    })),
  );

/** The y domain each restitution plot is drawn with (Plot's scale on the chart's SVG). */
const yDomains = (page: Page) =>
  page.locator(`${RESTITUTION} .plot-box svg`).evaluateAll((svgs) =>
    svgs.map((svg) => {
      const s = (svg as unknown as { scale?: (n: string) => { domain: [number, number] } }).scale;
      return s ? s('y').domain : null;
    }),
  );

/** One input event on a slider, as a drag delivers them (the value set, then `input`). */
const input = (page: Page, id: string, value: number) =>
  page.locator(`#${id}`).evaluate((el, v) => {
    (el as HTMLInputElement).value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);

/**
 * The axes while scrubbing (src/kit/plot/hold.ts): a gesture lasts while a pointer is held down on
 * the page. The reader's pointer rests on the restitution widget's own slider, in view beside the
 * charts (off screen the widget would follow the collision widget's changes only once they pause),
 * and is let go to end the gesture: the test holds the gesture open for as long as it needs, instead
 * of counting on a few frames being shorter than the gesture's settling time.
 */
async function axesHoldGrowAndRefit(page: Page): Promise<void> {
  // The first change loads Plot and draws the charts in the browser (the server's have no scales).
  const own = page.locator('#rest-e');
  await own.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(own).toHaveValue('0.5');
  // After the focus, which scrolls the slider to just below the sticky bar and may take the chart
  // above it out of view.
  await page.locator(PLOTS[0]!).scrollIntoViewIfNeeded();
  await expect.poll(() => yDomains(page)).not.toContain(null);
  // j against e peaks at e = 1: −2·vn/k. The first panel plots j.
  const jTop = (vAx: number) => expectedCollision({ vAx, e: 1 }).j;
  const [before] = await yDomains(page);
  expect(before![0]).toBe(0);
  expect(before![1]).toBeGreaterThanOrEqual(jTop(3));

  /** The pointer pressed on the restitution slider's thumb (at e = 0.5, the middle of its track). */
  const press = async () => {
    const box = (await own.boundingBox())!;
    expect(box.y + box.height, 'the slider is in view').toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
  };
  const line = page.locator(`${PLOTS[0]} svg g[aria-label="line"] path`).first();
  const drawn = () => line.getAttribute('d', { timeout: 5_000 });

  // Slower approach (vn = −0.7 − vAx): smaller impulses. During the gesture the axis holds...
  await press();
  const curveBefore = await drawn();
  for (const v of [2.5, 2, 1.5, 1, 0.5]) await input(page, 'col-vAx', v);
  // ...once the charts show the last value (on screen, they follow every step)...
  await expect(page.locator(CAPTION)).toContainText(fmt(expectedCollision({ vAx: 0.5 }).j));
  await expect.poll(drawn, { message: 'the j curve redrawn' }).not.toBe(curveBefore);
  expect((await yDomains(page))[0], 'held during the gesture').toEqual(before);
  // ...and once the reader lets go it fits the smaller curve.
  await page.mouse.up();
  await expect
    .poll(async () => (await yDomains(page))[0]![1], { message: 'refitted after the gesture' })
    .toBeLessThan(before![1]);
  const refit = (await yDomains(page))[0]!;
  expect(refit[1]).toBeGreaterThanOrEqual(jTop(0.5));

  // Faster approach: the curve outgrows the axis, which grows with it at once, mid-gesture.
  const chart = page.locator(`${PLOTS[0]} svg`).first();
  await chart.evaluate((svg) => svg.setAttribute('data-test-same', ''));
  await press();
  for (const v of [2, 4, 5]) await input(page, 'col-vAx', v);
  await expect
    .poll(async () => (await yDomains(page))[0]![1], {
      message: 'grown during the gesture to hold the curve',
    })
    .toBeGreaterThanOrEqual(jTop(5));
  const grown = (await yDomains(page))[0]!;
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
  // Held while the pointer stays down; let go, the axis refits to the curve, without the room it
  // grew with.
  expect((await yDomains(page))[0], 'still held').toEqual(grown);
  await page.mouse.up();
  await expect
    .poll(async () => (await yDomains(page))[0]![1], { message: 'refitted after the second gesture' })
    .toBeLessThan(grown[1]);
  expect((await yDomains(page))[0]![1]).toBeGreaterThanOrEqual(jTop(5));
  await chart.evaluate((svg) => svg.removeAttribute('data-test-same'));
}

const j = (over: Parameters<typeof expectedCollision>[0] = {}) => fmt(expectedCollision(over).j);
/** eq:ni-j's −(1 + e)·v_n/k with the numbers in it (v_n < 0 for approaching bodies: in parentheses). */
const substituted = (over: Parameters<typeof expectedCollision>[0] & { e: number }) => {
  const x = expectedCollision(over);
  return `\u2212(1+${fmt(over.e)})⋅(${fmt(x.vn)})/${fmt(x.k)}`;
};

const scrubs: Scrub[] = [
  scrub({
    name: 'ArrowRight then End on the collision e slider update the readouts, the diagram and all three plots',
    redraws: [...PLOTS, `${COLLISION} svg.diagram`],
    before: markers,
    steps: [
      {
        // At the defaults: j = 2.352, vn = −3.7 and vn after = 1.85, a marker on each of the three plots.
        readouts: { j: '2.352', vn: '\u22123.7', 'vn-after': '1.85' },
        values: { 'col-e': '0.5' },
        counts: { [`${RESTITUTION} .plot-box svg g.plot-markers > circle`]: 3 },
        also: async () => expect(j()).toBe('2.352'),
      },
      {
        keys: ['col-e', 'ArrowRight'],
        values: { 'col-e': '0.51', 'col-e-box': '0.51' },
        readouts: { j: j({ e: 0.51 }) }, // 2.367
      },
      {
        keys: ['col-e', 'End'],
        values: { 'col-e': '1' },
        // j = −(1 + e)·vn·m_eff with m_eff = 1/2.36 = 0.423728… and vn = −3.7: at e = 1, 3.136.
        readouts: { j: '3.136', 'vn-after': '3.7' },
        // The restitution widget is off screen here: it catches up once the changes pause (it would
        // follow every step if it were in view; see useWidgetOnScreen).
        texts: { [CAPTION]: ['e = 1', '3.136'] },
        async also(page) {
          expect(j({ e: 1 })).toBe('3.136');
          // Perfectly elastic: the kinetic energy after equals the energy before.
          await expect(page.locator('[data-readout="ke-after"]')).toHaveText(
            (await page.locator('[data-readout="ke"]').textContent()) ?? '',
          );
        },
      },
    ],
    async after(page, before) {
      const after = await markers(page);
      for (let i = 0; i < 3; i++) {
        expect(after[i]!.rule, `plot ${i + 1}: the e marker moves right`).toBeGreaterThan(before[i]!.rule);
        expect(after[i]!.dot, `plot ${i + 1}: the current-e dot moves right`).toBeGreaterThan(before[i]!.dot);
        // e = 1 is the right end of the x domain [0, 1]: rule and dot sit at the same x.
        expect(after[i]!.dot).toBeCloseTo(after[i]!.rule, 3);
      }
    },
  }),
  {
    name: 'the restitution widget’s own e slider drives the same state as the collision widget',
    steps: [
      {
        keys: ['rest-e', 'Home'],
        values: { 'rest-e': '0', 'rest-e-box': '0', 'col-e': '0', 'col-e-box': '0' },
        readouts: { j: j({ e: 0 }), 'vn-after': '0' }, // 1.568
      },
      // And back the other way: the collision widget's slider moves the restitution widget's.
      { keys: ['col-e', 'End'], values: { 'rest-e': '1' }, readouts: { j: '3.136' } },
    ],
  },
  {
    name: 'the axes hold still during a gesture, grow when the data leaves them, and refit when the reader lets go',
    steps: [{ also: axesHoldGrowAndRefit }],
  },
  {
    name: 'after a parameter changes, step eq:ni-j shows the same j as the readout, and its formula with the new numbers in it',
    plugIn: true,
    steps: [
      { outputs: { 'eq:ni-j 0.0': '2.352' } },
      // Keyboard on the mass slider: mA 2 → 2.1.
      {
        keys: ['col-mA', 'ArrowRight'],
        readouts: { j: j({ mA: 2.1 }) },
        outputs: { 'eq:ni-j 0.0': j({ mA: 2.1 }), 'eq:ni-j 0.1': j({ mA: 2.1 }) },
      },
      // A typed value in a number box, then e.
      {
        boxes: { 'col-vAx': 4.5, 'col-e': 0.2 },
        readouts: { j: j({ mA: 2.1, vAx: 4.5, e: 0.2 }) },
        outputs: { 'eq:ni-j 0.0': j({ mA: 2.1, vAx: 4.5, e: 0.2 }) },
        // The formula with the numbers in it follows: −(1 + e)·v_n/k at these values (read on the
        // whole side: the formula is in pieces a line may break between).
        texts: {
          '[data-step="eq:ni-j"] .step-side:nth-child(2)': substituted({
            mA: 2.1,
            vAx: 4.5,
            e: 0.2,
          }),
        },
      },
    ],
  },
  {
    name: 'the head-on on-ramp’s numbers are the widget’s collision made head-on, and follow it',
    plugIn: true,
    steps: [
      {
        // At the defaults: v_A = 3, v_B = −1 m/s, so v_n = −4 m/s, j = 1.5·4/1.5 = 4 N·s, v_A′ = 1, v_B′ = 3.
        outputs: {
          'eq:ni-1d-approach 0.0': '\u22124',
          'eq:ni-1d-j 0.0': fmt(4),
          'eq:ni-1d-velocity 0.0': fmt(1),
          'eq:ni-1d-velocity 1.0': fmt(3),
          'eq:ni-1d-restitution 0.0': fmt(2),
        },
        async also() {
          const x = expectedHeadOn();
          expect([x.vn, x.j, x.vAAfter, x.vBAfter]).toEqual([-4, 4, 1, 3]);
        },
      },
      {
        // The widget moves it: e to 1 doubles the plastic impulse, 2·4/1.5 = 5.333 N·s; the widget's own
        // off-centre j is another number.
        keys: ['col-e', 'End'],
        outputs: { 'eq:ni-1d-j 0.0': fmt(expectedHeadOn({ e: 1 }).j) },
        readouts: { j: j({ e: 1 }) },
        also: async () => expect(fmt(expectedHeadOn({ e: 1 }).j)).not.toBe(j({ e: 1 })),
      },
      {
        // A tilted normal: only the centres' velocities along it count.
        boxes: { 'col-normalDeg': 30 },
        outputs: { 'eq:ni-1d-approach 0.0': fmt(expectedHeadOn({ e: 1, normalDeg: 30 }).vn) },
      },
    ],
  },
  scrub({
    name: 'the seed 001 errata show the buggy sample’s impulse live at the collision widget’s values',
    before: (page) => page.locator('.errata-live').textContent(),
    steps: [
      // Defaults: A (2 kg) heavier than B (1 kg): 1/mA − 1/mB < 0, the sample's impulse has the wrong sign.
      { texts: { '.errata-live': 'pulls the bodies into each other' } },
      // Equal masses: the sample divides by zero.
      { boxes: { 'col-mA': 1 }, texts: { '.errata-live': ['mA = 1 kg', '∞', 'divides by zero'] } },
      // A lighter than B: too large.
      { boxes: { 'col-mA': 0.5 }, texts: { '.errata-live': 'too large' } },
    ],
    async after(page, before) {
      expect(await page.locator('.errata-live').textContent()).not.toBe(before);
    },
  }),
  {
    name: 'seed 001’s 0/0 case shows NaN on purpose, inside the opted-out errata, and passes the guard',
    steps: [
      // Equal masses and no approach along n (vAx = vBx): the sample computes 0/0.
      {
        boxes: { 'col-mA': 1, 'col-vAx': -1 },
        texts: {
          '.errata-live': 'computes 0/0 and its velocities become NaN',
          '.errata-live strong[data-nonfinite-ok]': /^NaN$/,
        },
        finite: true,
      },
    ],
  },
  {
    name: 'the tucked-away parameters start closed, one Tab stop away, and Enter on the summary opens them',
    steps: [
      { attributes: { '#collision-more': { open: null } }, hidden: ['#col-IA'] },
      {
        press: ['#collision-more > summary', 'Enter'],
        attributes: { '#collision-more': { open: '' } },
        visible: ['#col-IA'],
      },
    ],
  },
];

export default scrubs;
