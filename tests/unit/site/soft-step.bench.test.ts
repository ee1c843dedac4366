// The soft-step page's solver bench (src/chapters/soft-step/bench-scenario.ts): its runs are src/sim's
// runs stepped directly; a new scene restarts every run, new settings carry them on; at 1 : 100 the
// heavy box on a light one gives the page's table's numbers; what the scenes show at the defaults
// (which solver holds, which one fails); and no NaN at the extremes of every control.
import { describe, expect, it } from 'vitest';
import { defaults, inertReason } from '../../../src/params/spec';
import {
  BenchRun,
  benchBounds,
  benchDomains,
  benchParams,
  benchSceneKey,
  OVERLAP_ROWS,
  plotSamples,
  plotWindow,
  PLOT_POINTS,
  PREVIEW_STEPS,
  previewRun,
  SOLVER_SETS,
  type BenchValues,
  type Lane,
} from '../../../src/chapters/soft-step/bench-scenario';
import { massRatioRun, SOLVERS } from '../../../src/chapters/soft-step/mass-ratio-runs';
import {
  boxPyramid,
  boxStack,
  cloneStackWorld2,
  createStackWorld2,
  createWorld2,
  heavyChain,
  heavyOnLight,
  measureChain2,
  measureStack2,
  step2,
  stepSoft2,
  stepStack2,
  stepStackSoft2,
  type StackConfig2,
} from '../../../src/sim';

const at = (p: Partial<BenchValues> = {}): BenchValues => ({ ...defaults(benchParams), ...p });

function runFor(p: BenchValues, steps: number): BenchRun {
  const run = new BenchRun(p);
  for (let k = 0; k < steps; k++) run.step();
  return run;
}

const lane = (run: BenchRun, solver: Lane['solver']) => run.lanes.find((l) => l.solver === solver)!;
const SCENE = { stack: 0, pyramid: 1, heavy: 2, overlap: 3, chain: 4 } as const;

