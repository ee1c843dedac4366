// What the reader sees of the normal-impulse page's steps (./steps.ts), by step id: each displayed
// equation, each side's label in "plug in numbers", and the symbols the TeX check binds in them
// (tests/unit/site/tex-check.test.ts). Build time only: the page renders it to MathML, and the
// browser, which evaluates ./steps.ts, never loads it (src/lib/server-only.ts).
import { defineTex } from '../../kit/steps/define';
import { kineticEnergy2, V2 } from '../../solver';
import type { Collision } from './scenario';
import {
  derivation,
  linearVn,
  P,
  rAxn,
  rBxn,
  vA1,
  vA1After,
  vB1,
  vB1After,
  vcA,
  vcB,
  vn1After,
  vnAfter,
  vRelAfter,
} from './steps';

const VRELN = String.raw`\mathbf v_{\text{rel}}'\cdot\mathbf n`;
/** The on-ramp's steps read j and v_n (and v_n′) of the collision made head-on, not the widget's. */
const HEAD_ON_J = { j: (s: Collision) => s.headOn.result.j };
const HEAD_ON_VN = { v_n: (s: Collision) => s.headOn.result.vn };
const HEAD_ON_VN_AFTER = { "v_n'": vn1After };
const K_SUM = String.raw`\frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}`;

