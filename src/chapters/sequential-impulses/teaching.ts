// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, discuss, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Write the contact problem for several contacts (each λ ≥ 0, each w ≥ 0, one of the two zero) and solve a two-contact case by trying active sets.',
    'Run sequential impulses by hand as projected Gauss–Seidel, one contact at a time, for a sweep or two.',
    'Explain why engines clamp each contact’s running total rather than each increment, and show what goes wrong otherwise.',
    'Predict how the contact order, the number of sweeps and warm starting change a stack’s impulses.',
    'Explain drift and Baumgarte’s bias, and why restitution takes its target from the approach before the loop.',
  ],
  prerequisites: ['vectors', 'momentum', 'moment-of-inertia', 'linear-algebra-2', 'kinetic-energy'],
  after: ['eq:ni-j', 'eq:em-tensor', 'eq:fr-clamp'],
  misconceptions: [
    {
      belief: 'One pass of sequential impulses solves a stack.',
      why: 'Each visit solves its own contact with the others held; the ground learns of the top box only as the correction passes down, a little per sweep, so a few sweeps leave the stack soft.',
      at: { widget: 'iterations' },
      query: { scene: 2, iter: 1 },
    },
    {
      belief: 'Each contact’s pushes are independent: a corner carries what it would carry alone.',
      why: 'K’s off-diagonal entries couple them: a push at one corner lifts the box but tips it onto the other corner, which then approaches faster.',
      at: { step: 'eq:si-k' },
    },
    {
      belief: 'A contact can only push, so every visit’s impulse must be clamped at zero.',
      why: 'The rule is on the total over the step; a visit may take back what a neighbour’s push made unnecessary. Clamp each increment and a push can only grow: too little energy is taken out, and the contacts it over-served separate.',
      at: { step: 'eq:si-increment' },
    },
    {
      belief: 'When the velocities have converged, the impulses have converged to the one answer.',
      why: 'A box flat on four points has a singular K: many sets of impulses stop it, and the loop settles on one that depends on the order and the start.',
      at: { widget: 'iterations' },
      query: { scene: 4, iter: 50, omega: 0 },
    },
    {
      belief: 'A rigid-body model says what Newton’s cradle does.',
      why: 'Solved pair by pair and solved all at once (which the chapter’s loop lands on, in either order) give two answers that both keep momentum and energy; which is right depends on how the balls deform, which rigid bodies do not model.',
      at: { widget: 'cradle' },
    },
  ],
  plan: [
    show(
      5,
      { widget: 'iterations' },
      'One box on two corners, frozen at one step: the dashed exact answer, and the loop’s totals sweep by sweep.',
    ),
    show(
      7,
      { step: 'eq:si-k' },
      'Chapter one’s k for each corner on the diagonal, the coupling off it: a push at one corner tips the box onto the other.',
    ),
    show(
      5,
      { step: 'eq:si-lcp' },
      'Both stop, both push, and for each one of the two is zero; solve it by trying which corners push.',
    ),
    show(
      8,
      { step: 'eq:si-pgs-update' },
      'The loop engines run: one contact at a time with the others held, the total clamped at zero. Gauss–Seidel, projected.',
    ),
    vote(5, 'si-reverse', 'Reveal on the explorer after one reversed sweep, then let it run on.'),
    exercise(
      10,
      'si-sweep',
      'One corner’s second visit by hand: it shows the loop reading what the other corner did.',
    ),
    vote(5, 'si-increment', 'Why engines clamp the running total: reveal on the flat box.'),
    show(
      5,
      { widget: 'cradle' },
      'Three models for Newton’s cradle, two answers, both keeping momentum and energy: the model decides, not the order.',
    ),
  ],
  noRotation: {
    leaveOut:
      'the corners’ lever arms: use the cradle, where every contact lies on one line, and stacks that fall straight without spinning, where the two corners of a box push alike.',
    plan: [
      show(
        5,
        { widget: 'cradle' },
        'Three balls in a row: each contact is chapter one’s head-on impulse. Solved pair by pair, the right ball leaves at the speed the left one came in; the chapter’s loop, in either order, gives the all-at-once answer.',
      ),
      show(
        5,
        { step: 'eq:si-lcp' },
        'Each contact may only push, and a contact that separates carries nothing.',
      ),
      show(
        5,
        { widget: 'iterations' },
        'Three boxes falling straight onto each other: the ground contact creeps towards its target sweep by sweep.',
        { scene: 2, omega: 0, vx: 0 },
      ),
      show(
        5,
        { widget: 'stack' },
        'Too few sweeps leave a stack soft; warm starting carries last step’s answer over.',
      ),
      discuss(
        5,
        'The cradle’s two answers: both keep momentum and energy. Which does the toy on the desk show, and why can a rigid model not tell?',
      ),
    ],
  },
});
