// Sequential impulses on the smallest case that couples: a box on the ground by its two bottom
// corners (./scenario.ts): each step's TeX and the functions that evaluate its sides; the
// step-equality test checks that they agree at thousands of random configurations.
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
  symbols: {
    m: (s) => s.m,
    I: (s) => s.I,
    x_1: (s) => s.x[0],
    x_2: (s) => s.x[1],
    v_y: (s) => s.p.vy,
    [String.raw`\omega`]: (s) => s.p.omega,
    b_1: (s) => b(s, 0),
    b_2: (s) => b(s, 1),
    [String.raw`\mathbf J_1\mathbf V`]: (s) => jv(s, 0),
    [String.raw`\mathbf J_2\mathbf V`]: (s) => jv(s, 1),
    'K_{11}': (s) => K(s, 0, 0),
    'K_{12}': (s) => K(s, 0, 1),
    'K_{21}': (s) => K(s, 1, 0),
    'K_{22}': (s) => K(s, 1, 1),
    [String.raw`\det\mathbf K`]: det,
    [String.raw`m_{\text{eff},1}`]: (s) => s.meff[0],
    [String.raw`m_{\text{eff},2}`]: (s) => s.meff[1],
    [String.raw`\lambda_1`]: (s) => ex(s, 0),
    [String.raw`\lambda_2`]: (s) => ex(s, 1),
    w_1: (s) => s.lcp.w[0] as number,
    w_2: (s) => s.lcp.w[1] as number,
    j_1: (s) => s.j1,
    [String.raw`\lambda_1^{(1)}`]: (s) => lam(s, 1, 0),
    [String.raw`\lambda_2^{(1)}`]: (s) => lam(s, 1, 1),
    [String.raw`\lambda_1^{(2)}`]: (s) => lam(s, 2, 0),
    [String.raw`v_{n,2}^{(1)}`]: (s) => visit(s, 1).velocity,
    [String.raw`v_{n,1}^{(2)}`]: (s) => visit(s, 2).velocity,
    [String.raw`\Delta_1^{(2)}`]: (s) => visit(s, 2).delta,
    [String.raw`\tilde\lambda_1^{(1)}`]: (s) => incrVisit(s, 0).total,
    [String.raw`\tilde\lambda_1^{(2)}`]: (s) => incrVisit(s, 2).total,
    [String.raw`\tilde\Delta_1^{(2)}`]: (s) => incrVisit(s, 2).delta,
    [String.raw`\tilde v_{n,1}^{(2)}`]: (s) => incrVisit(s, 2).velocity,
    [String.raw`\mu`]: (s) => s.p.mu,
    [String.raw`v_{t,1}`]: (s) => fricVisit(s, 1).velocity,
    'k_{t,1}': kt1,
    [String.raw`\lambda_{t,1}^{\ast}`]: (s) => fricVisit(s, 1).delta,
    [String.raw`\lambda_{t,1}^{(1)}`]: (s) => fricVisit(s, 1).total,
    [String.raw`v_{\text{bias}}`]: (s) => s.bias,
    [String.raw`\beta`]: () => BETA,
    [String.raw`\Delta t`]: () => DT,
    d: (s) => s.p.depth,
    [String.raw`d_{\text{slop}}`]: () => SLOP,
    e: (s) => s.p.e,
    [String.raw`v_{n,1}^{\ast}`]: (s) => s.target1,
  },
  steps: [
    {
      id: 'eq:si-vn',
      tex: String.raw`b_1 = \mathbf J_1\mathbf V = v_y + \omega\,x_1,\qquad b_2 = \mathbf J_2\mathbf V = v_y + \omega\,x_2`,
      unit: 'm/s',
      rows: [
        [
          { tex: 'b_1', value: (s) => b(s, 0) },
          { tex: String.raw`\mathbf J_1\mathbf V`, value: (s) => jv(s, 0) },
          { tex: String.raw`v_y + \omega\,x_1`, value: (s) => s.p.vy + s.p.omega * s.x[0] },
        ],
        [
          { tex: 'b_2', value: (s) => b(s, 1) },
          { tex: String.raw`\mathbf J_2\mathbf V`, value: (s) => jv(s, 1) },
          { tex: String.raw`v_y + \omega\,x_2`, value: (s) => s.p.vy + s.p.omega * s.x[1] },
        ],
      ],
    },
    {
      id: 'eq:si-k',
      tex: String.raw`K_{11} = \frac{1}{m} + \frac{x_1^2}{I},\qquad K_{22} = \frac{1}{m} + \frac{x_2^2}{I},\qquad K_{12} = K_{21} = \frac{1}{m} + \frac{x_1\,x_2}{I}`,
      unit: '1/kg',
      rows: [
        [
          { tex: 'K_{11}', value: (s) => K(s, 0, 0) },
          { tex: String.raw`1/m + x_1^2/I`, value: (s) => 1 / s.m + s.x[0] ** 2 / s.I },
        ],
        [
          { tex: 'K_{22}', value: (s) => K(s, 1, 1) },
          { tex: String.raw`1/m + x_2^2/I`, value: (s) => 1 / s.m + s.x[1] ** 2 / s.I },
        ],
        [
          { tex: 'K_{12}', value: (s) => K(s, 0, 1) },
          { tex: 'K_{21}', value: (s) => K(s, 1, 0) },
          {
            tex: String.raw`1/m + x_1 x_2/I`,
            value: (s) => 1 / s.m + (s.x[0] * s.x[1]) / s.I,
          },
        ],
      ],
    },
    {
      id: 'eq:si-k-diagonal',
      tex: String.raw`K_{11} = \frac{1}{m_{\text{eff},1}},\qquad K_{22} = \frac{1}{m_{\text{eff},2}}`,
      unit: '1/kg',
      rows: [
        [
          { tex: 'K_{11}', value: (s) => K(s, 0, 0) },
          { tex: String.raw`1/m_{\text{eff},1}`, value: (s) => 1 / s.meff[0] },
        ],
        [
          { tex: 'K_{22}', value: (s) => K(s, 1, 1) },
          { tex: String.raw`1/m_{\text{eff},2}`, value: (s) => 1 / s.meff[1] },
        ],
      ],
    },
    {
      id: 'eq:si-lcp',
      tex: String.raw`\begin{gathered} w_1 = K_{11}\lambda_1 + K_{12}\lambda_2 + b_1,\qquad w_2 = K_{21}\lambda_1 + K_{22}\lambda_2 + b_2,\\ \min(\lambda_1, w_1) = \min(\lambda_2, w_2) = 0 \end{gathered}`,
      unit: 'm/s',
      rows: [
        [
          { tex: 'w_1', value: (s) => s.lcp.w[0] as number },
          {
            tex: String.raw`K_{11}\lambda_1 + K_{12}\lambda_2 + b_1`,
            value: (s) => K(s, 0, 0) * ex(s, 0) + K(s, 0, 1) * ex(s, 1) + b(s, 0),
          },
        ],
        [
          { tex: 'w_2', value: (s) => s.lcp.w[1] as number },
          {
            tex: String.raw`K_{21}\lambda_1 + K_{22}\lambda_2 + b_2`,
            value: (s) => K(s, 1, 0) * ex(s, 0) + K(s, 1, 1) * ex(s, 1) + b(s, 1),
          },
        ],
        {
          unit: '',
          sides: [
            {
              tex: String.raw`\min(\lambda_1, w_1)`,
              value: (s) => Math.min(ex(s, 0), s.lcp.w[0]!),
            },
            {
              tex: String.raw`\min(\lambda_2, w_2)`,
              value: (s) => Math.min(ex(s, 1), s.lcp.w[1]!),
            },
            { tex: '0', value: () => 0 },
          ],
        },
      ],
    },
    {
      id: 'eq:si-exact',
      tex: String.raw`\lambda_1 = \frac{K_{12}\,b_2 - K_{22}\,b_1}{K_{11}K_{22} - K_{12}^2},\qquad \lambda_2 = \frac{K_{12}\,b_1 - K_{11}\,b_2}{K_{11}K_{22} - K_{12}^2},\qquad \lambda_1 + \lambda_2 = -m\,v_y`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\lambda_1`, value: (s) => ex(s, 0) },
          {
            tex: String.raw`(K_{12}b_2 - K_{22}b_1)/\det\mathbf K`,
            value: (s) => (K(s, 0, 1) * b(s, 1) - K(s, 1, 1) * b(s, 0)) / det(s),
          },
        ],
        [
          { tex: String.raw`\lambda_2`, value: (s) => ex(s, 1) },
          {
            tex: String.raw`(K_{12}b_1 - K_{11}b_2)/\det\mathbf K`,
            value: (s) => (K(s, 0, 1) * b(s, 0) - K(s, 0, 0) * b(s, 1)) / det(s),
          },
        ],
        [
          { tex: String.raw`\lambda_1 + \lambda_2`, value: (s) => ex(s, 0) + ex(s, 1) },
          { tex: String.raw`-m\,v_y`, value: (s) => -s.m * s.p.vy },
        ],
      ],
      inapplicable: bothPush,
    },
    {
      id: 'eq:si-first-visit',
      tex: String.raw`\lambda_1^{(1)} = -\frac{b_1}{K_{11}} = -m_{\text{eff},1}\,b_1 = j_1`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\lambda_1^{(1)}`, value: (s) => visit(s, 0).total },
          { tex: String.raw`-b_1/K_{11}`, value: (s) => -b(s, 0) / K(s, 0, 0) },
          { tex: String.raw`-m_{\text{eff},1}\,b_1`, value: (s) => -s.meff[0] * b(s, 0) },
          { tex: 'j_1', value: (s) => s.j1 },
        ],
      ],
      inapplicable: (s) =>
        b(s, 0) < 0
          ? null
          : 'Corner 1 is not approaching (b₁ ≥ 0): its first visit pushes nothing, and neither does chapter one’s impulse.',
    },
    {
      id: 'eq:si-gauss-seidel',
      tex: String.raw`v_{n,2}^{(1)} = b_2 + K_{21}\lambda_1^{(1)},\qquad v_{n,1}^{(2)} = b_1 + K_{11}\lambda_1^{(1)} + K_{12}\lambda_2^{(1)}`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_{n,2}^{(1)}`, value: (s) => visit(s, 1).velocity },
          {
            tex: String.raw`b_2 + K_{21}\lambda_1^{(1)}`,
            value: (s) => b(s, 1) + K(s, 1, 0) * lam(s, 1, 0),
          },
        ],
        [
          { tex: String.raw`v_{n,1}^{(2)}`, value: (s) => visit(s, 2).velocity },
          {
            tex: String.raw`b_1 + K_{11}\lambda_1^{(1)} + K_{12}\lambda_2^{(1)}`,
            value: (s) => b(s, 0) + K(s, 0, 0) * lam(s, 1, 0) + K(s, 0, 1) * lam(s, 1, 1),
          },
        ],
      ],
    },
    {
      id: 'eq:si-pgs-update',
      tex: String.raw`\Delta_1^{(2)} = -\frac{v_{n,1}^{(2)}}{K_{11}},\qquad \lambda_1^{(2)} = \max\big(\lambda_1^{(1)} + \Delta_1^{(2)},\ 0\big)`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\Delta_1^{(2)}`, value: (s) => visit(s, 2).delta },
          {
            tex: String.raw`-v_{n,1}^{(2)}/K_{11}`,
            value: (s) => -visit(s, 2).velocity / K(s, 0, 0),
          },
        ],
        [
          { tex: String.raw`\lambda_1^{(2)}`, value: (s) => lam(s, 2, 0) },
          {
            tex: String.raw`\max(\lambda_1^{(1)} + \Delta_1^{(2)}, 0)`,
            value: (s) => Math.max(lam(s, 1, 0) + visit(s, 2).delta, 0),
          },
        ],
      ],
    },
    {
      id: 'eq:si-increment',
      tex: String.raw`\tilde\lambda_1^{(2)} = \tilde\lambda_1^{(1)} + \max\big(\tilde\Delta_1^{(2)},\ 0\big),\qquad \tilde\Delta_1^{(2)} = -\frac{\tilde v_{n,1}^{(2)}}{K_{11}}`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\tilde\lambda_1^{(2)}`, value: (s) => incrVisit(s, 2).total },
          {
            tex: String.raw`\tilde\lambda_1^{(1)} + \max(\tilde\Delta_1^{(2)}, 0)`,
            value: (s) => incrVisit(s, 0).total + Math.max(incrVisit(s, 2).delta, 0),
          },
        ],
        [
          { tex: String.raw`\tilde\Delta_1^{(2)}`, value: (s) => incrVisit(s, 2).delta },
          {
            tex: String.raw`-\tilde v_{n,1}^{(2)}/K_{11}`,
            value: (s) => -incrVisit(s, 2).velocity / K(s, 0, 0),
          },
        ],
      ],
    },
    {
      id: 'eq:si-friction',
      tex: String.raw`\lambda_{t,1}^{\ast} = -\frac{v_{t,1}}{k_{t,1}},\qquad \lambda_{t,1}^{(1)} = \max\big(-\mu\lambda_1^{(1)},\ \min(\lambda_{t,1}^{\ast},\ \mu\lambda_1^{(1)})\big)`,
      unit: 'N·s',
      rows: [
        [
          { tex: String.raw`\lambda_{t,1}^{\ast}`, value: (s) => fricVisit(s, 1).delta },
          {
            tex: String.raw`-v_{t,1}/k_{t,1}`,
            value: (s) => -fricVisit(s, 1).velocity / kt1(s),
          },
        ],
        [
          { tex: String.raw`\lambda_{t,1}^{(1)}`, value: (s) => fricVisit(s, 1).total },
          {
            tex: String.raw`\max(-\mu\lambda_1^{(1)}, \min(\lambda_{t,1}^{\ast}, \mu\lambda_1^{(1)}))`,
            value: (s) => {
              const bound = s.p.mu * fricVisit(s, 0).total;
              return Math.max(-bound, Math.min(fricVisit(s, 1).delta, bound));
            },
          },
        ],
      ],
    },
    {
      id: 'eq:si-baumgarte',
      tex: String.raw`v_{\text{bias}} = \frac{\beta}{\Delta t}\,\max(d - d_{\text{slop}},\ 0)`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_{\text{bias}}`, value: (s) => s.bias },
          {
            tex: String.raw`(\beta/\Delta t)\max(d - d_{\text{slop}}, 0)`,
            value: (s) => (BETA / DT) * Math.max(s.p.depth - SLOP, 0),
          },
        ],
      ],
    },
    {
      id: 'eq:si-restitution',
      tex: String.raw`v_{n,1}^{\ast} = -e\,b_1\quad\text{when}\quad -b_1 > v_{\text{th}}`,
      unit: 'm/s',
      rows: [
        [
          { tex: String.raw`v_{n,1}^{\ast}`, value: (s) => s.target1 },
          { tex: String.raw`-e\,b_1`, value: (s) => -s.p.e * b(s, 0) },
        ],
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
