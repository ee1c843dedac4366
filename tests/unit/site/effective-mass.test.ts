// The effective-mass page: its configuration, checked against numbers worked by hand; the sentences
// its steps show instead of numbers; and its inert parameters.
import { describe, expect, it } from 'vitest';
import { errataBox } from './errata-box';
import { defaults, inertReason } from '../../../src/params/spec';
import {
  BOX_H,
  BOX_W,
  LEVER_SAMPLES,
  TURN_SAMPLES,
  emParams,
  emScenario,
  leverSweep,
  shortcutGapPeak,
  turnSweep,
  type EmValues,
} from '../../../src/chapters/effective-mass/scenario';
import { M3 } from '../../../src/solver';
import { derivation } from '../../../src/chapters/effective-mass/steps';
import { stepReasons } from './step-reasons';

const base = defaults(emParams);
const at = (over: Partial<EmValues>) => emScenario({ ...base, ...over });

describe('the default configuration: a 1 kg box struck 0.5 m off-centre against a fixed post', () => {
  // n = (0, 1); r_B = (0.5, −0.3); ℓ = r_B×n = 0.5·1 − (−0.3)·0 = 0.5.
  // k = 1/m_B + ℓ²/I_B = 1 + 0.25/0.15 = 8/3; m_eff = 3/8 = 0.375 kg (A immovable adds nothing).
  const s = emScenario(base);

  it('has lever arm 0.5 m, radius of gyration √0.15 m, and k = 8/3', () => {
    expect(s.lever).toBeCloseTo(0.5, 14);
    expect(s.rho).toBeCloseTo(Math.sqrt(0.15), 14);
    expect(s.terms).toEqual({
      invMassA: 0,
      invMassB: 1,
      angA: 0,
      angB: expect.closeTo(5 / 3, 12) as unknown as number,
    });
    expect(s.k).toBeCloseTo(8 / 3, 12);
    expect(s.meff).toBeCloseTo(0.375, 12);
  });

  it('feels well under half the box’s mass, and less than without rotation', () => {
    expect(s.meff).toBeLessThan(0.5 * base.m);
    expect(s.meffNoRotation).toBe(1);
  });

  it('gives way 8/3 m/s per N·s when actually pushed', () => {
    expect(s.probeDvn).toBeCloseTo(8 / 3, 12);
  });

  it('gives the same number in the scalar, tensor and Jacobian forms', () => {
    expect(s.flat.k).toBeCloseTo(8 / 3, 12);
    expect(s.kJacobian).toBeCloseTo(8 / 3, 12);
    expect(s.kJacobianFull).toBeCloseTo(8 / 3, 12);
    // J = [−n, −(r_A×n), n, r_B×n] = [0, −1, 0, 0, 1, 0.5] (A's lever arm is zero).
    expect(s.J.map((x) => x + 0)).toEqual([0, -1, 0, 0, 1, 0.5]);
    expect(s.Minv).toEqual([0, 0, 0, 1, 1, 1 / 0.15]);
  });

  it('solves the constraint: v_n = JV = −2, λ = 1.5·0.375·2 = 1.125, JV′ = 1, λ₌ = 0.75', () => {
    expect(s.JV).toBeCloseTo(-2, 14);
    expect(s.result.j).toBeCloseTo(1.125, 12);
    expect(s.bias).toBeCloseTo(-1, 14);
    expect(s.result.vnAfter).toBeCloseTo(1, 12);
    expect(s.lambdaEq).toBeCloseTo(0.75, 12);
    expect(s.JVAfterEq).toBeCloseTo(0, 12);
    // Δv_B = λn/m = (0, 1.125); Δω_B = λℓ/I = 1.125·0.5/0.15 = 3.75.
    expect(s.result.b.v.y - s.b.v.y).toBeCloseTo(1.125, 12);
    expect(s.result.b.w - s.b.w).toBeCloseTo(3.75, 12);
  });
});

