// The 2D revolute joint, step by step: each step's TeX and the functions that evaluate its sides on
// the K explorer's configuration (./scenario.ts); the step-equality test checks that they agree at
// thousands of random configurations.
import { defineDerivation } from '../../kit/steps/define';
import { inertiaSymbols, massSymbols } from '../../kit/steps/symbols';
import { jointParams, jointScenario, mulK, type Joint } from './scenario';
import { type Body2, eigenSym2, type Mat2, V2, type Vec2 } from '../../solver';

const Z: Vec2 = { x: 0, y: 0 };
/**
 * Below this lever arm (m) the ° example's K (∝ |r_B|²) is lost in rounding; the widget's arms move
 * in steps of 0.05 m.
 */
const SHORTEST_ARM = 1e-6;
const det2 = (K: Mat2) => K[0] * K[3] - K[1] * K[2];
/** v_rel of the ° example (A immovable at the origin, B's anchor at r_B) for given bodies. */
const anchorVelocity = (a: Body2, b: Body2, rB: Vec2): Vec2 =>
  V2.sub(V2.pointVelocity(b.v, b.w, rB), V2.pointVelocity(a.v, a.w, Z));
const perp = V2.perp; // r⊥ = (−r_y, r_x)
export const sigma = (s: Joint) => s.a.invMass + s.b.invMass;

/** (s·(r × j)) × r with the scalar treated as a spin about z: the 2D ω × r. */
const spinTerm = (inv: number, r: Vec2, j: Vec2) => V2.crossSV(inv * V2.cross(r, j), r);
const crossTermMatrix = (r: Vec2, j: Vec2): Vec2 => ({
  x: r.y * r.y * j.x - r.x * r.y * j.y,
  y: -r.x * r.y * j.x + r.x * r.x * j.y,
});

const k11 = (s: Joint) => sigma(s) + s.rA.y ** 2 * s.a.invInertia + s.rB.y ** 2 * s.b.invInertia;
const k12 = (s: Joint) => -(s.rA.x * s.rA.y * s.a.invInertia + s.rB.x * s.rB.y * s.b.invInertia);
const k22 = (s: Joint) => sigma(s) + s.rA.x ** 2 * s.a.invInertia + s.rB.x ** 2 * s.b.invInertia;

/** K·u as the sum of its parts: σ·u + (1/IA) r⊥A (r⊥A·u) + (1/IB) r⊥B (r⊥B·u). */
const kSum = (s: Joint, u: Vec2): Vec2 => {
  const pA = perp(s.rA);
  const pB = perp(s.rB);
  return V2.add(
    V2.add(V2.scale(u, sigma(s)), V2.scale(pA, s.a.invInertia * V2.dot(pA, u))),
    V2.scale(pB, s.b.invInertia * V2.dot(pB, u)),
  );
};

/** Cramer's rule written out: K⁻¹·rhs. */
export const cramer = (s: Joint, rhs: Vec2): Vec2 => {
  const [a, b, c, d] = s.result.K;
  const det = a * d - b * c;
  return { x: (d * rhs.x - b * rhs.y) / det, y: (a * rhs.y - c * rhs.x) / det };
};

/**
 * The constraint view of seed 003: V = (v_A, ω_A, v_B, ω_B) ∈ ℝ⁶, the Jacobian J (2×6) of
 * C = (p_B + r_B) − (p_A + r_A), and M⁻¹ = diag(1/mA, 1/mA, 1/IA, 1/mB, 1/mB, 1/IB), all as plain
 * arrays multiplied out here, independently of the solver's K.
 */
function jacobian(s: Joint): number[][] {
  const pA = perp(s.rA);
  const pB = perp(s.rB);
  return [
    [-1, 0, -pA.x, 1, 0, pB.x],
    [0, -1, -pA.y, 0, 1, pB.y],
  ];
}
const invMassDiag = (s: Joint) => [
  s.a.invMass,
  s.a.invMass,
  s.a.invInertia,
  s.b.invMass,
  s.b.invMass,
  s.b.invInertia,
];
const velocityVector = (s: Joint) => [s.a.v.x, s.a.v.y, s.a.w, s.b.v.x, s.b.v.y, s.b.w];
function jmjColumn(s: Joint, col: 0 | 1): Vec2 {
  const J = jacobian(s);
  const m = invMassDiag(s);
  const entry = (row: 0 | 1) => J[row]!.reduce((acc, Jrk, k) => acc + Jrk * m[k]! * J[col]![k]!, 0);
  return { x: entry(0), y: entry(1) };
}
function jTimesV(s: Joint): Vec2 {
  const J = jacobian(s);
  const V = velocityVector(s);
  const row = (r: 0 | 1) => J[r]!.reduce((acc, Jrk, k) => acc + Jrk * V[k]!, 0);
  return { x: row(0), y: row(1) };
}

const singular = (s: Joint) => s.singularReason;
/** dᵀK d below this fraction of tr K counts as "cannot move along d" (m_eff beyond a double's reach). */
const ALMOST_NOTHING = 1e-9;
export const jVec = (s: Joint) => s.result.j;
const negVrel = (s: Joint) => V2.neg(s.result.vRel);

