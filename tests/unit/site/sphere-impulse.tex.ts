// The displayed TeX of this chapter that the TeX check cannot evaluate, each with what it is or
// why: tex-check.test.ts reads every chapter's <slug>.tex.ts, and this chapter's tests read its own.
import { V3, VECTORS, GENERIC, type Listed } from './tex-check';

export const listed: Listed = {
  /** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
  nonScalar: [
    { step: 'eq:sp-relative-velocity', lhs: String.raw`\mathbf v_c`, what: V3 },
    { step: 'eq:sp-relative-velocity', lhs: String.raw`\mathbf v_{\text{rel}}`, what: V3 },
    ...[String.raw`\mathbf v_A'`, String.raw`\mathbf v_B'`].map((lhs) => ({
      step: 'eq:sp-linear',
      lhs,
      what: V3,
    })),
    ...[String.raw`\boldsymbol\omega_A'`, String.raw`\boldsymbol\omega_B'`].map((lhs) => ({
      step: 'eq:sp-angular',
      lhs,
      what: V3,
    })),
    ...[String.raw`\Delta\mathbf L_A`, String.raw`\Delta\mathbf L_B`].map((lhs) => ({
      step: 'eq:sp-spin-normal',
      lhs,
      what: V3,
    })),
    { step: 'eq:sp-t0', lhs: String.raw`\mathbf t_0`, what: V3 },
    { step: 'eq:sp-t1', lhs: String.raw`\mathbf t_1`, what: V3 },
    { step: 'eq:sp-impulse', lhs: String.raw`\mathbf P`, what: V3 },
    { step: 'eq:sp-velocity', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V3 },
    { step: 'eq:sp-c-matrix', lhs: 'C', what: '3×3 matrix' },
    { step: 'eq:sp-quadratic', lhs: String.raw`\mathbf P_{\mathbf y}`, what: V3 },
    { step: 'eq:sp-sphere-case', lhs: 'C', what: '3×3 matrix' },
    { step: 'eq:sp-reflect', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V3 },
    { step: 'eq:sp-errata-27', lhs: String.raw`\tilde C`, what: '3×3 matrix' },
    { step: 'eq:sp-world', lhs: String.raw`\mathbf K`, what: '3×3 matrix' },
    { step: 'eq:sp-world', lhs: String.raw`\mathbf v_{\text{rel}}'`, what: V3 },
    { step: 'eq:sp-world', lhs: String.raw`\mathbf P`, what: V3 },
  ],
  /** Displayed scalar sides the parser cannot evaluate, each with why. */
  notEvaluable: [
    ...[
      String.raw`\big((\mathbf I^{-1}(\mathbf r\times\mathbf n))\times\mathbf r\big)\cdot\mathbf n`,
      String.raw`\big(\mathbf I^{-1}(\mathbf r\times\mathbf n)\big)\cdot(\mathbf r\times\mathbf n)`,
      String.raw`(\mathbf r\times\mathbf n)^{\mathsf T}\,\mathbf I^{-1}\,(\mathbf r\times\mathbf n)`,
    ].map((side) => ({ step: 'eq:sp-triple', side, why: GENERIC })),
    { step: 'eq:sp-t0', side: String.raw`|\mathbf v_{\text{rel}} - v_n\,\mathbf n|`, why: VECTORS },
    ...[
      String.raw`\mathbf X\cdot\mathbf v_{\text{rel}}'`,
      String.raw`\mathbf X\cdot\mathbf v_{\text{rel}} + \sigma\,\mathbf X\cdot\mathbf P + \sum_{\mathbf Y\in\{\mathbf n,\mathbf t_0,\mathbf t_1\}} S(\mathbf X,\mathbf Y)\;\mathbf Y\cdot\mathbf P`,
      String.raw`S(\mathbf X,\mathbf Y)`,
      String.raw`(\mathbf r_A\times\mathbf X)^{\mathsf T}\,\mathbf I_A^{-1}\,(\mathbf r_A\times\mathbf Y) + (\mathbf r_B\times\mathbf X)^{\mathsf T}\,\mathbf I_B^{-1}\,(\mathbf r_B\times\mathbf Y)`,
    ].map((side) => ({ step: 'eq:sp-s-form', side, why: 'written for any directions X, Y of the basis' })),
    ...[
      String.raw`\mathbf n\cdot\big((\mathbf I_B^{-1}(\mathbf r_B\times\mathbf P))\times\mathbf r_B\big)`,
      String.raw`(\mathbf r_B\times\mathbf n)^{\mathsf T}\,\mathbf I_B^{-1}\,(\mathbf r_B\times\mathbf P)`,
    ].map((side) => ({ step: 'eq:sp-s-entry', side, why: VECTORS })),
    {
      step: 'eq:sp-s-entry',
      side: String.raw`\sum_{\mathbf Y} S_B(\mathbf n,\mathbf Y)\;\mathbf Y\cdot\mathbf P`,
      why: 'sum over an index',
    },
    ...[String.raw`C_{\mathbf X\mathbf Y}`, String.raw`\mathbf X^{\mathsf T}\mathbf K\,\mathbf Y`].map(
      (side) => ({
        step: 'eq:sp-world',
        side,
        why: 'written for any directions X, Y of the basis',
      }),
    ),
    { step: 'eq:sp-work', side: "T' - T", why: 'stands for either method (the rows say which)' },
    {
      step: 'eq:sp-work',
      side: String.raw`\tfrac12\,\mathbf P\cdot\big(\mathbf v_{\text{rel}} + \mathbf v_{\text{rel}}'\big)`,
      why: 'P stands for either method’s impulse, and the product is vector algebra',
    },
    {
      step: 'eq:sp-energy',
      side: "T' - T",
      why: 'one display gives T′ − T for two methods (its words say which)',
    },
  ],
};
