// The soft step (src/solver/soft-step.ts): softness against the implicit spring–damper it stands
// for, Box2D's default contact spring worked by hand, its rigid and Baumgarte limits; the soft
// sweeps against a second implementation of one contact, against sequentialImpulses2 in the relax
// pass, on speculative rows and the push-out cap; a resting box stepped to its static deflection,
// with and without warm starting; every RangeError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  effectiveMass2,
  MAX_PUSH_OUT,
  sequentialImpulses2,
  type SoftContactRow2,
  softContactSweeps2,
  type Softness,
  softness,
  type Vec2,
} from '../../../src/solver';
import {
  clone,
  deepFreeze,
  expectNear,
  nanPaths,
  PROPERTY_TIMEOUT,
  RUNS,
  spread,
  unit2,
  vec2Arb,
} from './arbitraries';

const ground: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const o: Vec2 = { x: 0, y: 0 };
const up: Vec2 = { x: 0, y: 1 };

/** v_rel·n of a row for the given bodies, written out (v + ω×r at each end, ω×r = (−ω r_y, ω r_x)). */
function vnOf(bodies: readonly Body2[], c: SoftContactRow2): number {
  const A = bodies[c.a] as Body2;
  const B = bodies[c.b] as Body2;
  const x = B.v.x - B.w * c.rB.y - (A.v.x - A.w * c.rA.y);
  const y = B.v.y + B.w * c.rB.x - (A.v.y + A.w * c.rA.x);
  return x * c.n.x + y * c.n.y;
}

/**
 * The independent formulation: one step h of m·ẍ = −k·x − c·ẋ with k = mω², c = 2mζω, by implicit
 * Euler (forces at the end of the step). Its two equations,
 *   m (v₂ − v₁) = h (−k x₂ − c v₂),   x₂ = x₁ + h v₂,
 * as the linear system [m + hc, hk; −h, 1]·(v₂, x₂) = (m v₁, x₁), solved by Cramer's rule.
 */
function implicitSpring(m: number, hertz: number, zeta: number, h: number, x1: number, v1: number) {
  const omega = 2 * Math.PI * hertz;
  const k = m * omega * omega;
  const c = 2 * m * zeta * omega;
  const det = (m + h * c) * 1 - h * k * -h;
  const v2 = (m * v1 * 1 - h * k * x1) / det;
  const x2 = ((m + h * c) * x1 - -h * m * v1) / det;
  return { v2, x2 };
}

