// The normal-impulse page: the collision widget's configuration, checked against numbers worked by
// hand; the sentences its steps show instead of numbers; the TeX check catching slips in its
// displays; and the solver's equation tags for its steps.
import { describe, expect, it } from 'vitest';
import { errataBox } from './errata-box';
import { defaults } from '../../../src/params/spec';
import {
  collisionParams,
  collisionScenario,
  immovableNote,
  restitutionSweep,
  RESTITUTION_SAMPLES,
} from '../../../src/chapters/normal-impulse/scenario';
import { derivation } from '../../../src/chapters/normal-impulse/steps';
import { withTex } from '../../../src/kit/steps/define';
import { stepReasons } from './step-reasons';
import { listed } from './normal-impulse.tex';
import { checkDisplayedTex, fewDraws, problemsWithEditedTex } from './tex-check';
import type { AnyTexDerivation } from '../../../src/site/chapters';
import { SOLVER_TAGS } from '../solver/tags';

const base = defaults(collisionParams);

describe('the default collision', () => {
  // A: m = 2, I = 0.5, rA = (0.8, 0.5), v = (3, 0.5), ω = 0.  B: m = 1, I = 0.25, rB = (−0.6, −0.3),
  // v = (−1, 0), ω = 1.  n = (1, 0), e = 0.5.
  // v_cA = (3, 0.5); v_cB = (−1, 0) + 1 × (−0.6, −0.3) = (−1 + 0.3, −0.6) = (−0.7, −0.6).
  // vn = (−0.7 − 3) = −3.7.  rA×n = 0.8·0 − 0.5·1 = −0.5; rB×n = −0.6·0 − (−0.3)·1 = 0.3.
  // k = 1/2 + 1 + 0.25/0.5 + 0.09/0.25 = 0.5 + 1 + 0.5 + 0.36 = 2.36.
  // j = 1.5 · 3.7 / 2.36 = 2.35169491525…
  const s = collisionScenario(base);

  it('is approaching and gets the hand-computed impulse', () => {
    expect(s.result.vn).toBeCloseTo(-3.7, 12);
    expect(s.result.k).toBeCloseTo(2.36, 12);
    expect(s.result.j).toBeCloseTo((1.5 * 3.7) / 2.36, 12);
    expect(s.noImpulseReason).toBeNull();
  });

  it('has seed 001’s centre-line v_s = (v_B − v_A)·n = −4, not the contact points’ v_n = −3.7 (the errata step)', () => {
    // Its sample ignores spin: v_s = (v_A − v_B)·n̂_c with n̂_c = −n, (3 − (−1))·(−1) = −4; its j_lin
    // = 1.5·4/(1/2 + 1) = 4 N·s, where the page's j is 2.3517 N·s.
    const r = s.seed001;
    expect(r.vn).toBeCloseTo(-4, 12);
    expect(r.jCorrect).toBeCloseTo(4, 12);
    expect(s.result.vn - r.vn).toBeCloseTo(0.3, 12);
  });

  it('is an off-centre hit, so both bodies start or change spinning', () => {
    expect(s.result.a.w).not.toBeCloseTo(s.a.w, 3);
    expect(s.result.b.w).not.toBeCloseTo(s.b.w, 3);
  });

  it('conserves linear momentum and angular momentum about the contact point, and loses energy', () => {
    const { before, after } = s.totals;
    expect(after.linear.x).toBeCloseTo(before.linear.x, 12);
    expect(after.linear.y).toBeCloseTo(before.linear.y, 12);
    expect(after.angular).toBeCloseTo(before.angular, 12);
    // T − T' = ½(1 − e²)·m_eff·vn² = ½ · 0.75 · (1/2.36) · 13.69
    expect(before.kinetic - after.kinetic).toBeCloseTo((0.5 * 0.75 * 13.69) / 2.36, 12);
  });
});

