// The normal impulse, step by step: the functions that evaluate each step's sides on the collision
// widget's configuration (its TeX, by step id, is in ./steps.tex.server.ts);
// tests/unit/site/steps.test.ts checks that they agree.
import { collisionParams, collisionScenario, type Collision } from './scenario';
import { type Body2, kineticEnergy2, V2, type Vec2 } from '../../solver';
import { defineDerivation } from '../../kit/steps/define';

export const P = (s: Collision): Vec2 => V2.scale(s.c.n, s.result.j);
export const vcA = (s: Collision) => V2.pointVelocity(s.a.v, s.a.w, s.c.rA);
export const vcB = (s: Collision) => V2.pointVelocity(s.b.v, s.b.w, s.c.rB);
/** v_rel'·n measured on the bodies the solver returned. */
export const vnAfter = (s: Collision) =>
  V2.dot(
    V2.sub(
      V2.pointVelocity(s.result.b.v, s.result.b.w, s.c.rB),
      V2.pointVelocity(s.result.a.v, s.result.a.w, s.c.rA),
    ),
    s.c.n,
  );
export const rAxn = (s: Collision) => V2.cross(s.c.rA, s.c.n);
export const rBxn = (s: Collision) => V2.cross(s.c.rB, s.c.n);
const kFormula = (s: Collision) =>
  s.a.invMass + s.b.invMass + rAxn(s) ** 2 * s.a.invInertia + rBxn(s) ** 2 * s.b.invInertia;
const noImpulse = (s: Collision) => s.noImpulseReason;
const isMovingImmovable = (b: Body2) => b.invMass === 0 && (b.v.x !== 0 || b.v.y !== 0 || b.w !== 0);
const movingImmovable = (s: Collision): string | null =>
  isMovingImmovable(s.a) || isMovingImmovable(s.b)
    ? 'An immovable body is moving: it can do work on the other, so this balance (which assumes it is at rest) does not apply.'
    : null;
/** v_rel′ measured on the bodies the solver returned. */
export const vRelAfter = (s: Collision) =>
  V2.sub(
    V2.pointVelocity(s.result.b.v, s.result.b.w, s.c.rB),
    V2.pointVelocity(s.result.a.v, s.result.a.w, s.c.rA),
  );

/**
 * The head-on collision of the on-ramp (eq:ni-1d-…), on the line of n: each velocity is one signed
 * number, its component along n, read off the bodies the solver was given and returned.
 */
export const vA1 = (s: Collision) => V2.dot(s.headOn.a.v, s.c.n);
export const vB1 = (s: Collision) => V2.dot(s.headOn.b.v, s.c.n);
export const vA1After = (s: Collision) => V2.dot(s.headOn.result.a.v, s.c.n);
export const vB1After = (s: Collision) => V2.dot(s.headOn.result.b.v, s.c.n);
export const vn1After = (s: Collision) => vB1After(s) - vA1After(s);
const inverseMasses = (s: Collision) => s.a.invMass + s.b.invMass;
/** Why the head-on collision gets no impulse, or null when it gets one. */
const headOnIdle = (s: Collision): string | null =>
  inverseMasses(s) === 0
    ? 'Both bodies are immovable: no impulse can change their velocities, so j = 0.'
    : s.headOn.result.vn >= 0
      ? 'Head-on, B is not moving back toward A (v_n ≥ 0): the bodies are not approaching, so j = 0.'
      : null;

