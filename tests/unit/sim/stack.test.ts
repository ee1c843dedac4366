// The box-stack stepper (src/sim/stack-*.ts): persistence and warm starting, a stack and a pyramid
// at the default settings, energy, the loop sweep by sweep, restitution, friction, split impulses.
import {
  boxOnGround,
  boxPyramid,
  boxStack,
  cloneStackWorld2,
  createStackWorld2,
  finishStack2,
  iterateStack2,
  measureStack2,
  prepareStack2,
  runStack2,
  stackContacts2,
  STACK_DEFAULTS,
  stepStack2,
  type RowOrder,
  type StackConfig2,
  type StackSettings2,
  type StackWorld2,
} from '../../../src/sim';

const { slop, dt } = STACK_DEFAULTS;
const G = -STACK_DEFAULTS.gravity.y;

const run = (world: StackWorld2, steps: number): StackWorld2 => {
  for (let k = 0; k < steps; k++) stepStack2(world);
  return world;
};

describe('a box resting flat on the ground: its two bottom corners', () => {
  // 1 m × 0.5 m, 1 kg, sunk 1 mm (inside the slop): the manifold is the two corners of its face.
  const world = run(createStackWorld2(boxOnGround()), 120);
  const manifold = world.contacts.manifolds[0]!;

  test('keep their feature ids and their manifold from step to step', () => {
    const ids = stackContacts2(world).map((c) => c.feature);
    expect(ids).toHaveLength(2);
    for (let k = 0; k < 60; k++) {
      stepStack2(world);
      expect(world.contacts.manifolds).toEqual([manifold]);
      expect(world.contacts.manifolds[0]).toBe(manifold);
      expect(stackContacts2(world).map((c) => c.feature)).toEqual(ids);
    }
  });

  test('carry their impulses into the next step, where they alone cancel its gravity (warm start)', () => {
    const before = stackContacts2(world).map((c) => c.normalImpulse);
    const frozen = cloneStackWorld2(world);
    prepareStack2(frozen);
    expect(stackContacts2(frozen).map((c) => c.normalImpulse)).toEqual(before);
    const { v, w } = frozen.bodies[1]!.motion;
    // Gravity gave −g·Δt; last step's impulses, applied before any sweep, give it back.
    expect(Math.abs(v.x) + Math.abs(v.y) + Math.abs(w)).toBeLessThan(1e-9);
  });

  test('without warm starting, a step starts from zero impulses and the full −g·Δt', () => {
    const cold = cloneStackWorld2(world, { warmStart: false });
    prepareStack2(cold);
    expect(stackContacts2(cold).map((c) => c.normalImpulse)).toEqual([0, 0]);
    expect(cold.bodies[1]!.motion.v.y).toBeCloseTo(-G * dt, 12);
  });

  test('each carry half the weight: λ₁ + λ₂ = m·g·Δt, λ₁ = λ₂', () => {
    const [a, b] = stackContacts2(world).map((c) => c.normalImpulse) as [number, number];
    const weight = 1 * G * dt;
    expect(a + b).toBeCloseTo(weight, 12);
    expect(a).toBeCloseTo(weight / 2, 7);
    expect(b).toBeCloseTo(weight / 2, 7);
  });
});

/** Largest penetration over a run, and how far the top box's height moves once the stack has settled. */
function stackRun(settings: Partial<StackSettings2>): { penetration: number; creep: number } {
  const world = createStackWorld2(boxStack({ count: 10 }, settings));
  let penetration = 0;
  let creep = 0;
  let settledAt = NaN;
  for (let k = 1; k <= 600; k++) {
    stepStack2(world);
    const m = measureStack2(world);
    penetration = Math.max(penetration, m.maxPenetration);
    // The first second is the settling: the first step starts from zero impulses, and ten sweeps
    // hold only part of ten boxes' weight; warm starting carries the rest in over a few steps.
    if (k === 60) settledAt = m.drift;
    if (k > 60) creep = Math.max(creep, Math.abs(m.drift - settledAt));
  }
  return { penetration, creep };
}