describe('the on-ramp: the default collision made head-on', () => {
  // Only the centres' velocities along n = (1, 0) count, and nothing spins: v_A = 3, v_B = −1 m/s.
  // v_n = −1 − 3 = −4; 1/m_A + 1/m_B = 0.5 + 1 = 1.5; j = 1.5 · 4 / 1.5 = 4 N·s.
  // v_A′ = 3 − 4/2 = 1, v_B′ = −1 + 4/1 = 3; v_n′ = 3 − 1 = 2 = −0.5 · (−4).
  const s = collisionScenario(base);
  const h = s.headOn;

  it('keeps the masses and e, and puts the velocities on the line of n with no spin', () => {
    expect(h.a.invMass).toBe(0.5);
    expect(h.b.invMass).toBe(1);
    expect([h.a.v.x, h.b.v.x]).toEqual([3, -1]);
    expect(Math.abs(h.a.v.y) + Math.abs(h.b.v.y)).toBe(0);
    expect(h.a.w).toBe(0);
    expect(h.b.w).toBe(0);
  });

  it('gets the hand-worked approach, impulse and velocities after', () => {
    expect(h.result.vn).toBeCloseTo(-4, 12);
    expect(h.result.j).toBeCloseTo(4, 12);
    expect(h.result.a.v.x).toBeCloseTo(1, 12);
    expect(h.result.b.v.x).toBeCloseTo(3, 12);
    expect(h.result.a.w).toBe(0);
    expect(h.result.b.w).toBe(0);
  });

  it('conserves momentum along the line and loses ½(1 − e²)·m_red·v_n² of kinetic energy', () => {
    // Before: 2·3 + 1·(−1) = 5; after: 2·1 + 1·3 = 5. T: ½·2·9 + ½·1·1 = 9.5 → ½·2·1 + ½·1·9 = 5.5.
    // Lost 4 J = ½ · 0.75 · (2/3) · 16.
    expect(2 * h.result.a.v.x + h.result.b.v.x).toBeCloseTo(5, 12);
    const T = (a: number, b: number) => 0.5 * 2 * a ** 2 + 0.5 * 1 * b ** 2;
    expect(T(3, -1)).toBe(9.5);
    expect(T(h.result.a.v.x, h.result.b.v.x)).toBeCloseTo(5.5, 12);
    expect(0.5 * (1 - 0.25) * (2 / 3) * 16).toBeCloseTo(9.5 - 5.5, 12);
  });

  it('is the widget’s own impulse when the widget is set to a head-on hit', () => {
    // The bridge's link and the lesson without rotation: offsets along n, no spin, v_A along n.
    const headOn = collisionScenario({ ...base, rAy: 0, rBy: 0, vAy: 0, wA: 0, wB: 0 });
    expect(headOn.result.j).toBeCloseTo(4, 12);
    expect(headOn.result.j).toBeCloseTo(headOn.headOn.result.j, 12);
    expect(headOn.linearOnly.j).toBeCloseTo(headOn.result.j, 12);
  });

  it('turns off centre: the widget’s j differs from the head-on one at the defaults', () => {
    expect(s.result.j).toBeCloseTo((1.5 * 3.7) / 2.36, 12);
    expect(Math.abs(s.result.j - h.result.j)).toBeGreaterThan(1);
  });
});

describe('degenerate configurations', () => {
  it('says why there is no impulse when both bodies are immovable, with finite numbers', () => {
    const s = collisionScenario({ ...base, fixA: true, fixB: true });
    expect(s.result.j).toBe(0);
    expect(s.noImpulseReason).toMatch(/both bodies are immovable/);
    expect(Number.isFinite(s.totals.after.kinetic)).toBe(true);
  });
  it('says why there is no impulse when the bodies separate', () => {
    const s = collisionScenario({ ...base, vAx: -3 });
    expect(s.result.vn).toBeGreaterThan(0);
    expect(s.result.j).toBe(0);
    expect(s.noImpulseReason).toMatch(/separating/);
  });
});

