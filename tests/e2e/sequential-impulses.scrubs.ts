// The sequential-impulses page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts):
// - the iteration explorer: the sweep count redraws the charts, the diagram and the readouts to
//   numbers worked in sequential-impulses.physics.ts; the flat box and the shuffled order;
// - the stack: play, pause and step from the keyboard move the step counter and the boxes; nothing
//   runs while paused, off screen or in a hidden tab; no NaN at the extremes of its controls (each
//   run for twenty steps);
// - the cradle: its readouts are the solver's numbers for its three models at four configurations
//   set through its controls; the keyboard changes the order and N; nothing to resolve is said,
//   with the restitution disabled and saying why, never NaN.
// Under reduced motion, and bad values in the link: sequential-impulses.links.ts.
import type { Page } from '@playwright/test';
import { cradleLoop, cradlePairwise, cradleSimultaneous } from '../../src/solver';
import { expect, expectAllRedrawn, fmt } from './support';
import { scrub, type Scrub, type Step } from './scrubs';
import { liveSimChecks } from './live-sim';
import { expectedBox } from './sequential-impulses.physics';

const EXPLORER = 'section#si-iterations';
const STACK = 'section#si-stack';
const CRADLE = 'section#si-cradle';

const figures = (page: Page) =>
  Promise.all(
    [
      `${EXPLORER} .si-lambda-chart .plot-box`,
      `${EXPLORER} .si-vn-chart .plot-box`,
      `${EXPLORER} svg.diagram`,
    ].map((s) => page.locator(s).evaluate((el) => el.innerHTML)),
  );

// ——— The stack ———
const stack = liveSimChecks({
  section: STACK,
  readout: 'stack',
  figure: '.si-stack',
  /** The top box's transform: what a frame changes in the drawing. */
  drawing: (page) => page.locator(`${STACK} .si-stack svg g rect`).last().getAttribute('transform'),
  moved: (before, after) => expect(after).not.toBe(before),
  away: 'bottom',
});
export const { steps: stackSteps, runsTwentySteps } = stack;
const { playPauseStep, holdsOffScreenAndHidden } = stack;

/** Every stack readout a number (a time, a count, a length), never NaN. */
export const STACK_NUMBERS = Object.fromEntries(
  ['time', 'penetration', 'drift-x', 'drift-down', 'kinetic', 'contacts'].map((n) => [
    `stack-${n}`,
    /^[−\d.·× ^s]+$/,
  ]),
);

// ——— The cradle ———
interface Cradle {
  crN: number;
  crK: number;
  crV: number;
  crE: number;
  crOrder: 0 | 1;
}

/** The cradle set to `c` through its controls, and its readouts: the solver's numbers for it. */
function cradleAt(c: Cradle): Step {
  const before = Array.from({ length: c.crN }, (_, i) => (i < c.crK ? c.crV : 0));
  const order = c.crOrder === 0 ? 'left-to-right' : 'right-to-left';
  const seq = cradlePairwise(before, c.crE, order);
  const loop = cradleLoop(before, c.crE, order);
  const sim = cradleSimultaneous(before, c.crE);
  const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);
  const ke = (v: number[]) => v.reduce((s, x) => s + 0.5 * x * x, 0);
  return {
    boxes: { 'sic-crN': c.crN, 'sic-crK': c.crK, 'sic-crV': c.crV, 'sic-crE': c.crE },
    picks: { 'sic-crOrder': c.crOrder },
    readouts: {
      ...Object.fromEntries(
        before.flatMap((_, i) => [
          [`cradle-v${i}-before`, fmt(before[i]!, 3)],
          [`cradle-v${i}-seq`, fmt(seq.v[i]!, 3)],
          [`cradle-v${i}-loop`, fmt(loop.v[i]!, 3)],
          [`cradle-v${i}-sim`, fmt(sim.v[i]!, 3)],
        ]),
      ),
      'cradle-p-seq': fmt(sum(seq.v), 3),
      'cradle-p-loop': fmt(sum(loop.v), 3),
      'cradle-p-sim': fmt(sum(sim.v), 3),
      'cradle-t-seq': fmt(ke(seq.v), 3),
      'cradle-t-loop': fmt(ke(loop.v), 3),
      'cradle-t-sim': fmt(ke(sim.v), 3),
    },
    texts: { [`${CRADLE} [data-readout="cradle-passes"]`]: String(seq.passes) },
  };
}

