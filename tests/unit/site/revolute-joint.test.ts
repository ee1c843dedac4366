// The revolute-joint page's two scenarios (the K explorer and the swinging chain), checked against
// numbers worked by hand and against every claim the page's prose makes about them; the sentences
// its steps show instead of numbers; and the TeX check catching a slip in a matrix entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { parseParams } from '../../../src/params/url';
import {
  ellipseExtent,
  ellipseFigure,
  jointParams,
  jointScenario,
  mulK,
  PAGE_DT,
  responseEllipse,
} from '../../../src/chapters/revolute-joint/scenario';
import { pendulumChain, runSim2 } from '../../../src/sim';
import {
  angleFromDown,
  CHAIN_STEPS,
  chainParams,
  chainRun,
  chainScenario,
} from '../../../src/chapters/revolute-joint/chain-scenario';
import { derivation } from '../../../src/chapters/revolute-joint/steps';
import { stepReasons } from './step-reasons';
import { listed } from './revolute-joint.tex';
import { problemsWithEditedTex } from './tex-check';

const base = defaults(jointParams);
const chainBase = defaults(chainParams);

describe('the default joint', () => {
  // A: m = 5, I = 2 (1/m = 0.2, 1/I = 0.5), rA = (0.6, 0.3), v = (1, 1), ω = 0.
  // B: m = 1, I = 0.1 (1/m = 1, 1/I = 10), rB = (−0.4, 0.45), v = (0, −1.5), ω = 1.
  // σ = 1.2.
  // k11 = 1.2 + 0.5·0.3² + 10·0.45² = 1.2 + 0.045 + 2.025 = 3.27
  // k12 = −(0.5·0.6·0.3 + 10·(−0.4)·0.45) = −(0.09 − 1.8) = 1.71
  // k22 = 1.2 + 0.5·0.6² + 10·0.4² = 1.2 + 0.18 + 1.6 = 2.98
  // det = 3.27·2.98 − 1.71² = 9.7446 − 2.9241 = 6.8205, tr = 6.25
  //   check: σ² + σ(0.5·0.45 + 10·0.3625) + (0.6·0.45 − 0.3·(−0.4))²·0.5·10 = 1.44 + 4.62 + 0.7605 ✓
  // κ = 3.125 ± √(0.145² + 1.71²) = 3.125 ± √2.945125
  const s = jointScenario(base);
  const l1 = 3.125 + Math.sqrt(2.945125);
  const l2 = 3.125 - Math.sqrt(2.945125);

  it('has the hand-computed K, determinant, trace and eigenvalues', () => {
    const [k11, k12, k21, k22] = s.result.K;
    expect(k11).toBeCloseTo(3.27, 12);
    expect(k12).toBeCloseTo(1.71, 12);
    expect(k21).toBe(k12);
    expect(k22).toBeCloseTo(2.98, 12);
    expect(s.det).toBeCloseTo(6.8205, 12);
    expect(s.trace).toBeCloseTo(6.25, 12);
    expect(s.eig.l1).toBeCloseTo(l1, 12);
    expect(s.eig.l2).toBeCloseTo(l2, 12);
    // e1 at ½·atan2(2·1.71, 3.27 − 2.98) = ½·atan2(3.42, 0.29) ≈ 42.58°: tilted, not on an axis.
    expect((s.eig.angle * 180) / Math.PI).toBeCloseTo((0.5 * Math.atan2(3.42, 0.29) * 180) / Math.PI, 10);
  });

  it('is clearly anisotropic: the page says the effective masses differ by a factor of about 3.4', () => {
    expect(s.eig.l1 / s.eig.l2).toBeGreaterThan(3.35);
    expect(s.eig.l1 / s.eig.l2).toBeLessThan(3.45);
  });

  it('gets the impulse that stops the pin', () => {
    // vcA = (1, 1); vcB = (0, −1.5) + 1 × (−0.4, 0.45) = (0 − 0.45, −1.5 − 0.4) = (−0.45, −1.9).
    // v_rel = (−1.45, −2.9). j = K⁻¹(1.45, 2.9) = (2.98·1.45 − 1.71·2.9, 3.27·2.9 − 1.71·1.45)/6.8205
    //       = (−0.638, 7.0035)/6.8205.
    expect(s.vRel.x).toBeCloseTo(-1.45, 12);
    expect(s.vRel.y).toBeCloseTo(-2.9, 12);
    expect(s.result.j.x).toBeCloseTo(-0.638 / 6.8205, 12);
    expect(s.result.j.y).toBeCloseTo(7.0035 / 6.8205, 12);
    expect(Math.abs(s.vRelAfter.x)).toBeLessThan(1e-14);
    expect(Math.abs(s.vRelAfter.y)).toBeLessThan(1e-14);
    expect(s.singularReason).toBeNull();
  });

  it('loses exactly ½ j·v_rel of kinetic energy', () => {
    // T = ½·5·2 + ½·1·2.25 + ½·0.1·1 = 6.175.
    const half = 0.5 * ((-0.638 / 6.8205) * -1.45 + (7.0035 / 6.8205) * -2.9);
    expect(s.kinetic.before).toBeCloseTo(6.175, 12);
    expect(s.kinetic.after - s.kinetic.before).toBeCloseTo(half, 12);
    expect(half).toBeLessThan(0);
  });

  it('has effective mass 1/k11 along the default probe d = +x', () => {
    expect(s.dKd).toBeCloseTo(3.27, 12);
    expect(s.meff).toBeCloseTo(1 / 3.27, 12);
    expect(s.meff).toBeGreaterThan(1 / s.eig.l1);
    expect(s.meff).toBeLessThan(1 / s.eig.l2);
  });

  it('closes the drift C = (0.08, −0.05) by moving B five times as far as A', () => {
    // ΔpA = C·0.2/1.2 = C/6, ΔpB = −C·1/1.2 = −5C/6; both anchors meet at C/6.
    const mw = s.massWeighted!;
    expect(mw.dA.x).toBeCloseTo(0.08 / 6, 12);
    expect(mw.dA.y).toBeCloseTo(-0.05 / 6, 12);
    expect(mw.dB.x).toBeCloseTo((-5 * 0.08) / 6, 12);
    expect(mw.dB.y).toBeCloseTo((-5 * -0.05) / 6, 12);
    expect(mw.meetA.x).toBeCloseTo(0.08 / 6, 12);
    expect(mw.meetB.x).toBeCloseTo(0.08 / 6, 12);
    expect(Math.hypot(mw.gapAfter.x, mw.gapAfter.y)).toBeLessThan(1e-15);
  });

  it('targets v_rel′ = −β·C/Δt = −12·C with Baumgarte (β = 0.2, Δt = 1/60 s)', () => {
    const bg = s.baumgarte!;
    expect(bg.vRelAfter.x).toBeCloseTo(-0.96, 12);
    expect(bg.vRelAfter.y).toBeCloseTo(0.6, 12);
    // K·j = −(v_rel + 12·C) = −((−1.45, −2.9) + (0.96, −0.6)) = (0.49, 3.5).
    const Kj = mulK(s.result.K, bg.j);
    expect(Kj.x).toBeCloseTo(0.49, 12);
    expect(Kj.y).toBeCloseTo(3.5, 12);
  });

  it('draws the ellipse {K u : |u| = 1} with semi-axes κ₁, κ₂', () => {
    const pts = responseEllipse(s.result.K);
    const radii = pts.map((p) => Math.hypot(p.x, p.y));
    expect(Math.max(...radii)).toBeLessThanOrEqual(l1 + 1e-12);
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(l2 - 1e-12);
    // Closed: the last point is the first.
    expect(pts.at(-1)!.x).toBeCloseTo(pts[0]!.x, 12);
    const f = ellipseFigure(s, ellipseExtent(s));
    expect(Math.hypot(f.axes[0]!.x2, f.axes[0]!.y2)).toBeCloseTo(l1, 12);
    expect(Math.hypot(f.axes[1]!.x2, f.axes[1]!.y2)).toBeCloseTo(l2, 12);
    // The orange dot: K·d projected on d is (dᵀKd)·d = (3.27, 0).
    expect(f.projection.x).toBeCloseTo(3.27, 12);
    expect(f.projection.y).toBeCloseTo(0, 12);
    expect(f.extent).toBeGreaterThan(l1);
  });

  it('agrees with the post’s 2×2 routine where K is invertible', () => {
    expect(s.seed.finite).toBe(true);
    expect(s.seed.x.x).toBeCloseTo(s.result.j.x, 12);
    expect(s.seed.x.y).toBeCloseTo(s.result.j.y, 12);
  });
});

