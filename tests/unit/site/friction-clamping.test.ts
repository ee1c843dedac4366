// The friction-clamping page: its scenarios, checked against numbers worked by hand; a step's case
// split met exactly; the TeX check catching a slip in a label; and its inert parameters.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errataBox } from './errata-box';
import { defaults, inertReason } from '../../../src/params/spec';
import {
  combinedMu,
  combineSweep,
  dynamicAboveStaticNotice,
  frictionParams,
  frictionScenario,
  regimeSpeedExtent,
  regimeSweep,
  sourceVersions,
  COMBINE_SAMPLES,
  type FrictionContact,
} from '../../../src/chapters/friction-clamping/scenario';
import { exercises } from '../../../src/chapters/friction-clamping/exercises';
import { type AnyNumeric, solve, variant } from '../../../src/kit/exercises/model';
import {
  DISC_RADIUS,
  THROW_STEPS,
  throwParams,
  throwScenario,
} from '../../../src/chapters/friction-clamping/throw-scenario';
import { angularMomentum2, linearMomentum2 } from '../../../src/solver';
import { derivation } from '../../../src/chapters/friction-clamping/steps';
import { listed } from './friction-clamping.tex';
import { problemsWithEditedTex } from './tex-check';

const base = defaults(frictionParams);
const throwBase = defaults(throwParams);

describe('the default contact: a disc landing while sliding', () => {
  // B: m = 1, I = 0.02 (solid disc, r = 0.2), rB = (0, −0.2), v = (4.5, −2), ω = 0, e = 0.2, on
  // immovable ground A; n = (0, 1), so t = (−n_y, n_x) = (−1, 0).
  // Normal: rB×n = 0·1 − (−0.2)·0 = 0, k = 1, vn = −2: jn = 1.2·2 = 2.4, v' = (4.5, 0.4).
  // Tangent: vt = (4.5, 0.4)·(−1, 0) = −4.5. rB×t = 0·0 − (−0.2)(−1) = −0.2, so
  // k_t = 1 + 0.04/0.02 = 3 and m_eff,t = 1/3. jt* = −vt/3 = 1.5 > μs·jn = 1.2: slips;
  // jt = +μd·jn = 0.72. vt' = −4.5 + 3·0.72 = −2.34.
  // B after: v = (4.5 − 0.72, 0.4) = (3.78, 0.4); ω = (rB × 0.72 t)/I = 0.72·(−0.2)/0.02 = −7.2.
  const s = frictionScenario(base);

  it('gets jn = 2.4, jt* = 1.5 and the dynamic cap 0.72', () => {
    expect(s.normal.j).toBeCloseTo(2.4, 12);
    expect(s.friction.t).toEqual({ x: -1, y: 0 });
    expect(s.friction.vt).toBeCloseTo(-4.5, 12);
    expect(s.kt).toBeCloseTo(3, 12);
    expect(s.friction.jtStar).toBeCloseTo(1.5, 12);
    expect(s.friction.regime).toBe('dynamic');
    expect(s.friction.jt).toBeCloseTo(0.72, 12);
    expect(s.vtAfter).toBeCloseTo(-2.34, 12);
    expect(s.slipThreshold).toBeCloseTo(3.6, 12);
    expect(s.noGripReason).toBeNull();
    expect(s.muNotice).toBeNull();
  });

  it('leaves B moving at (3.78, 0.4) m/s, spinning at −7.2 rad/s', () => {
    expect(s.friction.b.v.x).toBeCloseTo(3.78, 12);
    expect(s.friction.b.v.y).toBeCloseTo(0.4, 12);
    expect(s.friction.b.w).toBeCloseTo(-7.2, 12);
  });

  it('loses energy in both impulses: 12.125 → 10.205 → 7.7426 J', () => {
    // Before: ½(4.5² + 2²) = 12.125. After jn: ½(4.5² + 0.4²) = 10.205.
    // After jt: ½(3.78² + 0.4²) + ½·0.02·7.2² = 7.2242 + 0.5184 = 7.7426;
    // and −μd·jn·(|vt| − ½·k_t·μd·jn) = −0.72·(4.5 − 1.08) = −2.4624 = 7.7426 − 10.205.
    expect(s.energy.before).toBeCloseTo(12.125, 12);
    expect(s.energy.afterNormal).toBeCloseTo(10.205, 12);
    expect(s.energy.afterFriction).toBeCloseTo(7.7426, 12);
  });
});

