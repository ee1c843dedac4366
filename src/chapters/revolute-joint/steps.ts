// The 2D revolute joint, step by step: the functions that evaluate each step's sides on the K
// explorer's configuration (./scenario.ts; its TeX, by step id, is in ./steps.tex.server.ts); the
// step-equality test checks that they agree at thousands of random configurations.
import { defineDerivation } from '../../kit/steps/define';
import { jointParams, jointScenario, mulK, type Joint } from './scenario';
import { type Body2, eigenSym2, type Mat2, V2, type Vec2 } from '../../solver';

const Z: Vec2 = { x: 0, y: 0 };
/**
 * Below this lever arm (m) the ° example's K (∝ |r_B|²) is lost in rounding; the widget's arms move
 * in steps of 0.05 m.
 */
const SHORTEST_ARM = 1e-6;
const det2 = (K: Mat2) => K[0] * K[3] - K[1] * K[2];
/** v_rel of the ° example (A immovable at the origin, B's anchor at r_B) for given bodies. */
const anchorVelocity = (a: Body2, b: Body2, rB: Vec2): Vec2 =>
  V2.sub(V2.pointVelocity(b.v, b.w, rB), V2.pointVelocity(a.v, a.w, Z));
const perp = V2.perp; // r⊥ = (−r_y, r_x)
export const sigma = (s: Joint) => s.a.invMass + s.b.invMass;

/** (s·(r × j)) × r with the scalar treated as a spin about z: the 2D ω × r. */
const spinTerm = (inv: number, r: Vec2, j: Vec2) => V2.crossSV(inv * V2.cross(r, j), r);
const crossTermMatrix = (r: Vec2, j: Vec2): Vec2 => ({
  x: r.y * r.y * j.x - r.x * r.y * j.y,
  y: -r.x * r.y * j.x + r.x * r.x * j.y,
});

const k11 = (s: Joint) => sigma(s) + s.rA.y ** 2 * s.a.invInertia + s.rB.y ** 2 * s.b.invInertia;
const k12 = (s: Joint) => -(s.rA.x * s.rA.y * s.a.invInertia + s.rB.x * s.rB.y * s.b.invInertia);
const k22 = (s: Joint) => sigma(s) + s.rA.x ** 2 * s.a.invInertia + s.rB.x ** 2 * s.b.invInertia;

/** K·u as the sum of its parts: σ·u + (1/IA) r⊥A (r⊥A·u) + (1/IB) r⊥B (r⊥B·u). */
const kSum = (s: Joint, u: Vec2): Vec2 => {
  const pA = perp(s.rA);
  const pB = perp(s.rB);
  return V2.add(
    V2.add(V2.scale(u, sigma(s)), V2.scale(pA, s.a.invInertia * V2.dot(pA, u))),
    V2.scale(pB, s.b.invInertia * V2.dot(pB, u)),
  );
};

/** Cramer's rule written out: K⁻¹·rhs. */
export const cramer = (s: Joint, rhs: Vec2): Vec2 => {
  const [a, b, c, d] = s.result.K;
  const det = a * d - b * c;
  return { x: (d * rhs.x - b * rhs.y) / det, y: (a * rhs.y - c * rhs.x) / det };
};

/**
 * The constraint view of seed 003: V = (v_A, ω_A, v_B, ω_B) ∈ ℝ⁶, the Jacobian J (2×6) of
 * C = (p_B + r_B) − (p_A + r_A), and M⁻¹ = diag(1/mA, 1/mA, 1/IA, 1/mB, 1/mB, 1/IB), all as plain
 * arrays multiplied out here, independently of the solver's K.
 */
function jacobian(s: Joint): number[][] {
  const pA = perp(s.rA);
  const pB = perp(s.rB);
  return [
    [-1, 0, -pA.x, 1, 0, pB.x],
    [0, -1, -pA.y, 0, 1, pB.y],
  ];
}
const invMassDiag = (s: Joint) => [
  s.a.invMass,
  s.a.invMass,
  s.a.invInertia,
  s.b.invMass,
  s.b.invMass,
  s.b.invInertia,
];
const velocityVector = (s: Joint) => [s.a.v.x, s.a.v.y, s.a.w, s.b.v.x, s.b.v.y, s.b.w];
function jmjColumn(s: Joint, col: 0 | 1): Vec2 {
  const J = jacobian(s);
  const m = invMassDiag(s);
  const entry = (row: 0 | 1) => J[row]!.reduce((acc, Jrk, k) => acc + Jrk * m[k]! * J[col]![k]!, 0);
  return { x: entry(0), y: entry(1) };
}
function jTimesV(s: Joint): Vec2 {
  const J = jacobian(s);
  const V = velocityVector(s);
  const row = (r: 0 | 1) => J[r]!.reduce((acc, Jrk, k) => acc + Jrk * V[k]!, 0);
  return { x: row(0), y: row(1) };
}

