// The sphere-impulse page's two scenarios, checked against numbers worked by hand; the sentences its
// steps show instead of numbers; and the TeX check catching a misspelt symbol.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { parseParams } from '../../../src/params/url';
import { M3, mulberry32, V3 } from '../../../src/solver';
import {
  OFFSET_SAMPLES,
  offsetSweep,
  sphereCollisionParams,
  sphereCollisionScenario,
  type SphereCollisionValues,
} from '../../../src/chapters/sphere-impulse/scenario';
import {
  BOX_STEPS,
  spheresBoxParams,
  spheresBoxScenario,
} from '../../../src/chapters/sphere-impulse/box-scenario';
import { fmtTiny, fmtVec3 } from '../../../src/chapters/sphere-impulse/format';
import { derivation } from '../../../src/chapters/sphere-impulse/steps';
import { stepReasons } from './step-reasons';
import { listed } from './sphere-impulse.tex';
import { problemsWithEditedTex } from './tex-check';

const base = defaults(sphereCollisionParams);
const at = (over: Partial<SphereCollisionValues>) => sphereCollisionScenario({ ...base, ...over });

// Eberly's variant on a block corner (the solver engineers' worked example), set up in the widget:
// A immovable (the ground), B with m = 1 kg, I = 1 kg·m² (I⁻¹ = 1), radius 1 m and offset 1, so
// r_B = −(R·n + d·u) = −((0, 1, 0) + (1, 0, 0)) = (−1, −1, 0). v_B = (1, −1, 0), no spin, e = 1.
//   v_rel = (1, −1, 0): v_n = −1, tangential part (1, 0, 0) → t0 = (1, 0, 0), v_t = 1,
//   t1 = n × t0 = (0, 1, 0) × (1, 0, 0) = (0, 0, −1).
//   r_B × n = (0, 0, −1), r_B × t0 = (0, 0, 1), r_B × t1 = (1, −1, 0); λ = 1 (A adds nothing).
//   C = λ·1 + S = [[1+1, −1, 0], [−1, 1+1, 0], [0, 0, 1+2]] = [[2, −1, 0], [−1, 2, 0], [0, 0, 3]].
//   C·(φ, ψ, ξ) = (2, 0, 0): φ = 2ψ, 3ψ = 2 → (φ, ψ, ξ) = (4/3, 2/3, 0).
//   P = (4/3)·n + (2/3)·t0 = (2/3, 4/3, 0): v_B' = (5/3, 1/3, 0), ω_B' = r_B × P = (0, 0, −2/3).
//   T' = ½(25/9 + 1/9) + ½·4/9 = 5/3 J (from 1 J).
// The plain normal impulse: k = 1 + |r_B × n|² = 2, j = 2·1/2 = 1, v_B' = (1, 0, 0), ω_B' = (0, 0, −1),
// T' = ½ + ½ = 1 J.
const block: Partial<SphereCollisionValues> = {
  fixA: true,
  mB: 1,
  IB: 1,
  RB: 1,
  off: 1,
  az: 0,
  vBx: 1,
  vBy: -1,
  vBz: 0,
  wBx: 0,
  wBy: 0,
  wBz: 0,
  e: 1,
};