describe('the default contact, the page’s energy and angular-momentum steps', () => {
  const s = frictionScenario(base);
  const L = (b: { v: { x: number; y: number }; w: number; invMass: number; invInertia: number }) =>
    b.w / b.invInertia - (s.c.rB.x * b.v.y - s.c.rB.y * b.v.x) / b.invMass;

  it('friction’s energy change is ½·j_t·t·(v_rel + v_rel′) = ½·0.72·(−4.5 − 2.34) = −2.4624 J', () => {
    // t = (−1, 0): v_rel·t = −4.5 before friction, −2.34 after (the ground does not move).
    expect(s.energy.afterFriction - s.energy.afterNormal).toBeCloseTo(0.5 * 0.72 * (-4.5 - 2.34), 12);
  });

  it('B’s angular momentum about the contact point, I·ω − m·r_B×v, is −0.9 before, between and after', () => {
    // r_B × v = 0·(−2) − (−0.2)·4.5 = 0.9, ω = 0: L_c = −0.9. After the normal impulse v = (4.5, 0.4):
    // r_B × v = 0.9 again. After friction, v = (3.78, 0.4), ω = −7.2:
    // 0.02·(−7.2) − (0·0.4 − (−0.2)·3.78) = −0.144 − 0.756 = −0.9.
    expect(L(s.b)).toBeCloseTo(-0.9, 12);
    expect(L(s.normal.b)).toBeCloseTo(-0.9, 12);
    expect(L(s.friction.b)).toBeCloseTo(-0.9, 12);
  });
});

describe('sticking', () => {
  // vx = 3: vt = −3, jt* = 1 ≤ 1.2, so jt = 1 and the contact point stops:
  // v = (2, 0.4), ω = 1·(−0.2)/0.02 = −10, v_c,x = 2 − ω·r_y = 2 − (−10)(−0.2) = 0.
  const s = frictionScenario({ ...base, vx: 3 });
  it('grants jt* in full and stops the slip, losing ½·m_eff,t·vt² = 1.5 J', () => {
    expect(s.friction.regime).toBe('static');
    expect(s.friction.jt).toBeCloseTo(1, 12);
    expect(s.vtAfter).toBeCloseTo(0, 12);
    expect(s.friction.b.w).toBeCloseTo(-10, 12);
    expect(s.energy.afterNormal - s.energy.afterFriction).toBeCloseTo(1.5, 12);
  });
  it('sticks exactly at the threshold slip 3.6 m/s and slips just above it', () => {
    expect(frictionScenario({ ...base, vx: 3.6 }).friction.regime).toBe('static');
    expect(frictionScenario({ ...base, vx: 3.7 }).friction.regime).toBe('dynamic');
  });
});

describe('μd above μs', () => {
  it('is refused with a sentence and replaced by μd = μs, never a RangeError', () => {
    const p = { ...base, muD: 0.9 };
    expect(() => frictionScenario(p)).not.toThrow();
    const s = frictionScenario(p);
    expect(s.muNotice).toMatch(/μd = 0\.9 is larger than μs = 0\.5/);
    expect(s.muD).toBe(0.5);
    // Slips (1.5 > 1.2), and the cap is now μs·jn = 1.2.
    expect(s.friction.jt).toBeCloseTo(1.2, 12);
  });
  it('says nothing when μd ≤ μs', () => {
    expect(dynamicAboveStaticNotice(0.5, 0.5)).toBeNull();
    expect(dynamicAboveStaticNotice(0.5, 0.3)).toBeNull();
  });
});