describe('a stack of 10 boxes, 600 steps (10 s)', () => {
  const reference = stackRun({});

  test('at the defaults: once settled, the top box holds its height to within the slop, and no contact sinks past 2× the slop', () => {
    expect(reference.creep).toBeLessThan(slop);
    expect(reference.penetration).toBeLessThan(2 * slop);
  });

  const missesAndWorse = (other: { penetration: number; creep: number }): void => {
    const misses = [
      other.creep >= slop && other.creep > reference.creep,
      other.penetration >= 2 * slop && other.penetration > reference.penetration,
    ];
    expect(misses).toContain(true);
  };

  test('without warm starting, it misses (and does worse than the defaults)', () => {
    missesAndWorse(stackRun({ warmStart: false }));
  });

  test('clamping each increment instead of the total, it misses (and does worse than the defaults)', () => {
    missesAndWorse(stackRun({ clamp: 'increment' }));
  });
});

describe('a pyramid of 10 rows (55 boxes), 300 steps at the defaults', () => {
  const world = createStackWorld2(boxPyramid());
  const start = world.bodies.map((b) => ({ x: b.x, y: b.y }));
  run(world, 60);
  const settled = world.bodies.map((b) => ({ x: b.x, y: b.y }));
  run(world, 240);

  test('has 55 boxes on 200 contact points (two per face on face)', () => {
    expect(world.bodies).toHaveLength(56);
    expect(measureStack2(world).contacts).toBe(200);
  });

  test('stands: no box moves 1 cm from where it started, nor 0.1 mm after the first second', () => {
    world.bodies.forEach((b, i) => {
      expect(Math.hypot(b.x - start[i]!.x, b.y - start[i]!.y)).toBeLessThan(0.01);
      expect(Math.hypot(b.x - settled[i]!.x, b.y - settled[i]!.y)).toBeLessThan(1e-4);
    });
    expect(measureStack2(world).kinetic).toBeLessThan(1e-9);
  });

  test('runs bit-identically twice', () => {
    const again = run(createStackWorld2(boxPyramid()), 300);
    expect(again.bodies.map((b) => [b.x, b.y, b.angle])).toEqual(
      world.bodies.map((b) => [b.x, b.y, b.angle]),
    );
  });
});

describe('energy at β = 0 and e = 0', () => {
  /** Steps whose E = T + U exceeds the step before's by more than rounding. */
  function rises(config: StackConfig2, steps: number): number {
    const world = createStackWorld2(config);
    const energy = (): number => {
      const m = measureStack2(world);
      return m.kinetic + m.potential;
    };
    let count = 0;
    let E = energy();
    for (let k = 0; k < steps; k++) {
      stepStack2(world);
      const next = energy();
      if (next - E > 1e-12 * Math.abs(next)) count += 1;
      E = next;
    }
    return count;
  }
  const still = { beta: 0, restitution: 0 };

  // Sweeps from zero impulses only take kinetic energy away: each row's update is the impulse
  // that minimises the kinetic energy along that row within its clamp.
  test('never grows with the sweeps starting from zero impulses: a stack settling, a box dropped flat', () => {
    const cold = { ...still, warmStart: false, iterations: 50 };
    expect(rises(boxStack({ count: 3, gap: 0.002 }, cold), 300)).toBe(0);
    expect(rises(boxStack({ count: 5, gap: 0.01, stagger: 0.2 }, cold), 300)).toBe(0);
    expect(rises(boxOnGround({ drop: 0.05 }, { ...still, warmStart: false }), 300)).toBe(0);
    expect(rises(boxOnGround({ drop: 0.2, angle: 0.3 }, { ...still, warmStart: false }), 300)).toBe(0);
  });

  // Warm starting applies last step's impulses again before the sweeps: where a contact no longer
  // needs them (the step after a landing, a stack bouncing on its contacts) that is positive work,
  // which unconverged sweeps do not all take back.
  test('can grow with warm starting (the default)', () => {
    expect(rises(boxStack({ count: 3, gap: 0.002 }, { ...still, iterations: 50 }), 300)).toBeGreaterThan(0);
    expect(rises(boxOnGround({ drop: 0.05 }, still), 300)).toBeGreaterThan(0);
  });
});

