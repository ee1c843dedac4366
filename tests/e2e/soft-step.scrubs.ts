// The soft-step page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts):
// - the solver bench: play, pause and step from the keyboard move the step counter and every panel's
//   bodies; nothing runs while paused, off screen or in a hidden tab; a new scene or bench restarts
//   every run (panels and bodies counted), a solver's setting carries them on; the controls a scene
//   cannot use are disabled and say why; no NaN at the extremes of its controls (each run for twenty
//   steps).
// Under reduced motion, with the runs checked step by step against src/sim, and bad values in the
// link: soft-step.links.ts.
import { expect } from './support';
import { type Scrub } from './scrubs';
import { liveSimChecks } from './live-sim';

const BENCH = 'section#ss-bench';
/** Every panel's bodies: one group per solver on the bench. */
const PANELS = `${BENCH} .ss-bench svg g[clip-path]`;

const bench = liveSimChecks({
  section: BENCH,
  readout: 'bench',
  figure: '.ss-bench',
  /** Each panel's last body's transform (the body the charts follow): what a frame changes in the drawing. */
  drawing: (page) =>
    page.locator(PANELS).evaluateAll((gs) => gs.map((g) => g.lastElementChild?.getAttribute('transform'))),
  // Every solver's chain moved: one step steps them all.
  moved: (before, after) => {
    expect(after).toHaveLength(3);
    after.forEach((t, i) => expect(t, `panel ${i} moved`).not.toBe(before[i]));
  },
  away: 'top',
});
export const { steps: benchSteps, runsTwentySteps } = bench;
const { playPauseStep, holdsOffScreenAndHidden } = bench;

/** Every solver's readouts a number (or "< 0.001"), never NaN, for the solvers on the bench. */
export const benchNumbers = (solvers: readonly string[]) =>
  Object.fromEntries([
    ['bench-time', /^[\d.]+ s$/],
    ...solvers.flatMap((s) =>
      ['pen', 'peak', 'drift', 'kinetic'].map((n) => [
        `bench-${n}-${s}`,
        /^(< 0\.001|[−\d.]+(×10\^−?\d+)?)$/,
      ]),
    ),
  ]);

const scrubs: Scrub[] = [
  {
    name: 'the bench plays on screen; pause, step and play work from the keyboard, and one step moves every solver’s chain',
    steps: [
      // The chain swings from its release: every step moves every link.
      { picks: { 'ssb-bScene': 4 }, counts: { [PANELS]: 3, [`${PANELS} rect`]: 9 }, also: playPauseStep },
    ],
  },
  {
    name: 'the bench stops while scrolled off screen or while the tab is hidden, and goes on after',
    steps: [{ also: holdsOffScreenAndHidden }],
  },
  {
    name: 'a new scene or bench restarts every run; a solver’s setting carries them on',
    steps: [
      { also: runsTwentySteps },
      {
        picks: { 'ssb-bScene': 1, 'ssb-bSolvers': 2 },
        // The 10-row pyramid, stepped by two solvers: two panels of 55 boxes.
        counts: { [PANELS]: 2, [`${PANELS} rect`]: 110 },
        texts: {
          [`${BENCH} [data-si="status"]`]: 'every run started again',
          [`${BENCH} [data-ss-panel="baumgarte"]`]: 'PGS, Baumgarte',
          [`${BENCH} [data-ss-panel="soft"]`]: 'soft step',
          [`${BENCH} [data-ss-panel="split"]`]: null,
        },
        readouts: benchNumbers(['baumgarte', 'soft']),
        also: runsTwentySteps,
      },
      {
        keys: ['ssb-bIter', 'ArrowRight'],
        values: { 'ssb-bIter': '5' },
        texts: { [`${BENCH} [data-si="status"]`]: 'the runs go on' },
        also: async (page) => expect(await benchSteps(page)).toBeGreaterThan(20),
      },
    ],
  },
  {
    name: 'a control the scene or the bench cannot use is disabled and says why; it wakes with a scene that uses it',
    steps: [
      {
        disabled: ['ssb-bBoxes', 'ssb-bRows', 'ssb-bOverlap', 'ssb-bLinks'],
        enabled: ['ssb-bRatio', 'ssb-bIter', 'ssb-bSub', 'ssb-bRelax'],
        texts: {
          '#ssb-bBoxes-why': 'Only the tall stack is sized by its boxes.',
          '#ssb-bLinks-why': 'Only the chain has links.',
        },
      },
      {
        picks: { 'ssb-bScene': 0 },
        enabled: ['ssb-bBoxes'],
        disabled: ['ssb-bRatio', 'ssb-bRows'],
        texts: { '#ssb-bRatio-why': 'mass ratio' },
      },
      {
        picks: { 'ssb-bSolvers': 1 },
        disabled: ['ssb-bSub', 'ssb-bRelax'],
        enabled: ['ssb-bIter'],
        texts: { '#ssb-bSub-why': 'The soft step is not on the bench.' },
        counts: { [PANELS]: 2 },
      },
    ],
  },
  {
    name: 'no NaN at the extremes of the bench’s controls: a stack of 20 boxes, one sweep, one substep, no relax',
    steps: [
      { picks: { 'ssb-bScene': 0 } },
      { keys: ['ssb-bBoxes', 'End'], values: { 'ssb-bBoxes': '20' } },
      { keys: ['ssb-bIter', 'Home'], values: { 'ssb-bIter': '1' } },
      { keys: ['ssb-bSub', 'Home'], values: { 'ssb-bSub': '1' } },
      { keys: ['ssb-bRelax', 'Home'], values: { 'ssb-bRelax': '0' }, also: runsTwentySteps },
      { readouts: benchNumbers(['baumgarte', 'split', 'soft']), finite: true },
    ],
  },
  {
    name: 'no NaN at the other extremes: a chain of 20 links at 100 : 1, 50 sweeps, 16 substeps, 10 relax sweeps',
    steps: [
      { picks: { 'ssb-bScene': 4 } },
      { keys: ['ssb-bLinks', 'End'], values: { 'ssb-bLinks': '20' } },
      { keys: ['ssb-bIter', 'End'], values: { 'ssb-bIter': '50' } },
      { keys: ['ssb-bSub', 'End'], values: { 'ssb-bSub': '16' } },
      { keys: ['ssb-bRelax', 'End'], values: { 'ssb-bRelax': '10' }, also: runsTwentySteps },
      { readouts: benchNumbers(['baumgarte', 'split', 'soft']), finite: true },
    ],
  },
  {
    name: 'no NaN at the overlap’s extremes: boxes started 40 cm deep, then 1 cm',
    steps: [
      { picks: { 'ssb-bScene': 3 } },
      { keys: ['ssb-bOverlap', 'End'], values: { 'ssb-bOverlap': '40' }, also: runsTwentySteps },
      { readouts: benchNumbers(['baumgarte', 'split', 'soft']), finite: true },
      { keys: ['ssb-bOverlap', 'Home'], values: { 'ssb-bOverlap': '1' }, also: runsTwentySteps },
      { readouts: benchNumbers(['baumgarte', 'split', 'soft']), finite: true, noNaN: true },
    ],
  },
];

export default scrubs;