describe('the bench’s runs are src/sim’s', () => {
  it('defaults: a heavy box on a light one at 1 : 100, all three solvers at equal work', () => {
    const p = at();
    const run = new BenchRun(p);
    expect(run.lanes.map((l) => l.solver)).toEqual(['baumgarte', 'split', 'soft']);
    const settings = run.lanes.map((l) => (l.kind === 'boxes' ? l.world.settings : null));
    expect(settings[0]).toMatchObject({ iterations: 4, positionCorrection: 'baumgarte', warmStart: true });
    expect(settings[1]).toMatchObject({ iterations: 4, positionCorrection: 'split' });
    expect(settings[2]).toMatchObject({ substeps: 4, relaxIterations: 1 });
    // The same scene for every solver: the heavy box (last) 100 times the light one.
    for (const l of run.lanes) {
      expect(l.kind).toBe('boxes');
      if (l.kind === 'boxes') expect(l.world.bodies.map((b) => b.mass)).toEqual([Infinity, 1, 100]);
    }
  });

  it('every box scene, every solver: the same numbers as the stepper run directly, bit for bit', () => {
    const cases: [Partial<BenchValues>, (s: object) => StackConfig2][] = [
      [{ bScene: SCENE.stack, bBoxes: 6 }, (s) => boxStack({ count: 6 }, s)],
      [{ bScene: SCENE.pyramid, bRows: 4 }, (s) => boxPyramid({ rows: 4 }, s)],
      [{ bScene: SCENE.heavy, bRatio: 1 }, (s) => heavyOnLight({ ratio: 10 }, s)],
      [{ bScene: SCENE.overlap, bOverlap: 12 }, (s) => boxPyramid({ rows: OVERLAP_ROWS, gap: -0.12 }, s)],
    ];
    const settings = {
      baumgarte: [{ iterations: 7 }, stepStack2],
      split: [{ iterations: 7, positionCorrection: 'split' }, stepStack2],
      soft: [{ substeps: 3, relaxIterations: 2 }, stepStackSoft2],
    } as const;
    for (const [over, config] of cases) {
      const run = runFor(at({ ...over, bIter: 7, bSub: 3, bRelax: 2 }), 90);
      for (const l of run.lanes) {
        const [s, step] = settings[l.solver];
        const world = createStackWorld2(config(s));
        for (let k = 0; k < 90; k++) step(world);
        const m = measureStack2(world);
        const last = l.samples[90]!;
        expect(last.pen).toBe(m.maxPenetration * 1000);
        expect(last.drift).toBe(Math.hypot(m.drift, m.lateralDrift) * 100);
        expect(last.ke).toBe(m.kinetic);
        expect(last.t).toBeCloseTo(1.5, 12);
      }
    }
  });

  it('the chain: step2 with Baumgarte, step2 with the mass-weighted position pass (both warm), stepSoft2', () => {
    const p = at({ bScene: SCENE.chain, bRatio: 1, bLinks: 4, bIter: 5, bSub: 2, bRelax: 3 });
    const run = runFor(p, 120);
    const direct = {
      baumgarte: () => {
        const w = createWorld2(
          heavyChain({ links: 4, endMassRatio: 10 }, { iterations: 5, jointWarmStart: true }),
        );
        for (let k = 0; k < 120; k++) step2(w);
        return w;
      },
      split: () => {
        const w = createWorld2(
          heavyChain(
            { links: 4, endMassRatio: 10, correction: 'mass-weighted' },
            { iterations: 5, jointWarmStart: true },
          ),
        );
        for (let k = 0; k < 120; k++) step2(w);
        return w;
      },
      soft: () => {
        const w = createWorld2(heavyChain({ links: 4, endMassRatio: 10 }));
        for (let k = 0; k < 120; k++) stepSoft2(w, { substeps: 2, relaxIterations: 3 });
        return w;
      },
    };
    for (const l of run.lanes) {
      const m = measureChain2(direct[l.solver]());
      const last = l.samples[120]!;
      expect(last.pen).toBe(m.maxGap * 1000);
      expect(last.drift).toBe(m.endStretch * 100);
      expect(last.ke).toBe(m.kinetic);
    }
    // The three runs differ: the solvers, not the scene, make the difference.
    const gaps = run.lanes.map((l) => l.peak);
    expect(new Set(gaps).size).toBe(3);
  });

  it('at 1 : 100 the heavy box on a light one gives the page’s table’s numbers, for the same solvers', () => {
    const run = runFor(at({ bScene: SCENE.heavy, bRatio: 2 }), 600);
    for (const solver of SOLVERS) {
      const table = massRatioRun(solver, 100);
      const l = lane(run, solver.key);
      expect(l.peak).toBeCloseTo(table.maxPenetration * 1000, 9);
      if (l.kind !== 'boxes') throw new Error('a box scene');
      expect(-measureStack2(l.world).drift).toBe(table.sink);
      const lastSecond = l.samples.slice(-60);
      expect(lastSecond.reduce((s, x) => s + x.ke / 60, 0)).toBeCloseTo(table.kinetic, 9);
    }
    // What the page says: both loops lose the heavy box (it ends some 1 m from where it started, its
    // largest overlap tens of centimetres); the soft step holds it within its springs' 35 mm.
    for (const key of ['baumgarte', 'split'] as const) {
      expect(lane(run, key).peak).toBeGreaterThan(300);
      expect(lane(run, key).samples[600]!.drift).toBeGreaterThan(90);
    }
    expect(lane(run, 'soft').peak).toBeGreaterThan(30);
    expect(lane(run, 'soft').peak).toBeLessThan(40);
    expect(lane(run, 'soft').samples[600]!.drift).toBeLessThan(5);
  });
});

describe('the scenes at the defaults show what the page says', () => {
  it('the tall stack: Baumgarte at four sweeps topples it; split impulses and the soft step hold it', () => {
    const run = runFor(at({ bScene: SCENE.stack }), 600);
    expect(lane(run, 'baumgarte').samples[600]!.drift).toBeGreaterThan(500); // cm: fallen
    expect(lane(run, 'split').samples[600]!.drift).toBeLessThan(10);
    expect(lane(run, 'soft').samples[600]!.drift).toBeLessThan(5);
  });

  it('overlap recovery: Baumgarte’s push flings the boxes; split impulses add no motion; the soft step caps its push', () => {
    const run = runFor(at({ bScene: SCENE.overlap }), 600);
    const peakKe = (key: Lane['solver']) => Math.max(...lane(run, key).samples.map((s) => s.ke));
    // The start's overlap: 25 cm at every row.
    for (const l of run.lanes) expect(l.samples[0]!.pen).toBeCloseTo(250, 9);
    expect(peakKe('baumgarte')).toBeGreaterThan(100);
    expect(peakKe('split')).toBeLessThan(0.5);
    expect(peakKe('soft')).toBeLessThan(peakKe('baumgarte') / 3);
    // All three end with the rows apart, within the slop or the springs' sink.
    for (const l of run.lanes) expect(l.samples[600]!.pen).toBeLessThan(10);
  });

  it('the chain at 1 : 100: the soft step’s largest gap is a fraction of both PGS runs’', () => {
    const run = runFor(at({ bScene: SCENE.chain }), 600);
    // src/sim's bench (README): warm-started PGS at 4 iterations 586 mm (Baumgarte) and 365 mm
    // (mass-weighted); soft 4 × 1, 144 mm.
    expect(lane(run, 'baumgarte').peak).toBeCloseTo(586, -1);
    expect(lane(run, 'split').peak).toBeCloseTo(365, -1);
    expect(lane(run, 'soft').peak).toBeCloseTo(144, -1);
  });
});

