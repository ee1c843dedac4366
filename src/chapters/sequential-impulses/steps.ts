// Sequential impulses on the smallest case that couples: a box on the ground by its two bottom
// corners (./scenario.ts): the functions that evaluate each step's sides (its TeX, by step id, is in
// ./steps.tex.server.ts); the step-equality test checks that they agree at thousands of random
// configurations.
import { defineDerivation } from '../../kit/steps/define';
import { boxOnCorners, siParams, BETA, SLOP, DT, type BoxOnCorners } from './scenario';

type S = BoxOnCorners;
export const K = (s: S, i: number, j: number) => (s.K[i] as number[])[j] as number;
export const b = (s: S, i: number) => s.b[i] as number;
/** Sweep k's totals (k = 0: before the first sweep). */
export const lam = (s: S, k: number, i: number) => (s.pgs.history[k] as number[])[i] as number;
export const visit = (s: S, k: number) => s.pgs.visits[k]!;
export const incrVisit = (s: S, k: number) => s.incr.visits[k]!;
/** The friction run's visits: corner 1's normal row, corner 1's friction row, then corner 2's. */
export const fricVisit = (s: S, k: number) => s.fric.visits[k]!;
/** K along the tangent t = (−1, 0) at corner 1: 1/m + (r × t)²/I with r × t = r_y = −h/2. */
export const kt1 = (s: S) => 1 / s.m + (s.p.h / 2) ** 2 / s.I;
const bothPush = (s: S) =>
  s.lcp.active.length === 2
    ? null
    : 'In the exact answer at least one corner lifts off (its λ is 0), so this two-row solve is not the answer: the LCP keeps only the pushing rows.';

