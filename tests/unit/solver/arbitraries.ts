// Shared fast-check arbitraries and helpers for the solver's property tests.
//
// Scales: velocities |v|, |ω| ≤ 10, lever arms |r| ≤ 3, inverse masses/inertias 0 (immovable,
// probability 1/5) or in [0.05, 10]. Every quantity the solver forms is then ≤ ~1e4 and is a
// sum of a few dozen products, so its rounding error is ≲ 1e-12 of the largest term.
// REL = 1e-9 relative to that term leaves three orders of margin for rounding while any
// wrong formula (a sign, a missing term) shows up as an O(1) relative error.
import fc from 'fast-check';
import {
  type Body2,
  type Body3,
  type Contact2,
  type Contact3,
  M3,
  type Mat3,
  type Vec2,
  type Vec3,
} from '../../../src/solver';
import { runs } from '../runs';

/** Runs per property, as agreed for the solver. */
export const RUNS = { numRuns: runs(10_000) } as const;

/**
 * Timeout for a describe block of 10 000-run properties. One property takes 0.2–2 s alone, but
 * the machine's 2 cores are shared with other jobs (load averages of 10 seen), and Vitest's
 * default 5 s then fails a correct test.
 */
export const PROPERTY_TIMEOUT = 120_000;

/** Relative tolerance for identities that hold exactly in real arithmetic (see header). */
export const REL = 1e-9;

/** |actual − expected| ≤ REL · max(1, scale): scale is the size of the largest term involved. */
export function near(actual: number, expected: number, scale = 0, rel = REL): boolean {
  return Math.abs(actual - expected) <= rel * Math.max(1, Math.abs(expected), scale);
}

export function expectNear(actual: number, expected: number, scale = 0, rel = REL): void {
  if (!near(actual, expected, scale, rel))
    throw new Error(
      `expected ${actual} ≈ ${expected} (|diff| = ${Math.abs(actual - expected)}, scale ${Math.max(1, Math.abs(expected), scale)}, rel ${rel})`,
    );
}

/**
 * A coordinate in [−limit, limit]. Magnitudes below 1e-12 become exactly 0: fast-check otherwise
 * finds lever arms like 1e-83 m, whose squares underflow to subnormals, so that a 2×2 K passes the
 * singularity test with det and trace² both rounded away and the algebra properties fail on
 * rounding alone (seen as rare CI-only failures). Exact zeros (the degenerate cases that matter)
 * stay; robustness.test.ts still feeds the solver every double to check it never returns NaN.
 * (Not raised to ±1e-12 instead: that makes near-singular K from 1e-12 m lever arms, which fail
 * the energy-split property on conditioning alone.)
 */
export const scalar = (limit: number): fc.Arbitrary<number> =>
  spread(-limit, limit).map((x) => (Math.abs(x) < 1e-12 ? 0 : x));

/**
 * A number in [min, max], four times in five spread evenly over the range and otherwise from
 * fc.double. fc.double alone draws uniformly over the bit patterns, so across a range that
 * contains 0 nine in ten of its values are tiny: alone, it left 90% of the coordinates above at 0
 * and 77% of the 3D contacts with no approach at all. Its share here still brings in the
 * extremes (0, ±1e-300, the ends of the range).
 */
export const spread = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(
    {
      arbitrary: fc.integer({ min: 0, max: 2 ** 30 }).map((i) => min + (max - min) * (i / 2 ** 30)),
      weight: 4,
    },
    { arbitrary: fc.double({ min, max, noNaN: true }), weight: 1 },
  );

/** An inverse mass or inverse inertia: 0 (immovable) with probability 1/5. */
export const inverseQuantity: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constant(0), weight: 1 },
  { arbitrary: fc.double({ min: 0.05, max: 10, noNaN: true }), weight: 4 },
);
export const positiveInverse: fc.Arbitrary<number> = fc.double({ min: 0.05, max: 10, noNaN: true });

export const vec2Arb = (limit: number): fc.Arbitrary<Vec2> =>
  fc.record({ x: scalar(limit), y: scalar(limit) });
export const vec3Arb = (limit: number): fc.Arbitrary<Vec3> =>
  fc.record({ x: scalar(limit), y: scalar(limit), z: scalar(limit) });

/** Unit 2D normal from an angle; |n| = 1 to ~1e-16. */
export const unit2: fc.Arbitrary<Vec2> = fc
  .double({ min: 0, max: 2 * Math.PI, noNaN: true })
  .map((t) => ({ x: Math.cos(t), y: Math.sin(t) }));

/** Unit 3D normal: a random vector of length ≥ 0.1, normalised. Includes the axes now and then. */
export const unit3: fc.Arbitrary<Vec3> = fc.oneof(
  {
    arbitrary: fc.constantFrom<Vec3>({ x: 0, y: 1, z: 0 }, { x: 0, y: 0, z: -1 }, { x: 1, y: 0, z: 0 }),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(scalar(1), scalar(1), scalar(1))
      .filter(([x, y, z]) => Math.hypot(x, y, z) > 0.1)
      .map(([x, y, z]) => {
        const l = Math.hypot(x, y, z);
        return { x: x / l, y: y / l, z: z / l };
      }),
    weight: 9,
  },
);

const body2Of = (inverse: fc.Arbitrary<number>): fc.Arbitrary<Body2> =>
  fc.record({ invMass: inverse, invInertia: inverse, v: vec2Arb(10), w: scalar(10) });