describe('the lever arm and the radius of gyration', () => {
  it('a uniform rod struck square at one end feels like a quarter of its mass', () => {
    // ℓ = 0.6 = L/2 for L = 1.2; a uniform rod has I = mL²/12 = 0.12 kg·m² for m = 1, so ℓ²/ρ² = 3.
    expect(at({ s: 0.6, I: 0.12 }).meff).toBeCloseTo(0.25, 12);
  });

  it('when the lever arm equals the radius of gyration the body feels like half its mass', () => {
    // ρ² = I/m = 0.25/1 and ℓ = 0.5.
    expect(at({ I: 0.25 }).meffB).toBeCloseTo(0.5, 12);
  });

  it('a push whose line passes through the centre meets the full mass, wherever it lands', () => {
    // Tilted by 45°, n = (−sin 45°, cos 45°); ℓ = s·cos 45° − (H/2)·sin 45° = 0 for s = H/2 = 0.3.
    const s = at({ s: BOX_H / 2, pushDeg: 45 });
    expect(s.lever).toBeCloseTo(0, 14);
    expect(s.meff).toBeCloseTo(base.m, 12);
  });

  it('a free 1 kg ball as A adds 1/m_A: k = 1 + 1 + 5/3, m_eff = 3/11', () => {
    const s = at({ fixA: false, mA: 1 });
    expect(s.leverA).toBe(0);
    expect(s.kA).toBeCloseTo(1, 14);
    expect(s.meff).toBeCloseTo(3 / 11, 12);
    expect(s.meffNoRotation).toBeCloseTo(0.5, 14);
  });

  it('a tilted push gives the free ball a lever arm R·sin δ and a rotation term of its own', () => {
    // r_A = (0, 0.25), n = (−sin 30°, cos 30°): r_A×n = 0.25·0.5 = 0.125. I_A = 0.4·1·0.25² = 0.025,
    // so (r_A×n)²/I_A = 0.015625/0.025 = 0.625 and k_A = 1 + 0.625.
    const s = at({ fixA: false, mA: 1, pushDeg: 30 });
    expect(s.leverA).toBeCloseTo(0.125, 14);
    expect(s.terms.angA).toBeCloseTo(0.625, 12);
    expect(s.kA).toBeCloseTo(1.625, 12);
    // The ball is a sphere in 3D as well, so the tensor form agrees term by term.
    expect(s.flat.termA).toBeCloseTo(0.625, 12);
    expect(s.flat.k).toBeCloseTo(s.k, 12);
    const flatBox = at({ fixA: false, mA: 1, pushDeg: 30, turnDeg: 0 }).box;
    expect(flatBox.meffTensor).toBeCloseTo(flatBox.meffShortcut, 12);
  });

  it('offsets mirrored about the middle of the face give the same effective mass', () => {
    for (const x of [0.1, 0.33, 0.6]) expect(at({ s: -x }).meff).toBeCloseTo(at({ s: x }).meff, 12);
  });
});