const singular = (s: Joint) => s.singularReason;
/** dᵀK d below this fraction of tr K counts as "cannot move along d" (m_eff beyond a double's reach). */
const ALMOST_NOTHING = 1e-9;
export const jVec = (s: Joint) => s.result.j;
const negVrel = (s: Joint) => V2.neg(s.result.vRel);

export const derivation = defineDerivation({
  page: 'revolute-joint',
  params: jointParams,
  scenario: jointScenario,
  steps: [
    {
      id: 'eq:rj-anchor-velocity',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.vcA },
            {
              unit: 'm/s',
              value: (s) => V2.add(s.a.v, V2.crossSV(s.a.w, s.rA)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.vcB },
            {
              unit: 'm/s',
              value: (s) => V2.add(s.b.v, V2.crossSV(s.b.w, s.rB)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.vRel },
            {
              unit: 'm/s',
              value: (s) => V2.sub(s.vcB, s.vcA),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-constraint',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.vRelAfter },
            { unit: 'm/s', value: () => Z },
          ],
        },
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-impulse-update',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.a.v },
            {
              unit: 'm/s',
              value: (s) => V2.addScaled(s.a.v, jVec(s), -s.a.invMass),
            },
          ],
        },
        {
          sides: [
            { unit: 'rad/s', value: (s) => s.result.a.w },
            {
              unit: 'rad/s',
              value: (s) => s.a.w - s.a.invInertia * V2.cross(s.rA, jVec(s)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.b.v },
            {
              unit: 'm/s',
              value: (s) => V2.addScaled(s.b.v, jVec(s), s.b.invMass),
            },
          ],
        },
        {
          sides: [
            { unit: 'rad/s', value: (s) => s.result.b.w },
            {
              unit: 'rad/s',
              value: (s) => s.b.w + s.b.invInertia * V2.cross(s.rB, jVec(s)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-expand',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.vRelAfter },
            {
              unit: 'm/s',
              value: (s) =>
                V2.add(
                  V2.add(
                    V2.addScaled(s.result.vRel, jVec(s), sigma(s)),
                    spinTerm(s.a.invInertia, s.rA, jVec(s)),
                  ),
                  spinTerm(s.b.invInertia, s.rB, jVec(s)),
                ),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-cross-term',
      rows: [
        {
          sides: [
            {
              unit: 'm²·N·s',
              value: (s) => spinTerm(1, s.rA, jVec(s)),
            },
            {
              unit: 'm²·N·s',
              value: (s) => crossTermMatrix(s.rA, jVec(s)),
            },
            {
              unit: 'm²·N·s',
              value: (s) => V2.scale(perp(s.rA), V2.dot(perp(s.rA), jVec(s))),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm²·N·s',
              value: (s) => spinTerm(1, s.rB, jVec(s)),
            },
            {
              unit: 'm²·N·s',
              value: (s) => crossTermMatrix(s.rB, jVec(s)),
            },
            {
              unit: 'm²·N·s',
              value: (s) => V2.scale(perp(s.rB), V2.dot(perp(s.rB), jVec(s))),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-k-matrix',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.vRelAfter },
            {
              unit: 'm/s',
              value: (s) => V2.add(s.result.vRel, mulK(s.result.K, jVec(s))),
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.result.K[0] },
            {
              unit: '1/kg',
              value: k11,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.result.K[1] },
            {
              unit: '1/kg',
              value: k12,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.result.K[2] },
            { unit: '1/kg', value: k12 },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.result.K[3] },
            {
              unit: '1/kg',
              value: k22,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-pendulum',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.pendulum.K[0] },
            {
              unit: '1/kg',
              value: (s) => 1 / s.p.mB + s.pendulum.arm ** 2 / s.p.IB,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.pendulum.K[1] },
            { unit: '1/kg', value: () => 0 },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.pendulum.K[3] },
            { unit: '1/kg', value: (s) => 1 / s.p.mB },
          ],
        },
        {
          sides: [
            {
              unit: 'kg·m²',
              value: (s) => s.pendulum.rodInertia,
            },
            {
              unit: 'kg·m²',
              value: (s) => (s.p.mB * s.pendulum.arm ** 2) / 3,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.pendulum.rodK![0] },
            { unit: '1/kg', value: (s) => 4 / s.p.mB },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.pendulum.rodK![3] },
            { unit: '1/kg', value: (s) => 1 / s.p.mB },
          ],
        },
      ],
      inapplicable: (s) =>
        s.pendulum.rodK
          ? null
          : 'B’s anchor is at its centre (ℓ = 0): the pendulum has no arm, and a rod of length 0 has no inertia.',
    },
    {
      id: 'eq:rj-solve',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => mulK(s.result.K, jVec(s)),
            },
            { unit: 'm/s', value: negVrel },
          ],
        },
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-k-sum',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.Kd },
            {
              unit: '1/kg',
              value: (s) => kSum(s, s.d),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-quadratic',
      rows: [
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.dKd,
            },
            {
              unit: '1/kg',
              value: (s) =>
                sigma(s) +
                V2.cross(s.rA, s.d) ** 2 * s.a.invInertia +
                V2.cross(s.rB, s.d) ** 2 * s.b.invInertia,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-jacobian',
      rows: [
        {
          sides: [
            { unit: 'm', value: (s) => s.C },
            {
              unit: 'm',
              value: (s) => V2.sub(V2.add(s.xB, s.rB), V2.add(s.xA, s.rA)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: jTimesV },
            { unit: 'm/s', value: (s) => s.result.vRel },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => jmjColumn(s, 0),
            },
            {
              unit: '1/kg',
              value: (s) => ({ x: s.result.K[0], y: s.result.K[2] }),
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => jmjColumn(s, 1),
            },
            {
              unit: '1/kg',
              value: (s) => ({ x: s.result.K[1], y: s.result.K[3] }),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-det',
      rows: [
        {
          sides: [
            { unit: '1/kg²', value: (s) => s.det },
            {
              unit: '1/kg²',
              value: (s) => {
                const sg = sigma(s);
                const arms = V2.dot(s.rA, s.rA) * s.a.invInertia + V2.dot(s.rB, s.rB) * s.b.invInertia;
                return sg * sg + sg * arms + V2.cross(s.rA, s.rB) ** 2 * s.a.invInertia * s.b.invInertia;
              },
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.trace,
            },
            {
              unit: '1/kg',
              value: (s) =>
                2 * sigma(s) + V2.dot(s.rA, s.rA) * s.a.invInertia + V2.dot(s.rB, s.rB) * s.b.invInertia,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-cramer',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: jVec },
            {
              unit: 'N·s',
              value: (s) => cramer(s, negVrel(s)),
            },
          ],
        },
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-pinv',
      rows: [
        {
          sides: [
            {
              unit: '',
              value: (s) => s.axle.pinv.rank,
            },
            { unit: '', value: () => 1 },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.axle.pinv.K[0] + s.axle.pinv.K[3],
            },
            {
              unit: '1/kg',
              value: (s) => {
                const u = eigenSym2(s.axle.pinv.K).e1;
                return V2.dot(u, mulK(s.axle.pinv.K, u));
              },
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg²', value: (s) => det2(s.axle.pinv.K) },
            { unit: '1/kg²', value: () => 0 },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => anchorVelocity(s.axle.policy.a, s.axle.policy.b, s.rB),
            },
            { unit: 'm/s', value: (s) => s.axle.pinv.vRel },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.axle.pinv.j },
            {
              unit: 'N·s',
              value: (s) => {
                const { K, vRel } = s.axle.pinv;
                return V2.scale(mulK(K, vRel), -1 / (K[0] + K[3]) ** 2);
              },
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.axle.pinv.vRelAfter,
            },
            {
              unit: 'm/s',
              value: (s) => {
                const u = eigenSym2(s.axle.pinv.K).e1;
                const v = s.axle.pinv.vRel;
                return V2.addScaled(v, u, -V2.dot(u, v));
              },
            },
            { unit: 'm/s', value: () => Z },
          ],
        },
        {
          sides: [
            {
              unit: 'rad/s',
              value: (s) => s.axle.pinv.b.w,
            },
            { unit: 'rad/s', value: () => 0 },
          ],
        },
      ],
      inapplicable: (s) =>
        s.axle.pinv.rank === 1 && V2.length(s.rB) >= SHORTEST_ARM
          ? null
          : 'B’s anchor is at its centre (r_B = 0): on its axle B cannot move the anchor at all, K° = 0, and there is no line to keep.',
    },
    {
      id: 'eq:rj-eigen',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.eig.l1 },
            {
              unit: '1/kg',
              value: (s) =>
                (s.result.K[0] + s.result.K[3]) / 2 +
                Math.hypot((s.result.K[0] - s.result.K[3]) / 2, s.result.K[1]),
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.eig.l2 },
            {
              unit: '1/kg',
              value: (s) =>
                (s.result.K[0] + s.result.K[3]) / 2 -
                Math.hypot((s.result.K[0] - s.result.K[3]) / 2, s.result.K[1]),
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => mulK(s.result.K, s.eig.e1),
            },
            {
              unit: '1/kg',
              value: (s) => V2.scale(s.eig.e1, s.eig.l1),
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => mulK(s.result.K, s.eig.e2),
            },
            {
              unit: '1/kg',
              value: (s) => V2.scale(s.eig.e2, s.eig.l2),
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.eig.l1 + s.eig.l2,
            },
            {
              unit: '1/kg',
              value: (s) => s.trace,
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg²',
              value: (s) => s.eig.l1 * s.eig.l2,
            },
            { unit: '1/kg²', value: (s) => s.det },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-meff',
      rows: [
        {
          sides: [
            { unit: 'kg', value: (s) => s.meff },
            {
              unit: 'kg',
              value: (s) => 1 / s.dKd,
            },
            {
              unit: 'kg',
              value: (s) =>
                1 / (s.eig.l1 * V2.dot(s.eig.e1, s.d) ** 2 + s.eig.l2 * V2.dot(s.eig.e2, s.d) ** 2),
            },
          ],
        },
      ],
      inapplicable: (s) =>
        s.dKd <= ALMOST_NOTHING * s.trace || s.trace === 0
          ? 'Along d the pin cannot move at all (dᵀK d = 0, to the precision of a double): the effective mass in that direction is infinite.'
          : null,
    },
    {
      id: 'eq:rj-energy',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.kinetic.after - s.kinetic.before,
            },
            {
              unit: 'J',
              value: (s) => V2.dot(jVec(s), s.result.vRel) + 0.5 * V2.dot(jVec(s), mulK(s.result.K, jVec(s))),
            },
            {
              unit: 'J',
              value: (s) => 0.5 * V2.dot(jVec(s), s.result.vRel),
            },
            {
              unit: 'J',
              value: (s) => -0.5 * V2.dot(s.result.vRel, cramer(s, s.result.vRel)),
            },
          ],
        },
      ],
      inapplicable: (s) =>
        singular(s) ??
        (s.kinematicMotion
          ? 'A part that cannot respond (an immovable body, or the axle of one) is given a velocity here: it can do work on the other body, so this balance, which assumes it is at rest, does not apply.'
          : null),
    },
    {
      id: 'eq:rj-mass-weighted',
      rows: [
        {
          sides: [
            { unit: 'm', value: (s) => s.massWeighted!.dA },
            {
              unit: 'm',
              value: (s) => V2.scale(s.C, s.a.invMass / sigma(s)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm', value: (s) => s.massWeighted!.dB },
            {
              unit: 'm',
              value: (s) => V2.scale(s.C, -s.b.invMass / sigma(s)),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm',
              value: (s) => s.massWeighted!.meetA,
            },
            {
              unit: 'm',
              value: (s) => s.massWeighted!.meetB,
            },
            {
              unit: 'm',
              value: (s) =>
                V2.scale(V2.add(V2.scale(Z, s.b.invMass), V2.scale(s.C, s.a.invMass)), 1 / sigma(s)),
            },
          ],
        },
      ],
      inapplicable: (s) => s.massWeightedReason,
    },
    {
      id: 'eq:rj-baumgarte',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => mulK(s.result.K, s.baumgarte!.j),
            },
            {
              unit: 'm/s',
              value: (s) => V2.neg(V2.addScaled(s.result.vRel, s.C, s.baumgarte!.beta / s.baumgarte!.dt)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.baumgarte!.vRelAfter },
            {
              unit: 'm/s',
              value: (s) => V2.scale(s.C, -s.baumgarte!.beta / s.baumgarte!.dt),
            },
          ],
        },
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-errata-solve',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.seed.x },
            { unit: 'N·s', value: jVec },
          ],
        },
      ],
      inapplicable: (s) =>
        s.singular
          ? 'Here K is singular: the post’s routine divides by det K (and by k₁₁) with no check, and returns a non-number instead of an impulse.'
          : null,
    },
  ],
});