describe(
  'softness: the implicit spring as a velocity constraint',
  () => {
    it("gives the same new velocity as implicit Euler on m·ẍ = −k·x − c·ẋ (the soft row's impulse, from rest of λ)", () => {
      // The soft row's first visit: Δ = −m·massScale·(v₁ + biasRate·x₁), so v₂ = v₁ + Δ/m.
      fc.assert(
        fc.property(
          spread(0.01, 1000), // hertz
          spread(0, 20), // ζ
          spread(1e-4, 0.1), // h
          spread(0.01, 100), // m
          spread(-1, 1), // x₁
          spread(-10, 10), // v₁
          (hertz, zeta, h, m, x1, v1) => {
            const s = softness(hertz, zeta, h);
            const delta = -m * s.massScale * (v1 + s.biasRate * x1);
            const { v2, x2 } = implicitSpring(m, hertz, zeta, h, x1, v1);
            // The terms of v₂: v₁ and h·ω²·x₁, up to ~4e5 m/s here; 1e-9 of the largest.
            const omega = 2 * Math.PI * hertz;
            const scale = Math.max(Math.abs(v1), h * omega * omega * Math.abs(x1));
            expectNear(v1 + delta / m, v2, scale);
            expectNear(x1 + h * (v1 + delta / m), x2, Math.abs(x1) + h * scale);
            // The fixed point of later visits: Δ = −m·ms·(vn + b) − is·λ is 0 at λ = Δ, vn = v₂,
            // because massScale + impulseScale = 1.
            const again = -m * s.massScale * (v1 + delta / m + s.biasRate * x1) - s.impulseScale * delta;
            expectNear(again, 0, m * scale);
            expectNear(s.massScale + s.impulseScale, 1);
          },
        ),
        RUNS,
      );
    });

    it("gives ODE's error reduction parameter: h·biasRate = h k/(h k + c)", () => {
      // A second independent reading: ODE's ERP for a spring k and damper c (Smith, ODE manual §3.8)
      // is the Baumgarte factor β of the same soft row, so biasRate = β/h.
      fc.assert(
        fc.property(
          spread(0.01, 1000),
          spread(0, 20),
          spread(1e-4, 0.1),
          spread(0.01, 100),
          (hertz, zeta, h, m) => {
            const omega = 2 * Math.PI * hertz;
            const k = m * omega * omega;
            const c = 2 * m * zeta * omega;
            expectNear(h * softness(hertz, zeta, h).biasRate, (h * k) / (h * k + c));
          },
        ),
        RUNS,
      );
    });

    it("is Box2D v3's default contact spring, worked by hand: 30 Hz, ζ = 10, a 240 Hz substep", () => {
      // hω = 2π·30/240 = π/4 exactly, so
      //   a1 = 20 + π/4 = 20.785398163…,  a2 = (π/4)·a1 = 16.324813543…,  a3 = 1/(1 + a2) = 0.057720678…
      //   biasRate = 60π/a1 = 9.0686527981… /s,  massScale = a2·a3 = 0.94227932107…
      const s = softness(30, 10, 1 / 240);
      const a1 = 20 + Math.PI / 4;
      expect(s.biasRate).toBeCloseTo(9.068652798161135, 12);
      expect(s.massScale).toBeCloseTo(0.9422793210722282, 12);
      expect(s.impulseScale).toBeCloseTo(0.05772067892777181, 12);
      expectNear(s.biasRate, (60 * Math.PI) / a1);
    });

    it('is the rigid row at hertz = 0, as Box2D v3.0 (later versions: all zeros, no spring)', () => {
      expect(softness(0, 0, 1 / 60)).toEqual({ biasRate: 0, massScale: 1, impulseScale: 0 });
      expect(softness(0, 10, 1e-3)).toEqual({ biasRate: 0, massScale: 1, impulseScale: 0 });
    });

    it('tends to Baumgarte stabilisation with β = 1 as the spring stiffens (hω → ∞)', () => {
      // 1 − h·biasRate = 2ζ/a1 and impulseScale = 1/(1 + a2) < 1/(hω)²: the row becomes rigid with
      // the bias C/h (Baumgarte's position feedback, β = 1: the whole error in one step).
      const h = 1 / 60;
      for (const zeta of [0, 0.7, 10])
        for (const hertz of [1e3, 1e6, 1e9]) {
          const s = softness(hertz, zeta, h);
          const hw = h * 2 * Math.PI * hertz;
          expect(Math.abs(1 - h * s.biasRate)).toBeLessThanOrEqual((2 * zeta) / hw + 1e-15);
          expect(s.impulseScale).toBeLessThanOrEqual(1 / (hw * hw));
          expect(1 - s.massScale).toBeLessThanOrEqual(1 / (hw * hw) + 1e-15);
        }
      // Beyond the double range (ω = ∞): the limit itself.
      expect(softness(1e308, 1, 0.5)).toEqual({ biasRate: 2, massScale: 1, impulseScale: 0 });
      // ζ = 0: biasRate = 1/h at any frequency.
      expectNear(softness(3, 0, 0.01).biasRate, 100);
    });

    it('is finite with both scales in [0, 1] for every valid input, and the input is untouched', () => {
      const nonNeg = fc.double({ min: 0, noNaN: true, noDefaultInfinity: true });
      const positive = fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true });
      fc.assert(
        fc.property(nonNeg, nonNeg, positive, (hertz, zeta, h) => {
          const s = softness(hertz, zeta, h);
          expect(nanPaths(s)).toEqual([]);
          for (const x of [s.biasRate, s.massScale, s.impulseScale]) expect(Number.isFinite(x)).toBe(true);
          expect(s.biasRate).toBeGreaterThanOrEqual(0);
          for (const x of [s.massScale, s.impulseScale]) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(1);
          }
          // What softness returns, softContactSweeps2 accepts.
          expect(() =>
            softContactSweeps2([], [], { iterations: 1, h, softness: s, useBias: true }),
          ).not.toThrow();
        }),
        RUNS,
      );
    });
  },
  PROPERTY_TIMEOUT,
);

