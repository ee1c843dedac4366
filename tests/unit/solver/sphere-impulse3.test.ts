import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body3,
  type Contact3,
  kineticEnergy3,
  M3,
  normalImpulse3,
  sphereImpulse3,
  sphereTangents,
  V3,
  type Vec3,
} from '../../../src/solver';
import {
  RUNS,
  body3,
  contact3,
  expectNear,
  movableBody3,
  restFrame3,
  restitution,
  sphereContact3,
  unit3,
  PROPERTY_TIMEOUT,
} from './arbitraries';
import { momentumProperty3, pureProperty } from './properties';

const zero: Vec3 = { x: 0, y: 0, z: 0 };
const up: Vec3 = { x: 0, y: 1, z: 0 };
const ground: Body3 = { invMass: 0, invInertia: M3.ZERO, v: zero, w: zero };
const vRelOf = (a: Body3, b: Body3, c: Contact3): Vec3 =>
  V3.sub(V3.pointVelocity(b.v, b.w, c.rB), V3.pointVelocity(a.v, a.w, c.rA));

/** A unit-mass body with I⁻¹ = identity sliding right at 1 and falling at 1 onto the ground. */
const block: Body3 = { invMass: 1, invInertia: M3.IDENTITY, v: { x: 1, y: -1, z: 0 }, w: zero };

