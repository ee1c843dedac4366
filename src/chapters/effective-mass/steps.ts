// The effective-mass page's displayed steps. Each side is computed from the page's parameters: the
// left-hand side usually by the solver (or by doing the physical thing — applying a push and
// measuring), the right-hand side by the formula as printed. The step-equality test then checks
// the text against the solver at thousands of configurations, and the TeX check evaluates each
// step's TeX, written beside its values, against them.
import { defineDerivation } from '../../kit/steps/define';
import { inertiaSymbols, massSymbols } from '../../kit/steps/symbols';
import { DEG } from '../../params/spec';
import {
  emParams,
  emScenario,
  FACE_NORMAL,
  FACE_TANGENT,
  PROBE_IMPULSE,
  type EmScenario,
  pushDirection,
} from './scenario';
import { M3, type Mat2, type Mat3, V2, V3, type Vec2 } from '../../solver';

const notApproaching = (s: EmScenario): string | null =>
  s.result.vn < 0
    ? null
    : 'Here JV = v_n ≥ 0: the contact is not closing, so the inequality constraint is already satisfied and no impulse is applied.';

export const dot6 = (x: readonly number[], y: readonly number[]): number =>
  x.reduce((acc, xi, i) => acc + xi * (y[i] as number), 0);
const slice2 = (x: readonly number[], i: number) => ({ x: x[i] as number, y: x[i + 1] as number });
/** uᵀ K v for a 2×2 K (row-major). */
export const quad = (K: Mat2, u: Vec2, v: Vec2) =>
  u.x * (K[0] * v.x + K[1] * v.y) + u.y * (K[2] * v.x + K[3] * v.y);

/**
 * The blocks of a 3×3 inertia tensor, A (xy) and c = (I_xz, I_yz), and y = −A⁻¹c·x_z: the first two
 * entries of I⁻¹ẑ when x_z is its third (inverting A by the 2×2 formula, independently of the solver).
 */
export function schurBlocks(I: Mat3, xz: number): { c: Vec2; y: Vec2 } {
  const [xx, xy, cx, , yy, cy] = I;
  const det = xx * yy - xy * xy;
  const c = { x: cx, y: cy };
  return { c, y: { x: (-(yy * cx - xy * cy) / det) * xz, y: (-(-xy * cx + xx * cy) / det) * xz } };
}

/** The row indices of a 6×6 matrix stored flat, row by row (the mass matrix). */
const ROWS_6 = [0, 1, 2, 3, 4, 5] as const;

const MEFF = String.raw`m_{\text{eff}}`;
const JT = String.raw`\mathbf J^{\mathsf T}`;
// Written out, not with ${JT}: a constant built from another is kept in the browser's chunk, though
// only the TeX (cut from it) reads it.
const JMJ = String.raw`\mathbf J\mathbf M^{-1}\mathbf J^{\mathsf T}`;

