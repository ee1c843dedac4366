import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  type Contact2,
  kineticEnergy2,
  normalImpulse2,
  V2,
  type Vec2,
} from '../../../src/solver';
import { RUNS, body2, contact2, expectNear, restFrame2, restitution, PROPERTY_TIMEOUT } from './arbitraries';
import { expectNoEnergyGain, momentumProperty2, pureProperty } from './properties';

const ground: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const origin: Vec2 = { x: 0, y: 0 };
const up: Vec2 = { x: 0, y: 1 };

const vnOf = (a: Body2, b: Body2, c: Contact2): number =>
  V2.dot(V2.sub(V2.pointVelocity(b.v, b.w, c.rB), V2.pointVelocity(a.v, a.w, c.rA)), c.n);

describe('normalImpulse2 by hand', () => {
  it('bounces a ball off the ground with half its approach speed when e = 0.5', () => {
    //   B: m = 2 (invMass 1/2), falling at 3, no spin;  A: immovable ground; n = up.
    //   vn = −3, k = 1/2, j = −(1 + 0.5)(−3) / (1/2) = 9, vB' = −3 + 9/2 = 1.5 = −e·vn.
    const ball: Body2 = { invMass: 0.5, invInertia: 0, v: { x: 0, y: -3 }, w: 0 };
    const r = normalImpulse2(ground, ball, { rA: origin, rB: { x: 0, y: -1 }, n: up }, 0.5);
    expect(r.vn).toBe(-3);
    expect(r.k).toBe(0.5);
    expect(r.effectiveMass).toBe(2);
    expect(r.j).toBe(9);
    expect(r.b.v).toEqual({ x: 0, y: 1.5 });
    expect(r.vnAfter).toBe(1.5);
    expect(r.a).toEqual(ground);
  });

  it('sets a box spinning when its corner hits the ground off-centre', () => {
    //   B: m = 1, I = 1, falling at 2; the corner touching the ground is at rB = (1, −1).
    //   rB × n = 1·1 − (−1)·0 = 1, so k = 1 + 1·1² = 2; with e = 1, j = −2·(−2)/2 = 2.
    //   vB' = −2 + 2 = 0 (it stops falling), ωB' = 0 + 1·(rB × (0, 2)) = 2 (counter-clockwise).
    //   Corner velocity after: (0,0) + 2 × (1, −1) = (2, 2): normal part 2 = −e·vn.
    //   Energy: ½·1·2² = 2 before, ½·1·2² = 2 after (all of it now spin).
    const box: Body2 = { invMass: 1, invInertia: 1, v: { x: 0, y: -2 }, w: 0 };
    const c = { rA: origin, rB: { x: 1, y: -1 }, n: up };
    const r = normalImpulse2(ground, box, c, 1);
    expect(r.k).toBe(2);
    expect(r.j).toBe(2);
    expect(r.b.v).toEqual({ x: 0, y: 0 });
    expect(r.b.w).toBe(2);
    expect(vnOf(r.a, r.b, c)).toBe(2);
    expect(kineticEnergy2(r.b)).toBe(kineticEnergy2(box));
  });

  it('swaps the velocities of two equal balls in a head-on elastic collision', () => {
    //   mA = mB = 1, vA = 2, vB = −2 along n = +x: vn = −4, k = 2, j = 2·4/2 = 4.
    const a: Body2 = { invMass: 1, invInertia: 1, v: { x: 2, y: 0 }, w: 0 };
    const b: Body2 = { invMass: 1, invInertia: 1, v: { x: -2, y: 0 }, w: 0 };
    const r = normalImpulse2(a, b, { rA: { x: 1, y: 0 }, rB: { x: -1, y: 0 }, n: { x: 1, y: 0 } }, 1);
    expect(r.j).toBe(4);
    expect(r.a.v).toEqual({ x: -2, y: 0 });
    expect(r.b.v).toEqual({ x: 2, y: 0 });
  });

  it('does nothing when the bodies are already separating', () => {
    const ball: Body2 = { invMass: 1, invInertia: 1, v: { x: 5, y: 1 }, w: 3 };
    const r = normalImpulse2(ground, ball, { rA: origin, rB: { x: 0, y: -1 }, n: up }, 1);
    expect(r.j).toBe(0);
    expect(r.b).toEqual(ball);
    expect(r.b).not.toBe(ball);
  });

  it('does nothing, with an infinite effective mass, when both bodies are immovable', () => {
    const wall: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: -1 }, w: 0 };
    const r = normalImpulse2(ground, wall, { rA: origin, rB: origin, n: up }, 1);
    expect(r.effectiveMass).toBe(Infinity);
    expect(r.j).toBe(0);
    expect(r.b).toEqual(wall);
  });
});

