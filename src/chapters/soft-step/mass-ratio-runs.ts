// The mass-ratio measurement the page quotes: a heavy box on a light one (src/sim's heavyOnLight),
// ten seconds at 60 Hz, stepped three ways at equal work per step — the previous chapter's loop with
// four sweeps and Baumgarte's bias, the same with split impulses (four velocity and four position
// sweeps), and the soft step with four substeps of one solve and one relax sweep. Run when the page
// is built (MassRatioTable.astro); the chapter's tests assert the numbers.
import {
  createStackWorld2,
  heavyOnLight,
  measureStack2,
  stepStack2,
  stepStackSoft2,
  type StackSettings2,
  type StackWorld2,
} from '../../sim';

export interface Solver {
  key: 'baumgarte' | 'split' | 'soft';
  label: string;
  settings: Partial<StackSettings2>;
  step: (w: StackWorld2) => void;
}

export const SOLVERS: readonly Solver[] = [
  { key: 'baumgarte', label: 'PGS, 4 sweeps, Baumgarte', settings: { iterations: 4 }, step: stepStack2 },
  {
    key: 'split',
    label: 'PGS, 4 sweeps, split impulses',
    settings: { iterations: 4, positionCorrection: 'split' },
    step: stepStack2,
  },
  {
    key: 'soft',
    label: 'soft step, 4 substeps × (1 solve + 1 relax)',
    settings: { substeps: 4, relaxIterations: 1 },
    step: stepStackSoft2,
  },
];

export interface MassRatioRun {
  solver: Solver;
  ratio: number;
  /** The deepest overlap over the run (m). */
  maxPenetration: number;
  /** How far the heavy box ended below where it started (m). */
  sink: number;
  /** Kinetic energy averaged over the last second (J). */
  kinetic: number;
}

export const RUN_STEPS = 600;

export function massRatioRun(solver: Solver, ratio: number): MassRatioRun {
  const world = createStackWorld2(heavyOnLight({ ratio }, solver.settings));
  let maxPenetration = 0;
  let kinetic = 0;
  for (let k = 1; k <= RUN_STEPS; k++) {
    solver.step(world);
    const m = measureStack2(world);
    maxPenetration = Math.max(maxPenetration, m.maxPenetration);
    if (k > RUN_STEPS - 60) kinetic += m.kinetic / 60;
  }
  return { solver, ratio, maxPenetration, sink: -measureStack2(world).drift, kinetic };
}

/** The ratios the page's table shows. */
export const TABLE_RATIOS = [10, 100] as const;

export const massRatioTable = (): MassRatioRun[] =>
  TABLE_RATIOS.flatMap((r) => SOLVERS.map((s) => massRatioRun(s, r)));