describe('one step sweep by sweep, on a frozen copy', () => {
  const running = run(createStackWorld2(boxStack({ count: 5 })), 90);

  test('prepare + 10 sweeps + finish is exactly stepStack2, and the running world is untouched', () => {
    const before = running.bodies.map((b) => [b.x, b.y, b.angle, b.motion.v.x, b.motion.v.y, b.motion.w]);
    const a = cloneStackWorld2(running);
    const b = cloneStackWorld2(running);
    stepStack2(a);
    prepareStack2(b);
    for (let i = 0; i < 10; i++) iterateStack2(b);
    finishStack2(b);
    expect(b.bodies.map((x) => [x.x, x.y, x.angle])).toEqual(a.bodies.map((x) => [x.x, x.y, x.angle]));
    expect(stackContacts2(b)).toEqual(stackContacts2(a));
    expect(running.bodies.map((x) => [x.x, x.y, x.angle, x.motion.v.x, x.motion.v.y, x.motion.w])).toEqual(
      before,
    );
  });

  test('the order of calls is enforced', () => {
    const w = cloneStackWorld2(running);
    expect(() => iterateStack2(w)).toThrow(/prepareStack2 first/);
    expect(() => finishStack2(w)).toThrow(/prepareStack2 first/);
    prepareStack2(w);
    expect(() => prepareStack2(w)).toThrow(/finishStack2 first/);
    expect(() => iterateStack2(w, -1)).toThrow(RangeError);
  });

  test('the step after a landing: accumulated totals give the warm start back; increments cannot', () => {
    // A box lands flat at about 1 m/s: that step's impulses stop the fall. The next step warm
    // starts with them, which throws the box up again; the sweeps must take most of it back.
    // β = 0: the landing overlaps beyond the slop, and the Baumgarte push would add to the weight.
    const landed = createStackWorld2(boxOnGround({ drop: 0.05 }, { beta: 0 }));
    while (landed.contacts.manifolds.length === 0 || stackContacts2(landed)[0]!.normalImpulse === 0)
      stepStack2(landed);
    const landing = stackContacts2(landed).reduce((s, c) => s + c.normalImpulse, 0);
    const sweeps = (clamp: 'accumulated' | 'increment'): { totals: number[]; vy: number } => {
      const w = cloneStackWorld2(landed, { clamp });
      prepareStack2(w);
      const totals = [stackContacts2(w).reduce((s, c) => s + c.normalImpulse, 0)];
      iterateStack2(w, 10, (x) => totals.push(stackContacts2(x).reduce((s, c) => s + c.normalImpulse, 0)));
      return { totals, vy: w.bodies[1]!.motion.v.y };
    };
    const accumulated = sweeps('accumulated');
    const increment = sweeps('increment');
    expect(accumulated.totals[0]).toBe(landing);
    // Back to the weight, m·g·Δt, and the box at rest (to what ten sweeps reach).
    expect(accumulated.totals[10]).toBeCloseTo(1 * G * dt, 4);
    expect(Math.abs(accumulated.vy)).toBeLessThan(1e-4);
    // Increments are never negative: the total never falls below the landing's, and the box leaves
    // the ground at nearly the speed it landed with.
    for (let k = 1; k <= 10; k++)
      expect(increment.totals[k]).toBeGreaterThanOrEqual(increment.totals[k - 1]!);
    expect(increment.vy).toBeGreaterThan(0.9 * (landing - G * dt));
  });

  test('the sweeps drive the normal velocities of the stack’s contacts toward zero', () => {
    const w = cloneStackWorld2(running, { warmStart: false });
    prepareStack2(w);
    const worst = (): number => Math.max(...stackContacts2(w).map((c) => Math.abs(c.normalVelocity)));
    const first = worst();
    iterateStack2(w, 50);
    expect(worst()).toBeLessThan(first / 10);
  });
});

