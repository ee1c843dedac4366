// Eberly's 3D impulse and his 3×3 variant for spheres, step by step, in the site's convention: the
// TeX and the functions that evaluate each step's sides on the 3D collision widget's configuration
// (./scenario.ts); tests/unit/site/steps.test.ts checks that they agree. Step values are scalars: a 3D vector equation is shown one component
// per row.
import {
  sphereCollisionParams,
  sphereCollisionScenario,
  type MethodOutcome,
  type SphereCollision,
} from './scenario';
import { type Body3, inertiaFromInverse, M3, type Mat3, solveSym3, V3, type Vec3 } from '../../solver';
import { defineDerivation, type TexRow } from '../../kit/steps/define';
import { massSymbols } from '../../kit/steps/symbols';

export type S = SphereCollision;
type Axis = 'x' | 'y' | 'z';

/** Three rows, one per world component (x, y, z), of a vector equation `lhs = rhs`. */
function componentRows(unit: string, lhs: VectorSide, rhs: VectorSide): TexRow<S>[] {
  // The labels are (lhs)_k and (rhs)_k; the browser build has no `tex` (src/lib/server-only.ts).
  const label = (tex: string | undefined, k: Axis) => tex && String.raw`\big(${tex}\big)_${k}`;
  const row = (k: Axis): TexRow<S> => ({
    unit,
    sides: [
      { tex: label(lhs.tex, k)!, value: (s: S) => lhs.value(s)[k] },
      { tex: label(rhs.tex, k)!, value: (s: S) => rhs.value(s)[k] },
    ],
  });
  return [row('x'), row('y'), row('z')];
}
/** One side of a vector equation: its TeX and its value. */
interface VectorSide {
  tex: string;
  value: (s: S) => Vec3;
}

const iv = (M: Mat3, v: Vec3): Vec3 => M3.mulVec(M, v);
/** (I⁻¹(r × u)) × r: the contact-point velocity an impulse u at r gives a body with inverse tensor I⁻¹ (per unit). */
export const spinPart = (M: Mat3, r: Vec3, u: Vec3): Vec3 => V3.cross(iv(M, V3.cross(r, u)), r);
/** S(X, Y) = (rA×X)ᵀ IA⁻¹ (rA×Y) + (rB×X)ᵀ IB⁻¹ (rB×Y). */
const Sxy = (s: S, X: Vec3, Y: Vec3): number =>
  M3.bilinear(V3.cross(s.c.rA, X), s.a.invInertia, V3.cross(s.c.rA, Y)) +
  M3.bilinear(V3.cross(s.c.rB, X), s.b.invInertia, V3.cross(s.c.rB, Y));
const basis = (s: S): [Vec3, Vec3, Vec3] => [s.c.n, s.variant.t0, s.variant.t1];
/** The indices of basis(s) and coeffs(s): n, t₀, t₁. */
const DIRECTIONS = [0, 1, 2] as const;
/** The entries (i, j) of the symmetric C shown, i ≤ j; each off-diagonal one with its mirror (j, i). */
export const C_ENTRIES = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 1],
  [1, 2],
  [2, 2],
] as const;
export const coeffs = (s: S): [number, number, number] => [s.variant.phi, s.variant.psi, s.variant.xi];
const PN = (s: S): Vec3 => s.afterNormal.P;
export const PV = (s: S): Vec3 => s.variant.impulse;
export const vn = (s: S): number => s.normal.vn;
/** The impulse B received, read back from its momentum change (or from A's, if B is immovable). */
function impulseOnB(s: S, out: MethodOutcome): Vec3 {
  if (s.b.invMass > 0) return V3.scale(V3.sub(out.b.v, s.b.v), 1 / s.b.invMass);
  return V3.scale(V3.sub(out.a.v, s.a.v), -1 / s.a.invMass);
}
/** Δv_rel for impulse P, written out: λP + (IA⁻¹(rA×P))×rA + (IB⁻¹(rB×P))×rB. */
const deltaVRel = (s: S, P: Vec3): Vec3 =>
  V3.add(
    V3.add(V3.scale(P, s.lambda), spinPart(s.a.invInertia, s.c.rA, P)),
    spinPart(s.b.invInertia, s.c.rB, P),
  );
/** The angular momentum change of a movable body, I·Δω, with I the pseudo-inverse of I⁻¹. */
export const deltaL = (before: Body3, after: Body3): Vec3 =>
  iv(inertiaFromInverse(before.invInertia), V3.sub(after.w, before.w));
/** k of the normal impulse, written with quadratic forms. */
export const kQuadratic = (s: S): number => s.lambda + Sxy(s, s.c.n, s.c.n);

const noImpulse = (s: S): string | null => s.noImpulseReason;
const bothFixed = (s: S): string | null =>
  s.lambda === 0
    ? 'Both bodies are immovable: no impulse can change anything, so there is none to read back.'
    : null;
const movingImmovable = (s: S): string | null =>
  s.movingImmovable
    ? 'An immovable body is moving: it can do work on the other body, so this balance (which assumes it is at rest) does not apply.'
    : null;
/** Below this fraction of |v_rel|, the tangential part's direction is mostly rounding. */
const SLIP_RELATIVE_FLOOR = 1e-6;
const noSlip = (s: S): string | null =>
  s.variant.vt > SLIP_RELATIVE_FLOOR * V3.length(s.vRel)
    ? null
    : 'The contact points are not sliding: the tangential part of v_rel is zero, so it has no direction to normalise. The solver takes a fixed unit vector perpendicular to n instead (Eberly’s note does not say what to do).';

