// The sequential-impulse page's two simulation widgets: Newton's cradle resolved by three models
// (checked against cases worked by hand and against momentum and energy everywhere on the parameter
// grid; its restitution disabled, with the reason, when nothing collides),
// and the live box stack's run (reference values of a short run at the defaults, what the controls
// do to a standing stack, restart against continue).
import { describe, expect, it } from 'vitest';
import { defaults, inertReason } from '../../../src/params/spec';
import { parseParams } from '../../../src/params/url';
import {
  cradleParams,
  cradleScenario,
  type CradleValues,
} from '../../../src/chapters/sequential-impulses/cradle-scenario';
import {
  PLOT_POINTS,
  PREVIEW_STEPS,
  StackRun,
  plotSamples,
  plotWindow,
  previewSamples,
  sceneBounds,
  stackConfig,
  stackParams,
  type StackValues,
} from '../../../src/chapters/sequential-impulses/stack-scenario';
import { STACK_DEFAULTS } from '../../../src/sim';
import { contactMatrix2, sequentialImpulses2, vec2 } from '../../../src/solver';

const cradle = (p: Partial<CradleValues>) => cradleScenario({ ...defaults(cradleParams), ...p });

const close = (got: readonly number[], want: readonly number[], digits = 12) => {
  expect(got).toHaveLength(want.length);
  got.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, digits));
};

const param = (name: string) => cradleParams.find((p) => p.name === name)!;