describe('restitution', () => {
  test('a box dropped flat onto the ground bounces at e times the approach speed measured before the step', () => {
    // Dropped from 0.3 m, it meets the ground at about 2.4 m/s, above the 1 m/s threshold.
    // β = 0, so that the bounce alone sets the target (the landing step overlaps beyond the slop).
    const world = createStackWorld2(boxOnGround({ drop: 0.3 }, { restitution: 0.5, beta: 0 }));
    while (world.contacts.manifolds.length === 0) stepStack2(world);
    const approach = world.contacts.manifolds[0]!.points[0]!.approach;
    expect(approach).toBeLessThan(-1);
    stepStack2(world);
    // To 1 mm/s: what ten sweeps over the two corners and their friction reach.
    expect(world.bodies[1]!.motion.v.y).toBeCloseTo(-0.5 * approach, 3);
  });

  test('below the threshold it does not bounce; with the threshold at 0 it does', () => {
    const landing = (restitutionThreshold: number): { approach: number; vy: number } => {
      const world = createStackWorld2(
        boxOnGround({ drop: 0.02 }, { restitution: 0.5, restitutionThreshold, beta: 0 }),
      );
      while (world.contacts.manifolds.length === 0) stepStack2(world);
      const approach = world.contacts.manifolds[0]!.points[0]!.approach;
      stepStack2(world);
      return { approach, vy: world.bodies[1]!.motion.v.y };
    };
    const slow = landing(1);
    expect(slow.approach).toBeGreaterThan(-1);
    expect(Math.abs(slow.vy)).toBeLessThan(1e-3);
    const any = landing(0);
    expect(any.vy).toBeCloseTo(-0.5 * any.approach, 3);
  });
});

describe('friction on a 20° ramp (a static box turned 20°)', () => {
  const theta = (20 * Math.PI) / 180;
  const ramp = (mu: number): StackWorld2 => {
    // The box sits on the ramp's top face, turned with it, sunk 1 mm.
    const n = { x: -Math.sin(theta), y: Math.cos(theta) };
    const d = 0.5 + 0.25 - 0.001;
    return createStackWorld2({
      boxes: [
        { id: 'ramp', halfWidth: 5, halfHeight: 0.5, position: { x: 0, y: 0 }, angle: theta, static: true },
        {
          id: 'box',
          halfWidth: 0.5,
          halfHeight: 0.25,
          position: { x: d * n.x, y: d * n.y },
          angle: theta,
          mass: 2,
        },
      ],
      settings: { friction: mu },
    });
  };
  const speed = (w: StackWorld2): number => Math.hypot(w.bodies[1]!.motion.v.x, w.bodies[1]!.motion.v.y);

  test('μ = 0.6 > tan 20°: the box stays put', () => {
    const w = run(ramp(0.6), 120);
    expect(speed(w)).toBeLessThan(1e-6);
  });

  test('μ = 0.2 < tan 20°: it slides down with a = g (sin θ − μ cos θ)', () => {
    const w = run(ramp(0.2), 60);
    const a = G * (Math.sin(theta) - 0.2 * Math.cos(theta));
    expect(speed(w)).toBeCloseTo(a * 60 * dt, 3);
    // The friction total sits on its clamp: λt = μ·λn at each point.
    for (const c of stackContacts2(w))
      expect(Math.abs(c.tangentImpulse)).toBeCloseTo(0.2 * c.normalImpulse, 12);
  });
});

