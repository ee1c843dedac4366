// The displayed TeX of this chapter that the TeX check cannot evaluate, each with what it is or
// why: tex-check.test.ts reads every chapter's <slug>.tex.ts, and this chapter's tests read its own.
import { V2, type Listed } from './tex-check';

export const listed: Listed = {
  /** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
  nonScalar: [
    ...[String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_{cB}`, String.raw`\mathbf v_{\text{rel}}`].map(
      (lhs) => ({
        step: 'eq:rj-anchor-velocity',
        lhs,
        what: V2,
      }),
    ),
    { step: 'eq:rj-constraint', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V2 },
    ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
      step: 'eq:rj-impulse-update',
      lhs,
      what: V2,
    })),
    { step: 'eq:rj-expand', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V2 },
    { step: 'eq:rj-cross-term', lhs: String.raw`(\mathbf r\times\mathbf P)\times\mathbf r`, what: V2 },
    { step: 'eq:rj-cross-term', lhs: String.raw`\mathbf r^{\perp}`, what: V2 },
    { step: 'eq:rj-k-matrix', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V2 },
    { step: 'eq:rj-k-matrix', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:rj-solve', lhs: String.raw`\mathbf K\,\mathbf P`, what: V2 },
    { step: 'eq:rj-k-sum', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf C`, what: V2 },
    { step: 'eq:rj-jacobian', lhs: String.raw`\dot{\mathbf C}`, what: V2 },
    { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf J`, what: '2×6 matrix' },
    { step: 'eq:rj-jacobian', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:rj-cramer', lhs: String.raw`\mathbf P`, what: V2 },
    { step: 'eq:rj-eigen', lhs: String.raw`\mathbf K\,\mathbf e_i`, what: V2 },
    ...[String.raw`\Delta\mathbf x_A`, String.raw`\Delta\mathbf x_B`, String.raw`\mathbf a^{\ast}`].map(
      (lhs) => ({
        step: 'eq:rj-mass-weighted',
        lhs,
        what: V2,
      }),
    ),
    { step: 'eq:rj-baumgarte', lhs: String.raw`\mathbf K\,\mathbf P`, what: V2 },
    { step: 'eq:rj-baumgarte', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V2 },
    { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf r_B`, what: V2 },
    { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf r_B^{\perp}`, what: V2 },
    { step: 'eq:rj-pendulum', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:rj-pinv', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:rj-pinv', lhs: String.raw`\mathbf K^{+}`, what: '2×2 matrix' },
    { step: 'eq:rj-pinv', lhs: String.raw`\mathbf P^{+}`, what: V2 },
    { step: 'eq:rj-pinv', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V2 },
  ],
  /** Displayed scalar sides the parser cannot evaluate, each with why. */
  notEvaluable: [
    { step: 'eq:rj-eigen', side: String.raw`\kappa_{1,2}`, why: 'two values at once' },
    {
      step: 'eq:rj-eigen',
      side: String.raw`\frac{K_{11} + K_{22}}{2} \pm \sqrt{\Big(\frac{K_{11} - K_{22}}{2}\Big)^2 + K_{12}^2}`,
      why: 'two values at once (±)',
    },
  ],
};