describe('the cradle, worked by hand', () => {
  it('N = 3, one ball in at 1 m/s, e = 1, left to right: each push swaps a pair, (0, 0, 1) in one pass', () => {
    // Pass 1: contact 0 swaps (1, 0) → (0, 1, 0); contact 1 swaps (1, 0) → (0, 0, 1); nothing approaches.
    const c = cradle({ crN: 3, crK: 1, crV: 1, crE: 1, crOrder: 0 });
    close(c.pairwise.v, [0, 0, 1]);
    expect(c.pairwise.passes).toBe(1);
    expect(c.pairwise.settled).toBe(true);
  });

  it('the same hit all at once: λ = (4/3, 2/3), (−1/3, 2/3, 2/3)', () => {
    // b = (v1 − v0, v2 − v1) = (−1, 0); target b' = b + e·min(b, 0) = (−2, 0);
    // K = [[2, −1], [−1, 2]]; both contacts push: K λ = (2, 0) → λ1 = 2/3, λ0 = 2 λ1 = 4/3;
    // v0 = 1 − λ0 = −1/3, v1 = λ0 − λ1 = 2/3, v2 = λ1 = 2/3.
    const c = cradle({ crN: 3, crK: 1, crV: 1, crE: 1 });
    close(c.simultaneous.lambda, [4 / 3, 2 / 3]);
    close(c.simultaneous.v, [-1 / 3, 2 / 3, 2 / 3]);
    // Momentum 1 in both; energy ½ in both: ½(1/9 + 4/9 + 4/9) = ½.
    expect(c.momentumBefore).toBe(1);
    expect(c.pairwise.momentum).toBeCloseTo(1, 12);
    expect(c.simultaneous.momentum).toBeCloseTo(1, 12);
    expect(c.kineticBefore).toBe(0.5);
    expect(c.pairwise.kinetic).toBeCloseTo(0.5, 12);
    expect(c.simultaneous.kinetic).toBeCloseTo(0.5, 12);
    // The largest gap is ball 2: 2/3 against 0 (balls 1 and 3 differ by 1/3).
    expect(c.difference).toBeCloseTo(2 / 3, 12);
    expect(c.note).toBeNull();
  });

  it('the chapter’s loop lands on (−1/3, 2/3, 2/3) in either order: the model decides, not the order', () => {
    // Targets once: t = e·max(−b, 0) = (1, 0). Left to right, sweep 1: λ = (1, ½), v = (0, ½, ½);
    // sweep 2: λ = (1.25, 0.625); each sweep divides the error by 4, towards λ = (4/3, 2/3).
    for (const crOrder of [0, 1]) {
      const c = cradle({ crN: 3, crK: 1, crV: 1, crE: 1, crOrder });
      close(c.loop.v, [-1 / 3, 2 / 3, 2 / 3]);
      close(c.loop.lambda, [4 / 3, 2 / 3]);
      close(c.pairwise.v, [0, 0, 1]);
      expect(c.loop.momentum).toBeCloseTo(1, 12);
      expect(c.loop.kinetic).toBeCloseTo(0.5, 12);
      // Within 1e-9 m/s of the LCP: the largest error after sweep k is (1/3)·4^(1−k) left to right,
      // twice that right to left; both first ≤ 1e-9 at k = 16 (3.1e-10 and 6.2e-10; 1.2e-9 and
      // 2.5e-9 at k = 15).
      expect(c.loop.agreeAfter).toBe(16);
    }
  });

  it('right to left, the first pass finds the right pair at rest: two passes for the same (0, 0, 1)', () => {
    // Pass 1: contact 1 (0, 0) nothing; contact 0 swaps → (0, 1, 0). Pass 2: contact 1 swaps → (0, 0, 1).
    const c = cradle({ crN: 3, crK: 1, crV: 1, crE: 1, crOrder: 1 });
    expect(c.order.key).toBe('right-to-left');
    close(c.pairwise.v, [0, 0, 1]);
    expect(c.pairwise.passes).toBe(2);
  });

  it('N = 5, two balls in at 2 m/s, e = 1: two leave at 2 m/s one pair at a time, after two passes', () => {
    // Pass 1 carries ball 2's speed to ball 5: (2, 0, 0, 0, 2); pass 2 carries ball 1's to ball 4.
    const c = cradle({ crN: 5, crK: 2, crV: 2, crE: 1 });
    close(c.before, [2, 2, 0, 0, 0]);
    close(c.pairwise.v, [0, 0, 0, 2, 2]);
    expect(c.pairwise.passes).toBe(2);
    expect(c.pairwise.momentum).toBeCloseTo(4, 12);
    expect(c.pairwise.kinetic).toBeCloseTo(4, 12);
  });

  it('e = 0: all at once gives one common velocity v/N at once; one pair at a time only tends to it', () => {
    // b' = b = (−1, 0): K λ = (1, 0) → λ = (2/3, 1/3), every ball at 1/3. T = 3·½·(1/3)² = 1/6.
    const c = cradle({ crN: 3, crK: 1, crV: 1, crE: 0 });
    close(c.simultaneous.v, [1 / 3, 1 / 3, 1 / 3]);
    expect(c.simultaneous.kinetic).toBeCloseTo(1 / 6, 12);
    // First pass: (½, ½, 0) then (½, ¼, ¼); each later pass shrinks the spread.
    c.pairwise.v.forEach((v) => expect(v).toBeCloseTo(1 / 3, 6));
    expect(c.pairwise.passes).toBeGreaterThan(1);
  });

  it('nothing to resolve says so and leaves every ball as it was', () => {
    const still = cradle({ crV: 0 });
    expect(still.note).toMatch(/v = 0/);
    close(still.pairwise.v, [0, 0, 0]);
    const all = cradle({ crN: 3, crK: 5, crV: 1 });
    expect(all.k).toBe(3);
    expect(all.note).toMatch(/only 3 balls/);
    close(all.pairwise.v, [1, 1, 1]);
    close(all.loop.v, [1, 1, 1]);
    close(all.simultaneous.v, [1, 1, 1]);
  });

  it('when nothing collides, the restitution is disabled and says why', () => {
    for (const name of ['crE']) {
      const at = (p: Partial<CradleValues>) => inertReason(param(name), { ...defaults(cradleParams), ...p });
      expect(at({ crN: 5, crK: 5 })).toMatch(/^Nothing collides: all the balls come in together/);
      expect(at({ crN: 3, crK: 4 })).toMatch(/^Nothing collides/);
      expect(at({ crV: 0 })).toMatch(/^Nothing collides: no ball moves/);
      expect(at({ crN: 5, crK: 4 })).toBeNull();
      expect(at({})).toBeNull();
    }
    for (const name of ['crN', 'crK', 'crV', 'crOrder'])
      expect(inertReason(param(name), { ...defaults(cradleParams), crN: 5, crK: 5 })).toBeNull();
    // And nothing they could change: every model leaves the balls as they came, at any e and order.
    for (const crE of [0, 0.5, 1])
      for (const crOrder of [0, 1]) {
        const c = cradle({ crN: 5, crK: 5, crV: 2, crE, crOrder });
        for (const m of [c.pairwise, c.loop, c.simultaneous]) close(m.v, [2, 2, 2, 2, 2]);
      }
  });
});