describe('position correction', () => {
  // A box sunk 3 cm into the ground: both modes push it out at the same rate (β = 0.2 of the
  // overlap beyond the slop per step); Baumgarte does it with the box's velocity, split impulses
  // with a pseudo-velocity that is dropped after the step.
  const sunk = (positionCorrection: 'baumgarte' | 'split'): { depth: number[]; vy: number[] } => {
    const world = createStackWorld2(boxOnGround({ drop: -0.03 }, { positionCorrection }));
    const depth: number[] = [];
    const vy: number[] = [];
    for (let k = 0; k < 30; k++) {
      stepStack2(world);
      depth.push(measureStack2(world).maxPenetration);
      vy.push(world.bodies[1]!.motion.v.y);
    }
    return { depth, vy };
  };
  const baumgarte = sunk('baumgarte');
  const split = sunk('split');

  test('both remove 20% of the overlap beyond the slop per step', () => {
    const excess = 0.03 - slop;
    // To 1 µm: ten sweeps, not the exact solution.
    expect(baumgarte.depth[0]).toBeCloseTo(slop + 0.8 * excess, 6);
    expect(split.depth[0]).toBeCloseTo(slop + 0.8 * excess, 6);
    expect(split.depth[29]).toBeCloseTo(baumgarte.depth[29]!, 6);
  });

  test('Baumgarte leaves the box moving up (0.3 m/s after the first step); split impulses leave it at rest', () => {
    expect(baumgarte.vy[0]).toBeCloseTo((0.2 * (0.03 - slop)) / dt, 4);
    for (const v of split.vy) expect(Math.abs(v)).toBeLessThan(1e-4);
  });
});

describe('measures', () => {
  test('kinetic energy ½ m |v|² + ½ I ω² with I = m (w² + h²)/12; drift from the start', () => {
    const world = createStackWorld2({
      boxes: [
        {
          halfWidth: 1,
          halfHeight: 0.5,
          position: { x: 0, y: 3 },
          velocity: { x: 3, y: 4 },
          angularVelocity: 2,
          mass: 2,
        },
      ],
      settings: { gravity: { x: 0, y: 0 } },
    });
    // I = 2·(2² + 1²)/12 = 10/12
    expect(measureStack2(world).kinetic).toBeCloseTo(0.5 * 2 * 25 + 0.5 * (10 / 12) * 4, 12);
    stepStack2(world);
    const m = measureStack2(world);
    expect(m.drift).toBeCloseTo(4 * dt, 12);
    expect(m.lateralDrift).toBeCloseTo(3 * dt, 12);
    expect(m.contacts).toBe(0);
    expect(m.maxPenetration).toBe(0);
  });

  test('the deepest overlap and the number of points', () => {
    const m = measureStack2(createStackWorld2(boxStack({ count: 3, gap: -0.002 })));
    expect(m.contacts).toBe(6);
    expect(m.maxPenetration).toBeCloseTo(0.002, 12);
  });
});