describe('outcome against restitution', () => {
  const sweep = restitutionSweep(base);
  it('samples e from 0 to 1 inclusive', () => {
    expect(sweep).toHaveLength(RESTITUTION_SAMPLES);
    expect(sweep[0]!.e).toBe(0);
    expect(sweep.at(-1)!.e).toBe(1);
  });
  it('doubles the impulse from e = 0 to e = 1 and loses no energy at e = 1', () => {
    expect(sweep.at(-1)!.j).toBeCloseTo(2 * sweep[0]!.j, 12);
    expect(sweep.at(-1)!.energyLost).toBeCloseTo(0, 10);
    expect(sweep[0]!.energyLost).toBeCloseTo((0.5 * 13.69) / 2.36, 10);
  });
  it('loses less energy as e grows', () => {
    for (let i = 1; i < sweep.length; i++)
      expect(sweep[i]!.energyLost).toBeLessThanOrEqual(sweep[i - 1]!.energyLost + 1e-12);
  });
});

describe('Newton’s, Poisson’s and Stronge’s e agree for the frictionless impulse', () => {
  // Defaults (above): v_n = −3.7 m/s, k = 2.36 1/kg, e = 0.5. Compression alone (e = 0):
  // j_c = 3.7/2.36 = 1.5678 N·s; the whole impulse j = 1.5·j_c, so j − j_c = 0.5·j_c (Poisson).
  // W_c = ½·j_c·v_n = −½·3.7²/2.36 = −2.9004 J; v_n′ = 1.85 m/s, W_r = ½·(j − j_c)·v_n′ = ½·1.85²/2.36
  // = 0.7251 J; −W_r/W_c = (1.85/3.7)² = 0.25 = e² (Stronge).
  const s = collisionScenario(base);
  const jc = 3.7 / 2.36;

  it('splits the impulse as Poisson says', () => {
    expect(s.compression.j).toBeCloseTo(jc, 12);
    expect(s.result.j - s.compression.j).toBeCloseTo(0.5 * jc, 12);
  });

  it('splits the work as Stronge says, measured as kinetic energy', () => {
    const Wc = s.compression.kinetic - s.totals.before.kinetic;
    const Wr = s.totals.after.kinetic - s.compression.kinetic;
    expect(Wc).toBeCloseTo((-0.5 * 3.7 ** 2) / 2.36, 10);
    expect(Wr).toBeCloseTo((0.5 * 1.85 ** 2) / 2.36, 10);
    expect(-Wr / Wc).toBeCloseTo(0.25, 10);
  });

  it('per body: each body’s energy changes by its impulse times its contact point’s mean velocity', () => {
    // T′ − T = ½·j·(v_n + v_n′) = ½·(1.5·j_c)·(−3.7 + 1.85) = −0.75·(1 − 0.25)·j_c·3.7 … as eq:ni-energy.
    const dT = s.totals.after.kinetic - s.totals.before.kinetic;
    expect(dT).toBeCloseTo(0.5 * s.result.j * (-3.7 + 1.85), 10);
    expect(dT).toBeCloseTo(-0.5 * (1 - 0.25) * (3.7 ** 2 / 2.36), 10);
  });
});