describe('the cradle’s restitution is disabled exactly when it can change nothing', () => {
  it('over the whole grid: a reason when e = 0 and e = 1 give the same balls in every model, none when they differ', () => {
    const models = (c: ReturnType<typeof cradle>) => [c.pairwise.v, c.loop.v, c.simultaneous.v];
    for (const crN of [3, 4, 5])
      for (const crK of [1, 2, 3, 4, 5])
        for (const crV of [0, 0.1, 2.5, 5])
          for (const crOrder of [0, 1]) {
            const at = { crN, crK, crV, crOrder };
            const reason = inertReason(param('crE'), { ...defaults(cradleParams), ...at });
            const [soft, hard] = [0, 1].map((crE) => models(cradle({ ...at, crE })));
            const same = soft!.every((v, m) => v.every((x, i) => Math.abs(x - hard![m]![i]!) < 1e-12));
            expect(reason !== null, JSON.stringify(at)).toBe(same);
          }
  });
});

describe('the cradle over the whole parameter grid', () => {
  it('keeps momentum, never gains energy and never shows NaN, in all three models; the loop lands on the LCP', () => {
    for (const crN of [3, 4, 5])
      for (const crK of [1, 2, 3, 4, 5])
        for (const crV of [0, 0.1, 2.5, 5])
          for (const crE of [0, 0.35, 0.95, 1])
            for (const crOrder of [0, 1]) {
              const c = cradle({ crN, crK, crV, crE, crOrder });
              const tol = 1e-9 * Math.max(1, c.momentumBefore);
              expect(c.loop.agreeAfter).not.toBeNull();
              for (const m of [c.pairwise, c.loop, c.simultaneous]) {
                expect(m.v.every(Number.isFinite)).toBe(true);
                expect(Math.abs(m.momentum - c.momentumBefore)).toBeLessThan(tol);
                expect(m.kinetic).toBeLessThanOrEqual(c.kineticBefore * (1 + 1e-12) + 1e-15);
              }
              // After either, no pair still approaches (beyond what a pass leaves at e < 1).
              if (c.pairwise.settled)
                for (let i = 1; i < crN; i++)
                  expect(c.pairwise.v[i]! - c.pairwise.v[i - 1]!).toBeGreaterThanOrEqual(-1e-12);
            }
  });

  it('a link with out-of-range values gets safe values and a notice', () => {
    const { values, notices } = parseParams(cradleParams, '?crN=9&crE=-1&crV=abc');
    expect(values.crN).toBe(5);
    expect(values.crE).toBe(0);
    expect(values.crV).toBe(1);
    expect(notices.length).toBeGreaterThan(0);
    expect(cradleScenario(values).pairwise.v.every(Number.isFinite)).toBe(true);
  });
});

const stackAt = (p: Partial<StackValues> = {}): StackValues => ({ ...defaults(stackParams), ...p });

/** Runs `steps` steps and returns the run. */
function runFor(p: StackValues, steps: number): StackRun {
  const run = new StackRun(p);
  for (let k = 0; k < steps; k++) run.step();
  return run;
}

