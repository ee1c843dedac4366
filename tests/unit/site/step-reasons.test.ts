// The sentence a derivation step shows instead of numbers when it cannot be evaluated (an
// immovable body, a contact that is not approaching, a pin that cannot move), for each degenerate
// configuration that reaches it, and no sentence just beside it; and a step's own case split met
// exactly (friction at the edge of the cone). Configurations are the page's
// defaults with a few parameters changed; a few use values off the sliders' grid (the scenario
// accepts any finite number) to land exactly on a limit.
import { beforeEach, describe, expect, it } from 'vitest';
import { DERIVATIONS } from '../../../src/site/chapters';
import { defaults } from '../../../src/params/spec';

function reason(page: string, changes: Record<string, number | boolean>, id: string): string | null {
  const d = DERIVATIONS.find((x) => x.page === page)!;
  const step = d.steps.find((x) => x.id === id)!;
  expect(step, `${page} has a step ${id}`).toBeDefined();
  // Some scenarios compute whole sweeps: build each configuration once per test.
  const key = `${page} ${JSON.stringify(changes)}`;
  if (!built.has(key)) built.set(key, d.scenario({ ...defaults(d.params), ...changes }));
  return step.inapplicable?.(built.get(key)) ?? null;
}

const built = new Map<string, unknown>();
beforeEach(() => built.clear());

const still = { vAx: 0, vAy: 0, wA: 0, vBx: 0, vBy: 0, wB: 0 };
const bothFixed = { fixA: true, fixB: true };

describe('normal-impulse', () => {
  const page = 'normal-impulse';
  const moving =
    'An immovable body is moving: it can do work on the other, so this balance (which assumes it is at rest) does not apply.';

  it('an immovable body that moves in any one way voids the energy balance; one at rest does not', () => {
    for (const id of ['eq:ni-energy-body', 'eq:ni-energy-sum']) {
      expect(reason(page, { fixA: true, vAx: 0, vAy: 0, wA: 0 }, id)).toBeNull();
      expect(reason(page, { fixA: true, vAx: 0.3, vAy: 0, wA: 0 }, id)).toBe(moving);
      expect(reason(page, { fixA: true, vAx: 0, vAy: 0.3, wA: 0 }, id)).toBe(moving);
      expect(reason(page, { fixA: true, vAx: 0, vAy: 0, wA: 0.3 }, id)).toBe(moving);
      expect(reason(page, { fixB: true, vBx: 0, vBy: 0, wB: 0 }, id)).toBeNull();
    }
  });

  it('an approach too slow for j·v_n to be a double leaves the restitution laws without numbers', () => {
    // v_n = −1e-170 m/s: j is about 1e-170 N·s and j·v_n underflows to 0.
    expect(reason(page, { ...still, vAx: 1e-170 }, 'eq:ni-restitution-laws')).toBe(
      'The approach is too slow for a double to hold the work it takes to stop it.',
    );
    expect(reason(page, { ...still, vAx: 1e-100 }, 'eq:ni-restitution-laws')).toBeNull();
  });

  it('both bodies immovable', () => {
    expect(reason(page, bothFixed, 'eq:ni-push-only')).toBe(
      'Both bodies are immovable: m_eff is infinite and nothing can move.',
    );
    expect(reason(page, bothFixed, 'eq:ni-linear-only')).toBe('Both bodies are immovable.');
    expect(reason(page, bothFixed, 'eq:ni-seed001-map')).toBe('Both bodies are immovable.');
    expect(reason(page, { fixA: true, fixB: true }, 'eq:ni-immovable')).toBe('B is immovable too.');
    // Equal masses are not immovable ones.
    expect(reason(page, { mA: 1, mB: 1 }, 'eq:ni-linear-only')).toBeNull();
    expect(reason(page, { mA: 1, mB: 1 }, 'eq:ni-seed001-map')).toBeNull();
  });

  it('a contact that is not approaching, down to v_n = 0 exactly', () => {
    expect(reason(page, still, 'eq:ni-linear-only')).toBe(
      'The contact is not approaching, so no impulse is applied.',
    );
    // Equal centre velocities, spins apart: the centres do not approach along n.
    expect(reason(page, { ...still, wA: 1 }, 'eq:ni-seed001-map')).toBe(
      'The centres are not approaching along n, so the post applies no impulse.',
    );
    expect(reason(page, { ...still, fixA: true }, 'eq:ni-immovable')).toBe(
      'B’s contact point is not moving toward A.',
    );
  });

  it('seed 001’s sample: returns early at v_n = 0, divides by zero for equal masses', () => {
    expect(reason(page, still, 'eq:ni-errata-001')).toBe(
      'The centres are not approaching along n, so the sample returns early.',
    );
    expect(reason(page, { mA: 1.5, mB: 1.5 }, 'eq:ni-errata-001')).toBe(
      'Here 1/m_A − 1/m_B = 0: the sample divides by zero and its impulse is infinite.',
    );
    expect(reason(page, {}, 'eq:ni-errata-001')).toBeNull();
  });
});

