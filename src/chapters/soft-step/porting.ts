// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'ss-impulse-scale',
    title: 'The impulse scale multiplies the running total',
    text: 'Δ = −m·massScale·(vn + bias) − impulseScale·λ, with λ this contact’s total so far in the step, warm start included. Using this visit’s own increment, or leaving the term out, makes a second visit add to the first: the contact then pushes harder the more sweeps it gets, and is no longer the spring.',
  },
  {
    marker: 'ss-speculative',
    title: 'A speculative contact has no softness',
    text: 'With s > 0 the bias is s/h, the mass scale 1 and the impulse scale 0. Reusing the spring’s scales there lets bodies that have not touched yet push each other, or pass through each other within the substep.',
  },
  {
    marker: 'ss-push-out',
    title: 'Cap the push-out, not the bias of a speculative contact',
    text: 'bias = max(biasRate·s, −maxPushOut) only for overlapping contacts (s ≤ 0): a deep overlap then separates at most at maxPushOut. A speculative bias s/h is a speed limit on the approach, not a push, and must not be capped.',
  },
]);
