// The effective-mass page's displayed steps. Each side is computed from the page's parameters: the
// left-hand side usually by the solver (or by doing the physical thing — applying a push and
// measuring), the right-hand side by the formula as printed. The step-equality test then checks
// the text against the solver at thousands of configurations. The TeX of each step, by step id,
// is in ./steps.tex.server.ts.
import { defineDerivation } from '../../kit/steps/define';
import { DEG } from '../../params/spec';
import { emParams, emScenario, FACE_NORMAL, FACE_TANGENT, PROBE_IMPULSE, type EmScenario } from './scenario';
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

export const derivation = defineDerivation({
  page: 'effective-mass',
  params: emParams,
  scenario: emScenario,
  steps: [
    {
      id: 'eq:em-response',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.probeDvn,
            },
            { unit: 'm/s', value: (s) => s.k * PROBE_IMPULSE },
            { unit: 'm/s', value: (s) => PROBE_IMPULSE / s.meff },
          ],
        },
      ],
    },
    {
      id: 'eq:em-scalar',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.k },
            {
              unit: '1/kg',
              value: (s) =>
                s.a.invMass +
                s.b.invMass +
                s.a.invInertia * V2.cross(s.rA, s.n) ** 2 +
                s.b.invInertia * V2.cross(s.rB, s.n) ** 2,
            },
          ],
        },
        {
          sides: [
            { unit: 'kg', value: (s) => s.meff },
            { unit: 'kg', value: (s) => 1 / s.k },
          ],
        },
      ],
    },
    {
      id: 'eq:em-lever',
      rows: [
        {
          sides: [
            { unit: 'm', value: (s) => V2.cross(s.rB, s.n) },
            {
              unit: 'm',
              value: (s) => V2.length(s.rB) * Math.sin(Math.atan2(s.n.y, s.n.x) - Math.atan2(s.rB.y, s.rB.x)),
            },
          ],
        },
        {
          sides: [
            { unit: 'm', value: (s) => Math.abs(s.lever) },
            {
              unit: 'm',
              value: (s) => V2.length(V2.addScaled(s.rB, s.n, -V2.dot(s.rB, s.n))),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-gyration',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.kB },
            {
              unit: '1/kg',
              value: (s) => (1 + (s.lever / s.rho) ** 2) / s.p.m,
            },
          ],
        },
        {
          sides: [
            { unit: 'kg', value: (s) => s.meffB },
            {
              unit: 'kg',
              value: (s) => s.p.m / (1 + (s.lever / s.rho) ** 2),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-series',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => 1 / s.meff },
            { unit: '1/kg', value: (s) => s.kA + s.kB },
          ],
        },
      ],
    },
    {
      id: 'eq:em-nt-matrix',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => quad(s.K, FACE_NORMAL, FACE_NORMAL) },
            {
              unit: '1/kg',
              value: (s) =>
                s.a.invMass +
                s.b.invMass +
                s.a.invInertia * V2.cross(s.rA, FACE_NORMAL) ** 2 +
                s.b.invInertia * V2.cross(s.rB, FACE_NORMAL) ** 2,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => quad(s.K, FACE_NORMAL, FACE_TANGENT) },
            {
              unit: '1/kg',
              value: (s) =>
                s.a.invInertia * V2.cross(s.rA, FACE_NORMAL) * V2.cross(s.rA, FACE_TANGENT) +
                s.b.invInertia * V2.cross(s.rB, FACE_NORMAL) * V2.cross(s.rB, FACE_TANGENT),
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.k },
            {
              unit: '1/kg',
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
        },
      ],
    },
    {
      id: 'eq:em-tensor',
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.box.probeDvn,
            },
            {
              unit: 'm/s',
              value: (s) => s.box.kTensor * PROBE_IMPULSE,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-tensor-quadratic',
      rows: [
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.box.termTensor,
            },
            {
              unit: '1/kg',
              value: (s) => s.box.termDot,
            },
            {
              unit: '1/kg',
              value: (s) => s.box.termQuadratic,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.box.kTensor },
            { unit: '1/kg', value: (s) => s.box.kQuadratic },
          ],
        },
      ],
    },
    {
      id: 'eq:em-planar',
      rows: [
        {
          sides: [
            {
              unit: 'm',
              value: (s) => V3.cross(s.rB3, s.n3).z,
            },
            { unit: 'm', value: (s) => s.lever },
          ],
        },
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.box.termQuadratic,
            },
            {
              unit: '1/kg',
              value: (s) => s.lever ** 2 * M3.at(s.box.invInertia, 2, 2),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-2d-reduction',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.flat.termB },
            {
              unit: '1/kg',
              value: (s) => {
                const { rB: r, n } = s;
                return (r.x ** 2 * n.y ** 2 - 2 * r.x * r.y * n.x * n.y + r.y ** 2 * n.x ** 2) / s.p.I;
              },
            },
            {
              unit: '1/kg',
              value: (s) => V2.cross(s.rB, s.n) ** 2 / s.p.I,
            },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => s.flat.k },
            { unit: '1/kg', value: (s) => s.k },
          ],
        },
      ],
    },
    {
      id: 'eq:em-schur-derive',
      rows: [
        {
          sides: [
            {
              unit: '1/(kg·m²)',
              value: (s) => M3.at(s.box.invInertia, 0, 2),
            },
            {
              unit: '1/(kg·m²)',
              value: (s) => schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2)).y.x,
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/(kg·m²)',
              value: (s) => M3.at(s.box.invInertia, 1, 2),
            },
            {
              unit: '1/(kg·m²)',
              value: (s) => schurBlocks(s.box.inertia, M3.at(s.box.invInertia, 2, 2)).y.y,
            },
          ],
        },
        {
          sides: [
            {
              unit: '',
              value: (s) => {
                const xz = M3.at(s.box.invInertia, 2, 2);
                const { c, y } = schurBlocks(s.box.inertia, xz);
                return V2.dot(c, y) + M3.at(s.box.inertia, 2, 2) * xz;
              },
            },
            { unit: '', value: () => 1 },
          ],
        },
      ],
    },
    {
      id: 'eq:em-schur',
      rows: [
        {
          sides: [
            {
              unit: '1/(kg·m²)',
              value: (s) => M3.at(s.box.invInertia, 2, 2),
            },
            {
              unit: '1/(kg·m²)',
              value: (s) => 1 / (M3.at(s.box.inertia, 2, 2) - s.box.schurQ),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-box-tensor',
      rows: [
        {
          sides: [
            { unit: 'kg·m²', value: (s) => M3.at(s.box.inertia, 2, 2) },
            {
              unit: 'kg·m²',
              value: (s) => s.box.I1 * Math.sin(s.box.turn) ** 2 + s.box.I3 * Math.cos(s.box.turn) ** 2,
            },
          ],
        },
        {
          sides: [
            { unit: 'kg·m²', value: (s) => M3.at(s.box.inertia, 0, 2) },
            {
              unit: 'kg·m²',
              value: (s) => (s.box.I3 - s.box.I1) * Math.sin(s.box.turn) * Math.cos(s.box.turn),
            },
          ],
        },
        {
          sides: [
            {
              unit: '1/(kg·m²)',
              value: (s) => M3.at(s.box.invInertia, 2, 2),
            },
            {
              unit: '1/(kg·m²)',
              value: (s) => Math.sin(s.box.turn) ** 2 / s.box.I1 + Math.cos(s.box.turn) ** 2 / s.box.I3,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-shortcut-error',
      rows: [
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.box.kTensor - s.box.kShortcut,
            },
            {
              unit: '1/kg',
              value: (s) => s.lever ** 2 * (M3.at(s.box.invInertia, 2, 2) - 1 / M3.at(s.box.inertia, 2, 2)),
            },
            {
              unit: '1/kg',
              value: (s) => {
                const Izz = M3.at(s.box.inertia, 2, 2);
                return (s.lever ** 2 * s.box.schurQ) / (Izz * (Izz - s.box.schurQ));
              },
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-gap',
      rows: [
        {
          sides: [
            {
              unit: '1/kg',
              value: (s) => s.box.kTensor - s.box.kShortcut,
            },
            {
              unit: '1/kg',
              value: (s) =>
                (s.lever ** 2 * M3.at(s.box.inertia, 0, 2) ** 2) /
                (s.box.I1 * s.box.I3 * M3.at(s.box.inertia, 2, 2)),
            },
          ],
        },
        {
          sides: [
            {
              unit: 'kg',
              value: (s) => s.box.meffShortcut - s.box.meffTensor,
            },
            {
              unit: 'kg',
              value: (s) => (s.box.kTensor - s.box.kShortcut) / (s.box.kShortcut * s.box.kTensor),
            },
            {
              unit: 'kg',
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
      rows: [
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) =>
                V2.dot(
                  V2.sub(V2.pointVelocity(s.b.v, s.b.w, s.rB), V2.pointVelocity(s.a.v, s.a.w, s.rA)),
                  s.n,
                ),
            },
            { unit: 'm/s', value: (s) => s.result.vn },
          ],
        },
      ],
    },
    {
      id: 'eq:em-jacobian',
      continues: true,
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.result.vn },
            { unit: 'm/s', value: (s) => s.JV },
          ],
        },
      ],
    },
    {
      id: 'eq:em-impulse-direction',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => V2.scale(slice2(s.J, 3), s.result.j),
            },
            { unit: 'N·s', value: (s) => V2.scale(s.n, s.result.j) },
          ],
        },
        {
          sides: [
            {
              unit: 'N·m·s',
              value: (s) => (s.J[5] as number) * s.result.j,
            },
            {
              unit: 'N·m·s',
              value: (s) => V2.cross(s.rB, V2.scale(s.n, s.result.j)),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-mass-matrix',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => V2.sub(s.result.b.v, s.b.v) },
            {
              unit: 'm/s',
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
          sides: [
            { unit: 'rad/s', value: (s) => s.result.b.w - s.b.w },
            {
              unit: 'rad/s',
              value: (s) => (s.Minv[5] as number) * (s.J[5] as number) * s.result.j,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-lambda-linear',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => dot6(s.J, s.VAfter) },
            {
              unit: 'm/s',
              value: (s) => s.JV + s.kJacobian * s.result.j,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:em-jmj',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => s.kJacobian },
            {
              unit: '1/kg',
              value: (s) => s.kJacobianFull,
            },
            {
              unit: '1/kg',
              value: (s) => s.J.reduce((acc, Ji, i) => acc + Ji * Ji * (s.Minv[i] as number), 0),
            },
            { unit: '1/kg', value: (s) => s.k },
          ],
        },
      ],
    },
    {
      id: 'eq:em-lambda',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.result.j,
            },
            {
              unit: 'N·s',
              value: (s) => -(s.JV + s.bias) / s.kJacobian,
            },
          ],
        },
      ],
      inapplicable: notApproaching,
    },
    {
      id: 'eq:em-bias',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.result.j },
            {
              unit: 'N·s',
              value: (s) => -(1 + s.p.e) * s.meff * s.result.vn,
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => dot6(s.J, s.VAfter) },
            { unit: 'm/s', value: (s) => -s.p.e * s.JV },
          ],
        },
      ],
      inapplicable: notApproaching,
    },
    {
      id: 'eq:em-equality',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => s.lambdaEq },
            { unit: 'N·s', value: (s) => -s.meffJacobian * s.result.vn },
          ],
        },
        {
          sides: [
            {
              unit: 'm/s',
              value: (s) => s.JVAfterEq,
            },
            { unit: 'm/s', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:em-clamp',
      rows: [
        {
          sides: [
            {
              unit: 'N·s',
              value: (s) => s.result.j,
            },
            {
              unit: 'N·s',
              value: (s) => Math.max(0, (-(1 + s.p.e) * s.JV) / s.kJacobian),
            },
          ],
        },
      ],
    },
  ],
});
