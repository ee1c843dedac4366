// Edges of the solver that the hand-worked cases and the properties do not reach: what each error
// message names, the helpers no solver function calls, and one overflow branch of the seed 001
// errata. Found by `npm run mutation` (tests/mutation-equivalents.md lists what it cannot find).
import { describe, expect, it } from 'vitest';
import {
  applyImpulse2,
  angularMomentum2,
  angularMomentum3,
  applyImpulse3,
  type Body2,
  type Body3,
  checkContact2,
  checkContact3,
  checkInverseInertiaTensor,
  checkRestitution,
  collisionMatrix3,
  combineCoefficients,
  effectiveMass2,
  effectiveMassJacobian,
  effectiveMassTensor,
  eigenSym2,
  inverseEffectiveMassTensor,
  linearMomentum3,
  M3,
  normalImpulse2,
  normalImpulse3,
  revoluteImpulse2,
  revoluteImpulse2PseudoInverse,
  seed001BuggyImpulse,
  solveSym2,
  solveSym3,
  sphereImpulse3,
  V2,
  V3,
} from '../../../src/solver';

const body2: Body2 = { invMass: 1, invInertia: 1, v: { x: 0, y: 0 }, w: 0 };
const body3: Body3 = { invMass: 1, invInertia: M3.diag(1, 1, 1), v: V3.vec3(0, 0, 0), w: V3.vec3(0, 0, 0) };
const n2 = { x: 1, y: 0 };
const n3 = V3.vec3(1, 0, 0);
const r3 = V3.vec3(0, 0, 0);

