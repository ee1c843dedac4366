// Exercises on sequential impulses: the box on two corners from the derivation's parameters; answers
// and common wrong answers computed through this page's scenario (src/solver). The predictions open
// the iteration explorer in the configuration they ask about.
import { numeric, predict, type Exercise, type Ranges } from '../../kit/exercises/model';
import { q } from '../../kit/exercises/text';
import type { BoxOnCorners, SiValues } from './scenario';
import { derivation } from './steps';

const box: Ranges<typeof derivation.params> = {
  m: [0.5, 5],
  w: [0.6, 2],
  h: [0.2, 1.5],
  off: [-60, 60],
  vx: 0,
};

const boxText = (p: SiValues) =>
  `A box of mass m = ${q(p.m)} kg, width W = ${q(p.w)} m and height H = ${q(p.h)} m (I = m(W² + H²)/12) ` +
  `rests on the ground by its two bottom corners; its mass centre sits ${q((p.off / 100) * (p.w / 2))} m right ` +
  'of the middle. Corner 1 is the left one, corner 2 the right; n = (0, 1) from the ground to the box.';

const moving = (p: SiValues) =>
  ` Before the solve the box moves at v_y = ${q(p.vy)} m/s and spins at ω = ${q(p.omega)} rad/s (no sliding).`;

