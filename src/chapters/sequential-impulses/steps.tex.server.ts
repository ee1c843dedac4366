// The sequential-impulses steps' TeX and the TeX check's symbols, by step id (server only: the build
// renders the TeX, and the TeX check evaluates it against ./steps.ts's functions).
import { defineTex } from '../../kit/steps/define';
import { BETA, DT, SLOP } from './scenario';
import { b, det, derivation, ex, fricVisit, incrVisit, jv, K, kt1, lam, visit } from './steps';

export const texDerivation = defineTex(derivation, {
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
    'K_{t,1}': kt1,
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
  steps: {
    'eq:si-vn': {
      tex: String.raw`b_1 = \mathbf J_1\mathbf V = v_y + \omega\,x_1,\qquad b_2 = \mathbf J_2\mathbf V = v_y + \omega\,x_2`,
      labels: [
        ['b_1', String.raw`\mathbf J_1\mathbf V`, String.raw`v_y + \omega\,x_1`],
        ['b_2', String.raw`\mathbf J_2\mathbf V`, String.raw`v_y + \omega\,x_2`],
      ],
    },
    'eq:si-k': {
      tex: String.raw`K_{11} = \frac{1}{m} + \frac{x_1^2}{I},\qquad K_{22} = \frac{1}{m} + \frac{x_2^2}{I},\qquad K_{12} = K_{21} = \frac{1}{m} + \frac{x_1\,x_2}{I}`,
      labels: [
        ['K_{11}', String.raw`1/m + x_1^2/I`],
        ['K_{22}', String.raw`1/m + x_2^2/I`],
        ['K_{12}', 'K_{21}', String.raw`1/m + x_1 x_2/I`],
      ],
    },
    'eq:si-k-diagonal': {
      tex: String.raw`K_{11} = \frac{1}{m_{\text{eff},1}},\qquad K_{22} = \frac{1}{m_{\text{eff},2}}`,
      labels: [
        ['K_{11}', String.raw`1/m_{\text{eff},1}`],
        ['K_{22}', String.raw`1/m_{\text{eff},2}`],
      ],
    },
    'eq:si-lcp': {
      tex: String.raw`\begin{gathered} w_1 = K_{11}\lambda_1 + K_{12}\lambda_2 + b_1,\qquad w_2 = K_{21}\lambda_1 + K_{22}\lambda_2 + b_2,\\ \min(\lambda_1, w_1) = \min(\lambda_2, w_2) = 0 \end{gathered}`,
      labels: [
        ['w_1', String.raw`K_{11}\lambda_1 + K_{12}\lambda_2 + b_1`],
        ['w_2', String.raw`K_{21}\lambda_1 + K_{22}\lambda_2 + b_2`],
        [String.raw`\min(\lambda_1, w_1)`, String.raw`\min(\lambda_2, w_2)`, '0'],
      ],
    },
    'eq:si-exact': {
      tex: String.raw`\lambda_1 = \frac{K_{12}\,b_2 - K_{22}\,b_1}{K_{11}K_{22} - K_{12}^2},\qquad \lambda_2 = \frac{K_{12}\,b_1 - K_{11}\,b_2}{K_{11}K_{22} - K_{12}^2},\qquad \lambda_1 + \lambda_2 = -m\,v_y`,
      labels: [
        [String.raw`\lambda_1`, String.raw`(K_{12}b_2 - K_{22}b_1)/\det\mathbf K`],
        [String.raw`\lambda_2`, String.raw`(K_{12}b_1 - K_{11}b_2)/\det\mathbf K`],
        [String.raw`\lambda_1 + \lambda_2`, String.raw`-m\,v_y`],
      ],
    },
    'eq:si-first-visit': {
      tex: String.raw`\lambda_1^{(1)} = -\frac{b_1}{K_{11}} = -m_{\text{eff},1}\,b_1 = j_1`,
      labels: [
        [String.raw`\lambda_1^{(1)}`, String.raw`-b_1/K_{11}`, String.raw`-m_{\text{eff},1}\,b_1`, 'j_1'],
      ],
    },
    'eq:si-gauss-seidel': {
      tex: String.raw`v_{n,2}^{(1)} = b_2 + K_{21}\lambda_1^{(1)},\qquad v_{n,1}^{(2)} = b_1 + K_{11}\lambda_1^{(1)} + K_{12}\lambda_2^{(1)}`,
      labels: [
        [String.raw`v_{n,2}^{(1)}`, String.raw`b_2 + K_{21}\lambda_1^{(1)}`],
        [String.raw`v_{n,1}^{(2)}`, String.raw`b_1 + K_{11}\lambda_1^{(1)} + K_{12}\lambda_2^{(1)}`],
      ],
    },
    'eq:si-pgs-update': {
      tex: String.raw`\Delta_1^{(2)} = -\frac{v_{n,1}^{(2)}}{K_{11}},\qquad \lambda_1^{(2)} = \max\big(\lambda_1^{(1)} + \Delta_1^{(2)},\ 0\big)`,
      labels: [
        [String.raw`\Delta_1^{(2)}`, String.raw`-v_{n,1}^{(2)}/K_{11}`],
        [String.raw`\lambda_1^{(2)}`, String.raw`\max(\lambda_1^{(1)} + \Delta_1^{(2)}, 0)`],
      ],
    },
    'eq:si-increment': {
      tex: String.raw`\tilde\lambda_1^{(2)} = \tilde\lambda_1^{(1)} + \max\big(\tilde\Delta_1^{(2)},\ 0\big),\qquad \tilde\Delta_1^{(2)} = -\frac{\tilde v_{n,1}^{(2)}}{K_{11}}`,
      labels: [
        [
          String.raw`\tilde\lambda_1^{(2)}`,
          String.raw`\tilde\lambda_1^{(1)} + \max(\tilde\Delta_1^{(2)}, 0)`,
        ],
        [String.raw`\tilde\Delta_1^{(2)}`, String.raw`-\tilde v_{n,1}^{(2)}/K_{11}`],
      ],
    },
    'eq:si-friction': {
      tex: String.raw`\lambda_{t,1}^{\ast} = -\frac{v_{t,1}}{K_{t,1}},\qquad \lambda_{t,1}^{(1)} = \max\big(-\mu\lambda_1^{(1)},\ \min(\lambda_{t,1}^{\ast},\ \mu\lambda_1^{(1)})\big)`,
      labels: [
        [String.raw`\lambda_{t,1}^{\ast}`, String.raw`-v_{t,1}/K_{t,1}`],
        [
          String.raw`\lambda_{t,1}^{(1)}`,
          String.raw`\max(-\mu\lambda_1^{(1)}, \min(\lambda_{t,1}^{\ast}, \mu\lambda_1^{(1)}))`,
        ],
      ],
    },
    'eq:si-baumgarte': {
      tex: String.raw`v_{\text{bias}} = \frac{\beta}{\Delta t}\,\max(d - d_{\text{slop}},\ 0)`,
      labels: [[String.raw`v_{\text{bias}}`, String.raw`(\beta/\Delta t)\max(d - d_{\text{slop}}, 0)`]],
    },
    'eq:si-restitution': {
      tex: String.raw`v_{n,1}^{\ast} = -e\,b_1\quad\text{when}\quad -b_1 > v_{\text{th}}`,
      labels: [[String.raw`v_{n,1}^{\ast}`, String.raw`-e\,b_1`]],
    },
  },
});