/** One contact between the static ground (A) and a body (B), with its separation. */
const onGround = (rB: Vec2, n: Vec2, separation: number): SoftContactRow2 => ({
  a: 0,
  b: 1,
  rA: o,
  rB,
  n,
  separation,
});

const movable = fc.double({ min: 0.2, max: 5, noNaN: true });
const bodyArb: fc.Arbitrary<Body2> = fc.record({
  invMass: movable,
  invInertia: fc.oneof(fc.constant(0), movable),
  v: fc.record({ x: spread(-2, 2), y: spread(-2, 2) }),
  w: spread(-2, 2),
});

describe(
  'softContactSweeps2 against the implicit spring–damper of one contact',
  () => {
    it('gives its velocity and position after one step, whatever the number of sweeps', () => {
      // A body on the static ground, one overlapping row (s ≤ 0). Along n the pair is a point of mass
      // m = effectiveMass2 on a spring: implicitSpring gives v₂ and x₂ from (x₁, v₁) = (s, vn). The
      // contact pushes only: when the spring would pull (v₂ < v₁) it carries nothing and v₂ = v₁.
      // maxPushOut is set out of reach. A single row reaches its fixed point at its first visit, so
      // more sweeps add nothing beyond rounding.
      fc.assert(
        fc.property(
          bodyArb,
          vec2Arb(1),
          unit2,
          spread(-0.05, 0), // s
          spread(0.1, 120), // hertz
          spread(0, 12), // ζ
          fc.constantFrom(1 / 60, 1 / 240, 1 / 1000), // h
          fc.integer({ min: 1, max: 5 }), // sweeps
          (body, rB, n, s, hertz, zeta, h, iterations) => {
            const c = onGround(rB, n, s);
            const m = effectiveMass2(ground, body, o, rB, n);
            const v1 = vnOf([ground, body], c);
            const spring = implicitSpring(m, hertz, zeta, h, s, v1);
            const pushes = spring.v2 >= v1;
            const v2 = pushes ? spring.v2 : v1;
            const x2 = pushes ? spring.x2 : s + h * v1;
            const r = softContactSweeps2([ground, body], [c], {
              iterations,
              h,
              softness: softness(hertz, zeta, h),
              useBias: true,
              maxPushOut: 1e6,
            });
            const vn = vnOf(r.bodies, c);
            const omega = 2 * Math.PI * hertz;
            const scale = Math.max(Math.abs(v1), h * omega * omega * Math.abs(s));
            expectNear(vn, v2, scale);
            expectNear(s + h * vn, x2, Math.abs(s) + h * scale);
            expectNear(r.lambda[0]!, m * (v2 - v1), m * scale);
            expect(r.history).toHaveLength(iterations + 1);
            expect(r.history[0]).toEqual([0]);
            expect(r.history.at(-1)).toEqual(r.lambda);
            // The ground is immovable and stays so.
            expect(r.bodies[0]).toEqual(ground);
          },
        ),
        RUNS,
      );
    });
  },
  PROPERTY_TIMEOUT,
);