describe('restart and continue', () => {
  it('new settings carry every run on from the same state; a new scene or bench restarts them all', () => {
    const p = at();
    const run = runFor(p, 30);
    const positions = () => run.lanes.map((l) => (l.kind === 'boxes' ? l.world.bodies.map((b) => b.y) : []));
    const before = positions();
    expect(run.apply({ ...p })).toBe('same');
    expect(run.apply({ ...p, bIter: 9, bSub: 2, bRelax: 0 })).toBe('continue');
    expect(run.steps).toBe(30);
    expect(positions()).toEqual(before);
    for (const l of run.lanes) expect(l.samples).toHaveLength(31);
    const settings = run.lanes.map((l) => (l.kind === 'boxes' ? l.world.settings : null));
    expect(settings[0]!.iterations).toBe(9);
    expect(settings[1]!.iterations).toBe(9);
    expect(settings[2]).toMatchObject({ substeps: 2, relaxIterations: 0 });
    // A continued run is the stepper's with the settings changed at step 30.
    run.step();
    let direct = createStackWorld2(heavyOnLight({ ratio: 100 }, { iterations: 4 }));
    for (let k = 0; k < 30; k++) stepStack2(direct);
    direct = cloneStackWorld2(direct, { iterations: 9 });
    stepStack2(direct);
    expect(lane(run, 'baumgarte').samples[31]!.pen).toBe(measureStack2(direct).maxPenetration * 1000);

    // Parameters the scene does not use are inert and restart nothing.
    expect(run.apply({ ...p, bIter: 9, bSub: 2, bRelax: 0, bRows: 3, bBoxes: 4, bLinks: 7 })).toBe('same');
    expect(run.apply({ ...p, bIter: 9, bSub: 2, bRelax: 0, bSolvers: 2 })).toBe('restart');
    expect(run.steps).toBe(0);
    expect(run.lanes.map((l) => l.solver)).toEqual(['baumgarte', 'soft']);
    expect(run.apply({ ...p, bSolvers: 2, bRatio: 0 })).toBe('restart');
    expect(run.lanes[0]!.samples).toHaveLength(1);
  });

  it('on the chain, new iterations reach step2 and new substeps stepSoft2, from the same state', () => {
    const p = at({ bScene: SCENE.chain });
    const run = runFor(p, 20);
    expect(run.apply({ ...p, bIter: 12, bSub: 8 })).toBe('continue');
    const pgs = lane(run, 'baumgarte');
    const soft = lane(run, 'soft');
    if (pgs.kind !== 'chain' || soft.kind !== 'chain') throw new Error('the chain');
    expect(pgs.world.config.iterations).toBe(12);
    expect(soft.soft).toEqual({ substeps: 8, relaxIterations: 1 });
    expect(pgs.world.steps).toBe(20);
  });

  it('the scene key names what builds the worlds, and nothing else', () => {
    expect(benchSceneKey(at())).toBe('heavy 100 baumgarte split soft');
    expect(benchSceneKey(at({ bIter: 20, bRows: 3 }))).toBe('heavy 100 baumgarte split soft');
    expect(benchSceneKey(at({ bScene: SCENE.pyramid, bRows: 10, bSolvers: 2 }))).toBe(
      'pyramid 10 baumgarte soft',
    );
  });
});