describe('the 3D box turned about the vertical axis', () => {
  // W = 1.2, H = 0.6, d = 2.4, m = 1: I1 = (0.36 + 5.76)/12 = 0.51, I2 = (1.44 + 5.76)/12 = 0.6,
  // I3 = (1.44 + 0.36)/12 = 0.15. At γ = 30°: sin² = 1/4, cos² = 3/4.
  // I_zz = 0.51/4 + 0.15·3/4 = 0.24; I_xz = (0.15 − 0.51)·sin 30°·cos 30° = −0.09·√3;
  // (I⁻¹)_zz = 0.25/0.51 + 0.75/0.15 = 5 + 25/51.
  // True: k = 1 + 0.25·(5 + 25/51); shortcut: k = 1 + 0.25/0.24 = 49/24, m_eff = 24/49.
  const s = emScenario(base);
  const { box } = s;

  it('has the hand-computed tensor entries', () => {
    expect(box.I1).toBeCloseTo(0.51, 14);
    expect(box.I2).toBeCloseTo(0.6, 14);
    expect(box.I3).toBeCloseTo(0.15, 14);
    expect(M3.at(box.inertia, 2, 2)).toBeCloseTo(0.24, 14);
    expect(M3.at(box.inertia, 0, 2)).toBeCloseTo(-0.09 * Math.sqrt(3), 14);
    expect(M3.at(box.invInertia, 2, 2)).toBeCloseTo(5 + 25 / 51, 12);
  });

  it('the 2D shortcut says 24/49 kg but the tensor form, and a measured push, say less', () => {
    const kTrue = 1 + 0.25 * (5 + 25 / 51);
    expect(box.meffShortcut).toBeCloseTo(24 / 49, 12);
    expect(box.kTensor).toBeCloseTo(kTrue, 12);
    expect(box.kQuadratic).toBeCloseTo(kTrue, 12);
    expect(box.probeDvn).toBeCloseTo(kTrue, 12);
    expect(box.meffShortcut - box.meffTensor).toBeCloseTo(24 / 49 - 1 / kTrue, 12);
    expect(box.meffShortcut - box.meffTensor).toBeGreaterThan(0.06);
  });

  it('the push spins the box about a tilted axis, not about z alone', () => {
    // ω = I⁻¹(r×n)·1 N·s with r×n = (0, 0, 0.5): ω_x = 0.5·(I⁻¹)_xz ≠ 0, ω_y = 0.
    expect(box.spin.x).toBeCloseTo(0.5 * M3.at(box.invInertia, 0, 2), 14);
    expect(Math.abs(box.spin.x)).toBeGreaterThan(0.5);
    expect(box.spin.y).toBeCloseTo(0, 14);
    expect(box.spin.z).toBeCloseTo(0.5 * (5 + 25 / 51), 12);
  });

  it('at zero turn, and at 90°, z is principal and the shortcut is exact', () => {
    const zero = at({ turnDeg: 0 }).box;
    expect(zero.meffTensor).toBeCloseTo(zero.meffShortcut, 14);
    expect(zero.meffTensor).toBeCloseTo(0.375, 12); // I3 = 0.15: the 2D box's default exactly
    const right = at({ turnDeg: 90 }).box;
    expect(right.meffTensor).toBeCloseTo(right.meffShortcut, 12);
    expect(right.meffTensor).toBeCloseTo(1 / (1 + 0.25 / 0.51), 12);
  });

  it('a box as deep as it is wide (I1 = I3) has no product of inertia at any turn', () => {
    for (const turnDeg of [-70, -20, 15, 45, 80]) {
      const b = at({ depth: BOX_W, turnDeg }).box;
      expect(b.meffTensor).toBeCloseTo(b.meffShortcut, 12);
    }
  });

  it('the contact lies on the bottom face at the defaults, and off it for a thin box turned far', () => {
    expect(box.onFace).toBe(true);
    // depth 0.3, turn 60°: the point's depth coordinate is 0.5·sin 60° = 0.433 > 0.15.
    expect(at({ depth: 0.3, turnDeg: 60 }).box.onFace).toBe(false);
  });
});

describe('degenerate and boundary configurations', () => {
  it('a separating contact gets no impulse, while an equality constraint would pull', () => {
    const s = at({ vBy: 1 });
    expect(s.result.vn).toBeCloseTo(1, 14);
    expect(s.result.j).toBe(0);
    expect(s.bias).toBe(0);
    expect(s.lambdaEq).toBeCloseTo(-0.375, 12);
  });

  it('every number is finite at the corners of the parameter box', () => {
    for (const over of [
      { m: 10, I: 0.01, s: 0.6, pushDeg: 60 },
      { m: 0.1, I: 1, s: -0.6, pushDeg: -60, fixA: false, mA: 0.1 },
      { depth: 0.1, turnDeg: -90 },
      { depth: 3, turnDeg: 90, s: 0 },
    ] satisfies Partial<EmValues>[]) {
      const s = at(over);
      for (const x of [
        s.meff,
        s.k,
        s.flat.meff,
        s.meffJacobian,
        s.box.meffTensor,
        s.box.meffShortcut,
        s.lambdaEq,
      ]) {
        expect(Number.isFinite(x), JSON.stringify(over)).toBe(true);
      }
    }
  });
});

