// What the reader sees of the sphere-impulse page's steps (./steps.ts), by step id: each displayed
// equation, each side's label in "plug in numbers", and the symbols the TeX check binds in them
// (tests/unit/site/tex-check.test.ts). Build time only: the page renders it to MathML, and the
// browser, which evaluates ./steps.ts, never loads it (src/lib/server-only.ts).
import { defineTex } from '../../kit/steps/define';
import { M3, V3 } from '../../solver';
import { C_ENTRIES, coeffs, deltaL, derivation, kQuadratic, PV, spinPart, vn, type S } from './steps';

const VREL = String.raw`\mathbf v_{\text{rel}}`;
const VRELP = String.raw`\mathbf v_{\text{rel}}'`;
const IA = String.raw`\mathbf I_A^{-1}`;
const IB = String.raw`\mathbf I_B^{-1}`;
/** The basis n, t₀, t₁, in the order of basis(s) in steps.ts. */
const BASIS = [String.raw`\mathbf n`, String.raw`\mathbf t_0`, String.raw`\mathbf t_1`] as const;
const SIGMA_DEF = String.raw`\sigma = \frac{1}{m_A} + \frac{1}{m_B}`;

/** The labels of componentRows (steps.ts): each world component of `lhs = rhs`. */
function componentLabels(lhs: string, rhs: string) {
  const row = (k: 'x' | 'y' | 'z') =>
    [String.raw`\big(${lhs}\big)_${k}`, String.raw`\big(${rhs}\big)_${k}`] as const;
  return [row('x'), row('y'), row('z')] as const;
}