describe('no normal impulse', () => {
  it('says why there is no friction when B moves away, with finite numbers', () => {
    const s = frictionScenario({ ...base, vy: 1 });
    expect(s.normal.j).toBe(0);
    expect(s.friction.jt).toBe(0);
    expect(s.noGripReason).toMatch(/moving away/);
    expect(Number.isFinite(s.energy.afterFriction)).toBe(true);
    expect(s.energy.afterFriction).toBe(s.energy.before);
  });
  it('says so for a grazing contact (vn = 0)', () => {
    expect(frictionScenario({ ...base, vy: 0 }).noGripReason).toMatch(/not moving toward/);
  });
});

describe('a movable A', () => {
  const s = frictionScenario({ ...base, fixA: false, rBx: 0.15, w: 3 });
  it('conserves linear momentum and angular momentum about the contact point through both impulses', () => {
    const before = linearMomentum2(s.a, s.b);
    const after = linearMomentum2(s.friction.a, s.friction.b);
    expect(after.x).toBeCloseTo(before.x, 12);
    expect(after.y).toBeCloseTo(before.y, 12);
    const L = (a: typeof s.a, b: typeof s.b) => angularMomentum2(a, s.xA) + angularMomentum2(b, s.xB);
    expect(L(s.friction.a, s.friction.b)).toBeCloseTo(L(s.a, s.b), 12);
  });
  it('never gains kinetic energy', () => {
    expect(s.energy.afterFriction).toBeLessThanOrEqual(s.energy.afterNormal + 1e-12);
    expect(s.energy.afterNormal).toBeLessThanOrEqual(s.energy.before + 1e-12);
  });
});

describe('the regime map', () => {
  const s = frictionScenario(base);
  const sweep = regimeSweep(s, regimeSpeedExtent(s));
  it('starts at rest and contains the two points either side of the drop at 3.6 m/s', () => {
    expect(sweep[0]).toEqual({ speed: 0, needed: 0, applied: 0, regime: 'static' });
    const i = sweep.findIndex((d) => d.regime === 'dynamic');
    expect(sweep[i - 1]!.speed).toBeCloseTo(3.6, 12);
    expect(sweep[i - 1]!.applied).toBeCloseTo(1.2, 12); // μs·jn
    expect(sweep[i]!.speed).toBeCloseTo(3.6, 6);
    expect(sweep[i]!.applied).toBeCloseTo(0.72, 12); // μd·jn
  });
  it('grants what is needed while sticking, and exactly the cap while slipping', () => {
    for (const d of sweep) {
      if (d.regime === 'static') expect(d.applied).toBeCloseTo(d.needed, 12);
      else expect(d.applied).toBeCloseTo(0.72, 12);
      expect(d.needed).toBeCloseTo(d.speed / 3, 12); // m_eff,t = 1/3
    }
  });
  it('reaches past the current slip speed', () => {
    expect(sweep.at(-1)!.speed).toBeGreaterThan(4.5);
  });
});

describe('combining μ', () => {
  it('gives √(0.9·0.1) = 0.3, min 0.1, max 0.9, average 0.5 and product 0.09', () => {
    const byRule = Object.fromEntries(combinedMu(0.9, 0.1).map((r) => [r.rule, r.value]));
    expect(byRule.geometricMean).toBeCloseTo(0.3, 12);
    expect(byRule.min).toBe(0.1);
    expect(byRule.max).toBe(0.9);
    expect(byRule.average).toBeCloseTo(0.5, 12);
    expect(byRule.product).toBeCloseTo(0.09, 12);
  });
  it('sweeps each rule over μB in [0, 1.5]', () => {
    const sweep = combineSweep(0.9);
    expect(sweep).toHaveLength(5 * COMBINE_SAMPLES);
    expect(sweep.filter((d) => d.rule === 'Geometric mean').at(-1)!.value).toBeCloseTo(Math.sqrt(1.35), 12);
  });
});