describe('sphere-impulse', () => {
  const page = 'sphere-impulse';
  const still3 = { vAx: 0, vAy: 0, vAz: 0, vBx: 0, vBy: 0, vBz: 0, wBx: 0, wBy: 0, wBz: 0 };
  const noSlip =
    'The contact points are not sliding: the tangential part of v_rel is zero, so it has no direction to normalise. The solver takes a fixed unit vector perpendicular to n instead (Eberly’s note does not say what to do).';

  it('both bodies immovable: no impulse to read back', () => {
    expect(reason(page, bothFixed, 'eq:sp-impulse')).toBe(
      'Both bodies are immovable: no impulse can change anything, so there is none to read back.',
    );
    expect(reason(page, {}, 'eq:sp-impulse')).toBeNull();
  });

  it('an immovable A that moves voids the work balance', () => {
    expect(reason(page, { fixA: true, vAx: 1 }, 'eq:sp-work')).toBe(
      'An immovable body is moving: it can do work on the other body, so this balance (which assumes it is at rest) does not apply.',
    );
  });

  it('no slip: none at all, none when nothing moves, and a slip below 1e-6 of |v_rel|', () => {
    // n = y. B falls straight down: v_t = 0.
    expect(reason(page, { ...still3, vBy: -2 }, 'eq:sp-t0')).toBe(noSlip);
    expect(reason(page, still3, 'eq:sp-t0')).toBe(noSlip);
    // |v_rel| ≈ 5, v_t = 1e-6: below 1e-6·5, so it counts as no slip; 1e-5 does not.
    expect(reason(page, { ...still3, vBx: 1e-6, vBy: -5 }, 'eq:sp-t0')).toBe(noSlip);
    expect(reason(page, { ...still3, vBx: 1e-5, vBy: -5 }, 'eq:sp-t0')).toBeNull();
  });

  it('an immovable B cannot change its spin', () => {
    expect(reason(page, { fixB: true }, 'eq:sp-spin-normal')).toBe(
      'B is immovable: its spin cannot change, whatever its lever arm.',
    );
    expect(reason(page, {}, 'eq:sp-spin-normal')).toBeNull();
  });
});