describe('the block-corner example (A immovable, r_B = (−1, −1, 0))', () => {
  const s = at(block);

  it('builds the hand-worked C and solves for (φ, ψ, ξ) = (4/3, 2/3, 0)', () => {
    const want = [2, -1, 0, -1, 2, 0, 0, 0, 3];
    s.variant.C.forEach((c, i) => expect(c).toBeCloseTo(want[i]!, 12));
    expect(s.variant.phi).toBeCloseTo(4 / 3, 12);
    expect(s.variant.psi).toBeCloseTo(2 / 3, 12);
    expect(s.variant.xi).toBeCloseTo(0, 12);
    expect(s.variant.vt).toBeCloseTo(1, 12);
  });

  it('raises the kinetic energy from 1 J to 5/3 J with e = 1, while the normal impulse keeps 1 J', () => {
    expect(s.before.kinetic).toBeCloseTo(1, 12);
    expect(s.afterVariant.totals.kinetic).toBeCloseTo(5 / 3, 12);
    expect(s.afterVariant.b.v.x).toBeCloseTo(5 / 3, 12);
    expect(s.afterVariant.b.v.y).toBeCloseTo(1 / 3, 12);
    expect(s.afterVariant.b.w.z).toBeCloseTo(-2 / 3, 12);
    expect(s.normal.j).toBeCloseTo(1, 12);
    expect(s.afterNormal.b.w.z).toBeCloseTo(-1, 12);
    expect(s.afterNormal.totals.kinetic).toBeCloseTo(1, 12);
  });

  it('keeps the contact point’s sliding: its velocity goes from (1, −1, 0) to (1, 1, 0)', () => {
    expect(s.afterVariant.vRel.x).toBeCloseTo(1, 12);
    expect(s.afterVariant.vRel.y).toBeCloseTo(1, 12);
    expect(s.afterVariant.vRel.z).toBeCloseTo(0, 12);
  });

  it('gives 1.25 J with e = 0.5 and 1 J with e = 0 (ΔT = ½(1−e)φ·v_n + ψ·v_t)', () => {
    // The right-hand side is (1 + e, 0, 0), so the solution scales with (1 + e)/2.
    // e = 0.5: (φ, ψ) = 0.75·(4/3, 2/3) = (1, 1/2); ΔT = ½·0.5·1·(−1) + ½·1 = 0.25.
    // e = 0: (φ, ψ) = (2/3, 1/3); ΔT = ½·(2/3)·(−1) + 1/3 = 0.
    expect(at({ ...block, e: 0.5 }).afterVariant.totals.kinetic).toBeCloseTo(1.25, 12);
    expect(at({ ...block, e: 0 }).afterVariant.totals.kinetic).toBeCloseTo(1, 12);
  });

  it('mirrored (offset −1, r_B = (1, −1, 0)) gives ψ = −2/3 and leaves only 1/3 J', () => {
    const m = at({ ...block, off: -1 });
    expect(m.variant.psi).toBeCloseTo(-2 / 3, 12);
    expect(m.afterVariant.totals.kinetic).toBeCloseTo(1 / 3, 12);
    expect(m.afterNormal.totals.kinetic).toBeCloseTo(1, 12);
  });

  it('with Eberly’s eq. 27 as printed (λ twice on two diagonals) breaks the sliding condition', () => {
    // C̃ = [[2, −1, 0], [−1, 3, 0], [0, 0, 4]]: 2φ − ψ = 2, −φ + 3ψ = 0 → (φ̃, ψ̃) = (1.2, 0.4).
    // t0·ṽ_rel' = v_t − λψ̃ = 1 − 0.4 = 0.6 instead of 1; the normal condition still holds.
    expect(s.printed.phi).toBeCloseTo(1.2, 12);
    expect(s.printed.psi).toBeCloseTo(0.4, 12);
    expect(s.printed.vRel.x).toBeCloseTo(0.6, 12);
    expect(s.printed.vRel.y).toBeCloseTo(1, 12);
  });
});