const K = (s: BoxOnCorners, i: number, j: number) => (s.K[i] as number[])[j] as number;
const b = (s: BoxOnCorners, i: number) => s.b[i] as number;
const both = (s: BoxOnCorners) => s.lcp.active.length === 2;

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'si-k12',
    title: 'How one corner’s push moves the other',
    derivation,
    draw: box,
    prompt: (p) => boxText(p),
    asked:
      'the off-diagonal entry K₁₂ of the contacts’ matrix K (corner 1’s velocity change per unit impulse at corner 2)',
    symbol: 'K₁₂',
    unit: '1/kg',
    answer: (s) => K(s, 0, 1),
    mistakes: [
      {
        value: (s) => 1 / s.m + s.x[0] ** 2 / s.I,
        hint: 'That is K₁₁, corner 1 pushed at itself: the cross entry has the product of both lever arms, x₁x₂.',
        step: 'eq:si-k',
      },
      {
        value: (s) => 1 / s.m - (s.x[0] * s.x[1]) / s.I,
        hint: 'The lever arms keep their signs: x₁ < 0 < x₂, so x₁x₂/I is already negative.',
        step: 'eq:si-k',
      },
      {
        value: (s) => (s.x[0] * s.x[1]) / s.I,
        hint: 'The push lifts the whole box too: 1/m belongs in every entry.',
        step: 'eq:si-k',
      },
      {
        value: (s) => 1 / s.m + s.x[0] * s.x[1] * s.I,
        hint: 'The lever-arm term divides by the moment of inertia: x₁x₂/I, not x₁x₂·I.',
        step: 'eq:si-k',
      },
    ],
    hint: 'Measure each corner’s x from the mass centre, then K₁₂ = 1/m + x₁x₂/I.',
    hintStep: 'eq:si-k',
    solution: [{ step: 'eq:si-k', row: 2, label: 'K₁₂ = 1/m + x₁x₂/I' }],
  }),
  numeric({
    id: 'si-exact',
    title: 'The exact impulse at the left corner',
    derivation,
    draw: { ...box, vy: [-3, -0.5], omega: [-1, 1] },
    valid: (s) => both(s) && Math.min(...s.lcp.lambda) > 0.05,
    prompt: (p) => boxText(p) + moving(p),
    asked: 'the exact normal impulse λ₁ at corner 1 that stops both corners (both push)',
    symbol: 'λ₁',
    unit: 'N·s',
    answer: (s) => s.lcp.lambda[0] as number,
    mistakes: [
      {
        value: (s) => -b(s, 0) / K(s, 0, 0),
        hint: 'That is corner 1 alone (chapter one’s impulse, the first visit): corner 2’s push changes what corner 1 needs.',
        step: 'eq:si-exact',
      },
      {
        value: (s) => (-s.m * (b(s, 0) + b(s, 1))) / 4,
        hint: 'The load is not split evenly: solve the 2×2 system with the lever arms.',
        step: 'eq:si-exact',
      },
      {
        value: (s) => -(s.lcp.lambda[0] as number),
        hint: 'A push is positive: λ = K⁻¹(−b), and both b are negative here.',
        step: 'eq:si-lcp',
      },
    ],
    hint: 'Find b₁, b₂ and K, then solve K λ = −b by Cramer’s rule.',
    hintStep: 'eq:si-exact',
    solution: [
      { step: 'eq:si-vn', row: 0, label: 'b₁ = v_y + ω x₁' },
      { step: 'eq:si-vn', row: 1, label: 'b₂ = v_y + ω x₂' },
      { step: 'eq:si-k', row: 0, label: 'K₁₁' },
      { step: 'eq:si-k', row: 1, label: 'K₂₂' },
      { step: 'eq:si-k', row: 2, label: 'K₁₂' },
      { step: 'eq:si-exact', row: 0, label: 'λ₁ = (K₁₂b₂ − K₂₂b₁)/det K' },
    ],
  }),
  numeric({
    id: 'si-sweep',
    title: 'The left corner’s second visit',
    derivation,
    draw: { ...box, vy: [-3, -0.5], omega: [-1, 1] },
    valid: (s) => b(s, 0) < -0.05 && s.pgs.visits[2]!.total > 0.05,
    prompt: (p) =>
      boxText(p) +
      moving(p) +
      ' Sequential impulses visit corner 1, then corner 2, then corner 1 again, each clamping its running total at 0.',
    asked: 'the total λ₁ at corner 1 after its second visit',
    symbol: 'λ₁⁽²⁾',
    unit: 'N·s',
    answer: (s) => s.pgs.visits[2]!.total,
    mistakes: [
      {
        value: (s) => s.pgs.visits[0]!.total,
        hint: 'Corner 2’s push has changed corner 1’s velocity since the first visit: the second visit makes up for it.',
        step: 'eq:si-gauss-seidel',
      },
      {
        value: (s) => s.pgs.visits[2]!.delta,
        hint: 'That is the second visit’s push Δ alone; the total is λ₁⁽¹⁾ + Δ.',
        step: 'eq:si-pgs-update',
      },
      {
        value: (s) => s.lcp.lambda[0] as number,
        hint: 'That is the exact answer, which two visits have not reached yet.',
        step: 'eq:si-pgs-update',
      },
    ],
    hint: 'λ₁⁽¹⁾ = −b₁/K₁₁; λ₂⁽¹⁾ = −(b₂ + K₂₁λ₁⁽¹⁾)/K₂₂; then corner 1 reads b₁ + K₁₁λ₁⁽¹⁾ + K₁₂λ₂⁽¹⁾ and pushes again.',
    hintStep: 'eq:si-gauss-seidel',
    solution: [
      { step: 'eq:si-first-visit', row: 0, side: 1, label: 'λ₁⁽¹⁾ = −b₁/K₁₁' },
      { step: 'eq:si-gauss-seidel', row: 0, label: 'vₙ,₂⁽¹⁾ = b₂ + K₂₁λ₁⁽¹⁾ (then λ₂⁽¹⁾ = −vₙ,₂⁽¹⁾/K₂₂)' },
      { step: 'eq:si-gauss-seidel', row: 1, label: 'vₙ,₁⁽²⁾ = b₁ + K₁₁λ₁⁽¹⁾ + K₁₂λ₂⁽¹⁾' },
      { step: 'eq:si-pgs-update', row: 0, label: 'Δ₁⁽²⁾ = −vₙ,₁⁽²⁾/K₁₁' },
      { step: 'eq:si-pgs-update', row: 1, label: 'λ₁⁽²⁾ = max(λ₁⁽¹⁾ + Δ₁⁽²⁾, 0)' },
    ],
  }),
  numeric({
    id: 'si-total',
    title: 'What the ground takes in one step',
    derivation,
    draw: { ...box, omega: 0, vy: [-2, -0.1] },
    valid: both,
    prompt: (p) =>
      boxText(p) +
      ` Gravity has given it v_y = ${q(p.vy)} m/s downwards over the step (no spin, no sliding).`,
    asked: 'the total normal impulse λ₁ + λ₂ of the exact answer',
    symbol: 'λ₁ + λ₂',
    unit: 'N·s',
    answer: (s) => (s.lcp.lambda[0] as number) + (s.lcp.lambda[1] as number),
    mistakes: [
      {
        value: (s) => s.lcp.lambda[0] as number,
        hint: 'That is one corner; the question asks for both together.',
        step: 'eq:si-exact',
      },
      {
        value: (s) => -2 * s.m * s.p.vy,
        hint: 'Each corner does not stop the box on its own: together they remove the momentum m|v_y| once.',
        step: 'eq:si-exact',
      },
      {
        value: (s) => s.m * s.p.vy,
        hint: 'The sign is flipped: the ground pushes up, so λ₁ + λ₂ = −m v_y is positive while the box falls (v_y < 0).',
        step: 'eq:si-exact',
      },
    ],
    hint: 'Without spin both corners end at rest, so the box stops: the pushes add up to the momentum m|v_y|.',
    hintStep: 'eq:si-exact',
    solution: [
      { step: 'eq:si-exact', row: 0, label: 'λ₁' },
      { step: 'eq:si-exact', row: 1, label: 'λ₂' },
      { step: 'eq:si-exact', row: 2, label: 'λ₁ + λ₂ = −m v_y' },
    ],
  }),
  predict({
    id: 'si-reverse',
    title: 'One sweep in reverse order',
    question:
      'The default box (mass centre right of the middle, so the exact answer puts more on the right corner) gets one sweep that visits the right corner first. Which corner carries more after that sweep?',
    choices: ['The right corner, as in the exact answer', 'The left corner', 'Both the same'],
    correct: 1,
    why: 'The left corner, barely: 1.45 against 1.42 N·s. The box lands turning, so the left corner approaches faster (−2.3 m/s against −1.8 m/s) and has more to stop. The right corner’s first push tips the box onto the left one too, but not enough alone: without the spin, one reversed sweep still leaves more on the right (1.36 against 1.58 N·s). Later sweeps move the load to the right.',
    section: 'order-and-convergence',
    link: {
      from: { iter: 1 },
      query: { iter: 1, order: 1 },
      widget: 'si-iterations',
      label: 'Open the explorer after one sweep in reverse order',
    },
  }),
  predict({
    id: 'si-increment',
    title: 'Clamp the increment on a spinning box',
    question:
      'A box lands flat on four points while spinning; each increment is clamped at 0 instead of the running total. After 50 sweeps, what do the contacts do?',
    choices: [
      'They reach the exact answer, only more slowly',
      'Some contacts keep an impulse they no longer need and end up separating',
      'Every contact is still approaching',
    ],
    correct: 1,
    why: 'A push can only grow: an early push a neighbour made unnecessary stays, so those contacts end with vₙ > 0 while they still carry impulse. Every visit still takes energy out, but too little.',
    section: 'clamp-the-total-not-the-increment',
    link: {
      from: { scene: 4, iter: 50 },
      query: { scene: 4, incr: true, iter: 50 },
      widget: 'si-iterations',
      label: 'Open the explorer on the flat box with increment clamping',
    },
  }),
  predict({
    id: 'si-flat',
    title: 'A face on four points',
    question: 'A box flat on the ground touches it at four points. After 50 sweeps, what has converged?',
    choices: [
      'The impulses and the velocities, to the dashed answer',
      'The velocities, but the impulses settle on another split than the dashed least-norm one',
      'Neither: the loop never settles',
    ],
    correct: 1,
    why: 'K has rank 2 for four rows: many impulse sets stop the box, the loop finds one of them (which one depends on order and start), while every corner ends at rest.',
    section: 'order-and-convergence',
    link: {
      from: { scene: 4, iter: 1, omega: 0 },
      query: { scene: 4, iter: 50, omega: 0 },
      widget: 'si-iterations',
      label: 'Open the explorer on a box flat on four points',
    },
  }),
];
