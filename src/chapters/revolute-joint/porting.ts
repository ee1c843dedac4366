// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'rj-rhs-sign',
    title: 'Solve K j = −v_rel',
    text: 'The right-hand side is minus the pin’s relative velocity, with v_rel = v_cB − v_cA and j going to B. A port that drops the minus, or measures v_rel the other way round, doubles the pin’s drift instead of stopping it.',
  },
  {
    marker: 'rj-det-guard',
    title: 'A determinant test with a scale',
    text: 'K is singular when both bodies are immovable or only turning about one point is left. det K = 0 is never exact in floats: the solver calls K singular when det K ≤ 1e-12·(trace K)², a test that holds at any unit of mass or length, and then applies no impulse.',
  },
  {
    marker: 'rj-symmetric',
    title: 'K is symmetric: compute k12 once',
    text: 'k12 and k21 are the same sum. Computing them twice in two orders can differ in the last bit, and a K that is not exactly symmetric breaks solvers and tests that assume it is.',
  },
  {
    marker: 'rj-nonfinite',
    title: 'An impulse too large for a float',
    text: 'A K of 1e-300 passes the determinant test and still gives an infinite j. The solver checks that both components are finite and treats the joint as singular otherwise; with 32-bit float that happens near 1e-38.',
  },
  {
    marker: 'rj-unguarded',
    title: 'Do not divide by k11',
    text: 'The 2×2 solve of the blog post substitutes back through the first row and divides by its first entry, with no test of the determinant: a singular K gives infinities or values that are not numbers. This line reproduces it for the errata; port solveSym2 (src/solver/solve.ts) instead.',
  },
]);
