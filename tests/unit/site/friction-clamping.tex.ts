// The displayed TeX of this chapter that the TeX check cannot evaluate, each with what it is or
// why: tex-check.test.ts reads every chapter's <slug>.tex.ts, and this chapter's tests read its own.
import { V2, type Listed } from './tex-check';

export const listed: Listed = {
  /** Displayed equations between vectors or matrices, by step and first side: the parser evaluates scalars. */
  nonScalar: [
    { step: 'eq:fr-tangent', lhs: String.raw`\mathbf t`, what: V2 },
    { step: 'eq:fr-vt', lhs: String.raw`\mathbf v_{\text{rel}}`, what: V2 },
  ],
  /** Displayed scalar sides the parser cannot evaluate, each with why. */
  notEvaluable: [
    {
      step: 'eq:fr-clamp',
      side: String.raw`\begin{cases} j_t^* & \text{if } |j_t^*| \le \mu_s\, j_n \quad\text{(stick)}\\[2pt] \operatorname{sign}(j_t^*)\,\mu_d\, j_n & \text{otherwise} \quad\text{(slip)}\end{cases}`,
      why: 'a choice between two cases',
    },
    ...[
      String.raw`\frac{dL_p}{dt}`,
      String.raw`\tau_p - \dot{\mathbf p}\times m_B\,\mathbf v_B`,
      String.raw`\tau_p`,
    ].map((side) => ({
      step: 'eq:fr-moving-point',
      side,
      why: 'a law for any moving point p (a rate, not a value of this contact)',
    })),
  ],
};
