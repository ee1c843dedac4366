// The soft-step page's links, for tests/e2e/checks/links.ts (shapes in links.ts): one link with bad
// values for the solver bench; and the page reloaded as a reader who asks for reduced motion, where
// the bench starts paused and says why, and each Step's readouts are src/sim's steppers run here
// directly (not through the chapter's scenario) on the same scene.
import type { Page } from '@playwright/test';
import {
  createStackWorld2,
  heavyOnLight,
  measureStack2,
  stepStack2,
  stepStackSoft2,
  type StackSettings2,
} from '../../src/sim';
import { expect, fmt } from './support';
import { watchFrames } from './scrubs';
import type { Links } from './links';
import { benchNumbers, benchSteps, runsTwentySteps } from './soft-step.scrubs';

const BENCH = 'section#ss-bench';
const STEP = `${BENCH} button[data-si="step"]`;
const STATUS = `${BENCH} [data-si="status"]`;

/**
 * The heavy box on a light one at 10 : 1 after `steps` steps of each solver, as the bench shows it:
 * the largest penetration (mm) and the top box's distance from its start (cm), three figures.
 */
function heavyOnLightAfter(steps: number, iterations: number): Record<string, string> {
  const solvers: [string, Partial<StackSettings2>, (w: ReturnType<typeof createStackWorld2>) => void][] = [
    ['baumgarte', { iterations }, stepStack2],
    ['split', { iterations, positionCorrection: 'split' }, stepStack2],
    ['soft', { substeps: 4, relaxIterations: 1 }, stepStackSoft2],
  ];
  const out: Record<string, string> = {};
  for (const [key, settings, step] of solvers) {
    const world = createStackWorld2(heavyOnLight({ ratio: 10 }, settings));
    for (let k = 0; k < steps; k++) step(world);
    const m = measureStack2(world);
    out[`bench-pen-${key}`] = fmt(m.maxPenetration * 1000, 3);
    out[`bench-drift-${key}`] = fmt(Math.hypot(m.drift, m.lateralDrift) * 100, 3);
  }
  return out;
}

const links: Links = {
  opens: [
    {
      name: 'bad values in the bench get a notice naming the control and a safe value; the runs still go, never NaN',
      query: '?bScene=9&bSolvers=-1&bRatio=abc&bIter=1e9&bSub=0&bRelax=-2',
      islands: ['SolverBench'],
      steps: [
        {
          texts: { [`${BENCH} .notice[role="status"]`]: ['Scene', 'PGS: sweeps per step'] },
          also: runsTwentySteps,
        },
        { readouts: benchNumbers(['baumgarte', 'split', 'soft']), finite: true, noNaN: true },
      ],
    },
    {
      name: 'with prefers-reduced-motion the bench starts paused and says why; each Step is src/sim’s step for every solver; a setting carries the runs on, a new scene restarts them',
      reducedMotion: true,
      query: '?bRatio=1',
      islands: ['SolverBench'],
      steps: [
        {
          texts: { [STATUS]: 'reduced motion', [`${BENCH} button[data-si="play"]`]: /^Play$/ },
          readouts: { 'bench-steps': '0', ...heavyOnLightAfter(0, 4) },
          async also(page: Page) {
            await watchFrames(page);
            expect(await benchSteps(page), 'no steps until asked').toBe(0);
          },
        },
        { press: [STEP, 'Enter'], readouts: { 'bench-steps': '1', ...heavyOnLightAfter(1, 4) } },
        { press: [STEP, 'Enter', 'Enter'], readouts: { 'bench-steps': '3', ...heavyOnLightAfter(3, 4) } },
        {
          keys: ['ssb-bSub', 'ArrowRight'],
          texts: { [STATUS]: 'the runs go on' },
          readouts: { 'bench-steps': '3' },
        },
        {
          picks: { 'ssb-bScene': 1 },
          texts: { [STATUS]: 'started again' },
          // The default pyramid: 10 rows, 55 boxes, in each of three panels.
          counts: { [`${BENCH} .ss-bench svg g[clip-path] rect`]: 165 },
          readouts: { 'bench-steps': '0' },
        },
      ],
    },
  ],
};

export default links;