const VREL = String.raw`\mathbf v_{\text{rel}}`;
const VRELP = String.raw`\mathbf v_{\text{rel}}'`;
const IA = String.raw`\mathbf I_A^{-1}`;
const IB = String.raw`\mathbf I_B^{-1}`;
/** The basis n, t₀, t₁, in the order of basis(s), and the impulse's coefficients along it. */
const BASIS = [String.raw`\mathbf n`, String.raw`\mathbf t_0`, String.raw`\mathbf t_1`] as const;
const COEFFS = [String.raw`\varphi`, String.raw`\psi`, String.raw`\xi`] as const;
/** The entry (i, j) of C as the page writes it: C_{nt_0}. */
const cEntry = (i: number, j: number) =>
  `C_{${[BASIS[i]!, BASIS[j]!].map((X) => X.replace(String.raw`\mathbf `, '')).join('')}}`;
const SIGMA_DEF = String.raw`\sigma = \frac{1}{m_A} + \frac{1}{m_B}`;

/** Eberly's u, the numerator of his eq. 18, with N₀ = −n: the same number as v_n. */
function eberlyU(s: S): number {
  const N0 = V3.neg(s.c.n);
  return (
    V3.dot(N0, V3.sub(s.a.v, s.b.v)) +
    V3.dot(s.a.w, V3.cross(s.c.rA, N0)) -
    V3.dot(s.b.w, V3.cross(s.c.rB, N0))
  );
}