describe('what a step shows instead of numbers', () => {
  const reason = stepReasons(derivation);
  const still = { vAx: 0, vAy: 0, wA: 0, vBx: 0, vBy: 0, wB: 0 };
  const bothFixed = { fixA: true, fixB: true };
  const moving =
    'An immovable body is moving: it can do work on the other, so this balance (which assumes it is at rest) does not apply.';

  it('an immovable body that moves in any one way voids the energy balance; one at rest does not', () => {
    for (const id of ['eq:ni-energy-body', 'eq:ni-energy-sum']) {
      expect(reason({ fixA: true, vAx: 0, vAy: 0, wA: 0 }, id)).toBeNull();
      expect(reason({ fixA: true, vAx: 0.3, vAy: 0, wA: 0 }, id)).toBe(moving);
      expect(reason({ fixA: true, vAx: 0, vAy: 0.3, wA: 0 }, id)).toBe(moving);
      expect(reason({ fixA: true, vAx: 0, vAy: 0, wA: 0.3 }, id)).toBe(moving);
      expect(reason({ fixB: true, vBx: 0, vBy: 0, wB: 0 }, id)).toBeNull();
    }
  });

  it('an approach too slow for j·v_n to be a double leaves the restitution laws without numbers', () => {
    // v_n = −1e-170 m/s: j is about 1e-170 N·s and j·v_n underflows to 0.
    expect(reason({ ...still, vAx: 1e-170 }, 'eq:ni-restitution-laws')).toBe(
      'The approach is too slow for a double to hold the work it takes to stop it.',
    );
    expect(reason({ ...still, vAx: 1e-100 }, 'eq:ni-restitution-laws')).toBeNull();
  });

  it('both bodies immovable', () => {
    expect(reason(bothFixed, 'eq:ni-push-only')).toBe(
      'Both bodies are immovable: m_eff is infinite and nothing can move.',
    );
    expect(reason(bothFixed, 'eq:ni-linear-only')).toBe('Both bodies are immovable.');
    expect(reason(bothFixed, 'eq:ni-seed001-map')).toBe('Both bodies are immovable.');
    expect(reason({ fixA: true, fixB: true }, 'eq:ni-immovable')).toBe('B is immovable too.');
    // Equal masses are not immovable ones.
    expect(reason({ mA: 1, mB: 1 }, 'eq:ni-linear-only')).toBeNull();
    expect(reason({ mA: 1, mB: 1 }, 'eq:ni-seed001-map')).toBeNull();
  });

  it('a contact that is not approaching, down to v_n = 0 exactly', () => {
    expect(reason(still, 'eq:ni-linear-only')).toBe(
      'The contact is not approaching, so no impulse is applied.',
    );
    // Equal centre velocities, spins apart: the centres do not approach along n.
    expect(reason({ ...still, wA: 1 }, 'eq:ni-seed001-map')).toBe(
      'The centres are not approaching along n, so the post applies no impulse.',
    );
    expect(reason({ ...still, fixA: true }, 'eq:ni-immovable')).toBe(
      'B’s contact point is not moving toward A.',
    );
  });

  it('the on-ramp: an immovable body has no finite momentum; a head-on pair that is not approaching gets no impulse', () => {
    const momentum =
      'An immovable body’s momentum is not a finite number; its velocity stays as it was (the next step).';
    expect(reason({ fixA: true }, 'eq:ni-1d-momentum')).toBe(momentum);
    expect(reason({ fixB: true }, 'eq:ni-1d-momentum')).toBe(momentum);
    expect(reason({ fixA: true }, 'eq:ni-1d-velocity')).toBeNull();
    for (const id of ['eq:ni-1d-restitution', 'eq:ni-1d-solve', 'eq:ni-1d-j']) {
      expect(reason(bothFixed, id)).toBe(
        'Both bodies are immovable: no impulse can change their velocities, so j = 0.',
      );
      // Spins alone move the contact points, not the centres: head-on, nothing approaches.
      expect(reason({ ...still, wA: 1 }, id)).toBe(
        'Head-on, B is not moving back toward A (v_n ≥ 0): the bodies are not approaching, so j = 0.',
      );
      expect(reason({ fixA: true }, id)).toBeNull();
    }
  });

  it('seed 001’s sample: returns early at v_n = 0, divides by zero for equal masses', () => {
    expect(reason(still, 'eq:ni-errata-001')).toBe(
      'The centres are not approaching along n, so the sample returns early.',
    );
    expect(reason({ mA: 1.5, mB: 1.5 }, 'eq:ni-errata-001')).toBe(
      'Here 1/m_A − 1/m_B = 0: the sample divides by zero and its impulse is infinite.',
    );
    expect(reason({}, 'eq:ni-errata-001')).toBeNull();
  });
});