describe('the sources’ rules at the widget’s values', () => {
  it('seed 004 (no clamp) always stops the slip', () => {
    expect(sourceVersions(frictionScenario(base)).unclamped.vtAfter).toBeCloseTo(0, 12);
  });
  it('seed 000’s unsigned dynamic impulse is right by luck when jt* > 0, and speeds the slide up when jt* < 0', () => {
    expect(sourceVersions(frictionScenario(base)).seed000).toMatchObject({ jt: 0.72, wrongWay: false });
    // B sliding left: vt = +4.5, jt* = −1.5. As written, +0.72 along t: vt' = 4.5 + 3·0.72 = 6.66.
    const left = sourceVersions(frictionScenario({ ...base, vx: -4.5 })).seed000!;
    expect(left.wrongWay).toBe(true);
    expect(left.vtAfter).toBeCloseTo(6.66, 12);
  });
  it('has no seed-000 case while sticking', () => {
    expect(sourceVersions(frictionScenario({ ...base, vx: 3 })).seed000).toBeNull();
  });
});

describe('thrown onto the ground', () => {
  // v0 = 4·cos 20° = 3.75877 m/s, ω0 = 20 rad/s (backspin), r = 0.15, solid disc:
  // v_f = (2·v0 − r·ω0)/3 = (7.51754 − 3)/3 = 1.50585 m/s.
  const run = throwScenario(throwBase);
  const vf = (2 * 4 * Math.cos((20 * Math.PI) / 180) - DISC_RADIUS * 20) / 3;

  it('runs two seconds and ends rolling at the analytic speed', () => {
    expect(run.samples).toHaveLength(THROW_STEPS + 1);
    expect(run.samples.at(-1)!.t).toBeCloseTo(2, 12);
    expect(run.rollingSpeed).toBeCloseTo(vf, 12);
    expect(run.final.vx).toBeCloseTo(vf, 9);
    expect(run.final.rollingAtSpin).toBeCloseTo(vf, 9);
    expect(run.rollingFrom).not.toBeNull();
    expect(run.outcome).toMatch(/skids, then rolls/);
  });

  it('lands after about 0.19 s (0.45 m down from 1.37 m/s), slipping, and sticks from then on once it rolls', () => {
    expect(run.landed).toBeGreaterThan(0.18);
    expect(run.landed).toBeLessThan(0.22);
    const first = run.samples.find((s) => s.phase !== 'air')!;
    expect(first.phase).toBe('slip');
    const from = run.samples.findIndex((s) => s.t === run.rollingFrom);
    expect(run.samples.slice(from).every((s) => s.phase === 'stick')).toBe(true);
    expect(run.samples.slice(0, from).some((s) => s.phase === 'slip')).toBe(true);
  });

  it('never gains mechanical energy beyond the integrator’s wobble', () => {
    const g = 9.81;
    const E = (s: (typeof run.samples)[number]) => s.kinetic + g * s.y;
    expect(E(run.final)).toBeLessThan(E(run.samples[0]!));
  });

  it('with no spin, sticks at the first impact (its normal impulse is large)', () => {
    const noSpin = throwScenario({ ...throwBase, throwSpin: 0 });
    expect(noSpin.samples.find((s) => s.phase !== 'air')!.phase).toBe('stick');
  });

  it('with backspin 2·v0/r, ends at rest', () => {
    // Angle 0, v0 = 1.5, ω0 = 20: r·ω0 = 3 = 2·v0, so v_f = 0.
    const still = throwScenario({ ...throwBase, throwAngle: 0, throwSpeed: 1.5, throwSpin: 20 });
    expect(still.rollingSpeed).toBeCloseTo(0, 12);
    expect(Math.abs(still.final.vx)).toBeLessThan(1e-9);
    expect(still.outcome).toMatch(/at rest/);
  });

  it('with μ = 0, keeps its launch speed and spin and never rolls', () => {
    const slick = throwScenario({ ...throwBase, throwMuS: 0, throwMuD: 0 });
    expect(slick.final.vx).toBeCloseTo(4 * Math.cos((20 * Math.PI) / 180), 12);
    expect(slick.final.w).toBe(20);
    expect(slick.rollingFrom).toBeNull();
    expect(slick.outcome).toMatch(/never rolls/);
  });

  it('turns μd > μs into a notice and runs with μd = μs', () => {
    const bad = throwScenario({ ...throwBase, throwMuD: 0.9 });
    const same = throwScenario({ ...throwBase, throwMuD: 0.5 });
    expect(bad.muNotice).toMatch(/Using μd = μs = 0\.5/);
    expect(bad.final).toEqual(same.final);
  });

  it('with the damping hack, ends slower than the rolling speed angular momentum predicts', () => {
    const damped = throwScenario({ ...throwBase, throwDamping: 0.005 });
    expect(damped.final.vx).toBeLessThan(0.5 * vf);
    expect(damped.rollingSpeed).toBeCloseTo(vf, 12);
  });
});