// Random worlds as sequentialImpulses2's tests draw them: 2–4 bodies (body 0 the ground half the
// time), 1–4 rows between random pairs, arms in [−1, 1]², velocities in [−2, 2], each row touching
// or overlapping (separation in [−0.1, 0]).
const pairOf = (nb: number) =>
  fc.tuple(fc.nat(nb - 1), fc.nat(nb - 2)).map(([a, k]) => ({ a, b: k >= a ? k + 1 : k }));
const worldArb = fc.tuple(fc.integer({ min: 2, max: 4 }), fc.boolean()).chain(([nb, withGround]) =>
  fc.record({
    bodies: fc.tuple(
      ...Array.from({ length: nb }, (_, i) =>
        withGround && i === 0
          ? fc.constant(ground)
          : fc.record({ invMass: movable, invInertia: movable, v: vec2Arb(2), w: spread(-2, 2) }),
      ),
    ),
    contacts: fc.array(
      fc
        .record({
          pair: pairOf(nb),
          rA: vec2Arb(1),
          rB: vec2Arb(1),
          n: unit2,
          separation: fc.oneof(spread(-0.1, 0), fc.constantFrom(0, -0)),
        })
        .map(({ pair, ...c }): SoftContactRow2 => ({ ...c, ...pair })),
      { minLength: 1, maxLength: 4 },
    ),
    iterations: fc.integer({ min: 0, max: 6 }),
    warm: fc.array(spread(0, 1), { minLength: 4, maxLength: 4 }),
    useWarm: fc.boolean(),
  }),
);

describe(
  'the relax pass is sequentialImpulses2',
  () => {
    it('equals it exactly when no row is separated (useBias false), warm started or not', () => {
      fc.assert(
        fc.property(worldArb, spread(0, 100), ({ bodies, contacts, iterations, warm, useWarm }, hertz) => {
          const warmStart = useWarm ? warm.slice(0, contacts.length) : undefined;
          const expected = sequentialImpulses2(bodies, contacts, { iterations, warmStart });
          const soft = softness(hertz, 1, 1 / 60);
          const relax = softContactSweeps2(bodies, contacts, {
            iterations,
            h: 1 / 60,
            softness: soft,
            useBias: false,
            warmStart,
          });
          expect(relax).toEqual(expected);
          // With the rigid softness (hertz = 0) the solve pass is the same sweep: bias max(0·s, −3) = 0.
          const rigid = softness(0, 1, 1 / 60);
          const solve = softContactSweeps2(bodies, contacts, {
            iterations,
            h: 1 / 60,
            softness: rigid,
            useBias: true,
            warmStart,
          });
          expect(solve).toEqual(expected);
        }),
        RUNS,
      );
    });

    it('never mutates its input, never returns NaN, keeps every total ≥ 0', () => {
      fc.assert(
        fc.property(
          worldArb,
          fc.boolean(),
          spread(-1, 1),
          ({ bodies, contacts, iterations, warm, useWarm }, useBias, shift) => {
            // Separations anywhere in [−1.1, 1]: speculative rows too.
            const rows = contacts.map((c) => ({ ...c, separation: c.separation + shift }));
            const options = {
              iterations,
              h: 1 / 60,
              softness: softness(30, 10, 1 / 60),
              useBias,
              warmStart: useWarm ? warm.slice(0, rows.length) : undefined,
            };
            const before = clone({ bodies, rows, options });
            const r = softContactSweeps2(deepFreeze(bodies), deepFreeze(rows), deepFreeze(options));
            expect({ bodies, rows, options }).toEqual(before);
            expect(nanPaths(r)).toEqual([]);
            for (const totals of r.history) for (const l of totals) expect(l).toBeGreaterThanOrEqual(0);
            expect(r.history).toHaveLength(iterations + 1);
            expect(r.history[0]).toEqual(options.warmStart ?? rows.map(() => 0));
          },
        ),
        RUNS,
      );
    });
  },
  PROPERTY_TIMEOUT,
);

