// The effective-mass page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts): keyboard
// scrubbing of the lever-arm widget updates the diagram, the plot and the readouts; the three-forms
// widget follows and responds to its own controls; degenerate configurations reached through the
// controls say so in words; controls that cannot act say so. Numbers from effective-mass.physics.ts.
// The contact handle's drag: effective-mass.drag.ts (checks/drag-handles.ts), which moves s exactly; the
// readouts follow s here.
import type { Locator, Page } from '@playwright/test';
import { expect, fmt } from './support';
import { scrub, type Scrub } from './scrubs';
import { expected } from './effective-mass.physics';

const LEVER = 'section#em-lever';
const FORMS = 'section#em-forms';
const leverPlot = (page: Page) => page.locator(`${LEVER} .em-lever-plot .plot-box svg`);
const turnPlot = (page: Page) => page.locator(`${FORMS} .em-turn-plot .plot-box svg`);

const attr = (loc: Locator, name: string) => loc.evaluate((el, a) => Number(el.getAttribute(a)), name);
const dotX = (plot: Locator) => attr(plot.locator('g[aria-label="dot"] circle').first(), 'cx');
const ruleX = (plot: Locator) =>
  attr(plot.locator('g[aria-label="rule"][stroke-dasharray] line').last(), 'x1');
const contactX = (page: Page) => attr(page.locator(`${LEVER} circle[data-em="contact"]`), 'cx');
const linePaths = (page: Page) =>
  leverPlot(page)
    .locator('g[aria-label="line"] path')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('d')));

const meff = (over: Parameters<typeof expected>[0] = {}) => fmt(expected(over).meff);
const FORMS3 = ['scalar', 'tensor', 'jacobian'];

