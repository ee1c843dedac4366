// Friction clamping, step by step: each step's TeX and the functions that evaluate its sides on the
// contact widget's configuration (./scenario.ts); the step-equality test checks that they agree at
// thousands of random configurations.
import { frictionParams, frictionScenario, type FrictionContact } from './scenario';
import { accumulatedFriction2, type Body2, combineCoefficients, kineticEnergy2, V2 } from '../../solver';
import { STANDARD_GRAVITY } from '../../sim';
import { defineDerivation } from '../../kit/steps/define';
import { inertiaSymbols, massSymbols } from '../../kit/steps/symbols';

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

const K_T = String.raw`\frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf t)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf t)^2}{I_B}`;
const MEFF = String.raw`m_{\text{eff},t}`;

export const derivation = defineDerivation({
  page: 'friction-clamping',
  params: frictionParams,
  scenario: frictionScenario,
  symbols: {
    ...massSymbols,
    ...inertiaSymbols,
    v_t: (s) => s.friction.vt,
    "v_t'": vtAfter,
    k_t: (s) => s.kt,
    j_t: (s) => s.friction.jt,
    'j_t^*': (s) => s.friction.jtStar,
    j_n: (s) => s.normal.j,
    [MEFF]: (s) => s.friction.effectiveMass,
    [String.raw`\mu_s`]: (s) => s.p.muS,
    [String.raw`\mu_d`]: (s) => s.muD,
    [String.raw`\mu_A`]: (s) => s.p.muA,
    [String.raw`\mu_B`]: (s) => s.p.muB,
    [String.raw`\mu`]: (s) => combineCoefficients('geometricMean', s.p.muA, s.p.muB),
    "T'": (s) => s.energy.afterFriction,
    T: (s) => s.energy.afterNormal,
    // Scalars written with vectors: 2D cross products and tangential components.
    [String.raw`\mathbf r_A\times\mathbf t`]: (s) => V2.cross(s.c.rA, t(s)),
    [String.raw`\mathbf r_B\times\mathbf t`]: (s) => V2.cross(s.c.rB, t(s)),
    [String.raw`\mathbf v_{\text{rel}}\cdot\mathbf t`]: vtBefore,
    [String.raw`\mathbf t\cdot\mathbf n`]: (s) => V2.dot(t(s), s.c.n),
    n_x: (s) => s.c.n.x,
    n_y: (s) => s.c.n.y,
  },
  // "Plug in numbers" shows these as columns of their components; the contact velocities are those
  // friction starts from, after the normal impulse.
  vectors: {
    [String.raw`\mathbf n`]: (s) => s.c.n,
    [String.raw`\mathbf t`]: t,
    [String.raw`\mathbf v_{cA}`]: (s) => vcA(s.normal.a, s),
    [String.raw`\mathbf v_{cB}`]: (s) => vcB(s.normal.b, s),
  },
  steps: [
    {
      id: 'eq:fr-tangent',
      tex: String.raw`\mathbf t = \begin{pmatrix}-n_y\\ \hphantom{-}n_x\end{pmatrix}, \qquad \mathbf t\cdot\mathbf n = 0`,
      rows: [
        [
          { tex: String.raw`\mathbf t`, value: (s) => s.friction.t },
          { tex: String.raw`(-n_y,\ n_x)`, value: (s) => ({ x: -s.c.n.y, y: s.c.n.x }) },
        ],
        [
          { tex: String.raw`\mathbf t\cdot\mathbf n`, value: (s) => V2.dot(s.friction.t, s.c.n) },
          { tex: '0', value: () => 0 },
        ],
      ],
    },
    {
      id: 'eq:fr-vt',
      tex: String.raw`v_t = \mathbf v_{\text{rel}}\cdot\mathbf t, \qquad \mathbf v_{\text{rel}} = \mathbf v_{cB} - \mathbf v_{cA}\ \ \text{(after the normal impulse)}`,
      unit: 'm/s',
      rows: [
        [
          { tex: 'v_t', value: (s) => s.friction.vt },
          {
            tex: String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf t`,
            value: vtBefore,
          },
        ],
      ],
    },
    {
      id: 'eq:fr-k',
      tex: String.raw`\begin{gathered} v_t' = v_t + k_t\, j_t, \\[4pt] k_t = ${K_T} = \frac{1}{${MEFF}} \end{gathered}`,
      rows: [
        {
          unit: '1/kg',
          sides: [
            { tex: String.raw`k_t = 1/${MEFF}`, value: (s) => 1 / s.friction.effectiveMass },
            { tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`, value: ktFormula },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            { tex: "v_t'", value: vtAfter },
            {
              tex: String.raw`v_t + k_t\,j_t`,
              value: (s) => s.friction.vt + ktFormula(s) * s.friction.jt,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:fr-jt-star',
      tex: String.raw`v_t + k_t\, j_t^* = 0 \quad\Longrightarrow\quad j_t^* = -\frac{v_t}{k_t} = -${MEFF}\, v_t`,
      unit: 'N·s',
      rows: [
        [
          { tex: 'j_t^*', value: (s) => s.friction.jtStar },
          { tex: String.raw`-v_t/k_t`, value: (s) => -s.friction.vt / ktFormula(s) },
          { tex: String.raw`-${MEFF}\,v_t`, value: (s) => -s.friction.effectiveMass * s.friction.vt },
        ],
      ],
    },
    {
      id: 'eq:fr-static',
      tex: String.raw`\begin{aligned} &\text{stick, if } |j_t^*| \le \mu_s\, j_n: \\ &\qquad j_t = j_t^*, \qquad v_t' = v_t + k_t\, j_t^* = 0 \end{aligned}`,
      symbols: { j_t: (s) => s.candidates.stick.jt, "v_t'": (s) => s.candidates.stick.vtAfter },
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`v_t'\ \text{after}\ j_t^*`,
            value: (s) => s.candidates.stick.vtAfter,
          },
          {
            tex: String.raw`v_t + k_t\,j_t^*`,
            value: (s) => s.friction.vt + ktFormula(s) * s.friction.jtStar,
          },
          { tex: '0', value: () => 0 },
        ],
      ],
    },
    {
      id: 'eq:fr-dynamic',
      tex: String.raw`\begin{aligned} &\text{slip, if } |j_t^*| > \mu_s\, j_n: \\ &\qquad j_t = \operatorname{sign}(j_t^*)\,\mu_d\, j_n, \qquad v_t' = \operatorname{sign}(v_t)\,\big(|v_t| - k_t\,\mu_d\, j_n\big) \end{aligned}`,
      symbols: { j_t: (s) => s.candidates.slip.jt, "v_t'": (s) => s.candidates.slip.vtAfter },
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`v_t'\ \text{after}\ \operatorname{sign}(j_t^*)\mu_d j_n`,
            value: (s) => s.candidates.slip.vtAfter,
          },
          {
            tex: String.raw`\operatorname{sign}(v_t)(|v_t| - k_t\mu_d j_n)`,
            value: (s) =>
              Math.sign(s.friction.vt) * (Math.abs(s.friction.vt) - ktFormula(s) * s.muD * s.normal.j),
          },
        ],
      ],
    },
    {
      id: 'eq:fr-clamp',
      tex: String.raw`j_t = \begin{cases} j_t^* & \text{if } |j_t^*| \le \mu_s\, j_n \quad\text{(stick)}\\[2pt] \operatorname{sign}(j_t^*)\,\mu_d\, j_n & \text{otherwise} \quad\text{(slip)}\end{cases}`,
      rows: [
        {
          unit: 'N·s',
          sides: [
            { tex: 'j_t', value: (s) => s.friction.jt },
            {
              tex: String.raw`\text{the case that holds}`,
              value: (s) =>
                Math.abs(s.friction.jtStar) <= s.p.muS * s.normal.j
                  ? s.friction.jtStar
                  : Math.sign(s.friction.jtStar) * s.muD * s.normal.j,
            },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            { tex: "v_t'", value: vtAfter },
            {
              tex: String.raw`\text{its}\ v_t'`,
              value: (s) =>
                Math.abs(s.friction.jtStar) <= s.p.muS * s.normal.j
                  ? 0
                  : Math.sign(s.friction.vt) * (Math.abs(s.friction.vt) - ktFormula(s) * s.muD * s.normal.j),
            },
          ],
        },
        // The two bounds the cases compare |j_t^*| with and clamp to, with the numbers in them.
        { unit: 'N·s', sides: [{ tex: String.raw`\mu_s\,j_n`, value: (s) => s.p.muS * s.normal.j }] },
        { unit: 'N·s', sides: [{ tex: String.raw`\mu_d\,j_n`, value: (s) => s.muD * s.normal.j }] },
      ],
    },
    {
      id: 'eq:fr-energy-derive',
      tex: String.raw`\begin{aligned} T' - T &= \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{cB} + \mathbf v_{cB}'\big) - \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{cA} + \mathbf v_{cA}'\big) \\ &= \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big) \end{aligned}`,
      symbols: {
        [String.raw`\mathbf t\cdot\big(\mathbf v_{cB} + \mathbf v_{cB}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(vcB(s.normal.b, s), vcB(s.friction.b, s))),
        [String.raw`\mathbf t\cdot\big(\mathbf v_{cA} + \mathbf v_{cA}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(vcA(s.normal.a, s), vcA(s.friction.a, s))),
        [String.raw`\mathbf t\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(s.vRelAfterNormal, s.vRelAfter)),
      },
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T_B' - T_B`,
            value: (s) => kineticEnergy2(s.friction.b) - kineticEnergy2(s.normal.b),
          },
          {
            tex: String.raw`\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{cB} + \mathbf v_{cB}')`,
            value: (s) =>
              0.5 * s.friction.jt * V2.dot(t(s), V2.add(vcB(s.normal.b, s), vcB(s.friction.b, s))),
          },
        ],
        [
          {
            tex: String.raw`T_A' - T_A`,
            value: (s) => kineticEnergy2(s.friction.a) - kineticEnergy2(s.normal.a),
          },
          {
            tex: String.raw`-\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{cA} + \mathbf v_{cA}')`,
            value: (s) =>
              -0.5 * s.friction.jt * V2.dot(t(s), V2.add(vcA(s.normal.a, s), vcA(s.friction.a, s))),
          },
        ],
        [
          { tex: String.raw`T' - T`, value: frictionEnergyChange },
          {
            tex: String.raw`\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}')`,
            value: (s) => 0.5 * s.friction.jt * V2.dot(t(s), V2.add(s.vRelAfterNormal, s.vRelAfter)),
          },
        ],
      ],
    },
    {
      id: 'eq:fr-energy',
      tex: String.raw`T' - T = \tfrac12\, j_t\,\big(v_t + v_t'\big)`,
      continues: true,
      unit: 'J',
      rows: [
        [
          { tex: String.raw`T' - T`, value: frictionEnergyChange },
          {
            tex: String.raw`\tfrac12\,j_t\,(v_t + v_t')`,
            value: (s) => 0.5 * s.friction.jt * (s.friction.vt + vtAfter(s)),
          },
        ],
      ],
    },
    {
      id: 'eq:fr-energy-static',
      tex: String.raw`\text{stick:}\qquad T' - T = \tfrac12\, j_t^*\, v_t = -\tfrac12\, ${MEFF}\, v_t^2`,
      symbols: { "T'": (s) => s.energy.afterNormal + s.candidates.stick.energyChange },
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T' - T\ \text{after}\ j_t^*`,
            value: (s) => s.candidates.stick.energyChange,
          },
          {
            tex: String.raw`\tfrac12\,j_t^*\,v_t`,
            value: (s) => 0.5 * s.friction.jtStar * s.friction.vt,
          },
          {
            tex: String.raw`-\tfrac12\,${MEFF}\,v_t^2`,
            value: (s) => -0.5 * s.friction.effectiveMass * s.friction.vt * s.friction.vt,
          },
        ],
      ],
    },
    {
      id: 'eq:fr-energy-dynamic',
      tex: String.raw`\text{slip:}\qquad T' - T = -\mu_d\, j_n\,\big(|v_t| - \tfrac12\, k_t\,\mu_d\, j_n\big)`,
      symbols: { "T'": (s) => s.energy.afterNormal + s.candidates.slip.energyChange },
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T' - T\ \text{after}\ \operatorname{sign}(j_t^*)\mu_d j_n`,
            value: (s) => s.candidates.slip.energyChange,
          },
          {
            tex: String.raw`-\mu_d j_n(|v_t| - \tfrac12 k_t\mu_d j_n)`,
            value: (s) =>
              -s.muD * s.normal.j * (Math.abs(s.friction.vt) - 0.5 * ktFormula(s) * s.muD * s.normal.j),
          },
        ],
      ],
    },
    {
      id: 'eq:fr-accumulated',
      tex: String.raw`\lambda_t \leftarrow \operatorname{clamp}\big(\lambda_t - ${MEFF}\, v_t,\ -\mu\,\lambda_n,\ \mu\,\lambda_n\big) `,
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`\lambda_t\ \text{after 8 iterations},\ \mu = \mu_s`,
            value: (s) => accumulatedFriction2(s.normal.a, s.normal.b, s.c, s.normal.j, s.p.muS).jt,
          },
          {
            tex: String.raw`\operatorname{clamp}(j_t^*, -\mu_s j_n, \mu_s j_n)`,
            value: (s) => Math.min(s.staticLimit, Math.max(-s.staticLimit, s.friction.jtStar)),
          },
        ],
      ],
    },
    {
      id: 'eq:fr-combine',
      tex: String.raw`\mu = \sqrt{\mu_A\,\mu_B}`,
      rows: [
        [
          { tex: String.raw`\mu`, value: (s) => combineCoefficients('geometricMean', s.p.muA, s.p.muB) },
          { tex: String.raw`\sqrt{\mu_A\mu_B}`, value: (s) => Math.sqrt(s.p.muA * s.p.muB) },
        ],
      ],
    },
    {
      id: 'eq:fr-angular-momentum',
      tex: String.raw`L_c = I_B\,\omega_B - m_B\,\mathbf r_B\times\mathbf v_B, \qquad \Delta L_c = I_B\,\Delta\omega_B - m_B\,\mathbf r_B\times\Delta\mathbf v_B = \mathbf r_B\times\mathbf P - \mathbf r_B\times\mathbf P = 0`,
      symbols: {
        L_c: (s) => contactL(s.b, s),
        [String.raw`\omega_B`]: (s) => s.b.w,
        [String.raw`\mathbf r_B\times\mathbf v_B`]: (s) => V2.cross(s.c.rB, s.b.v),
        [String.raw`\Delta L_c`]: (s) => contactL(s.friction.b, s) - contactL(s.b, s),
        [String.raw`\Delta\omega_B`]: (s) => s.friction.b.w - s.b.w,
        [String.raw`\mathbf r_B\times\Delta\mathbf v_B`]: (s) =>
          V2.cross(s.c.rB, V2.sub(s.friction.b.v, s.b.v)),
        [String.raw`\mathbf r_B\times\mathbf P`]: (s) =>
          V2.cross(s.c.rB, V2.scale(V2.sub(s.friction.b.v, s.b.v), 1 / s.b.invMass)),
      },
      unit: 'kg·m²/s',
      rows: [
        [
          { tex: String.raw`L_c\ \text{before}`, value: (s) => contactL(s.b, s) },
          {
            tex: String.raw`I_B\,\omega_B - m_B\,\mathbf r_B\times\mathbf v_B`,
            value: (s) => s.b.w / s.b.invInertia - V2.cross(s.c.rB, s.b.v) / s.b.invMass,
          },
        ],
        [
          {
            tex: String.raw`L_c\ \text{after the normal impulse}`,
            value: (s) => contactL(s.normal.b, s),
          },
          {
            tex: String.raw`L_c\ \text{after friction}`,
            value: (s) => contactL(s.friction.b, s),
          },
        ],
        [
          {
            tex: String.raw`\Delta L_c`,
            value: (s) => contactL(s.friction.b, s) - contactL(s.b, s),
          },
          { tex: '0', value: () => 0 },
        ],
      ],
    },
    {
      id: 'eq:fr-moving-point',
      tex: String.raw`\frac{dL_p}{dt} = \tau_p - \dot{\mathbf p}\times m_B\,\mathbf v_B = \tau_p \quad\text{when}\ \dot{\mathbf p} = \mathbf v_B, \qquad \tau_p^{\text{gravity}} = -\mathbf r_B\times m_B\,\mathbf g = m_B\,g\,r_{B,x}`,
      symbols: {
        [String.raw`\tau_p^{\text{gravity}}`]: (s) =>
          V2.cross(V2.neg(s.c.rB), { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
        [String.raw`\mathbf r_B\times m_B\,\mathbf g`]: (s) =>
          V2.cross(s.c.rB, { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
        g: () => STANDARD_GRAVITY,
        [String.raw`r_{B,x}`]: (s) => s.c.rB.x,
      },
      unit: 'N·m',
      rows: [
        [
          {
            tex: String.raw`\tau_p^{\text{gravity}}`,
            value: (s) => V2.cross(V2.neg(s.c.rB), { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
          },
          {
            tex: String.raw`m_B\,g\,r_{B,x}`,
            value: (s) => (STANDARD_GRAVITY / s.b.invMass) * s.c.rB.x,
          },
        ],
      ],
    },
  ],
});