export const texDerivation = defineTex(derivation, {
  symbols: {
    m_A: (s) => 1 / s.a.invMass,
    m_B: (s) => 1 / s.b.invMass,
    e: (s) => s.p.e,
    v_n: vn,
    j: (s) => s.normal.j,
    k: (s) => s.normal.k,
    d: (s) => s.d,
    [String.raw`\sigma`]: (s) => s.lambda,
    [String.raw`\varphi`]: (s) => s.variant.phi,
    [String.raw`\psi`]: (s) => s.variant.psi,
    [String.raw`\xi`]: (s) => s.variant.xi,
    v_t: (s) => s.variant.vt,
    [String.raw`\varphi^\circ`]: (s) => s.centred.variant.phi,
    [String.raw`\psi^\circ`]: (s) => s.centred.variant.psi,
    [String.raw`\xi^\circ`]: (s) => s.centred.variant.xi,
    [String.raw`j^\circ`]: (s) => s.centred.normal.j,
    [String.raw`\tilde\psi`]: (s) => s.printed.psi,
    [String.raw`\tilde\xi`]: (s) => s.printed.xi,
    // Scalars written with vectors: normal and tangential components, quadratic forms, lengths.
    [String.raw`${VREL}\cdot\mathbf n`]: (s) => V3.dot(s.vRel, s.c.n),
    [String.raw`\mathbf t_0\cdot${VREL}`]: (s) => V3.dot(s.variant.t0, s.vRel),
    [String.raw`\mathbf t_1\cdot${VREL}`]: (s) => V3.dot(s.variant.t1, s.vRel),
    [String.raw`\mathbf n\cdot${VRELP}`]: (s) => s.afterVariant.vn,
    [String.raw`\mathbf t_0\cdot${VRELP}`]: (s) => s.afterVariant.vt0,
    [String.raw`\mathbf t_1\cdot${VRELP}`]: (s) => s.afterVariant.vt1,
    [String.raw`\mathbf n\cdot\tilde{\mathbf v}_{\text{rel}}'`]: (s) => V3.dot(s.c.n, s.printed.vRel),
    [String.raw`\mathbf t_0\cdot\tilde{\mathbf v}_{\text{rel}}'`]: (s) =>
      V3.dot(s.variant.t0, s.printed.vRel),
    [String.raw`\mathbf t_1\cdot\tilde{\mathbf v}_{\text{rel}}'`]: (s) =>
      V3.dot(s.variant.t1, s.printed.vRel),
    [String.raw`(\mathbf r_A\times\mathbf n)^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf n)`]: (s) =>
      M3.bilinear(V3.cross(s.c.rA, s.c.n), s.a.invInertia, V3.cross(s.c.rA, s.c.n)),
    [String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf n)`]: (s) =>
      M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, s.c.n)),
    [String.raw`\big((${IA}(\mathbf r_A\times\mathbf n))\times\mathbf r_A\big)\cdot\mathbf n`]: (s) =>
      V3.dot(spinPart(s.a.invInertia, s.c.rA, s.c.n), s.c.n),
    [String.raw`\big((${IB}(\mathbf r_B\times\mathbf n))\times\mathbf r_B\big)\cdot\mathbf n`]: (s) =>
      V3.dot(spinPart(s.b.invInertia, s.c.rB, s.c.n), s.c.n),
    [String.raw`|\Delta\mathbf L_B|`]: (s) => V3.length(deltaL(s.b, s.afterNormal.b)),
    // The variant's quadratic form at y = (φ, ψ, ξ), P_y its impulse (eq:sp-quadratic).
    [String.raw`\mathbf y^{\mathsf T} C\,\mathbf y`]: (s) => {
      const y = V3.vec3(...coeffs(s));
      return M3.bilinear(y, s.variant.C, y);
    },
    [String.raw`|\mathbf y|`]: (s) => Math.hypot(...coeffs(s)),
    [String.raw`(\mathbf r_A\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf P_{\mathbf y})`]:
      (s) => {
        const x = V3.cross(s.c.rA, PV(s));
        return M3.bilinear(x, s.a.invInertia, x);
      },
    [String.raw`(\mathbf r_B\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf P_{\mathbf y})`]:
      (s) => {
        const x = V3.cross(s.c.rB, PV(s));
        return M3.bilinear(x, s.b.invInertia, x);
      },
  },
  steps: {
    'eq:sp-relative-velocity': {
      tex: String.raw`\mathbf v_c = \mathbf v + \boldsymbol\omega\times\mathbf r, \qquad ${VREL} = \mathbf v_{cB} - \mathbf v_{cA}, \qquad v_n = ${VREL}\cdot\mathbf n`,
      labels: [
        [
          'v_n',
          String.raw`(\mathbf v_B + \boldsymbol\omega_B\times\mathbf r_B - \mathbf v_A - \boldsymbol\omega_A\times\mathbf r_A)\cdot\mathbf n`,
        ],
      ],
    },
    'eq:sp-linear': {
      tex: String.raw`\mathbf v_A' = \mathbf v_A - \frac{1}{m_A}\,\mathbf P, \qquad \mathbf v_B' = \mathbf v_B + \frac{1}{m_B}\,\mathbf P`,
      labels: [
        [String.raw`\mathbf v_A'\cdot\mathbf n`, String.raw`\mathbf v_A\cdot\mathbf n - \tfrac{j}{m_A}`],
        [String.raw`\mathbf v_B'\cdot\mathbf n`, String.raw`\mathbf v_B\cdot\mathbf n + \tfrac{j}{m_B}`],
      ],
    },
    'eq:sp-angular': {
      tex: String.raw`\boldsymbol\omega_A' = \boldsymbol\omega_A - ${IA}\,(\mathbf r_A\times\mathbf P), \qquad \boldsymbol\omega_B' = \boldsymbol\omega_B + ${IB}\,(\mathbf r_B\times\mathbf P)`,
      labels: [
        [
          String.raw`|\boldsymbol\omega_A' - \boldsymbol\omega_A|`,
          String.raw`|${IA}(\mathbf r_A\times\mathbf P)|`,
        ],
        ...componentLabels(
          String.raw`\boldsymbol\omega_B'`,
          String.raw`\boldsymbol\omega_B + ${IB}(\mathbf r_B\times\mathbf P)`,
        ),
      ],
    },
    'eq:sp-normal-expand': {
      tex: String.raw`\begin{aligned} ${VRELP}\cdot\mathbf n = v_n + j\Big(&\frac{1}{m_A} + \frac{1}{m_B} \\ &+ \big((${IA}(\mathbf r_A\times\mathbf n))\times\mathbf r_A\big)\cdot\mathbf n \\ &+ \big((${IB}(\mathbf r_B\times\mathbf n))\times\mathbf r_B\big)\cdot\mathbf n\Big)\end{aligned}`,
      labels: [[String.raw`${VRELP}\cdot\mathbf n`, String.raw`v_n + j\,(\dots)`]],
      symbols: { [String.raw`${VRELP}\cdot\mathbf n`]: (s) => s.afterNormal.vn },
    },
    'eq:sp-triple': {
      tex: String.raw`\begin{aligned} \big((\mathbf I^{-1}(\mathbf r\times\mathbf n))\times\mathbf r\big)\cdot\mathbf n &= \big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\cdot(\mathbf r\times\mathbf n) \\ &= (\mathbf r\times\mathbf n)^{\mathsf T}\,\mathbf I^{-1}\,(\mathbf r\times\mathbf n)\end{aligned}`,
      labels: (['A', 'B'] as const).map((body) => [
        String.raw`\big((\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n))\times\mathbf r_${body}\big)\cdot\mathbf n`,
        String.raw`(\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n))\cdot(\mathbf r_${body}\times\mathbf n)`,
        String.raw`(\mathbf r_${body}\times\mathbf n)^{\mathsf T}\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n)`,
      ]),
    },
    'eq:sp-normal-j': {
      tex: String.raw`\begin{aligned} k &= \frac{1}{m_A} + \frac{1}{m_B} + (\mathbf r_A\times\mathbf n)^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf n) \\ &\qquad + (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf n) \\ j &= \frac{-(1+e)\,v_n}{k}\end{aligned}`,
      labels: [
        ['k', String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`],
        ['j', String.raw`-(1+e)\,v_n/k`],
      ],
    },
    'eq:sp-eberly-f': {
      tex: String.raw`\begin{aligned} f &= \frac{-(1+\varepsilon)\,u}{D}, \qquad f = j \ \text{ when }\ \mathbf N_0 = -\mathbf n \\ u &= \mathbf N_0\cdot(\mathbf v_A^- - \mathbf v_B^-) + \mathbf w_A^-\cdot(\mathbf r_A\times\mathbf N_0) - \mathbf w_B^-\cdot(\mathbf r_B\times\mathbf N_0) \\ D &= m_A^{-1} + m_B^{-1} + (\mathbf r_A\times\mathbf N_0)^{\mathsf T}J_A^{-1}(\mathbf r_A\times\mathbf N_0) \\ &\qquad + (\mathbf r_B\times\mathbf N_0)^{\mathsf T}J_B^{-1}(\mathbf r_B\times\mathbf N_0)\end{aligned}`,
      labels: [[String.raw`f\ \text{(Eberly's eq. 18)}`, 'j']],
      // Eberly's notation: N₀ = −n, ε = e, J for the inverse inertia tensors, u and D his numerator and denominator.
      symbols: {
        f: (s) => (-(1 + s.p.e) * eberlyU(s)) / kQuadratic(s),
        [String.raw`\varepsilon`]: (s) => s.p.e,
        u: eberlyU,
        [String.raw`\mathbf N_0\cdot(\mathbf v_A^- - \mathbf v_B^-)`]: (s) =>
          V3.dot(V3.neg(s.c.n), V3.sub(s.a.v, s.b.v)),
        [String.raw`\mathbf w_A^-\cdot(\mathbf r_A\times\mathbf N_0)`]: (s) =>
          V3.dot(s.a.w, V3.cross(s.c.rA, V3.neg(s.c.n))),
        [String.raw`\mathbf w_B^-\cdot(\mathbf r_B\times\mathbf N_0)`]: (s) =>
          V3.dot(s.b.w, V3.cross(s.c.rB, V3.neg(s.c.n))),
        D: (s) => kQuadratic(s),
        [String.raw`(\mathbf r_A\times\mathbf N_0)^{\mathsf T}J_A^{-1}(\mathbf r_A\times\mathbf N_0)`]: (
          s,
        ) => {
          const x = V3.cross(s.c.rA, V3.neg(s.c.n));
          return M3.bilinear(x, s.a.invInertia, x);
        },
        [String.raw`(\mathbf r_B\times\mathbf N_0)^{\mathsf T}J_B^{-1}(\mathbf r_B\times\mathbf N_0)`]: (
          s,
        ) => {
          const x = V3.cross(s.c.rB, V3.neg(s.c.n));
          return M3.bilinear(x, s.b.invInertia, x);
        },
      },
    },
    'eq:sp-spin-normal': {
      tex: String.raw`\Delta\mathbf L_A = -\mathbf r_A\times(j\,\mathbf n) = \mathbf 0, \qquad \Delta\mathbf L_B = \mathbf r_B\times(j\,\mathbf n), \quad |\Delta\mathbf L_B| = j\,|d|`,
      labels: [
        [
          String.raw`|\boldsymbol\omega_A' - \boldsymbol\omega_A|`,
          String.raw`|${IA}(\mathbf r_A\times j\mathbf n)|`,
        ],
        [String.raw`|\Delta\mathbf L_B|`, String.raw`|\mathbf r_B\times j\mathbf n|`, String.raw`j\,|d|`],
      ],
    },
    'eq:sp-t0': {
      tex: String.raw`\mathbf t_0 = \frac{${VREL} - v_n\,\mathbf n}{|${VREL} - v_n\,\mathbf n|}, \qquad v_t = |${VREL} - v_n\,\mathbf n| = \mathbf t_0\cdot${VREL}`,
      labels: [
        ...componentLabels(
          String.raw`\mathbf t_0`,
          String.raw`\tfrac{${VREL} - v_n\mathbf n}{|${VREL} - v_n\mathbf n|}`,
        ),
        ['v_t', String.raw`|${VREL} - v_n\mathbf n|`, String.raw`\mathbf t_0\cdot${VREL}`],
      ],
    },
    'eq:sp-t1': {
      tex: String.raw`\mathbf t_1 = \mathbf n\times\mathbf t_0, \qquad \mathbf t_1\cdot${VREL} = 0`,
      labels: [
        ...componentLabels(String.raw`\mathbf t_1`, String.raw`\mathbf n\times\mathbf t_0`),
        [String.raw`\mathbf t_1\cdot${VREL}`, '0'],
      ],
    },
    'eq:sp-impulse': {
      tex: String.raw`\mathbf P = \varphi\,\mathbf n + \psi\,\mathbf t_0 + \xi\,\mathbf t_1`,
      labels: (
        [
          [String.raw`\mathbf n`, String.raw`\varphi`],
          [String.raw`\mathbf t_0`, String.raw`\psi`],
          [String.raw`\mathbf t_1`, String.raw`\xi`],
        ] as const
      ).map(([X, coeff]) => [String.raw`\mathbf P\cdot${X}`, coeff]),
    },
    'eq:sp-constraints': {
      tex: String.raw`\mathbf n\cdot${VRELP} = -e\,v_n, \qquad \mathbf t_0\cdot${VRELP} = \mathbf t_0\cdot${VREL} = v_t, \qquad \mathbf t_1\cdot${VRELP} = 0`,
      labels: [
        [String.raw`\mathbf n\cdot${VRELP}`, String.raw`-e\,v_n`],
        [String.raw`\mathbf t_0\cdot${VRELP}`, 'v_t'],
        [String.raw`\mathbf t_1\cdot${VRELP}`, '0'],
      ],
    },
    'eq:sp-velocity': {
      tex: String.raw`\begin{aligned} ${VRELP} = ${VREL} &+ \Big(\frac{1}{m_A} + \frac{1}{m_B}\Big)\mathbf P \\ &+ \big(${IA}(\mathbf r_A\times\mathbf P)\big)\times\mathbf r_A + \big(${IB}(\mathbf r_B\times\mathbf P)\big)\times\mathbf r_B\end{aligned}`,
      labels: componentLabels(VRELP, String.raw`${VREL} + \sigma\mathbf P + \dots`),
    },
    'eq:sp-s-form': {
      tex: String.raw`\begin{gathered} \mathbf X\cdot${VRELP} = \mathbf X\cdot${VREL} + \sigma\,\mathbf X\cdot\mathbf P + \sum_{\mathbf Y\in\{\mathbf n,\mathbf t_0,\mathbf t_1\}} S(\mathbf X,\mathbf Y)\;\mathbf Y\cdot\mathbf P \\ S(\mathbf X,\mathbf Y) = (\mathbf r_A\times\mathbf X)^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf Y) + (\mathbf r_B\times\mathbf X)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf Y)\end{gathered}`,
      labels: BASIS.map((X) => [
        String.raw`${X}\cdot${VRELP}`,
        String.raw`${X}\cdot${VREL} + \sigma\,${X}\cdot\mathbf P + \textstyle\sum S\,\mathbf Y\cdot\mathbf P`,
      ]),
    },
    'eq:sp-s-entry': {
      tex: String.raw`\begin{aligned} \mathbf n\cdot\big((${IB}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big) &= (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf P) = \sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\;\mathbf Y\cdot\mathbf P \\ S(\mathbf n,\mathbf t_0) = (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf t_0) &= \frac{(\mathbf r_B\cdot\mathbf r_B)(\mathbf n\cdot\mathbf t_0) - (\mathbf r_B\cdot\mathbf t_0)(\mathbf r_B\cdot\mathbf n)}{I_B} = -\frac{(\mathbf r_B\cdot\mathbf n)(\mathbf r_B\cdot\mathbf t_0)}{I_B} \end{aligned}`,
      labels: [
        [
          String.raw`\mathbf n\cdot\big((${IB}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big)`,
          String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}${IB}(\mathbf r_B\times\mathbf P)`,
          String.raw`\textstyle\sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\,\mathbf Y\cdot\mathbf P`,
        ],
        [
          String.raw`C_{nt_0} = S(\mathbf n,\mathbf t_0)`,
          String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}${IB}(\mathbf r_B\times\mathbf t_0)`,
          String.raw`-(\mathbf r_B\cdot\mathbf n)(\mathbf r_B\cdot\mathbf t_0)/I_B`,
        ],
      ],
      // The worked entry, by the dot products it reduces to (B is isotropic in the widget).
      symbols: {
        [String.raw`S(\mathbf n,\mathbf t_0)`]: (s) => M3.at(s.variant.C, 0, 1),
        [String.raw`\mathbf r_B\cdot\mathbf r_B`]: (s) => V3.dot(s.c.rB, s.c.rB),
        [String.raw`\mathbf n\cdot\mathbf t_0`]: (s) => V3.dot(s.c.n, s.variant.t0),
        [String.raw`\mathbf r_B\cdot\mathbf t_0`]: (s) => V3.dot(s.c.rB, s.variant.t0),
        [String.raw`\mathbf r_B\cdot\mathbf n`]: (s) => V3.dot(s.c.rB, s.c.n),
        I_B: (s) => 1 / M3.at(s.b.invInertia, 0, 0),
        [String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf t_0)`]: (s) =>
          M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, s.variant.t0)),
      },
    },
    'eq:sp-c-matrix': {
      tex: String.raw`\begin{gathered} C = \sigma\,\mathbf 1 + \begin{pmatrix} S(\mathbf n,\mathbf n) & S(\mathbf n,\mathbf t_0) & S(\mathbf n,\mathbf t_1)\\ S(\mathbf t_0,\mathbf n) & S(\mathbf t_0,\mathbf t_0) & S(\mathbf t_0,\mathbf t_1)\\ S(\mathbf t_1,\mathbf n) & S(\mathbf t_1,\mathbf t_0) & S(\mathbf t_1,\mathbf t_1)\end{pmatrix} \\ ${SIGMA_DEF}\end{gathered}`,
      labels: C_ENTRIES.map(([i, j]) => {
        const [X, Y] = [BASIS[i], BASIS[j]];
        const sub = (t: string) => t.replace(String.raw`\mathbf `, '');
        return i === j
          ? [`C_{${sub(X)}${sub(Y)}}`, String.raw`\sigma + S(${X},${Y})`]
          : [`C_{${sub(X)}${sub(Y)}}`, `C_{${sub(Y)}${sub(X)}}`, String.raw`S(${X},${Y})`];
      }),
    },
    'eq:sp-system': {
      tex: String.raw`\begin{pmatrix} C_{nn} & C_{nt_0} & C_{nt_1}\\ C_{t_0n} & C_{t_0t_0} & C_{t_0t_1}\\ C_{t_1n} & C_{t_1t_0} & C_{t_1t_1}\end{pmatrix}\begin{pmatrix}\varphi\\ \psi\\ \xi\end{pmatrix} = \begin{pmatrix}-(1+e)\,v_n\\ 0\\ 0\end{pmatrix}`,
      labels: ([String.raw`-(1+e)\,v_n`, '0', '0'] as const).map((rhs, i) => [
        String.raw`\big(C\,(\varphi,\psi,\xi)^{\mathsf T}\big)_{${i + 1}}`,
        rhs,
      ]),
    },
    'eq:sp-world': {
      tex: String.raw`\begin{gathered} \mathbf K = \sigma\,\mathbf 1 + [\mathbf r_A]_\times^{\mathsf T}\,${IA}\,[\mathbf r_A]_\times + [\mathbf r_B]_\times^{\mathsf T}\,${IB}\,[\mathbf r_B]_\times, \qquad ${VRELP} = ${VREL} + \mathbf K\,\mathbf P \\ ${VRELP} = ${VREL} - (1+e)\,v_n\,\mathbf n \iff \mathbf P = -(1+e)\,v_n\,\mathbf K^{-1}\mathbf n \\ C_{\mathbf X\mathbf Y} = \mathbf X^{\mathsf T}\mathbf K\,\mathbf Y \end{gathered}`,
      labels: [
        ...componentLabels(String.raw`\mathbf P`, String.raw`-(1+e)\,v_n\,\mathbf K^{-1}\mathbf n`),
        [String.raw`C_{nt_0}`, String.raw`\mathbf n^{\mathsf T}\mathbf K\,\mathbf t_0`],
        [String.raw`C_{t_0t_1}`, String.raw`\mathbf t_0^{\mathsf T}\mathbf K\,\mathbf t_1`],
      ],
    },
    'eq:sp-quadratic': {
      tex: String.raw`\begin{aligned} \mathbf y^{\mathsf T} C\,\mathbf y &= \sigma\,|\mathbf y|^2 + (\mathbf r_A\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf P_{\mathbf y}) \\ &\qquad + (\mathbf r_B\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf P_{\mathbf y}) \\ \mathbf P_{\mathbf y} &= y_1\mathbf n + y_2\mathbf t_0 + y_3\mathbf t_1\end{aligned}`,
      labels: [
        [
          String.raw`\mathbf y^{\mathsf T}C\mathbf y\ \text{at}\ \mathbf y = (\varphi,\psi,\xi)`,
          String.raw`\sigma|\mathbf y|^2 + \dots`,
        ],
      ],
    },
    'eq:sp-sphere-case': {
      tex: String.raw`\begin{gathered} \mathbf r_A\parallel\mathbf n\ \text{ and }\ \mathbf r_B\parallel\mathbf n \implies \\ C = \begin{pmatrix}\sigma & 0 & 0\\ 0 & C_{t_0t_0} & C_{t_0t_1}\\ 0 & C_{t_1t_0} & C_{t_1t_1}\end{pmatrix}, \qquad \psi = \xi = 0, \qquad \varphi = j\end{gathered}`,
      labels: [
        [String.raw`C^\circ_{nt_0}`, '0'],
        [String.raw`C^\circ_{nt_1}`, '0'],
        [String.raw`\psi^\circ`, '0'],
        [String.raw`\xi^\circ`, '0'],
        [String.raw`\varphi^\circ`, String.raw`j^\circ`],
      ],
      // The displayed equation is about true spheres: its symbols are the centred case's (°).
      symbols: {
        [String.raw`\varphi`]: (s) => s.centred.variant.phi,
        [String.raw`\psi`]: (s) => s.centred.variant.psi,
        [String.raw`\xi`]: (s) => s.centred.variant.xi,
        j: (s) => s.centred.normal.j,
      },
    },
    'eq:sp-reflect': {
      tex: String.raw`${VRELP} = ${VREL} - (1+e)\,v_n\,\mathbf n`,
      labels: componentLabels(VRELP, String.raw`${VREL} - (1+e)\,v_n\mathbf n`),
    },
    'eq:sp-work': {
      tex: String.raw`T' - T = \tfrac12\,\mathbf P\cdot\big(${VREL} + ${VRELP}\big)`,
      labels: (
        [
          ['normal', String.raw`j\mathbf n`],
          ['variant', String.raw`\mathbf P`],
        ] as const
      ).map(([method, P]) => [
        String.raw`T' - T\ \text{(${method})}`,
        String.raw`\tfrac12\,${P}\cdot(${VREL} + ${VRELP})`,
      ]),
    },
    'eq:sp-energy': {
      tex: String.raw`\begin{aligned} \text{variant:}\quad T' - T &= \tfrac12(1-e)\,\varphi\,v_n + \psi\,v_t \\ \text{normal impulse:}\quad T' - T &= \tfrac12(1-e)\,j\,v_n = -\tfrac12\,(1-e^2)\,\frac{v_n^2}{k}\end{aligned}`,
      labels: [
        [String.raw`T' - T\ \text{(variant)}`, String.raw`\tfrac12(1-e)\varphi v_n + \psi v_t`],
        [
          String.raw`T' - T\ \text{(normal)}`,
          String.raw`\tfrac12(1-e)\,j\,v_n`,
          String.raw`-\tfrac12(1-e^2)\,v_n^2/k`,
        ],
      ],
    },
    'eq:sp-gain': {
      tex: String.raw`\begin{gathered} \begin{pmatrix}\varphi\\ \psi\\ \xi\end{pmatrix} = -(1+e)\,v_n\,C^{-1}\begin{pmatrix}1\\ 0\\ 0\end{pmatrix} \\ T' - T = (1+e)\,|v_n|\,\Big((C^{-1})_{t_0n}\,v_t - \tfrac12\,(1-e)\,|v_n|\,(C^{-1})_{nn}\Big) \end{gathered}`,
      labels: [
        [String.raw`\varphi`, String.raw`-(1+e)\,v_n\,(C^{-1})_{nn}`],
        [String.raw`\psi`, String.raw`-(1+e)\,v_n\,(C^{-1})_{t_0n}`],
        [
          String.raw`T' - T\ \text{(variant)}`,
          String.raw`(1+e)|v_n|\big((C^{-1})_{t_0n}v_t - \tfrac12(1-e)|v_n|(C^{-1})_{nn}\big)`,
        ],
      ],
      symbols: {
        "T'": (s) => s.before.kinetic + s.afterVariant.dT,
        T: (s) => s.before.kinetic,
        [String.raw`(C^{-1})_{t_0n}`]: (s) => s.energy.cInvT0N ?? NaN,
        [String.raw`(C^{-1})_{nn}`]: (s) => s.energy.cInvNN ?? NaN,
      },
    },
    'eq:sp-errata-27': {
      tex: String.raw`\tilde C = C + \sigma\begin{pmatrix}0&0&0\\0&1&0\\0&0&1\end{pmatrix}:\qquad \begin{aligned} \mathbf n\cdot\tilde{\mathbf v}_{\text{rel}}' &= -e\,v_n \\ \mathbf t_0\cdot\tilde{\mathbf v}_{\text{rel}}' &= v_t - \sigma\tilde\psi \\ \mathbf t_1\cdot\tilde{\mathbf v}_{\text{rel}}' &= -\sigma\tilde\xi\end{aligned}`,
      labels: [
        [String.raw`\mathbf n\cdot\tilde{\mathbf v}_{\text{rel}}'`, String.raw`-e\,v_n`],
        [String.raw`\mathbf t_0\cdot\tilde{\mathbf v}_{\text{rel}}'`, String.raw`v_t - \sigma\tilde\psi`],
        [String.raw`\mathbf t_1\cdot\tilde{\mathbf v}_{\text{rel}}'`, String.raw`-\sigma\tilde\xi`],
      ],
    },
  },
});

/** Eberly's u, the numerator of his eq. 18, with N₀ = −n: the same number as v_n. */
function eberlyU(s: S): number {
  const N0 = V3.neg(s.c.n);
  return (
    V3.dot(N0, V3.sub(s.a.v, s.b.v)) +
    V3.dot(s.a.w, V3.cross(s.c.rA, N0)) -
    V3.dot(s.b.w, V3.cross(s.c.rB, N0))
  );
}
