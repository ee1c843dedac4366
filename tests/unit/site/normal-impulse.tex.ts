// The displayed TeX of this chapter that the TeX check cannot evaluate, each with what it is or
// why: tex-check.test.ts reads every chapter's <slug>.tex.ts, and this chapter's tests read its own.
import { V2, VECTORS, type Listed } from './tex-check';

export const listed: Listed = {
  /** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
  nonScalar: [
    ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
      step: 'eq:ni-impulse-linear',
      lhs,
      what: V2,
    })),
    { step: 'eq:ni-cross-2d', lhs: String.raw`\omega\times\mathbf r`, what: V2 },
    ...[String.raw`\mathbf v_{cA}`, String.raw`\mathbf v_{cB}`].map((lhs) => ({
      step: 'eq:ni-contact-velocity',
      lhs,
      what: V2,
    })),
    { step: 'eq:ni-relative-velocity', lhs: String.raw`\mathbf v_{\text{rel}}`, what: V2 },
    { step: 'eq:ni-seed001-map', lhs: String.raw`\hat{\mathbf n}_c`, what: V2 },
    { step: 'eq:ni-seed001-map', lhs: String.raw`\mathbf J`, what: V2 },
  ],
  /** Displayed scalar sides the parser cannot evaluate, each with why. */
  notEvaluable: [
    {
      step: 'eq:ni-expand',
      side: String.raw`\Big[\Big(\mathbf v_B + \frac{j}{m_B}\mathbf n + \big(\omega_B + \tfrac{j}{I_B}\,\mathbf r_B\times\mathbf n\big)\times\mathbf r_B\Big) - \Big(\mathbf v_A - \frac{j}{m_A}\mathbf n + \big(\omega_A - \tfrac{j}{I_A}\,\mathbf r_A\times\mathbf n\big)\times\mathbf r_A\Big)\Big]\cdot\mathbf n`,
      why: VECTORS,
    },
    ...[
      String.raw`(\mathbf v_A - \mathbf v_B)\cdot\hat{\mathbf n}_c`,
      String.raw`(\mathbf v_B - \mathbf v_A)\cdot\mathbf n`,
      String.raw`\mathbf J\cdot\hat{\mathbf n}_c`,
      String.raw`\mathbf P\cdot\mathbf n`,
    ].map((side) => ({ step: 'eq:ni-seed001-map', side, why: VECTORS })),
  ],
};