describe('what a step shows instead of numbers', () => {
  it('a friction impulse exactly at μs·j_n sticks: j_t = j_t* and v_t′ = 0', () => {
    // B (1 kg) hits the ground at its contact point (r_B = 0), so k_n = k_t = 1/m = 1: with e = 0,
    // v = (1, −2): j_n = 2, |j_t*| = 1 (against the slide), and μs·j_n = 0.5·2 = 1 = |j_t*| exactly.
    const d = derivation;
    const p = { ...defaults(d.params), muS: 0.5, muD: 0.3, vx: 1, vy: -2, w: 0, e: 0, mB: 1, rBx: 0, rBy: 0 };
    const s = d.scenario(p);
    const clamp = d.steps.find((x) => x.id === 'eq:fr-clamp')!;
    const [jt, vtAfter] = clamp.rows.map((row) => row.sides.map((side) => side.value(s)));
    expect(jt!.map((x) => Math.abs(x as number))).toEqual([1, 1]);
    expect(jt![1]).toBe(jt![0]);
    expect(vtAfter!.map((x) => Math.abs(x as number))).toEqual([0, 0]);
  });
});

describe('the TeX check (tex-check.test.ts) on this page', () => {
  it('catches a label that is not its side (½ for −½ in eq:fr-energy-static)', () => {
    const edit = (tex: string) => tex.replace('-', '');
    const problems = problemsWithEditedTex(derivation, listed, 'eq:fr-energy-static', edit, [0, 2]);
    expect(problems).toEqual([expect.stringMatching(/^eq:fr-energy-static row 0 side 2: the label/)]);
  });
});

describe('inert parameters', () => {
  it('friction: A is the immovable ground by default, so its mass, inertia and offsets are inert', () => {
    const v = defaults(frictionParams) as Record<string, number | boolean>;
    const inert = frictionParams.filter((p) => inertReason(p, v) !== null).map((p) => p.name);
    expect(inert).toEqual(['mA', 'IA', 'rAx', 'rAy']);
    const movable = { ...v, fixA: false };
    expect(frictionParams.filter((p) => inertReason(p, movable) !== null)).toEqual([]);
  });
});