describe('error messages name what is wrong, and where', () => {
  it('a body, a vector or a contact that is not an object at all', () => {
    const c2 = { rA: { x: 0, y: 0 }, rB: { x: 0, y: 0 }, n: n2 };
    expect(() => normalImpulse2(null as never, body2, c2, 0.5)).toThrow('a must be a body (got null)');
    expect(() => normalImpulse2(body2, { ...body2, v: null } as never, c2, 0.5)).toThrow(
      'b.v must be a vector {x, y} (got null)',
    );
    expect(() => normalImpulse2(body2, body2, null as never, 0.5)).toThrow('c must be a contact (got null)');
    const c3 = { rA: r3, rB: r3, n: n3 };
    expect(() => normalImpulse3(body3, null as never, c3, 0.5)).toThrow('b must be a body (got null)');
    expect(() => normalImpulse3(body3, body3, { ...c3, rB: 7 } as never, 0.5)).toThrow(
      'c.rB must be a vector {x, y, z} (got 7)',
    );
    expect(() => normalImpulse3(body3, body3, null as never, 0.5)).toThrow('c must be a contact (got null)');
  });

  it('effectiveMassTensor names each of its five arguments', () => {
    const bad3: Body3 = { ...body3, invMass: -1 };
    expect(() => effectiveMassTensor(bad3, body3, r3, r3, n3)).toThrow(/^a\.invMass must be/);
    expect(() => effectiveMassTensor(body3, bad3, r3, r3, n3)).toThrow(/^b\.invMass must be/);
    expect(() => effectiveMassTensor(body3, body3, V3.vec3(NaN, 0, 0), r3, n3)).toThrow(/^rA\.x must be/);
    expect(() => effectiveMassTensor(body3, body3, r3, V3.vec3(0, NaN, 0), n3)).toThrow(/^rB\.y must be/);
    expect(() => effectiveMassTensor(body3, body3, r3, r3, V3.vec3(2, 0, 0))).toThrow(/^n must be/);
  });

  it('seed001BuggyImpulse names each of its four arguments', () => {
    expect(() => seed001BuggyImpulse({ ...body2, invMass: -1 }, body2, n2, 0.5)).toThrow(
      /^a\.invMass must be/,
    );
    expect(() => seed001BuggyImpulse(body2, { ...body2, invMass: -1 }, n2, 0.5)).toThrow(
      /^b\.invMass must be/,
    );
    expect(() => seed001BuggyImpulse(body2, body2, { x: 2, y: 0 }, 0.5)).toThrow(/^n must be/);
    expect(() => seed001BuggyImpulse(body2, body2, n2, -1)).toThrow(/^e must be/);
  });

  it('applyImpulse2 and applyImpulse3 name each of their five arguments', () => {
    const z2 = { x: 0, y: 0 };
    const bad2 = { x: NaN, y: 0 };
    const args2 = [body2, body2, z2, z2, z2] as const;
    const names = ['a', 'b', 'rA', 'rB', 'P'];
    const wrong2 = [{ ...body2, invMass: -1 }, { ...body2, invMass: -1 }, bad2, bad2, bad2];
    names.forEach((name, i) => {
      const args = [...args2] as unknown[];
      args[i] = wrong2[i];
      expect(() => (applyImpulse2 as (...x: unknown[]) => unknown)(...args)).toThrow(
        new RegExp(`^${name}\\.`),
      );
    });
    const bad3 = V3.vec3(NaN, 0, 0);
    const args3 = [body3, body3, r3, r3, r3] as const;
    const wrong3 = [{ ...body3, invMass: -1 }, { ...body3, invMass: -1 }, bad3, bad3, bad3];
    names.forEach((name, i) => {
      const args = [...args3] as unknown[];
      args[i] = wrong3[i];
      expect(() => (applyImpulse3 as (...x: unknown[]) => unknown)(...args)).toThrow(
        new RegExp(`^${name}\\.`),
      );
    });
  });

  it('effectiveMass2 names each of its five arguments; effectiveMassJacobian its entries', () => {
    const z2 = { x: 0, y: 0 };
    const bad2 = { x: NaN, y: 0 };
    const bad: Body2 = { ...body2, invMass: -1 };
    expect(() => effectiveMass2(bad, body2, z2, z2, n2)).toThrow(/^a\.invMass must be/);
    expect(() => effectiveMass2(body2, bad, z2, z2, n2)).toThrow(/^b\.invMass must be/);
    expect(() => effectiveMass2(body2, body2, bad2, z2, n2)).toThrow(/^rA\.x must be/);
    expect(() => effectiveMass2(body2, body2, z2, bad2, n2)).toThrow(/^rB\.x must be/);
    expect(() => effectiveMass2(body2, body2, z2, z2, { x: 2, y: 0 })).toThrow(/^dir must be/);
    expect(() => effectiveMassJacobian([], [])).toThrow('J must have at least one entry');
    expect(() => effectiveMassJacobian([1, NaN], [1, 0, 0, 1])).toThrow(/^J\[1\] must be/);
    expect(() => effectiveMassJacobian([1, 1], [1, 0, Infinity, 1])).toThrow(/^Minv\[2\] must be/);
  });

  it('the checks called without a name call a contact c and a restitution e', () => {
    expect(() => checkContact2({ rA: { x: 0, y: 0 }, rB: { x: NaN, y: 0 }, n: n2 })).toThrow(
      /^c\.rB\.x must be/,
    );
    expect(() => checkContact3({ rA: r3, rB: r3, n: V3.vec3(0, 2, 0) })).toThrow(/^c\.n must be/);
    expect(() => checkRestitution(-0.5)).toThrow(/^e must be/);
  });

  it('revoluteImpulse2 and collisionMatrix3 name their first body and lever arm', () => {
    const z2 = { x: 0, y: 0 };
    expect(() => revoluteImpulse2({ ...body2, invMass: -1 }, body2, z2, z2)).toThrow(/^a\.invMass must be/);
    expect(() => revoluteImpulse2(body2, body2, { x: NaN, y: 0 }, z2)).toThrow(/^rA\.x must be/);
    expect(() => collisionMatrix3(body3, body3, V3.vec3(NaN, 0, 0), r3)).toThrow(/^rA\.x must be/);
    expect(() => collisionMatrix3(body3, body3, r3, V3.vec3(0, 0, NaN))).toThrow(/^rB\.z must be/);
  });

  it('an unknown combining rule lists the known ones', () => {
    expect(() => combineCoefficients('median' as never, 1, 1)).toThrow(
      'rule must be one of max, min, average, product, geometricMean (got median)',
    );
  });
});