describe('sphereImpulse3 by hand', () => {
  it('gives a true sphere contact no tangential impulse, exactly like the plain normal impulse', () => {
    //   Solid sphere, m = 1, radius 1: I = 2/5, I⁻¹ = 2.5·Id. Contact below the center: rB = (0, −1, 0).
    //   V⁻ = (3, −4, 0): vn = −4, t0 = (1, 0, 0), t1 = n × t0 = (0, 0, −1).
    //   rB × n = 0, so the n row and column of S vanish: C = diag(1, 1 + 2.5, 1 + 2.5).
    //   C·(phi, psi, xi) = (−(1+1)(−4), 0, 0) → phi = 8, psi = xi = 0: no spin, as in section 1.
    const sphere: Body3 = {
      invMass: 1,
      invInertia: M3.scale(M3.IDENTITY, 2.5),
      v: { x: 3, y: -4, z: 0 },
      w: zero,
    };
    const c: Contact3 = { rA: zero, rB: { x: 0, y: -1, z: 0 }, n: up };
    const r = sphereImpulse3(ground, sphere, c, 1);
    expect(r.t0).toEqual({ x: 1, y: 0, z: 0 });
    expect(r.t1).toEqual({ x: 0, y: 0, z: -1 });
    expect(r.C).toEqual([1, 0, 0, 0, 3.5, 0, 0, 0, 3.5]);
    expect([r.phi, r.psi, r.xi]).toEqual([8, 0, 0]);
    expect(r.b.v).toEqual({ x: 3, y: 4, z: 0 });
    expect(r.b.w).toEqual(zero);
    expect(r.b).toEqual(normalImpulse3(ground, sphere, c, 1).b);
  });

  it('adds kinetic energy at an off-centre contact even with e = 1 (1 → 5/3)', () => {
    //   Corner behind the center: rB = (−1, −1, 0), V⁻ = (1, −1, 0): vn = −1, vt = 1, t0 = +x, t1 = −z.
    //   rB×n = (0,0,−1), rB×t0 = (0,0,1), rB×t1 = (1,−1,0), λ = 1:
    //   C = [[2, −1, 0], [−1, 2, 0], [0, 0, 3]],  C·(phi, psi, xi) = (2, 0, 0)
    //   → phi = 4/3, psi = 2/3, xi = 0. P = (2/3, 4/3, 0); v⁺ = (5/3, 1/3, 0); ω⁺ = rB × P = (0, 0, −2/3).
    //   T = ½·1·2 = 1 before; ½·(25/9 + 1/9) + ½·(4/9) = 5/3 after. The plain impulse keeps T = 1.
    const c: Contact3 = { rA: zero, rB: { x: -1, y: -1, z: 0 }, n: up };
    const r = sphereImpulse3(ground, block, c, 1);
    expect(r.C).toEqual([2, -1, 0, -1, 2, 0, 0, 0, 3]);
    expectNear(r.phi, 4 / 3);
    expectNear(r.psi, 2 / 3);
    expect(r.xi).toBe(0);
    expectNear(r.b.v.x, 5 / 3);
    expectNear(r.b.v.y, 1 / 3);
    expectNear(r.b.w.z, -2 / 3);
    expectNear(kineticEnergy3(r.b), 5 / 3);
    expectNear(kineticEnergy3(normalImpulse3(ground, block, c, 1).b), 1);
    // The contact point's velocity is reflected exactly: (1, −1, 0) → (1, 1, 0).
    const after = vRelOf(r.a, r.b, c);
    expectNear(after.x, 1);
    expectNear(after.y, 1);
  });

  it('removes kinetic energy at the mirror-image contact even with e = 1 (1 → 1/3)', () => {
    //   rB = (1, −1, 0): the (n, t0) entries change sign, C = [[2, 1, 0], [1, 2, 0], [0, 0, 3]]
    //   → phi = 4/3, psi = −2/3; v⁺ = (1/3, 1/3, 0), ω⁺ = (0, 0, 2/3); T = 1/9 + 2/9 = 1/3.
    const c: Contact3 = { rA: zero, rB: { x: 1, y: -1, z: 0 }, n: up };
    const r = sphereImpulse3(ground, block, c, 1);
    expectNear(r.psi, -2 / 3);
    expectNear(kineticEnergy3(r.b), 1 / 3);
  });

  it('loses nothing at all with e = 0 when the tangential impulse pushes along the sliding', () => {
    //   Same geometry as the 5/3 example, e = 0: phi = 2/3, psi = 1/3,
    //   ΔT = ½(1 − e)·phi·vn + psi·vt = ½·(2/3)·(−1) + (1/3)·1 = 0.
    const r = sphereImpulse3(ground, block, { rA: zero, rB: { x: -1, y: -1, z: 0 }, n: up }, 0);
    expectNear(kineticEnergy3(r.b), 1);
  });

  it('picks t0 by a fixed rule when the approach is head-on, and returns C when separating', () => {
    const falling: Body3 = { ...block, v: { x: 0, y: -1, z: 0 } };
    const c: Contact3 = { rA: zero, rB: { x: 0.5, y: -1, z: 0.25 }, n: up };
    const r1 = sphereImpulse3(ground, falling, c, 0.5);
    const r2 = sphereImpulse3(ground, falling, c, 0.5);
    expect(r1.t0).toEqual(V3.anyPerpendicular(up));
    expect(r1).toEqual(r2);
    expect(r1.vt).toBe(0);
    const rising = sphereImpulse3(ground, { ...block, v: { x: 0, y: 1, z: 0 } }, c, 0.5);
    expect(rising.phi).toBe(0);
    expect(rising.C).toEqual(r1.C);
  });

  it('gives zero impulse and a zero C when both bodies are immovable', () => {
    const r = sphereImpulse3(
      ground,
      { ...ground, v: { x: 0, y: -1, z: 0 } },
      { rA: zero, rB: zero, n: up },
      1,
    );
    expect(r.singular).toBe(true);
    expect(r.C).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.impulse).toEqual(zero);
  });
});

/**
 * Eberly's section 2 in his own convention, with his typos corrected (eq. 25's right-hand side
 * carries N0·V⁻; eq. 27 has λ once per diagonal entry). Independent of the solver's code.
 */
function eberly(a: Body3, b: Body3, c: Contact3, eps: number) {
  const N0 = V3.neg(V3.normalize(c.n)); // his normal points from B to A
  const VA = V3.pointVelocity(a.v, a.w, c.rA);
  const VB = V3.pointVelocity(b.v, b.w, c.rB);
  const V = V3.sub(VA, VB); // his relative velocity V_A − V_B
  const tangential = V3.sub(V, V3.scale(N0, V3.dot(V, N0)));
  const T0 = V3.normalize(tangential);
  const T1 = V3.cross(N0, T0);
  const lambda = a.invMass + b.invMass;
  const S = (X: Vec3, Y: Vec3) =>
    M3.bilinear(V3.cross(c.rA, X), a.invInertia, V3.cross(c.rA, Y)) +
    M3.bilinear(V3.cross(c.rB, X), b.invInertia, V3.cross(c.rB, Y));
  const basis = [N0, T0, T1];
  const C = basis.flatMap((X, i) => basis.map((Y, j) => (i === j ? lambda : 0) + S(X, Y)));
  const rhs = [-(1 + eps) * V3.dot(N0, V), 0, 0];
  // Cramer's rule, written out independently of solve.ts.
  const d = (m: number[]) =>
    m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
    m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
    m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
  const D = d(C);
  const col = (k: number) => C.map((x, i) => (i % 3 === k ? rhs[Math.floor(i / 3)]! : x));
  return { phi: d(col(0)) / D, psi: d(col(1)) / D, xi: d(col(2)) / D, C, N0, T0, T1, tangential };
}