describe('revolute-joint', () => {
  const page = 'revolute-joint';

  it('B’s anchor at its centre: no pendulum, no line to keep; an arm of 1e-6 m is enough', () => {
    const centre = { rBx: 0, rBy: 0 };
    expect(reason(page, centre, 'eq:rj-pendulum')).toBe(
      'B’s anchor is at its centre (ℓ = 0): the pendulum has no arm, and a rod of length 0 has no inertia.',
    );
    expect(reason(page, centre, 'eq:rj-pinv')).toBe(
      'B’s anchor is at its centre (r_B = 0): on its axle B cannot move the anchor at all, K° = 0, and there is no line to keep.',
    );
    expect(reason(page, { rBx: 1e-6, rBy: 0 }, 'eq:rj-pinv')).toBeNull();
  });

  it('along a direction the pin cannot move, the effective mass is infinite', () => {
    const infinite =
      'Along d the pin cannot move at all (dᵀK d = 0, to the precision of a double): the effective mass in that direction is infinite.';
    expect(reason(page, bothFixed, 'eq:rj-meff')).toBe(infinite);
    // A fixed, B on an axle with its anchor at (1, 0): K = r⊥r⊥ᵀ/I_B moves the anchor along y only,
    // so along d = x, dᵀK d = 0 while tr K > 0.
    expect(reason(page, { fixA: true, axleB: true, rBx: 1, rBy: 0, dirDeg: 0 }, 'eq:rj-meff')).toBe(infinite);
    expect(reason(page, { fixA: true, axleB: true, rBx: 1, rBy: 0, dirDeg: 90 }, 'eq:rj-meff')).toBeNull();
    // "To the precision of a double" is relative to tr K: with I_B = 0.05, tr K = 20, and d turned
    // 0.001° off x gives dᵀK d = 20·sin²(0.001°) ≈ 6.1e-9, below 1e-9·tr K = 2e-8.
    expect(
      reason(page, { fixA: true, axleB: true, IB: 0.05, rBx: 1, rBy: 0, dirDeg: 0.001 }, 'eq:rj-meff'),
    ).toBe(infinite);
    expect(
      reason(page, { fixA: true, axleB: true, IB: 0.05, rBx: 1, rBy: 0, dirDeg: 0.1 }, 'eq:rj-meff'),
    ).toBeNull();
    // Exactly at the limit, it still counts as nothing: with I_B = 1, K = diag(0, 1), tr K = 1, and
    // this angle makes dᵀK d = sin²δ round to 1e-9 itself.
    const edge = { fixA: true, axleB: true, IB: 1, rBx: 1, rBy: 0, dirDeg: 0.0018118516360635087 };
    expect(reason(page, edge, 'eq:rj-meff')).toBe(infinite);
  });

  it('an immovable A that moves voids the energy balance; a singular K voids seed 000’s solve', () => {
    expect(reason(page, { fixA: true, vAx: 1 }, 'eq:rj-energy')).toBe(
      'A part that cannot respond (an immovable body, or the axle of one) is given a velocity here: it can do work on the other body, so this balance, which assumes it is at rest, does not apply.',
    );
    expect(reason(page, bothFixed, 'eq:rj-errata-solve')).toBe(
      'Here K is singular: the post’s routine divides by det K (and by k₁₁) with no check, and returns a non-number instead of an impulse.',
    );
    expect(reason(page, {}, 'eq:rj-errata-solve')).toBeNull();
  });
});

describe('effective-mass', () => {
  it('a contact that is not closing, down to v_n = 0 exactly, needs no impulse', () => {
    const open =
      'Here JV = v_n ≥ 0: the contact is not closing, so the inequality constraint is already satisfied and no impulse is applied.';
    for (const id of ['eq:em-lambda', 'eq:em-bias']) {
      expect(reason('effective-mass', { vBx: 0, vBy: 0, wB: 0 }, id)).toBe(open);
      expect(reason('effective-mass', { vBx: 0, vBy: 1, wB: 0 }, id)).toBe(open);
      expect(reason('effective-mass', {}, id)).toBeNull();
    }
  });
});

describe('friction-clamping', () => {
  it('a friction impulse exactly at μs·j_n sticks: j_t = j_t* and v_t′ = 0', () => {
    // B (1 kg) hits the ground at its contact point (r_B = 0), so k_n = k_t = 1/m = 1: with e = 0,
    // v = (1, −2): j_n = 2, |j_t*| = 1 (against the slide), and μs·j_n = 0.5·2 = 1 = |j_t*| exactly.
    const d = DERIVATIONS.find((x) => x.page === 'friction-clamping')!;
    const p = { ...defaults(d.params), muS: 0.5, muD: 0.3, vx: 1, vy: -2, w: 0, e: 0, mB: 1, rBx: 0, rBy: 0 };
    const s = d.scenario(p);
    const clamp = d.steps.find((x) => x.id === 'eq:fr-clamp')!;
    const [jt, vtAfter] = clamp.rows.map((row) => row.sides.map((side) => side.value(s)));
    expect(jt!.map((x) => Math.abs(x as number))).toEqual([1, 1]);
    expect(jt![1]).toBe(jt![0]);
    expect(vtAfter!.map((x) => Math.abs(x as number))).toEqual([0, 0]);
  });
});
