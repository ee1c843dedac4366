// The displayed TeX of this chapter that the TeX check cannot evaluate, each with what it is or
// why: tex-check.test.ts reads every chapter's <slug>.tex.ts, and this chapter's tests read its own.
import { V2, V3, VECTORS, GENERIC, type Listed } from './tex-check';

export const listed: Listed = {
  /** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
  nonScalar: [
    { step: 'eq:em-tensor-quadratic', lhs: String.raw`\mathbf u`, what: V3 },
    { step: 'eq:em-planar', lhs: String.raw`\mathbf u`, what: V3 },
    { step: 'eq:em-schur', lhs: String.raw`\mathbf c`, what: '2-vector' },
    { step: 'eq:em-schur', lhs: String.raw`\mathbf A`, what: '2×2 matrix' },
    { step: 'eq:em-jacobian', lhs: String.raw`\mathbf J`, what: '1×6 matrix' },
    { step: 'eq:em-jacobian', lhs: String.raw`\mathbf V`, what: '6-vector' },
    { step: 'eq:em-impulse-direction', lhs: String.raw`\mathbf P`, what: '6-vector' },
    { step: 'eq:em-mass-matrix', lhs: String.raw`\mathbf M^{-1}`, what: '6×6 matrix' },
    { step: 'eq:em-mass-matrix', lhs: String.raw`\Delta\mathbf V`, what: '6-vector' },
    { step: 'eq:em-nt-matrix', lhs: String.raw`\mathbf K`, what: '2×2 matrix' },
    { step: 'eq:em-nt-matrix', lhs: String.raw`\mathbf d`, what: V2 },
    { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf I\,\mathbf x`, what: V3 },
    { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf x`, what: V3 },
    { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf A\,\mathbf y + \mathbf c\,x_z`, what: '2-vector' },
    { step: 'eq:em-schur-derive', lhs: String.raw`\mathbf y`, what: '2-vector' },
  ],
  /** Displayed scalar sides the parser cannot evaluate, each with why. */
  notEvaluable: [
    {
      step: 'eq:em-lever',
      side: String.raw`\big|\,\mathbf r_B - (\mathbf r_B\cdot\mathbf n)\,\mathbf n\,\big|`,
      why: VECTORS,
    },
    ...[
      String.raw`\big((\mathbf I^{-1}\mathbf u)\times\mathbf r\big)\cdot\mathbf n`,
      String.raw`(\mathbf I^{-1}\mathbf u)\cdot(\mathbf r\times\mathbf n)`,
      String.raw`\mathbf u^{\mathsf T}\,\mathbf I^{-1}\,\mathbf u`,
    ].map((side) => ({ step: 'eq:em-tensor-quadratic', side, why: GENERIC })),
    { step: 'eq:em-velocity-constraint', side: 'C', why: 'the separation, which the scenario does not keep' },
    {
      step: 'eq:em-velocity-constraint',
      side: String.raw`(\mathbf p_B - \mathbf p_A)\cdot\mathbf n`,
      why: VECTORS,
    },
    {
      step: 'eq:em-velocity-constraint',
      side: String.raw`(\mathbf v_{cB} - \mathbf v_{cA})\cdot\mathbf n`,
      why: VECTORS,
    },
    { step: 'eq:em-lambda-linear', side: String.raw`\mathbf J(\mathbf V + \Delta\mathbf V)`, why: VECTORS },
    {
      step: 'eq:em-jmj',
      side: String.raw`\sum_{i=1}^{6} J_i^2\,M^{-1}_{ii}`,
      why: 'a sum over the entries of J',
    },
  ],
};