describe("sphereImpulse3 against Eberly's own convention", { timeout: PROPERTY_TIMEOUT }, () => {
  it('matches his corrected system: same phi and psi, xi and the (·, t1) entries of C flip sign, P = −F', () => {
    fc.assert(
      fc.property(movableBody3, movableBody3, contact3, restitution, (a, b, c, e) => {
        const r = sphereImpulse3(a, b, c, e);
        const E = eberly(a, b, c, e);
        fc.pre(r.vn < 0 && !r.singular && V3.length(E.tangential) > 1e-6);
        const scale = 1e3 * (1 + Math.abs(r.phi) + Math.abs(r.psi) + Math.abs(r.xi));
        expectNear(r.phi, E.phi, scale);
        expectNear(r.psi, E.psi, scale);
        expectNear(r.xi, -E.xi, scale);
        const flip = [1, 1, -1, 1, 1, -1, -1, -1, 1];
        r.C.forEach((x, i) => expectNear(x, flip[i]! * E.C[i]!, 1e3));
        const F = V3.add(V3.add(V3.scale(E.N0, E.phi), V3.scale(E.T0, E.psi)), V3.scale(E.T1, E.xi));
        expectNear(r.impulse.x, -F.x, scale);
        expectNear(r.impulse.y, -F.y, scale);
        expectNear(r.impulse.z, -F.z, scale);
      }),
      RUNS,
    );
  });
});