describe('the default collision (a loaded ball B hitting a resting sphere A, e = 1)', () => {
  // A: m = 2, I = 0.8, R = 1, at rest; r_A = (0, 1, 0). B: m = 1, I = 0.4, R = 1, offset 0.6 along
  // +x: r_B = −((0, 1, 0) + (0.6, 0, 0)) = (−0.6, −1, 0). v_B = (1.5, −2, 0.5), no spin.
  //   v_n = −2; tangential part (1.5, 0, 0.5), v_t = √2.5. λ = 1/2 + 1 = 1.5.
  //   r_A × n = 0; |r_B × n|² = 0.6² = 0.36 → C_nn = k = 1.5 + 0.36/0.4 = 2.4, j = 2·2/2.4 = 5/3.
  //   C_t0t0 = λ + |r_A × t0|²/0.8 + |r_B × t0|²/0.4 = 1.5 + 1/0.8 + (1.36 − 0.81/2.5)/0.4 = 5.34.
  //   T = ½·1·(2.25 + 4 + 0.25) = 3.25 J.
  const s = at({});

  it('has the hand-computed v_n, v_t, k, j and C entries', () => {
    expect(s.normal.vn).toBeCloseTo(-2, 12);
    expect(s.variant.vt).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(s.lambda).toBeCloseTo(1.5, 12);
    expect(s.normal.k).toBeCloseTo(2.4, 12);
    expect(s.normal.j).toBeCloseTo(5 / 3, 12);
    expect(M3.at(s.variant.C, 0, 0)).toBeCloseTo(2.4, 12);
    expect(M3.at(s.variant.C, 1, 1)).toBeCloseTo(5.34, 12);
    expect(s.before.kinetic).toBeCloseTo(3.25, 12);
  });

  it('is a case where the variant visibly adds energy while the normal impulse keeps it', () => {
    expect(s.afterNormal.dT).toBeCloseTo(0, 12);
    expect(s.afterVariant.dT).toBeGreaterThan(0.5);
    // ΔT = ψ·v_t at e = 1.
    expect(s.afterVariant.dT).toBeCloseTo(s.variant.psi * s.variant.vt, 12);
  });

  it('solves C·(φ, ψ, ξ) = (−(1+e)v_n, 0, 0) and meets the three constraints', () => {
    const y = [s.variant.phi, s.variant.psi, s.variant.xi];
    const row = (i: number) => y.reduce((sum, yk, k) => sum + M3.at(s.variant.C, i, k) * yk, 0);
    expect(row(0)).toBeCloseTo(4, 12);
    expect(row(1)).toBeCloseTo(0, 12);
    expect(row(2)).toBeCloseTo(0, 12);
    expect(s.afterVariant.vn).toBeCloseTo(2, 12);
    expect(s.afterVariant.vt0).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(s.afterVariant.vt1).toBeCloseTo(0, 12);
  });

  it('spins the sphere A with the variant but never with the normal impulse', () => {
    expect(s.afterNormal.spinGainA).toBe(0);
    expect(s.afterVariant.spinGainA).toBeGreaterThan(0.1);
  });

  it('conserves linear momentum and angular momentum about the contact point with both methods', () => {
    for (const out of [s.afterNormal, s.afterVariant]) {
      for (const k of ['x', 'y', 'z'] as const) {
        expect(out.totals.linear[k]).toBeCloseTo(s.before.linear[k], 12);
        expect(out.totals.angular[k]).toBeCloseTo(s.before.angular[k], 12);
      }
    }
  });

  it('has every eigenvalue of C at least λ', () => {
    for (const ev of s.eigenC) expect(ev).toBeGreaterThanOrEqual(s.lambda - 1e-12);
  });
});

describe('two true spheres (offset 0)', () => {
  // r_A = (0, 1, 0), r_B = (0, −1, 0): both ∥ n. φ = j = 2·2/λ = 4/1.5 = 8/3, ψ = ξ = 0.
  const s = at({ off: 0 });
  it('the variant is exactly the normal impulse, and nobody spins', () => {
    expect(s.variant.phi).toBeCloseTo(8 / 3, 12);
    expect(s.normal.j).toBeCloseTo(8 / 3, 12);
    expect(s.variant.psi).toBeCloseTo(0, 14);
    expect(s.variant.xi).toBeCloseTo(0, 14);
    expect(M3.at(s.variant.C, 0, 1)).toBe(0);
    expect(M3.at(s.variant.C, 0, 2)).toBe(0);
    for (const out of [s.afterNormal, s.afterVariant]) {
      expect(out.spinGainA).toBeCloseTo(0, 14);
      expect(out.spinGainB).toBeCloseTo(0, 14);
      expect(out.dT).toBeCloseTo(0, 12);
    }
  });
  it('holds for spinning spheres too: the spin is kept, whatever it was', () => {
    const spun = at({ off: 0, wBx: 3, wBy: -2, wBz: 7 });
    expect(spun.variant.psi).toBeCloseTo(0, 12);
    expect(spun.variant.xi).toBeCloseTo(0, 12);
    for (const k of ['x', 'y', 'z'] as const) {
      expect(spun.afterVariant.b.w[k]).toBeCloseTo(spun.b.w[k], 12);
      expect(spun.afterNormal.b.w[k]).toBeCloseTo(spun.b.w[k], 12);
    }
  });
});