describe('the stack', () => {
  it('its defaults are the stepper’s: 10 boxes, 10 sweeps, warm starting, accumulated clamping, 60 Hz', () => {
    const c = stackConfig(stackAt());
    expect(c.boxes).toHaveLength(11); // the ground and ten boxes
    expect(c.settings).toMatchObject({
      iterations: STACK_DEFAULTS.iterations,
      warmStart: true,
      clamp: 'accumulated',
      beta: STACK_DEFAULTS.beta,
      slop: STACK_DEFAULTS.slop,
      restitution: STACK_DEFAULTS.restitution,
      friction: STACK_DEFAULTS.friction,
    });
    expect(stackConfig(stackAt({ stScene: 1, stRows: 4 })).boxes).toHaveLength(11); // 1 + 4+3+2+1
  });

  it('reference values after one second at the defaults', () => {
    // A deterministic run (no randomness in the scenes or the step): these are its numbers. The
    // stack has sunk into the slop while warm starting carries the weight in, and holds there.
    const s = runFor(stackAt(), 60).last;
    expect(s.t).toBeCloseTo(1, 12);
    expect(s.contacts).toBe(20);
    expect(s.pen).toBeGreaterThan(0.5);
    expect(s.pen).toBeLessThan(STACK_DEFAULTS.slop * 1000);
    expect(s.pen).toBeCloseTo(3.600616502544, 9); // mm
    expect(s.dy).toBeCloseTo(-1.484239003523, 9); // cm: sunk 1.5 cm
    expect(s.dx).toBeCloseTo(-0.153578514891, 9); // cm: 1.5 mm sideways
    expect(s.ke).toBeCloseTo(4.129622156e-6, 14); // J: still
  });

  it('stands for 10 s at the defaults; without warm starting, or clamping each increment, it does not', () => {
    const standing = runFor(stackAt(), 600);
    const top = (r: StackRun) => Math.max(...r.samples.map((s) => Math.hypot(s.dx, s.dy)));
    // Sunk about 2 cm in the first few tenths of a second, then still.
    expect(top(standing)).toBeLessThan(3);
    expect(Math.abs(standing.last.dx)).toBeLessThan(0.5);
    expect(standing.last.ke).toBeLessThan(1e-3);
    expect(standing.last.contacts).toBe(20);
    for (const worse of [stackAt({ stWarm: false }), stackAt({ stAccum: false })]) {
      const r = runFor(worse, 600);
      expect(top(r)).toBeGreaterThan(10 * top(standing));
    }
  });

  it('a new scene starts over; new settings go on from the same state', () => {
    const p = stackAt();
    const run = runFor(p, 30);
    const y = run.world.bodies.map((b) => b.y);
    expect(run.apply({ ...p })).toBe('same');
    expect(run.apply({ ...p, stIter: 3, stWarm: false })).toBe('continue');
    expect(run.world.steps).toBe(30);
    expect(run.samples).toHaveLength(31);
    expect(run.world.settings.iterations).toBe(3);
    expect(run.world.settings.warmStart).toBe(false);
    expect(run.world.bodies.map((b) => b.y)).toEqual(y);
    // The row count does not build the stack: it is inert there.
    expect(run.apply({ ...p, stIter: 3, stWarm: false, stRows: 7 })).toBe('same');
    expect(run.apply({ ...p, stBoxes: 4 })).toBe('restart');
    expect(run.world.steps).toBe(0);
    expect(run.samples).toHaveLength(1);
    expect(run.world.bodies).toHaveLength(5);
  });

  it('stays finite at the extremes of every control', () => {
    const extremes: Partial<StackValues>[] = [
      { stIter: 0 },
      { stIter: 50, stBeta: 1, stSlop: 0 },
      { stBoxes: 20, stE: 1, stMu: 0 },
      { stScene: 1, stRows: 10, stIter: 0, stWarm: false, stAccum: false },
      { stScene: 1, stRows: 1, stBeta: 0, stSlop: 20, stMu: 1.5 },
    ];
    for (const e of extremes) {
      const r = runFor(stackAt(e), 120);
      for (const s of r.samples)
        for (const v of [s.t, s.pen, s.dx, s.dy, s.ke, s.contacts]) expect(Number.isFinite(v)).toBe(true);
    }
  });

  it('the charts: a 10 s window that doubles, and at most PLOT_POINTS points per line', () => {
    expect(plotWindow(0)).toBe(10);
    expect(plotWindow(10)).toBe(10);
    expect(plotWindow(10.01)).toBe(20);
    expect(plotWindow(75)).toBe(80);
    const run = runFor(stackAt({ stBoxes: 2 }), 1500);
    const drawn = plotSamples(run.samples);
    expect(drawn.length).toBeLessThanOrEqual(PLOT_POINTS + 1);
    expect(drawn[0]).toBe(run.samples[0]);
    expect(drawn.at(-1)).toBe(run.last);
    expect(plotSamples(run.samples.slice(0, 100))).toHaveLength(100);
  });

  it('the build-time preview is the live run’s first window at the defaults', () => {
    const preview = previewSamples(stackAt());
    expect(preview).toHaveLength(PREVIEW_STEPS + 1);
    const live = runFor(stackAt(), 60);
    expect(preview[60]).toEqual(live.last);
  });

  it('the diagram’s view holds the scene with room to fall sideways', () => {
    const b = sceneBounds(new StackRun(stackAt()).world);
    // Ten 1 m boxes, each sunk 1 mm into the one below, and half a metre above.
    expect(b.yMax).toBeCloseTo(10.49, 9);
    expect(b.xMin).toBeLessThan(-1.5);
    expect(b.xMax).toBe(-b.xMin);
  });
});