describe('speculative rows (s > 0)', () => {
  it('let the body approach exactly to contact in one step, no more, in either pass', () => {
    // A body falling at v toward the ground with a gap s: bias s/h, rigid scales, so the row stops
    // vn at −s/h when the body would cross (v·h < −s) and does nothing otherwise.
    fc.assert(
      fc.property(
        bodyArb,
        vec2Arb(1),
        unit2,
        spread(1e-6, 0.2), // s > 0
        fc.constantFrom(1 / 60, 1 / 240),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (body, rB, n, s, h, useBias, iterations) => {
          const c = onGround(rB, n, s);
          const v1 = vnOf([ground, body], c);
          const r = softContactSweeps2([ground, body], [c], {
            iterations,
            h,
            softness: softness(30, 10, h),
            useBias,
          });
          const vn = vnOf(r.bodies, c);
          if (s + h * v1 < 0) {
            // Crossing: stopped exactly at contact at the end of the step.
            expectNear(vn, -s / h, Math.abs(v1), 1e-12);
            expect(Math.abs(s + h * vn)).toBeLessThanOrEqual(1e-12 * Math.max(s, h * Math.abs(v1)));
            expect(r.lambda[0]).toBeGreaterThan(0);
          } else {
            // Not reaching the ground this step: no push at all.
            expect(r.lambda).toEqual([0]);
            expect(r.bodies[1]).toEqual(body);
          }
        },
      ),
      RUNS,
    );
  });

  it('by hand: a 1 kg ball 1 cm above the ground at −2 m/s, h = 1/60 s, stops at −0.6 m/s', () => {
    // It would travel 2/60 = 3.3 cm; allowed −s/h = −0.01·60 = −0.6 m/s, so λ = 1 kg·1.4 m/s.
    const ball: Body2 = { invMass: 1, invInertia: 2.5, v: { x: 0, y: -2 }, w: 0 };
    const r = softContactSweeps2([ground, ball], [onGround({ x: 0, y: -0.5 }, up, 0.01)], {
      iterations: 1,
      h: 1 / 60,
      softness: softness(30, 10, 1 / 60),
      useBias: true,
    });
    expect(r.bodies[1]!.v.y).toBeCloseTo(-0.6, 12);
    expect(r.lambda[0]).toBeCloseTo(1.4, 12);
  });
});

describe('the push-out cap', () => {
  // A 1 kg body at rest on one row under its centre (m = 1 kg): vn after = −massScale·bias.
  const still: Body2 = { invMass: 1, invInertia: 1, v: o, w: 0 };
  const soft = softness(30, 10, 1 / 60);
  const pushOut = (s: number, maxPushOut?: number) =>
    softContactSweeps2([ground, still], [onGround({ x: 0, y: -0.5 }, up, s)], {
      iterations: 1,
      h: 1 / 60,
      softness: soft,
      useBias: true,
      maxPushOut,
    }).bodies[1]!.v.y;

  it('makes a deep overlap push apart at bias −maxPushOut (default 3 m/s)', () => {
    expect(MAX_PUSH_OUT).toBe(3);
    // biasRate·(−1 m) ≈ −9 m/s, beyond the cap.
    expect(soft.biasRate * -1).toBeLessThan(-3);
    expectNear(pushOut(-1), soft.massScale * 3, 0, 1e-12);
    expectNear(pushOut(-1, 0.5), soft.massScale * 0.5, 0, 1e-12);
  });

  it('leaves a shallow one at biasRate·s', () => {
    // 1 cm: biasRate·s ≈ −0.03 m/s, within both caps.
    expectNear(pushOut(-0.01), soft.massScale * soft.biasRate * 0.01, 0, 1e-12);
    expectNear(pushOut(-0.01, 0.5), soft.massScale * soft.biasRate * 0.01, 0, 1e-12);
  });
});

/**
 * A body resting on the static ground under gravity g, stepped as Box2D's substep steps it:
 * integrate velocity (v −= g h), one solve pass (useBias), integrate position (each row's
 * separation moves by h·vn, vn its normal velocity after the solve: a linearised position update,
 * exact for these translations and tiny rotations), one relax pass. `warm`: each solve pass starts
 * from the last step's totals (solve + relax).
 */