describe('singular and degenerate joints', () => {
  it('says why there is no impulse when both bodies are immovable, and keeps every number finite', () => {
    const s = jointScenario({ ...base, fixA: true, fixB: true });
    expect(s.result.K).toEqual([0, -0, -0, 0]);
    expect(s.singular).toBe(true);
    expect(s.singularReason).toMatch(/Neither anchor can move at all/);
    expect(s.result.j).toEqual({ x: 0, y: 0 });
    expect(s.massWeighted).toBeNull();
    expect(s.massWeightedReason).toMatch(/Neither body can translate/);
    expect(s.baumgarte).toBeNull();
    expect(s.meff).toBe(Infinity);
    expect(Number.isFinite(s.kinetic.after)).toBe(true);
    const f = ellipseFigure(s, ellipseExtent(s));
    for (const p of f.points) expect(Math.hypot(p.x, p.y)).toBe(0);
    expect(f.extent).toBe(1);
    // The post's routine computes 0/0 here.
    expect(s.seed.finite).toBe(false);
    expect(Number.isNaN(s.seed.x.y)).toBe(true);
  });

  it('finds K of rank 1 when B is immovable and A turns on an axle (the page’s “try it”)', () => {
    // K = (1/IA)·rA⊥rA⊥ᵀ = 0.5·[0.09, −0.18; −0.18, 0.36]: det = 0 exactly in exact arithmetic.
    const s = jointScenario({ ...base, fixB: true, axleA: true });
    expect(s.singular).toBe(true);
    expect(s.singularReason).toMatch(/rank 1/);
    expect(s.result.K[0]).toBeCloseTo(0.045, 15);
    expect(s.result.K[3]).toBeCloseTo(0.18, 15);
    expect(s.eig.l2).toBeCloseTo(0, 12);
    expect(s.eig.l1).toBeCloseTo(0.5 * (0.36 + 0.09), 12);
    expect(s.result.j).toEqual({ x: 0, y: 0 });
    expect(s.vRelAfter).toEqual(s.vRel);
  });

  it('is invertible with both bodies on axles when the lever arms are not parallel: det = (rA×rB)²/(IA·IB)', () => {
    const s = jointScenario({ ...base, axleA: true, axleB: true });
    // rA × rB = 0.6·0.45 − 0.3·(−0.4) = 0.39; det = 0.39²·0.5·10 = 0.7605.
    expect(s.det).toBeCloseTo(0.7605, 12);
    expect(s.singular).toBe(false);
    expect(Math.hypot(s.vRelAfter.x, s.vRelAfter.y)).toBeLessThan(1e-12);
  });

  it('is singular with both bodies on axles and parallel lever arms', () => {
    const s = jointScenario({ ...base, axleA: true, axleB: true, rAx: 0.6, rAy: 0.3, rBx: -0.4, rBy: -0.2 });
    expect(s.singular).toBe(true);
    expect(s.singularReason).toMatch(/rank 1/);
  });

  it('flags an immovable body that is given a velocity: it could do work', () => {
    expect(jointScenario({ ...base, fixA: true }).kinematicMotion).toBe(true);
    expect(jointScenario({ ...base, fixA: true, vAx: 0, vAy: 0 }).kinematicMotion).toBe(false);
    expect(jointScenario({ ...base, axleB: true, vBy: 0 }).kinematicMotion).toBe(false);
    expect(jointScenario({ ...base, axleB: true }).kinematicMotion).toBe(true);
  });
});