export const derivation = defineDerivation({
  page: 'sequential-impulses',
  params: siParams,
  scenario: boxOnCorners,
  steps: [
    {
      id: 'eq:si-vn',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => b(s, 0) },
            { unit: 'm/s', value: (s) => jv(s, 0) },
            { unit: 'm/s', value: (s) => s.p.vy + s.p.omega * s.x[0] },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => b(s, 1) },
            { unit: 'm/s', value: (s) => jv(s, 1) },
            { unit: 'm/s', value: (s) => s.p.vy + s.p.omega * s.x[1] },
          ],
        },
      ],
    },
    {
      id: 'eq:si-k',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => K(s, 0, 0) },
            { unit: '1/kg', value: (s) => 1 / s.m + s.x[0] ** 2 / s.I },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => K(s, 1, 1) },
            { unit: '1/kg', value: (s) => 1 / s.m + s.x[1] ** 2 / s.I },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => K(s, 0, 1) },
            { unit: '1/kg', value: (s) => K(s, 1, 0) },
            {
              unit: '1/kg',
              value: (s) => 1 / s.m + (s.x[0] * s.x[1]) / s.I,
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-k-diagonal',
      rows: [
        {
          sides: [
            { unit: '1/kg', value: (s) => K(s, 0, 0) },
            { unit: '1/kg', value: (s) => 1 / s.meff[0] },
          ],
        },
        {
          sides: [
            { unit: '1/kg', value: (s) => K(s, 1, 1) },
            { unit: '1/kg', value: (s) => 1 / s.meff[1] },
          ],
        },
      ],
    },
    {
      id: 'eq:si-lcp',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.lcp.w[0] as number },
            {
              unit: 'm/s',
              value: (s) => K(s, 0, 0) * ex(s, 0) + K(s, 0, 1) * ex(s, 1) + b(s, 0),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => s.lcp.w[1] as number },
            {
              unit: 'm/s',
              value: (s) => K(s, 1, 0) * ex(s, 0) + K(s, 1, 1) * ex(s, 1) + b(s, 1),
            },
          ],
        },
        {
          sides: [
            {
              unit: '',
              value: (s) => Math.min(ex(s, 0), s.lcp.w[0]!),
            },
            {
              unit: '',
              value: (s) => Math.min(ex(s, 1), s.lcp.w[1]!),
            },
            { unit: '', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:si-exact',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => ex(s, 0) },
            {
              unit: 'N·s',
              value: (s) => (K(s, 0, 1) * b(s, 1) - K(s, 1, 1) * b(s, 0)) / det(s),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => ex(s, 1) },
            {
              unit: 'N·s',
              value: (s) => (K(s, 0, 1) * b(s, 0) - K(s, 0, 0) * b(s, 1)) / det(s),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => ex(s, 0) + ex(s, 1) },
            { unit: 'N·s', value: (s) => -s.m * s.p.vy },
          ],
        },
      ],
      inapplicable: bothPush,
    },
    {
      id: 'eq:si-first-visit',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => visit(s, 0).total },
            { unit: 'N·s', value: (s) => -b(s, 0) / K(s, 0, 0) },
            { unit: 'N·s', value: (s) => -s.meff[0] * b(s, 0) },
            { unit: 'N·s', value: (s) => s.j1 },
          ],
        },
      ],
      inapplicable: (s) =>
        b(s, 0) < 0
          ? null
          : 'Corner 1 is not approaching (b₁ ≥ 0): its first visit pushes nothing, and neither does chapter one’s impulse.',
    },
    {
      id: 'eq:si-gauss-seidel',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => visit(s, 1).velocity },
            {
              unit: 'm/s',
              value: (s) => b(s, 1) + K(s, 1, 0) * lam(s, 1, 0),
            },
          ],
        },
        {
          sides: [
            { unit: 'm/s', value: (s) => visit(s, 2).velocity },
            {
              unit: 'm/s',
              value: (s) => b(s, 0) + K(s, 0, 0) * lam(s, 1, 0) + K(s, 0, 1) * lam(s, 1, 1),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-pgs-update',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => visit(s, 2).delta },
            {
              unit: 'N·s',
              value: (s) => -visit(s, 2).velocity / K(s, 0, 0),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => lam(s, 2, 0) },
            {
              unit: 'N·s',
              value: (s) => Math.max(lam(s, 1, 0) + visit(s, 2).delta, 0),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-increment',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => incrVisit(s, 2).total },
            {
              unit: 'N·s',
              value: (s) => incrVisit(s, 0).total + Math.max(incrVisit(s, 2).delta, 0),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => incrVisit(s, 2).delta },
            {
              unit: 'N·s',
              value: (s) => -incrVisit(s, 2).velocity / K(s, 0, 0),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-friction',
      rows: [
        {
          sides: [
            { unit: 'N·s', value: (s) => fricVisit(s, 1).delta },
            {
              unit: 'N·s',
              value: (s) => -fricVisit(s, 1).velocity / kt1(s),
            },
          ],
        },
        {
          sides: [
            { unit: 'N·s', value: (s) => fricVisit(s, 1).total },
            {
              unit: 'N·s',
              value: (s) => {
                const bound = s.p.mu * fricVisit(s, 0).total;
                return Math.max(-bound, Math.min(fricVisit(s, 1).delta, bound));
              },
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-baumgarte',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.bias },
            {
              unit: 'm/s',
              value: (s) => (BETA / DT) * Math.max(s.p.depth - SLOP, 0),
            },
          ],
        },
      ],
    },
    {
      id: 'eq:si-restitution',
      rows: [
        {
          sides: [
            { unit: 'm/s', value: (s) => s.target1 },
            { unit: 'm/s', value: (s) => -s.p.e * b(s, 0) },
          ],
        },
      ],
      inapplicable: (s) =>
        -b(s, 0) > s.p.vth
          ? null
          : 'Corner 1 approaches slower than the threshold: the target is 0, no bounce (the contact is treated as resting).',
    },
  ],
});

/** The exact LCP answer's λᵢ. */
export function ex(s: S, i: number): number {
  return s.lcp.lambda[i] as number;
}

export function det(s: S): number {
  return K(s, 0, 0) * K(s, 1, 1) - K(s, 0, 1) * K(s, 1, 0);
}

/**
 * J_i V written out: V = (v_x, v_y, ω) of the box (the ground is at rest), J_i = (n_x, n_y, r_i × n)
 * on the box's columns, independently of the solver's b.
 */
export function jv(s: S, i: number): number {
  const c = s.contacts[i]!;
  const box = s.bodies[1];
  const rxn = c.rB.x * c.n.y - c.rB.y * c.n.x;
  return c.n.x * box.v.x + c.n.y * box.v.y + rxn * box.w;
}