function settle(
  body: Body2,
  rows: readonly SoftContactRow2[],
  o: { hertz: number; zeta: number; h: number; steps: number; iterations: number; warm: boolean },
) {
  const g = 9.81;
  const soft = softness(o.hertz, o.zeta, o.h);
  let b = body;
  let s = rows.map((r) => r.separation);
  let warmStart: number[] | undefined;
  for (let k = 0; k < o.steps; k++) {
    b = { ...b, v: { x: b.v.x, y: b.v.y - g * o.h } };
    const now = rows.map((r, i) => ({ ...r, separation: s[i]! }));
    const solve = softContactSweeps2([ground, b], now, {
      iterations: o.iterations,
      h: o.h,
      softness: soft,
      useBias: true,
      warmStart: o.warm ? warmStart : undefined,
    });
    b = solve.bodies[1]!;
    s = now.map((r, i) => s[i]! + o.h * vnOf([ground, b], r));
    const relax = softContactSweeps2(
      [ground, b],
      rows.map((r, i) => ({ ...r, separation: s[i]! })),
      { iterations: o.iterations, h: o.h, softness: soft, useBias: false },
    );
    b = relax.bodies[1]!;
    warmStart = solve.lambda.map((l, i) => l + relax.lambda[i]!);
  }
  return { s, body: b };
}

