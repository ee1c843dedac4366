// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what the spring widget must show, worked here from the stepper's runs
// (spring-scenario.ts) and formatted as the widget formats them, and the configurations that reach
// its regimes: the defaults, a contact hertz above the cap, an underdamped spring.
// The solver bench is read as a reader who asks for reduced motion sees it (both tests ask): paused
// at t = 0, where its scenario says every run starts, one column per solver on the bench; its runs
// are tested in the browser by tests/e2e/soft-step.scrubs.ts.
import { columnsOf, paramWidget, type PageDecl } from './readouts';
import { fmt } from '../../../src/lib/format';
import { ssParams } from '../../../src/chapters/soft-step/scenario';
import { springRun, SPRING_SPAN } from '../../../src/chapters/soft-step/spring-scenario';
import {
  BenchRun,
  benchParams,
  fmtBench,
  SOLVER_NAMES,
} from '../../../src/chapters/soft-step/bench-scenario';

const springWidget = paramWidget('ss-spring', 'SpringWidget', ssParams, (p) => {
  const r = springRun(p);
  return {
    readouts: {
      h: fmt(r.h * 1000),
      fs: fmt(r.fs),
      'h-omega': fmt(r.h * r.omega),
      'bias-rate': fmt(r.soft.biasRate),
      'mass-scale': fmt(r.soft.massScale),
      'impulse-scale': fmt(r.soft.impulseScale),
      rest: fmt(r.rest),
      lowest: fmt(r.lowest),
    },
    notices: [],
    sentences: {
      '.widget-summary': `Against the ground the spring runs at fs = ${fmt(r.fs, 3)} Hz${
        r.capped ? ' (the contact hertz capped at a quarter of the substep rate, then doubled)' : ''
      }, over substeps of h = ${fmt(r.h * 1000, 3)} ms. Relaxed every substep, the box goes down to ${fmt(r.lowest, 3)} mm and is at ${fmt(r.end, 3)} mm after ${fmt(SPRING_SPAN, 2)} s; its spring holds it at ${fmt(r.rest, 3)} mm.`,
    },
  };
});

const benchWidget = paramWidget('ss-bench', 'SolverBench', benchParams, (p) => {
  const run = new BenchRun(p);
  const readouts: Record<string, string> = { 'bench-time': `${fmt(0, 4)} s`, 'bench-steps': '0' };
  for (const lane of run.lanes) {
    const s = lane.samples[0]!;
    readouts[`bench-pen-${lane.solver}`] = fmtBench(s.pen);
    readouts[`bench-peak-${lane.solver}`] = fmtBench(lane.peak);
    readouts[`bench-drift-${lane.solver}`] = fmtBench(s.drift);
    readouts[`bench-kinetic-${lane.solver}`] = fmtBench(s.ke);
  }
  return {
    readouts,
    columns: columnsOf(
      readouts,
      run.lanes.map((l) => [new RegExp(`-${l.solver}$`), SOLVER_NAMES[l.solver]] as const),
    ),
    notices: [
      'Paused, because your system asks for reduced motion. Press Play to run it, or Step for one step at a time.',
    ],
  };
});

const declaration: PageDecl = {
  widgets: [springWidget, benchWidget],
  configs: {
    defaults: {},
    // One substep per step: the cap is 15 Hz, under the 40 asked for.
    'capped, one substep': { fc: 40, n: 1, v0: -1 },
    // An underdamped spring, a heavier box landing slowly.
    underdamped: { zeta: 0.2, m: 3, v0: -0.5 },
    // The bench: the chain with two solvers (its gap, stretch and energy rows); the overlap recovery
    // with the two PGS loops, every run starting 25 cm deep.
    'bench: the chain, Baumgarte and soft': { bScene: 4, bSolvers: 2, bLinks: 5, bRatio: 1 },
    'bench: overlap recovery, both loops': { bScene: 3, bSolvers: 1, bOverlap: 30 },
    // One link that sets both widgets: the capped spring, and the bench on the chain without Baumgarte.
    'both from one link': { fc: 40, n: 1, v0: -1, bScene: 4, bSolvers: 3, bRatio: 1 },
  },
  link: 'both from one link',
};

export default declaration;
