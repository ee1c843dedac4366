// "Valid input never produces NaN", tried on a much wider range than the physics properties use:
// velocities up to 1e6, lever arms up to 1e3, inverse masses and inertias anywhere in [0, 1e6]
// (fast-check then favours extremes: subnormals such as 5e-324, exact 0, the bounds).
// Tiny effective masses make impulses overflow; the solver must report "cannot move" instead of
// Infinity·0 = NaN. Beyond ~1e150 products of inputs overflow and no guarantee is made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  type Body3,
  type Contact2,
  type Contact3,
  effectiveMass2,
  frictionImpulse2,
  M3,
  normalImpulse2,
  normalImpulse3,
  revoluteImpulse2,
  sphereImpulse3,
} from '../../../src/solver';
import { RUNS, PROPERTY_TIMEOUT, nanPaths, rotation, symmetrize, unit2, unit3 } from './arbitraries';

const wide = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
const inverse = fc.double({ min: 0, max: 1e6, noNaN: true });
const v2 = (l: number) => fc.record({ x: wide(l), y: wide(l) });
const v3 = (l: number) => fc.record({ x: wide(l), y: wide(l), z: wide(l) });
const wideBody2: fc.Arbitrary<Body2> = fc.record({
  invMass: inverse,
  invInertia: inverse,
  v: v2(1e6),
  w: wide(1e6),
});
const wideContact2: fc.Arbitrary<Contact2> = fc.record({ rA: v2(1e3), rB: v2(1e3), n: unit2 });
const wideTensor = fc
  .tuple(rotation, inverse, inverse, inverse)
  .map(([R, p, q, s]) => symmetrize(M3.mul(M3.mul(R, M3.diag(p, q, s)), M3.transpose(R))));
const wideBody3: fc.Arbitrary<Body3> = fc.record({
  invMass: inverse,
  invInertia: fc.oneof(
    wideTensor,
    inverse.map((d) => M3.diag(d, d, d)),
  ),
  v: v3(1e6),
  w: v3(1e6),
});
const wideContact3: fc.Arbitrary<Contact3> = fc.record({ rA: v3(1e3), rB: v3(1e3), n: unit3 });
const coefficient = fc.double({ min: 0, max: 10, noNaN: true });

describe('valid input never produces NaN, even at extreme scales', { timeout: PROPERTY_TIMEOUT }, () => {
  it('in the 2D functions', () => {
    fc.assert(
      fc.property(
        wideBody2,
        wideBody2,
        wideContact2,
        coefficient,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        coefficient,
        coefficient,
        (a, b, c, e, jn, m1, m2) => {
          expect(Number.isNaN(effectiveMass2(a, b, c.rA, c.rB, c.n))).toBe(false);
          expect(nanPaths(normalImpulse2(a, b, c, e))).toEqual([]);
          expect(nanPaths(frictionImpulse2(a, b, c, jn, Math.max(m1, m2), Math.min(m1, m2)))).toEqual([]);
          expect(nanPaths(revoluteImpulse2(a, b, c.rA, c.rB))).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('in the 3D functions', () => {
    fc.assert(
      fc.property(wideBody3, wideBody3, wideContact3, coefficient, (a, b, c, e) => {
        expect(nanPaths(normalImpulse3(a, b, c, e))).toEqual([]);
        expect(nanPaths(sphereImpulse3(a, b, c, e))).toEqual([]);
      }),
      RUNS,
    );
  });
});