const scrubs: Scrub[] = [
  scrub({
    name: 'ArrowRight then End on the offset slider update the readouts, the diagram and the plot',
    before: async (page) => ({
      dot: await dotX(leverPlot(page)),
      rule: await ruleX(leverPlot(page)),
      contact: await contactX(page),
    }),
    steps: [
      {
        // The defaults: ℓ = 0.5 m, k = 2.667 and an effective mass of 0.375 kg for a 1 kg box.
        readouts: {
          'em-lever': '0.5',
          'em-k': '2.667',
          'em-meff': '0.375',
          'em-angB': '1.667',
          'em-meff-norot': '1',
        },
        texts: { [`${LEVER} [data-em="lever-label"]`]: /^ℓ = 0\.5 m$/ },
        attributes: { [`${LEVER} [data-em="spin"]`]: { 'data-sense': 'ccw' } },
        also: async () => expect(meff()).toBe('0.375'),
      },
      {
        keys: ['em-s', 'ArrowRight'],
        values: { 'em-s': '0.51', 'em-s-box': '0.51' },
        readouts: { 'em-meff': meff({ s: 0.51 }), 'em-lever': '0.51' }, // 1/(1 + 0.2601/0.15) = 0.3658
        texts: { [`${LEVER} [data-em="lever-label"]`]: /^ℓ = 0\.51 m$/ },
        // 0.01 m at 230 px per metre.
        also: async (page, before) => expect(await contactX(page)).toBeCloseTo(before.contact + 2.3, 6),
      },
      {
        keys: ['em-s', 'End'],
        values: { 'em-s': '0.6' },
        // 1/(1 + 0.36/0.15) = 1/3.4; the three-forms widget follows the shared state.
        readouts: {
          'em-meff': '0.2941',
          'em-k': '3.4',
          ...Object.fromEntries(FORMS3.map((f) => [`em-meff-${f}`, '0.2941'])),
        },
        texts: { [`${LEVER} .em-lever-plot figcaption`]: '0.2941 kg' },
        async also(page, before) {
          expect(meff({ s: 0.6 })).toBe('0.2941');
          const plot = leverPlot(page);
          // The first change loads Plot (for the chart's frame) before the chart redraws: poll.
          await expect
            .poll(() => dotX(plot), { message: 'the current-point dot moves right' })
            .toBeGreaterThan(before.dot);
          expect(await ruleX(plot), 'the offset rule moves right').toBeGreaterThan(before.rule);
          // s = 0.6 is the right end of the x domain: dot and rule at the same x.
          expect(await dotX(plot)).toBeCloseTo(await ruleX(plot), 3);
        },
      },
    ],
  }),
  scrub({
    name: 'Home on the push-tilt slider and a typed inertia redraw the lines and move the lever arm',
    before: linePaths,
    steps: [
      { readouts: { 'em-meff': '0.375' } },
      {
        boxes: { 'em-I': 0.3 },
        readouts: { 'em-meff': meff({ I: 0.3 }) }, // 1/(1 + 0.25/0.3) = 0.5455
        async also(page, before) {
          expect(before).toHaveLength(3);
          await expect(leverPlot(page).locator('g[aria-label="text"] text')).toContainText([
            'I/2 = 0.15',
            'I = 0.3',
            '2I = 0.6',
          ]);
          const after = await linePaths(page);
          for (let i = 0; i < 3; i++) expect(after[i], `line ${i + 1} redrawn`).not.toBe(before[i]);
        },
      },
      {
        keys: ['em-pushDeg', 'Home'],
        values: { 'em-pushDeg': '-60' },
        // n = (sin 60°, cos 60°): ℓ = 0.5·0.5 + 0.3·0.866 = 0.5098.
        readouts: {
          'em-lever': fmt(expected({ I: 0.3, pushDeg: -60 }).ell),
          'em-meff': meff({ I: 0.3, pushDeg: -60 }),
        },
      },
    ],
  }),
  {
    name: 'unticking “immovable post” makes A a 1 kg ball that adds 1/m_A to k',
    steps: [
      {
        ticks: { 'em-fixA': false },
        readouts: { 'em-invmA': '1', 'em-meff': meff({ fixA: false }) }, // 3/11
        texts: { [`${LEVER} svg.diagram`]: '1 kg ball' },
      },
      {
        // Tilted by −60°, the push no longer passes through the ball's centre: its lever arm is
        // 0.25·sin(−60°) and its rotation term (0.25·sin 60°)²/(0.4·1·0.25²) = 1.875 joins k.
        keys: ['em-pushDeg', 'Home'],
        readouts: { 'em-angA': '1.875', 'em-meff': meff({ fixA: false, pushDeg: -60 }) },
      },
    ],
  },
  {
    name: 'the scalar, tensor and Jacobian forms show the same k and effective mass; the 3D box at 30°: the shortcut says 0.4898 kg, the tensor form 0.4215 kg',
    steps: [
      {
        readouts: {
          ...Object.fromEntries(
            FORMS3.flatMap((f) => [
              [`em-k-${f}`, '2.667'],
              [`em-meff-${f}`, '0.375'],
            ]),
          ),
          'em-jv': '\u22122',
          'em-lambda': '1.125',
          'em-jv-after': '1',
          'em-meff-shortcut': '0.4898',
          'em-meff-true': '0.4215',
          'em-izz': '0.24',
          'em-diff': `${fmt(expected().meffShortcut - expected().meffTrue)} kg`,
        },
        texts: { [`${FORMS} [data-em="agreement"]`]: 'difference' },
        async also() {
          expect(fmt(expected().meffShortcut)).toBe('0.4898');
          expect(fmt(expected().meffTrue)).toBe('0.4215');
        },
      },
    ],
  },
  {
    // Not at 45°, where I_xz peaks (unit tests: tests/unit/site/effective-mass.test.ts).
    name: 'the plot says where the curves part most: 44.6° at the defaults, 38.8° for a thin box',
    steps: [
      { texts: { '[data-readout="em-gap-peak"]': '±44.6°' } },
      { boxes: { 'em-depth': 0.1 }, texts: { '[data-readout="em-gap-peak"]': '±38.8°' } },
      { boxes: { 'em-depth': 1.2 }, texts: { '[data-readout="em-gap-peak"]': 'never part' } },
    ],
  },
  scrub({
    name: 'ArrowRight and Home on the turn slider update the readouts, the plot and the top view',
    before: async (page) => ({
      dot: await dotX(turnPlot(page)),
      top: await page.locator(`${FORMS} .em-topview polygon`).getAttribute('points'),
    }),
    steps: [
      { values: { 'em-turnDeg': '30' }, readouts: { 'em-meff-true': '0.4215' } },
      {
        keys: ['em-turnDeg', 'ArrowRight'],
        values: { 'em-turnDeg': '31' },
        readouts: {
          'em-meff-true': fmt(expected({ turnDeg: 31 }).meffTrue),
          'em-meff-shortcut': fmt(expected({ turnDeg: 31 }).meffShortcut),
        },
        async also(page, before) {
          // The first change loads Plot (for the chart's frame) before the chart redraws: poll.
          await expect
            .poll(() => dotX(turnPlot(page)), { message: 'the current-turn dot moves right' })
            .toBeGreaterThan(before.dot);
          expect(
            await page.locator(`${FORMS} .em-topview polygon`).getAttribute('points'),
            'the footprint turns',
          ).not.toBe(before.top);
        },
      },
      {
        // γ = −90°: the box's width axis points out of the screen; I_zz = I1 and the shortcut is exact.
        keys: ['em-turnDeg', 'Home'],
        values: { 'em-turnDeg': '-90' },
        readouts: {
          'em-meff-true': fmt(expected({ turnDeg: -90 }).meffTrue),
          'em-meff-shortcut': fmt(expected({ turnDeg: -90 }).meffTrue),
        },
        visible: [`${FORMS} [data-em="principal"]`],
        texts: { [`${FORMS} [data-em="shortcut-error"]`]: null },
      },
    ],
  }),
  {
    name: 'effective mass: the ball’s mass is disabled while A is a post, says why, and comes back',
    steps: [
      { open: 'em-lever-more', disabled: ['em-mA'], texts: { '#em-mA-why': 'immovable post' } },
      { ticks: { 'em-fixA': false }, enabled: ['em-mA'] },
    ],
  },
  scrub({
    name: 'three forms: B’s x velocity is disabled while the push is along the normal, and says so; tilted, it changes J V',
    // J V as the tilted push shows it, before B's x velocity changes.
    before: async () => ({ jv: '' }),
    steps: [
      {
        disabled: ['em-vBx', 'em-vBx-box'],
        texts: { '#em-vBx-why': 'along the face normal' },
      },
      // Tilted, J's x entry is −sin(tilt) and the same velocity now changes J V.
      {
        boxes: { 'em-pushDeg': 20 },
        enabled: ['em-vBx'],
        async also(page, tilted) {
          // Read once the tilt has reached it (J V = −2 m/s along the untilted normal).
          await expect(page.locator('[data-readout="em-jv"]')).not.toHaveText('\u22122');
          tilted.jv = (await page.locator('[data-readout="em-jv"]').textContent()) ?? '';
        },
      },
      {
        boxes: { 'em-vBx': 2 },
        also: async (page, tilted) =>
          expect(page.locator('[data-readout="em-jv"]')).not.toHaveText(tilted.jv),
      },
    ],
  }),
];

export default scrubs;
