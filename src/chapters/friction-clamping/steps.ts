// Friction clamping, step by step: the functions that evaluate each step's sides on the contact
// widget's configuration (./scenario.ts; its TeX, by step id, is in ./steps.tex.server.ts); the
// step-equality test checks that they agree at thousands of random configurations.
import { frictionParams, frictionScenario, type FrictionContact } from './scenario';
import { accumulatedFriction2, type Body2, combineCoefficients, kineticEnergy2, V2 } from '../../solver';
import { STANDARD_GRAVITY } from '../../sim';
import { defineDerivation } from '../../kit/steps/define';

/** v_rel·t measured on the bodies the friction impulse returned. */
export const vtAfter = (s: FrictionContact) => s.vtAfter;
/** v_rel·t measured on the bodies the normal impulse returned (what friction starts from). */
export const vtBefore = (s: FrictionContact) => V2.dot(s.vRelAfterNormal, s.friction.t);
export const t = (s: FrictionContact) => s.friction.t;
export const vcA = (a: Body2, s: FrictionContact) => V2.pointVelocity(a.v, a.w, s.c.rA);
export const vcB = (b: Body2, s: FrictionContact) => V2.pointVelocity(b.v, b.w, s.c.rB);
/** B's angular momentum about the contact point: I·ω + (x_B − c) × m·v, with x_B − c = −r_B. */
export const contactL = (b: Body2, s: FrictionContact) =>
  b.w / b.invInertia - V2.cross(s.c.rB, b.v) / b.invMass;
const ktFormula = (s: FrictionContact) => {
  const rAt = V2.cross(s.c.rA, t(s));
  const rBt = V2.cross(s.c.rB, t(s));
  return s.a.invMass + s.b.invMass + rAt * rAt * s.a.invInertia + rBt * rBt * s.b.invInertia;
};
const frictionEnergyChange = (s: FrictionContact) => s.energy.afterFriction - s.energy.afterNormal;

export const derivation = defineDerivation({
  page: 'friction-clamping',
  params: frictionParams,
  scenario: frictionScenario,
  steps: [
    {
      id: 'eq:fr-tangent',
      rows: [
        {
          sides: [{ value: (s) => s.friction.t }, { value: (s) => ({ x: -s.c.n.y, y: s.c.n.x }) }],
        },
        {
          sides: [{ value: (s) => V2.dot(s.friction.t, s.c.n) }, { value: () => 0 }],
        },
      ],
    },
    {
      id: 'eq:fr-vt',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.friction.vt },
            {
              unit: 'm/s',
              value: vtBefore,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-k',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => 1 / s.friction.effectiveMass },
            { unit: '1/kg', value: ktFormula },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: vtAfter },
            {
              unit: 'm/s',
              value: (s) => s.friction.vt + ktFormula(s) * s.friction.jt,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-jt-star',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.friction.jtStar },
            { unit: 'N·s', value: (s) => -s.friction.vt / ktFormula(s) },
            { unit: 'N·s', value: (s) => -s.friction.effectiveMass * s.friction.vt },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-static',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.candidates.stick.vtAfter,
            },
            {
              unit: 'm/s',
              value: (s) => s.friction.vt + ktFormula(s) * s.friction.jtStar,
            },
            { unit: 'm/s', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-dynamic',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.candidates.slip.vtAfter,
            },
            {
              unit: 'm/s',
              value: (s) =>
                Math.sign(s.friction.vt) * (Math.abs(s.friction.vt) - ktFormula(s) * s.muD * s.normal.j),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-clamp',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.friction.jt },
            {
              unit: 'N·s',
              value: (s) =>
                Math.abs(s.friction.jtStar) <= s.p.muS * s.normal.j
                  ? s.friction.jtStar
                  : Math.sign(s.friction.jtStar) * s.muD * s.normal.j,
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: vtAfter },
            {
              unit: 'm/s',
              value: (s) =>
                Math.abs(s.friction.jtStar) <= s.p.muS * s.normal.j
                  ? 0
                  : Math.sign(s.friction.vt) * (Math.abs(s.friction.vt) - ktFormula(s) * s.muD * s.normal.j),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-energy-derive',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => kineticEnergy2(s.friction.b) - kineticEnergy2(s.normal.b),
            },
            {
              unit: 'J',
              value: (s) =>
                0.5 * s.friction.jt * V2.dot(t(s), V2.add(vcB(s.normal.b, s), vcB(s.friction.b, s))),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'J',
              value: (s) => kineticEnergy2(s.friction.a) - kineticEnergy2(s.normal.a),
            },
            {
              unit: 'J',
              value: (s) =>
                -0.5 * s.friction.jt * V2.dot(t(s), V2.add(vcA(s.normal.a, s), vcA(s.friction.a, s))),
            },
          ],
        },
        {
          sides: [
            { unit: 'J', value: frictionEnergyChange },
            {
              unit: 'J',
              value: (s) => 0.5 * s.friction.jt * V2.dot(t(s), V2.add(s.vRelAfterNormal, s.vRelAfter)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-energy',
      continues: true,
      rows: [
        {
          sides: [
            { unit: 'J', value: frictionEnergyChange },
            {
              unit: 'J',
              value: (s) => 0.5 * s.friction.jt * (s.friction.vt + vtAfter(s)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-energy-static',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.candidates.stick.energyChange,
            },
            {
              unit: 'J',
              value: (s) => 0.5 * s.friction.jtStar * s.friction.vt,
            },
            {
              unit: 'J',
              value: (s) => -0.5 * s.friction.effectiveMass * s.friction.vt * s.friction.vt,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-energy-dynamic',
      rows: [
        {
          sides: [
            {
              unit: 'J',
              value: (s) => s.candidates.slip.energyChange,
            },
            {
              unit: 'J',
              value: (s) =>
                -s.muD * s.normal.j * (Math.abs(s.friction.vt) - 0.5 * ktFormula(s) * s.muD * s.normal.j),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-accumulated',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => accumulatedFriction2(s.normal.a, s.normal.b, s.c, s.normal.j, s.p.muS).jt,
            },
            {
              unit: 'N·s',
              value: (s) => Math.min(s.staticLimit, Math.max(-s.staticLimit, s.friction.jtStar)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-combine',
      rows: [
        {
          sides: [
            { value: (s) => combineCoefficients('geometricMean', s.p.muA, s.p.muB) },
            { value: (s) => Math.sqrt(s.p.muA * s.p.muB) },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-angular-momentum',
      rows: [
        {
          sides: [
            { unit: 'kg·m²/s', value: (s) => contactL(s.b, s) },
            {
              unit: 'kg·m²/s',
              value: (s) => s.b.w / s.b.invInertia - V2.cross(s.c.rB, s.b.v) / s.b.invMass,
            },
          ],
        },
        {
          sides: [
            {
              unit: 'kg·m²/s',
              value: (s) => contactL(s.normal.b, s),
            },
            {
              unit: 'kg·m²/s',
              value: (s) => contactL(s.friction.b, s),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'kg·m²/s',
              value: (s) => contactL(s.friction.b, s) - contactL(s.b, s),
            },
            { unit: 'kg·m²/s', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-moving-point',
      rows: [
        {
          sides: [
            {
              unit: 'N·m',
              value: (s) => V2.cross(V2.neg(s.c.rB), { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
            },
            {
              unit: 'N·m',
              value: (s) => (STANDARD_GRAVITY / s.b.invMass) * s.c.rB.x,
            },
          ],
        },
      ],
    },
  ],
});