describe('the sweeps behind the plots', () => {
  it('m_eff against the offset: three inertias, the whole face, the full mass where ℓ = 0', () => {
    const series = leverSweep(base);
    expect(series.map((x) => x.label)).toEqual(['I/2', 'I', '2I']);
    expect(series.map((x) => x.I)).toEqual([0.075, 0.15, 0.3]);
    for (const x of series) {
      expect(x.points).toHaveLength(LEVER_SAMPLES);
      expect(x.points[0]!.s).toBeCloseTo(-BOX_W / 2, 14);
      expect(x.points.at(-1)!.s).toBeCloseTo(BOX_W / 2, 14);
      // With n = (0, 1) the lever arm is s itself: the middle sample (s = 0) meets the full 1 kg.
      expect(x.points[(LEVER_SAMPLES - 1) / 2]!.meff).toBeCloseTo(1, 12);
    }
    // The curve for the reader's I passes through the current point (s = 0.5 is sample 110).
    expect(series[1]!.points[110]!.meff).toBeCloseTo(0.375, 12);
    // A larger inertia resists turning more: a higher curve everywhere off the middle.
    for (let i = 0; i < LEVER_SAMPLES; i++) {
      if (i === (LEVER_SAMPLES - 1) / 2) continue;
      expect(series[0]!.points[i]!.meff).toBeLessThan(series[1]!.points[i]!.meff);
      expect(series[1]!.points[i]!.meff).toBeLessThan(series[2]!.points[i]!.meff);
    }
  });

  it('m_eff against the turn: the curves meet at 0° and ±90°, the shortcut is never below', () => {
    const data = turnSweep(base);
    expect(data).toHaveLength(TURN_SAMPLES);
    for (const i of [0, (TURN_SAMPLES - 1) / 2, TURN_SAMPLES - 1])
      expect(data[i]!.tensor).toBeCloseTo(data[i]!.shortcut, 12);
    for (const d of data) expect(d.shortcut).toBeGreaterThanOrEqual(d.tensor - 1e-12);
    // The current turn (30°) is sample 120; it matches the scenario's numbers.
    expect(data[120]!.turnDeg).toBe(30);
    expect(data[120]!.tensor).toBeCloseTo(emScenario(base).box.meffTensor, 12);
    expect(data[120]!.shortcut).toBeCloseTo(24 / 49, 12);
    // Symmetric in γ: turning the other way flips I_xz but not (I⁻¹)_zz.
    expect(data[60]!.tensor).toBeCloseTo(data[120]!.tensor, 12);
  });
});

describe('where the 2D shortcut and the tensor form part most', () => {
  // The page's numbers: 44.6° at the defaults, 38.8° (depth 0.1 m, ℓ = 0.5 m), 34.2° (3 m, 0.1 m),
  // none for a box as deep as it is wide (I1 = I3 = m(W² + H²)/12 at depth W = 1.2 m).
  it.each([
    [{}, 44.57],
    [{ depth: 0.1, s: 0.5 }, 38.79],
    [{ depth: 3, s: 0.1 }, 34.2],
    [{ depth: 0.1, s: 0.01 }, 56.01],
    [{ depth: 3, s: 0.01 }, 33.52],
  ] as const)('%o peaks at %f°, not at 45° where I_xz does', (over, deg) => {
    const peak = shortcutGapPeak({ ...base, ...over })!;
    expect(peak.turnDeg).toBeCloseTo(deg, 2);
    // A maximum: the gap there beats the gap a degree either side, and (unless at 45°) at 45°.
    const gap = (turnDeg: number) => {
      const s = at({ ...over, turnDeg });
      return s.box.meffShortcut - s.box.meffTensor;
    };
    expect(peak.gap).toBeCloseTo(gap(peak.turnDeg), 12);
    expect(peak.gap).toBeGreaterThan(gap(peak.turnDeg - 1));
    expect(peak.gap).toBeGreaterThan(gap(peak.turnDeg + 1));
    expect(peak.gap).toBeGreaterThanOrEqual(gap(45));
  });

  it('never parts for a box 1.2 m deep (every turn is principal) or a push through the centre', () => {
    expect(shortcutGapPeak({ ...base, depth: BOX_W })).toBeNull();
    expect(shortcutGapPeak({ ...base, s: 0 })).toBeNull();
  });

  it('short arm: the peak moves toward the smaller I_zz; long arm: toward the smaller I_xx', () => {
    // Depth 0.1 m: I1 < I3, so I_zz = I1 sin²γ + I3 cos²γ is smaller near 90° and I_xx near 0°.
    expect(shortcutGapPeak({ ...base, depth: 0.1, s: 0.01 })!.turnDeg).toBeGreaterThan(45);
    expect(shortcutGapPeak({ ...base, depth: 0.1, s: 0.6 })!.turnDeg).toBeLessThan(45);
    // Depth 3 m: I1 > I3, the other way round.
    expect(shortcutGapPeak({ ...base, depth: 3, s: 0.01 })!.turnDeg).toBeLessThan(45);
    expect(shortcutGapPeak({ ...base, depth: 3, s: 0.6 })!.turnDeg).toBeGreaterThan(45);
  });
});

