// What the reader sees of the revolute-joint page's steps (./steps.ts), by step id: each displayed
// equation, each side's label in "plug in numbers", and the symbols the TeX check binds in them
// (tests/unit/site/tex-check.test.ts). Build time only: the page renders it to MathML, and the
// browser, which evaluates ./steps.ts, never loads it (src/lib/server-only.ts).
import { defineTex } from '../../kit/steps/define';
import { V2 } from '../../solver';
import { mulK } from './scenario';
import { cramer, derivation, jVec, sigma } from './steps';

const VREL = String.raw`\mathbf v_{\text{rel}}`;
const VRELP = String.raw`\mathbf v_{\text{rel}}'`;
const SIGMA = String.raw`\Big(\frac{1}{m_A} + \frac{1}{m_B}\Big)`;

export const texDerivation = defineTex(derivation, {
  symbols: {
    m_A: (s) => 1 / s.a.invMass,
    m_B: (s) => 1 / s.b.invMass,
    I_A: (s) => 1 / s.a.invInertia,
    I_B: (s) => 1 / s.b.invInertia,
    [String.raw`\omega_A`]: (s) => s.a.w,
    [String.raw`\omega_B`]: (s) => s.b.w,
    [String.raw`\omega_A'`]: (s) => s.result.a.w,
    [String.raw`\omega_B'`]: (s) => s.result.b.w,
    'r_{A,x}': (s) => s.rA.x,
    'r_{A,y}': (s) => s.rA.y,
    'r_{B,x}': (s) => s.rB.x,
    'r_{B,y}': (s) => s.rB.y,
    'k_{11}': (s) => s.result.K[0],
    'k_{12}': (s) => s.result.K[1],
    'k_{21}': (s) => s.result.K[2],
    'k_{22}': (s) => s.result.K[3],
    [String.raw`\sigma`]: sigma,
    [String.raw`\kappa_1`]: (s) => s.eig.l1,
    [String.raw`\kappa_2`]: (s) => s.eig.l2,
    [String.raw`m_{\text{eff}}(\mathbf d)`]: (s) => s.meff,
    "T'": (s) => s.kinetic.after,
    T: (s) => s.kinetic.before,
    [String.raw`v_{\text{rel},x}`]: (s) => s.result.vRel.x,
    [String.raw`v_{\text{rel},y}`]: (s) => s.result.vRel.y,
    // The components the post's routine returns (eq:rj-errata-solve).
    P_x: (s) => s.seed.x.x,
    P_y: (s) => s.seed.x.y,
    // Scalars written with vectors and matrices: 2D cross products, dot products, quadratic forms.
    [String.raw`\mathbf r_A\times\mathbf P`]: (s) => V2.cross(s.rA, jVec(s)),
    [String.raw`\mathbf r_B\times\mathbf P`]: (s) => V2.cross(s.rB, jVec(s)),
    [String.raw`\mathbf r_A\times\mathbf d`]: (s) => V2.cross(s.rA, s.d),
    [String.raw`\mathbf r_B\times\mathbf d`]: (s) => V2.cross(s.rB, s.d),
    [String.raw`\mathbf r_A\times\mathbf r_B`]: (s) => V2.cross(s.rA, s.rB),
    [String.raw`|\mathbf r_A|`]: (s) => V2.length(s.rA),
    [String.raw`|\mathbf r_B|`]: (s) => V2.length(s.rB),
    [String.raw`\mathbf e_1\cdot\mathbf d`]: (s) => V2.dot(s.eig.e1, s.d),
    [String.raw`\mathbf e_2\cdot\mathbf d`]: (s) => V2.dot(s.eig.e2, s.d),
    [String.raw`\mathbf P\cdot${VREL}`]: (s) => V2.dot(jVec(s), s.result.vRel),
    [String.raw`\det\mathbf K`]: (s) => s.det,
    [String.raw`\operatorname{tr}\mathbf K`]: (s) => s.trace,
    [String.raw`\mathbf d^{\mathsf T}\mathbf K\,\mathbf d`]: (s) => s.dKd,
    [String.raw`\mathbf P^{\mathsf T}\mathbf K\,\mathbf P`]: (s) =>
      V2.dot(jVec(s), mulK(s.result.K, jVec(s))),
    [String.raw`${VREL}^{\mathsf T}\mathbf K^{-1}${VREL}`]: (s) =>
      V2.dot(s.result.vRel, cramer(s, s.result.vRel)),
  },
  steps: {
    'eq:rj-anchor-velocity': {
      tex: String.raw`\begin{gathered} \mathbf v_{cA} = \mathbf v_A + \omega_A\times\mathbf r_A,\qquad \mathbf v_{cB} = \mathbf v_B + \omega_B\times\mathbf r_B,\\ ${VREL} = \mathbf v_{cB} - \mathbf v_{cA} \end{gathered}`,
      labels: [
        [String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_A + \omega_A\times\mathbf r_A`],
        [String.raw`\mathbf v_{cB}`, String.raw`\mathbf v_B + \omega_B\times\mathbf r_B`],
        [VREL, String.raw`\mathbf v_{cB} - \mathbf v_{cA}`],
      ],
    },
    'eq:rj-constraint': {
      tex: String.raw`${VRELP} = \mathbf v_{cB}' - \mathbf v_{cA}' = \mathbf 0`,
      labels: [[VRELP, String.raw`\mathbf 0`]],
    },
    'eq:rj-impulse-update': {
      tex: String.raw`\begin{gathered} \mathbf v_A' = \mathbf v_A - \frac{\mathbf P}{m_A},\qquad \omega_A' = \omega_A - \frac{\mathbf r_A\times\mathbf P}{I_A},\\ \mathbf v_B' = \mathbf v_B + \frac{\mathbf P}{m_B},\qquad \omega_B' = \omega_B + \frac{\mathbf r_B\times\mathbf P}{I_B} \end{gathered}`,
      labels: [
        [String.raw`\mathbf v_A'`, String.raw`\mathbf v_A - \mathbf P/m_A`],
        [String.raw`\omega_A'`, String.raw`\omega_A - (\mathbf r_A\times\mathbf P)/I_A`],
        [String.raw`\mathbf v_B'`, String.raw`\mathbf v_B + \mathbf P/m_B`],
        [String.raw`\omega_B'`, String.raw`\omega_B + (\mathbf r_B\times\mathbf P)/I_B`],
      ],
    },
    'eq:rj-expand': {
      tex: String.raw`${VRELP} = ${VREL} + ${SIGMA}\mathbf P + \frac{(\mathbf r_A\times\mathbf P)\times\mathbf r_A}{I_A} + \frac{(\mathbf r_B\times\mathbf P)\times\mathbf r_B}{I_B}`,
      labels: [[VRELP, String.raw`${VREL} + (\tfrac{1}{m_A} + \tfrac{1}{m_B})\mathbf P + \dots`]],
    },
    'eq:rj-cross-term': {
      tex: String.raw`\begin{aligned} (\mathbf r\times\mathbf P)\times\mathbf r &= \begin{pmatrix} r_y^2\,P_x - r_x r_y\,P_y\\ r_x^2\,P_y - r_x r_y\,P_x\end{pmatrix} = \begin{pmatrix} r_y^2 & -r_x r_y\\ -r_x r_y & r_x^2\end{pmatrix}\mathbf P\\ &= \mathbf r^{\perp}\,(\mathbf r^{\perp}\cdot\mathbf P),\qquad \mathbf r^{\perp} = \begin{pmatrix}-r_y\\ \hphantom{-}r_x\end{pmatrix} \end{aligned}`,
      labels: [
        [
          String.raw`(\mathbf r_A\times\mathbf P)\times\mathbf r_A`,
          String.raw`\big(\begin{smallmatrix} r_{A,y}^2 & -r_{A,x}r_{A,y}\\ -r_{A,x}r_{A,y} & r_{A,x}^2\end{smallmatrix}\big)\mathbf P`,
          String.raw`\mathbf r_A^{\perp}(\mathbf r_A^{\perp}\cdot\mathbf P)`,
        ],
        [
          String.raw`(\mathbf r_B\times\mathbf P)\times\mathbf r_B`,
          String.raw`\big(\begin{smallmatrix} r_{B,y}^2 & -r_{B,x}r_{B,y}\\ -r_{B,x}r_{B,y} & r_{B,x}^2\end{smallmatrix}\big)\mathbf P`,
          String.raw`\mathbf r_B^{\perp}(\mathbf r_B^{\perp}\cdot\mathbf P)`,
        ],
      ],
    },
    'eq:rj-k-matrix': {
      tex: String.raw`\begin{aligned} ${VRELP} &= ${VREL} + \mathbf K\,\mathbf P,\qquad \mathbf K = \begin{pmatrix} k_{11} & k_{12}\\ k_{21} & k_{22}\end{pmatrix},\\ k_{11} &= \frac{1}{m_A} + \frac{1}{m_B} + \frac{r_{A,y}^2}{I_A} + \frac{r_{B,y}^2}{I_B},\\ k_{12} = k_{21} &= -\Big(\frac{r_{A,x}\,r_{A,y}}{I_A} + \frac{r_{B,x}\,r_{B,y}}{I_B}\Big),\\ k_{22} &= \frac{1}{m_A} + \frac{1}{m_B} + \frac{r_{A,x}^2}{I_A} + \frac{r_{B,x}^2}{I_B} \end{aligned}`,
      labels: [
        [VRELP, String.raw`${VREL} + \mathbf K\mathbf P`],
        [
          'k_{11}',
          String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{r_{A,y}^2}{I_A} + \tfrac{r_{B,y}^2}{I_B}`,
        ],
        ['k_{12}', String.raw`-(\tfrac{r_{A,x}r_{A,y}}{I_A} + \tfrac{r_{B,x}r_{B,y}}{I_B})`],
        ['k_{21}', 'k_{12}'],
        [
          'k_{22}',
          String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{r_{A,x}^2}{I_A} + \tfrac{r_{B,x}^2}{I_B}`,
        ],
      ],
    },
    'eq:rj-pendulum': {
      tex: String.raw`\begin{gathered} \text{A immovable},\quad \mathbf r_B = \begin{pmatrix}0\\ \ell\end{pmatrix},\quad \mathbf r_B^{\perp} = \begin{pmatrix}-\ell\\ 0\end{pmatrix}:\qquad \mathbf K = \frac{1}{m_B}\,\mathbf 1 + \frac{1}{I_B}\begin{pmatrix}\ell^2 & 0\\ 0 & 0\end{pmatrix} = \begin{pmatrix}\frac{1}{m_B} + \frac{\ell^2}{I_B} & 0\\ 0 & \frac{1}{m_B}\end{pmatrix} \\ \text{a uniform rod of length } 2\ell:\ \ I_{\text{rod}} = \tfrac{1}{12}\,m_B\,(2\ell)^2 = \tfrac13\,m_B\,\ell^2,\qquad \mathbf K = \begin{pmatrix}4/m_B & 0\\ 0 & 1/m_B\end{pmatrix} \end{gathered}`,
      labels: [
        [String.raw`k^{\circ}_{11}`, String.raw`\tfrac{1}{m_B} + \tfrac{\ell^2}{I_B}`],
        [String.raw`k^{\circ}_{12}`, '0'],
        [String.raw`k^{\circ}_{22}`, String.raw`\tfrac{1}{m_B}`],
        [String.raw`I_{\text{rod}}`, String.raw`\tfrac13\,m_B\,\ell^2`],
        [String.raw`k_{11}\ \text{(rod)}`, String.raw`4/m_B`],
        [String.raw`k_{22}\ \text{(rod)}`, String.raw`1/m_B`],
      ],
      symbols: {
        // B's own mass and inertia, hanging free from the pivot, whatever the widget makes of B.
        m_B: (s) => s.p.mB,
        I_B: (s) => s.p.IB,
        [String.raw`\ell`]: (s) => s.pendulum.arm,
        [String.raw`I_{\text{rod}}`]: (s) => s.pendulum.rodInertia,
      },
    },
    'eq:rj-solve': {
      tex: String.raw`\mathbf K\,\mathbf P = -${VREL}`,
      labels: [[String.raw`\mathbf K\mathbf P`, `-${VREL}`]],
    },
    'eq:rj-k-sum': {
      tex: String.raw`\mathbf K = ${SIGMA}\mathbf 1 + \frac{1}{I_A}\,\mathbf r_A^{\perp}\mathbf r_A^{\perp\mathsf T} + \frac{1}{I_B}\,\mathbf r_B^{\perp}\mathbf r_B^{\perp\mathsf T}`,
      labels: [
        [
          String.raw`\mathbf K\mathbf d`,
          String.raw`(\tfrac{1}{m_A} + \tfrac{1}{m_B})\mathbf d + \tfrac{1}{I_A}\mathbf r_A^{\perp}(\mathbf r_A^{\perp}\cdot\mathbf d) + \tfrac{1}{I_B}\mathbf r_B^{\perp}(\mathbf r_B^{\perp}\cdot\mathbf d)`,
        ],
      ],
    },
    'eq:rj-quadratic': {
      tex: String.raw`\mathbf d^{\mathsf T}\mathbf K\,\mathbf d = \frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf d)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf d)^2}{I_B} \;\ge\; 0`,
      labels: [
        [
          String.raw`\mathbf d^{\mathsf T}\mathbf K\mathbf d`,
          String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf d)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf d)^2}{I_B}`,
        ],
      ],
    },
    'eq:rj-jacobian': {
      tex: String.raw`\begin{gathered} \mathbf C = (\mathbf x_B + \mathbf r_B) - (\mathbf x_A + \mathbf r_A),\qquad \dot{\mathbf C} = \mathbf J\mathbf V = ${VREL},\\ \mathbf J = \begin{pmatrix} -\mathbf 1 & -\mathbf r_A^{\perp} & \mathbf 1 & \mathbf r_B^{\perp}\end{pmatrix},\qquad \mathbf K = \mathbf J\,\mathbf M^{-1}\mathbf J^{\mathsf T} \end{gathered}`,
      labels: [
        [String.raw`\mathbf C`, String.raw`(\mathbf x_B + \mathbf r_B) - (\mathbf x_A + \mathbf r_A)`],
        [String.raw`\mathbf J\mathbf V`, VREL],
        [
          String.raw`\text{column 1 of } \mathbf J\mathbf M^{-1}\mathbf J^{\mathsf T}`,
          String.raw`(k_{11}, k_{21})`,
        ],
        [
          String.raw`\text{column 2 of } \mathbf J\mathbf M^{-1}\mathbf J^{\mathsf T}`,
          String.raw`(k_{12}, k_{22})`,
        ],
      ],
    },
    'eq:rj-det': {
      tex: String.raw`\begin{aligned} \det\mathbf K &= k_{11}k_{22} - k_{12}k_{21} = \sigma^2 + \sigma\Big(\frac{|\mathbf r_A|^2}{I_A} + \frac{|\mathbf r_B|^2}{I_B}\Big) + \frac{(\mathbf r_A\times\mathbf r_B)^2}{I_A\,I_B},\\ \operatorname{tr}\mathbf K &= 2\sigma + \frac{|\mathbf r_A|^2}{I_A} + \frac{|\mathbf r_B|^2}{I_B},\qquad \sigma = \frac{1}{m_A} + \frac{1}{m_B} \end{aligned}`,
      labels: [
        [
          String.raw`\det\mathbf K`,
          String.raw`\sigma^2 + \sigma(\dots) + \tfrac{(\mathbf r_A\times\mathbf r_B)^2}{I_A I_B}`,
        ],
        [
          String.raw`\operatorname{tr}\mathbf K`,
          String.raw`2\sigma + \tfrac{|\mathbf r_A|^2}{I_A} + \tfrac{|\mathbf r_B|^2}{I_B}`,
        ],
      ],
    },
    'eq:rj-cramer': {
      tex: String.raw`\mathbf P = \frac{1}{\det\mathbf K}\begin{pmatrix} \hphantom{-}k_{22} & -k_{12}\\ -k_{21} & \hphantom{-}k_{11}\end{pmatrix}\begin{pmatrix} -v_{\text{rel},x}\\ -v_{\text{rel},y}\end{pmatrix}`,
      labels: [[String.raw`\mathbf P`, String.raw`\tfrac{1}{\det\mathbf K}(\dots)(-${VREL})`]],
    },
    'eq:rj-pinv': {
      tex: String.raw`\begin{gathered} \operatorname{rank}\mathbf K = 1:\quad \mathbf K = (\operatorname{tr}\mathbf K)\,\mathbf u\mathbf u^{\mathsf T},\qquad \mathbf K^{+} = \frac{\mathbf u\mathbf u^{\mathsf T}}{\operatorname{tr}\mathbf K} = \frac{\mathbf K}{(\operatorname{tr}\mathbf K)^2} \\ \mathbf P^{+} = -\mathbf K^{+}${VREL} = -\frac{\mathbf K\,${VREL}}{(\operatorname{tr}\mathbf K)^2},\qquad ${VRELP} = ${VREL} - (\mathbf u\cdot${VREL})\,\mathbf u \end{gathered}`,
      labels: [
        [String.raw`\operatorname{rank}\mathbf K^{\circ}`, '1'],
        [
          String.raw`\operatorname{tr}\mathbf K^{\circ}`,
          String.raw`\mathbf u^{\mathsf T}\mathbf K^{\circ}\mathbf u`,
        ],
        [String.raw`\det\mathbf K^{\circ}`, '0'],
        [
          String.raw`${VRELP}^{\circ}\ \text{after}\ \mathbf P = \mathbf 0\ \text{(policy)}`,
          String.raw`${VREL}^{\circ}`,
        ],
        [
          String.raw`\mathbf P^{+}`,
          String.raw`-\mathbf K^{\circ}${VREL}^{\circ}/(\operatorname{tr}\mathbf K^{\circ})^2`,
        ],
        [
          String.raw`${VRELP}^{\circ}\ \text{after}\ \mathbf P^{+}`,
          String.raw`${VREL}^{\circ} - (\mathbf u\cdot${VREL}^{\circ})\,\mathbf u`,
          String.raw`\mathbf 0`,
        ],
        [String.raw`\omega_B^{\circ\prime}\ \text{after}\ \mathbf P^{+}`, '0'],
      ],
      // The step is written for the rank-1 example (K° on the page), not the widget's K.
      symbols: {
        [String.raw`\operatorname{rank}\mathbf K`]: (s) => s.axle.pinv.rank,
        [String.raw`\operatorname{tr}\mathbf K^{\circ}`]: (s) => s.axle.pinv.K[0] + s.axle.pinv.K[3],
      },
    },
    'eq:rj-eigen': {
      tex: String.raw`\begin{gathered} \kappa_{1,2} = \frac{k_{11} + k_{22}}{2} \pm \sqrt{\Big(\frac{k_{11} - k_{22}}{2}\Big)^2 + k_{12}^2},\\ \mathbf K\,\mathbf e_i = \kappa_i\,\mathbf e_i,\qquad \kappa_1 + \kappa_2 = \operatorname{tr}\mathbf K,\qquad \kappa_1\kappa_2 = \det\mathbf K \end{gathered}`,
      labels: [
        [String.raw`\kappa_1`, String.raw`\tfrac{k_{11}+k_{22}}{2} + \sqrt{\dots}`],
        [String.raw`\kappa_2`, String.raw`\tfrac{k_{11}+k_{22}}{2} - \sqrt{\dots}`],
        [String.raw`\mathbf K\mathbf e_1`, String.raw`\kappa_1\mathbf e_1`],
        [String.raw`\mathbf K\mathbf e_2`, String.raw`\kappa_2\mathbf e_2`],
        [String.raw`\kappa_1 + \kappa_2`, String.raw`\operatorname{tr}\mathbf K`],
        [String.raw`\kappa_1\kappa_2`, String.raw`\det\mathbf K`],
      ],
    },
    'eq:rj-meff': {
      tex: String.raw`\begin{gathered} m_{\text{eff}}(\mathbf d) = \frac{1}{\mathbf d^{\mathsf T}\mathbf K\,\mathbf d} = \frac{1}{\kappa_1(\mathbf e_1\cdot\mathbf d)^2 + \kappa_2(\mathbf e_2\cdot\mathbf d)^2},\\ \frac{1}{\kappa_1} \le m_{\text{eff}}(\mathbf d) \le \frac{1}{\kappa_2} \end{gathered}`,
      labels: [
        [
          String.raw`m_{\text{eff}}(\mathbf d)`,
          String.raw`1/(\mathbf d^{\mathsf T}\mathbf K\mathbf d)`,
          String.raw`1/(\kappa_1(\mathbf e_1\cdot\mathbf d)^2 + \kappa_2(\mathbf e_2\cdot\mathbf d)^2)`,
        ],
      ],
    },
    'eq:rj-energy': {
      tex: String.raw`\begin{aligned} T' - T &= \mathbf P\cdot${VREL} + \tfrac12\,\mathbf P^{\mathsf T}\mathbf K\,\mathbf P\\ &= \tfrac12\,\mathbf P\cdot${VREL} = -\tfrac12\,${VREL}^{\mathsf T}\mathbf K^{-1}${VREL} \;\le\; 0 \end{aligned}`,
      labels: [
        [
          String.raw`T' - T`,
          String.raw`\mathbf P\cdot${VREL} + \tfrac12\mathbf P^{\mathsf T}\mathbf K\mathbf P`,
          String.raw`\tfrac12\mathbf P\cdot${VREL}`,
          String.raw`-\tfrac12${VREL}^{\mathsf T}\mathbf K^{-1}${VREL}`,
        ],
      ],
    },
    'eq:rj-mass-weighted': {
      tex: String.raw`\begin{gathered} \Delta\mathbf x_A = \frac{1/m_A}{1/m_A + 1/m_B}\,\mathbf C,\qquad \Delta\mathbf x_B = -\frac{1/m_B}{1/m_A + 1/m_B}\,\mathbf C,\\ \mathbf a^{\ast} = \frac{\mathbf a_A/m_B + \mathbf a_B/m_A}{1/m_A + 1/m_B} \end{gathered}`,
      labels: [
        [String.raw`\Delta\mathbf x_A`, String.raw`\tfrac{1/m_A}{1/m_A + 1/m_B}\mathbf C`],
        [String.raw`\Delta\mathbf x_B`, String.raw`-\tfrac{1/m_B}{1/m_A + 1/m_B}\mathbf C`],
        [
          String.raw`\text{A's anchor after}`,
          String.raw`\text{B's anchor after}`,
          String.raw`\mathbf a^{\ast}`,
        ],
      ],
    },
    'eq:rj-baumgarte': {
      tex: String.raw`\begin{gathered} \mathbf K\,\mathbf P = -\Big(${VREL} + \frac{\beta}{\Delta t}\,\mathbf C\Big)\\ \Longrightarrow\quad ${VRELP} = -\frac{\beta}{\Delta t}\,\mathbf C \end{gathered}`,
      labels: [
        [String.raw`\mathbf K\mathbf P`, String.raw`-(${VREL} + \tfrac{\beta}{\Delta t}\mathbf C)`],
        [VRELP, String.raw`-\tfrac{\beta}{\Delta t}\mathbf C`],
      ],
    },
    'eq:rj-errata-solve': {
      tex: String.raw`\begin{gathered} P_y = \frac{k_{11}\,(-v_{\text{rel},y}) - k_{21}\,(-v_{\text{rel},x})}{\det\mathbf K},\\ P_x = \frac{-v_{\text{rel},x} - k_{12}\,P_y}{k_{11}} \end{gathered}`,
      labels: [[String.raw`\mathbf P_{\text{000}}`, String.raw`\mathbf P\ \text{(Cramer, guarded)}`]],
    },
  },
});