export const body2 = body2Of(inverseQuantity);
export const movableBody2 = body2Of(positiveInverse);
export const contact2: fc.Arbitrary<Contact2> = fc.record({ rA: vec2Arb(3), rB: vec2Arb(3), n: unit2 });
export const restitution: fc.Arbitrary<number> = fc.double({ min: 0, max: 1, noNaN: true });

/** Rotation matrix from a random quaternion. */
export const rotation: fc.Arbitrary<Mat3> = fc
  .tuple(scalar(1), scalar(1), scalar(1), scalar(1))
  .filter((q) => Math.hypot(...q) > 0.1)
  .map(([a, b, c, d]) => {
    const l = Math.hypot(a, b, c, d);
    const [w, x, y, z] = [a / l, b / l, c / l, d / l];
    return [
      1 - 2 * (y * y + z * z),
      2 * (x * y - w * z),
      2 * (x * z + w * y),
      2 * (x * y + w * z),
      1 - 2 * (x * x + z * z),
      2 * (y * z - w * x),
      2 * (x * z - w * y),
      2 * (y * z + w * x),
      1 - 2 * (x * x + y * y),
    ] as unknown as Mat3;
  });

/** M made exactly symmetric: (M + Mᵀ)/2. */
export const symmetrize = (m: Mat3): Mat3 =>
  m.map((x, i) => 0.5 * (x + (m[3 * (i % 3) + Math.floor(i / 3)] as number))) as unknown as Mat3;

/** World inverse inertia R·diag(p)·Rᵀ; the zero tensor with probability 1/5, single zero axes sometimes. */
export const inverseInertia3: fc.Arbitrary<Mat3> = fc.oneof(
  // A fresh array each time: a shared one would alias between bodies A and B.
  { arbitrary: fc.constant(null).map(() => [...M3.ZERO] as unknown as Mat3), weight: 1 },
  {
    arbitrary: fc
      .tuple(
        rotation,
        fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: positiveInverse, weight: 6 }),
        positiveInverse,
        positiveInverse,
      )
      .map(([R, p, q, s]) => symmetrize(M3.mul(M3.mul(R, M3.diag(p, q, s)), M3.transpose(R)))),
    weight: 4,
  },
);
export const positiveInverseInertia3: fc.Arbitrary<Mat3> = fc
  .tuple(rotation, positiveInverse, positiveInverse, positiveInverse)
  .map(([R, p, q, s]) => symmetrize(M3.mul(M3.mul(R, M3.diag(p, q, s)), M3.transpose(R))));

const body3Of = (inverse: fc.Arbitrary<number>, inertia: fc.Arbitrary<Mat3>): fc.Arbitrary<Body3> =>
  fc.record({ invMass: inverse, invInertia: inertia, v: vec3Arb(10), w: vec3Arb(10) });
export const body3 = body3Of(inverseQuantity, inverseInertia3);
export const movableBody3 = body3Of(positiveInverse, positiveInverseInertia3);
export const contact3: fc.Arbitrary<Contact3> = fc.record({ rA: vec3Arb(3), rB: vec3Arb(3), n: unit3 });

/** A sphere pair: rA = ρA·n, rB = −ρB·n (contact point on the line of centers). */
export const sphereContact3: fc.Arbitrary<Contact3> = fc
  .tuple(unit3, fc.double({ min: 0.1, max: 3, noNaN: true }), fc.double({ min: 0.1, max: 3, noNaN: true }))
  .map(([n, ra, rb]) => ({
    rA: { x: ra * n.x, y: ra * n.y, z: ra * n.z },
    rB: { x: -rb * n.x, y: -rb * n.y, z: -rb * n.z },
    n,
  }));

/** Velocity parts with infinite mass/inertia set to zero: the frame in which energy comparisons hold. */
export const restFrame2 = (b: Body2): Body2 => ({
  ...b,
  v: b.invMass === 0 ? { x: 0, y: 0 } : b.v,
  w: b.invInertia === 0 ? 0 : b.w,
});

/** Same in 3D; ω is projected onto the range of I⁻¹ (axes the body can turn about). */
export const restFrame3 = (b: Body3): Body3 => {
  const P = M3.mul(M3.pseudoInverseSym(b.invInertia), b.invInertia);
  return { ...b, v: b.invMass === 0 ? { x: 0, y: 0, z: 0 } : b.v, w: M3.mulVec(P, b.w) };
};

/** Freeze an object graph so that any write by the solver throws in strict mode. */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** Deep copy of plain data (for comparing inputs before/after). */
export const clone = <T>(x: T): T => structuredClone(x);

/** Every number anywhere in x that is NaN, as paths. */
export function nanPaths(x: unknown, path = '$'): string[] {
  if (typeof x === 'number') return Number.isNaN(x) ? [path] : [];
  if (x !== null && typeof x === 'object')
    return Object.entries(x as object).flatMap(([k, v]) => nanPaths(v, `${path}.${k}`));
  return [];
}

/** Equal up to REL after the fact, for body comparisons. */
export function bodiesNear2(a: Body2, b: Body2, scale = 0): boolean {
  return near(a.v.x, b.v.x, scale) && near(a.v.y, b.v.y, scale) && near(a.w, b.w, scale);
}
