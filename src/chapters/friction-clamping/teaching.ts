// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, discuss, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Compute the slip speed v_t along the tangent t = (−n_y, n_x) and the impulse j_t* that would stop it.',
    'Apply the clamp: grant j_t* when |j_t*| ≤ μs j_n, otherwise apply μd j_n against the slide, and decide whether a given contact sticks or slips.',
    'Explain why the cap is a multiple of this contact’s normal impulse in this collision, not of the body’s weight.',
    'Show that the clamped impulse never adds kinetic energy when μd ≤ μs, and what goes wrong when μd > μs.',
    'Compare the rules for combining two materials’ μ and choose one for a pair.',
  ],
  prerequisites: [
    'vectors',
    'dot-product',
    'cross-product',
    'momentum',
    'moment-of-inertia',
    'kinetic-energy',
  ],
  after: ['eq:ni-j', 'eq:em-tensor'],
  misconceptions: [
    {
      belief: 'The friction impulse is always μ times the normal impulse.',
      why: 'μ j_n is a cap, not a value: a contact that can stick gets exactly the impulse that stops its slide, which may be far below the cap.',
      at: { step: 'eq:fr-static' },
    },
    {
      belief: 'A faster slide gets a larger friction impulse.',
      why: 'A slipping contact gets μd j_n whatever its speed, and j_n depends only on the normal velocity; only the slip left afterwards changes.',
      at: { widget: 'contact' },
      query: { vx: 6 },
    },
    {
      belief: 'Friction is μ times the weight.',
      why: 'Over a collision the bound is μ times the normal impulse of the same contact in the same collision: a hard landing can grip hard, a grazing one not at all.',
      at: { step: 'eq:fr-clamp' },
    },
    {
      belief: 'Friction slows a body down but leaves its spin alone.',
      why: 'The friction impulse acts at the rim, so it also twists the body: a disc thrown with backspin skids until friction has turned the spin into forward roll.',
      at: { widget: 'throw' },
    },
    {
      belief: 'A sliding coefficient above the static one just means more friction.',
      why: 'With μd > μs the one-impulse clamp can apply more than it takes to stop the slide, reversing it and adding energy; the clamp needs μd ≤ μs.',
      at: { step: 'eq:fr-energy-dynamic' },
    },
  ],
  plan: [
    show(
      5,
      { widget: 'contact' },
      'The default landing slips: stopping the slide would take 1.5 N·s, the surfaces allow 1.2 N·s. Lower v_x below 3.6 m/s and it sticks.',
    ),
    show(
      5,
      { step: 'eq:fr-vt' },
      'The tangent and the slip speed; friction acts after the normal impulse, on the velocities it left.',
    ),
    show(
      8,
      { step: 'eq:fr-jt-star' },
      'The normal impulse’s formula with e = 0 and t in place of n. At the rim of a disc the contact feels a third of its mass.',
    ),
    show(
      7,
      { step: 'eq:fr-clamp' },
      'Coulomb’s bound integrated over the collision, the static test and the dynamic cap; the regime map below the widget shows the drop.',
    ),
    vote(5, 'fr-faster', 'Many expect friction to grow with speed; reveal on the widget at 6 m/s.'),
    exercise(
      10,
      'fr-slip',
      'Each on their own numbers: the normal impulse first, then the request, then the clamp.',
    ),
    vote(
      5,
      'fr-mud-above',
      'Then show the energy steps: where μd ≤ μs is needed, and that it is the clamp’s condition, not Coulomb’s.',
    ),
    show(5, { widget: 'combine' }, 'One μ per material, combined per pair: use the same rule for μs and μd.'),
  ],
  noRotation: {
    leaveOut:
      'the lever arms in k_t and the thrown disc: with the contact straight through the centre, B is a sliding block and k_t = 1/m_B on immovable ground.',
    plan: [
      show(
        5,
        { widget: 'contact' },
        'With no offset between the centre and the contact, no push can spin B: a block landing while it slides.',
        { rBy: 0 },
      ),
      show(
        5,
        { step: 'eq:fr-jt-star' },
        'With k_t = 1/m_B, the impulse that stops the slide is −m_B v_t: all of the block’s sideways momentum.',
      ),
      show(7, { step: 'eq:fr-clamp' }, 'Stick if the request fits under μs j_n, otherwise slip with μd j_n.'),
      vote(5, 'fr-faster', 'The same answer for the block: the cap does not depend on the sliding speed.'),
      discuss(
        3,
        'A resting block’s normal impulse per step is m g Δt, so the cap is μ m g Δt: the familiar friction force over one step.',
      ),
    ],
  },
});