const VREL = String.raw`\mathbf v_{\text{rel}}`;
const VRELP = String.raw`\mathbf v_{\text{rel}}'`;
const SIGMA = String.raw`\Big(\frac{1}{m_A} + \frac{1}{m_B}\Big)`;

export const derivation = defineDerivation({
  page: 'revolute-joint',
  params: jointParams,
  scenario: jointScenario,
  symbols: {
    ...massSymbols,
    ...inertiaSymbols,
    [String.raw`\omega_A`]: (s) => s.a.w,
    [String.raw`\omega_B`]: (s) => s.b.w,
    [String.raw`\omega_A'`]: (s) => s.result.a.w,
    [String.raw`\omega_B'`]: (s) => s.result.b.w,
    'r_{A,x}': (s) => s.rA.x,
    'r_{A,y}': (s) => s.rA.y,
    'r_{B,x}': (s) => s.rB.x,
    'r_{B,y}': (s) => s.rB.y,
    'K_{11}': (s) => s.result.K[0],
    'K_{12}': (s) => s.result.K[1],
    'K_{21}': (s) => s.result.K[2],
    'K_{22}': (s) => s.result.K[3],
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
  // "Plug in numbers" shows these as columns of their components.
  vectors: {
    [VREL]: (s) => s.result.vRel,
    [String.raw`\mathbf v_{cA}'`]: (s) => s.vcAAfter,
    [String.raw`\mathbf v_{cB}'`]: (s) => s.vcBAfter,
    [String.raw`\mathbf C`]: (s) => s.C,
  },
  steps: [
    {
      id: 'eq:rj-anchor-velocity',
      tex: String.raw`\begin{gathered} \mathbf v_{cA} = \mathbf v_A + \omega_A\times\mathbf r_A,\qquad \mathbf v_{cB} = \mathbf v_B + \omega_B\times\mathbf r_B,\\ ${VREL} = \mathbf v_{cB} - \mathbf v_{cA} \end{gathered}`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf v_{cA}`, value: (s) => s.vcA },
          {
            tex: String.raw`\mathbf v_A + \omega_A\times\mathbf r_A`,
            value: (s) => V2.add(s.a.v, V2.crossSV(s.a.w, s.rA)),
          },
        ],
        [
          { tex: String.raw`\mathbf v_{cB}`, value: (s) => s.vcB },
          {
            tex: String.raw`\mathbf v_B + \omega_B\times\mathbf r_B`,
            value: (s) => V2.add(s.b.v, V2.crossSV(s.b.w, s.rB)),
          },
        ],
        [
          { tex: VREL, value: (s) => s.result.vRel },
          {
            tex: String.raw`\mathbf v_{cB} - \mathbf v_{cA}`,
            value: (s) => V2.sub(s.vcB, s.vcA),
          },
        ],
      ],
    },
    {
      id: 'eq:rj-constraint',
      tex: String.raw`${VRELP} = \mathbf v_{cB}' - \mathbf v_{cA}' = \mathbf 0`,
      unit: 'm/s',
      rows: [
        [
          { tex: VRELP, value: (s) => s.vRelAfter },
          {
            tex: String.raw`\mathbf v_{cB}' - \mathbf v_{cA}'`,
            value: (s) => V2.sub(s.vcBAfter, s.vcAAfter),
          },
          { tex: String.raw`\mathbf 0`, value: () => Z },
        ],
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-impulse-update',
      tex: String.raw`\begin{gathered} \mathbf v_A' = \mathbf v_A - \frac{\mathbf P}{m_A},\qquad \omega_A' = \omega_A - \frac{\mathbf r_A\times\mathbf P}{I_A},\\ \mathbf v_B' = \mathbf v_B + \frac{\mathbf P}{m_B},\qquad \omega_B' = \omega_B + \frac{\mathbf r_B\times\mathbf P}{I_B} \end{gathered}`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf v_A'`, value: (s) => s.result.a.v },
          {
            tex: String.raw`\mathbf v_A - \mathbf P/m_A`,
            value: (s) => V2.addScaled(s.a.v, jVec(s), -s.a.invMass),
          },
        ],
        {
          unit: 'rad/s',
          sides: [
            { tex: String.raw`\omega_A'`, value: (s) => s.result.a.w },
            {
              tex: String.raw`\omega_A - (\mathbf r_A\times\mathbf P)/I_A`,
              value: (s) => s.a.w - s.a.invInertia * V2.cross(s.rA, jVec(s)),
            },
          ],
        },
        [
          { tex: String.raw`\mathbf v_B'`, value: (s) => s.result.b.v },
          {
            tex: String.raw`\mathbf v_B + \mathbf P/m_B`,
            value: (s) => V2.addScaled(s.b.v, jVec(s), s.b.invMass),
          },
        ],
        {
          unit: 'rad/s',
          sides: [
            { tex: String.raw`\omega_B'`, value: (s) => s.result.b.w },
            {
              tex: String.raw`\omega_B + (\mathbf r_B\times\mathbf P)/I_B`,
              value: (s) => s.b.w + s.b.invInertia * V2.cross(s.rB, jVec(s)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-expand',
      tex: String.raw`${VRELP} = ${VREL} + ${SIGMA}\mathbf P + \frac{(\mathbf r_A\times\mathbf P)\times\mathbf r_A}{I_A} + \frac{(\mathbf r_B\times\mathbf P)\times\mathbf r_B}{I_B}`,
      unit: 'm/s',
      rows: [
        [
          { tex: VRELP, value: (s) => s.vRelAfter },
          {
            tex: String.raw`${VREL} + (\tfrac{1}{m_A} + \tfrac{1}{m_B})\mathbf P + \dots`,
            value: (s) =>
              V2.add(
                V2.add(
                  V2.addScaled(s.result.vRel, jVec(s), sigma(s)),
                  spinTerm(s.a.invInertia, s.rA, jVec(s)),
                ),
                spinTerm(s.b.invInertia, s.rB, jVec(s)),
              ),
          },
        ],
      ],
    },
    {
      id: 'eq:rj-cross-term',
      tex: String.raw`\begin{aligned} (\mathbf r\times\mathbf P)\times\mathbf r &= \begin{pmatrix} r_y^2\,P_x - r_x r_y\,P_y\\ r_x^2\,P_y - r_x r_y\,P_x\end{pmatrix} = \begin{pmatrix} r_y^2 & -r_x r_y\\ -r_x r_y & r_x^2\end{pmatrix}\mathbf P\\ &= \mathbf r^{\perp}\,(\mathbf r^{\perp}\cdot\mathbf P),\qquad \mathbf r^{\perp} = \begin{pmatrix}-r_y\\ \hphantom{-}r_x\end{pmatrix} \end{aligned}`,
      unit: 'm²·N·s',
      rows: [
        [
          {
            tex: String.raw`(\mathbf r_A\times\mathbf P)\times\mathbf r_A`,
            value: (s) => spinTerm(1, s.rA, jVec(s)),
          },
          {
            tex: String.raw`\big(\begin{smallmatrix} r_{A,y}^2 & -r_{A,x}r_{A,y}\\ -r_{A,x}r_{A,y} & r_{A,x}^2\end{smallmatrix}\big)\mathbf P`,
            value: (s) => crossTermMatrix(s.rA, jVec(s)),
          },
          {
            tex: String.raw`\mathbf r_A^{\perp}(\mathbf r_A^{\perp}\cdot\mathbf P)`,
            value: (s) => V2.scale(perp(s.rA), V2.dot(perp(s.rA), jVec(s))),
          },
        ],
        [
          {
            tex: String.raw`(\mathbf r_B\times\mathbf P)\times\mathbf r_B`,
            value: (s) => spinTerm(1, s.rB, jVec(s)),
          },
          {
            tex: String.raw`\big(\begin{smallmatrix} r_{B,y}^2 & -r_{B,x}r_{B,y}\\ -r_{B,x}r_{B,y} & r_{B,x}^2\end{smallmatrix}\big)\mathbf P`,
            value: (s) => crossTermMatrix(s.rB, jVec(s)),
          },
          {
            tex: String.raw`\mathbf r_B^{\perp}(\mathbf r_B^{\perp}\cdot\mathbf P)`,
            value: (s) => V2.scale(perp(s.rB), V2.dot(perp(s.rB), jVec(s))),
          },
        ],
      ],
    },
    {
      id: 'eq:rj-k-matrix',
      tex: String.raw`\begin{aligned} ${VRELP} &= ${VREL} + \mathbf K\,\mathbf P,\qquad \mathbf K = \begin{pmatrix} K_{11} & K_{12}\\ K_{21} & K_{22}\end{pmatrix},\\ K_{11} &= \frac{1}{m_A} + \frac{1}{m_B} + \frac{r_{A,y}^2}{I_A} + \frac{r_{B,y}^2}{I_B},\\ K_{12} = K_{21} &= -\Big(\frac{r_{A,x}\,r_{A,y}}{I_A} + \frac{r_{B,x}\,r_{B,y}}{I_B}\Big),\\ K_{22} &= \frac{1}{m_A} + \frac{1}{m_B} + \frac{r_{A,x}^2}{I_A} + \frac{r_{B,x}^2}{I_B} \end{aligned}`,
      unit: '1/kg',
      rows: [
        {
          unit: 'm/s',
          sides: [
            { tex: VRELP, value: (s) => s.vRelAfter },
            {
              tex: String.raw`${VREL} + \mathbf K\mathbf P`,
              value: (s) => V2.add(s.result.vRel, mulK(s.result.K, jVec(s))),
            },
          ],
        },
        [
          { tex: 'K_{11}', value: (s) => s.result.K[0] },
          {
            tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{r_{A,y}^2}{I_A} + \tfrac{r_{B,y}^2}{I_B}`,
            value: k11,
          },
        ],
        [
          { tex: 'K_{12}', value: (s) => s.result.K[1] },
          {
            tex: String.raw`-(\tfrac{r_{A,x}r_{A,y}}{I_A} + \tfrac{r_{B,x}r_{B,y}}{I_B})`,
            value: k12,
          },
        ],
        [
          { tex: 'K_{21}', value: (s) => s.result.K[2] },
          { tex: 'K_{12}', value: k12 },
        ],
        [
          { tex: 'K_{22}', value: (s) => s.result.K[3] },
          {
            tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{r_{A,x}^2}{I_A} + \tfrac{r_{B,x}^2}{I_B}`,
            value: k22,
          },
        ],
      ],
    },
    {
      id: 'eq:rj-pendulum',
      tex: String.raw`\begin{gathered} \text{A immovable},\quad \mathbf r_B = \begin{pmatrix}0\\ \ell\end{pmatrix},\quad \mathbf r_B^{\perp} = \begin{pmatrix}-\ell\\ 0\end{pmatrix}:\qquad \mathbf K = \frac{1}{m_B}\,\mathbf 1 + \frac{1}{I_B}\begin{pmatrix}\ell^2 & 0\\ 0 & 0\end{pmatrix} = \begin{pmatrix}\frac{1}{m_B} + \frac{\ell^2}{I_B} & 0\\ 0 & \frac{1}{m_B}\end{pmatrix} \\ \text{a uniform rod of length } 2\ell:\ \ I_{\text{rod}} = \tfrac{1}{12}\,m_B\,(2\ell)^2 = \tfrac13\,m_B\,\ell^2,\qquad \mathbf K = \begin{pmatrix}4/m_B & 0\\ 0 & 1/m_B\end{pmatrix} \end{gathered}`,
      symbols: {
        // B's own mass and inertia, hanging free from the pivot, whatever the widget makes of B.
        m_B: (s) => s.p.mB,
        I_B: (s) => s.p.IB,
        [String.raw`\ell`]: (s) => s.pendulum.arm,
        [String.raw`I_{\text{rod}}`]: (s) => s.pendulum.rodInertia,
      },
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`k^{\circ}_{11}`, value: (s) => s.pendulum.K[0] },
          {
            tex: String.raw`\tfrac{1}{m_B} + \tfrac{\ell^2}{I_B}`,
            value: (s) => 1 / s.p.mB + s.pendulum.arm ** 2 / s.p.IB,
          },
        ],
        [
          { tex: String.raw`k^{\circ}_{12}`, value: (s) => s.pendulum.K[1] },
          { tex: '0', value: () => 0 },
        ],
        [
          { tex: String.raw`k^{\circ}_{22}`, value: (s) => s.pendulum.K[3] },
          { tex: String.raw`\tfrac{1}{m_B}`, value: (s) => 1 / s.p.mB },
        ],
        {
          unit: 'kg·m²',
          sides: [
            {
              tex: String.raw`I_{\text{rod}}`,
              value: (s) => s.pendulum.rodInertia,
            },
            {
              tex: String.raw`\tfrac13\,m_B\,\ell^2`,
              value: (s) => (s.p.mB * s.pendulum.arm ** 2) / 3,
            },
          ],
        },
        [
          { tex: String.raw`K_{11}\ \text{(rod)}`, value: (s) => s.pendulum.rodK![0] },
          { tex: String.raw`4/m_B`, value: (s) => 4 / s.p.mB },
        ],
        [
          { tex: String.raw`K_{22}\ \text{(rod)}`, value: (s) => s.pendulum.rodK![3] },
          { tex: String.raw`1/m_B`, value: (s) => 1 / s.p.mB },
        ],
      ],
      inapplicable: (s) =>
        s.pendulum.rodK
          ? null
          : 'B’s anchor is at its centre (ℓ = 0): the pendulum has no arm, and a rod of length 0 has no inertia.',
    },
    {
      id: 'eq:rj-solve',
      tex: String.raw`\mathbf K\,\mathbf P = -${VREL}`,
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`\mathbf K\mathbf P`,
            value: (s) => mulK(s.result.K, jVec(s)),
          },
          { tex: `-${VREL}`, value: negVrel },
        ],
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-k-sum',
      tex: String.raw`\mathbf K = ${SIGMA}\mathbf 1 + \frac{1}{I_A}\,\mathbf r_A^{\perp}\mathbf r_A^{\perp\mathsf T} + \frac{1}{I_B}\,\mathbf r_B^{\perp}\mathbf r_B^{\perp\mathsf T}`,
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`\mathbf K\mathbf d`, value: (s) => s.Kd },
          {
            tex: String.raw`(\tfrac{1}{m_A} + \tfrac{1}{m_B})\mathbf d + \tfrac{1}{I_A}\mathbf r_A^{\perp}(\mathbf r_A^{\perp}\cdot\mathbf d) + \tfrac{1}{I_B}\mathbf r_B^{\perp}(\mathbf r_B^{\perp}\cdot\mathbf d)`,
            value: (s) => kSum(s, s.d),
          },
        ],
      ],
    },
    {
      id: 'eq:rj-quadratic',
      tex: String.raw`\mathbf d^{\mathsf T}\mathbf K\,\mathbf d = \frac{1}{m_A} + \frac{1}{m_B} + \frac{(\mathbf r_A\times\mathbf d)^2}{I_A} + \frac{(\mathbf r_B\times\mathbf d)^2}{I_B} \;\ge\; 0`,
      unit: '1/kg',
      rows: [
        [
          {
            tex: String.raw`\mathbf d^{\mathsf T}\mathbf K\mathbf d`,
            value: (s) => s.dKd,
          },
          {
            tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \tfrac{(\mathbf r_A\times\mathbf d)^2}{I_A} + \tfrac{(\mathbf r_B\times\mathbf d)^2}{I_B}`,
            value: (s) =>
              sigma(s) +
              V2.cross(s.rA, s.d) ** 2 * s.a.invInertia +
              V2.cross(s.rB, s.d) ** 2 * s.b.invInertia,
          },
        ],
      ],
    },
    {
      id: 'eq:rj-jacobian',
      tex: String.raw`\begin{gathered} \mathbf C = (\mathbf x_B + \mathbf r_B) - (\mathbf x_A + \mathbf r_A),\qquad \dot{\mathbf C} = \mathbf J\mathbf V = ${VREL},\\ \mathbf J = \begin{pmatrix} -\mathbf 1 & -\mathbf r_A^{\perp} & \mathbf 1 & \mathbf r_B^{\perp}\end{pmatrix},\qquad \mathbf K = \mathbf J\,\mathbf M^{-1}\mathbf J^{\mathsf T} \end{gathered}`,
      unit: '1/kg',
      rows: [
        {
          unit: 'm',
          sides: [
            { tex: String.raw`\mathbf C`, value: (s) => s.C },
            {
              tex: String.raw`(\mathbf x_B + \mathbf r_B) - (\mathbf x_A + \mathbf r_A)`,
              value: (s) => V2.sub(V2.add(s.xB, s.rB), V2.add(s.xA, s.rA)),
            },
          ],
        },
        {
          unit: 'm/s',
          sides: [
            { tex: String.raw`\mathbf J\mathbf V`, value: jTimesV },
            { tex: VREL, value: (s) => s.result.vRel },
          ],
        },
        [
          {
            tex: String.raw`\text{column 1 of } \mathbf J\mathbf M^{-1}\mathbf J^{\mathsf T}`,
            value: (s) => jmjColumn(s, 0),
          },
          {
            tex: String.raw`(K_{11}, K_{21})`,
            value: (s) => ({ x: s.result.K[0], y: s.result.K[2] }),
          },
        ],
        [
          {
            tex: String.raw`\text{column 2 of } \mathbf J\mathbf M^{-1}\mathbf J^{\mathsf T}`,
            value: (s) => jmjColumn(s, 1),
          },
          {
            tex: String.raw`(K_{12}, K_{22})`,
            value: (s) => ({ x: s.result.K[1], y: s.result.K[3] }),
          },
        ],
      ],
    },
    {
      id: 'eq:rj-det',
      tex: String.raw`\begin{aligned} \det\mathbf K &= K_{11}K_{22} - K_{12}K_{21} = \sigma^2 + \sigma\Big(\frac{|\mathbf r_A|^2}{I_A} + \frac{|\mathbf r_B|^2}{I_B}\Big) + \frac{(\mathbf r_A\times\mathbf r_B)^2}{I_A\,I_B},\\ \operatorname{tr}\mathbf K &= 2\sigma + \frac{|\mathbf r_A|^2}{I_A} + \frac{|\mathbf r_B|^2}{I_B},\qquad \sigma = \frac{1}{m_A} + \frac{1}{m_B} \end{aligned}`,
      rows: [
        {
          unit: '1/kg²',
          sides: [
            { tex: String.raw`\det\mathbf K`, value: (s) => s.det },
            {
              tex: String.raw`\sigma^2 + \sigma(\dots) + \tfrac{(\mathbf r_A\times\mathbf r_B)^2}{I_A I_B}`,
              value: (s) => {
                const sg = sigma(s);
                const arms = V2.dot(s.rA, s.rA) * s.a.invInertia + V2.dot(s.rB, s.rB) * s.b.invInertia;
                return sg * sg + sg * arms + V2.cross(s.rA, s.rB) ** 2 * s.a.invInertia * s.b.invInertia;
              },
            },
          ],
        },
        {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`\operatorname{tr}\mathbf K`,
              value: (s) => s.trace,
            },
            {
              tex: String.raw`2\sigma + \tfrac{|\mathbf r_A|^2}{I_A} + \tfrac{|\mathbf r_B|^2}{I_B}`,
              value: (s) =>
                2 * sigma(s) + V2.dot(s.rA, s.rA) * s.a.invInertia + V2.dot(s.rB, s.rB) * s.b.invInertia,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-cramer',
      tex: String.raw`\mathbf P = \frac{1}{\det\mathbf K}\begin{pmatrix} \hphantom{-}K_{22} & -K_{12}\\ -K_{21} & \hphantom{-}K_{11}\end{pmatrix}\begin{pmatrix} -v_{\text{rel},x}\\ -v_{\text{rel},y}\end{pmatrix}`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\mathbf P`, value: jVec },
          {
            tex: String.raw`\tfrac{1}{\det\mathbf K}(\dots)(-${VREL})`,
            value: (s) => cramer(s, negVrel(s)),
          },
        ],
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-pinv',
      tex: String.raw`\begin{gathered} \operatorname{rank}\mathbf K = 1:\quad \mathbf K = (\operatorname{tr}\mathbf K)\,\mathbf u\mathbf u^{\mathsf T},\qquad \mathbf K^{+} = \frac{\mathbf u\mathbf u^{\mathsf T}}{\operatorname{tr}\mathbf K} = \frac{\mathbf K}{(\operatorname{tr}\mathbf K)^2} \\ \mathbf P^{+} = -\mathbf K^{+}${VREL} = -\frac{\mathbf K\,${VREL}}{(\operatorname{tr}\mathbf K)^2},\qquad ${VRELP} = ${VREL} - (\mathbf u\cdot${VREL})\,\mathbf u \end{gathered}`,
      symbols: {
        [String.raw`\operatorname{rank}\mathbf K`]: (s) => s.axle.pinv.rank,
        [String.raw`\operatorname{tr}\mathbf K^{\circ}`]: (s) => s.axle.pinv.K[0] + s.axle.pinv.K[3],
      },
      unit: 'm/s',
      rows: [
        {
          unit: '',
          sides: [
            {
              tex: String.raw`\operatorname{rank}\mathbf K^{\circ}`,
              value: (s) => s.axle.pinv.rank,
            },
            { tex: '1', value: () => 1 },
          ],
        },
        {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`\operatorname{tr}\mathbf K^{\circ}`,
              value: (s) => s.axle.pinv.K[0] + s.axle.pinv.K[3],
            },
            {
              tex: String.raw`\mathbf u^{\mathsf T}\mathbf K^{\circ}\mathbf u`,
              value: (s) => {
                const u = eigenSym2(s.axle.pinv.K).e1;
                return V2.dot(u, mulK(s.axle.pinv.K, u));
              },
            },
          ],
        },
        {
          unit: '1/kg²',
          sides: [
            { tex: String.raw`\det\mathbf K^{\circ}`, value: (s) => det2(s.axle.pinv.K) },
            { tex: '0', value: () => 0 },
          ],
        },
        [
          {
            tex: String.raw`${VRELP}^{\circ}\ \text{after}\ \mathbf P = \mathbf 0\ \text{(policy)}`,
            value: (s) => anchorVelocity(s.axle.policy.a, s.axle.policy.b, s.rB),
          },
          { tex: String.raw`${VREL}^{\circ}`, value: (s) => s.axle.pinv.vRel },
        ],
        {
          unit: 'N·s',
          sides: [
            { tex: String.raw`\mathbf P^{+}`, value: (s) => s.axle.pinv.j },
            {
              tex: String.raw`-\mathbf K^{\circ}${VREL}^{\circ}/(\operatorname{tr}\mathbf K^{\circ})^2`,
              value: (s) => {
                const { K, vRel } = s.axle.pinv;
                return V2.scale(mulK(K, vRel), -1 / (K[0] + K[3]) ** 2);
              },
            },
          ],
        },
        [
          {
            tex: String.raw`${VRELP}^{\circ}\ \text{after}\ \mathbf P^{+}`,
            value: (s) => s.axle.pinv.vRelAfter,
          },
          {
            tex: String.raw`${VREL}^{\circ} - (\mathbf u\cdot${VREL}^{\circ})\,\mathbf u`,
            value: (s) => {
              const u = eigenSym2(s.axle.pinv.K).e1;
              const v = s.axle.pinv.vRel;
              return V2.addScaled(v, u, -V2.dot(u, v));
            },
          },
          { tex: String.raw`\mathbf 0`, value: () => Z },
        ],
        {
          unit: 'rad/s',
          sides: [
            {
              tex: String.raw`\omega_B^{\circ\prime}\ \text{after}\ \mathbf P^{+}`,
              value: (s) => s.axle.pinv.b.w,
            },
            { tex: '0', value: () => 0 },
          ],
        },
      ],
      inapplicable: (s) =>
        s.axle.pinv.rank === 1 && V2.length(s.rB) >= SHORTEST_ARM
          ? null
          : 'B’s anchor is at its centre (r_B = 0): on its axle B cannot move the anchor at all, K° = 0, and there is no line to keep.',
    },
    {
      id: 'eq:rj-eigen',
      tex: String.raw`\begin{gathered} \kappa_{1,2} = \frac{K_{11} + K_{22}}{2} \pm \sqrt{\Big(\frac{K_{11} - K_{22}}{2}\Big)^2 + K_{12}^2},\\ \mathbf K\,\mathbf e_i = \kappa_i\,\mathbf e_i,\qquad \kappa_1 + \kappa_2 = \operatorname{tr}\mathbf K,\qquad \kappa_1\kappa_2 = \det\mathbf K \end{gathered}`,
      unit: '1/kg',
      rows: [
        [
          { tex: String.raw`\kappa_1`, value: (s) => s.eig.l1 },
          {
            tex: String.raw`\tfrac{K_{11}+K_{22}}{2} + \sqrt{\dots}`,
            value: (s) =>
              (s.result.K[0] + s.result.K[3]) / 2 +
              Math.hypot((s.result.K[0] - s.result.K[3]) / 2, s.result.K[1]),
          },
        ],
        [
          { tex: String.raw`\kappa_2`, value: (s) => s.eig.l2 },
          {
            tex: String.raw`\tfrac{K_{11}+K_{22}}{2} - \sqrt{\dots}`,
            value: (s) =>
              (s.result.K[0] + s.result.K[3]) / 2 -
              Math.hypot((s.result.K[0] - s.result.K[3]) / 2, s.result.K[1]),
          },
        ],
        [
          {
            tex: String.raw`\mathbf K\mathbf e_1`,
            value: (s) => mulK(s.result.K, s.eig.e1),
          },
          {
            tex: String.raw`\kappa_1\mathbf e_1`,
            value: (s) => V2.scale(s.eig.e1, s.eig.l1),
          },
        ],
        [
          {
            tex: String.raw`\mathbf K\mathbf e_2`,
            value: (s) => mulK(s.result.K, s.eig.e2),
          },
          {
            tex: String.raw`\kappa_2\mathbf e_2`,
            value: (s) => V2.scale(s.eig.e2, s.eig.l2),
          },
        ],
        [
          {
            tex: String.raw`\kappa_1 + \kappa_2`,
            value: (s) => s.eig.l1 + s.eig.l2,
          },
          {
            tex: String.raw`\operatorname{tr}\mathbf K`,
            value: (s) => s.trace,
          },
        ],
        {
          unit: '1/kg²',
          sides: [
            {
              tex: String.raw`\kappa_1\kappa_2`,
              value: (s) => s.eig.l1 * s.eig.l2,
            },
            { tex: String.raw`\det\mathbf K`, value: (s) => s.det },
          ],
        },
      ],
    },
    {
      id: 'eq:rj-meff',
      tex: String.raw`\begin{gathered} m_{\text{eff}}(\mathbf d) = \frac{1}{\mathbf d^{\mathsf T}\mathbf K\,\mathbf d} = \frac{1}{\kappa_1(\mathbf e_1\cdot\mathbf d)^2 + \kappa_2(\mathbf e_2\cdot\mathbf d)^2},\\ \frac{1}{\kappa_1} \le m_{\text{eff}}(\mathbf d) \le \frac{1}{\kappa_2} \end{gathered}`,
      unit: 'kg',
      rows: [
        [
          { tex: String.raw`m_{\text{eff}}(\mathbf d)`, value: (s) => s.meff },
          {
            tex: String.raw`1/(\mathbf d^{\mathsf T}\mathbf K\mathbf d)`,
            value: (s) => 1 / s.dKd,
          },
          {
            tex: String.raw`1/(\kappa_1(\mathbf e_1\cdot\mathbf d)^2 + \kappa_2(\mathbf e_2\cdot\mathbf d)^2)`,
            value: (s) => 1 / (s.eig.l1 * V2.dot(s.eig.e1, s.d) ** 2 + s.eig.l2 * V2.dot(s.eig.e2, s.d) ** 2),
          },
        ],
      ],
      inapplicable: (s) =>
        s.dKd <= ALMOST_NOTHING * s.trace || s.trace === 0
          ? 'Along d the pin cannot move at all (dᵀK d = 0, to the precision of a double): the effective mass in that direction is infinite.'
          : null,
    },
    {
      id: 'eq:rj-energy',
      tex: String.raw`\begin{aligned} T' - T &= \mathbf P\cdot${VREL} + \tfrac12\,\mathbf P^{\mathsf T}\mathbf K\,\mathbf P\\ &= \tfrac12\,\mathbf P\cdot${VREL} = -\tfrac12\,${VREL}^{\mathsf T}\mathbf K^{-1}${VREL} \;\le\; 0 \end{aligned}`,
      unit: 'J',
      rows: [
        [
          {
            tex: String.raw`T' - T`,
            value: (s) => s.kinetic.after - s.kinetic.before,
          },
          {
            tex: String.raw`\mathbf P\cdot${VREL} + \tfrac12\mathbf P^{\mathsf T}\mathbf K\mathbf P`,
            value: (s) => V2.dot(jVec(s), s.result.vRel) + 0.5 * V2.dot(jVec(s), mulK(s.result.K, jVec(s))),
          },
          {
            tex: String.raw`\tfrac12\mathbf P\cdot${VREL}`,
            value: (s) => 0.5 * V2.dot(jVec(s), s.result.vRel),
          },
          {
            tex: String.raw`-\tfrac12${VREL}^{\mathsf T}\mathbf K^{-1}${VREL}`,
            value: (s) => -0.5 * V2.dot(s.result.vRel, cramer(s, s.result.vRel)),
          },
        ],
      ],
      inapplicable: (s) =>
        singular(s) ??
        (s.kinematicMotion
          ? 'A part that cannot respond (an immovable body, or the axle of one) is given a velocity here: it can do work on the other body, so this balance, which assumes it is at rest, does not apply.'
          : null),
    },
    {
      id: 'eq:rj-mass-weighted',
      tex: String.raw`\begin{gathered} \Delta\mathbf x_A = \frac{1/m_A}{1/m_A + 1/m_B}\,\mathbf C,\qquad \Delta\mathbf x_B = -\frac{1/m_B}{1/m_A + 1/m_B}\,\mathbf C,\\ \mathbf a^{\ast} = \frac{\mathbf a_A/m_B + \mathbf a_B/m_A}{1/m_A + 1/m_B} \end{gathered}`,
      unit: 'm',
      rows: [
        [
          { tex: String.raw`\Delta\mathbf x_A`, value: (s) => s.massWeighted!.dA },
          {
            tex: String.raw`\tfrac{1/m_A}{1/m_A + 1/m_B}\mathbf C`,
            value: (s) => V2.scale(s.C, s.a.invMass / sigma(s)),
          },
        ],
        [
          { tex: String.raw`\Delta\mathbf x_B`, value: (s) => s.massWeighted!.dB },
          {
            tex: String.raw`-\tfrac{1/m_B}{1/m_A + 1/m_B}\mathbf C`,
            value: (s) => V2.scale(s.C, -s.b.invMass / sigma(s)),
          },
        ],
        [
          {
            tex: String.raw`\text{A's anchor after}`,
            value: (s) => s.massWeighted!.meetA,
          },
          {
            tex: String.raw`\text{B's anchor after}`,
            value: (s) => s.massWeighted!.meetB,
          },
          {
            tex: String.raw`\mathbf a^{\ast}`,
            value: (s) =>
              V2.scale(V2.add(V2.scale(Z, s.b.invMass), V2.scale(s.C, s.a.invMass)), 1 / sigma(s)),
          },
        ],
      ],
      inapplicable: (s) => s.massWeightedReason,
    },
    {
      id: 'eq:rj-baumgarte',
      tex: String.raw`\begin{gathered} \mathbf K\,\mathbf P = -\Big(${VREL} + \frac{\beta}{\Delta t}\,\mathbf C\Big)\\ \Longrightarrow\quad ${VRELP} = -\frac{\beta}{\Delta t}\,\mathbf C \end{gathered}`,
      symbols: {
        [String.raw`\beta`]: (s) => s.baumgarte!.beta,
        [String.raw`\Delta t`]: (s) => s.baumgarte!.dt,
      },
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`\mathbf K\mathbf P`,
            value: (s) => mulK(s.result.K, s.baumgarte!.j),
          },
          {
            tex: String.raw`-(${VREL} + \tfrac{\beta}{\Delta t}\mathbf C)`,
            value: (s) => V2.neg(V2.addScaled(s.result.vRel, s.C, s.baumgarte!.beta / s.baumgarte!.dt)),
          },
        ],
        [
          { tex: VRELP, value: (s) => s.baumgarte!.vRelAfter },
          {
            tex: String.raw`-\tfrac{\beta}{\Delta t}\mathbf C`,
            value: (s) => V2.scale(s.C, -s.baumgarte!.beta / s.baumgarte!.dt),
          },
        ],
      ],
      inapplicable: singular,
    },
    {
      id: 'eq:rj-errata-solve',
      tex: String.raw`\begin{gathered} P_y = \frac{K_{11}\,(-v_{\text{rel},y}) - K_{21}\,(-v_{\text{rel},x})}{\det\mathbf K},\\ P_x = \frac{-v_{\text{rel},x} - K_{12}\,P_y}{K_{11}} \end{gathered}`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\mathbf P_{\text{000}}`, value: (s) => s.seed.x },
          { tex: String.raw`\mathbf P\ \text{(Cramer, guarded)}`, value: jVec },
        ],
        // The post's two lines, each with the numbers in it.
        [
          { tex: 'P_y', value: (s) => s.seed.x.y },
          {
            tex: String.raw`\frac{K_{11}(-v_{\text{rel},y}) - K_{21}(-v_{\text{rel},x})}{\det\mathbf K}`,
            value: (s) => s.seed.x.y,
          },
        ],
        [
          { tex: 'P_x', value: (s) => s.seed.x.x },
          { tex: String.raw`\frac{-v_{\text{rel},x} - K_{12}P_y}{K_{11}}`, value: (s) => s.seed.x.x },
        ],
      ],
      inapplicable: (s) =>
        s.singular
          ? 'Here K is singular: the post’s routine divides by det K (and by K₁₁) with no check, and returns a non-number instead of an impulse.'
          : null,
    },
  ],
});