describe('scenes and settings', () => {
  test('a stack of N boxes (1–20) and a pyramid of R rows (1–10) have the boxes they promise', () => {
    expect(boxStack({ count: 20 }).boxes).toHaveLength(21);
    expect(boxPyramid({ rows: 1 }).boxes).toHaveLength(2);
    expect(boxPyramid({ rows: 10 }).boxes).toHaveLength(56);
    expect(() => boxStack({ count: 21 })).toThrow(/^count must be ≤ 20/);
    expect(() => boxStack({ count: 0 })).toThrow(/^count must be an integer ≥ 1/);
    expect(() => boxPyramid({ rows: 11 })).toThrow(/^rows must be ≤ 10/);
  });

  test('a bad setting or box throws a RangeError naming it', () => {
    const config = (settings: Partial<StackSettings2>): StackConfig2 => boxStack({ count: 1 }, settings);
    expect(() => createStackWorld2(config({ iterations: 51 }))).toThrow(/^iterations must be ≤ 50/);
    expect(() => createStackWorld2(config({ iterations: 1.5 }))).toThrow(/^iterations must be an integer/);
    expect(() => createStackWorld2(config({ beta: 1.5 }))).toThrow(/^beta must be ≤ 1/);
    expect(() => createStackWorld2(config({ slop: -1 }))).toThrow(/^slop must be ≥ 0/);
    expect(() => createStackWorld2(config({ clamp: 'total' as never }))).toThrow(/^clamp must be one of/);
    expect(() =>
      createStackWorld2({ boxes: [{ halfWidth: 0, halfHeight: 1, position: { x: 0, y: 0 } }] }),
    ).toThrow(/^boxes\[0\]\.halfWidth must be > 0/);
    expect(() =>
      createStackWorld2({
        boxes: [{ halfWidth: 1, halfHeight: 1, position: { x: 0, y: 0 }, mass: 1, density: 1 }],
      }),
    ).toThrow(/^boxes\[0\] must give mass or density/);
  });

  test('runStack2 records every measure at steps + 1 instants, leaves its config as it was, and repeats bit for bit', () => {
    const freeze = <T>(x: T): T => {
      if (x !== null && typeof x === 'object') {
        for (const v of Object.values(x)) freeze(v);
        Object.freeze(x);
      }
      return x;
    };
    const config = freeze(boxStack({ count: 4 }));
    const a = runStack2(config, 120);
    const b = runStack2(config, 120);
    expect(a.t).toHaveLength(121);
    expect(a.t[120]).toBeCloseTo(2, 12);
    expect(a.drift[0]).toBe(0);
    expect(a.contacts[0]).toBe(8);
    expect(b).toEqual(a);
  });

  test('iterations may be 0: the step is then gravity, warm start and motion only', () => {
    const world = run(createStackWorld2(boxOnGround({}, { iterations: 0 })), 30);
    expect(world.bodies[1]!.y).toBeLessThan(0.25);
  });
});

describe('the order of a manifold’s rows (rowOrder)', () => {
  // A box landing flat while sliding: both corners' normal and friction rows act in the first
  // sweep. Box2D v2.4 (friction first), Box2D v3 (normal first) and box2d-lite (per point) leave
  // different totals after one sweep, and the same once the sweeps have converged.
  const totals = (rowOrder: RowOrder, sweeps: number) => {
    const world = createStackWorld2(
      boxOnGround({ drop: 0 }, { rowOrder, pointOrder: 'forward', beta: 0, friction: 0.3 }),
    );
    world.bodies[1]!.motion.v = { x: 2, y: -1 };
    prepareStack2(world);
    iterateStack2(world, sweeps);
    return world.contacts.manifolds.flatMap((m) =>
      m.points.slice(0, m.count).flatMap((p) => [p.normalImpulse, p.tangentImpulse]),
    );
  };

  test('one sweep: three orders, three answers', () => {
    const [f, n, p] = (['friction-first', 'normal-first', 'per-point'] as const).map((o) => totals(o, 1));
    // Friction first on a new contact: its budget μ·λn is still 0, so the first sweep has no friction.
    expect(f).toEqual([f![0], 0, f![2], 0]);
    expect(Math.abs(n![1]!)).toBeGreaterThan(1e-3);
    // Per point, corner 2's normal row sees corner 1's friction push; normal first, it does not.
    expect(Math.abs(p![2]! - n![2]!)).toBeGreaterThan(1e-3);
  });

  test('converged: one answer', () => {
    const [f, n, p] = (['friction-first', 'normal-first', 'per-point'] as const).map((o) => totals(o, 200));
    for (let i = 0; i < 4; i++) {
      expect(n![i]!).toBeCloseTo(f![i]!, 6);
      expect(p![i]!).toBeCloseTo(f![i]!, 6);
    }
  });

  test('a bad order is refused, naming the setting', () => {
    expect(() => createStackWorld2(boxOnGround({}, { rowOrder: 'sideways' as RowOrder }))).toThrow(
      /rowOrder/,
    );
  });
});