describe('degenerate configurations', () => {
  it('says why there is no impulse when both bodies are immovable, with finite numbers', () => {
    const s = at({ fixA: true, fixB: true });
    expect(s.noImpulseReason).toMatch(/Both bodies are immovable/);
    expect(s.variant.singular).toBe(true);
    expect(s.variant.C.every((c) => c === 0)).toBe(true);
    expect(Number.isFinite(s.afterVariant.totals.kinetic)).toBe(true);
    expect(s.eigenC).toEqual([0, 0, 0]);
  });
  it('says why there is no impulse when the bodies separate', () => {
    const s = at({ vBy: 2 });
    expect(s.normal.vn).toBeGreaterThan(0);
    expect(s.noImpulseReason).toMatch(/separating/);
    expect(s.afterVariant.P).toEqual({ x: 0, y: 0, z: 0 });
  });
  it('notes a head-on contact (no sliding), where the variant asks for no sliding after', () => {
    const s = at({ vBx: 0, vBz: 0 });
    expect(s.noSlipNote).toMatch(/not sliding/);
    expect(s.variant.vt).toBe(0);
    expect(Math.hypot(s.afterVariant.vt0, s.afterVariant.vt1)).toBeCloseTo(0, 12);
    // No sliding before: ΔT = ½(1−e)φ·v_n = 0 at e = 1.
    expect(s.afterVariant.dT).toBeCloseTo(0, 12);
  });
});

describe('the offset sweep', () => {
  const sweep = offsetSweep(base);
  it(`samples the offset from −1 to 1 in ${OFFSET_SAMPLES} steps, with 0 among them`, () => {
    expect(sweep).toHaveLength(OFFSET_SAMPLES);
    expect(sweep[0]!.off).toBe(-1);
    expect(sweep.at(-1)!.off).toBe(1);
    expect(sweep.some((d) => d.off === 0)).toBe(true);
  });
  it('keeps the energy with the normal impulse at e = 1 and never spins A with it', () => {
    for (const d of sweep) {
      expect(Math.abs(d.dTNormal)).toBeLessThan(1e-12);
      expect(d.spinANormal).toBe(0);
    }
  });
  it('agrees with the single-configuration scenario at the current offset', () => {
    const here = sweep.find((d) => Math.abs(d.off - base.off) < 1e-12)!;
    const s = at({});
    expect(here.dTVariant).toBeCloseTo(s.afterVariant.dT, 12);
    expect(here.spinAVariant).toBeCloseTo(s.afterVariant.spinGainA, 12);
  });
  it('has the variant agree with the normal impulse only at offset 0', () => {
    const zero = sweep.find((d) => d.off === 0)!;
    expect(zero.dTVariant).toBeCloseTo(0, 12);
    expect(zero.spinAVariant).toBeCloseTo(0, 12);
    expect(sweep.filter((d) => Math.abs(d.dTVariant) > 1e-6).length).toBe(OFFSET_SAMPLES - 1);
  });
});

describe('spheres in a box', () => {
  const p = defaults(spheresBoxParams);
  const s = spheresBoxScenario(p);

  it('runs 2 s three ways and records every sample of each', () => {
    expect(s.runs.normal.t).toHaveLength(BOX_STEPS + 1);
    expect(s.runs.normal.t.at(-1)).toBeCloseTo(2, 12);
    expect(s.rows).toHaveLength(3 * (BOX_STEPS + 1));
    expect(s.contacts).toBeGreaterThan(10);
  });

  it('gives the same motion with the variant as with the normal impulse, to rounding', () => {
    expect(s.maxDiff.position).toBeLessThan(1e-12);
    expect(s.maxDiff.velocity).toBeLessThan(1e-12);
    expect(s.maxDiff.spin).toBeLessThan(1e-12);
    expect(s.variantTangential).toBeLessThan(1e-12);
  });

  it('keeps every spin and, elastic and without gravity, the kinetic energy — unless friction acts', () => {
    expect(s.spinEnd.normal).toBeCloseTo(s.spinStart, 9);
    expect(s.spinEnd.variant).toBeCloseTo(s.spinStart, 9);
    expect(s.energyEnd.normal).toBeCloseTo(s.energyStart, 9);
    expect(Math.abs(s.spinEnd.friction! - s.spinStart)).toBeGreaterThan(0.1);
    expect(s.energyEnd.friction!).toBeLessThan(0.9 * s.energyStart);
  });

  it('leaves the friction run out when friction is switched off', () => {
    const off = spheresBoxScenario({ ...p, boxFriction: false });
    expect(off.runs.friction).toBeUndefined();
    expect(off.rows).toHaveLength(2 * (BOX_STEPS + 1));
  });
});

describe('number formatting for this page', () => {
  it('shows tiny values as powers of ten instead of 0', () => {
    expect(fmtTiny(2.4424906541753444e-15)).toBe('2.4×10⁻¹⁵');
    expect(fmtTiny(0)).toBe('0');
    expect(fmtTiny(0.5)).toBe('0.5');
  });
  it('prints 3D vectors with the typographic minus', () => {
    expect(fmtVec3({ x: 1.5, y: -2, z: 0.5 })).toBe('(1.5, \u22122, 0.5)');
  });
});