describe('the TeX check (tex-check.test.ts) on this page', () => {
  // Each slip, made in one step's TeX, fails that step and no other.
  it.each([
    ['−(1−e) displayed where the value is −(1+e)', 'eq:ni-j', '-(1+e)', '-(1-e)'],
    [
      'the inverse masses subtracted in the head-on impulse',
      'eq:ni-1d-j',
      '} + \\frac{1}{m_B}',
      '} - \\frac{1}{m_B}',
    ],
    [
      'the head-on impulse’s sign slipped on A’s velocity',
      'eq:ni-1d-velocity',
      "v_A' = v_A -",
      "v_A' = v_A +",
    ],
  ])('catches %s (%s)', (_slip, id, from, to) => {
    const problems = problemsWithEditedTex(derivation, listed, id, (tex) => tex.replace(from, to));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith(`${id}:`))).toBe(true);
  });

  it('never reads an undeclared e as Euler’s number, and fails instead', () => {
    const d = withTex(derivation);
    const { e: _e, ...rest } = d.symbols!;
    const { problems } = checkDisplayedTex({ ...d, symbols: rest } as AnyTexDerivation, fewDraws(d), listed);
    expect(problems).toContainEqual(expect.stringMatching(/^eq:ni-j: the displayed side .*Euler/));
  });
});

describe('equation tags in the solver', () => {
  /** The normal-impulse steps the brief asked the solver to carry (the page has more). */
  const CORE = [
    'eq:ni-impulse-linear',
    'eq:ni-impulse-angular',
    'eq:ni-contact-velocity',
    'eq:ni-relative-velocity',
    'eq:ni-restitution',
    'eq:ni-k',
    'eq:ni-j',
    'eq:ni-meff',
  ];

  it('include every core step of the normal-impulse page', () => {
    // Whether each tag names a step that exists on its page is checked in equation-tags.test.ts.
    for (const id of CORE) expect(SOLVER_TAGS.has(id), id).toBe(true);
  });

  it('the normal-impulse page has its equations tagged in the solver', () => {
    expect([...SOLVER_TAGS].filter((t) => t.startsWith('eq:ni-')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('an immovable body that moves does work', () => {
  it('B immovable, moving into A at 1 m/s, e = 0.8: A gains energy, and the footnote says where from', () => {
    const s = collisionScenario({ ...defaults(collisionParams), fixB: true, e: 0.8 });
    const gain = s.totals.after.kinetic - s.totals.before.kinetic;
    expect(s.totals.before.kinetic).toBeCloseTo(9.25, 10);
    expect(s.totals.after.kinetic).toBeCloseTo(11.4478, 10);
    expect(immovableNote(gain)).toContain('The kinetic energy rose by 2.198 J');
    expect(immovableNote(gain)).toContain('none is created');
  });

  it('says nothing of a gain when the movable body loses energy (B at rest)', () => {
    const s = collisionScenario({ ...defaults(collisionParams), fixB: true, vBx: 0, e: 0.8 });
    expect(s.totals.after.kinetic).toBeLessThan(s.totals.before.kinetic);
    expect(immovableNote(s.totals.after.kinetic - s.totals.before.kinetic)).not.toContain('rose');
  });
});

describe('the errata name the first post’s operator precedence where the page treats its formula', () => {
  it('reads “I⁻¹ r × j” both ways and gives the rule, I⁻¹(r × j)', () => {
    const box = errataBox('normal-impulse', 'Deriving the normal, friction and');
    expect(box).toContain(String.raw`$(\mathbf I^{-1}\mathbf r)\times\mathbf j$`);
    expect(box).toContain(String.raw`$\mathbf I^{-1}(\mathbf r\times\mathbf j)$`);
    expect(box).toContain('<EqRef id="eq:ni-impulse-angular" />');
  });
});
