// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, discuss, exercise, show, vote } from '../../kit/teaching';

/** Both offsets on the normal through the centres, no spin: a head-on hit along one line. */
const HEAD_ON = { rAy: 0, rBy: 0, vAy: 0, wA: 0, wB: 0 };

export const teaching = defineTeaching({
  objectives: [
    'Derive the head-on impulse j = −(1 + e) v_n / (1/m_A + 1/m_B) from momentum and Newton’s law of restitution, then extend it with lever arms to j = −(1 + e) m_eff v_n.',
    'Compute the normal relative velocity v_n of two spinning bodies’ contact points, and tell from its sign whether they approach.',
    'Calculate the impulse and the velocities after a collision for given masses, moments of inertia, lever arms and e.',
    'Predict whether j grows or shrinks when e, a mass or a lever arm changes, and justify it from k.',
    'Show that the kinetic energy lost is ½ m_eff v_n² (1 − e²), never negative for 0 ≤ e ≤ 1.',
  ],
  prerequisites: [
    'vectors',
    'dot-product',
    'cross-product',
    'momentum',
    'torque',
    'moment-of-inertia',
    'kinetic-energy',
  ],
  after: [],
  misconceptions: [
    {
      belief: 'In a head-on collision the heavier body receives the larger impulse.',
      why: 'By Newton’s third law both receive the same impulse, j and −j; the lighter body’s velocity changes more because its change is j divided by its mass.',
      at: { step: 'eq:ni-1d-momentum' },
    },
    {
      belief: 'The impulse depends on how fast the centres close in, not on where the bodies touch.',
      why: 'What collides are the two material points at the contact, each moving with v + ω × r; move the contact and both v_n and the lever-arm terms of k change, and so does j.',
      at: { widget: 'collision' },
    },
    {
      belief: 'An off-centre hit takes the same impulse as a head-on one at the same approach speed.',
      why: 'Off-centre, part of the push turns the bodies, so the contact gives way more easily: the (r × n)²/I terms make k larger and the impulse smaller.',
      at: { step: 'eq:ni-k' },
    },
    {
      belief: 'e is a constant of the material, like its density.',
      why: 'e belongs to a pair of bodies and is a parameter of the model: measured, it depends on the impact speed, the shapes and where they meet. One e per pair is a modelling choice.',
      at: { step: 'eq:ni-restitution' },
    },
    {
      belief:
        'A perfectly elastic bounce needs about the same impulse as a dead one; e only changes how they part.',
      why: 'The impulse first stops the approach and then undoes e of it: j grows with 1 + e, so e = 1 takes exactly twice the impulse of e = 0.',
      at: { widget: 'restitution' },
    },
    {
      belief: 'If B cannot move, the impulse is smaller, since only A gives way.',
      why: 'B’s terms leave k, so the effective mass grows while v_n stays; the same approach then needs a larger impulse.',
      at: { step: 'eq:ni-immovable' },
    },
    {
      belief: 'The formula applies whenever the bodies touch.',
      why: 'For separating contact points (v_n > 0) it gives a negative j, a pull; a contact can only push, so a separating contact gets no impulse.',
      at: { step: 'eq:ni-push-only' },
    },
  ],
  plan: [
    show(
      4,
      { widget: 'collision' },
      'Drag the contact point and the arrows’ tips: grey before, orange after, green the impulse on B. Ask what decides how hard the contact pushes.',
    ),
    vote(
      4,
      'ni-bouncier',
      'Vote before any formula; keep the answer until j is derived, then reveal it on the widget.',
    ),
    show(
      6,
      { step: 'eq:ni-1d-momentum' },
      'Start on one line, nothing spinning: the impulse changes each momentum by ±j, so each velocity by ±j/m.',
    ),
    show(
      7,
      { step: 'eq:ni-1d-j' },
      'The approach velocity v_n = v_B − v_A (negative: closing), the restitution law v_n′ = −e v_n, and one equation for j: the inverse masses add.',
    ),
    exercise(
      6,
      'ni-1d',
      'The head-on case on numbers of their own; a forgotten 1 + e or masses added instead of their inverses each get their own hint.',
    ),
    show(
      5,
      { step: 'eq:ni-relative-velocity' },
      'Now let the bodies turn: the contact points move with v + ω × r, and v_n is theirs, with the same sign convention (n from A to B).',
    ),
    show(
      6,
      { step: 'eq:ni-j' },
      'The same steps as on the line; the spin updates add lever-arm terms (r × n)²/I beside the inverse masses in k. Tick Plug in numbers to follow one configuration through.',
    ),
    vote(3, 'ni-pinned', 'A quick check that k is understood: which terms leave it?'),
    exercise(
      7,
      'ni-j',
      'Each student or pair on their own numbers (a seed each); a wrong answer that matches a common slip names the step where it happens.',
    ),
    discuss(
      2,
      'Where the energy goes: ½ m_eff v_n² (1 − e²) at most, and why e is a modelling choice, not a property of steel.',
    ),
  ],
  noRotation: {
    leaveOut:
      'ω, I and r × n: every section after the head-on one except the energy’s. A head-on hit keeps everything on one line, and k is 1/m_A + 1/m_B.',
    plan: [
      show(
        4,
        { widget: 'collision' },
        'A head-on hit: both contact offsets lie on the normal through the centres and nothing spins, so every arrow stays on one line.',
        HEAD_ON,
      ),
      show(
        6,
        { step: 'eq:ni-1d-momentum' },
        'The impulse changes each momentum, +j for B and −j for A (Newton’s third law); divide by the masses for the velocities.',
      ),
      show(
        5,
        { step: 'eq:ni-1d-restitution' },
        'The approach velocity v_n = v_B − v_A and Newton’s law of restitution: e = 0 for putty, e = 1 for an ideal bounce.',
      ),
      show(
        7,
        { step: 'eq:ni-1d-j' },
        'Put the velocities after into v_n′ and solve: one line, two masses, one unknown.',
      ),
      vote(4, 'ni-bouncier', 'The answer, a third more, holds head-on too: j grows with 1 + e.'),
      exercise(
        8,
        'ni-1d',
        'Each student on numbers of their own (a seed each); the usual slips are each named with the step where they happen.',
      ),
      show(
        6,
        { step: 'eq:ni-energy' },
        'With m_eff the reduced mass m_A m_B/(m_A + m_B): a dead hit loses the kinetic energy of the reduced mass at the approach speed.',
      ),
    ],
  },
});