describe('a resting box settles at the spring’s static deflection', () => {
  // Box2D's defaults: 30 Hz, ζ = 10, a 240 Hz substep. −g/ω² = −9.81/(60π)² = −0.276 mm.
  const hz = { hertz: 30, zeta: 10, h: 1 / 240 };
  const omega = 2 * Math.PI * hz.hertz;
  const deflection = -9.81 / omega ** 2;
  const box: Body2 = { invMass: 1, invInertia: 2.4, v: o, w: 0 };

  it('one contact under the centre, no warm start: separation = −g/ω²', () => {
    // Why it settles and how fast: the row is pushed to vn ≥ 0 by the relax pass every step, so
    // the box starts each step at rest and the solve leaves vn = a3·(−gh − hω²s) (the spring's
    // implicit step). Then s ← s + h·vn = r·s − a3 g h², r = 1 − a3 (hω)², a fixed-point iteration
    // onto s* = −g/ω² whose error shrinks by r (0.9644 here) per step. After 1000 steps it is
    // r¹⁰⁰⁰ ≈ 2e-16 of the start (s = 0); rounding adds ~1e-16 relative per step, summed to at
    // most ε/(1 − r) ≈ 7e-15. 1e-9 relative is that with room to spare (measured: 1.1e-15).
    const soft = softness(hz.hertz, hz.zeta, hz.h);
    const r = 1 - soft.impulseScale * (hz.h * omega) ** 2;
    expect(r ** 1000).toBeLessThan(1e-12);
    const rows = [onGround({ x: 0, y: -0.5 }, up, 0)];
    for (const iterations of [1, 4]) {
      const cold = settle(box, rows, { ...hz, steps: 1000, iterations, warm: false });
      expectNear(cold.s[0]!, deflection, 0, 1e-9);
      expect(Math.abs(cold.body.v.y)).toBeLessThan(1e-15);
      // Warm starting changes nothing here (measured: the same −g/ω² to 1e-15): one row reaches
      // its fixed point at its first visit, from zero or from last step's total alike.
      const warm = settle(box, rows, { ...hz, steps: 1000, iterations, warm: true });
      expectNear(warm.s[0]!, deflection, 0, 1e-9);
    }
  });

  it('two corners: with warm starting, each at −(its share of the weight)/(its row mass·ω²); without, it depends on the sweeps', () => {
    // The box of sequentialImpulses2’s tests (2 × 1 m, m = 1 kg, invInertia 2.4) on its two
    // bottom corners. Each row is its own spring of row mass m_i = 1/K_ii = 1/3.4 kg carrying half
    // the weight, so at rest s_i = −(g/2)/(m_i ω²) = −1.7·g/ω² (measured: 1.7000000000000 with
    // warm starting, at 1, 4 or 16 sweeps). The row's spring is per row: one contact under the
    // centre has m = M and gives −g/ω².
    const corners = [onGround({ x: -1, y: -0.5 }, up, 0), onGround({ x: 1, y: -0.5 }, up, 0)];
    for (const iterations of [1, 4, 16]) {
      const warm = settle(box, corners, { ...hz, steps: 3000, iterations, warm: true });
      for (const s of warm.s) expectNear(s, 1.7 * deflection, 0, 1e-9);
    }
    // Without warm starting every step's sweeps start over from λ = 0 and stop short of the
    // rows' joint solution: the totals still carry the weight evenly, but the first corner sinks
    // deeper and the box settles tilted. Measured: −13.13, −3.195, −1.7331, −1.70002 ×g/ω² at
    // 1, 2, 4, 8 sweeps; the last corner visited sits at its spring's −1.7·g/ω² exactly.
    const cold = settle(box, corners, { ...hz, steps: 3000, iterations: 4, warm: false });
    expectNear(cold.s[1]!, 1.7 * deflection, 0, 1e-9);
    expect(cold.s[0]! / deflection).toBeCloseTo(1.7331, 3);
    // Enough sweeps reach the joint solution: both corners at −1.7·g/ω².
    const many = settle(box, corners, { ...hz, steps: 3000, iterations: 64, warm: false });
    for (const s of many.s) expectNear(s, 1.7 * deflection, 0, 1e-9);
  });

  it('two points of a body that cannot turn: without warm starting it rests too high', () => {
    // invInertia 0: both rows move the same mass (K = [1 1; 1 1], singular), so each row's spring
    // has m_i = M and half the weight: −g/(2ω²) with warm starting. Without it the sweeps converge
    // slowly on the soft system and the box rests higher, the more so the fewer the sweeps
    // (measured: 0.0546, 0.103, 0.186, 0.303, 0.423 ×g/ω² at 1, 2, 4, 8, 16 sweeps; 0.4997 at 64).
    const block: Body2 = { invMass: 1, invInertia: 0, v: o, w: 0 };
    const points = [onGround({ x: -1, y: -0.5 }, up, 0), onGround({ x: 1, y: -0.5 }, up, 0)];
    const warm = settle(block, points, { ...hz, steps: 3000, iterations: 4, warm: true });
    for (const s of warm.s) expectNear(s, 0.5 * deflection, 0, 1e-9);
    const cold = settle(block, points, { ...hz, steps: 3000, iterations: 4, warm: false });
    for (const s of cold.s) expect(s / deflection).toBeCloseTo(0.1857, 3);
  });
});