// The page's links into the widget for the variant gaining energy with e = 0: read from the MDX, so
// the links and the numbers the page states cannot drift apart.
const mdx = readFileSync(join(import.meta.dirname, '../../../content/sphere-impulse.mdx'), 'utf8');
const widgetLinks = [...mdx.matchAll(/\]\((\?[^)\s]+)\)/g)].map((m) => m[1]!);
const fromLink = (query: string) => {
  const parsed = parseParams(sphereCollisionParams, query);
  expect(parsed.notices).toEqual([]);
  return sphereCollisionScenario(parsed.values);
};

describe('the e = 0 cases the page links to', () => {
  it('are on the page', () => {
    expect(widgetLinks).toContain('?fixA=1&IB=1&vBx=2&vBy=-1&vBz=0&off=1&e=0');
    expect(widgetLinks).toContain('?fixA=1&IB=1&vBx=1&vBy=0&vBz=0&wBz=1&off=1&e=0');
  });

  it('sliding corner: the variant goes from 2.5 J to 17/6 J, the normal impulse to 2.25 J', () => {
    // v_rel = (2, −1, 0), same C as the block: (φ, ψ) = (1 + 0)·1·(2/3, 1/3).
    // T' − T = ½·(2/3)·(−1) + (1/3)·2 = +1/3 J; normal: j = 1/k = 0.5, T' − T = ½·j·v_n = −0.25 J.
    const s = fromLink('?fixA=1&IB=1&vBx=2&vBy=-1&vBz=0&off=1&e=0');
    expect(s.before.kinetic).toBeCloseTo(2.5, 12);
    expect(s.variant.phi).toBeCloseTo(2 / 3, 12);
    expect(s.variant.psi).toBeCloseTo(1 / 3, 12);
    expect(s.afterVariant.totals.kinetic).toBeCloseTo(17 / 6, 12);
    expect(s.normal.j).toBeCloseTo(0.5, 12);
    expect(s.afterNormal.totals.kinetic).toBeCloseTo(2.25, 12);
    // The split of the page's eq:sp-gain, and the break-even slide |v_n| = 1 m/s.
    expect(s.energy.normalTerm).toBeCloseTo(-1 / 3, 12);
    expect(s.energy.tangentialTerm).toBeCloseTo(2 / 3, 12);
    expect(s.energy.slipForGain).toBeCloseTo(1, 12);
  });

  it('spinning corner: the centre does not approach, the spin brings the corner down; 1 J → 4/3 J', () => {
    // ω × r_B = (−ω_z·r_y, ω_z·r_x, 0) = (1, −1, 0): the contact point moves at (2, −1, 0) as above.
    const s = fromLink('?fixA=1&IB=1&vBx=1&vBy=0&vBz=0&wBz=1&off=1&e=0');
    expect(s.b.v.y).toBe(0);
    expect(s.normal.vn).toBeCloseTo(-1, 12);
    expect(s.before.kinetic).toBeCloseTo(1, 12);
    expect(s.afterVariant.totals.kinetic).toBeCloseTo(4 / 3, 12);
    expect(s.afterVariant.b.w.z).toBeCloseTo(2 / 3, 12);
    expect(s.afterNormal.totals.kinetic).toBeCloseTo(0.75, 12);
  });

  it('the old example sits exactly at the break-even slide: e = 0 keeps 1 J', () => {
    const s = at({ ...block, e: 0 });
    expect(s.variant.vt).toBeCloseTo(s.energy.slipForGain, 12);
    expect(s.afterVariant.totals.kinetic).toBeCloseTo(1, 12);
  });
});

describe('the world-axes view P = −(1+e)·v_n·K⁻¹n', () => {
  it('gives the normal impulse for true spheres: K n = λ n', () => {
    const s = at({ off: 0 });
    const Kn = M3.mulVec(s.K, s.c.n);
    expect(Kn.x).toBeCloseTo(0, 14);
    expect(Kn.y).toBeCloseTo(s.lambda, 14);
    expect(Kn.z).toBeCloseTo(0, 14);
  });

  it('S(n, t0) of this widget is −(r_B·n)(r_B·t0)/I_B: about −1.423 1/kg at the defaults', () => {
    // r_B = −(n + 0.6·u) = (−0.6, −1, 0), t0 ∝ (1.5, 0, 0.5): r_B·n = −1, r_B·t0 = −0.6·1.5/√2.5.
    const s = at({});
    const rBt0 = (-0.6 * 1.5) / Math.sqrt(2.5);
    expect(M3.at(s.variant.C, 0, 1)).toBeCloseTo(-(-1 * rBt0) / 0.4, 12);
  });
});

