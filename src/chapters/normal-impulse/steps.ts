// The normal impulse, step by step: each step's TeX and the functions that evaluate its sides on the
// collision widget's configuration; tests/unit/site/steps.test.ts checks that they agree.
import { collisionParams, collisionScenario, type Collision } from './scenario';
import { type Body2, kineticEnergy2, V2, type Vec2 } from '../../solver';
import { defineDerivation } from '../../kit/steps/define';
import { inertiaSymbols, massSymbols } from '../../kit/steps/symbols';

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

const VRELN = String.raw`\mathbf v_{\text{rel}}'\cdot\mathbf n`;
/** The on-ramp's steps read j and v_n (and v_n′) of the collision made head-on, not the widget's. */
const HEAD_ON_J = { j: (s: Collision) => s.headOn.result.j };
const HEAD_ON_VN = { v_n: (s: Collision) => s.headOn.result.vn };
const HEAD_ON_VN_AFTER = { "v_n'": vn1After };
const K_SUM = String.raw`\frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}`;

export const derivation = defineDerivation({
  page: 'normal-impulse',
  params: collisionParams,
  scenario: collisionScenario,
  symbols: {
    ...massSymbols,
    ...inertiaSymbols,
    e: (s) => s.p.e,
    v_n: (s) => s.result.vn,
    j: (s) => s.result.j,
    k: (s) => s.result.k,
    [String.raw`m_{\text{eff}}`]: (s) => s.result.effectiveMass,
    [String.raw`j_{\text{lin}}`]: (s) => s.linearOnly.j,
    [String.raw`j_{\text{001}}`]: (s) => s.seed001.j ?? NaN,
    [String.raw`\omega_A`]: (s) => s.a.w,
    [String.raw`\omega_B`]: (s) => s.b.w,
    [String.raw`\omega_A'`]: (s) => s.result.a.w,
    [String.raw`\omega_B'`]: (s) => s.result.b.w,
    "T'": (s) => s.totals.after.kinetic,
    T: (s) => s.totals.before.kinetic,
    // The on-ramp's velocities: components along n, of the collision made head-on.
    v_A: vA1,
    v_B: vB1,
    "v_A'": vA1After,
    "v_B'": vB1After,
    // Scalars written with vectors: 2D cross products and normal components.
    [String.raw`\mathbf r_A\times\mathbf n`]: rAxn,
    [String.raw`\mathbf r_B\times\mathbf n`]: rBxn,
    [String.raw`\mathbf r_A\times\mathbf P`]: (s) => V2.cross(s.c.rA, P(s)),
    [String.raw`\mathbf r_B\times\mathbf P`]: (s) => V2.cross(s.c.rB, P(s)),
    [String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n`]: (s) => V2.dot(V2.sub(vcB(s), vcA(s)), s.c.n),
    [VRELN]: vnAfter,
    [String.raw`\mathbf v_{cB}\cdot\mathbf n`]: (s) => V2.dot(vcB(s), s.c.n),
    // The identities written for any body (r, ω, P without a subscript) are evaluated for B.
    r_x: (s) => s.c.rB.x,
    r_y: (s) => s.c.rB.y,
    P_x: (s) => P(s).x,
    P_y: (s) => P(s).y,
    [String.raw`\omega`]: (s) => s.b.w,
    [String.raw`\mathbf r\times\mathbf P`]: (s) => V2.cross(s.c.rB, P(s)),
    [String.raw`\mathbf r\times\mathbf n`]: rBxn,
    [String.raw`(\omega\times\mathbf r)\cdot\mathbf n`]: (s) => V2.dot(V2.crossSV(s.b.w, s.c.rB), s.c.n),
  },
  // "Plug in numbers" shows these as columns of their components.
  vectors: {
    [String.raw`\mathbf n`]: (s) => s.c.n,
    [String.raw`\mathbf v_A`]: (s) => s.a.v,
    [String.raw`\mathbf v_B`]: (s) => s.b.v,
    [String.raw`\mathbf r_A`]: (s) => s.c.rA,
    [String.raw`\mathbf r_B`]: (s) => s.c.rB,
    [String.raw`\mathbf v_{cA}`]: vcA,
    [String.raw`\mathbf v_{cB}`]: vcB,
    [String.raw`\mathbf v_{\text{rel}}`]: (s) => s.result.vRel,
    [String.raw`\mathbf P`]: P,
  },
  steps: [
    {
      id: 'eq:ni-1d-momentum',
      tex: String.raw`m_A v_A' = m_A v_A - j, \qquad m_B v_B' = m_B v_B + j`,
      symbols: HEAD_ON_J,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`m_A v_A'`, value: (s) => vA1After(s) / s.a.invMass },
          { tex: String.raw`m_A v_A - j`, value: (s) => vA1(s) / s.a.invMass - s.headOn.result.j },
        ],
        [
          { tex: String.raw`m_B v_B'`, value: (s) => vB1After(s) / s.b.invMass },
          { tex: String.raw`m_B v_B + j`, value: (s) => vB1(s) / s.b.invMass + s.headOn.result.j },
        ],
      ],
      inapplicable: (s) =>
        s.a.invMass === 0 || s.b.invMass === 0
          ? 'An immovable body’s momentum is not a finite number; its velocity stays as it was (the next step).'
          : null,
    },
    {
      id: 'eq:ni-1d-velocity',
      tex: String.raw`v_A' = v_A - \frac{j}{m_A}, \qquad v_B' = v_B + \frac{j}{m_B}`,
      symbols: HEAD_ON_J,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_A'`, value: vA1After },
          { tex: String.raw`v_A - j/m_A`, value: (s) => vA1(s) - s.headOn.result.j * s.a.invMass },
        ],
        [
          { tex: String.raw`v_B'`, value: vB1After },
          { tex: String.raw`v_B + j/m_B`, value: (s) => vB1(s) + s.headOn.result.j * s.b.invMass },
        ],
      ],
    },
    {
      id: 'eq:ni-1d-approach',
      tex: String.raw`v_n = v_B - v_A, \qquad v_n' = v_B' - v_A'`,
      symbols: { ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
      unit: 'm/s',
      rows: [
        [
          { tex: 'v_n', value: (s) => s.headOn.result.vn },
          { tex: 'v_B - v_A', value: (s) => vB1(s) - vA1(s) },
        ],
        [
          { tex: "v_n'", value: vn1After },
          { tex: "v_B' - v_A'", value: (s) => vB1After(s) - vA1After(s) },
        ],
      ],
    },
    {
      id: 'eq:ni-1d-restitution',
      tex: String.raw`v_n' = -e\, v_n`,
      symbols: { ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
      unit: 'm/s',
      rows: [
        [
          { tex: "v_n'", value: vn1After },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * s.headOn.result.vn },
        ],
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-1d-solve',
      tex: String.raw`v_n' = \left(v_B + \frac{j}{m_B}\right) - \left(v_A - \frac{j}{m_A}\right) = v_n + j\left(\frac{1}{m_A} + \frac{1}{m_B}\right) = -e\, v_n`,
      symbols: { ...HEAD_ON_J, ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
      continues: true,
      unit: 'm/s',
      rows: [
        [
          { tex: "v_n'", value: vn1After },
          {
            tex: String.raw`(v_B + \tfrac{j}{m_B}) - (v_A - \tfrac{j}{m_A})`,
            value: (s) => {
              const { j } = s.headOn.result;
              return vB1(s) + j * s.b.invMass - (vA1(s) - j * s.a.invMass);
            },
          },
          {
            tex: String.raw`v_n + j\,(\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
            value: (s) => s.headOn.result.vn + s.headOn.result.j * inverseMasses(s),
          },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * s.headOn.result.vn },
        ],
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-1d-j',
      tex: String.raw`j = \frac{-(1+e)\,v_n}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      symbols: { ...HEAD_ON_J, ...HEAD_ON_VN },
      unit: 'N·s',
      rows: [
        [
          { tex: 'j', value: (s) => s.headOn.result.j },
          {
            tex: String.raw`-(1+e)\,v_n / (\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
            value: (s) => (-(1 + s.p.e) * s.headOn.result.vn) / inverseMasses(s),
          },
        ],
      ],
      inapplicable: headOnIdle,
    },
    {
      id: 'eq:ni-impulse-linear',
      tex: String.raw`\mathbf v_A' = \mathbf v_A - \frac{1}{m_A}\,\mathbf P, \qquad \mathbf v_B' = \mathbf v_B + \frac{1}{m_B}\,\mathbf P`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf v_A'`, value: (s) => s.result.a.v },
          {
            tex: String.raw`\mathbf v_A - \tfrac{1}{m_A}\mathbf P`,
            value: (s) => V2.addScaled(s.a.v, P(s), -s.a.invMass),
          },
        ],
        [
          { tex: String.raw`\mathbf v_B'`, value: (s) => s.result.b.v },
          {
            tex: String.raw`\mathbf v_B + \tfrac{1}{m_B}\mathbf P`,
            value: (s) => V2.addScaled(s.b.v, P(s), s.b.invMass),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-impulse-angular',
      tex: String.raw`\omega_A' = \omega_A - \frac{1}{I_A}\,(\mathbf r_A\times\mathbf P), \qquad \omega_B' = \omega_B + \frac{1}{I_B}\,(\mathbf r_B\times\mathbf P)`,
      unit: 'rad/s',
      rows: [
        [
          { tex: String.raw`\omega_A'`, value: (s) => s.result.a.w },
          {
            tex: String.raw`\omega_A - \tfrac{1}{I_A}(\mathbf r_A\times\mathbf P)`,
            value: (s) => s.a.w - s.a.invInertia * V2.cross(s.c.rA, P(s)),
          },
        ],
        [
          { tex: String.raw`\omega_B'`, value: (s) => s.result.b.w },
          {
            tex: String.raw`\omega_B + \tfrac{1}{I_B}(\mathbf r_B\times\mathbf P)`,
            value: (s) => s.b.w + s.b.invInertia * V2.cross(s.c.rB, P(s)),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-cross-2d',
      tex: String.raw`\omega\times\mathbf r = \begin{pmatrix}-\omega\, r_y\\ \hphantom{-}\omega\, r_x\end{pmatrix}, \qquad \mathbf r\times\mathbf P = r_x P_y - r_y P_x`,
      rows: [
        {
          unit: 'm/s',
          sides: [
            {
              tex: String.raw`\omega_A\times\mathbf r_A`,
              value: (s) => V2.crossSV(s.a.w, s.c.rA),
            },
            {
              tex: String.raw`(-\omega_A r_{A,y},\ \omega_A r_{A,x})`,
              value: (s) => ({ x: -s.a.w * s.c.rA.y, y: s.a.w * s.c.rA.x }),
            },
          ],
        },
        {
          unit: 'N·m·s',
          sides: [
            {
              tex: String.raw`\mathbf r_B\times\mathbf P`,
              value: (s) => V2.cross(s.c.rB, P(s)),
            },
            {
              tex: String.raw`r_{B,x}P_y - r_{B,y}P_x`,
              value: (s) => s.c.rB.x * P(s).y - s.c.rB.y * P(s).x,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:ni-contact-velocity',
      tex: String.raw`\mathbf v_{cA} = \mathbf v_A + \omega_A\times\mathbf r_A, \qquad \mathbf v_{cB} = \mathbf v_B + \omega_B\times\mathbf r_B`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf v_{cA}`, value: vcA },
          {
            tex: String.raw`\mathbf v_A + \omega_A\times\mathbf r_A`,
            value: (s) => V2.add(s.a.v, V2.crossSV(s.a.w, s.c.rA)),
          },
        ],
        [
          { tex: String.raw`\mathbf v_{cB}`, value: vcB },
          {
            tex: String.raw`\mathbf v_B + \omega_B\times\mathbf r_B`,
            value: (s) => V2.add(s.b.v, V2.crossSV(s.b.w, s.c.rB)),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-relative-velocity',
      tex: String.raw`\mathbf v_{\text{rel}} = \mathbf v_{cB} - \mathbf v_{cA}, \qquad v_n = \mathbf v_{\text{rel}}\cdot\mathbf n`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf v_{\text{rel}}`, value: (s) => s.result.vRel },
          {
            tex: String.raw`\mathbf v_{cB} - \mathbf v_{cA}`,
            value: (s) => V2.sub(vcB(s), vcA(s)),
          },
        ],
        [
          { tex: String.raw`v_n`, value: (s) => s.result.vn },
          {
            tex: String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n`,
            value: (s) => V2.dot(V2.sub(vcB(s), vcA(s)), s.c.n),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-restitution',
      tex: String.raw`${VRELN} = -e\, v_n`,
      unit: 'm/s',
      rows: [
        [
          { tex: VRELN, value: vnAfter },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * s.result.vn },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-expand',
      tex: String.raw`${VRELN} = \Big[\Big(\mathbf v_B + \frac{j}{m_B}\mathbf n + \big(\omega_B + \tfrac{j}{I_B}\,\mathbf r_B\times\mathbf n\big)\times\mathbf r_B\Big) - \Big(\mathbf v_A - \frac{j}{m_A}\mathbf n + \big(\omega_A - \tfrac{j}{I_A}\,\mathbf r_A\times\mathbf n\big)\times\mathbf r_A\Big)\Big]\cdot\mathbf n`,
      continues: true,
      unit: 'm/s',
      rows: [
        [
          { tex: VRELN, value: vnAfter },
          {
            tex: String.raw`\Big(\big(\mathbf v_B + \tfrac{j}{m_B}\mathbf n + (\omega_B + \tfrac{j}{I_B}\,\mathbf r_B\times\mathbf n)\times\mathbf r_B\big) - \big(\mathbf v_A - \tfrac{j}{m_A}\mathbf n + (\omega_A - \tfrac{j}{I_A}\,\mathbf r_A\times\mathbf n)\times\mathbf r_A\big)\Big)\cdot\mathbf n`,
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
      ],
    },
    {
      id: 'eq:ni-cross-identity',
      tex: String.raw`(\omega\times\mathbf r)\cdot\mathbf n = \omega\,(\mathbf r\times\mathbf n)`,
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`(\omega_A\times\mathbf r_A)\cdot\mathbf n`,
            value: (s) => V2.dot(V2.crossSV(s.a.w, s.c.rA), s.c.n),
          },
          {
            tex: String.raw`\omega_A(\mathbf r_A\times\mathbf n)`,
            value: (s) => s.a.w * rAxn(s),
          },
        ],
        [
          {
            tex: String.raw`(\omega_B\times\mathbf r_B)\cdot\mathbf n`,
            value: (s) => V2.dot(V2.crossSV(s.b.w, s.c.rB), s.c.n),
          },
          {
            tex: String.raw`\omega_B(\mathbf r_B\times\mathbf n)`,
            value: (s) => s.b.w * rBxn(s),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-expanded',
      tex: String.raw`${VRELN} = v_n + j\left(${K_SUM}\right)`,
      unit: 'm/s',
      rows: [
        [
          { tex: VRELN, value: vnAfter },
          {
            tex: String.raw`v_n + j\,(\dots)`,
            value: (s) => s.result.vn + s.result.j * kFormula(s),
          },
        ],
      ],
    },
    {
      id: 'eq:ni-k',
      tex: String.raw`k = ${K_SUM}, \qquad ${VRELN} = v_n + j\,k`,
      unit: '1/kg',
      rows: [
        [
          { tex: 'k', value: (s) => s.result.k },
          { tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`, value: kFormula },
        ],
      ],
    },
    {
      id: 'eq:ni-solve',
      tex: String.raw`v_n + j\,k = -e\,v_n`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_n + j\,k`, value: (s) => s.result.vn + s.result.j * s.result.k },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * s.result.vn },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-j',
      tex: String.raw`j = \frac{-(1+e)\,v_n}{k}`,
      unit: 'N·s',
      rows: [
        [
          { tex: 'j', value: (s) => s.result.j },
          {
            tex: String.raw`-(1+e)\,v_n/k`,
            value: (s) => (-(1 + s.p.e) * s.result.vn) / s.result.k,
          },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-meff',
      tex: String.raw`m_{\text{eff}} = \frac{1}{k}, \qquad j = -(1+e)\,m_{\text{eff}}\,v_n`,
      rows: [
        {
          unit: 'kg',
          sides: [
            { tex: String.raw`m_{\text{eff}}`, value: (s) => s.result.effectiveMass },
            { tex: String.raw`1/k`, value: (s) => 1 / kFormula(s) },
          ],
        },
        {
          unit: 'N·s',
          sides: [
            { tex: 'j', value: (s) => s.result.j },
            {
              tex: String.raw`-(1+e)\,m_{\text{eff}}\,v_n`,
              value: (s) => -(1 + s.p.e) * s.result.effectiveMass * s.result.vn,
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:ni-energy-body',
      tex: String.raw`\begin{aligned} T_B' - T_B &= \tfrac12\,m_B\big(|\mathbf v_B'|^2 - |\mathbf v_B|^2\big) + \tfrac12\,I_B\big(\omega_B'^2 - \omega_B^2\big) \\ &= \mathbf P\cdot\frac{\mathbf v_B + \mathbf v_B'}{2} + (\mathbf r_B\times\mathbf P)\,\frac{\omega_B + \omega_B'}{2} = \mathbf P\cdot\frac{\mathbf v_{cB} + \mathbf v_{cB}'}{2} \\ T_A' - T_A &= -\mathbf P\cdot\frac{\mathbf v_{cA} + \mathbf v_{cA}'}{2} \end{aligned}`,
      symbols: {
        "T_B'": (s) => kineticEnergy2(s.result.b),
        T_B: (s) => kineticEnergy2(s.b),
        "T_A'": (s) => kineticEnergy2(s.result.a),
        T_A: (s) => kineticEnergy2(s.a),
        [String.raw`|\mathbf v_B'|`]: (s) => V2.length(s.result.b.v),
        [String.raw`|\mathbf v_B|`]: (s) => V2.length(s.b.v),
        [String.raw`\mathbf P\cdot\frac{\mathbf v_B + \mathbf v_B'}{2}`]: (s) =>
          0.5 * V2.dot(P(s), V2.add(s.b.v, s.result.b.v)),
        [String.raw`\mathbf P\cdot\frac{\mathbf v_{cB} + \mathbf v_{cB}'}{2}`]: (s) =>
          0.5 * V2.dot(P(s), V2.add(vcB(s), V2.pointVelocity(s.result.b.v, s.result.b.w, s.c.rB))),
        [String.raw`\mathbf P\cdot\frac{\mathbf v_{cA} + \mathbf v_{cA}'}{2}`]: (s) =>
          0.5 * V2.dot(P(s), V2.add(vcA(s), V2.pointVelocity(s.result.a.v, s.result.a.w, s.c.rA))),
      },
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T_B' - T_B`,
            value: (s) => kineticEnergy2(s.result.b) - kineticEnergy2(s.b),
          },
          {
            tex: String.raw`\mathbf P\cdot\tfrac{\mathbf v_B + \mathbf v_B'}{2} + (\mathbf r_B\times\mathbf P)\tfrac{\omega_B + \omega_B'}{2}`,
            value: (s) =>
              0.5 * V2.dot(P(s), V2.add(s.b.v, s.result.b.v)) +
              0.5 * V2.cross(s.c.rB, P(s)) * (s.b.w + s.result.b.w),
          },
          {
            tex: String.raw`\mathbf P\cdot\tfrac{\mathbf v_{cB} + \mathbf v_{cB}'}{2}`,
            value: (s) =>
              0.5 * V2.dot(P(s), V2.add(vcB(s), V2.pointVelocity(s.result.b.v, s.result.b.w, s.c.rB))),
          },
        ],
        [
          {
            tex: String.raw`T_A' - T_A`,
            value: (s) => kineticEnergy2(s.result.a) - kineticEnergy2(s.a),
          },
          {
            tex: String.raw`-\mathbf P\cdot\tfrac{\mathbf v_{cA} + \mathbf v_{cA}'}{2}`,
            value: (s) =>
              -0.5 * V2.dot(P(s), V2.add(vcA(s), V2.pointVelocity(s.result.a.v, s.result.a.w, s.c.rA))),
          },
        ],
      ],
      inapplicable: movingImmovable,
    },
    {
      id: 'eq:ni-energy-sum',
      tex: String.raw`T' - T = \tfrac12\,\mathbf P\cdot\big[(\mathbf v_{cB} - \mathbf v_{cA}) + (\mathbf v_{cB}' - \mathbf v_{cA}')\big] = \tfrac12\,\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big) = \tfrac12\,j\,\big(v_n + v_n'\big)`,
      symbols: {
        "v_n'": vnAfter,
        [String.raw`\mathbf P\cdot\big[(\mathbf v_{cB} - \mathbf v_{cA}) + (\mathbf v_{cB}' - \mathbf v_{cA}')\big]`]:
          (s) => V2.dot(P(s), V2.add(V2.sub(vcB(s), vcA(s)), vRelAfter(s))),
        [String.raw`\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`]: (s) =>
          V2.dot(P(s), V2.add(s.result.vRel, vRelAfter(s))),
      },
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T' - T`,
            value: (s) => s.totals.after.kinetic - s.totals.before.kinetic,
          },
          {
            tex: String.raw`\tfrac12\,\mathbf P\cdot(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}')`,
            value: (s) => 0.5 * V2.dot(P(s), V2.add(s.result.vRel, vRelAfter(s))),
          },
          {
            tex: String.raw`\tfrac12\,j\,(v_n + v_n')`,
            value: (s) => 0.5 * s.result.j * (s.result.vn + vnAfter(s)),
          },
        ],
      ],
      inapplicable: movingImmovable,
    },
    {
      id: 'eq:ni-energy',
      tex: String.raw`T' - T = -\tfrac12\,(1-e^2)\,m_{\text{eff}}\,v_n^2`,
      continues: true,
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T' - T`,
            value: (s) => s.totals.after.kinetic - s.totals.before.kinetic,
          },
          {
            tex: String.raw`-\tfrac12(1-e^2)\,m_{\text{eff}}\,v_n^2`,
            value: (s) => -0.5 * (1 - s.p.e * s.p.e) * s.result.effectiveMass * s.result.vn ** 2,
          },
        ],
      ],
      inapplicable: (s) => noImpulse(s) ?? movingImmovable(s),
    },
    {
      id: 'eq:ni-restitution-laws',
      tex: String.raw`\begin{gathered} j_c = -m_{\text{eff}}\,v_n\ \ \text{(the impulse that stops the approach)}, \qquad j - j_c = e\,j_c\ \ \text{(Poisson)} \\ W_c = \tfrac12\,j_c\,v_n = -\tfrac12\,m_{\text{eff}}\,v_n^2, \qquad W_r = \tfrac12\,(j - j_c)\,v_n' = \tfrac12\,m_{\text{eff}}\,v_n'^2, \qquad -\frac{W_r}{W_c} = e^2\ \ \text{(Stronge)} \end{gathered}`,
      symbols: {
        "v_n'": vnAfter,
        j_c: (s) => s.compression.j,
        W_c: (s) => 0.5 * s.compression.j * s.result.vn,
        W_r: (s) => 0.5 * (s.result.j - s.compression.j) * vnAfter(s),
      },
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`j_c\ \text{(the same contact with}\ e = 0)`,
            value: (s) => s.compression.j,
          },
          {
            tex: String.raw`-m_{\text{eff}}\,v_n`,
            value: (s) => -s.result.effectiveMass * s.result.vn,
          },
        ],
        [
          { tex: String.raw`j - j_c`, value: (s) => s.result.j - s.compression.j },
          { tex: String.raw`e\,j_c`, value: (s) => s.p.e * s.compression.j },
        ],
        {
          unit: 'J',
          sides: [
            {
              tex: String.raw`W_c = T_c - T`,
              value: (s) => s.compression.kinetic - s.totals.before.kinetic,
            },
            {
              tex: String.raw`-\tfrac12\,m_{\text{eff}}\,v_n^2`,
              value: (s) => -0.5 * s.result.effectiveMass * s.result.vn ** 2,
            },
          ],
        },
        {
          unit: 'J',
          sides: [
            {
              tex: String.raw`W_r = T' - T_c`,
              value: (s) => s.totals.after.kinetic - s.compression.kinetic,
            },
            {
              tex: String.raw`\tfrac12\,m_{\text{eff}}\,v_n'^2`,
              value: (s) => 0.5 * s.result.effectiveMass * vnAfter(s) ** 2,
            },
          ],
        },
        {
          unit: '',
          sides: [
            {
              tex: String.raw`-W_r/W_c`,
              // From the two works' forms above: the measured energy differences would lose every
              // digit for a slow approach next to a large kinetic energy.
              value: (s) => -((s.result.j - s.compression.j) * vnAfter(s)) / (s.compression.j * s.result.vn),
            },
            { tex: 'e^2', value: (s) => s.p.e * s.p.e },
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
      tex: String.raw`j = \max\!\big(0,\ -(1+e)\,m_{\text{eff}}\,v_n\big)`,
      unit: 'N·s',
      rows: [
        [
          { tex: 'j', value: (s) => s.result.j },
          {
            tex: String.raw`\max(0,\ -(1+e)\,m_{\text{eff}}\,v_n)`,
            value: (s) => Math.max(0, -(1 + s.p.e) * s.result.effectiveMass * s.result.vn),
          },
        ],
      ],
      inapplicable: (s) =>
        s.result.effectiveMass === Infinity
          ? 'Both bodies are immovable: m_eff is infinite and nothing can move.'
          : null,
    },
    {
      id: 'eq:ni-linear-only',
      tex: String.raw`j_{\text{lin}} = \frac{-(1+e)\,v_n}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`j\ \text{with}\ \tfrac{1}{I_A} = \tfrac{1}{I_B} = 0`,
            value: (s) => s.linearOnly.j,
          },
          {
            tex: String.raw`-(1+e)\,v_n / (\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
            value: (s) => (-(1 + s.p.e) * s.result.vn) / (s.a.invMass + s.b.invMass),
          },
        ],
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
      tex: String.raw`\hat{\mathbf n}_c = -\mathbf n, \qquad v_s = (\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c = (\mathbf v_B - \mathbf v_A)\cdot\mathbf n, \qquad \mathbf J = -\mathbf P\ \text{on A}:\ \ \mathbf J\cdot\hat{\mathbf n}_c = \mathbf P\cdot\mathbf n = j`,
      symbols: {
        v_s: (s) => V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n)),
        j: (s) => s.seed001.jCorrect,
      },
      vectors: { [String.raw`\hat{\mathbf n}_c`]: (s) => V2.neg(s.c.n) },
      rows: [
        {
          unit: 'm/s',
          sides: [
            {
              tex: String.raw`v_s = (\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c`,
              value: (s) => V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n)),
            },
            { tex: String.raw`(\mathbf v_B - \mathbf v_A)\cdot\mathbf n`, value: linearVn },
          ],
        },
        {
          unit: 'N·s',
          sides: [
            {
              tex: String.raw`\mathbf J\cdot\hat{\mathbf n}_c = \frac{-(1+e)\,v_s}{1/m_A + 1/m_B}`,
              value: (s) =>
                (-(1 + s.p.e) * V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n))) / (s.a.invMass + s.b.invMass),
            },
            {
              tex: String.raw`j_{\text{lin}}\ \text{(centres, no rotation)}`,
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
      tex: String.raw`j = \frac{-(1+e)\,\mathbf v_{cB}\cdot\mathbf n}{\frac{1}{m_B} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}} \quad\text{(A immovable and at rest)}`,
      symbols: { j: (s) => s.againstRestingA.j },
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`j\ \text{against a resting immovable A}`,
            value: (s) => s.againstRestingA.j,
          },
          {
            tex: String.raw`\frac{-(1+e)\,\mathbf v_{cB}\cdot\mathbf n}{1/m_B + (\mathbf r_B\times\mathbf n)^2/I_B}`,
            value: (s) =>
              (-(1 + s.p.e) * V2.dot(vcB(s), s.c.n)) / (s.b.invMass + rBxn(s) ** 2 * s.b.invInertia),
          },
        ],
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
      tex: String.raw`j_{\text{001}} = \frac{-(1+e)\,v_s}{\frac{1}{m_A} - \frac{1}{m_B}} \qquad\text{instead of}\qquad j_{\text{lin}} = \frac{-(1+e)\,v_s}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      symbols: {
        v_s: linearVn,
        [String.raw`j_{\text{lin}}`]: (s) => s.seed001.jCorrect,
      },
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`j_{\text{001}}`,
            value: (s) => s.seed001.j ?? NaN,
          },
          {
            tex: String.raw`-(1+e)\,v_s/(\tfrac{1}{m_A} - \tfrac{1}{m_B})`,
            value: (s) => (-(1 + s.p.e) * linearVn(s)) / (s.a.invMass - s.b.invMass),
          },
        ],
        [
          {
            tex: String.raw`j_{\text{lin}}`,
            value: (s) => s.seed001.jCorrect,
          },
          {
            tex: String.raw`-(1+e)\,v_s/(\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
            value: (s) => (-(1 + s.p.e) * linearVn(s)) / (s.a.invMass + s.b.invMass),
          },
        ],
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