export const texDerivation = defineTex(derivation, {
  symbols: {
    m_A: (s) => 1 / s.a.invMass,
    m_B: (s) => 1 / s.b.invMass,
    I_A: (s) => 1 / s.a.invInertia,
    I_B: (s) => 1 / s.b.invInertia,
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
  steps: {
    'eq:ni-1d-momentum': {
      tex: String.raw`m_A v_A' = m_A v_A - j, \qquad m_B v_B' = m_B v_B + j`,
      labels: [
        [String.raw`m_A v_A'`, String.raw`m_A v_A - j`],
        [String.raw`m_B v_B'`, String.raw`m_B v_B + j`],
      ],
      symbols: HEAD_ON_J,
    },
    'eq:ni-1d-velocity': {
      tex: String.raw`v_A' = v_A - \frac{j}{m_A}, \qquad v_B' = v_B + \frac{j}{m_B}`,
      labels: [
        [String.raw`v_A'`, String.raw`v_A - j/m_A`],
        [String.raw`v_B'`, String.raw`v_B + j/m_B`],
      ],
      symbols: HEAD_ON_J,
    },
    'eq:ni-1d-approach': {
      tex: String.raw`v_n = v_B - v_A, \qquad v_n' = v_B' - v_A'`,
      labels: [
        ['v_n', 'v_B - v_A'],
        ["v_n'", "v_B' - v_A'"],
      ],
      symbols: { ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
    },
    'eq:ni-1d-restitution': {
      tex: String.raw`v_n' = -e\, v_n`,
      labels: [["v_n'", String.raw`-e\,v_n`]],
      symbols: { ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
    },
    'eq:ni-1d-solve': {
      tex: String.raw`v_n' = \left(v_B + \frac{j}{m_B}\right) - \left(v_A - \frac{j}{m_A}\right) = v_n + j\left(\frac{1}{m_A} + \frac{1}{m_B}\right) = -e\, v_n`,
      labels: [
        [
          "v_n'",
          String.raw`(v_B + \tfrac{j}{m_B}) - (v_A - \tfrac{j}{m_A})`,
          String.raw`v_n + j\,(\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
          String.raw`-e\,v_n`,
        ],
      ],
      symbols: { ...HEAD_ON_J, ...HEAD_ON_VN, ...HEAD_ON_VN_AFTER },
    },
    'eq:ni-1d-j': {
      tex: String.raw`j = \frac{-(1+e)\,v_n}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      labels: [['j', String.raw`-(1+e)\,v_n / (\tfrac{1}{m_A} + \tfrac{1}{m_B})`]],
      symbols: { ...HEAD_ON_J, ...HEAD_ON_VN },
    },
    'eq:ni-impulse-linear': {
      tex: String.raw`\mathbf v_A' = \mathbf v_A - \frac{1}{m_A}\,\mathbf P, \qquad \mathbf v_B' = \mathbf v_B + \frac{1}{m_B}\,\mathbf P`,
      labels: [
        [String.raw`\mathbf v_A'`, String.raw`\mathbf v_A - \tfrac{1}{m_A}\mathbf P`],
        [String.raw`\mathbf v_B'`, String.raw`\mathbf v_B + \tfrac{1}{m_B}\mathbf P`],
      ],
    },
    'eq:ni-impulse-angular': {
      tex: String.raw`\omega_A' = \omega_A - \frac{1}{I_A}\,(\mathbf r_A\times\mathbf P), \qquad \omega_B' = \omega_B + \frac{1}{I_B}\,(\mathbf r_B\times\mathbf P)`,
      labels: [
        [String.raw`\omega_A'`, String.raw`\omega_A - \tfrac{1}{I_A}(\mathbf r_A\times\mathbf P)`],
        [String.raw`\omega_B'`, String.raw`\omega_B + \tfrac{1}{I_B}(\mathbf r_B\times\mathbf P)`],
      ],
    },
    'eq:ni-cross-2d': {
      tex: String.raw`\omega\times\mathbf r = \begin{pmatrix}-\omega\, r_y\\ \hphantom{-}\omega\, r_x\end{pmatrix}, \qquad \mathbf r\times\mathbf P = r_x P_y - r_y P_x`,
      labels: [
        [String.raw`\omega_A\times\mathbf r_A`, String.raw`(-\omega_A r_{A,y},\ \omega_A r_{A,x})`],
        [String.raw`\mathbf r_B\times\mathbf P`, String.raw`r_{B,x}P_y - r_{B,y}P_x`],
      ],
    },
    'eq:ni-contact-velocity': {
      tex: String.raw`\mathbf v_{cA} = \mathbf v_A + \omega_A\times\mathbf r_A, \qquad \mathbf v_{cB} = \mathbf v_B + \omega_B\times\mathbf r_B`,
      labels: [
        [String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_A + \omega_A\times\mathbf r_A`],
        [String.raw`\mathbf v_{cB}`, String.raw`\mathbf v_B + \omega_B\times\mathbf r_B`],
      ],
    },
    'eq:ni-relative-velocity': {
      tex: String.raw`\mathbf v_{\text{rel}} = \mathbf v_{cB} - \mathbf v_{cA}, \qquad v_n = \mathbf v_{\text{rel}}\cdot\mathbf n`,
      labels: [
        [String.raw`\mathbf v_{\text{rel}}`, String.raw`\mathbf v_{cB} - \mathbf v_{cA}`],
        [String.raw`v_n`, String.raw`\mathbf v_{\text{rel}}\cdot\mathbf n`],
      ],
    },
    'eq:ni-restitution': {
      tex: String.raw`${VRELN} = -e\, v_n`,
      labels: [[VRELN, String.raw`-e\,v_n`]],
    },
    'eq:ni-expand': {
      tex: String.raw`${VRELN} = \Big[\Big(\mathbf v_B + \frac{j}{m_B}\mathbf n + \big(\omega_B + \tfrac{j}{I_B}\,\mathbf r_B\times\mathbf n\big)\times\mathbf r_B\Big) - \Big(\mathbf v_A - \frac{j}{m_A}\mathbf n + \big(\omega_A - \tfrac{j}{I_A}\,\mathbf r_A\times\mathbf n\big)\times\mathbf r_A\Big)\Big]\cdot\mathbf n`,
      labels: [[VRELN, String.raw`\big[(\dots)_B - (\dots)_A\big]\cdot\mathbf n`]],
    },
    'eq:ni-cross-identity': {
      tex: String.raw`(\omega\times\mathbf r)\cdot\mathbf n = \omega\,(\mathbf r\times\mathbf n)`,
      labels: [
        [
          String.raw`(\omega_A\times\mathbf r_A)\cdot\mathbf n`,
          String.raw`\omega_A(\mathbf r_A\times\mathbf n)`,
        ],
        [
          String.raw`(\omega_B\times\mathbf r_B)\cdot\mathbf n`,
          String.raw`\omega_B(\mathbf r_B\times\mathbf n)`,
        ],
      ],
    },
    'eq:ni-expanded': {
      tex: String.raw`${VRELN} = v_n + j\left(${K_SUM}\right)`,
      labels: [[VRELN, String.raw`v_n + j\,(\dots)`]],
    },
    'eq:ni-k': {
      tex: String.raw`k = ${K_SUM}, \qquad ${VRELN} = v_n + j\,k`,
      labels: [['k', String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`]],
    },
    'eq:ni-solve': {
      tex: String.raw`v_n + j\,k = -e\,v_n`,
      labels: [[String.raw`v_n + j\,k`, String.raw`-e\,v_n`]],
    },
    'eq:ni-j': {
      tex: String.raw`j = \frac{-(1+e)\,v_n}{k}`,
      labels: [['j', String.raw`-(1+e)\,v_n/k`]],
    },
    'eq:ni-meff': {
      tex: String.raw`m_{\text{eff}} = \frac{1}{k}, \qquad j = -(1+e)\,m_{\text{eff}}\,v_n`,
      labels: [
        [String.raw`m_{\text{eff}}`, String.raw`1/k`],
        ['j', String.raw`-(1+e)\,m_{\text{eff}}\,v_n`],
      ],
    },
    'eq:ni-energy-body': {
      tex: String.raw`\begin{aligned} T_B' - T_B &= \tfrac12\,m_B\big(|\mathbf v_B'|^2 - |\mathbf v_B|^2\big) + \tfrac12\,I_B\big(\omega_B'^2 - \omega_B^2\big) \\ &= \mathbf P\cdot\frac{\mathbf v_B + \mathbf v_B'}{2} + (\mathbf r_B\times\mathbf P)\,\frac{\omega_B + \omega_B'}{2} = \mathbf P\cdot\frac{\mathbf v_{cB} + \mathbf v_{cB}'}{2} \\ T_A' - T_A &= -\mathbf P\cdot\frac{\mathbf v_{cA} + \mathbf v_{cA}'}{2} \end{aligned}`,
      labels: [
        [
          String.raw`T_B' - T_B`,
          String.raw`\mathbf P\cdot\tfrac{\mathbf v_B + \mathbf v_B'}{2} + (\mathbf r_B\times\mathbf P)\tfrac{\omega_B + \omega_B'}{2}`,
          String.raw`\mathbf P\cdot\tfrac{\mathbf v_{cB} + \mathbf v_{cB}'}{2}`,
        ],
        [String.raw`T_A' - T_A`, String.raw`-\mathbf P\cdot\tfrac{\mathbf v_{cA} + \mathbf v_{cA}'}{2}`],
      ],
      // The kinetic energies, the speeds and the impulse's work on each contact point: scalars the
      // parser reads as symbols; the sums, halves and signs around them are checked from the TeX.
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
    },
    'eq:ni-energy-sum': {
      tex: String.raw`T' - T = \tfrac12\,\mathbf P\cdot\big[(\mathbf v_{cB} - \mathbf v_{cA}) + (\mathbf v_{cB}' - \mathbf v_{cA}')\big] = \tfrac12\,\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big) = \tfrac12\,j\,\big(v_n + v_n'\big)`,
      labels: [
        [
          String.raw`T' - T`,
          String.raw`\tfrac12\,\mathbf P\cdot(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}')`,
          String.raw`\tfrac12\,j\,(v_n + v_n')`,
        ],
      ],
      symbols: {
        "v_n'": vnAfter,
        [String.raw`\mathbf P\cdot\big[(\mathbf v_{cB} - \mathbf v_{cA}) + (\mathbf v_{cB}' - \mathbf v_{cA}')\big]`]:
          (s) => V2.dot(P(s), V2.add(V2.sub(vcB(s), vcA(s)), vRelAfter(s))),
        [String.raw`\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`]: (s) =>
          V2.dot(P(s), V2.add(s.result.vRel, vRelAfter(s))),
      },
    },
    'eq:ni-energy': {
      tex: String.raw`T' - T = -\tfrac12\,(1-e^2)\,m_{\text{eff}}\,v_n^2`,
      labels: [[String.raw`T' - T`, String.raw`-\tfrac12(1-e^2)\,m_{\text{eff}}\,v_n^2`]],
    },
    'eq:ni-restitution-laws': {
      tex: String.raw`\begin{gathered} j_c = -m_{\text{eff}}\,v_n\ \ \text{(the impulse that stops the approach)}, \qquad j - j_c = e\,j_c\ \ \text{(Poisson)} \\ W_c = \tfrac12\,j_c\,v_n = -\tfrac12\,m_{\text{eff}}\,v_n^2, \qquad W_r = \tfrac12\,(j - j_c)\,v_n' = \tfrac12\,m_{\text{eff}}\,v_n'^2, \qquad -\frac{W_r}{W_c} = e^2\ \ \text{(Stronge)} \end{gathered}`,
      labels: [
        [String.raw`j_c\ \text{(the same contact with}\ e = 0)`, String.raw`-m_{\text{eff}}\,v_n`],
        [String.raw`j - j_c`, String.raw`e\,j_c`],
        [String.raw`W_c = T_c - T`, String.raw`-\tfrac12\,m_{\text{eff}}\,v_n^2`],
        [String.raw`W_r = T' - T_c`, String.raw`\tfrac12\,m_{\text{eff}}\,v_n'^2`],
        [String.raw`-W_r/W_c`, 'e^2'],
      ],
      // The works from their impulse forms (½ j v), as the last row computes the ratio: energy
      // differences would lose every digit for a slow approach next to a large kinetic energy.
      symbols: {
        "v_n'": vnAfter,
        j_c: (s) => s.compression.j,
        W_c: (s) => 0.5 * s.compression.j * s.result.vn,
        W_r: (s) => 0.5 * (s.result.j - s.compression.j) * vnAfter(s),
      },
    },
    'eq:ni-push-only': {
      tex: String.raw`j = \max\!\big(0,\ -(1+e)\,m_{\text{eff}}\,v_n\big)`,
      labels: [['j', String.raw`\max(0, \dots)`]],
    },
    'eq:ni-linear-only': {
      tex: String.raw`j_{\text{lin}} = \frac{-(1+e)\,v_n}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      labels: [
        [
          String.raw`j\ \text{with}\ \tfrac{1}{I_A} = \tfrac{1}{I_B} = 0`,
          String.raw`-(1+e)\,v_n / (\tfrac{1}{m_A} + \tfrac{1}{m_B})`,
        ],
      ],
    },
    'eq:ni-seed001-map': {
      tex: String.raw`\hat{\mathbf n}_c = -\mathbf n, \qquad v_s = (\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c = (\mathbf v_B - \mathbf v_A)\cdot\mathbf n, \qquad \mathbf J = -\mathbf P\ \text{on A}:\ \ \mathbf J\cdot\hat{\mathbf n}_c = \mathbf P\cdot\mathbf n = j`,
      labels: [
        [
          String.raw`v_s = (\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c`,
          String.raw`(\mathbf v_B - \mathbf v_A)\cdot\mathbf n`,
        ],
        [
          String.raw`\mathbf J\cdot\hat{\mathbf n}_c = \frac{-(1+e)\,v_s}{1/m_A + 1/m_B}`,
          String.raw`j_{\text{lin}}\ \text{(centres, no rotation)}`,
        ],
      ],
      // Seed 001's numbers are of the centres (its sample has no rotation), so here j is its j_lin.
      symbols: {
        v_s: (s) => V2.dot(V2.sub(s.a.v, s.b.v), V2.neg(s.c.n)),
        j: (s) => s.seed001.jCorrect,
      },
    },
    'eq:ni-immovable': {
      tex: String.raw`j = \frac{-(1+e)\,\mathbf v_{cB}\cdot\mathbf n}{\frac{1}{m_B} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}} \quad\text{(A immovable and at rest)}`,
      labels: [
        [
          String.raw`j\ \text{against a resting immovable A}`,
          String.raw`-(1+e)\,\mathbf v_{cB}\cdot\mathbf n / (\dots)`,
        ],
      ],
      // Here j is the impulse against a resting immovable A, as the display says.
      symbols: { j: (s) => s.againstRestingA.j },
    },
    'eq:ni-errata-001': {
      tex: String.raw`j_{\text{001}} = \frac{-(1+e)\,v_s}{\frac{1}{m_A} - \frac{1}{m_B}} \qquad\text{instead of}\qquad j_{\text{lin}} = \frac{-(1+e)\,v_s}{\frac{1}{m_A} + \frac{1}{m_B}}`,
      labels: [
        [String.raw`j_{\text{001}}`, String.raw`-(1+e)\,v_s/(\tfrac{1}{m_A} - \tfrac{1}{m_B})`],
        [String.raw`j_{\text{lin}}`, String.raw`-(1+e)\,v_s/(\tfrac{1}{m_A} + \tfrac{1}{m_B})`],
      ],
      // Here v_s and j_lin are seed 001's, of the centres (the sample has no rotation): v_s is not the
      // contact's v_n of eq:ni-relative-velocity, and j_lin not eq:ni-linear-only's, whenever a body spins.
      symbols: {
        v_s: linearVn,
        [String.raw`j_{\text{lin}}`]: (s) => s.seed001.jCorrect,
      },
    },
  },
});