describe('seed 001 when its quotient overflows', () => {
  //   mA − mB = 2⁻⁵² (two nearly equal masses) and vn = −1e300: −(1+e)·vn / 2⁻⁵² ≈ 6.8e315 is
  //   beyond the double range. The sample's formula then gives no usable impulse.
  it('reports +Infinity as "too large" when mA > mB, with no bodies after', () => {
    const a: Body2 = { invMass: 1 + 2 ** -52, invInertia: 0, v: { x: 1e300, y: 0 }, w: 0 };
    const b: Body2 = { invMass: 1, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    const r = seed001BuggyImpulse(a, b, n2, 0.5);
    expect(r.vn).toBe(-1e300);
    expect(r).toMatchObject({
      j: null,
      nonFinite: 'Infinity',
      verdict: 'too-large',
      vnAfter: null,
      a: null,
      b: null,
    });
  });

  it('reports −Infinity as "wrong sign" when mA < mB', () => {
    const a: Body2 = { invMass: 1, invInertia: 0, v: { x: 1e300, y: 0 }, w: 0 };
    const b: Body2 = { invMass: 1 + 2 ** -52, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    const r = seed001BuggyImpulse(a, b, n2, 0.5);
    expect(r).toMatchObject({ j: null, nonFinite: '-Infinity', verdict: 'wrong-sign', a: null, b: null });
  });
});

describe('seed 001: the correct impulse it is compared with', () => {
  const at = (vA: number, mA: number, mB: number) =>
    seed001BuggyImpulse(
      { invMass: mA, invInertia: 0, v: { x: vA, y: 0 }, w: 0 },
      { invMass: mB, invInertia: 0, v: { x: 0, y: 0 }, w: 0 },
      n2,
      0.5,
    ).jCorrect;

  it('is −(1+e)·vn/(mA + mB) when approaching: vA = 2, mA = mB = 1 → 1.5', () => {
    expect(at(2, 1, 1)).toBe(1.5);
  });

  it('is exactly +0 when separating, at rest, or when neither body can move', () => {
    for (const [vA, mA, mB] of [
      [-2, 1, 1], // separating: vn = +2
      [0, 1, 1], // at rest: vn = 0
      [2, 0, 0], // approaching, both immovable
    ] as const) {
      expect(Object.is(at(vA, mA, mB), 0), `jCorrect at vA = ${vA}, mA = ${mA}, mB = ${mB}`).toBe(true);
    }
  });
});

describe('seed 001 at rest (vn = 0) with unequal masses', () => {
  it('gives j = +0 and agrees with the correct formula, whichever body is heavier', () => {
    for (const [mA, mB] of [
      [2, 1],
      [1, 2],
    ] as const) {
      const r = seed001BuggyImpulse(
        { invMass: mA, invInertia: 0, v: { x: 0, y: 0 }, w: 0 },
        { invMass: mB, invInertia: 0, v: { x: 0, y: 0 }, w: 0 },
        n2,
        0.5,
      );
      expect(Object.is(r.j, 0), `j at mA = ${mA}, mB = ${mB}`).toBe(true);
      expect(r.verdict).toBe('agrees');
    }
  });
});

describe('seed 001 along a slanted normal', () => {
  //   n = (0.6, 0.8), A (mA = 2) at (1, 0) hits B (mB = 1) at rest, e = 0.5: vn = −0.6,
  //   mA − mB = 1, so j = 1.5·0.6/1 = 0.9 (the correct one: 1.5·0.6/3 = 0.3).
  //   A: (1, 0) − 2·0.9·(0.6, 0.8) = (−0.08, −1.44); B: 0.9·(0.6, 0.8) = (0.54, 0.72);
  //   vn after = −0.6 + 0.9·3 = 2.1.
  it('moves both bodies along n by mA·j and mB·j', () => {
    const r = seed001BuggyImpulse(
      { invMass: 2, invInertia: 0.5, v: { x: 1, y: 0 }, w: 3 },
      { invMass: 1, invInertia: 0.5, v: { x: 0, y: 0 }, w: -1 },
      { x: 0.6, y: 0.8 },
      0.5,
    );
    expect(r.verdict).toBe('too-large');
    expect(r.j).toBeCloseTo(0.9, 14);
    expect(r.jCorrect).toBeCloseTo(0.3, 14);
    expect(r.vnAfter).toBeCloseTo(2.1, 14);
    expect(r.a!.v.x).toBeCloseTo(-0.08, 14);
    expect(r.a!.v.y).toBeCloseTo(-1.44, 14);
    expect(r.b!.v.x).toBeCloseTo(0.54, 14);
    expect(r.b!.v.y).toBeCloseTo(0.72, 14);
    // Linear only: the spins and the masses are kept.
    expect(r.a).toMatchObject({ invMass: 2, invInertia: 0.5, w: 3 });
    expect(r.b).toMatchObject({ invMass: 1, invInertia: 0.5, w: -1 });
  });

  it('returns the bodies unchanged (as copies) when they separate', () => {
    const a: Body2 = { invMass: 2, invInertia: 0.5, v: { x: -1, y: 0 }, w: 3 };
    const r = seed001BuggyImpulse(a, body2, { x: 0.6, y: 0.8 }, 0.5);
    expect(r.verdict).toBe('separating');
    expect(r.a).toEqual(a);
    expect(r.a).not.toBe(a);
    expect(r.b).toEqual(body2);
  });
});

describe('an asymmetric inverse inertia tensor', () => {
  const I = (m1: number, m3: number, m5: number, m7: number) => [1, m1, 0, m3, 1, m5, 0, m7, 1] as const;
  it('is refused naming its most asymmetric pair of entries (the first one on a tie)', () => {
    //   |I[1] − I[3]| = 0.2 < |I[5] − I[7]| = 1 (whose sum is 0 and whose entries differ in sign).
    expect(() => checkInverseInertiaTensor([...I(1, 0.8, 0.5, -0.5)] as never, 'I')).toThrow(
      'I must be symmetric (I[5] = 0.5 but I[7] = -0.5)',
    );
    expect(() => checkInverseInertiaTensor([...I(0.5, 0, 0.5, 0)] as never, 'I')).toThrow(
      'I must be symmetric (I[1] = 0.5 but I[3] = 0)',
    );
  });
  it('names the pair I[2], I[6] when that one is off', () => {
    expect(() => checkInverseInertiaTensor([1, 0, 0.25, 0, 1, 0, 0, 0, 1] as never, 'I')).toThrow(
      'I must be symmetric (I[2] = 0.25 but I[6] = 0)',
    );
  });
});

describe('the positive-semidefinite check scales with the tensor', () => {
  //   45° about z: diag(100, −1e-8, 50) becomes [[a, b, 0], [b, a, 0], [0, 0, 50]] with
  //   a = (100 − 1e-8)/2, b = (100 + 1e-8)/2: not diagonally dominant, so its eigenvalues are
  //   computed. −1e-8 is rounding next to 100 (allowed down to −1e-9·100 = −1e-7); −1e-6 is not.
  const rotated = (small: number) => {
    const a = (100 + small) / 2;
    const b = (100 - small) / 2;
    return [a, b, 0, b, a, 0, 0, 0, 50] as never;
  };
  it('accepts an eigenvalue of −1e-8 beside 100, refuses −1e-6', () => {
    expect(() => checkInverseInertiaTensor(rotated(-1e-8), 'I')).not.toThrow();
    expect(() => checkInverseInertiaTensor(rotated(-1e-6), 'I')).toThrow(
      /^I must be ≥ 0, i\.e\. positive semidefinite/,
    );
  });
  it('accepts eigenvalues ±1e-300 (the absolute floor), where the relative part is nothing', () => {
    expect(() =>
      checkInverseInertiaTensor([0, 1e-300, 0, 1e-300, 0, 0, 0, 0, 0] as never, 'I'),
    ).not.toThrow();
  });
});

describe('anyPerpendicular on the n_z = 0 seam', () => {
  it('takes the n_z ≥ 0 branch there: (1, 0, 0) gives (0, 0, −1)', () => {
    const t = V3.anyPerpendicular(V3.vec3(1, 0, 0));
    expect([t.x + 0, t.y + 0, t.z]).toEqual([0, 0, -1]); // + 0: a −0 component is still 0
  });
});

describe('effectiveMassTensor when rounding leaves k slightly negative', () => {
  //   I = u·uᵀ with u ⟂ rB × n: (rB×n)·I·(rB×n) is exactly 0 in real arithmetic; the tensor form
  //   computes −6.45e-19 here (found by a search). Nothing can move along n: m_eff = ∞, never < 0.
  it('reports an infinite effective mass, not a huge negative one', () => {
    const n = { x: -0.25561204580545493, y: -0.9497015898044534, z: -0.18091260973752957 };
    const rB = { x: 0.37354542472099217, y: 0.17795328571365832, z: 0.8608729894556446 };
    const I = [
      0.019904436778238232, 0.060215123810865634, 0.02086040262338375, 0.060215123810865634,
      0.18216346314918472, 0.0631071223318854, 0.02086040262338375, 0.0631071223318854, 0.021862281382683365,
    ];
    const fixed: Body3 = { invMass: 0, invInertia: M3.diag(0, 0, 0), v: r3, w: r3 };
    const b: Body3 = { ...fixed, invInertia: I as unknown as Body3['invInertia'] };
    expect(inverseEffectiveMassTensor(fixed, b, r3, rB, n)).toBeLessThan(0);
    expect(effectiveMassTensor(fixed, b, r3, rB, n)).toBe(Infinity);
  });
});

describe('effectiveMass2 of two immovable bodies written with −0', () => {
  //   −0 passes as "not negative" and arises from −0·m or 1/−∞; k = −0 + −0 + (r×d)²·(−0) + … = −0.
  it('is +Infinity, as with +0', () => {
    const still: Body2 = { invMass: -0, invInertia: -0, v: { x: 0, y: 0 }, w: 0 };
    const r = { x: 0.5, y: -0.25 };
    expect(effectiveMass2(still, still, r, r, n2)).toBe(Infinity);
    // The Jacobian form: J·M⁻¹·Jᵀ = 1·(−0)·1 = −0.
    expect(effectiveMassJacobian([1], [-0])).toBe(Infinity);
  });
  it('is +Infinity in 3D as well, where the normal −x̂ = (−1, −0, −0) makes the lever terms −0', () => {
    //   With r = 0 each lever term is (+0, +0, +0)·n = −0, so k = −0 + −0 + −0 + −0 = −0.
    const still: Body3 = { invMass: -0, invInertia: M3.diag(1, 1, 1), v: r3, w: r3 };
    const n = V3.scale(n3, -1);
    expect(Object.is(inverseEffectiveMassTensor(still, still, r3, r3, n), -0)).toBe(true);
    expect(effectiveMassTensor(still, still, r3, r3, n)).toBe(Infinity);
  });
});

describe('the pseudo-inverse pin with a K of subnormal size', () => {
  //   A immovable, B turns about its centre with iB = 1e-320 and rB = (1, 0): K = diag(0, 1e-320),
  //   rank 1 along y. B spins at ω = 1, so v_rel = (0, 1) and j would be −1/1e-320 ≈ −1e320,
  //   beyond the double range. No impulse a double can hold would do: rank 0, nothing applied.
  it('applies nothing and reports rank 0, not an infinite impulse', () => {
    const fixed: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
    const b: Body2 = { invMass: 0, invInertia: 1e-320, v: { x: 0, y: 0 }, w: 1 };
    const r = revoluteImpulse2PseudoInverse(fixed, b, { x: 0, y: 0 }, { x: 1, y: 0 });
    expect(r.K).toEqual([0, -0, -0, 1e-320]);
    expect(r.rank).toBe(0);
    expect(r.j).toEqual({ x: 0, y: 0 });
    expect(r.vRel).toEqual({ x: 0, y: 1 });
    expect(r.vRelAfter).toEqual({ x: 0, y: 1 });
    expect(r.b).toEqual(b);
    expect(r.a).toEqual(fixed);
  });
});

describe('an impulse beyond the double range is not applied', () => {
  //   mA = mB = 5e-301 (inverse masses, no turning): k = 1e-300, m_eff = 1e300, and vn = −1e10
  //   asks for j = 1.5·1e300·1e10 = 1.5e310, beyond the double range. As for k = 0: j = 0, m_eff
  //   reported as ∞, both bodies unchanged (not NaN velocities).
  it('in normalImpulse2 and normalImpulse3', () => {
    const a2: Body2 = { invMass: 5e-301, invInertia: 0, v: { x: 1e10, y: 0 }, w: 0 };
    const b2: Body2 = { ...a2, v: { x: 0, y: 0 } };
    const r2 = normalImpulse2(a2, b2, { rA: { x: 0, y: 0 }, rB: { x: 0, y: 0 }, n: n2 }, 0.5);
    expect(r2.vn).toBe(-1e10);
    expect(r2).toMatchObject({ j: 0, effectiveMass: Infinity, a: a2, b: b2 });
    const a3: Body3 = { invMass: 5e-301, invInertia: M3.diag(0, 0, 0), v: V3.vec3(1e10, 0, 0), w: r3 };
    const b3: Body3 = { ...a3, v: r3 };
    const r = normalImpulse3(a3, b3, { rA: r3, rB: r3, n: n3 }, 0.5);
    expect(r.vn).toBe(-1e10);
    expect(r).toMatchObject({ j: 0, effectiveMass: Infinity, a: a3, b: b3 });
  });
});

describe('normalImpulse3 between two equal spheres head on, and between immovable ones', () => {
  //   mA = mB = 1, no lever arm: k = 2, m_eff = 1/2; vn = −2, e = 0.5: j = 1.5·2/2 = 1.5.
  it('reports m_eff = 1/k = 0.5 and j = 1.5', () => {
    const a: Body3 = { ...body3, v: V3.vec3(2, 0, 0) };
    const r = normalImpulse3(a, body3, { rA: r3, rB: r3, n: n3 }, 0.5);
    expect(r.k).toBe(2);
    expect(r.effectiveMass).toBe(0.5);
    expect(r.j).toBe(1.5);
  });
  it('gives j = 0 and m_eff = ∞ when neither can move, however fast they approach', () => {
    const fixed: Body3 = { invMass: 0, invInertia: M3.diag(0, 0, 0), v: V3.vec3(2, 0, 0), w: r3 };
    const r = normalImpulse3(fixed, { ...fixed, v: r3 }, { rA: r3, rB: r3, n: n3 }, 0.5);
    expect(r).toMatchObject({ j: 0, effectiveMass: Infinity, a: fixed, b: { ...fixed, v: r3 } });
  });
});

describe('momenta with an immovable body and about a point other than the origin', () => {
  it('angularMomentum2 about p uses the arm x − p: m·(x − p) × v', () => {
    const b: Body2 = { invMass: 1, invInertia: 0, v: { x: 0, y: 1 }, w: 0 };
    //   (1, 0) − (3, 0) = (−2, 0); (−2, 0) × (0, 1) = −2.
    expect(angularMomentum2(b, { x: 1, y: 0 }, { x: 3, y: 0 })).toBe(-2);
    //   (0, 1) − (0, 3) = (0, −2); (0, −2) × (1, 0) = 2.
    expect(angularMomentum2({ ...b, v: { x: 1, y: 0 } }, { x: 0, y: 1 }, { x: 0, y: 3 })).toBe(2);
  });
  it('an immovable body (a moving platform) adds no momentum, linear or angular', () => {
    const platform: Body3 = { invMass: 0, invInertia: M3.diag(0, 0, 0), v: V3.vec3(1, 0, 0), w: r3 };
    const ball: Body3 = { ...body3, invMass: 0.5, v: V3.vec3(0, 2, 0) };
    expect(linearMomentum3(platform, ball)).toEqual({ x: 0, y: 4, z: 0 });
    const L = angularMomentum3(platform, V3.vec3(0, 1, 0));
    expect([L.x + 0, L.y + 0, L.z + 0]).toEqual([0, 0, 0]); // + 0: a −0 component is still 0
  });
});

describe('the singularity tests scale with the trace', () => {
  //   2D: singular when det ≤ 1e-12·(tr K)². [[1, 1 − 1e-12], [1 − 1e-12, 1]]: det ≈ 2e-12 ≤ 4e-12.
  it('solveSym2 calls det ≈ 2e-12 beside tr = 2 singular, det = 0.19 not', () => {
    const c = 1 - 1e-12;
    expect(solveSym2([1, c, c, 1], { x: 1, y: 0 }).singular).toBe(true);
    expect(solveSym2([1, 0.9, 0.9, 1], { x: 1, y: 0 }).singular).toBe(false);
  });
  //   3D: singular when det ≤ 1e-12·(tr C)³; diag(1, 1, ε) has tr ≈ 2, so the limit is ≈ 8e-12.
  it('solveSym3 calls diag(1, 1, 4e-12) singular, diag(1, 1, 1e-11) not, and the zero matrix singular', () => {
    expect(solveSym3(M3.diag(1, 1, 4e-12), V3.vec3(1, 0, 0)).singular).toBe(true);
    const r = solveSym3(M3.diag(1, 1, 1e-11), V3.vec3(1, 0, 1e-11));
    expect(r.singular).toBe(false);
    expect(r.x.z).toBeCloseTo(1, 12);
    expect(solveSym3(M3.diag(0, 0, 0), V3.vec3(1, 0, 0))).toMatchObject({
      singular: true,
      x: { x: 0, y: 0, z: 0 },
    });
  });
});

describe('solveSym3 of a full symmetric positive definite system', () => {
  it('returns x with C·x = b (every entry of C and b non-zero)', () => {
    const C = [4, 1, 1, 1, 3, 1, 1, 1, 2] as never;
    const b = V3.vec3(1, 2, 3);
    const { x, singular } = solveSym3(C, b);
    expect(singular).toBe(false);
    const back = M3.mulVec(C, x);
    expect(back.x).toBeCloseTo(1, 12);
    expect(back.y).toBeCloseTo(2, 12);
    expect(back.z).toBeCloseTo(3, 12);
  });
});

describe('trace and exact symmetry of a 3×3', () => {
  it('trace(diag(1, 2, 3)) = 6; each transposed pair alone breaks isSymmetric(m, 0)', () => {
    expect(M3.trace(M3.diag(1, 2, 3))).toBe(6);
    expect(M3.isSymmetric(M3.diag(1, 2, 3), 0)).toBe(true);
    for (const [i, j] of [
      [1, 3],
      [2, 6],
      [5, 7],
    ] as const) {
      const m = [...M3.diag(1, 2, 3)];
      m[i] = 0.5;
      m[j] = 0.25;
      expect(M3.isSymmetric(m as never, 0), `m[${i}] ≠ m[${j}]`).toBe(false);
    }
  });
});

describe('solveSym3 of a singular system', () => {
  it('says so and returns the zero vector, not a partial answer', () => {
    const r = solveSym3([1, 1, 0, 1, 1, 0, 0, 0, 1], V3.vec3(1, 2, 3));
    expect(r.singular).toBe(true);
    expect(r.x).toEqual({ x: 0, y: 0, z: 0 });
  });
});

describe('eigenSym2 of a matrix with a negative mean', () => {
  it('gives both eigenvalues, larger first: diag(−2, −3) → −2, −3; [[−2, 1], [1, −2]] → −1, −3', () => {
    const d = eigenSym2([-2, 0, 0, -3]);
    expect(d.l1).toBe(-2);
    expect(d.l2).toBe(-3);
    const m = eigenSym2([-2, 1, 1, -2]);
    expect(m.l1).toBeCloseTo(-1, 12);
    expect(m.l2).toBeCloseTo(-3, 12);
  });
});

describe('eigenSym2 keeps a tiny eigenvalue beside a large one (no cancellation)', () => {
  it('diag(1, 1e-20) → 1 and 1e-20; diag(−1, −1e-20) → −1e-20 and −1', () => {
    const p = eigenSym2([1, 0, 0, 1e-20]);
    expect(p.l1).toBe(1);
    expect(p.l2).toBe(1e-20);
    const m = eigenSym2([-1, 0, 0, -1e-20]);
    expect(m.l1).toBe(-1e-20);
    expect(m.l2).toBe(-1);
  });
});

describe('helpers no solver function calls', () => {
  it('builds a matrix from rows and from columns (row-major entries)', () => {
    const [u, v, w] = [V3.vec3(1, 2, 3), V3.vec3(4, 5, 6), V3.vec3(7, 8, 9)];
    expect(M3.fromRows(u, v, w)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(M3.fromColumns(u, v, w)).toEqual([1, 4, 7, 2, 5, 8, 3, 6, 9]);
  });

  it('gives a zero vector and a copy that is a new object', () => {
    expect(V2.zero()).toEqual({ x: 0, y: 0 });
    expect(V3.zero()).toEqual({ x: 0, y: 0, z: 0 });
    const a = { x: 1, y: -2 };
    expect(V2.copy(a)).toEqual(a);
    expect(V2.copy(a)).not.toBe(a);
    const b = { x: 1, y: -2, z: 3 };
    expect(V3.copy(b)).toEqual(b);
    expect(V3.copy(b)).not.toBe(b);
  });
});

describe('a contact at rest (v_n exactly 0) gets no impulse, and every zero is +0', () => {
  // Sliding along the surface, neither approaching nor separating. Pushing anyway would return
  // −(1+e)·0 = −0 (shown as "−0") and, in 3D, the rounding left in the t1 row: with this sliding
  // direction φ, ψ, ξ of about 1e-18, 4e-19 and 2e-17.
  const sliding3: Body3 = { ...body3, v: V3.vec3(0, 0.3, 0.7) };
  const c3 = { rA: r3, rB: V3.vec3(-0.5, 0.25, 0.1), n: n3 };
  it('normalImpulse2', () => {
    const r = normalImpulse2(
      body2,
      { ...body2, v: { x: 0, y: 3 } },
      { rA: { x: 0, y: 0 }, rB: { x: -0.5, y: 0.25 }, n: n2 },
      0.5,
    );
    expect(r.vn).toBe(0);
    expect(Object.is(r.j, 0) && Object.is(r.vnAfter, 0)).toBe(true);
  });
  it('normalImpulse3', () => {
    const r = normalImpulse3(body3, sliding3, c3, 0.5);
    expect(r.vn).toBe(0);
    expect(Object.is(r.j, 0)).toBe(true);
    expect(r.b).toEqual(sliding3);
  });
  it('sphereImpulse3', () => {
    const r = sphereImpulse3(body3, sliding3, c3, 0.5);
    expect(r.vn).toBe(0);
    expect([r.phi, r.psi, r.xi].every((x) => Object.is(x, 0))).toBe(true);
    expect([r.impulse.x, r.impulse.y, r.impulse.z].every((x) => Object.is(x, 0))).toBe(true);
    expect(r.b).toEqual(sliding3);
  });
});

describe('isSymmetric measures asymmetry against the largest entry', () => {
  it('accepts an asymmetry of 1e-4 in a tensor whose largest entry is 1e6 (tolerance 1e-9 × 1e6), refuses 1e-2', () => {
    const m = (d: number) => [1e6, 1, 0, 1 + d, 1, 0, 0, 0, 1] as never;
    expect(M3.isSymmetric(m(1e-4))).toBe(true);
    expect(M3.isSymmetric(m(1e-2))).toBe(false);
  });
});

describe('checkBody3 names the leaf of a bad velocity', () => {
  it('b.v.y when the linear velocity has a NaN, b.w.z when the angular one has', () => {
    const c = { rA: r3, rB: r3, n: n3 };
    expect(() => normalImpulse3(body3, { ...body3, v: V3.vec3(0, NaN, 0) }, c, 0.5)).toThrow(/\bb\.v\.y\b/);
    expect(() => normalImpulse3({ ...body3, w: V3.vec3(0, 0, Infinity) }, body3, c, 0.5)).toThrow(
      /\ba\.w\.z\b/,
    );
  });
});
