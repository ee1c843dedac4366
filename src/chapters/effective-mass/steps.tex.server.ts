// What the reader sees of the effective-mass page's steps (./steps.ts), by step id: each displayed
// equation, each side's label in "plug in numbers", and the symbols the TeX check binds in them
// (tests/unit/site/tex-check.test.ts). Build time only: the page renders it to MathML, and the
// browser, which evaluates ./steps.ts, never loads it (src/lib/server-only.ts).
import { defineTex } from '../../kit/steps/define';
import { DEG } from '../../params/spec';
import { M3, V2, V3 } from '../../solver';
import { FACE_NORMAL, FACE_TANGENT, PROBE_IMPULSE, pushDirection } from './scenario';
import { derivation, dot6, quad, schurBlocks } from './steps';

const MEFF = String.raw`m_{\text{eff}}`;
const JT = String.raw`\mathbf J^{\mathsf T}`;
const JMJ = String.raw`\mathbf J\mathbf M^{-1}${JT}`;

export const texDerivation = defineTex(derivation, {
  symbols: {
    m_A: (s) => 1 / s.a.invMass,
    m_B: (s) => 1 / s.b.invMass,
    I_A: (s) => 1 / s.a.invInertia,
    I_B: (s) => 1 / s.b.invInertia,
    e: (s) => s.p.e,
    v_n: (s) => s.result.vn,
    k: (s) => s.k,
    [MEFF]: (s) => s.meff,
    k_A: (s) => s.kA,
    k_B: (s) => s.kB,
    [String.raw`m_{\text{eff},A}`]: (s) => 1 / s.kA,
    [String.raw`m_{\text{eff},B}`]: (s) => s.meffB,
    [String.raw`\ell`]: (s) => s.lever,
    [String.raw`\rho_B`]: (s) => s.rho,
    [String.raw`\theta`]: (s) => Math.atan2(s.n.y, s.n.x) - Math.atan2(s.rB.y, s.rB.x),
    [String.raw`|\mathbf r_B|`]: (s) => V2.length(s.rB),
    [String.raw`\mathbf r_A\times\mathbf n`]: (s) => s.leverA,
    [String.raw`\mathbf r_B\times\mathbf n`]: (s) => s.lever,
    // The turned 3D box.
    'I_{zz}': (s) => M3.at(s.box.inertia, 2, 2),
    'I_{xz}': (s) => M3.at(s.box.inertia, 0, 2),
    I_1: (s) => s.box.I1,
    I_3: (s) => s.box.I3,
    [String.raw`\gamma`]: (s) => s.box.turn,
    [String.raw`(\mathbf I^{-1})_{zz}`]: (s) => M3.at(s.box.invInertia, 2, 2),
    [String.raw`(\mathbf I_B^{-1})_{zz}`]: (s) => M3.at(s.box.invInertia, 2, 2),
    [String.raw`\mathbf u_B^{\mathsf T}\,\mathbf I_B^{-1}\,\mathbf u_B`]: (s) => s.box.termQuadratic,
    [String.raw`\mathbf u_B\cdot\hat{\mathbf z}`]: (s) => V3.cross(s.rB3, s.n3).z,
    [String.raw`\mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c`]: (s) => s.box.schurQ,
    [String.raw`k_{\text{tensor}}`]: (s) => s.box.kTensor,
    [String.raw`k_{\text{2D}}`]: (s) => s.box.kShortcut,
    // The constraint view.
    [String.raw`\dot C`]: (s) => s.result.vn,
    [String.raw`\mathbf J\mathbf V`]: (s) => s.JV,
    [String.raw`\mathbf J\mathbf V'`]: (s) => dot6(s.J, s.VAfter),
    [JMJ]: (s) => s.kJacobian,
    b: (s) => s.bias,
    [String.raw`\lambda`]: (s) => s.result.j,
    [String.raw`\lambda_{=}`]: (s) => s.lambdaEq,
    [String.raw`\Delta\omega_B`]: (s) => s.result.b.w - s.b.w,
  },
  steps: {
    'eq:em-response': {
      tex: String.raw`v_n' - v_n = k\,j = \frac{j}{${MEFF}}`,
      labels: [
        [
          String.raw`v_n' - v_n\ \text{for}\ j = ${PROBE_IMPULSE}\,\mathrm{N\,s}`,
          String.raw`k\,j`,
          String.raw`j/${MEFF}`,
        ],
      ],
      // Here j is the probe push, and v_n' what it leaves.
      symbols: { j: () => PROBE_IMPULSE, "v_n'": (s) => s.result.vn + s.probeDvn },
    },
    'eq:em-scalar': {
      tex: String.raw`k = \frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}, \qquad ${MEFF} = \frac{1}{k}`,
      labels: [
        [
          'k',
          String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n)^2}{I_B}`,
        ],
        [MEFF, String.raw`1/k`],
      ],
    },
    'eq:em-lever': {
      tex: String.raw`\ell = \mathbf r_B\times\mathbf n = |\mathbf r_B|\,\sin\theta, \qquad |\ell| = \big|\,\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\,\mathbf n\,\big|`,
      labels: [
        [String.raw`\mathbf r_B\times\mathbf n`, String.raw`|\mathbf r_B|\sin\theta`],
        [String.raw`|\ell|`, String.raw`|\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\mathbf n|`],
      ],
    },
    'eq:em-gyration': {
      tex: String.raw`k_B = \frac{1}{m_B} + \frac{\ell^2}{I_B} = \frac{1}{m_B}\left(1 + \frac{\ell^2}{\rho_B^2}\right), \qquad \rho_B = \sqrt{I_B/m_B}`,
      labels: [
        ['k_B', String.raw`\tfrac{1}{m_B}(1 + \ell^2/\rho_B^2)`],
        [String.raw`m_{\text{eff},B} = 1/k_B`, String.raw`m_B/(1 + \ell^2/\rho_B^2)`],
      ],
    },
    'eq:em-series': {
      tex: String.raw`k = k_A + k_B, \qquad \frac{1}{${MEFF}} = \frac{1}{m_{\text{eff},A}} + \frac{1}{m_{\text{eff},B}}`,
      labels: [[String.raw`1/${MEFF}`, String.raw`k_A + k_B`]],
    },
    'eq:em-nt-matrix': {
      tex: String.raw`\begin{gathered} \mathbf K = \begin{pmatrix} k_{nn} & k_{nt}\\ k_{nt} & k_{tt}\end{pmatrix}\ \text{in the face's basis}\ (\mathbf n_f, \mathbf t_f), \qquad k_{nt} = \frac{(\mathbf r_A\times\mathbf n_f)(\mathbf r_A\times\mathbf t_f)}{I_A} + \frac{(\mathbf r_B\times\mathbf n_f)(\mathbf r_B\times\mathbf t_f)}{I_B} \\ \mathbf d = \cos\delta\,\mathbf n_f + \sin\delta\,\mathbf t_f:\qquad k = \mathbf d^{\mathsf T}\mathbf K\,\mathbf d = k_{nn}\cos^2\delta + 2\,k_{nt}\sin\delta\cos\delta + k_{tt}\sin^2\delta \end{gathered}`,
      labels: [
        [
          'k_{nn}',
          String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf n_f)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n_f)^2}{I_B}`,
        ],
        [
          'k_{nt}',
          String.raw`\tfrac{(\mathbf r_A\times\mathbf n_f)(\mathbf r_A\times\mathbf t_f)}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n_f)(\mathbf r_B\times\mathbf t_f)}{I_B}`,
        ],
        [
          String.raw`k\ \text{along the push}`,
          String.raw`k_{nn}\cos^2\delta + 2k_{nt}\sin\delta\cos\delta + k_{tt}\sin^2\delta`,
        ],
      ],
      symbols: {
        'k_{nn}': (s) => quad(s.K, FACE_NORMAL, FACE_NORMAL),
        'k_{nt}': (s) => quad(s.K, FACE_NORMAL, FACE_TANGENT),
        'k_{tt}': (s) => quad(s.K, FACE_TANGENT, FACE_TANGENT),
        [String.raw`\delta`]: (s) => s.p.pushDeg * DEG,
        [String.raw`\mathbf r_A\times\mathbf n_f`]: (s) => V2.cross(s.rA, FACE_NORMAL),
        [String.raw`\mathbf r_A\times\mathbf t_f`]: (s) => V2.cross(s.rA, FACE_TANGENT),
        [String.raw`\mathbf r_B\times\mathbf n_f`]: (s) => V2.cross(s.rB, FACE_NORMAL),
        [String.raw`\mathbf r_B\times\mathbf t_f`]: (s) => V2.cross(s.rB, FACE_TANGENT),
        [String.raw`\mathbf d^{\mathsf T}\mathbf K\,\mathbf d`]: (s) => {
          const d = pushDirection(s.p.pushDeg);
          return quad(s.K, d, d);
        },
      },
    },
    'eq:em-tensor': {
      tex: String.raw`\begin{aligned} k = \frac{1}{m_A} + \frac{1}{m_B} &+ \Big(\big(\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n)\big)\times\mathbf r_A\Big)\cdot\mathbf n \\ &+ \Big(\big(\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n)\big)\times\mathbf r_B\Big)\cdot\mathbf n \end{aligned}`,
      labels: [
        [
          String.raw`v_n' - v_n\ \text{(3D box,}\ j = ${PROBE_IMPULSE}\,\mathrm{N\,s})`,
          String.raw`k\,j\ \text{(tensor form)}`,
        ],
      ],
      // The 3D pair: the ball A and the turned box B.
      symbols: {
        k: (s) => s.box.kTensor,
        j: () => PROBE_IMPULSE,
        [String.raw`\Big(\big(\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n)\big)\times\mathbf r_A\Big)\cdot\mathbf n`]:
          (s) => V3.dot(V3.cross(M3.mulVec(s.a3.invInertia, V3.cross(s.rA3, s.n3)), s.rA3), s.n3),
        [String.raw`\Big(\big(\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n)\big)\times\mathbf r_B\Big)\cdot\mathbf n`]:
          (s) => s.box.termTensor,
      },
    },
    'eq:em-tensor-quadratic': {
      tex: String.raw`\begin{gathered}\big((\mathbf I^{-1}\mathbf u)\times\mathbf r\big)\cdot\mathbf n = (\mathbf I^{-1}\mathbf u)\cdot(\mathbf r\times\mathbf n) = \mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u, \qquad \mathbf u = \mathbf r\times\mathbf n \\ k = \frac{1}{m_A} + \frac{1}{m_B} + \mathbf u_A^{\mathsf T}\,\mathbf I_A^{-1}\,\mathbf u_A + \mathbf u_B^{\mathsf T}\,\mathbf I_B^{-1}\,\mathbf u_B\end{gathered}`,
      labels: [
        [
          String.raw`\big((\mathbf I_B^{-1}\mathbf u_B)\times\mathbf r_B\big)\cdot\mathbf n`,
          String.raw`(\mathbf I_B^{-1}\mathbf u_B)\cdot\mathbf u_B`,
          String.raw`\mathbf u_B^{\mathsf T}\mathbf I_B^{-1}\mathbf u_B`,
        ],
        [String.raw`k\ \text{(tensor form)}`, String.raw`k\ \text{(quadratic form)}`],
      ],
      // The 3D pair again, k in its quadratic form.
      symbols: {
        k: (s) => s.box.kQuadratic,
        [String.raw`\mathbf u_A^{\mathsf T}\,\mathbf I_A^{-1}\,\mathbf u_A`]: (s) => {
          const u = V3.cross(s.rA3, s.n3);
          return M3.bilinear(u, s.a3.invInertia, u);
        },
      },
    },
    'eq:em-planar': {
      tex: String.raw`\begin{gathered} \mathbf r,\ \mathbf n\ \text{in the}\ xy\text{-plane:}\quad \mathbf u = \mathbf r\times\mathbf n = (0,\ 0,\ \ell) \\ \mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u = \ell^2\,(\mathbf I^{-1})_{zz} \end{gathered}`,
      labels: [
        [String.raw`\mathbf u_B\cdot\hat{\mathbf z}`, String.raw`\ell`],
        [
          String.raw`\mathbf u_B^{\mathsf T}\mathbf I_B^{-1}\mathbf u_B`,
          String.raw`\ell^2\,(\mathbf I_B^{-1})_{zz}`,
        ],
      ],
      // Written for any body; its numbers are the box B's.
      symbols: { [String.raw`\mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u`]: (s) => s.box.termQuadratic },
    },
    'eq:em-2d-reduction': {
      tex: String.raw`\begin{aligned} \Big(\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\times\mathbf r\Big)\cdot\mathbf n &= \frac{r_x^2\,n_y^2 - 2\,r_x r_y\,n_x n_y + r_y^2\,n_x^2}{I_{zz}} \\ &= \frac{(\mathbf r\times\mathbf n)^2}{I_{zz}} \qquad \text{when } I_{xz} = I_{yz} = 0 \end{aligned}`,
      labels: [
        [
          String.raw`\text{tensor term, flat box}`,
          String.raw`(r_x^2 n_y^2 - 2 r_x r_y n_x n_y + r_y^2 n_x^2)/I_{zz}`,
          String.raw`(\mathbf r\times\mathbf n)^2/I_{zz}`,
        ],
        [String.raw`k\ \text{(tensor form, flat box)}`, String.raw`k\ \text{(2D scalar form)}`],
      ],
      // Written for any body; its numbers are the flat box B's (I_zz = I, no products of inertia).
      symbols: {
        [String.raw`\Big(\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\times\mathbf r\Big)\cdot\mathbf n`]:
          (s) => s.flat.termB,
        [String.raw`\mathbf r\times\mathbf n`]: (s) => s.lever,
        'I_{zz}': (s) => s.p.I,
        r_x: (s) => s.rB.x,
        r_y: (s) => s.rB.y,
        n_x: (s) => s.n.x,
        n_y: (s) => s.n.y,
      },
    },
    'eq:em-schur-derive': {
      tex: String.raw`\begin{gathered} \mathbf I\,\mathbf x = \hat{\mathbf z}:\qquad \begin{pmatrix}\mathbf A & \mathbf c\\ \mathbf c^{\mathsf T} & I_{zz}\end{pmatrix}\begin{pmatrix}\mathbf y\\ x_z\end{pmatrix} = \begin{pmatrix}\mathbf 0\\ 1\end{pmatrix}, \qquad \mathbf x = \text{the third column of } \mathbf I^{-1} \\ \mathbf A\,\mathbf y + \mathbf c\,x_z = \mathbf 0 \;\Longrightarrow\; \mathbf y = -\mathbf A^{-1}\mathbf c\;x_z \\ \mathbf c^{\mathsf T}\mathbf y + I_{zz}\,x_z = 1 \;\Longrightarrow\; \big(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c\big)\,x_z = 1 \end{gathered}`,
      labels: [
        [String.raw`(\mathbf I_B^{-1})_{xz}`, String.raw`y_x = (-\mathbf A^{-1}\mathbf c\,x_z)_x`],
        [String.raw`(\mathbf I_B^{-1})_{yz}`, String.raw`y_y = (-\mathbf A^{-1}\mathbf c\,x_z)_y`],
        [String.raw`\mathbf c^{\mathsf T}\mathbf y + I_{zz}\,x_z`, '1'],
      ],
      // x_z = (I⁻¹)_zz, the third column's last entry; y its first two (the solver's inverse).
      symbols: {
        x_z: (s) => M3.at(s.box.invInertia, 2, 2),
        [String.raw`\mathbf c^{\mathsf T}\mathbf y`]: (s) => {
          const { c, y } = schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2));
          return V2.dot(c, y);
        },
      },
    },
    'eq:em-schur': {
      tex: String.raw`(\mathbf I^{-1})_{zz} = \frac{1}{I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c}, \qquad \mathbf c = \begin{pmatrix} I_{xz} \\ I_{yz}\end{pmatrix}, \quad \mathbf A = \begin{pmatrix} I_{xx} & I_{xy} \\ I_{xy} & I_{yy}\end{pmatrix}`,
      labels: [
        [
          String.raw`(\mathbf I_B^{-1})_{zz}`,
          String.raw`1/(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c)`,
        ],
      ],
    },
    'eq:em-box-tensor': {
      tex: String.raw`\begin{gathered} I_{zz} = I_1\sin^2\gamma + I_3\cos^2\gamma, \qquad I_{xz} = (I_3 - I_1)\sin\gamma\cos\gamma \\ (\mathbf I^{-1})_{zz} = \frac{\sin^2\gamma}{I_1} + \frac{\cos^2\gamma}{I_3} \end{gathered}`,
      labels: [
        ['I_{zz}', String.raw`I_1\sin^2\gamma + I_3\cos^2\gamma`],
        ['I_{xz}', String.raw`(I_3 - I_1)\sin\gamma\cos\gamma`],
        [String.raw`(\mathbf I^{-1})_{zz}`, String.raw`\sin^2\gamma/I_1 + \cos^2\gamma/I_3`],
      ],
    },
    'eq:em-shortcut-error': {
      tex: String.raw`k_{\text{tensor}} - k_{\text{2D}} = \ell^2\left((\mathbf I^{-1})_{zz} - \frac{1}{I_{zz}}\right) = \frac{\ell^2\;\mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c}{I_{zz}\,\big(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c\big)} \;\ge\; 0`,
      labels: [
        [
          String.raw`k_{\text{tensor}} - k_{\text{2D}}`,
          String.raw`\ell^2\big((\mathbf I^{-1})_{zz} - 1/I_{zz}\big)`,
          String.raw`\ell^2\,\mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c / \big(I_{zz}(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c)\big)`,
        ],
      ],
    },
    'eq:em-gap': {
      tex: String.raw`\begin{gathered} k_{\text{tensor}} - k_{\text{2D}} = \frac{\ell^2\,I_{xz}^2}{I_1\,I_3\,I_{zz}} \qquad \text{(this box: } I_{yz} = I_{xy} = 0,\ I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c = I_1 I_3/I_{xx}\text{)} \\ m_{\text{2D}} - m_{\text{tensor}} = \frac{k_{\text{tensor}} - k_{\text{2D}}}{k_{\text{2D}}\,k_{\text{tensor}}} = \frac{\ell^2\,I_{xz}^2}{I_1\,I_3\,I_{zz}\;k_{\text{2D}}\,k_{\text{tensor}}} \end{gathered}`,
      labels: [
        [String.raw`k_{\text{tensor}} - k_{\text{2D}}`, String.raw`\ell^2 I_{xz}^2/(I_1 I_3 I_{zz})`],
        [
          String.raw`m_{\text{2D}} - m_{\text{tensor}}`,
          String.raw`(k_{\text{tensor}} - k_{\text{2D}})/(k_{\text{2D}}k_{\text{tensor}})`,
          String.raw`\ell^2 I_{xz}^2/(I_1 I_3 I_{zz}\,k_{\text{2D}}k_{\text{tensor}})`,
        ],
      ],
      symbols: {
        'I_{xx}': (s) => M3.at(s.box.inertia, 0, 0),
        'I_{xy}': (s) => M3.at(s.box.inertia, 0, 1),
        'I_{yz}': (s) => M3.at(s.box.inertia, 1, 2),
        [String.raw`m_{\text{2D}}`]: (s) => s.box.meffShortcut,
        [String.raw`m_{\text{tensor}}`]: (s) => s.box.meffTensor,
      },
    },
    'eq:em-velocity-constraint': {
      tex: String.raw`C = (\mathbf p_B - \mathbf p_A)\cdot\mathbf n \;\ge\; 0, \qquad \dot C = (\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n = v_n`,
      labels: [[String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n`, 'v_n']],
    },
    'eq:em-jacobian': {
      tex: String.raw`\begin{gathered} \dot C = \mathbf J\mathbf V, \qquad \mathbf J = \big[\,-\mathbf n^{\mathsf T}\ \ \ {-(\mathbf r_A\times\mathbf n)}\ \ \ \mathbf n^{\mathsf T}\ \ \ \mathbf r_B\times\mathbf n\,\big] \\ \mathbf V = \big[\,\mathbf v_A^{\mathsf T}\ \ \ \omega_A\ \ \ \mathbf v_B^{\mathsf T}\ \ \ \omega_B\,\big]^{\mathsf T} \end{gathered}`,
      labels: [[String.raw`\dot C = v_n`, String.raw`\mathbf J\mathbf V`]],
    },
    'eq:em-impulse-direction': {
      tex: String.raw`\mathbf P = ${JT}\lambda = \big[\,-\lambda\mathbf n^{\mathsf T}\ \ \ {-\lambda\,(\mathbf r_A\times\mathbf n)}\ \ \ \lambda\mathbf n^{\mathsf T}\ \ \ \lambda\,(\mathbf r_B\times\mathbf n)\,\big]^{\mathsf T}`,
      labels: [
        [String.raw`(${JT}\lambda)_{\mathbf v_B}`, String.raw`\lambda\,\mathbf n`],
        [String.raw`(${JT}\lambda)_{\omega_B}`, String.raw`\mathbf r_B\times(\lambda\,\mathbf n)`],
      ],
    },
    'eq:em-mass-matrix': {
      tex: String.raw`\begin{gathered} \mathbf M^{-1} = \operatorname{diag}\!\Big(\frac{1}{m_A},\ \frac{1}{m_A},\ \frac{1}{I_A},\ \frac{1}{m_B},\ \frac{1}{m_B},\ \frac{1}{I_B}\Big) \\ \Delta\mathbf V = \mathbf M^{-1}${JT}\lambda \end{gathered}`,
      labels: [
        [String.raw`\Delta\mathbf v_B`, String.raw`(\mathbf M^{-1}${JT}\lambda)_{\mathbf v_B}`],
        [String.raw`\Delta\omega_B`, String.raw`(\mathbf M^{-1}${JT}\lambda)_{\omega_B}`],
      ],
    },
    'eq:em-lambda-linear': {
      tex: String.raw`\mathbf J\mathbf V' = \mathbf J(\mathbf V + \Delta\mathbf V) = \mathbf J\mathbf V + \big(${JMJ}\big)\,\lambda`,
      labels: [[String.raw`\mathbf J\mathbf V'`, String.raw`\mathbf J\mathbf V + (${JMJ})\lambda`]],
    },
    'eq:em-jmj': {
      tex: String.raw`${JMJ} = \sum_{i=1}^{6} J_i^2\,M^{-1}_{ii} = k = \frac{1}{${MEFF}}`,
      labels: [
        [
          String.raw`${JMJ}`,
          String.raw`\mathbf J\,(\text{full } 6\times 6\ \mathbf M^{-1})\,${JT}`,
          String.raw`\textstyle\sum_i J_i^2 M^{-1}_{ii}`,
          String.raw`k\ \text{(scalar form)}`,
        ],
      ],
    },
    'eq:em-lambda': {
      tex: String.raw`\mathbf J\mathbf V' = -b \quad\Longrightarrow\quad \lambda = -\frac{\mathbf J\mathbf V + b}{${JMJ}}`,
      labels: [
        [
          String.raw`\lambda\ (= j\ \text{from the solver})`,
          String.raw`-(\mathbf J\mathbf V + b)/(${JMJ}),\ b = e\,\mathbf J\mathbf V`,
        ],
      ],
    },
    'eq:em-bias': {
      tex: String.raw`b = e\,\mathbf J\mathbf V \quad\Longrightarrow\quad \lambda = -(1+e)\,${MEFF}\,v_n, \qquad \mathbf J\mathbf V' = -e\,\mathbf J\mathbf V`,
      labels: [
        [String.raw`\lambda`, String.raw`-(1+e)\,${MEFF}\,v_n`],
        [String.raw`\mathbf J\mathbf V'`, String.raw`-e\,\mathbf J\mathbf V`],
      ],
    },
    'eq:em-equality': {
      tex: String.raw`\lambda_{=} = -\frac{\mathbf J\mathbf V}{${JMJ}}\ \ \text{(either sign)} \quad\Longrightarrow\quad \mathbf J\mathbf V' = 0`,
      labels: [
        [String.raw`\lambda_{=}`, String.raw`-${MEFF}\,v_n`],
        [String.raw`\mathbf J\mathbf V'\ \text{after}\ \lambda_{=}`, '0'],
      ],
      // Here JV′ is what λ₌ leaves.
      symbols: { [String.raw`\mathbf J\mathbf V'`]: (s) => s.JVAfterEq },
    },
    'eq:em-clamp': {
      tex: String.raw`\lambda = \max\!\left(0,\ -\frac{(1+e)\,\mathbf J\mathbf V}{${JMJ}}\right)`,
      labels: [[String.raw`\lambda\ (= j\ \text{from the solver})`, String.raw`\max(0,\ \dots)`]],
    },
  },
});