describe('the swinging chain', () => {
  const c = chainScenario(chainBase);
  const byKey = Object.fromEntries(c.summary.map((m) => [m.key, m]));

  it('runs each correction for 2 s at 60 Hz: 121 samples from t = 0 to t = 2', () => {
    expect(CHAIN_STEPS).toBe(120);
    for (const rows of Object.values(c.rows)) {
      expect(rows).toHaveLength(121);
      expect(rows[0]!.t).toBe(0);
      expect(rows.at(-1)!.t).toBeCloseTo(2, 12);
      expect(rows[0]!.dE).toBe(0);
      expect(rows[0]!.angle).toBeCloseTo(90, 10); // released horizontally
    }
  });

  it('matches the page: no correction ends more than 100 mm apart, mass-weighted stays near 1 mm, Baumgarte at tens of mm', () => {
    expect(byKey.none!.finalDrift).toBeGreaterThan(100);
    expect(byKey['mass-weighted']!.maxDrift).toBeLessThan(2);
    expect(byKey['mass-weighted']!.maxDrift).toBeGreaterThan(0.5);
    expect(byKey.baumgarte!.maxDrift).toBeGreaterThan(10);
    expect(byKey.baumgarte!.maxDrift).toBeLessThan(100);
  });

  it('matches the page on energy: all three lose some; Baumgarte stays above the uncorrected run and ends above mass-weighted', () => {
    for (const m of c.summary) expect(m.finalDE).toBeLessThan(0);
    const none = c.rows.none;
    c.rows.baumgarte.forEach((r, k) => expect(r.dE).toBeGreaterThanOrEqual(none[k]!.dE - 1e-9));
    expect(byKey.baumgarte!.finalDE).toBeGreaterThan(byKey['mass-weighted']!.finalDE);
  });

  it('matches the page on β: near 1 Baumgarte climbs above the starting energy, closes gaps faster and ends with more energy', () => {
    const hi = chainScenario({ ...chainBase, beta: 1 }).summary.find((m) => m.key === 'baumgarte')!;
    expect(byKey.baumgarte!.maxDE).toBeLessThanOrEqual(1e-9);
    expect(hi.maxDE).toBeGreaterThan(0.1);
    expect(hi.maxDrift).toBeLessThan(byKey.baumgarte!.maxDrift);
    expect(hi.finalDE).toBeGreaterThan(byKey.baumgarte!.finalDE);
  });

  it('matches the page: the three swings drift apart by ten degrees or so', () => {
    expect(c.angleSpread).toBeGreaterThan(5);
    expect(c.angleSpread).toBeLessThan(20);
  });

  it('closes a single link’s pivot exactly with the mass-weighted correction (the world side never moves)', () => {
    const one = chainScenario({ ...chainBase, links: 1 });
    expect(one.summary.find((m) => m.key === 'mass-weighted')!.maxDrift).toBeLessThan(1e-9);
  });

  it('reruns nothing when only the diagram’s mode or time changes, and only the Baumgarte run when β changes', () => {
    const again = chainScenario({ ...chainBase, mode: 0, tSnap: 1.5 });
    for (const key of ['none', 'mass-weighted', 'baumgarte'] as const)
      expect(again.runs[key]).toBe(c.runs[key]);
    const beta = chainScenario({ ...chainBase, beta: 0.5 });
    expect(beta.runs.none).toBe(c.runs.none);
    expect(beta.runs['mass-weighted']).toBe(c.runs['mass-weighted']);
    expect(beta.runs.baumgarte).not.toBe(c.runs.baumgarte);
  });

  it('built progressively, computes only the run the diagram shows and lists the others as pending', () => {
    const p = { ...chainBase, links: 2, angle0: 15, mode: 2 }; // not computed by any other test
    const first = chainScenario(p, true);
    expect(Object.keys(first.runs)).toEqual(['baumgarte']);
    expect(first.pending).toEqual(['none', 'mass-weighted']);
    expect(first.rows.none).toEqual([]);
    expect(first.summary.map((m) => m.key)).toEqual(['baumgarte']);
    for (const key of first.pending) chainRun(2, 15, key, p.beta, p.warm);
    const done = chainScenario(p, true);
    expect(done.pending).toEqual([]);
    expect(done.runs.baumgarte).toBe(first.runs.baumgarte);
    // The same numbers as building all three at once.
    expect(done.summary).toEqual(chainScenario(p).summary);
  });

  it('draws the chosen run at the chosen time, with each joint’s gap from the series', () => {
    const shown = chainScenario({ ...chainBase, mode: 0, tSnap: 1 });
    expect(shown.mode.key).toBe('none');
    expect(shown.snapshot.t).toBeCloseTo(1, 12);
    expect(shown.snapshot.links).toHaveLength(3);
    expect(shown.snapshot.joints[0]!.a).toEqual({ x: 0, y: 0 }); // the pivot
    shown.snapshot.joints.forEach((j, i) => {
      expect(Math.hypot(j.b.x - j.a.x, j.b.y - j.a.y) * 1000).toBeCloseTo(j.gap, 9);
      expect(j.gap).toBeCloseTo(shown.runs.none!.joints[i]!.drift[60]! * 1000, 12);
    });
    expect(shown.snapshot.trail).toHaveLength(61);
  });

  it('says that a chain hanging straight down does not swing, yet stretches without a correction', () => {
    const rest = chainScenario({ ...chainBase, angle0: -90 });
    expect(rest.hangingNote).toMatch(/does not swing/);
    const s = Object.fromEntries(rest.summary.map((m) => [m.key, m]));
    // 8 passes do not converge for three links under their own weight: the page quotes ~24 mm.
    expect(s.none!.maxDrift).toBeGreaterThan(20);
    expect(s.none!.maxDrift).toBeLessThan(30);
    expect(rest.hangingNote).toContain(`${s.none!.maxDrift.toPrecision(3)} mm`);
    expect(s['mass-weighted']!.maxDrift).toBeLessThan(0.1);
    expect(s.baumgarte!.maxDrift).toBeLessThan(2);
    expect(chainScenario(chainBase).hangingNote).toBeNull();
    // "its top joint opens": the pivot carries the most weight and opens most.
    const ends = rest.runs.none!.joints.map((j) => Math.max(...j.drift));
    expect(ends[0]).toBe(Math.max(...ends));
  });

  it('shrinks that stretch a hundredfold when the joints are warm-started, and says which cause is left', () => {
    const cold = chainScenario({ ...chainBase, angle0: -90 });
    const warm = chainScenario({ ...chainBase, angle0: -90, warm: true });
    const none = (c: typeof cold) => c.summary.find((m) => m.key === 'none')!.maxDrift;
    expect(none(cold) / none(warm)).toBeGreaterThan(100);
    expect(none(warm)).toBeLessThan(0.25);
    expect(warm.runs.none).not.toBe(cold.runs.none);
    expect(warm.hangingNote).toContain(`comes apart by only ${none(warm).toPrecision(3)} mm`);
    expect(cold.hangingNote).toMatch(/hundredfold/);
  });

  it('states on the page the drift it measures, cold and warm-started (about 24 mm and 0.2 mm)', () => {
    const mdx = readFileSync(join(import.meta.dirname, '../../../content/revolute-joint.mdx'), 'utf8');
    const cold = chainScenario({ ...chainBase, angle0: -90 }).summary.find((m) => m.key === 'none')!.maxDrift;
    const warm = chainScenario({ ...chainBase, angle0: -90, warm: true }).summary.find(
      (m) => m.key === 'none',
    )!;
    expect(mdx).toContain(`opens by about ${Math.round(cold)} mm in two seconds`);
    expect(mdx).toContain(`opens by about ${warm.maxDrift.toFixed(1)} mm, a hundredfold less`);
  });

  it('owes that stretch to too few passes: with 32 passes per step instead of 8 it all but vanishes', () => {
    const many = runSim2(
      pendulumChain({ links: 3, angle: -Math.PI / 2, correction: 'none' }, { dt: PAGE_DT, iterations: 32 }),
      CHAIN_STEPS,
    );
    expect(Math.max(...many.joints.map((j) => Math.max(...j.drift))) * 1000).toBeLessThan(0.1);
  });

  it('measures angles from straight down, counter-clockwise positive', () => {
    expect(angleFromDown(0)).toBeCloseTo(90, 12);
    expect(angleFromDown(-Math.PI / 2)).toBeCloseTo(0, 12);
    expect(angleFromDown(-Math.PI)).toBeCloseTo(-90, 12);
    expect(angleFromDown(Math.PI / 2)).toBeCloseTo(180, 12);
  });
});