const scrubs: Scrub[] = [
  {
    name: 'the explorer’s defaults show three sweeps on the box on two corners and the exact answer (1.704, 2.296)',
    steps: [
      {
        readouts: {
          'exact-0': '1.704',
          'exact-1': '2.296',
          'lambda-0': fmt(expectedBox(3).lambda[0]!),
          'lambda-1': fmt(expectedBox(3).lambda[1]!),
          'vn-0': fmt(expectedBox(3).vn[0]!),
        },
        also: async () => expect(fmt(expectedBox(3).exact[0]!)).toBe('1.704'),
      },
    ],
  },
  scrub({
    name: 'ArrowLeft and ArrowRight on the sweeps redraw the charts, the diagram and the readouts',
    before: async () => ({ figures: [] as string[] }),
    steps: [
      {
        keys: ['si-iter', 'ArrowLeft', 'ArrowLeft'],
        values: { 'si-iter': '1', 'si-iter-box': '1' },
        // After one sweep: corner 1 took 2.3/2.228 alone, corner 2 the rest of its own row.
        readouts: {
          'lambda-0': '1.032',
          'lambda-1': fmt(expectedBox(1).lambda[1]!),
          'vn-0': fmt(expectedBox(1).vn[0]!),
        },
        async also(page, before) {
          expect(fmt(expectedBox(1).lambda[0]!)).toBe('1.032');
          before.figures = await figures(page);
        },
      },
      {
        keys: ['si-iter', 'ArrowRight'],
        values: { 'si-iter': '2' },
        readouts: {
          'lambda-0': fmt(expectedBox(2).lambda[0]!),
          'lambda-1': fmt(expectedBox(2).lambda[1]!),
          'vn-1': fmt(expectedBox(2).vn[1]!),
        },
        texts: { [`${EXPLORER} svg.diagram desc`]: 'after 2 sweeps' },
        also: (page, before) => expectAllRedrawn(() => figures(page), before.figures),
      },
    ],
  }),
  {
    name: 'the flat box says its target is not unique, and the shuffle seed wakes up with a shuffled order',
    steps: [
      { disabled: ['si-seed'] },
      {
        picks: { 'si-scene': 4 },
        texts: {
          [`${EXPLORER} [data-si="summary"]`]: 'K is singular',
          [`${EXPLORER} [data-si="choices"]`]: 'a box flat on four points',
        },
        visible: ['[data-readout="lambda-3"]'],
      },
      {
        picks: { 'si-order': 2 },
        enabled: ['si-seed'],
        texts: { [`${EXPLORER} [data-si="choices"]`]: 'shuffled every sweep' },
        noNaN: true,
      },
    ],
  },
  {
    name: 'the stack plays on screen; pause, step and play work from the keyboard (no sweeps: the boxes fall, every step moves them)',
    steps: [
      { keys: ['sis-stIter', 'Home'], values: { 'sis-stIter': '0' } },
      // Started again at t = 0 with no sweeps, by the stack's own button.
      {
        press: [`${STACK} button[data-si="reset"]`, 'Enter'],
        texts: { [`${STACK} [data-si="status"]`]: 'the run started again' },
        also: playPauseStep,
      },
    ],
  },
  {
    name: 'the stack stops while scrolled off screen or while the tab is hidden, and goes on after',
    steps: [{ also: holdsOffScreenAndHidden }],
  },
  {
    name: 'no NaN at the extremes of the stack’s controls: no sweeps, full Baumgarte, no slop, elastic, frictionless, 20 boxes',
    steps: [
      { keys: ['sis-stIter', 'Home'], values: { 'sis-stIter': '0' } },
      { keys: ['sis-stBeta', 'End'], values: { 'sis-stBeta': '1' } },
      { keys: ['sis-stSlop', 'Home'], values: { 'sis-stSlop': '0' } },
      { keys: ['sis-stE', 'End'], values: { 'sis-stE': '1' } },
      { keys: ['sis-stMu', 'Home'], values: { 'sis-stMu': '0' } },
      { keys: ['sis-stBoxes', 'End'], values: { 'sis-stBoxes': '20' }, also: runsTwentySteps },
      { readouts: STACK_NUMBERS, finite: true },
    ],
  },
  {
    name: 'no NaN at the other extremes: a pyramid of 10 rows, 50 sweeps, no warm starting, no accumulated clamping, 20 mm slop, μ = 1.5',
    steps: [
      { picks: { 'sis-stScene': 1 } },
      { keys: ['sis-stRows', 'End'], values: { 'sis-stRows': '10' } },
      { keys: ['sis-stIter', 'End'], values: { 'sis-stIter': '50' } },
      { ticks: { 'sis-stWarm': false, 'sis-stAccum': false } },
      { keys: ['sis-stSlop', 'End'], values: { 'sis-stSlop': '20' } },
      { keys: ['sis-stMu', 'End'], values: { 'sis-stMu': '1.5' }, also: runsTwentySteps },
      { readouts: STACK_NUMBERS, finite: true },
    ],
  },
  {
    name: 'the cradle’s readouts are the solver’s for all three models, at four configurations set through its controls',
    steps: [
      cradleAt({ crN: 3, crK: 1, crV: 1, crE: 1, crOrder: 0 }),
      cradleAt({ crN: 4, crK: 2, crV: 1.5, crE: 0.8, crOrder: 1 }),
      cradleAt({ crN: 5, crK: 1, crV: 5, crE: 0, crOrder: 0 }),
      cradleAt({ crN: 5, crK: 4, crV: 0.1, crE: 0.35, crOrder: 1 }),
    ],
  },
  {
    name: 'the keyboard changes the cradle’s order and N; the drawing and readouts follow',
    steps: [
      // Three balls, e = 1: the loop lands on (−1/3, 2/3, 2/3) after 16 sweeps in either order
      // (tests/unit/site/sequential-impulses.sim.test.ts works the count).
      { readouts: { 'cradle-passes': '1', 'cradle-sweeps': '16 to agree', 'cradle-v0-loop': '−0.333' } },
      {
        picks: { 'sic-crOrder': 1 },
        readouts: { 'cradle-passes': '2', 'cradle-sweeps': '16 to agree', 'cradle-v0-loop': '−0.333' },
      },
      {
        keys: ['sic-crN', 'ArrowRight'],
        counts: { [`${CRADLE} [data-si-row="before"] circle[data-si-ball]`]: 4 },
        readouts: { 'cradle-v3-seq': '1' },
        texts: { [`${CRADLE} [data-si="cradle-summary"]`]: 'The model decides, not the order' },
      },
    ],
  },
  {
    name: 'the cradle says when there is nothing to resolve, disables the restitution and says why, never NaN',
    steps: [
      { boxes: { 'sic-crE': 0 } },
      {
        boxes: { 'sic-crV': 0 },
        texts: {
          [`${CRADLE} [data-si="cradle-summary"]`]: 'v = 0',
          '#sic-crE-why': 'Nothing collides',
        },
        disabled: ['sic-crE', 'sic-crE-box'],
        finite: true,
      },
      {
        boxes: { 'sic-crN': 3, 'sic-crK': 5, 'sic-crV': 5 },
        texts: {
          [`${CRADLE} [data-si="cradle-summary"]`]: 'only 3 balls',
          '#sic-crE-why': 'all the balls come in together',
        },
        disabled: ['sic-crE', 'sic-crE-box'],
        finite: true,
      },
      {
        boxes: { 'sic-crK': 2 },
        enabled: ['sic-crE', 'sic-crE-box'],
        values: { 'sic-crE': '0' },
      },
    ],
  },
];

export default scrubs;
