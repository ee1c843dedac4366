// Eberly's 3D impulse and his 3×3 variant for spheres, step by step, in the site's convention: the
// functions that evaluate each step's sides on the 3D collision widget's configuration
// (./scenario.ts; its TeX, by step id, is in ./steps.tex.server.ts); tests/unit/site/steps.test.ts
// checks that they agree. Step values are scalars: a 3D vector equation is shown one component
// per row.
import {
  sphereCollisionParams,
  sphereCollisionScenario,
  type MethodOutcome,
  type SphereCollision,
} from './scenario';
import { type Body3, inertiaFromInverse, M3, type Mat3, solveSym3, V3, type Vec3 } from '../../solver';
import { defineDerivation, type Row } from '../../kit/steps/define';

export type S = SphereCollision;
type Axis = 'x' | 'y' | 'z';

/**
 * Three rows, one per world component (x, y, z), of a vector equation `left = right`; their labels
 * are `componentLabels` (steps.tex.server.ts).
 */
function componentRows(unit: string, left: (s: S) => Vec3, right: (s: S) => Vec3) {
  const row = (k: Axis) =>
    ({
      sides: [
        { unit, value: (s: S) => left(s)[k] },
        { unit, value: (s: S) => right(s)[k] },
      ],
    }) as const satisfies Row<S>;
  return [row('x'), row('y'), row('z')] as const;
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

export const derivation = defineDerivation({
  page: 'sphere-impulse',
  params: sphereCollisionParams,
  scenario: sphereCollisionScenario,
  steps: [
    // ——— Section 1: the normal impulse with inertia tensors ———
    {
      id: 'eq:sp-relative-velocity',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: vn },
            {
              unit: 'm/s',
              value: (s) =>
                V3.dot(
                  V3.sub(V3.add(s.b.v, V3.cross(s.b.w, s.c.rB)), V3.add(s.a.v, V3.cross(s.a.w, s.c.rA))),
                  s.c.n,
                ),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-linear',
      // Evaluated with the normal impulse P = j·n, which changes only the velocities' n components.
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.afterNormal.a.v, s.c.n),
            },
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.a.v, s.c.n) - s.normal.j * s.a.invMass,
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.afterNormal.b.v, s.c.n),
            },
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.b.v, s.c.n) + s.normal.j * s.b.invMass,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-angular',
      rows: [
        {
          sides: [
            {
              unit: 'rad/s',
              value: (s) => V3.length(V3.sub(s.afterNormal.a.w, s.a.w)),
            },
            {
              unit: 'rad/s',
              value: (s) => V3.length(iv(s.a.invInertia, V3.cross(s.c.rA, PN(s)))),
            },
          ],
        },
        ...componentRows(
          'rad/s',
          (s) => s.afterNormal.b.w,
          (s) => V3.add(s.b.w, iv(s.b.invInertia, V3.cross(s.c.rB, PN(s)))),
        ),
      ],
    },
    {
      id: 'eq:sp-normal-expand',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.afterNormal.vn },
            {
              unit: 'm/s',
              value: (s) => vn(s) + s.normal.j * V3.dot(deltaVRel(s, s.c.n), s.c.n),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-triple',
      rows: (['A', 'B'] as const).map((body) => {
        const M = (s: S) => (body === 'A' ? s.a.invInertia : s.b.invInertia);
        const r = (s: S) => (body === 'A' ? s.c.rA : s.c.rB);
        return {
          sides: [
            {
              unit: '1/kg',
              value: (s: S) => V3.dot(spinPart(M(s), r(s), s.c.n), s.c.n),
            },
            {
              unit: '1/kg',
              value: (s: S) => V3.dot(iv(M(s), V3.cross(r(s), s.c.n)), V3.cross(r(s), s.c.n)),
            },
            {
              unit: '1/kg',
              value: (s: S) => M3.bilinear(V3.cross(r(s), s.c.n), M(s), V3.cross(r(s), s.c.n)),
            },
          ],
        };
      }),
    },
    {
      id: 'eq:sp-normal-j',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.normal.k },
            { unit: '1/kg', value: kQuadratic },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.normal.j },
            {
              unit: 'N·s',
              value: (s) => (-(1 + s.p.e) * vn(s)) / kQuadratic(s),
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-eberly-f',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => {
                const N0 = V3.neg(s.c.n);
                const { a, b } = s;
                const { rA, rB } = s.c;
                const num =
                  V3.dot(N0, V3.sub(a.v, b.v)) +
                  V3.dot(a.w, V3.cross(rA, N0)) -
                  V3.dot(b.w, V3.cross(rB, N0));
                const den =
                  a.invMass +
                  b.invMass +
                  M3.bilinear(V3.cross(rA, N0), a.invInertia, V3.cross(rA, N0)) +
                  M3.bilinear(V3.cross(rB, N0), b.invInertia, V3.cross(rB, N0));
                return (-(1 + s.p.e) * num) / den;
              },
            },
            { unit: 'N·s', value: (s) => s.normal.j },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-spin-normal',
      rows: [
        {
          sides: [
            {
              unit: 'rad/s',
              value: (s) => V3.length(V3.sub(s.afterNormal.a.w, s.a.w)),
            },
            {
              unit: 'rad/s',
              value: (s) => V3.length(iv(s.a.invInertia, V3.cross(s.c.rA, PN(s)))),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'kg·m²/s',
              value: (s) => V3.length(deltaL(s.b, s.afterNormal.b)),
            },
            {
              unit: 'kg·m²/s',
              value: (s) => V3.length(V3.cross(s.c.rB, PN(s))),
            },
            { unit: 'kg·m²/s', value: (s) => s.normal.j * Math.abs(s.d) },
          ],
        },
      ],
      inapplicable: (s) =>
        s.b.invMass === 0 ? 'B is immovable: its spin cannot change, whatever its lever arm.' : null,
    },
    // ——— Section 2: Eberly's variant ———
    {
      id: 'eq:sp-t0',
      rows: [
        ...componentRows(
          '',
          (s) => s.variant.t0,
          (s) => V3.normalize(V3.sub(s.vRel, V3.scale(s.c.n, vn(s)))),
        ),
        {
          sides: [
            { unit: 'm/s', value: (s) => s.variant.vt },
            {
              unit: 'm/s',
              value: (s) => V3.length(V3.sub(s.vRel, V3.scale(s.c.n, vn(s)))),
            },
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.variant.t0, s.vRel),
            },
          ],
        },
      ],
      inapplicable: noSlip,
    },
    {
      id: 'eq:sp-t1',
      rows: [
        ...componentRows(
          '',
          (s) => s.variant.t1,
          (s) => V3.cross(s.c.n, s.variant.t0),
        ),
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.variant.t1, s.vRel),
            },
            { unit: 'm/s', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-impulse',
      rows: DIRECTIONS.map((i) => ({
        sides: [
          {
            unit: 'N·s',
            value: (s: S) => V3.dot(impulseOnB(s, s.afterVariant), basis(s)[i]),
          },
          { unit: 'N·s', value: (s: S) => coeffs(s)[i] },
        ],
      })),
      inapplicable: bothFixed,
    },
    {
      id: 'eq:sp-constraints',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.afterVariant.vn },
            { unit: 'm/s', value: (s) => -s.p.e * vn(s) },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.afterVariant.vt0 },
            { unit: 'm/s', value: (s) => s.variant.vt },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.afterVariant.vt1 },
            { unit: 'm/s', value: () => 0 },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-velocity',
      rows: componentRows(
        'm/s',
        (s) => s.afterVariant.vRel,
        (s) => V3.add(s.vRel, deltaVRel(s, PV(s))),
      ),
    },
    {
      id: 'eq:sp-s-form',
      rows: DIRECTIONS.map((i) => ({
        sides: [
          {
            unit: 'm/s',
            value: (s: S) => V3.dot(basis(s)[i], s.afterVariant.vRel),
          },
          {
            unit: 'm/s',
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
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.c.n, spinPart(s.b.invInertia, s.c.rB, PV(s))),
            },
            {
              unit: 'm/s',
              value: (s) => M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, PV(s))),
            },
            {
              unit: 'm/s',
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
          sides: [
            {
              unit: '1/kg',
              value: (s) => M3.at(s.variant.C, 0, 1),
            },
            {
              unit: '1/kg',
              value: (s) =>
                M3.bilinear(V3.cross(s.c.rB, s.c.n), s.b.invInertia, V3.cross(s.c.rB, s.variant.t0)),
            },
            {
              unit: '1/kg',
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
      rows: C_ENTRIES.map(([i, j]) => {
        const diagonal = i === j;
        return {
          sides: [
            { unit: '1/kg', value: (s: S) => M3.at(s.variant.C, i, j) },
            ...(diagonal ? [] : [{ unit: '1/kg', value: (s: S) => M3.at(s.variant.C, j, i) }]),
            {
              unit: '1/kg',
              value: (s: S) => (diagonal ? s.lambda : 0) + Sxy(s, basis(s)[i], basis(s)[j]),
            },
          ],
        };
      }),
    },
    {
      id: 'eq:sp-system',
      rows: DIRECTIONS.map((i) => ({
        sides: [
          {
            unit: 'm/s',
            value: (s: S) => {
              const y = coeffs(s);
              return (
                M3.at(s.variant.C, i, 0) * y[0] +
                M3.at(s.variant.C, i, 1) * y[1] +
                M3.at(s.variant.C, i, 2) * y[2]
              );
            },
          },
          { unit: 'm/s', value: (s: S) => (i === 0 ? -(1 + s.p.e) * vn(s) : 0) },
        ],
      })),
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-world',
      rows: [
        ...componentRows(
          'N·s',
          (s) => PV(s),
          (s) => V3.scale(solveSym3(s.K, s.c.n).x, -(1 + s.p.e) * vn(s)),
        ),
        {
          sides: [
            { unit: '1/kg', value: (s) => M3.at(s.variant.C, 0, 1) },
            {
              unit: '1/kg',
              value: (s) => M3.bilinear(s.c.n, s.K, s.variant.t0),
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => M3.at(s.variant.C, 1, 2) },
            {
              unit: '1/kg',
              value: (s) => M3.bilinear(s.variant.t0, s.K, s.variant.t1),
            },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-quadratic',
      rows: [
        {
          sides: [
            {
              unit: 'N·m/s',
              value: (s) => {
                const y = V3.vec3(...coeffs(s));
                return M3.bilinear(y, s.variant.C, y);
              },
            },
            {
              unit: 'N·m/s',
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
        },
      ],
    },
    // ——— What the variant really does ———
    {
      id: 'eq:sp-sphere-case',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => M3.at(s.centred.variant.C, 0, 1) },
            { unit: '1/kg', value: () => 0 },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => M3.at(s.centred.variant.C, 0, 2) },
            { unit: '1/kg', value: () => 0 },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.centred.variant.psi },
            { unit: 'N·s', value: () => 0 },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.centred.variant.xi },
            { unit: 'N·s', value: () => 0 },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.centred.variant.phi },
            { unit: 'N·s', value: (s) => s.centred.normal.j },
          ],
        },
      ],
    },
    {
      id: 'eq:sp-reflect',
      rows: componentRows(
        'm/s',
        (s) => s.afterVariant.vRel,
        (s) => V3.addScaled(s.vRel, s.c.n, -(1 + s.p.e) * vn(s)),
      ),
      inapplicable: noImpulse,
    },
    {
      id: 'eq:sp-work',
      rows: (['normal', 'variant'] as const).map((method) => ({
        sides: [
          {
            unit: 'J',
            value: (s: S) => (method === 'normal' ? s.afterNormal : s.afterVariant).dT,
          },
          {
            unit: 'J',
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
      continues: true,
      rows: [
        {
          sides: [
            { unit: 'J', value: (s) => s.afterVariant.dT },
            {
              unit: 'J',
              value: (s) => 0.5 * (1 - s.p.e) * s.variant.phi * vn(s) + s.variant.psi * s.variant.vt,
            },
          ],
        },
        {
          sides: [
            { unit: 'J', value: (s) => s.afterNormal.dT },
            {
              unit: 'J',
              value: (s) => 0.5 * (1 - s.p.e) * s.normal.j * vn(s),
            },
            {
              unit: 'J',
              value: (s) => (-0.5 * (1 - s.p.e * s.p.e) * vn(s) ** 2) / s.normal.k,
            },
          ],
        },
      ],
      inapplicable: (s) => movingImmovable(s) ?? noImpulse(s),
    },
    // ——— Errata ———
    {
      id: 'eq:sp-gain',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.variant.phi },
            {
              unit: 'N·s',
              value: (s) => -(1 + s.p.e) * vn(s) * (s.energy.cInvNN ?? NaN),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => s.variant.psi },
            {
              unit: 'N·s',
              value: (s) => -(1 + s.p.e) * vn(s) * (s.energy.cInvT0N ?? NaN),
            },
          ],
        },
        {
          sides: [
            { unit: 'J', value: (s) => s.afterVariant.dT },
            {
              unit: 'J',
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
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.c.n, s.printed.vRel),
            },
            { unit: 'm/s', value: (s) => -s.p.e * vn(s) },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.variant.t0, s.printed.vRel),
            },
            {
              unit: 'm/s',
              value: (s) => s.variant.vt - s.lambda * s.printed.psi,
            },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => V3.dot(s.variant.t1, s.printed.vRel),
            },
            { unit: 'm/s', value: (s) => -s.lambda * s.printed.xi },
          ],
        },
      ],
      inapplicable: noImpulse,
    },
  ],
});