export const derivation = defineDerivation({
  page: 'sphere-impulse',
  params: sphereCollisionParams,
  scenario: sphereCollisionScenario,
  symbols: {
    ...massSymbols,
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
  // "Plug in numbers" shows these as columns of their components (a product with an inverse inertia
  // tensor as the vector it is: the page writes no matrix out).
  vectors: {
    [String.raw`\mathbf n`]: (s) => s.c.n,
    [String.raw`\mathbf t_0`]: (s) => s.variant.t0,
    [String.raw`\mathbf t_1`]: (s) => s.variant.t1,
    [VREL]: (s) => s.vRel,
    [String.raw`\mathbf v_A`]: (s) => s.a.v,
    [String.raw`\mathbf v_B`]: (s) => s.b.v,
    [String.raw`\boldsymbol\omega_A`]: (s) => s.a.w,
    [String.raw`\boldsymbol\omega_B`]: (s) => s.b.w,
    [String.raw`\mathbf r_A`]: (s) => s.c.rA,
    [String.raw`\mathbf r_B`]: (s) => s.c.rB,
    [String.raw`${IA}(\mathbf r_A\times\mathbf n)`]: (s) => iv(s.a.invInertia, V3.cross(s.c.rA, s.c.n)),
    [String.raw`${IB}(\mathbf r_B\times\mathbf n)`]: (s) => iv(s.b.invInertia, V3.cross(s.c.rB, s.c.n)),
  },
  steps: [
    // ——— Section 1: the normal impulse with inertia tensors ———
    {
      id: 'eq:sp-relative-velocity',
      tex: String.raw`\mathbf v_c = \mathbf v + \boldsymbol\omega\times\mathbf r, \qquad ${VREL} = \mathbf v_{cB} - \mathbf v_{cA}, \qquad v_n = ${VREL}\cdot\mathbf n`,
      unit: 'm/s',
      rows: [
        [
          { tex: 'v_n', value: vn },
          {
            tex: String.raw`(\mathbf v_B + \boldsymbol\omega_B\times\mathbf r_B - \mathbf v_A - \boldsymbol\omega_A\times\mathbf r_A)\cdot\mathbf n`,
            value: (s) =>
              V3.dot(
                V3.sub(V3.add(s.b.v, V3.cross(s.b.w, s.c.rB)), V3.add(s.a.v, V3.cross(s.a.w, s.c.rA))),
                s.c.n,
              ),
          },
        ],
      ],
    },
    {
      id: 'eq:sp-linear',
      tex: String.raw`\mathbf v_A' = \mathbf v_A - \frac{1}{m_A}\,\mathbf P, \qquad \mathbf v_B' = \mathbf v_B + \frac{1}{m_B}\,\mathbf P`,
      // Evaluated with the normal impulse P = j·n, which changes only the velocities' n components.
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`\mathbf v_A'\cdot\mathbf n`,
            value: (s) => V3.dot(s.afterNormal.a.v, s.c.n),
          },
          {
            tex: String.raw`\mathbf v_A\cdot\mathbf n - \tfrac{j}{m_A}`,
            value: (s) => V3.dot(s.a.v, s.c.n) - s.normal.j * s.a.invMass,
          },
        ],
        [
          {
            tex: String.raw`\mathbf v_B'\cdot\mathbf n`,
            value: (s) => V3.dot(s.afterNormal.b.v, s.c.n),
          },
          {
            tex: String.raw`\mathbf v_B\cdot\mathbf n + \tfrac{j}{m_B}`,
            value: (s) => V3.dot(s.b.v, s.c.n) + s.normal.j * s.b.invMass,
          },
        ],
      ],
    },
    {
      id: 'eq:sp-angular',
      tex: String.raw`\boldsymbol\omega_A' = \boldsymbol\omega_A - ${IA}\,(\mathbf r_A\times\mathbf P), \qquad \boldsymbol\omega_B' = \boldsymbol\omega_B + ${IB}\,(\mathbf r_B\times\mathbf P)`,
      unit: 'rad/s',
      // The normal impulse's P, and the spins after it.
      vectors: {
        [String.raw`\boldsymbol\omega_A'`]: (s) => s.afterNormal.a.w,
        [String.raw`${IA}(\mathbf r_A\times\mathbf P)`]: (s) => iv(s.a.invInertia, V3.cross(s.c.rA, PN(s))),
        [String.raw`${IB}(\mathbf r_B\times\mathbf P)`]: (s) => iv(s.b.invInertia, V3.cross(s.c.rB, PN(s))),
      },
      rows: [
        [
          {
            tex: String.raw`|\boldsymbol\omega_A' - \boldsymbol\omega_A|`,
            value: (s) => V3.length(V3.sub(s.afterNormal.a.w, s.a.w)),
          },
          {
            tex: String.raw`|${IA}(\mathbf r_A\times\mathbf P)|`,
            value: (s) => V3.length(iv(s.a.invInertia, V3.cross(s.c.rA, PN(s)))),
          },
        ],
        ...componentRows(
          'rad/s',
          { tex: String.raw`\boldsymbol\omega_B'`, value: (s) => s.afterNormal.b.w },
          {
            tex: String.raw`\boldsymbol\omega_B + ${IB}(\mathbf r_B\times\mathbf P)`,
            value: (s) => V3.add(s.b.w, iv(s.b.invInertia, V3.cross(s.c.rB, PN(s)))),
          },
        ),
      ],
    },
    {
      id: 'eq:sp-normal-expand',
      tex: String.raw`\begin{aligned} ${VRELP}\cdot\mathbf n = v_n + j\Big(&\frac{1}{m_A} + \frac{1}{m_B} \\ &+ \big((${IA}(\mathbf r_A\times\mathbf n))\times\mathbf r_A\big)\cdot\mathbf n \\ &+ \big((${IB}(\mathbf r_B\times\mathbf n))\times\mathbf r_B\big)\cdot\mathbf n\Big)\end{aligned}`,
      symbols: { [String.raw`${VRELP}\cdot\mathbf n`]: (s) => s.afterNormal.vn },
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`${VRELP}\cdot\mathbf n`, value: (s) => s.afterNormal.vn },
          {
            tex: String.raw`v_n + j\,(\dots)`,
            value: (s) => vn(s) + s.normal.j * V3.dot(deltaVRel(s, s.c.n), s.c.n),
          },
        ],
      ],
    },
    {
      id: 'eq:sp-triple',
      tex: String.raw`\begin{aligned} \big((\mathbf I^{-1}(\mathbf r\times\mathbf n))\times\mathbf r\big)\cdot\mathbf n &= \big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\cdot(\mathbf r\times\mathbf n) \\ &= (\mathbf r\times\mathbf n)^{\mathsf T}\,\mathbf I^{-1}\,(\mathbf r\times\mathbf n)\end{aligned}`,
      rows: (['A', 'B'] as const).map((body) => {
        const M = (s: S) => (body === 'A' ? s.a.invInertia : s.b.invInertia);
        const r = (s: S) => (body === 'A' ? s.c.rA : s.c.rB);
        return {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`\big((\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n))\times\mathbf r_${body}\big)\cdot\mathbf n`,
              value: (s: S) => V3.dot(spinPart(M(s), r(s), s.c.n), s.c.n),
            },
            {
              tex: String.raw`(\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n))\cdot(\mathbf r_${body}\times\mathbf n)`,
              value: (s: S) => V3.dot(iv(M(s), V3.cross(r(s), s.c.n)), V3.cross(r(s), s.c.n)),
            },
            {
              tex: String.raw`(\mathbf r_${body}\times\mathbf n)^{\mathsf T}\mathbf I_${body}^{-1}(\mathbf r_${body}\times\mathbf n)`,
              value: (s: S) => M3.bilinear(V3.cross(r(s), s.c.n), M(s), V3.cross(r(s), s.c.n)),
            },
          ],
        };
      }),
    },
    {
      id: 'eq:sp-normal-j',
      tex: String.raw`\begin{aligned} k &= \frac{1}{m_A} + \frac{1}{m_B} + (\mathbf r_A\times\mathbf n)^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf n) \\ &\qquad + (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf n) \\ j &= \frac{-(1+e)\,v_n}{k}\end{aligned}`,
      rows: [
        {
          unit: '1/kg',
          sides: [
            { tex: 'k', value: (s) => s.normal.k },
            { tex: String.raw`\tfrac{1}{m_A} + \tfrac{1}{m_B} + \dots`, value: kQuadratic },
          ],
        },
        {
          unit: 'N·s',
          sides: [
            { tex: 'j', value: (s) => s.normal.j },
            {
              tex: String.raw`-(1+e)\,v_n/k`,
              value: (s) => (-(1 + s.p.e) * vn(s)) / kQuadratic(s),
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-eberly-f',
      tex: String.raw`\begin{aligned} f &= \frac{-(1+\varepsilon)\,u}{D}, \qquad f = j \ \text{ when }\ \mathbf N_0 = -\mathbf n \\ u &= \mathbf N_0\cdot(\mathbf v_A^- - \mathbf v_B^-) + \mathbf w_A^-\cdot(\mathbf r_A\times\mathbf N_0) - \mathbf w_B^-\cdot(\mathbf r_B\times\mathbf N_0) \\ D &= m_A^{-1} + m_B^{-1} + (\mathbf r_A\times\mathbf N_0)^{\mathsf T}J_A^{-1}(\mathbf r_A\times\mathbf N_0) \\ &\qquad + (\mathbf r_B\times\mathbf N_0)^{\mathsf T}J_B^{-1}(\mathbf r_B\times\mathbf N_0)\end{aligned}`,
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
      unit: 'N·s',
      rows: [
        [
          {
            tex: String.raw`f\ \text{(Eberly's eq. 18)}`,
            value: (s) => {
              const N0 = V3.neg(s.c.n);
              const { a, b } = s;
              const { rA, rB } = s.c;
              const num =
                V3.dot(N0, V3.sub(a.v, b.v)) + V3.dot(a.w, V3.cross(rA, N0)) - V3.dot(b.w, V3.cross(rB, N0));
              const den =
                a.invMass +
                b.invMass +
                M3.bilinear(V3.cross(rA, N0), a.invInertia, V3.cross(rA, N0)) +
                M3.bilinear(V3.cross(rB, N0), b.invInertia, V3.cross(rB, N0));
              return (-(1 + s.p.e) * num) / den;
            },
          },
          {
            tex: String.raw`\frac{-(1+\varepsilon)\,u}{D}`,
            value: (s) => (-(1 + s.p.e) * eberlyU(s)) / kQuadratic(s),
          },
          { tex: 'j', value: (s) => s.normal.j },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-spin-normal',
      tex: String.raw`\Delta\mathbf L_A = -\mathbf r_A\times(j\,\mathbf n) = \mathbf 0, \qquad \Delta\mathbf L_B = \mathbf r_B\times(j\,\mathbf n), \quad |\Delta\mathbf L_B| = j\,|d|`,
      rows: [
        {
          unit: 'rad/s',
          sides: [
            {
              tex: String.raw`|\boldsymbol\omega_A' - \boldsymbol\omega_A|`,
              value: (s) => V3.length(V3.sub(s.afterNormal.a.w, s.a.w)),
            },
            {
              tex: String.raw`|${IA}(\mathbf r_A\times j\mathbf n)|`,
              value: (s) => V3.length(iv(s.a.invInertia, V3.cross(s.c.rA, PN(s)))),
            },
          ],
        },
        {
          unit: 'kg·m²/s',
          sides: [
            {
              tex: String.raw`|\Delta\mathbf L_B|`,
              value: (s) => V3.length(deltaL(s.b, s.afterNormal.b)),
            },
            {
              tex: String.raw`|\mathbf r_B\times j\mathbf n|`,
              value: (s) => V3.length(V3.cross(s.c.rB, PN(s))),
            },
            { tex: String.raw`j\,|d|`, value: (s) => s.normal.j * Math.abs(s.d) },
          ],
        },
      ],
      inapplicable: (s) =>
        s.b.invMass === 0 ? 'B is immovable: its spin cannot change, whatever its lever arm.' : null,
    },
    // ——— Section 2: Eberly's variant ———
    {
      id: 'eq:sp-t0',
      tex: String.raw`\mathbf t_0 = \frac{${VREL} - v_n\,\mathbf n}{|${VREL} - v_n\,\mathbf n|}, \qquad v_t = |${VREL} - v_n\,\mathbf n| = \mathbf t_0\cdot${VREL}`,
      unit: 'm/s',
      rows: [
        ...componentRows(
          '',
          { tex: String.raw`\mathbf t_0`, value: (s) => s.variant.t0 },
          {
            tex: String.raw`\tfrac{${VREL} - v_n\mathbf n}{|${VREL} - v_n\mathbf n|}`,
            value: (s) => V3.normalize(V3.sub(s.vRel, V3.scale(s.c.n, vn(s)))),
          },
        ),
        [
          { tex: 'v_t', value: (s) => s.variant.vt },
          {
            tex: String.raw`|${VREL} - v_n\mathbf n|`,
            value: (s) => V3.length(V3.sub(s.vRel, V3.scale(s.c.n, vn(s)))),
          },
          {
            tex: String.raw`\mathbf t_0\cdot${VREL}`,
            value: (s) => V3.dot(s.variant.t0, s.vRel),
          },
        ],
      ],
      inapplicable: noSlip,
    },
    {
      id: 'eq:sp-t1',
      tex: String.raw`\mathbf t_1 = \mathbf n\times\mathbf t_0, \qquad \mathbf t_1\cdot${VREL} = 0`,
      unit: 'm/s',
      rows: [
        ...componentRows(
          '',
          { tex: String.raw`\mathbf t_1`, value: (s) => s.variant.t1 },
          { tex: String.raw`\mathbf n\times\mathbf t_0`, value: (s) => V3.cross(s.c.n, s.variant.t0) },
        ),
        [
          {
            tex: String.raw`\mathbf t_1\cdot${VREL}`,
            value: (s) => V3.dot(s.variant.t1, s.vRel),
          },
          { tex: '0', value: () => 0 },
        ],
      ],
    },
    {
      id: 'eq:sp-impulse',
      tex: String.raw`\mathbf P = \varphi\,\mathbf n + \psi\,\mathbf t_0 + \xi\,\mathbf t_1`,
      // P as measured on the bodies the variant returned.
      vectors: { [String.raw`\mathbf P`]: (s) => impulseOnB(s, s.afterVariant) },
      rows: DIRECTIONS.map((i) => ({
        unit: 'N·s',
        sides: [
          {
            tex: String.raw`\mathbf P\cdot${BASIS[i]}`,
            value: (s: S) => V3.dot(impulseOnB(s, s.afterVariant), basis(s)[i]),
          },
          { tex: COEFFS[i], value: (s: S) => coeffs(s)[i] },
        ],
      })),
      inapplicable: bothFixed,
    },
    {
      id: 'eq:sp-constraints',
      tex: String.raw`\mathbf n\cdot${VRELP} = -e\,v_n, \qquad \mathbf t_0\cdot${VRELP} = \mathbf t_0\cdot${VREL} = v_t, \qquad \mathbf t_1\cdot${VRELP} = 0`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`\mathbf n\cdot${VRELP}`, value: (s) => s.afterVariant.vn },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * vn(s) },
        ],
        [
          { tex: String.raw`\mathbf t_0\cdot${VRELP}`, value: (s) => s.afterVariant.vt0 },
          { tex: 'v_t', value: (s) => s.variant.vt },
        ],
        [
          { tex: String.raw`\mathbf t_1\cdot${VRELP}`, value: (s) => s.afterVariant.vt1 },
          { tex: '0', value: () => 0 },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-velocity',
      tex: String.raw`\begin{aligned} ${VRELP} = ${VREL} &+ \Big(\frac{1}{m_A} + \frac{1}{m_B}\Big)\mathbf P \\ &+ \big(${IA}(\mathbf r_A\times\mathbf P)\big)\times\mathbf r_A + \big(${IB}(\mathbf r_B\times\mathbf P)\big)\times\mathbf r_B\end{aligned}`,
      rows: componentRows(
        'm/s',
        { tex: VRELP, value: (s) => s.afterVariant.vRel },
        {
          tex: String.raw`${VREL} + \sigma\mathbf P + \dots`,
          value: (s) => V3.add(s.vRel, deltaVRel(s, PV(s))),
        },
      ),
    },
    {
      id: 'eq:sp-s-form',
      tex: String.raw`\begin{gathered} \mathbf X\cdot${VRELP} = \mathbf X\cdot${VREL} + \sigma\,\mathbf X\cdot\mathbf P + \sum_{\mathbf Y\in\{\mathbf n,\mathbf t_0,\mathbf t_1\}} S(\mathbf X,\mathbf Y)\;\mathbf Y\cdot\mathbf P \\ S(\mathbf X,\mathbf Y) = (\mathbf r_A\times\mathbf X)^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf Y) + (\mathbf r_B\times\mathbf X)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf Y)\end{gathered}`,
      rows: DIRECTIONS.map((i) => ({
        unit: 'm/s',
        sides: [
          {
            tex: String.raw`${BASIS[i]}\cdot${VRELP}`,
            value: (s: S) => V3.dot(basis(s)[i], s.afterVariant.vRel),
          },
          {
            tex: String.raw`${BASIS[i]}\cdot${VREL} + \sigma\,${BASIS[i]}\cdot\mathbf P + \textstyle\sum S\,\mathbf Y\cdot\mathbf P`,
            value: (s: S) => {
              const B = basis(s);
              const X0 = B[i];
              const y = coeffs(s);
              return (
                V3.dot(X0, s.vRel) +
                s.lambda * V3.dot(X0, PV(s)) +
                B.reduce((sum, Y, k) => sum + Sxy(s, X0, Y) * y[k]!, 0)
              );
            },
          },
        ],
      })),
    },
    {
      id: 'eq:sp-s-entry',
      tex: String.raw`\begin{aligned} \mathbf n\cdot\big((${IB}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big) &= (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf P) = \sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\;\mathbf Y\cdot\mathbf P \\ S(\mathbf n,\mathbf t_0) = (\mathbf r_B\times\mathbf n)^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf t_0) &= \frac{(\mathbf r_B\cdot\mathbf r_B)(\mathbf n\cdot\mathbf t_0) - (\mathbf r_B\cdot\mathbf t_0)(\mathbf r_B\cdot\mathbf n)}{I_B} = -\frac{(\mathbf r_B\cdot\mathbf n)(\mathbf r_B\cdot\mathbf t_0)}{I_B} \end{aligned}`,
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
      rows: [
        {
          unit: 'm/s',
          sides: [
            {
              tex: String.raw`\mathbf n\cdot\big((${IB}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big)`,
              value: (s) => V3.dot(s.c.n, spinPart(s.b.invInertia, s.c.rB, PV(s))),
            },
            {
              tex: String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}${IB}(\mathbf r_B\times\mathbf P)`,
              value: (s) => M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, PV(s))),
            },
            {
              tex: String.raw`\textstyle\sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\,\mathbf Y\cdot\mathbf P`,
              value: (s) =>
                basis(s).reduce(
                  (sum, Y) =>
                    sum +
                    M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, Y)) *
                      V3.dot(Y, PV(s)),
                  0,
                ),
            },
          ],
        },
        {
          unit: '1/kg',
          sides: [
            {
              tex: String.raw`C_{nt_0} = S(\mathbf n,\mathbf t_0)`,
              value: (s) => M3.at(s.variant.C, 0, 1),
            },
            {
              tex: String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}${IB}(\mathbf r_B\times\mathbf t_0)`,
              value: (s) =>
                M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, s.variant.t0)),
            },
            {
              tex: String.raw`-(\mathbf r_B\cdot\mathbf n)(\mathbf r_B\cdot\mathbf t_0)/I_B`,
              // B is isotropic in the widget: I_B⁻¹ = (1/I_B)·1, and 0 when B is immovable.
              value: (s) =>
                -V3.dot(s.c.rB, s.c.n) * V3.dot(s.c.rB, s.variant.t0) * M3.at(s.b.invInertia, 0, 0),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-c-matrix',
      tex: String.raw`\begin{gathered} C = \sigma\,\mathbf 1 + \begin{pmatrix} S(\mathbf n,\mathbf n) & S(\mathbf n,\mathbf t_0) & S(\mathbf n,\mathbf t_1)\\ S(\mathbf t_0,\mathbf n) & S(\mathbf t_0,\mathbf t_0) & S(\mathbf t_0,\mathbf t_1)\\ S(\mathbf t_1,\mathbf n) & S(\mathbf t_1,\mathbf t_0) & S(\mathbf t_1,\mathbf t_1)\end{pmatrix} \\ ${SIGMA_DEF}\end{gathered}`,
      rows: C_ENTRIES.map(([i, j]) => {
        const diagonal = i === j;
        return {
          unit: '1/kg',
          sides: [
            { tex: cEntry(i, j), value: (s: S) => M3.at(s.variant.C, i, j) },
            ...(diagonal ? [] : [{ tex: cEntry(j, i), value: (s: S) => M3.at(s.variant.C, j, i) }]),
            {
              tex: String.raw`${diagonal ? String.raw`\sigma + ` : ''}S(${BASIS[i]},${BASIS[j]})`,
              value: (s: S) => (diagonal ? s.lambda : 0) + Sxy(s, basis(s)[i], basis(s)[j]),
            },
          ],
        };
      }),
    },
    {
      id: 'eq:sp-system',
      tex: String.raw`\begin{pmatrix} C_{nn} & C_{nt_0} & C_{nt_1}\\ C_{t_0n} & C_{t_0t_0} & C_{t_0t_1}\\ C_{t_1n} & C_{t_1t_0} & C_{t_1t_1}\end{pmatrix}\begin{pmatrix}\varphi\\ \psi\\ \xi\end{pmatrix} = \begin{pmatrix}-(1+e)\,v_n\\ 0\\ 0\end{pmatrix}`,
      rows: DIRECTIONS.map((i) => ({
        unit: 'm/s',
        sides: [
          {
            tex: String.raw`\big(C\,(\varphi,\psi,\xi)^{\mathsf T}\big)_{${i + 1}}`,
            value: (s: S) => {
              const y = coeffs(s);
              return (
                M3.at(s.variant.C, i, 0) * y[0] +
                M3.at(s.variant.C, i, 1) * y[1] +
                M3.at(s.variant.C, i, 2) * y[2]
              );
            },
          },
          {
            tex: i === 0 ? String.raw`-(1+e)\,v_n` : '0',
            value: (s: S) => (i === 0 ? -(1 + s.p.e) * vn(s) : 0),
          },
        ],
      })),
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-world',
      tex: String.raw`\begin{gathered} \mathbf K = \sigma\,\mathbf 1 + [\mathbf r_A]_\times^{\mathsf T}\,${IA}\,[\mathbf r_A]_\times + [\mathbf r_B]_\times^{\mathsf T}\,${IB}\,[\mathbf r_B]_\times, \qquad ${VRELP} = ${VREL} + \mathbf K\,\mathbf P \\ ${VRELP} = ${VREL} - (1+e)\,v_n\,\mathbf n \iff \mathbf P = -(1+e)\,v_n\,\mathbf K^{-1}\mathbf n \\ C_{\mathbf X\mathbf Y} = \mathbf X^{\mathsf T}\mathbf K\,\mathbf Y \end{gathered}`,
      unit: '1/kg',
      rows: [
        ...componentRows(
          'N·s',
          { tex: String.raw`\mathbf P`, value: (s) => PV(s) },
          {
            tex: String.raw`-(1+e)\,v_n\,\mathbf K^{-1}\mathbf n`,
            value: (s) => V3.scale(solveSym3(s.K, s.c.n).x, -(1 + s.p.e) * vn(s)),
          },
        ),
        [
          { tex: String.raw`C_{nt_0}`, value: (s) => M3.at(s.variant.C, 0, 1) },
          {
            tex: String.raw`\mathbf n^{\mathsf T}\mathbf K\,\mathbf t_0`,
            value: (s) => M3.bilinear(s.c.n, s.K, s.variant.t0),
          },
        ],
        [
          { tex: String.raw`C_{t_0t_1}`, value: (s) => M3.at(s.variant.C, 1, 2) },
          {
            tex: String.raw`\mathbf t_0^{\mathsf T}\mathbf K\,\mathbf t_1`,
            value: (s) => M3.bilinear(s.variant.t0, s.K, s.variant.t1),
          },
        ],
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-quadratic',
      tex: String.raw`\begin{aligned} \mathbf y^{\mathsf T} C\,\mathbf y &= \sigma\,|\mathbf y|^2 + (\mathbf r_A\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IA}\,(\mathbf r_A\times\mathbf P_{\mathbf y}) \\ &\qquad + (\mathbf r_B\times\mathbf P_{\mathbf y})^{\mathsf T}\,${IB}\,(\mathbf r_B\times\mathbf P_{\mathbf y}) \\ \mathbf P_{\mathbf y} &= y_1\mathbf n + y_2\mathbf t_0 + y_3\mathbf t_1\end{aligned}`,
      unit: 'N·m/s',
      rows: [
        [
          {
            tex: String.raw`\mathbf y^{\mathsf T}C\mathbf y\ \text{at}\ \mathbf y = (\varphi,\psi,\xi)`,
            value: (s) => {
              const y = V3.vec3(...coeffs(s));
              return M3.bilinear(y, s.variant.C, y);
            },
          },
          {
            tex: String.raw`\sigma|\mathbf y|^2 + \dots`,
            value: (s) => {
              const P = PV(s);
              const y = coeffs(s);
              const rA = V3.cross(s.c.rA, P);
              const rB = V3.cross(s.c.rB, P);
              return (
                s.lambda * (y[0] ** 2 + y[1] ** 2 + y[2] ** 2) +
                M3.bilinear(rA, s.a.invInertia, rA) +
                M3.bilinear(rB, s.b.invInertia, rB)
              );
            },
          },
        ],
      ],
    },
    // ——— What the variant really does ———
    {
      id: 'eq:sp-sphere-case',
      tex: String.raw`\begin{gathered} \mathbf r_A\parallel\mathbf n\ \text{ and }\ \mathbf r_B\parallel\mathbf n \implies \\ C = \begin{pmatrix}\sigma & 0 & 0\\ 0 & C_{t_0t_0} & C_{t_0t_1}\\ 0 & C_{t_1t_0} & C_{t_1t_1}\end{pmatrix}, \qquad \psi = \xi = 0, \qquad \varphi = j\end{gathered}`,
      symbols: {
        [String.raw`\varphi`]: (s) => s.centred.variant.phi,
        [String.raw`\psi`]: (s) => s.centred.variant.psi,
        [String.raw`\xi`]: (s) => s.centred.variant.xi,
        j: (s) => s.centred.normal.j,
        // S(n, t) = −(r_B·n)(r_B·t)/I_B (eq:sp-s-entry; A's part is 0, r_A ∥ n) at B's centred lever arm.
        I_B: (s) => 1 / M3.at(s.b.invInertia, 0, 0),
        [String.raw`\mathbf r_B^\circ\cdot\mathbf n`]: (s) => V3.dot(s.centred.rB, s.c.n),
        [String.raw`\mathbf r_B^\circ\cdot\mathbf t_0^\circ`]: (s) =>
          V3.dot(s.centred.rB, s.centred.variant.t0),
        [String.raw`\mathbf r_B^\circ\cdot\mathbf t_1^\circ`]: (s) =>
          V3.dot(s.centred.rB, s.centred.variant.t1),
      },
      // Plugged in, the lever arm's column is a multiple of n's, and its product with t₀ or t₁ vanishes.
      vectors: {
        [String.raw`\mathbf r_B^\circ`]: (s) => s.centred.rB,
        [String.raw`\mathbf t_0^\circ`]: (s) => s.centred.variant.t0,
        [String.raw`\mathbf t_1^\circ`]: (s) => s.centred.variant.t1,
      },
      unit: 'N·s',
      rows: [
        ...([1, 2] as const).map((i) => ({
          unit: '1/kg',
          sides: [
            { tex: String.raw`C^\circ_{nt_${i - 1}}`, value: (s: S) => M3.at(s.centred.variant.C, 0, i) },
            {
              tex: String.raw`-(\mathbf r_B^\circ\cdot\mathbf n)(\mathbf r_B^\circ\cdot\mathbf t_${i - 1}^\circ)/I_B`,
              value: (s: S) =>
                -V3.dot(s.centred.rB, s.c.n) *
                V3.dot(s.centred.rB, i === 1 ? s.centred.variant.t0 : s.centred.variant.t1) *
                M3.at(s.b.invInertia, 0, 0),
            },
            { tex: '0', value: () => 0 },
          ],
        })),
        [
          { tex: String.raw`\psi^\circ`, value: (s) => s.centred.variant.psi },
          { tex: '0', value: () => 0 },
        ],
        [
          { tex: String.raw`\xi^\circ`, value: (s) => s.centred.variant.xi },
          { tex: '0', value: () => 0 },
        ],
        [
          { tex: String.raw`\varphi^\circ`, value: (s) => s.centred.variant.phi },
          { tex: String.raw`j^\circ`, value: (s) => s.centred.normal.j },
        ],
      ],
    },
    {
      id: 'eq:sp-reflect',
      tex: String.raw`${VRELP} = ${VREL} - (1+e)\,v_n\,\mathbf n`,
      rows: componentRows(
        'm/s',
        { tex: VRELP, value: (s) => s.afterVariant.vRel },
        {
          tex: String.raw`${VREL} - (1+e)\,v_n\mathbf n`,
          value: (s) => V3.addScaled(s.vRel, s.c.n, -(1 + s.p.e) * vn(s)),
        },
      ),
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-work',
      tex: String.raw`T' - T = \tfrac12\,\mathbf P\cdot\big(${VREL} + ${VRELP}\big)`,
      rows: (['normal', 'variant'] as const).map((method) => ({
        unit: 'J',
        sides: [
          {
            tex: String.raw`T' - T\ \text{(${method})}`,
            value: (s: S) => (method === 'normal' ? s.afterNormal : s.afterVariant).dT,
          },
          {
            tex: String.raw`\tfrac12\,${method === 'normal' ? String.raw`j\mathbf n` : String.raw`\mathbf P`}\cdot(${VREL} + ${VRELP})`,
            value: (s: S) => {
              const out = method === 'normal' ? s.afterNormal : s.afterVariant;
              return 0.5 * V3.dot(out.P, V3.add(s.vRel, out.vRel));
            },
          },
        ],
      })),
      inapplicable: movingImmovable,
    },
    {
      id: 'eq:sp-energy',
      tex: String.raw`\begin{aligned} \text{variant:}\quad T' - T &= \tfrac12(1-e)\,\varphi\,v_n + \psi\,v_t \\ \text{normal impulse:}\quad T' - T &= \tfrac12(1-e)\,j\,v_n = -\tfrac12\,(1-e^2)\,\frac{v_n^2}{k}\end{aligned}`,
      continues: true,
      unit: 'J',
      rows: [
        [
          { tex: String.raw`T' - T\ \text{(variant)}`, value: (s) => s.afterVariant.dT },
          {
            tex: String.raw`\tfrac12(1-e)\varphi v_n + \psi v_t`,
            value: (s) => 0.5 * (1 - s.p.e) * s.variant.phi * vn(s) + s.variant.psi * s.variant.vt,
          },
        ],
        [
          { tex: String.raw`T' - T\ \text{(normal)}`, value: (s) => s.afterNormal.dT },
          {
            tex: String.raw`\tfrac12(1-e)\,j\,v_n`,
            value: (s) => 0.5 * (1 - s.p.e) * s.normal.j * vn(s),
          },
          {
            tex: String.raw`-\tfrac12(1-e^2)\,v_n^2/k`,
            value: (s) => (-0.5 * (1 - s.p.e * s.p.e) * vn(s) ** 2) / s.normal.k,
          },
        ],
      ],
      inapplicable: (s) => movingImmovable(s) ?? noImpulse(s),
    },
    // ——— Errata ———
    {
      id: 'eq:sp-gain',
      tex: String.raw`\begin{gathered} \begin{pmatrix}\varphi\\ \psi\\ \xi\end{pmatrix} = -(1+e)\,v_n\,C^{-1}\begin{pmatrix}1\\ 0\\ 0\end{pmatrix} \\ T' - T = (1+e)\,|v_n|\,\Big((C^{-1})_{t_0n}\,v_t - \tfrac12\,(1-e)\,|v_n|\,(C^{-1})_{nn}\Big) \end{gathered}`,
      symbols: {
        "T'": (s) => s.before.kinetic + s.afterVariant.dT,
        T: (s) => s.before.kinetic,
        [String.raw`(C^{-1})_{t_0n}`]: (s) => s.energy.cInvT0N ?? NaN,
        [String.raw`(C^{-1})_{nn}`]: (s) => s.energy.cInvNN ?? NaN,
      },
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\varphi`, value: (s) => s.variant.phi },
          {
            tex: String.raw`-(1+e)\,v_n\,(C^{-1})_{nn}`,
            value: (s) => -(1 + s.p.e) * vn(s) * (s.energy.cInvNN ?? NaN),
          },
        ],
        [
          { tex: String.raw`\psi`, value: (s) => s.variant.psi },
          {
            tex: String.raw`-(1+e)\,v_n\,(C^{-1})_{t_0n}`,
            value: (s) => -(1 + s.p.e) * vn(s) * (s.energy.cInvT0N ?? NaN),
          },
        ],
        {
          unit: 'J',
          sides: [
            { tex: String.raw`T' - T\ \text{(variant)}`, value: (s) => s.afterVariant.dT },
            {
              tex: String.raw`(1+e)|v_n|\big((C^{-1})_{t_0n}v_t - \tfrac12(1-e)|v_n|(C^{-1})_{nn}\big)`,
              value: (s) => {
                const { cInvNN, cInvT0N } = s.energy;
                const speed = Math.abs(vn(s));
                return (
                  (1 + s.p.e) *
                  speed *
                  ((cInvT0N ?? NaN) * s.variant.vt - 0.5 * (1 - s.p.e) * speed * (cInvNN ?? NaN))
                );
              },
            },
          ],
        },
      ],
      inapplicable: (s) => movingImmovable(s) ?? noImpulse(s),
    },
    {
      id: 'eq:sp-errata-27',
      tex: String.raw`\tilde C = C + \sigma\begin{pmatrix}0&0&0\\0&1&0\\0&0&1\end{pmatrix}:\qquad \begin{aligned} \mathbf n\cdot\tilde{\mathbf v}_{\text{rel}}' &= -e\,v_n \\ \mathbf t_0\cdot\tilde{\mathbf v}_{\text{rel}}' &= v_t - \sigma\tilde\psi \\ \mathbf t_1\cdot\tilde{\mathbf v}_{\text{rel}}' &= -\sigma\tilde\xi\end{aligned}`,
      unit: 'm/s',
      rows: [
        [
          {
            tex: String.raw`\mathbf n\cdot\tilde{\mathbf v}_{\text{rel}}'`,
            value: (s) => V3.dot(s.c.n, s.printed.vRel),
          },
          { tex: String.raw`-e\,v_n`, value: (s) => -s.p.e * vn(s) },
        ],
        [
          {
            tex: String.raw`\mathbf t_0\cdot\tilde{\mathbf v}_{\text{rel}}'`,
            value: (s) => V3.dot(s.variant.t0, s.printed.vRel),
          },
          {
            tex: String.raw`v_t - \sigma\tilde\psi`,
            value: (s) => s.variant.vt - s.lambda * s.printed.psi,
          },
        ],
        [
          {
            tex: String.raw`\mathbf t_1\cdot\tilde{\mathbf v}_{\text{rel}}'`,
            value: (s) => V3.dot(s.variant.t1, s.printed.vRel),
          },
          { tex: String.raw`-\sigma\tilde\xi`, value: (s) => -s.lambda * s.printed.xi },
        ],
      ],
      inapplicable: noImpulse,
    },
  ],
});