describe('μd above μs, at the contact’s own numbers', () => {
  // Defaults: j_n = 2.4 N·s, |j_t*| = 1.5 N·s, μs = 0.5 (cap 1.2): the contact slips.
  it('says the slide would reverse only when |j_t*| lies between μs·j_n and μd·j_n', () => {
    // μd = 0.9: μd·j_n = 2.16 > 1.5, so μd·j_n would overshoot the stopping impulse.
    expect(frictionScenario({ ...base, muD: 0.9 }).muNotice).toMatch(
      /Here it would: \|j_t\*\| = 1\.5 N·s lies between μs·j_n = 1\.2 and μd·j_n = 2\.16 N·s/,
    );
    // μd = 0.55: μd·j_n = 1.32 < 1.5, so the slide still only slows.
    const slower = frictionScenario({ ...base, muD: 0.55 });
    expect(slower.muNotice).toMatch(
      /Here it would not: \|j_t\*\| = 1\.5 N·s is more than μd·j_n = 1\.32 N·s/,
    );
    expect(slower.muNotice).not.toMatch(/Here it would:/);
    // A slow slide sticks: μd never acts.
    const slow = frictionScenario({ ...base, vx: 0.5, muD: 0.9 });
    expect(Math.abs(slow.friction.jtStar)).toBeLessThanOrEqual(0.5 * slow.normal.j);
    expect(slow.muNotice).toMatch(/Here the contact sticks/);
  });

  it('puts the blame on the clamp, and keeps the generic sentence for the thrown disc', () => {
    const thrown = dynamicAboveStaticNotice(0.5, 0.9)!;
    expect(thrown).toMatch(/This clamp gives a slipping contact μd·j_n/);
    expect(thrown).toMatch(/whenever \|j_t\*\| < μd·j_n/);
    expect(thrown).not.toMatch(/Here/);
    expect(thrown).toMatch(/Using μd = μs = 0\.5\.$/);
  });
});

describe('the clamping exercises’ worked solutions', () => {
  // The clamp is the chapter's point: before the verdict "j_t = …" a solution shows the comparison
  // that decides it, j_n, the cap μs·j_n and |j_t*|, each the scenario's value at the variant.
  const clamping = exercises.filter(
    (e): e is AnyNumeric => e.kind === 'numeric' && e.solution.some((l) => l.step === 'eq:fr-clamp'),
  );

  it.each(clamping.map((e) => [e.id, e] as const))(
    '%s shows j_n, μs·j_n and |j_t*| before the clamp',
    (_id, ex) => {
      for (const seed of [1, 2, 3, 17, 4242]) {
        const v = variant(ex, seed);
        const s = v.scenario as FrictionContact;
        const lines = solve(ex, v);
        const verdict = lines.findIndex(
          (l) => l.line.step === 'eq:fr-clamp' && l.line.quantity === undefined,
        );
        expect(verdict, `${ex.id}: no clamp verdict`).toBeGreaterThan(0);
        const before = lines.slice(0, verdict).map((l) => l.value as number);
        const shown = (x: number) => before.some((y) => Math.abs(y - x) <= 1e-12 * Math.max(1, Math.abs(x)));
        expect(shown(s.normal.j), `${ex.id} seed ${seed}: j_n`).toBe(true);
        expect(shown(s.p.muS * s.normal.j), `${ex.id} seed ${seed}: μs·j_n`).toBe(true);
        expect(shown(Math.abs(s.friction.jtStar)), `${ex.id} seed ${seed}: |j_t*|`).toBe(true);
        const slips = Math.abs(s.friction.jtStar) > s.p.muS * s.normal.j;
        // A slipping contact also shows what it gets instead, μd·j_n, and that is the answer's size.
        if (slips) {
          expect(shown(s.muD * s.normal.j), `${ex.id} seed ${seed}: μd·j_n`).toBe(true);
          expect(Math.abs(s.friction.jt)).toBeCloseTo(s.muD * s.normal.j, 12);
        } else expect(s.friction.jt).toBeCloseTo(s.friction.jtStar, 12);
      }
    },
  );
});

describe('the friction cone across iterations', () => {
  it('says the normal total can fall as well as grow, the cone narrowing with it', () => {
    const page = readFileSync(new URL('../../../content/friction-clamping.mdx', import.meta.url), 'utf8');
    const prose = page.replace(/\s+/g, ' ');
    expect(prose).not.toContain('grows as the other contacts push, so the cone widens');
    expect(prose).toContain('it can grow or fall — so the cone widens or narrows with it');
  });
});

describe('the errata name Fiedler’s undefined tangent', () => {
  it('says the text never says whether the sliding is measured before or after the normal impulse', () => {
    const box = errataBox('friction-clamping', 'Collision Response and Coulomb Friction');
    expect(box).toContain(
      'Nor does the text say *when* the sliding is measured, before the normal impulse or after it. That is an omission',
    );
  });
});