export const derivation = defineDerivation({
  page: 'normal-impulse',
  params: collisionParams,
  scenario: collisionScenario,
  steps: [
    {
      id: 'eq:ni-1d-momentum',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => vA1After(s) / s.a.invMass },
            { unit: 'N·s', value: (s) => vA1(s) / s.a.invMass - s.headOn.result.j },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => vB1After(s) / s.b.invMass },
            { unit: 'N·s', value: (s) => vB1(s) / s.b.invMass + s.headOn.result.j },
          ],
        },
      ],
      inapplicable: (s) =>
        s.a.invMass === 0 || s.b.invMass === 0
          ? 'An immovable body’s momentum is not a finite number; its velocity stays as it was (the next step).'
          : null,
    },
    {
      id: 'eq:ni-1d-velocity',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vA1After },
            { unit: 'm/s', value: (s) => vA1(s) - s.headOn.result.j * s.a.invMass },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: vB1After },
            { unit: 'm/s', value: (s) => vB1(s) + s.headOn.result.j * s.b.invMass },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-1d-approach',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.headOn.result.vn },
            { unit: 'm/s', value: (s) => vB1(s) - vA1(s) },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: vn1After },
            { unit: 'm/s', value: (s) => vB1After(s) - vA1After(s) },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-1d-restitution',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vn1After },
            { unit: 'm/s', value: (s) => -s.p.e * s.headOn.result.vn },
          ],
        },
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-1d-solve',
      continues: true,
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vn1After },
            {
              unit: 'm/s',
              value: (s) => {
                const { j } = s.headOn.result;
                return vB1(s) + j * s.b.invMass - (vA1(s) - j * s.a.invMass);
              },
            },
            {
              unit: 'm/s',
              value: (s) => s.headOn.result.vn + s.headOn.result.j * inverseMasses(s),
            },
            { unit: 'm/s', value: (s) => -s.p.e * s.headOn.result.vn },
          ],
        },
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-1d-j',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.headOn.result.j },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * s.headOn.result.vn) / inverseMasses(s),
            },
          ],
        },
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-impulse-linear',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.a.v },
            {
              unit: 'm/s',
              value: (s) => V2.addScaled(s.a.v, P(s), -s.a.invMass),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.b.v },
            {
              unit: 'm/s',
              value: (s) => V2.addScaled(s.b.v, P(s), s.b.invMass),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-impulse-angular',
      rows: [
        {
          sides: [
            { unit: 'rad/s', value: (s) => s.result.a.w },
            {
              unit: 'rad/s',
              value: (s) => s.a.w - s.a.invInertia * V2.cross(s.c.rA, P(s)),
            },
          ],
        },
        {
          sides: [
            { unit: 'rad/s', value: (s) => s.result.b.w },
            {
              unit: 'rad/s',
              value: (s) => s.b.w + s.b.invInertia * V2.cross(s.c.rB, P(s)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-cross-2d',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V2.crossSV(s.a.w, s.c.rA),
            },
            {
              unit: 'm/s',
              value: (s) => ({ x: -s.a.w * s.c.rA.y, y: s.a.w * s.c.rA.x }),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'N·m·s',
              value: (s) => V2.cross(s.c.rB, P(s)),
            },
            {
              unit: 'N·m·s',
              value: (s) => s.c.rB.x * P(s).y - s.c.rB.y * P(s).x,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-contact-velocity',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vcA },
            {
              unit: 'm/s',
              value: (s) => V2.add(s.a.v, V2.crossSV(s.a.w, s.c.rA)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: vcB },
            {
              unit: 'm/s',
              value: (s) => V2.add(s.b.v, V2.crossSV(s.b.w, s.c.rB)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-relative-velocity',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.vRel },
            {
              unit: 'm/s',
              value: (s) => V2.sub(vcB(s), vcA(s)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.vn },
            {
              unit: 'm/s',
              value: (s) => V2.dot(V2.sub(vcB(s), vcA(s)), s.c.n),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-restitution',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vnAfter },
            { unit: 'm/s', value: (s) => -s.p.e * s.result.vn },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-expand',
      continues: true,
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vnAfter },
            {
              unit: 'm/s',
              value: (s) => {
                const { j } = s.result;
                const { n, rA, rB } = s.c;
                const cB = V2.add(
                  V2.addScaled(s.b.v, n, j * s.b.invMass),
                  V2.crossSV(s.b.w + j * s.b.invInertia * V2.cross(rB, n), rB),
                );
                const cA = V2.add(
                  V2.addScaled(s.a.v, n, -j * s.a.invMass),
                  V2.crossSV(s.a.w - j * s.a.invInertia * V2.cross(rA, n), rA),
                );
                return V2.dot(V2.sub(cB, cA), n);
              },
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-cross-identity',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V2.dot(V2.crossSV(s.a.w, s.c.rA), s.c.n),
            },
            {
              unit: 'm/s',
              value: (s) => s.a.w * rAxn(s),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V2.dot(V2.crossSV(s.b.w, s.c.rB), s.c.n),
            },
            {
              unit: 'm/s',
              value: (s) => s.b.w * rBxn(s),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-expanded',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vnAfter },
            {
              unit: 'm/s',
              value: (s) => s.result.vn + s.result.j * kFormula(s),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-k',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.result.k },
            { unit: '1/kg', value: kFormula },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-solve',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.vn + s.result.j * s.result.k },
            { unit: 'm/s', value: (s) => -s.p.e * s.result.vn },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-j',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.result.j },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * s.result.vn) / s.result.k,
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-meff',
      rows: [
        {
          sides: [
            { unit: 'kg', value: (s) => s.result.effectiveMass },
            { unit: 'kg', value: (s) => 1 / kFormula(s) },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.result.j },
            {
              unit: 'N·s',
              value: (s) => -(1 + s.p.e) * s.result.effectiveMass * s.result.vn,
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-energy-body',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => kineticEnergy2(s.result.b) - kineticEnergy2(s.b),
            },
            {
              unit: 'J',
              value: (s) =>
                0.5 * V2.dot(P(s), V2.add(s.b.v, s.result.b.v)) +
                0.5 * V2.cross(s.c.rB, P(s)) * (s.b.w + s.result.b.w),
            },
            {
              unit: 'J',
              value: (s) =>
                0.5 * V2.dot(P(s), V2.add(vcB(s), V2.pointVelocity(s.result.b.v, s.result.b.w, s.c.rB))),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'J',
              value: (s) => kineticEnergy2(s.result.a) - kineticEnergy2(s.a),
            },
            {
              unit: 'J',
              value: (s) =>
                -0.5 * V2.dot(P(s), V2.add(vcA(s), V2.pointVelocity(s.result.a.v, s.result.a.w, s.c.rA))),
            },
          ],
        },
      ],
      inapplicable: movingImmovable,
    },
    {
      id: 'eq:ni-energy-sum',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.totals.after.kinetic - s.totals.before.kinetic,
            },
            {
              unit: 'J',
              value: (s) => 0.5 * V2.dot(P(s), V2.add(s.result.vRel, vRelAfter(s))),
            },
            {
              unit: 'J',
              value: (s) => 0.5 * s.result.j * (s.result.vn + vnAfter(s)),
            },
          ],
        },
      ],
      inapplicable: movingImmovable,
    },
    {
      id: 'eq:ni-energy',
      continues: true,
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.totals.after.kinetic - s.totals.before.kinetic,
            },
            {
              unit: 'J',
              value: (s) => -0.5 * (1 - s.p.e * s.p.e) * s.result.effectiveMass * s.result.vn ** 2,
            },
          ],
        },
      ],
      inapplicable: (s) => noImpulse(s) ?? movingImmovable(s),
    },
    {
      id: 'eq:ni-restitution-laws',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.compression.j,
            },
            {
              unit: 'N·s',
              value: (s) => -s.result.effectiveMass * s.result.vn,
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.result.j - s.compression.j },
            { unit: 'N·s', value: (s) => s.p.e * s.compression.j },
          ],
        },
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.compression.kinetic - s.totals.before.kinetic,
            },
            {
              unit: 'J',
              value: (s) => -0.5 * s.result.effectiveMass * s.result.vn ** 2,
            },
          ],
        },
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.totals.after.kinetic - s.compression.kinetic,
            },
            {
              unit: 'J',
              value: (s) => 0.5 * s.result.effectiveMass * vnAfter(s) ** 2,
            },
          ],
        },
        {
          sides: [
            {
              unit: '',
              // From the two works' forms above: the measured energy differences would lose every
              // digit for a slow approach next to a large kinetic energy.
              value: (s) => -((s.result.j - s.compression.j) * vnAfter(s)) / (s.compression.j * s.result.vn),
            },
            { unit: '', value: (s) => s.p.e * s.p.e },
          ],
        },
      ],
      inapplicable: (s) =>
        noImpulse(s) ??
        movingImmovable(s) ??
        (s.compression.j * s.result.vn === 0
          ? 'The approach is too slow for a double to hold the work it takes to stop it.'
          : null),
    },
    {
      id: 'eq:ni-push-only',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.result.j },
            {
              unit: 'N·s',
              value: (s) => Math.max(0, -(1 + s.p.e) * s.result.effectiveMass * s.result.vn),
            },
          ],
        },
      ],
      inapplicable: (s) =>
        s.result.effectiveMass === Infinity
          ? 'Both bodies are immovable: m_eff is infinite and nothing can move.'
          : null,
    },
    {
      id: 'eq:ni-linear-only',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.linearOnly.j,
            },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * s.result.vn) / (s.a.invMass + s.b.invMass),
            },
          ],
        },
      ],
      inapplicable: (s) =>
        s.a.invMass + s.b.invMass === 0
          ? 'Both bodies are immovable.'
          : s.result.vn >= 0
            ? 'The contact is not approaching, so no impulse is applied.'
            : null,
    },
    {
      id: 'eq:ni-seed001-map',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n)),
            },
            { unit: 'm/s', value: linearVn },
          ],
        },
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) =>
                (-(1 + s.p.e) * V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n))) / (s.a.invMass + s.b.invMass),
            },
            {
              unit: 'N·s',
              value: (s) => s.seed001.jCorrect,
            },
          ],
        },
      ],
      inapplicable: (s) =>
        s.a.invMass + s.b.invMass === 0
          ? 'Both bodies are immovable.'
          : linearVn(s) >= 0
            ? 'The centres are not approaching along n, so the post applies no impulse.'
            : null,
    },
    {
      id: 'eq:ni-immovable',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.againstRestingA.j,
            },
            {
              unit: 'N·s',
              value: (s) =>
                (-(1 + s.p.e) * V2.dot(vcB(s), s.c.n)) / (s.b.invMass + rBxn(s) ** 2 * s.b.invInertia),
            },
          ],
        },
      ],
      inapplicable: (s) =>
        s.b.invMass === 0
          ? 'B is immovable too.'
          : V2.dot(vcB(s), s.c.n) >= 0
            ? 'B’s contact point is not moving toward A.'
            : null,
    },
    {
      id: 'eq:ni-errata-001',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.seed001.j ?? NaN,
            },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * linearVn(s)) / (s.a.invMass - s.b.invMass),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.seed001.jCorrect,
            },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * linearVn(s)) / (s.a.invMass + s.b.invMass),
            },
          ],
        },
      ],
      inapplicable: (s) => {
        const r = s.seed001;
        if (r.verdict === 'separating' || r.vn === 0)
          return 'The centres are not approaching along n, so the sample returns early.';
        if (r.j === null)
          return 'Here 1/m_A − 1/m_B = 0: the sample divides by zero and its impulse is infinite.';
        return null;
      },
    },
  ],
});

/** Seed 001 has no rotation: its v_n is the centres' relative velocity along n. */
export function linearVn(s: Collision): number {
  return V2.dot(V2.sub(s.b.v, s.a.v), s.c.n);
}