describe('what a step shows instead of numbers', () => {
  const reason = stepReasons(derivation);
  const bothFixed = { fixA: true, fixB: true };
  const still3 = { vAx: 0, vAy: 0, vAz: 0, vBx: 0, vBy: 0, vBz: 0, wBx: 0, wBy: 0, wBz: 0 };
  const noSlip =
    'The contact points are not sliding: the tangential part of v_rel is zero, so it has no direction to normalise. The solver takes a fixed unit vector perpendicular to n instead (Eberly’s note does not say what to do).';

  it('both bodies immovable: no impulse to read back', () => {
    expect(reason(bothFixed, 'eq:sp-impulse')).toBe(
      'Both bodies are immovable: no impulse can change anything, so there is none to read back.',
    );
    expect(reason({}, 'eq:sp-impulse')).toBeNull();
  });

  it('an immovable A that moves voids the work balance', () => {
    expect(reason({ fixA: true, vAx: 1 }, 'eq:sp-work')).toBe(
      'An immovable body is moving: it can do work on the other body, so this balance (which assumes it is at rest) does not apply.',
    );
  });

  it('no slip: none at all, none when nothing moves, and a slip below 1e-6 of |v_rel|', () => {
    // n = y. B falls straight down: v_t = 0.
    expect(reason({ ...still3, vBy: -2 }, 'eq:sp-t0')).toBe(noSlip);
    expect(reason(still3, 'eq:sp-t0')).toBe(noSlip);
    // |v_rel| ≈ 5, v_t = 1e-6: below 1e-6·5, so it counts as no slip; 1e-5 does not.
    expect(reason({ ...still3, vBx: 1e-6, vBy: -5 }, 'eq:sp-t0')).toBe(noSlip);
    expect(reason({ ...still3, vBx: 1e-5, vBy: -5 }, 'eq:sp-t0')).toBeNull();
  });

  it('an immovable B cannot change its spin', () => {
    expect(reason({ fixB: true }, 'eq:sp-spin-normal')).toBe(
      'B is immovable: its spin cannot change, whatever its lever arm.',
    );
    expect(reason({}, 'eq:sp-spin-normal')).toBeNull();
  });
});

describe('the TeX check (tex-check.test.ts) on this page', () => {
  it('catches a misspelt symbol in a bound scalar (v_B^+ for v_B^- in eq:sp-eberly-f)', () => {
    const problems = problemsWithEditedTex(derivation, listed, 'eq:sp-eberly-f', (tex) =>
      tex.replace(String.raw`\mathbf v_B^-)`, String.raw`\mathbf v_B^+)`),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^eq:sp-eberly-f: the displayed side .* cannot be evaluated/),
    );
    expect(problems.every((p) => p.startsWith('eq:sp-eberly-f:'))).toBe(true);
  });
});