describe('the collision matrix in the face basis (a tilted push is not friction)', () => {
  it('has k_nn = 8/3, k_nt = −1, k_tt = 1.6 at the defaults', () => {
    // A immovable; B: m = 1, I = 0.15, r_B = (0.5, −0.3); n_f = (0, 1), t_f = (−1, 0).
    // r_B × n_f = 0.5, r_B × t_f = 0.5·0 − (−0.3)(−1) = −0.3.
    // k_nn = 1 + 0.25/0.15, k_nt = 0.5·(−0.3)/0.15 = −1, k_tt = 1 + 0.09/0.15 = 1.6.
    const { K } = at({});
    expect(K[3]).toBeCloseTo(1 + 0.25 / 0.15, 12); // n_f = y: k_nn is the yy entry
    expect(K[0]).toBeCloseTo(1.6, 12); // t_f = −x: k_tt is the xx entry
    expect(-K[1]).toBeCloseTo(-1, 12); // k_nt = n_fᵀ K t_f = −K_yx
  });
});

describe('what a step shows instead of numbers', () => {
  const reason = stepReasons(derivation);
  it('a contact that is not closing, down to v_n = 0 exactly, needs no impulse', () => {
    const open =
      'Here JV = v_n ≥ 0: the contact is not closing, so the inequality constraint is already satisfied and no impulse is applied.';
    for (const id of ['eq:em-lambda', 'eq:em-bias']) {
      expect(reason({ vBx: 0, vBy: 0, wB: 0 }, id)).toBe(open);
      expect(reason({ vBx: 0, vBy: 1, wB: 0 }, id)).toBe(open);
      expect(reason({}, id)).toBeNull();
    }
  });
});

describe('inert parameters', () => {
  it('effective mass: the ball’s mass is inert while A is a post', () => {
    const v = defaults(emParams) as Record<string, number | boolean>;
    const inert = (w: Record<string, number | boolean>) =>
      emParams.filter((p) => inertReason(p, w) !== null).map((p) => p.name);
    expect(inert({ ...v, pushDeg: 10 })).toEqual(['mA']);
    expect(inert({ ...v, pushDeg: 10, fixA: false })).toEqual([]);
  });

  it('B’s x velocity is inert while the push is along the face normal: J’s entry for it is 0', () => {
    const v = defaults(emParams) as Record<string, number | boolean>;
    expect(v.pushDeg).toBe(0);
    expect(emParams.filter((p) => inertReason(p, v) !== null).map((p) => p.name)).toEqual(['mA', 'vBx']);
    // The reason is true: at tilt 0 every number the page shows is the same for any vBx.
    const still = at({ vBx: 0 });
    const moved = at({ vBx: 3 });
    expect(Math.abs(still.J[3]!)).toBe(0);
    expect(moved.JV).toBe(still.JV);
    expect(moved.result.j).toBe(still.result.j);
    expect(moved.lambdaEq).toBe(still.lambdaEq);
    // Tilted, it acts.
    expect(at({ pushDeg: 20, vBx: 3 }).JV).not.toBe(at({ pushDeg: 20, vBx: 0 }).JV);
  });
});

describe('the errata name the sources’ mistakes where the page treats their formulas', () => {
  it('Eberly’s “magnitude” f is a signed number', () => {
    const box = errataBox('effective-mass', 'Computing Impulse Forces for Colliding Contact');
    expect(box).toContain(
      'it calls $f$ "the magnitude" of the impulse, but its equation for $f$ gives a signed number',
    );
  });
  it('Fiedler’s I⁻¹(r × n) × r, beside its world axes: the brackets it leaves out', () => {
    const box = errataBox('effective-mass', 'Collision Response and Coulomb Friction');
    expect(box).toContain('in *world* axes');
    expect(box).toContain(String.raw`$\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\times\mathbf r$`);
    expect(box).toContain(String.raw`$\mathbf I^{-1}\big((\mathbf r\times\mathbf n)\times\mathbf r\big)$`);
  });
});
