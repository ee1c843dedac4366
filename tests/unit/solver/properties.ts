// Property pieces several contract functions' tests share: the momenta an impulse must keep, and
// the purity every solve promises (inputs untouched, no NaN out). The tolerances stay with each
// test, since each solve's rounding grows with different terms.
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  angularMomentum2,
  angularMomentum3,
  type Body2,
  type Body3,
  type Contact3,
  linearMomentum2,
  linearMomentum3,
  M3,
  V3,
  type Vec2,
  type Vec3,
} from '../../../src/solver';
import {
  clone,
  contact3,
  deepFreeze,
  movableBody2,
  movableBody3,
  nanPaths,
  restitution,
  vec2Arb,
  vec3Arb,
} from './arbitraries';

/** A 2D body as a 3D one in the z = 0 plane: inverse inertia diag(ixx, iyy, I⁻¹_zz). */
export const lift3 = (b: Body2, ixx: number, iyy: number): Body3 => ({
  invMass: b.invMass,
  invInertia: M3.diag(ixx, iyy, b.invInertia),
  v: { x: b.v.x, y: b.v.y, z: 0 },
  w: { x: 0, y: 0, z: b.w },
});

/**
 * Linear momentum (p0 before, p1 after) and angular momentum about p (L0, L1) of the bodies a and
 * b and of the result's: A's centre at xA, so the contact point is xA + rA and B's centre xA + rA − rB.
 */
export function momenta2(
  a: Body2,
  b: Body2,
  r: { a: Body2; b: Body2 },
  rA: Vec2,
  rB: Vec2,
  xA: Vec2,
  p: Vec2,
) {
  const xB = { x: xA.x + rA.x - rB.x, y: xA.y + rA.y - rB.y };
  const L = (u: Body2, v: Body2) => angularMomentum2(u, xA, p) + angularMomentum2(v, xB, p);
  return { p0: linearMomentum2(a, b), p1: linearMomentum2(r.a, r.b), L0: L(a, b), L1: L(r.a, r.b) };
}

/** As momenta2, in 3D. */
export function momenta3(
  a: Body3,
  b: Body3,
  r: { a: Body3; b: Body3 },
  rA: Vec3,
  rB: Vec3,
  xA: Vec3,
  p: Vec3,
) {
  const xB = { x: xA.x + rA.x - rB.x, y: xA.y + rA.y - rB.y, z: xA.z + rA.z - rB.z };
  const L = (u: Body3, v: Body3) => V3.add(angularMomentum3(u, xA, p), angularMomentum3(v, xB, p));
  return { p0: linearMomentum3(a, b), p1: linearMomentum3(r.a, r.b), L0: L(a, b), L1: L(r.a, r.b) };
}

/**
 * A 2D solve on two movable bodies that acts at the arms x.rA, x.rB (`input` draws x: a contact
 * with its e, or a joint's two arms), A's centre anywhere within 5 m and the point the angular
 * momentum is taken about likewise: `check` gets the momenta (momenta2) and the result.
 */
export const momentumProperty2 = <X extends { rA: Vec2; rB: Vec2 }, R extends { a: Body2; b: Body2 }>(
  input: fc.Arbitrary<X>,
  solve: (a: Body2, b: Body2, x: X) => R,
  check: (m: ReturnType<typeof momenta2>, r: R) => void,
) =>
  fc.property(movableBody2, movableBody2, input, vec2Arb(5), vec2Arb(5), (a, b, x, xA, p) => {
    const r = solve(a, b, x);
    check(momenta2(a, b, r, x.rA, x.rB, xA, p), r);
  });

/**
 * A 3D contact solve on two movable bodies, A's centre anywhere within 5 m and the point the
 * angular momentum is taken about likewise: `check` gets the momenta (momenta3) and the result.
 */
export const momentumProperty3 = <R extends { a: Body3; b: Body3 }>(
  solve: (a: Body3, b: Body3, c: Contact3, e: number) => R,
  check: (m: ReturnType<typeof momenta3>, r: R) => void,
) =>
  fc.property(
    movableBody3,
    movableBody3,
    contact3,
    restitution,
    vec3Arb(5),
    vec3Arb(5),
    (a, b, c, e, xA, p) => {
      const r = solve(a, b, c, e);
      check(momenta3(a, b, r, c.rA, c.rB, xA, p), r);
    },
  );

/** Kinetic energy after ≤ before, to rounding (1e-9 relative, or 1e-9 J): a solve that may not add energy. */
export const expectNoEnergyGain = (before: number, after: number): void => {
  expect(after).toBeLessThanOrEqual(before + 1e-9 * Math.max(1, before));
};

/**
 * A contact solve on frozen input, e up to 5: it must leave the input as it was and return no NaN;
 * `check` then tests the result against the bodies.
 */
export const pureProperty = <B, C, R>(
  body: fc.Arbitrary<B>,
  contact: fc.Arbitrary<C>,
  solve: (a: B, b: B, c: C, e: number) => R,
  check: (r: R, a: B, b: B) => void = () => {},
) =>
  fc.property(body, body, contact, fc.double({ min: 0, max: 5, noNaN: true }), (a, b, c, e) => {
    const before = clone({ a, b, c });
    const r = solve(deepFreeze(a), deepFreeze(b), deepFreeze(c), e);
    expect({ a, b, c }).toEqual(before);
    expect(nanPaths(r)).toEqual([]);
    check(r, a, b);
  });