describe('what the page says about the variant, checked', () => {
  it('true spheres: r × n = 0 but |r × t0| = |r|; C’s first row is (λ, 0, 0), so ψ = ξ = 0', () => {
    const s = at({ off: 0, vBx: 1.5, vBz: -0.5 });
    const { rA, rB, n } = s.c;
    const t0 = s.variant.t0;
    for (const r of [rA, rB]) {
      expect(V3.length(V3.cross(r, n))).toBeCloseTo(0, 12);
      expect(V3.length(V3.cross(r, t0))).toBeCloseTo(V3.length(r), 12);
    }
    expect(s.variant.C[0]).toBeCloseTo(s.lambda, 12);
    expect(s.variant.C[1]).toBeCloseTo(0, 12);
    expect(s.variant.C[2]).toBeCloseTo(0, 12);
    expect(s.variant.psi).toBeCloseTo(0, 12);
    expect(s.variant.xi).toBeCloseTo(0, 12);
    expect(s.variant.phi).toBeCloseTo(s.normal.j, 12);
  });

  it('the sign of ψ follows the slide: reversing it (same contact, same approach) flips ψ', () => {
    // The block's corner at e = 0: sliding +x gives ψ = 1/3 (along the slide, gaining energy)…
    const ahead = at({ ...block, e: 0, vBx: 2 });
    expect(ahead.variant.psi).toBeCloseTo(1 / 3, 12);
    expect(ahead.tangentialWork).toBeGreaterThan(0);
    // …sliding −x at the same speed: t0 turns round, and ψ with it (now against the slide).
    const back = at({ ...block, e: 0, vBx: -2 });
    expect(back.variant.t0.x).toBeCloseTo(-1, 12);
    expect(back.variant.psi).toBeLessThan(0);
    expect(back.tangentialWork).toBeLessThan(0);
  });

  it('the block is a hollow cube (2 m, walls ≈ 11 cm), not a ball: a ball’s I ≤ ⅔ m (R² − d²)', () => {
    // A hollow cube of outer half-side a and inner half-side b: I/m = ⅔ (a⁵ − b⁵)/(a³ − b³) about
    // every axis through its centre. With a = 1 m, I/m = 1 at b ≈ 0.892 m: walls 0.108 m thick.
    const perMass = (b: number) => ((2 / 3) * (1 - b ** 5)) / (1 - b ** 3);
    expect(perMass(0.892)).toBeCloseTo(1, 2);
    expect(perMass(0)).toBeCloseTo(2 / 3, 12); // a solid cube: less than the block's 1
    // Its bottom edge's midpoint seen from its centre is the widget's r_B.
    const s = at(block);
    expect([s.c.rB.x, s.c.rB.y, s.c.rB.z]).toEqual([-1, -1, 0].map((x) => expect.closeTo(x, 12)));
    // As a ball (R = 1, centre of mass on its surface, d = 1) no I > 0 fits.
    const d = Math.abs(block.off!) * block.RB!;
    expect((2 / 3) * block.mB! * (block.RB! ** 2 - d * d)).toBe(0);
  });
});

describe('the bound on a ball’s inertia the page states', () => {
  // Point masses inside a ball of radius R (centre at the origin): their moments about three
  // perpendicular axes through the mass centre sum to 2·Σ mᵢ|rᵢ − c|² = 2·(Σ mᵢ|rᵢ|² − m d²) ≤ 2m(R² − d²).
  const moments = (points: { m: number; r: [number, number, number] }[]) => {
    const m = points.reduce((s, p) => s + p.m, 0);
    const c = [0, 1, 2].map((k) => points.reduce((s, p) => s + p.m * p.r[k]!, 0) / m);
    const about = (k: number) =>
      points.reduce(
        (s, p) => s + p.m * [0, 1, 2].filter((j) => j !== k).reduce((q, j) => q + (p.r[j]! - c[j]!) ** 2, 0),
        0,
      );
    return { m, d: Math.hypot(...c), I: [about(0), about(1), about(2)] };
  };

  it('bounds the mean of three perpendicular moments by ⅔m(R² − d²), not each one', () => {
    const R = 1;
    const rand = mulberry32(7);
    for (let trial = 0; trial < 200; trial++) {
      const points = Array.from({ length: 5 }, () => {
        const u = [rand() - 0.5, rand() - 0.5, rand() - 0.5];
        const s = (R * rand()) / Math.hypot(...u);
        return { m: 0.1 + rand(), r: [u[0]! * s, u[1]! * s, u[2]! * s] as [number, number, number] };
      });
      const { m, d, I } = moments(points);
      expect((I[0]! + I[1]! + I[2]!) / 3).toBeLessThanOrEqual((2 / 3) * m * (R * R - d * d) + 1e-12);
    }
    // A thin ring round the equator: I = mR² about its axis, more than ⅔mR².
    const ring = Array.from({ length: 64 }, (_, i) => ({
      m: 1 / 64,
      r: [Math.cos((2 * Math.PI * i) / 64), Math.sin((2 * Math.PI * i) / 64), 0] as [number, number, number],
    }));
    expect(moments(ring).I[2]).toBeCloseTo(1, 12);
    const page = readFileSync(join(import.meta.dirname, '../../../content/sphere-impulse.mdx'), 'utf8');
    expect(page).not.toContain('about every axis.');
    expect(page.replace(/\s+/g, ' ')).toContain('a thin ring round the equator has I = mR² about its axis');
  });
});