describe('a heavy box on a light one (the page’s numbers)', () => {
  const pair = (top: number) => {
    const run = new StackRun(stackAt({ stBoxes: 2, stTop: top }));
    let pen = 0;
    for (let k = 0; k < 600; k++) pen = Math.max(pen, run.step().pen);
    return { pen, last: run.last };
  };

  it('×10 holds, overlapping by at most 4.1 mm; ×100 pushes the light box 220 mm in and slides off', () => {
    const ten = pair(10);
    expect(ten.pen).toBeCloseTo(4.09, 2);
    expect(-ten.last.dy).toBeLessThan(1);
    const hundred = pair(100);
    expect(hundred.pen).toBeCloseTo(220.2, 1);
    // Off the light box: more than a box width sideways, and a whole box lower (on the ground).
    expect(Math.abs(hundred.last.dx)).toBeGreaterThan(100);
    expect(-hundred.last.dy).toBeGreaterThan(99);
  });

  it('Gauss–Seidel leaves M/(M + m) of the error per sweep: 91 % and 99 %, so ten sweeps remove 61 % and 9.5 %', () => {
    // The two rows through the centres, from the solver's K; the share a sweep leaves, measured on
    // the solver's own sweeps (the change of the upper row's total, sweep over sweep).
    for (const [ratio, left, removed] of [
      [10, 0.91, 0.61],
      [100, 0.99, 0.095],
    ] as const) {
      const ground = { invMass: 0, invInertia: 0, v: vec2(0, 0), w: 0 };
      const box = (m: number) => ({ invMass: 1 / m, invInertia: 6 / m, v: vec2(0, -0.1635), w: 0 });
      const bodies = [ground, box(1), box(ratio)];
      const rows = [
        { a: 0, b: 1, rA: vec2(0, 0), rB: vec2(0, -0.5), n: vec2(0, 1) },
        { a: 1, b: 2, rA: vec2(0, 0.5), rB: vec2(0, -0.5), n: vec2(0, 1) },
      ];
      const { K } = contactMatrix2(bodies, rows);
      const rho = K[0]![1]! ** 2 / (K[0]![0]! * K[1]![1]!);
      expect(rho).toBeCloseTo(ratio / (ratio + 1), 12);
      const h = sequentialImpulses2(bodies, rows, { iterations: 4 }).history.map((l) => l[1]!);
      expect((h[3]! - h[2]!) / (h[2]! - h[1]!)).toBeCloseTo(rho, 9);
      expect(rho).toBeCloseTo(left, 2);
      expect(1 - rho ** 10).toBeCloseTo(removed, ratio === 100 ? 3 : 2);
    }
  });
});