describe('the controls', () => {
  const reason = (name: string, p: Partial<BenchValues>) =>
    inertReason(
      benchParams.find((q) => q.name === name)!,
      at(p),
    );

  it('every set of solvers holds two or three', () => {
    for (const set of SOLVER_SETS) expect(set.solvers.length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < SOLVER_SETS.length; i++)
      expect(new BenchRun(at({ bSolvers: i })).lanes.length).toBe(SOLVER_SETS[i]!.solvers.length);
  });

  it('a control the current scene or bench cannot use is disabled and says why', () => {
    expect(reason('bRatio', {})).toBeNull();
    expect(reason('bRatio', { bScene: SCENE.chain })).toBeNull();
    expect(reason('bRatio', { bScene: SCENE.stack })).toMatch(/mass ratio/);
    expect(reason('bBoxes', { bScene: SCENE.stack })).toBeNull();
    expect(reason('bBoxes', {})).toMatch(/boxes/);
    expect(reason('bRows', { bScene: SCENE.pyramid })).toBeNull();
    expect(reason('bRows', { bScene: SCENE.overlap })).toMatch(/rows/);
    expect(reason('bOverlap', { bScene: SCENE.overlap })).toBeNull();
    expect(reason('bLinks', { bScene: SCENE.chain })).toBeNull();
    expect(reason('bIter', {})).toBeNull();
    expect(reason('bSub', { bSolvers: 1 })).toMatch(/soft step is not on the bench/);
    expect(reason('bRelax', { bSolvers: 1 })).toMatch(/soft step is not on the bench/);
    expect(reason('bIter', { bSolvers: 3 })).toBeNull(); // split and soft: one PGS solver
  });

  // The most work per step (16 substeps of 60 sweeps) runs 20 steps, 320 substeps: enough to settle
  // every scene's first contacts, at a tenth of the unit layer's time 120 steps took.
  it('no NaN at the extremes of every control, in every scene (120 steps, 20 at the most work)', () => {
    const extremes: { values: Partial<BenchValues>; steps: number }[] = [
      { values: { bIter: 1, bSub: 1, bRelax: 0 }, steps: 120 },
      { values: { bIter: 50, bSub: 16, bRelax: 10 }, steps: 20 },
    ];
    const scenes: Partial<BenchValues>[] = [
      { bScene: SCENE.stack, bBoxes: 2 },
      { bScene: SCENE.stack, bBoxes: 20 },
      { bScene: SCENE.pyramid, bRows: 2 },
      { bScene: SCENE.pyramid, bRows: 10 },
      { bScene: SCENE.heavy, bRatio: 0 },
      { bScene: SCENE.heavy, bRatio: 2 },
      { bScene: SCENE.overlap, bOverlap: 1 },
      { bScene: SCENE.overlap, bOverlap: 40 },
      { bScene: SCENE.chain, bLinks: 2, bRatio: 0 },
      { bScene: SCENE.chain, bLinks: 20, bRatio: 2 },
    ];
    for (const s of scenes)
      for (const { values: e, steps } of extremes) {
        const run = runFor(at({ ...s, ...e }), steps);
        for (const l of run.lanes)
          for (const x of l.samples)
            for (const v of [x.t, x.pen, x.drift, x.ke]) expect(Number.isFinite(v)).toBe(true);
        const d = benchDomains(at({ ...s, ...e }));
        for (const [lo, hi] of [d.pen, d.drift, d.ke]) expect(hi).toBeGreaterThan(lo);
      }
  });
});

describe('the figures', () => {
  it('the charts: a 10 s window that doubles, and at most PLOT_POINTS points per line', () => {
    expect(plotWindow(10)).toBe(10);
    expect(plotWindow(10.01)).toBe(20);
    const run = runFor(at({ bScene: SCENE.stack, bBoxes: 2, bSolvers: 1 }), 1500);
    const drawn = plotSamples(run.lanes[0]!.samples);
    expect(drawn.length).toBeLessThanOrEqual(PLOT_POINTS + 1);
    expect(drawn.at(-1)).toBe(run.lanes[0]!.samples[1500]);
  });

  it('the build-time preview is the live runs’ first window at the defaults', () => {
    const preview = previewRun(at());
    expect(preview.steps).toBe(PREVIEW_STEPS);
    const live = runFor(at(), 60);
    preview.lanes.forEach((l, i) => expect(l.samples[60]).toEqual(live.lanes[i]!.samples[60]));
  });

  it('each panel holds its scene at t = 0: the ground at the bottom, room for a box to slide off', () => {
    const heavy = benchBounds(new BenchRun(at()).lanes[0]!);
    expect(heavy.yMin).toBe(0);
    expect(heavy.yMax).toBeCloseTo(2.498, 9); // two 1 m boxes, each sunk 1 mm, and half a metre
    expect(heavy.xMax).toBeGreaterThanOrEqual(1.5);
    const chain = benchBounds(new BenchRun(at({ bScene: SCENE.chain })).lanes[0]!);
    expect(chain.xMax).toBeGreaterThan(1.5); // three 0.5 m links, straight out
    expect(chain.yMin).toBeLessThan(-1.5); // and hanging down
  });
});