describe('a rank-1 K: the policy and the pseudo-inverse (the page’s example link)', () => {
  const mdx = readFileSync(join(import.meta.dirname, '../../../content/revolute-joint.mdx'), 'utf8');
  const link = '?axleA=1&fixB=1&wA=2&rAx=0.6&rAy=0.3&vAx=0&vAy=0&vBx=0&vBy=0&wB=0';
  const parsed = parseParams(jointParams, link);
  const s = jointScenario(parsed.values);

  it('is linked from the page with values the widget accepts', () => {
    expect(mdx).toContain(`](${link})`);
    expect(parsed.notices).toEqual([]);
  });

  it('has v_rel on K’s line: the policy leaves the pin separating at 1.342 m/s', () => {
    // A on its axle, I_A = 2 (default), ω_A = 2: v_cA = ω × r_A = (−0.6, 1.2), v_rel = (0.6, −1.2),
    // = −2·r_A⊥ with r_A⊥ = (−0.3, 0.6). K = ½·r_A⊥r_A⊥ᵀ = [[0.045, −0.09], [−0.09, 0.18]], det 0.
    expect(s.singular).toBe(true);
    expect(s.result.K[0]).toBeCloseTo(0.045, 14);
    expect(s.result.K[1]).toBeCloseTo(-0.09, 14);
    expect(s.result.K[3]).toBeCloseTo(0.18, 14);
    expect(s.vRel.x).toBeCloseTo(0.6, 14);
    expect(s.vRel.y).toBeCloseTo(-1.2, 14);
    expect(s.result.j).toEqual({ x: 0, y: 0 });
    expect(Math.hypot(s.vRelAfter.x, s.vRelAfter.y)).toBeCloseTo(1.3416407865, 9);
    expect(s.singularReason).toContain('policy');
  });

  it('the pseudo-inverse applies (−8/3, 16/3) N·s: A stops turning and the pin holds', () => {
    // j⁺ = −K v_rel/(tr K)² = 0.45·r_A⊥/0.225² = (8/0.9)·(−0.3, 0.6).
    expect(s.pinv.rank).toBe(1);
    expect(s.pinv.j.x).toBeCloseTo(-8 / 3, 12);
    expect(s.pinv.j.y).toBeCloseTo(16 / 3, 12);
    expect(s.pinv.a.w).toBeCloseTo(0, 12);
    expect(s.pinv.vRelAfter.x).toBeCloseTo(0, 12);
    expect(s.pinv.vRelAfter.y).toBeCloseTo(0, 12);
    // A on its axle keeps no kinetic energy once it stops turning; B is immovable.
    expect(s.pinvKinetic).toBeCloseTo(0, 12);
  });

  it('the derivation’s wheel (B on an axle, A immovable) holds by stopping B, at the defaults', () => {
    const d = jointScenario(base);
    expect(d.axle.policy.singular).toBe(true);
    expect(d.axle.pinv.rank).toBe(1);
    expect(d.axle.pinv.b.w).toBeCloseTo(0, 12);
    // v_rel° = ω_B·r_B⊥ = 1·(−0.45, −0.4): not zero, so the policy's pin really separates.
    expect(d.axle.pinv.vRel.x).toBeCloseTo(-0.45, 14);
    expect(d.axle.pinv.vRel.y).toBeCloseTo(-0.4, 14);
  });
});