describe('sphereImpulse3 properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('meets its three constraints: n·V⁺ = −e n·V⁻, t0·V⁺ = t0·V⁻, t1·V⁺ = 0', () => {
    fc.assert(
      fc.property(body3, body3, contact3, restitution, (a, b, c, e) => {
        const r = sphereImpulse3(a, b, c, e);
        if (r.vn >= 0 || r.singular) return;
        const before = vRelOf(a, b, c);
        const after = vRelOf(r.a, r.b, c);
        // Scale: the velocity change C·(phi, psi, xi): |C| up to ~400 times the impulse.
        const scale = 100 + 400 * (Math.abs(r.phi) + Math.abs(r.psi) + Math.abs(r.xi));
        expectNear(V3.dot(after, r.n), -e * V3.dot(before, r.n), scale);
        expectNear(V3.dot(after, r.t0), V3.dot(before, r.t0), scale);
        expectNear(V3.dot(after, r.t1), 0, scale);
      }),
      RUNS,
    );
  });

  it('returns a symmetric C whose eigenvalues are all ≥ λ = mA + mB, so positive definite when either body can translate', () => {
    fc.assert(
      fc.property(body3, body3, contact3, restitution, (a, b, c, e) => {
        const r = sphereImpulse3(a, b, c, e);
        expect(M3.isSymmetric(r.C, 0)).toBe(true);
        const lambda = a.invMass + b.invMass;
        const { values } = M3.symmetricEigen(r.C);
        expect(values[0]).toBeGreaterThanOrEqual(lambda - 1e-9 * Math.max(1, values[2]));
        if (lambda > 0) expect(r.singular).toBe(false);
      }),
      RUNS,
    );
  });

  it('uses a right-handed orthonormal frame with t0 along the tangential relative velocity', () => {
    fc.assert(
      fc.property(body3, body3, contact3, (a, b, c) => {
        const r = sphereImpulse3(a, b, c, 0.5);
        for (const u of [r.n, r.t0, r.t1]) expectNear(V3.length(u), 1);
        expectNear(V3.dot(r.n, r.t0), 0);
        expectNear(V3.dot(r.t0, r.t1), 0);
        const nt0 = V3.cross(r.n, r.t0);
        expectNear(nt0.x, r.t1.x);
        expectNear(nt0.z, r.t1.z);
        const v = vRelOf(a, b, c);
        expectNear(V3.dot(v, r.t1), 0, V3.length(v));
        expect(V3.dot(v, r.t0)).toBeGreaterThanOrEqual(-1e-12 * V3.length(v));
      }),
      RUNS,
    );
  });

  it('reduces to the plain normal impulse for true sphere contacts (rA, rB along n): no tangential impulse, no spin change', () => {
    fc.assert(
      fc.property(body3, body3, sphereContact3, restitution, (a, b, c, e) => {
        // With λ = 0 a sphere contact's C is singular (its n row is zero) and nothing is applied.
        fc.pre(a.invMass + b.invMass > 0);
        const s = sphereImpulse3(a, b, c, e);
        const p = normalImpulse3(a, b, c, e);
        // psi, xi solve a homogeneous system when the n row decouples: 0 up to rounding.
        expectNear(s.psi, 0, 100 * Math.abs(s.phi));
        expectNear(s.xi, 0, 100 * Math.abs(s.phi));
        expectNear(s.phi, p.j, 100);
        for (const k of ['x', 'y', 'z'] as const) {
          expectNear(s.b.v[k], p.b.v[k], 100 * (1 + Math.abs(p.j)));
          expectNear(s.b.w[k], p.b.w[k], 1e3 * (1 + Math.abs(p.j)));
        }
      }),
      RUNS,
    );
  });

  it('changes kinetic energy by exactly ½(1 − e)·phi·vn + psi·vt, which can have either sign', () => {
    // V⁺ − V⁻ = C·p in the {n,t0,t1} frame and ΔT = p·V⁻ + ½ pᵀCp = ½ p·(V⁻ + V⁺)
    // = ½ [phi·(1 − e)·vn + psi·2·vt + xi·0].
    fc.assert(
      fc.property(body3.map(restFrame3), body3.map(restFrame3), contact3, restitution, (a, b, c, e) => {
        const r = sphereImpulse3(a, b, c, e);
        const dT = kineticEnergy3(r.a, r.b) - kineticEnergy3(a, b);
        const predicted = 0.5 * (1 - e) * r.phi * r.vn + r.psi * r.vt;
        expectNear(
          dT,
          predicted,
          1e3 + kineticEnergy3(a, b) + 1e3 * (Math.abs(r.phi) + Math.abs(r.psi) + Math.abs(r.xi)) ** 2,
          1e-8,
        );
      }),
      RUNS,
    );
  });

  it('conserves linear momentum and angular momentum about a fixed point when both bodies can move', () => {
    fc.assert(
      momentumProperty3(sphereImpulse3, ({ p0, p1, L0, L1 }, r) => {
        const scale = 1e5 * (1 + V3.length(r.impulse));
        for (const k of ['x', 'y', 'z'] as const) {
          expectNear(p1[k], p0[k], scale);
          expectNear(L1[k], L0[k], scale);
        }
      }),
      RUNS,
    );
  });

  it('leaves separating contacts untouched, never mutates its inputs and never returns NaN', () => {
    fc.assert(
      pureProperty(body3, contact3, sphereImpulse3, (r, a, b) => {
        if (r.vn >= 0) {
          expect(r.impulse).toEqual(zero);
          expect(r.a).toEqual(a);
          expect(r.b).toEqual(b);
        }
      }),
      RUNS,
    );
  });

  it('chooses the fallback tangent deterministically and perpendicular to n', () => {
    fc.assert(
      fc.property(unit3, fc.double({ min: -10, max: 10, noNaN: true }), (n, s) => {
        const { t0, t1, fallback } = sphereTangents({ x: s * n.x, y: s * n.y, z: s * n.z }, n);
        expect(fallback).toBe(true);
        expect(t0).toEqual(V3.anyPerpendicular(n));
        expectNear(V3.dot(t0, n), 0);
        expectNear(V3.length(t0), 1);
        expectNear(V3.length(t1), 1);
      }),
      RUNS,
    );
  });
});