export const derivation = defineDerivation({
  page: 'effective-mass',
  params: emParams,
  scenario: emScenario,
  symbols: {
    ...massSymbols,
    ...inertiaSymbols,
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
    [String.raw`v_{\text{bias}}`]: (s) => -s.bias,
    [String.raw`\lambda`]: (s) => s.result.j,
    [String.raw`\lambda_{=}`]: (s) => s.lambdaEq,
    [String.raw`\Delta\omega_B`]: (s) => s.result.b.w - s.b.w,
  },
  // "Plug in numbers" shows these as columns of their components.
  vectors: {
    [String.raw`\mathbf n`]: (s) => s.n,
    [String.raw`\mathbf v_{cA}`]: (s) => V2.pointVelocity(s.a.v, s.a.w, s.rA),
    [String.raw`\mathbf v_{cB}`]: (s) => V2.pointVelocity(s.b.v, s.b.w, s.rB),
  },
  steps: [
    {
      id: 'eq:em-response',
      tex: String.raw`v_n' - v_n = k\,j = \frac{j}{${MEFF}}`,
      symbols: { j: () => PROBE_IMPULSE, "v_n'": (s) => s.result.vn + s.probeDvn },
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`v_n' - v_n\ \text{for}\ j = ${PROBE_IMPULSE}\,\mathrm{N\,s}`,
            value: (s) => s.probeDvn,
          },
          { tex: String.raw`k\,j`, value: (s) => s.k * PROBE_IMPULSE },
          { tex: String.raw`j/${MEFF}`, value: (s) => PROBE_IMPULSE / s.meff },
        ],
      ],
    },
    {
      id: 'eq:em-scalar',
      tex: String.raw`k = \frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf n)^2}{I_B}, \qquad ${MEFF} = \frac{1}{k}`,
      rows: [
        {
          unit: '1/kg',
          sides: [
            { tex: 'k', value: (s) => s.k },
            {
              tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf n)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n)^2}{I_B}`,
              value: (s) =>
                s.a.invMass +
                s.b.invMass +
                s.a.invInertia * V2.cross(s.rA, s.n) ** 2 +
                s.b.invInertia * V2.cross(s.rB, s.n) ** 2,
            },
          ],
        },
        {
          unit: 'kg',
          sides: [
            { tex: MEFF, value: (s) => s.meff },
            { tex: String.raw`1/k`, value: (s) => 1 / s.k },
          ],
        },
      ],
    },
    {
      id: 'eq:em-lever',
      tex: String.raw`\ell = \mathbf r_B\times\mathbf n = |\mathbf r_B|\,\sin\theta, \qquad |\ell| = \big|\,\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\,\mathbf n\,\big|`,
      unit: 'm',
      rows: [
        [
          { tex: String.raw`\mathbf r_B\times\mathbf n`, value: (s) => V2.cross(s.rB, s.n) },
          {
            tex: String.raw`|\mathbf r_B|\sin\theta`,
            value: (s) => V2.length(s.rB) * Math.sin(Math.atan2(s.n.y, s.n.x) - Math.atan2(s.rB.y, s.rB.x)),
          },
        ],
        [
          { tex: String.raw`|\ell|`, value: (s) => Math.abs(s.lever) },
          {
            tex: String.raw`|\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\mathbf n|`,
            value: (s) => V2.length(V2.addScaled(s.rB, s.n, -V2.dot(s.rB, s.n))),
          },
        ],
      ],
    },
    {
      id: 'eq:em-gyration',
      tex: String.raw`k_B = \frac{1}{m_B} + \frac{\ell^2}{I_B} = \frac{1}{m_B}\left(1 + \frac{\ell^2}{\rho_B^2}\right), \qquad \rho_B = \sqrt{I_B/m_B}`,
      rows: [
        {
          unit: '1/kg',
          sides: [
            { tex: 'k_B', value: (s) => s.kB },
            {
              tex: String.raw`\tfrac{1}{m_B}(1 + \ell^2/\rho_B^2)`,
              value: (s) => (1 + (s.lever / s.rho) ** 2) / s.p.m,
            },
          ],
        },
        {
          unit: 'kg',
          sides: [
            { tex: String.raw`m_{\text{eff},B} = 1/k_B`, value: (s) => s.meffB },
            {
              tex: String.raw`m_B/(1 + \ell^2/\rho_B^2)`,
              value: (s) => s.p.m / (1 + (s.lever / s.rho) ** 2),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-series',
      tex: String.raw`k = k_A + k_B, \qquad \frac{1}{${MEFF}} = \frac{1}{m_{\text{eff},A}} + \frac{1}{m_{\text{eff},B}}`,
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`1/${MEFF}`, value: (s) => 1 / s.meff },
          { tex: String.raw`k_A + k_B`, value: (s) => s.kA + s.kB },
        ],
      ],
    },
    {
      id: 'eq:em-nt-matrix',
      tex: String.raw`\begin{gathered} \mathbf K = \begin{pmatrix} k_{nn} & k_{nt}\\ k_{nt} & k_{tt}\end{pmatrix}\ \text{in the face's basis}\ (\mathbf n_f, \mathbf t_f), \qquad k_{nt} = \frac{(\mathbf r_A\times\mathbf n_f)(\mathbf r_A\times\mathbf t_f)}{I_A} + \frac{(\mathbf r_B\times\mathbf n_f)(\mathbf r_B\times\mathbf t_f)}{I_B} \\ \mathbf d = \cos\delta\,\mathbf n_f + \sin\delta\,\mathbf t_f:\qquad k = \mathbf d^{\mathsf T}\mathbf K\,\mathbf d = k_{nn}\cos^2\delta + 2\,k_{nt}\sin\delta\cos\delta + k_{tt}\sin^2\delta \end{gathered}`,
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
      unit: '1/kg',
      rows: [
        [
          { tex: 'k_{nn}', value: (s) => quad(s.K, FACE_NORMAL, FACE_NORMAL) },
          {
            tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf n_f)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n_f)^2}{I_B}`,
            value: (s) =>
              s.a.invMass +
              s.b.invMass +
              s.a.invInertia * V2.cross(s.rA, FACE_NORMAL) ** 2 +
              s.b.invInertia * V2.cross(s.rB, FACE_NORMAL) ** 2,
          },
        ],
        [
          { tex: 'k_{nt}', value: (s) => quad(s.K, FACE_NORMAL, FACE_TANGENT) },
          {
            tex: String.raw`\tfrac{(\mathbf r_A\times\mathbf n_f)(\mathbf r_A\times\mathbf t_f)}{I_A} + \tfrac{(\mathbf r_B\times\mathbf n_f)(\mathbf r_B\times\mathbf t_f)}{I_B}`,
            value: (s) =>
              s.a.invInertia * V2.cross(s.rA, FACE_NORMAL) * V2.cross(s.rA, FACE_TANGENT) +
              s.b.invInertia * V2.cross(s.rB, FACE_NORMAL) * V2.cross(s.rB, FACE_TANGENT),
          },
        ],
        [
          { tex: String.raw`k\ \text{along the push}`, value: (s) => s.k },
          {
            tex: String.raw`k_{nn}\cos^2\delta + 2k_{nt}\sin\delta\cos\delta + k_{tt}\sin^2\delta`,
            value: (s) => {
              const c = Math.cos(s.p.pushDeg * DEG);
              const sn = Math.sin(s.p.pushDeg * DEG);
              const nn = quad(s.K, FACE_NORMAL, FACE_NORMAL);
              const nt = quad(s.K, FACE_NORMAL, FACE_TANGENT);
              const tt = quad(s.K, FACE_TANGENT, FACE_TANGENT);
              return nn * c * c + 2 * nt * sn * c + tt * sn * sn;
            },
          },
        ],
      ],
    },
    {
      id: 'eq:em-tensor',
      tex: String.raw`\begin{aligned} k = \frac{1}{m_A} + \frac{1}{m_B} &+ \Big(\big(\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n)\big)\times\mathbf r_A\Big)\cdot\mathbf n \\ &+ \Big(\big(\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n)\big)\times\mathbf r_B\Big)\cdot\mathbf n \end{aligned}`,
      symbols: {
        k: (s) => s.box.kTensor,
        j: () => PROBE_IMPULSE,
        [String.raw`\Big(\big(\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n)\big)\times\mathbf r_A\Big)\cdot\mathbf n`]:
          (s) => V3.dot(V3.cross(M3.mulVec(s.a3.invInertia, V3.cross(s.rA3, s.n3)), s.rA3), s.n3),
        [String.raw`\Big(\big(\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n)\big)\times\mathbf r_B\Big)\cdot\mathbf n`]:
          (s) => s.box.termTensor,
      },
      // The 3D box's, in space.
      vectors: {
        [String.raw`\mathbf n`]: (s) => s.n3,
        [String.raw`\mathbf r_A`]: (s) => s.rA3,
        [String.raw`\mathbf r_B`]: (s) => s.rB3,
        [String.raw`\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n)`]: (s) =>
          M3.mulVec(s.a3.invInertia, V3.cross(s.rA3, s.n3)),
        [String.raw`\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n)`]: (s) =>
          M3.mulVec(s.box.invInertia, V3.cross(s.rB3, s.n3)),
      },
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`v_n' - v_n\ \text{(3D box,}\ j = ${PROBE_IMPULSE}\,\mathrm{N\,s})`,
            value: (s) => s.box.probeDvn,
          },
          {
            tex: String.raw`k\,j\ \text{(tensor form)}`,
            value: (s) => s.box.kTensor * PROBE_IMPULSE,
          },
        ],
        // k itself, with the box's vectors in it.
        {
          unit: '1/kg',
          sides: [
            { tex: 'k', value: (s) => s.box.kTensor },
            {
              tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \big((\mathbf I_A^{-1}(\mathbf r_A\times\mathbf n))\times\mathbf r_A\big)\cdot\mathbf n + \big((\mathbf I_B^{-1}(\mathbf r_B\times\mathbf n))\times\mathbf r_B\big)\cdot\mathbf n`,
              value: (s) => s.box.kTensor,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-tensor-quadratic',
      tex: String.raw`\begin{gathered}\big((\mathbf I^{-1}\mathbf u)\times\mathbf r\big)\cdot\mathbf n = (\mathbf I^{-1}\mathbf u)\cdot(\mathbf r\times\mathbf n) = \mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u, \qquad \mathbf u = \mathbf r\times\mathbf n \\ k = \frac{1}{m_A} + \frac{1}{m_B} + \mathbf u_A^{\mathsf T}\,\mathbf I_A^{-1}\,\mathbf u_A + \mathbf u_B^{\mathsf T}\,\mathbf I_B^{-1}\,\mathbf u_B\end{gathered}`,
      symbols: {
        k: (s) => s.box.kQuadratic,
        [String.raw`\mathbf u_A^{\mathsf T}\,\mathbf I_A^{-1}\,\mathbf u_A`]: (s) => {
          const u = V3.cross(s.rA3, s.n3);
          return M3.bilinear(u, s.a3.invInertia, u);
        },
      },
      // The turned box (B) in space.
      vectors: {
        [String.raw`\mathbf n`]: (s) => s.n3,
        [String.raw`\mathbf r_B`]: (s) => s.rB3,
        [String.raw`\mathbf u_B`]: (s) => V3.cross(s.rB3, s.n3),
        [String.raw`\mathbf I_B^{-1}\mathbf u_B`]: (s) => M3.mulVec(s.box.invInertia, V3.cross(s.rB3, s.n3)),
      },
      unit: '1/kg',
      rows: [
        [
          {
            tex: String.raw`\big((\mathbf I_B^{-1}\mathbf u_B)\times\mathbf r_B\big)\cdot\mathbf n`,
            value: (s) => s.box.termTensor,
          },
          {
            tex: String.raw`(\mathbf I_B^{-1}\mathbf u_B)\cdot\mathbf u_B`,
            value: (s) => s.box.termDot,
          },
          {
            tex: String.raw`\mathbf u_B^{\mathsf T}\mathbf I_B^{-1}\mathbf u_B`,
            value: (s) => s.box.termQuadratic,
          },
        ],
        [
          { tex: String.raw`k\ \text{(tensor form)}`, value: (s) => s.box.kTensor },
          { tex: String.raw`k\ \text{(quadratic form)}`, value: (s) => s.box.kQuadratic },
        ],
      ],
    },
    {
      id: 'eq:em-planar',
      tex: String.raw`\begin{gathered} \mathbf r,\ \mathbf n\ \text{in the}\ xy\text{-plane:}\quad \mathbf u = \mathbf r\times\mathbf n = (0,\ 0,\ \ell) \\ \mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u = \ell^2\,(\mathbf I^{-1})_{zz} \end{gathered}`,
      symbols: { [String.raw`\mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u`]: (s) => s.box.termQuadratic },
      rows: [
        {
          unit: 'm',
          sides: [
            {
              tex: String.raw`\mathbf u_B\cdot\hat{\mathbf z}`,
              value: (s) => V3.cross(s.rB3, s.n3).z,
            },
            { tex: String.raw`\ell`, value: (s) => s.lever },
          ],
        },
        {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`\mathbf u_B^{\mathsf T}\mathbf I_B^{-1}\mathbf u_B`,
              value: (s) => s.box.termQuadratic,
            },
            {
              tex: String.raw`\ell^2\,(\mathbf I_B^{-1})_{zz}`,
              value: (s) => s.lever ** 2 * M3.at(s.box.invInertia, 2, 2),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-2d-reduction',
      tex: String.raw`\begin{aligned} \Big(\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\times\mathbf r\Big)\cdot\mathbf n &= \frac{r_x^2\,n_y^2 - 2\,r_x r_y\,n_x n_y + r_y^2\,n_x^2}{I_{zz}} \\ &= \frac{(\mathbf r\times\mathbf n)^2}{I_{zz}} \qquad \text{when } I_{xz} = I_{yz} = 0 \end{aligned}`,
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
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`\text{tensor term, flat box}`, value: (s) => s.flat.termB },
          {
            tex: String.raw`(r_x^2 n_y^2 - 2 r_x r_y n_x n_y + r_y^2 n_x^2)/I_{zz}`,
            value: (s) => {
              const { rB: r, n } = s;
              return (r.x ** 2 * n.y ** 2 - 2 * r.x * r.y * n.x * n.y + r.y ** 2 * n.x ** 2) / s.p.I;
            },
          },
          {
            tex: String.raw`(\mathbf r\times\mathbf n)^2/I_{zz}`,
            value: (s) => V2.cross(s.rB, s.n) ** 2 / s.p.I,
          },
        ],
        [
          { tex: String.raw`k\ \text{(tensor form, flat box)}`, value: (s) => s.flat.k },
          { tex: String.raw`k\ \text{(2D scalar form)}`, value: (s) => s.k },
        ],
      ],
    },
    {
      id: 'eq:em-schur-derive',
      tex: String.raw`\begin{gathered} \mathbf I\,\mathbf x = \hat{\mathbf z}:\qquad \begin{pmatrix}\mathbf A & \mathbf c\\ \mathbf c^{\mathsf T} & I_{zz}\end{pmatrix}\begin{pmatrix}\mathbf y\\ x_z\end{pmatrix} = \begin{pmatrix}\mathbf 0\\ 1\end{pmatrix}, \qquad \mathbf x = \text{the third column of } \mathbf I^{-1} \\ \mathbf A\,\mathbf y + \mathbf c\,x_z = \mathbf 0 \;\Longrightarrow\; \mathbf y = -\mathbf A^{-1}\mathbf c\;x_z \\ \mathbf c^{\mathsf T}\mathbf y + I_{zz}\,x_z = 1 \;\Longrightarrow\; \big(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c\big)\,x_z = 1 \end{gathered}`,
      symbols: {
        x_z: (s) => M3.at(s.box.invInertia, 2, 2),
        [String.raw`\mathbf c^{\mathsf T}\mathbf y`]: (s) => {
          const { c, y } = schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2));
          return V2.dot(c, y);
        },
      },
      unit: '1/(kg·m²)',
      rows: [
        [
          {
            tex: String.raw`(\mathbf I_B^{-1})_{xz}`,
            value: (s) => M3.at(s.box.invInertia, 0, 2),
          },
          {
            tex: String.raw`y_x = (-\mathbf A^{-1}\mathbf c\,x_z)_x`,
            value: (s) => schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2)).y.x,
          },
        ],
        [
          {
            tex: String.raw`(\mathbf I_B^{-1})_{yz}`,
            value: (s) => M3.at(s.box.invInertia, 1, 2),
          },
          {
            tex: String.raw`y_y = (-\mathbf A^{-1}\mathbf c\,x_z)_y`,
            value: (s) => schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2)).y.y,
          },
        ],
        {
          unit: '',
          sides: [
            {
              tex: String.raw`\mathbf c^{\mathsf T}\mathbf y + I_{zz}\,x_z`,
              value: (s) => {
                const xz = M3.at(s.box.invInertia, 2, 2);
                const { c, y } = schurBlocks(s.box.inertia, xz);
                return V2.dot(c, y) + M3.at(s.box.inertia, 2, 2) * xz;
              },
            },
            { tex: '1', value: () => 1 },
          ],
        },
      ],
    },
    {
      id: 'eq:em-schur',
      tex: String.raw`(\mathbf I^{-1})_{zz} = \frac{1}{I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c}, \qquad \mathbf c = \begin{pmatrix} I_{xz} \\ I_{yz}\end{pmatrix}, \quad \mathbf A = \begin{pmatrix} I_{xx} & I_{xy} \\ I_{xy} & I_{yy}\end{pmatrix}`,
      unit: '1/(kg·m²)',
      rows: [
        [
          {
            tex: String.raw`(\mathbf I_B^{-1})_{zz}`,
            value: (s) => M3.at(s.box.invInertia, 2, 2),
          },
          {
            tex: String.raw`1/(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c)`,
            value: (s) => 1 / (M3.at(s.box.inertia, 2, 2) - s.box.schurQ),
          },
        ],
      ],
    },
    {
      id: 'eq:em-box-tensor',
      tex: String.raw`\begin{gathered} I_{zz} = I_1\sin^2\gamma + I_3\cos^2\gamma, \qquad I_{xz} = (I_3 - I_1)\sin\gamma\cos\gamma \\ (\mathbf I^{-1})_{zz} = \frac{\sin^2\gamma}{I_1} + \frac{\cos^2\gamma}{I_3} \end{gathered}`,
      unit: 'kg·m²',
      rows: [
        [
          { tex: 'I_{zz}', value: (s) => M3.at(s.box.inertia, 2, 2) },
          {
            tex: String.raw`I_1\sin^2\gamma + I_3\cos^2\gamma`,
            value: (s) => s.box.I1 * Math.sin(s.box.turn) ** 2 + s.box.I3 * Math.cos(s.box.turn) ** 2,
          },
        ],
        [
          { tex: 'I_{xz}', value: (s) => M3.at(s.box.inertia, 0, 2) },
          {
            tex: String.raw`(I_3 - I_1)\sin\gamma\cos\gamma`,
            value: (s) => (s.box.I3 - s.box.I1) * Math.sin(s.box.turn) * Math.cos(s.box.turn),
          },
        ],
        {
          unit: '1/(kg·m²)',
          sides: [
            {
              tex: String.raw`(\mathbf I^{-1})_{zz}`,
              value: (s) => M3.at(s.box.invInertia, 2, 2),
            },
            {
              tex: String.raw`\sin^2\gamma/I_1 + \cos^2\gamma/I_3`,
              value: (s) => Math.sin(s.box.turn) ** 2 / s.box.I1 + Math.cos(s.box.turn) ** 2 / s.box.I3,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-shortcut-error',
      tex: String.raw`k_{\text{tensor}} - k_{\text{2D}} = \ell^2\left((\mathbf I^{-1})_{zz} - \frac{1}{I_{zz}}\right) = \frac{\ell^2\;\mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c}{I_{zz}\,\big(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c\big)} \;\ge\; 0`,
      unit: '1/kg',
      rows: [
        [
          {
            tex: String.raw`k_{\text{tensor}} - k_{\text{2D}}`,
            value: (s) => s.box.kTensor - s.box.kShortcut,
          },
          {
            tex: String.raw`\ell^2\big((\mathbf I^{-1})_{zz} - 1/I_{zz}\big)`,
            value: (s) => s.lever ** 2 * (M3.at(s.box.invInertia, 2, 2) - 1 / M3.at(s.box.inertia, 2, 2)),
          },
          {
            tex: String.raw`\ell^2\,\mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c / \big(I_{zz}(I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c)\big)`,
            value: (s) => {
              const Izz = M3.at(s.box.inertia, 2, 2);
              return (s.lever ** 2 * s.box.schurQ) / (Izz * (Izz - s.box.schurQ));
            },
          },
        ],
      ],
    },
    {
      id: 'eq:em-gap',
      tex: String.raw`\begin{gathered} k_{\text{tensor}} - k_{\text{2D}} = \frac{\ell^2\,I_{xz}^2}{I_1\,I_3\,I_{zz}} \qquad \text{(this box: } I_{yz} = I_{xy} = 0,\ I_{zz} - \mathbf c^{\mathsf T}\mathbf A^{-1}\mathbf c = I_1 I_3/I_{xx}\text{)} \\ m_{\text{2D}} - m_{\text{tensor}} = \frac{k_{\text{tensor}} - k_{\text{2D}}}{k_{\text{2D}}\,k_{\text{tensor}}} = \frac{\ell^2\,I_{xz}^2}{I_1\,I_3\,I_{zz}\;k_{\text{2D}}\,k_{\text{tensor}}} \end{gathered}`,
      symbols: {
        'I_{xx}': (s) => M3.at(s.box.inertia, 0, 0),
        'I_{xy}': (s) => M3.at(s.box.inertia, 0, 1),
        'I_{yz}': (s) => M3.at(s.box.inertia, 1, 2),
        [String.raw`m_{\text{2D}}`]: (s) => s.box.meffShortcut,
        [String.raw`m_{\text{tensor}}`]: (s) => s.box.meffTensor,
      },
      rows: [
        {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`k_{\text{tensor}} - k_{\text{2D}}`,
              value: (s) => s.box.kTensor - s.box.kShortcut,
            },
            {
              tex: String.raw`\ell^2 I_{xz}^2/(I_1 I_3 I_{zz})`,
              value: (s) =>
                (s.lever ** 2 * M3.at(s.box.inertia, 0, 2) ** 2) /
                (s.box.I1 * s.box.I3 * M3.at(s.box.inertia, 2, 2)),
            },
          ],
        },
        {
          unit: 'kg',
          sides: [
            {
              tex: String.raw`m_{\text{2D}} - m_{\text{tensor}}`,
              value: (s) => s.box.meffShortcut - s.box.meffTensor,
            },
            {
              tex: String.raw`(k_{\text{tensor}} - k_{\text{2D}})/(k_{\text{2D}}k_{\text{tensor}})`,
              value: (s) => (s.box.kTensor - s.box.kShortcut) / (s.box.kShortcut * s.box.kTensor),
            },
            {
              tex: String.raw`\ell^2 I_{xz}^2/(I_1 I_3 I_{zz}\,k_{\text{2D}}k_{\text{tensor}})`,
              value: (s) =>
                (s.lever ** 2 * M3.at(s.box.inertia, 0, 2) ** 2) /
                (s.box.I1 * s.box.I3 * M3.at(s.box.inertia, 2, 2) * s.box.kShortcut * s.box.kTensor),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-velocity-constraint',
      tex: String.raw`C = (\mathbf p_B - \mathbf p_A)\cdot\mathbf n \;\ge\; 0, \qquad \dot C = (\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n = v_n`,
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n`,
            value: (s) =>
              V2.dot(V2.sub(V2.pointVelocity(s.b.v, s.b.w, s.rB), V2.pointVelocity(s.a.v, s.a.w, s.rA)), s.n),
          },
          { tex: 'v_n', value: (s) => s.result.vn },
        ],
      ],
    },
    {
      id: 'eq:em-jacobian',
      tex: String.raw`\begin{gathered} \dot C = \mathbf J\mathbf V, \qquad \mathbf J = \big[\,-\mathbf n^{\mathsf T}\ \ \ {-(\mathbf r_A\times\mathbf n)}\ \ \ \mathbf n^{\mathsf T}\ \ \ \mathbf r_B\times\mathbf n\,\big] \\ \mathbf V = \big[\,\mathbf v_A^{\mathsf T}\ \ \ \omega_A\ \ \ \mathbf v_B^{\mathsf T}\ \ \ \omega_B\,\big]^{\mathsf T} \end{gathered}`,
      continues: true,
      // J V with J's row and V's column written out.
      vectors: {
        [String.raw`\mathbf J`]: (s) => [s.J],
        [String.raw`\mathbf V`]: (s) => s.V.map((v) => [v]),
      },
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\dot C = v_n`, value: (s) => s.result.vn },
          { tex: String.raw`\mathbf J\mathbf V`, value: (s) => s.JV },
        ],
      ],
    },
    {
      id: 'eq:em-impulse-direction',
      tex: String.raw`\mathbf P = ${JT}\lambda = \big[\,-\lambda\mathbf n^{\mathsf T}\ \ \ {-\lambda\,(\mathbf r_A\times\mathbf n)}\ \ \ \lambda\mathbf n^{\mathsf T}\ \ \ \lambda\,(\mathbf r_B\times\mathbf n)\,\big]^{\mathsf T}`,
      rows: [
        {
          unit: 'N·s',
          sides: [
            {
              tex: String.raw`(${JT}\lambda)_{\mathbf v_B}`,
              value: (s) => V2.scale(slice2(s.J, 3), s.result.j),
            },
            { tex: String.raw`\lambda\,\mathbf n`, value: (s) => V2.scale(s.n, s.result.j) },
          ],
        },
        {
          unit: 'N·m·s',
          sides: [
            {
              tex: String.raw`(${JT}\lambda)_{\omega_B}`,
              value: (s) => (s.J[5] as number) * s.result.j,
            },
            {
              tex: String.raw`\mathbf r_B\times(\lambda\,\mathbf n)`,
              value: (s) => V2.cross(s.rB, V2.scale(s.n, s.result.j)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-mass-matrix',
      tex: String.raw`\begin{gathered} \mathbf M^{-1} = \operatorname{diag}\!\Big(\frac{1}{m_A},\ \frac{1}{m_A},\ \frac{1}{I_A},\ \frac{1}{m_B},\ \frac{1}{m_B},\ \frac{1}{I_B}\Big) \\ \Delta\mathbf V = \mathbf M^{-1}${JT}\lambda \end{gathered}`,
      rows: [
        {
          unit: 'm/s',
          sides: [
            { tex: String.raw`\Delta\mathbf v_B`, value: (s) => V2.sub(s.result.b.v, s.b.v) },
            {
              tex: String.raw`(\mathbf M^{-1}${JT}\lambda)_{\mathbf v_B}`,
              value: (s) =>
                V2.scale(
                  {
                    x: (s.Minv[3] as number) * (s.J[3] as number),
                    y: (s.Minv[4] as number) * (s.J[4] as number),
                  },
                  s.result.j,
                ),
            },
          ],
        },
        {
          unit: 'rad/s',
          sides: [
            { tex: String.raw`\Delta\omega_B`, value: (s) => s.result.b.w - s.b.w },
            {
              tex: String.raw`(\mathbf M^{-1}${JT}\lambda)_{\omega_B}`,
              value: (s) => (s.Minv[5] as number) * (s.J[5] as number) * s.result.j,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-lambda-linear',
      tex: String.raw`\mathbf J\mathbf V' = \mathbf J(\mathbf V + \Delta\mathbf V) = \mathbf J\mathbf V + \big(${JMJ}\big)\,\lambda`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf J\mathbf V'`, value: (s) => dot6(s.J, s.VAfter) },
          {
            tex: String.raw`\mathbf J\mathbf V + (${JMJ})\lambda`,
            value: (s) => s.JV + s.kJacobian * s.result.j,
          },
        ],
      ],
    },
    {
      id: 'eq:em-jmj',
      tex: String.raw`${JMJ} = \sum_{i=1}^{6} J_i^2\,M^{-1}_{ii} = k = \frac{1}{${MEFF}}`,
      // J M⁻¹ Jᵀ with J's row, the whole mass matrix and Jᵀ's column written out.
      vectors: {
        [String.raw`\mathbf J`]: (s) => [s.J],
        [String.raw`\mathbf M^{-1}`]: (s) => ROWS_6.map((r) => s.MinvFull.slice(6 * r, 6 * r + 6)),
      },
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`${JMJ}`, value: (s) => s.kJacobian },
          {
            tex: String.raw`\mathbf J\,(\text{full } 6\times 6\ \mathbf M^{-1})\,${JT}`,
            value: (s) => s.kJacobianFull,
          },
          {
            tex: String.raw`\textstyle\sum_i J_i^2 M^{-1}_{ii}`,
            value: (s) => s.J.reduce((acc, Ji, i) => acc + Ji * Ji * (s.Minv[i] as number), 0),
          },
          { tex: String.raw`k\ \text{(scalar form)}`, value: (s) => s.k },
        ],
      ],
    },
    {
      id: 'eq:em-lambda',
      tex: String.raw`\mathbf J\mathbf V' = v_{\text{bias}} \quad\Longrightarrow\quad \lambda = \frac{v_{\text{bias}} - \mathbf J\mathbf V}{${JMJ}}`,
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`\lambda\ (= j\ \text{from the solver})`,
            value: (s) => s.result.j,
          },
          {
            tex: String.raw`(v_{\text{bias}} - \mathbf J\mathbf V)/(${JMJ}),\ v_{\text{bias}} = -e\,\mathbf J\mathbf V`,
            value: (s) => -(s.JV + s.bias) / s.kJacobian,
          },
        ],
      ],
      inapplicable: notApproaching,
    },
    {
      id: 'eq:em-bias',
      tex: String.raw`v_{\text{bias}} = -e\,\mathbf J\mathbf V \quad\Longrightarrow\quad \lambda = -(1+e)\,${MEFF}\,v_n, \qquad \mathbf J\mathbf V' = -e\,\mathbf J\mathbf V`,
      rows: [
        {
          unit: 'N·s',
          sides: [
            { tex: String.raw`\lambda`, value: (s) => s.result.j },
            {
              tex: String.raw`-(1+e)\,${MEFF}\,v_n`,
              value: (s) => -(1 + s.p.e) * s.meff * s.result.vn,
            },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            { tex: String.raw`\mathbf J\mathbf V'`, value: (s) => dot6(s.J, s.VAfter) },
            { tex: String.raw`-e\,\mathbf J\mathbf V`, value: (s) => -s.p.e * s.JV },
          ],
        },
      ],
      inapplicable: notApproaching,
    },
    {
      id: 'eq:em-equality',
      tex: String.raw`\lambda_{=} = -\frac{\mathbf J\mathbf V}{${JMJ}}\ \ \text{(either sign)} \quad\Longrightarrow\quad \mathbf J\mathbf V' = 0`,
      symbols: { [String.raw`\mathbf J\mathbf V'`]: (s) => s.JVAfterEq },
      rows: [
        {
          unit: 'N·s',
          sides: [
            { tex: String.raw`\lambda_{=}`, value: (s) => s.lambdaEq },
            { tex: String.raw`-${MEFF}\,v_n`, value: (s) => -s.meffJacobian * s.result.vn },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            {
              tex: String.raw`\mathbf J\mathbf V'\ \text{after}\ \lambda_{=}`,
              value: (s) => s.JVAfterEq,
            },
            { tex: '0', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:em-clamp',
      tex: String.raw`\lambda = \max\!\left(0,\ -\frac{(1+e)\,\mathbf J\mathbf V}{${JMJ}}\right)`,
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`\lambda\ (= j\ \text{from the solver})`,
            value: (s) => s.result.j,
          },
          {
            tex: String.raw`\max\big(0,\ -(1+e)\,\mathbf J\mathbf V/(${JMJ})\big)`,
            value: (s) => Math.max(0, (-(1 + s.p.e) * s.JV) / s.kJacobian),
          },
        ],
      ],
    },
  ],
});