describe('every RangeError names its parameter', () => {
  const body: Body2 = { invMass: 1, invInertia: 2.4, v: { x: 0, y: -1 }, w: 0 };
  const bodies = [ground, body];
  const rows = [onGround({ x: -1, y: -0.5 }, up, -0.01), onGround({ x: 1, y: -0.5 }, up, 0.02)];
  const soft: Softness = softness(30, 10, 1 / 60);
  const base = { iterations: 2, h: 1 / 60, softness: soft, useBias: true };
  const run =
    (b: unknown, c: unknown, opts: unknown = base) =>
    () =>
      softContactSweeps2(b as Body2[], c as SoftContactRow2[], opts as typeof base);
  const withOpt = (patch: Record<string, unknown>) => run(bodies, rows, { ...base, ...patch });

  it('softContactSweeps2: what sequentialImpulses2 rejects', () => {
    expect(run(null, rows)).toThrow(/^bodies must be an array of bodies \(got null\)$/);
    expect(run([ground, { ...body, invMass: -1 }], rows)).toThrow(/^bodies\[1\]\.invMass must be ≥ 0/);
    expect(run([ground, { ...body, w: NaN }], rows)).toThrow(/^bodies\[1\]\.w must be a finite number/);
    expect(run(bodies, 'x')).toThrow(/^contacts must be an array of contacts/);
    expect(run(bodies, [rows[0], { ...rows[1], n: { x: 0, y: 1.01 } }])).toThrow(
      /^contacts\[1\]\.n must be a unit vector/,
    );
    expect(run(bodies, [{ ...rows[0], b: 2 }])).toThrow(/^contacts\[0\]\.b must be an index into bodies/);
    expect(run(bodies, [{ ...rows[0], b: 0 }])).toThrow(
      /^contacts\[0\]\.b must differ from contacts\[0\]\.a/,
    );
    expect(run(bodies, rows, null)).toThrow(/^options must be an object with iterations/);
    expect(withOpt({ iterations: 1.5 })).toThrow(/^iterations must be an integer ≥ 0/);
    expect(withOpt({ iterations: -1 })).toThrow(/^iterations must be an integer ≥ 0/);
    expect(withOpt({ warmStart: [0] })).toThrow(/^warmStart must be an array of 2 numbers, one per contact/);
    expect(withOpt({ warmStart: [0, -0.1] })).toThrow(/^warmStart\[1\] must be ≥ 0/);
  });

  it('softContactSweeps2: its own parameters', () => {
    for (const separation of [NaN, Infinity, -Infinity, undefined])
      expect(run(bodies, [rows[0], { ...rows[1], separation }])).toThrow(
        /^contacts\[1\]\.separation must be a finite number/,
      );
    for (const h of [0, -1 / 60, NaN, Infinity, undefined]) expect(withOpt({ h })).toThrow(/^h must be/);
    expect(withOpt({ softness: null })).toThrow(/^softness must be an object/);
    expect(withOpt({ softness: { ...soft, biasRate: -1 } })).toThrow(/^softness\.biasRate must be ≥ 0/);
    expect(withOpt({ softness: { ...soft, biasRate: Infinity } })).toThrow(
      /^softness\.biasRate must be a finite number/,
    );
    for (const massScale of [-0.1, 1.01, NaN])
      expect(withOpt({ softness: { ...soft, massScale } })).toThrow(/^softness\.massScale must be/);
    for (const impulseScale of [-1e-9, 2, undefined])
      expect(withOpt({ softness: { ...soft, impulseScale } })).toThrow(/^softness\.impulseScale must be/);
    for (const maxPushOut of [0, -3, NaN, Infinity])
      expect(withOpt({ maxPushOut })).toThrow(/^maxPushOut must be/);
    for (const useBias of [undefined, 1, 'true', null])
      expect(withOpt({ useBias })).toThrow(/^useBias must be true or false/);
    // Each message is a RangeError, and the edges of every range are accepted.
    expect(withOpt({ h: -1 })).toThrow(RangeError);
    expect(
      withOpt({ softness: { biasRate: 0, massScale: 0, impulseScale: 1 }, maxPushOut: 1e-9 }),
    ).not.toThrow();
    expect(
      withOpt({ softness: { biasRate: 0, massScale: 1, impulseScale: 0 }, useBias: false }),
    ).not.toThrow();
  });

  it('softness', () => {
    for (const hertz of [-1, NaN, Infinity])
      expect(() => softness(hertz, 1, 1 / 60)).toThrow(/^hertz must be/);
    for (const zeta of [-0.1, NaN, -Infinity])
      expect(() => softness(30, zeta, 1 / 60)).toThrow(/^dampingRatio must be/);
    for (const h of [0, -1, NaN, Infinity]) expect(() => softness(30, 1, h)).toThrow(/^h must be/);
    expect(() => softness(-1, 1, 1)).toThrow(RangeError);
  });
});
