// What the reader sees of the friction-clamping page's steps (./steps.ts), by step id: each
// displayed equation, each side's label in "plug in numbers", and the symbols the TeX check binds
// in them (tests/unit/site/tex-check.test.ts). Build time only: the page renders it to MathML, and
// the browser, which evaluates ./steps.ts, never loads it (src/lib/server-only.ts).
import { defineTex } from '../../kit/steps/define';
import { STANDARD_GRAVITY } from '../../sim';
import { combineCoefficients, V2 } from '../../solver';
import { contactL, derivation, t, vcA, vcB, vtAfter, vtBefore } from './steps';

const K_T = String.raw`\frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf t)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf t)^2}{I_B}`;
const MEFF = String.raw`m_{\text{eff},t}`;

export const texDerivation = defineTex(derivation, {
  symbols: {
    m_A: (s) => 1 / s.a.invMass,
    m_B: (s) => 1 / s.b.invMass,
    I_A: (s) => 1 / s.a.invInertia,
    I_B: (s) => 1 / s.b.invInertia,
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
  },
  steps: {
    'eq:fr-tangent': {
      tex: String.raw`\mathbf t = \begin{pmatrix}-n_y\\ \hphantom{-}n_x\end{pmatrix}, \qquad \mathbf t\cdot\mathbf n = 0`,
      labels: [
        [String.raw`\mathbf t`, String.raw`(-n_y,\ n_x)`],
        [String.raw`\mathbf t\cdot\mathbf n`, '0'],
      ],
    },
    'eq:fr-vt': {
      tex: String.raw`v_t = \mathbf v_{\text{rel}}\cdot\mathbf t, \qquad \mathbf v_{\text{rel}} = \mathbf v_{cB} - \mathbf v_{cA}\ \ \text{(after the normal impulse)}`,
      labels: [['v_t', String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf t`]],
    },
    'eq:fr-k': {
      tex: String.raw`\begin{gathered} v_t' = v_t + k_t\, j_t, \\[4pt] k_t = ${K_T} = \frac{1}{${MEFF}} \end{gathered}`,
      labels: [
        [String.raw`k_t = 1/${MEFF}`, String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`],
        ["v_t'", String.raw`v_t + k_t\,j_t`],
      ],
    },
    'eq:fr-jt-star': {
      tex: String.raw`v_t + k_t\, j_t^* = 0 \quad\Longrightarrow\quad j_t^* = -\frac{v_t}{k_t} = -${MEFF}\, v_t`,
      labels: [['j_t^*', String.raw`-v_t/k_t`, String.raw`-${MEFF}\,v_t`]],
    },
    'eq:fr-static': {
      tex: String.raw`\begin{aligned} &\text{stick, if } |j_t^*| \le \mu_s\, j_n: \\ &\qquad j_t = j_t^*, \qquad v_t' = v_t + k_t\, j_t^* = 0 \end{aligned}`,
      labels: [[String.raw`v_t'\ \text{after}\ j_t^*`, String.raw`v_t + k_t\,j_t^*`, '0']],
      // The stick candidate, whether or not it is the one applied.
      symbols: { j_t: (s) => s.candidates.stick.jt, "v_t'": (s) => s.candidates.stick.vtAfter },
    },
    'eq:fr-dynamic': {
      tex: String.raw`\begin{aligned} &\text{slip, if } |j_t^*| > \mu_s\, j_n: \\ &\qquad j_t = \operatorname{sign}(j_t^*)\,\mu_d\, j_n, \qquad v_t' = \operatorname{sign}(v_t)\,\big(|v_t| - k_t\,\mu_d\, j_n\big) \end{aligned}`,
      labels: [
        [
          String.raw`v_t'\ \text{after}\ \operatorname{sign}(j_t^*)\mu_d j_n`,
          String.raw`\operatorname{sign}(v_t)(|v_t| - k_t\mu_d j_n)`,
        ],
      ],
      // The slip candidate, whether or not it is the one applied.
      symbols: { j_t: (s) => s.candidates.slip.jt, "v_t'": (s) => s.candidates.slip.vtAfter },
    },
    'eq:fr-clamp': {
      tex: String.raw`j_t = \begin{cases} j_t^* & \text{if } |j_t^*| \le \mu_s\, j_n \quad\text{(stick)}\\[2pt] \operatorname{sign}(j_t^*)\,\mu_d\, j_n & \text{otherwise} \quad\text{(slip)}\end{cases}`,
      labels: [
        ['j_t', String.raw`\text{the case that holds}`],
        ["v_t'", String.raw`\text{its}\ v_t'`],
      ],
    },
    'eq:fr-energy-derive': {
      tex: String.raw`\begin{aligned} T' - T &= \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{cB} + \mathbf v_{cB}'\big) - \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{cA} + \mathbf v_{cA}'\big) \\ &= \tfrac12\,j_t\,\mathbf t\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big) \end{aligned}`,
      labels: [
        [String.raw`T_B' - T_B`, String.raw`\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{cB} + \mathbf v_{cB}')`],
        [
          String.raw`T_A' - T_A`,
          String.raw`-\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{cA} + \mathbf v_{cA}')`,
        ],
        [
          String.raw`T' - T`,
          String.raw`\tfrac12\,j_t\,\mathbf t\cdot(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}')`,
        ],
      ],
      // The velocities here are those the normal impulse left (before friction) and friction's result.
      symbols: {
        [String.raw`\mathbf t\cdot\big(\mathbf v_{cB} + \mathbf v_{cB}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(vcB(s.normal.b, s), vcB(s.friction.b, s))),
        [String.raw`\mathbf t\cdot\big(\mathbf v_{cA} + \mathbf v_{cA}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(vcA(s.normal.a, s), vcA(s.friction.a, s))),
        [String.raw`\mathbf t\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`]: (s) =>
          V2.dot(t(s), V2.add(s.vRelAfterNormal, s.vRelAfter)),
      },
    },
    'eq:fr-energy': {
      tex: String.raw`T' - T = \tfrac12\, j_t\,\big(v_t + v_t'\big)`,
      labels: [[String.raw`T' - T`, String.raw`\tfrac12\,j_t\,(v_t + v_t')`]],
    },
    'eq:fr-energy-static': {
      tex: String.raw`\text{stick:}\qquad T' - T = \tfrac12\, j_t^*\, v_t = -\tfrac12\, ${MEFF}\, v_t^2`,
      labels: [
        [
          String.raw`T' - T\ \text{after}\ j_t^*`,
          String.raw`\tfrac12\,j_t^*\,v_t`,
          String.raw`-\tfrac12\,${MEFF}\,v_t^2`,
        ],
      ],
      // T′ after the stick candidate.
      symbols: { "T'": (s) => s.energy.afterNormal + s.candidates.stick.energyChange },
    },
    'eq:fr-energy-dynamic': {
      tex: String.raw`\text{slip:}\qquad T' - T = -\mu_d\, j_n\,\big(|v_t| - \tfrac12\, k_t\,\mu_d\, j_n\big)`,
      labels: [
        [
          String.raw`T' - T\ \text{after}\ \operatorname{sign}(j_t^*)\mu_d j_n`,
          String.raw`-\mu_d j_n(|v_t| - \tfrac12 k_t\mu_d j_n)`,
        ],
      ],
      // T′ after the slip candidate.
      symbols: { "T'": (s) => s.energy.afterNormal + s.candidates.slip.energyChange },
    },
    'eq:fr-accumulated': {
      tex: String.raw`\lambda_t \leftarrow \operatorname{clamp}\big(\lambda_t - ${MEFF}\, v_t,\ -\mu\,\lambda_n,\ \mu\,\lambda_n\big) `,
      labels: [
        [
          String.raw`\lambda_t\ \text{after 8 iterations},\ \mu = \mu_s`,
          String.raw`\operatorname{clamp}(j_t^*, -\mu_s j_n, \mu_s j_n)`,
        ],
      ],
    },
    'eq:fr-combine': {
      tex: String.raw`\mu = \sqrt{\mu_A\,\mu_B}`,
      labels: [[String.raw`\mu`, String.raw`\sqrt{\mu_A\mu_B}`]],
    },
    'eq:fr-angular-momentum': {
      tex: String.raw`L_c = I_B\,\omega_B - m_B\,\mathbf r_B\times\mathbf v_B, \qquad \Delta L_c = I_B\,\Delta\omega_B - m_B\,\mathbf r_B\times\Delta\mathbf v_B = \mathbf r_B\times\mathbf P - \mathbf r_B\times\mathbf P = 0`,
      labels: [
        [String.raw`L_c\ \text{before}`, String.raw`I_B\,\omega_B - m_B\,\mathbf r_B\times\mathbf v_B`],
        [String.raw`L_c\ \text{after the normal impulse}`, String.raw`L_c\ \text{after friction}`],
        [String.raw`\Delta L_c`, '0'],
      ],
      // ω_B, v_B are B's before both impulses; P is everything the contact gave B (normal and friction).
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
    },
    'eq:fr-moving-point': {
      tex: String.raw`\frac{dL_p}{dt} = \tau_p - \dot{\mathbf p}\times m_B\,\mathbf v_B = \tau_p \quad\text{when}\ \dot{\mathbf p} = \mathbf v_B, \qquad \tau_p^{\text{gravity}} = -\mathbf r_B\times m_B\,\mathbf g = m_B\,g\,r_{B,x}`,
      labels: [[String.raw`\tau_p^{\text{gravity}}`, String.raw`m_B\,g\,r_{B,x}`]],
      symbols: {
        [String.raw`\tau_p^{\text{gravity}}`]: (s) =>
          V2.cross(V2.neg(s.c.rB), { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
        [String.raw`\mathbf r_B\times m_B\,\mathbf g`]: (s) =>
          V2.cross(s.c.rB, { x: 0, y: -STANDARD_GRAVITY / s.b.invMass }),
        g: () => STANDARD_GRAVITY,
        [String.raw`r_{B,x}`]: (s) => s.c.rB.x,
      },
    },
  },
});