describe('the pendulum K worked by hand', () => {
  it('is diag(1/m + ℓ²/I, 1/m); a uniform rod pinned at its end gives diag(4/m, 1/m)', () => {
    // Defaults: m_B = 1, I_B = 0.1, ℓ = |(−0.4, 0.45)| = √0.3625: k11 = 1 + 0.3625/0.1 = 4.625.
    const { pendulum } = jointScenario(base);
    expect(pendulum.K[0]).toBeCloseTo(4.625, 12);
    expect(pendulum.K[1]).toBeCloseTo(0, 14);
    expect(pendulum.K[3]).toBeCloseTo(1, 14);
    expect(pendulum.rodK![0]).toBeCloseTo(4, 12);
    expect(pendulum.rodK![3]).toBeCloseTo(1, 14);
  });
});

describe('what a step shows instead of numbers', () => {
  const reason = stepReasons(derivation);
  const bothFixed = { fixA: true, fixB: true };

  it('B’s anchor at its centre: no pendulum, no line to keep; an arm of 1e-6 m is enough', () => {
    const centre = { rBx: 0, rBy: 0 };
    expect(reason(centre, 'eq:rj-pendulum')).toBe(
      'B’s anchor is at its centre (ℓ = 0): the pendulum has no arm, and a rod of length 0 has no inertia.',
    );
    expect(reason(centre, 'eq:rj-pinv')).toBe(
      'B’s anchor is at its centre (r_B = 0): on its axle B cannot move the anchor at all, K° = 0, and there is no line to keep.',
    );
    expect(reason({ rBx: 1e-6, rBy: 0 }, 'eq:rj-pinv')).toBeNull();
  });

  it('along a direction the pin cannot move, the effective mass is infinite', () => {
    const infinite =
      'Along d the pin cannot move at all (dᵀK d = 0, to the precision of a double): the effective mass in that direction is infinite.';
    expect(reason(bothFixed, 'eq:rj-meff')).toBe(infinite);
    // A fixed, B on an axle with its anchor at (1, 0): K = r⊥r⊥ᵀ/I_B moves the anchor along y only,
    // so along d = x, dᵀK d = 0 while tr K > 0.
    expect(reason({ fixA: true, axleB: true, rBx: 1, rBy: 0, dirDeg: 0 }, 'eq:rj-meff')).toBe(infinite);
    expect(reason({ fixA: true, axleB: true, rBx: 1, rBy: 0, dirDeg: 90 }, 'eq:rj-meff')).toBeNull();
    // "To the precision of a double" is relative to tr K: with I_B = 0.05, tr K = 20, and d turned
    // 0.001° off x gives dᵀK d = 20·sin²(0.001°) ≈ 6.1e-9, below 1e-9·tr K = 2e-8.
    expect(reason({ fixA: true, axleB: true, IB: 0.05, rBx: 1, rBy: 0, dirDeg: 0.001 }, 'eq:rj-meff')).toBe(
      infinite,
    );
    expect(
      reason({ fixA: true, axleB: true, IB: 0.05, rBx: 1, rBy: 0, dirDeg: 0.1 }, 'eq:rj-meff'),
    ).toBeNull();
    // Exactly at the limit, it still counts as nothing: with I_B = 1, K = diag(0, 1), tr K = 1, and
    // this angle makes dᵀK d = sin²δ round to 1e-9 itself.
    const edge = { fixA: true, axleB: true, IB: 1, rBx: 1, rBy: 0, dirDeg: 0.0018118516360635087 };
    expect(reason(edge, 'eq:rj-meff')).toBe(infinite);
  });

  it('an immovable A that moves voids the energy balance; a singular K voids seed 000’s solve', () => {
    expect(reason({ fixA: true, vAx: 1 }, 'eq:rj-energy')).toBe(
      'A part that cannot respond (an immovable body, or the axle of one) is given a velocity here: it can do work on the other body, so this balance, which assumes it is at rest, does not apply.',
    );
    expect(reason(bothFixed, 'eq:rj-errata-solve')).toBe(
      'Here K is singular: the post’s routine divides by det K (and by K₁₁) with no check, and returns a non-number instead of an impulse.',
    );
    expect(reason({}, 'eq:rj-errata-solve')).toBeNull();
  });
});

describe('the TeX check (tex-check.test.ts) on this page', () => {
  it('catches swapped components in a displayed matrix entry (K₁₁ with r_{A,x}² for r_{A,y}², eq:rj-k-matrix)', () => {
    const problems = problemsWithEditedTex(derivation, listed, 'eq:rj-k-matrix', (tex) =>
      tex.replace(String.raw`\frac{r_{A,y}^2}{I_A}`, String.raw`\frac{r_{A,x}^2}{I_A}`),
    );
    expect(problems).toEqual([expect.stringMatching(/^eq:rj-k-matrix: the displayed K _ \{ 1 1 \}/)]);
  });
});