describe('normalImpulse2 properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('makes the normal relative velocity −e times what it was, whenever it pushes', () => {
    fc.assert(
      fc.property(body2, body2, contact2, restitution, (a, b, c, e) => {
        const r = normalImpulse2(a, b, c, e);
        if (r.j === 0) return;
        expectNear(vnOf(r.a, r.b, c), -e * r.vn, Math.abs(r.vRel.x) + Math.abs(r.vRel.y) + 100 * r.j * r.k);
      }),
      RUNS,
    );
  });

  it('applies j·n to B and −j·n to A, never a pull (j ≥ 0)', () => {
    fc.assert(
      fc.property(body2, body2, contact2, fc.double({ min: 0, max: 5, noNaN: true }), (a, b, c, e) => {
        const r = normalImpulse2(a, b, c, e);
        expect(r.j).toBeGreaterThanOrEqual(0);
        const P = { x: r.j * c.n.x, y: r.j * c.n.y };
        expectNear(r.b.v.x, b.v.x + b.invMass * P.x, 10);
        expectNear(r.b.v.y, b.v.y + b.invMass * P.y, 10);
        expectNear(r.a.v.x, a.v.x - a.invMass * P.x, 10);
        expectNear(r.a.v.y, a.v.y - a.invMass * P.y, 10);
        expectNear(r.b.w, b.w + b.invInertia * V2.cross(c.rB, P), 10);
        expectNear(r.a.w, a.w - a.invInertia * V2.cross(c.rA, P), 10);
      }),
      RUNS,
    );
  });

  it('conserves linear momentum and angular momentum about a fixed point when both bodies can move', () => {
    fc.assert(
      momentumProperty2(
        fc.tuple(contact2, restitution).map(([c, e]) => ({ ...c, e })),
        (a, b, c) => normalImpulse2(a, b, c, c.e),
        ({ p0, p1, L0, L1 }) => {
          // Momenta are sums of terms up to 20·(10 + 10·r·…) ~ 1e3; angular ones times arms ~ 10.
          expectNear(p1.x, p0.x, 1e3);
          expectNear(p1.y, p0.y, 1e3);
          expectNear(L1, L0, 1e4);
        },
      ),
      RUNS,
    );
  });

  it('never increases kinetic energy for 0 ≤ e ≤ 1 (in the rest frame of immovable bodies)', () => {
    fc.assert(
      fc.property(body2.map(restFrame2), body2.map(restFrame2), contact2, restitution, (a, b, c, e) => {
        const r = normalImpulse2(a, b, c, e);
        expectNoEnergyGain(kineticEnergy2(a, b), kineticEnergy2(r.a, r.b));
      }),
      RUNS,
    );
  });

  it('keeps kinetic energy unchanged when e = 1', () => {
    fc.assert(
      fc.property(body2.map(restFrame2), body2.map(restFrame2), contact2, (a, b, c) => {
        const r = normalImpulse2(a, b, c, 1);
        const T0 = kineticEnergy2(a, b);
        expectNear(kineticEnergy2(r.a, r.b), T0, T0);
      }),
      RUNS,
    );
  });

  it('leaves separating or resting contacts untouched', () => {
    fc.assert(
      fc.property(body2, body2, contact2, restitution, (a, b, c, e) => {
        fc.pre(vnOf(a, b, c) >= 0);
        const r = normalImpulse2(a, b, c, e);
        expect(r.j).toBe(0);
        expect(r.a).toEqual(a);
        expect(r.b).toEqual(b);
      }),
      RUNS,
    );
  });

  it('never mutates its inputs and never returns NaN', () => {
    fc.assert(pureProperty(body2, contact2, normalImpulse2), RUNS);
  });
});
