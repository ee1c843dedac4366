// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, discuss, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Define the effective mass of a point along a direction as push over give, and obtain it as 1/k.',
    'Compute k = 1/m_A + 1/m_B + (r_A × n)²/I_A + (r_B × n)²/I_B, reading r × n as the signed lever arm ℓ of the line of action.',
    'Predict how the effective mass changes as the contact moves off-centre, or as a body is pinned or made immovable.',
    'Combine two bodies’ shares as inverses, like springs in series, and name the side that dominates.',
    'Relate the scalar form to the tensor form and to J M⁻¹ Jᵀ, and state when the 2D shortcut 1/I_zz is wrong.',
  ],
  prerequisites: [
    'vectors',
    'dot-product',
    'cross-product',
    'torque',
    'moment-of-inertia',
    'linear-algebra-3',
  ],
  after: ['eq:ni-j'],
  misconceptions: [
    {
      belief: 'A body has one effective mass: its mass.',
      why: 'Effective mass belongs to a point and a direction. The same box answers a push through its centre with its whole mass and a push at its corner like a fraction of it.',
      at: { widget: 'lever-arm' },
      query: { s: 0.6 },
    },
    {
      belief:
        'The further from the centre you push, the heavier the body feels: a longer lever is harder to move.',
      why: 'The lever arm enters k as ℓ²/I, so k grows and m_eff = 1/k shrinks: off-centre, part of the push spins the body and the point gives way more easily.',
      at: { step: 'eq:em-lever' },
    },
    {
      belief: 'Two bodies in contact feel like their masses added, m_A + m_B.',
      why: 'Their gives add, so their shares add as inverses, like springs in series: the lighter side dominates and an immovable side adds nothing.',
      at: { step: 'eq:em-series' },
    },
    {
      belief: 'Pushing at an angle to the normal is how friction acts.',
      why: 'A tilted push fixes the ratio of normal to tangential impulse in advance; friction does not, it finds j_t from the sliding and clamps it by μ j_n.',
      at: { step: 'eq:em-nt-matrix' },
    },
    {
      belief: 'In 2D you can always take I_zz from the body’s 3D inertia tensor.',
      why: 'For a free body whose principal axes are tilted, a twist about z spins it faster about z than 1/I_zz says, so the shortcut’s effective mass is too large; it is right only for a body held in the plane.',
      at: { step: 'eq:em-shortcut-error' },
    },
  ],
  plan: [
    show(
      5,
      { widget: 'lever-arm' },
      'A 1 kg box struck half a metre off-centre answers like well under half a kilogram. Drag the contact point and watch the lever arm.',
    ),
    vote(
      5,
      'em-moving-out',
      'Most of a class expects it to grow; reveal on the widget with the contact at the corner.',
    ),
    show(
      5,
      { step: 'eq:em-response' },
      'Push over give: the page measures k by applying 1 N·s and reading how the contact’s normal velocity changed.',
    ),
    show(
      7,
      { step: 'eq:em-lever' },
      'r × n is the lever arm of the line of action; the radius of gyration (the next step) says when the body feels like half its mass.',
    ),
    vote(5, 'em-pinned', 'Without the 1/m_B term, what is left of k in the middle of the face?'),
    show(
      5,
      { step: 'eq:em-series' },
      'Springs in series: the two bodies’ gives add. A free ball under the box instead of a post.',
    ),
    exercise(10, 'em-lever', 'On their own numbers; the worked solution follows the page’s steps.'),
    show(
      5,
      { widget: 'three-forms' },
      'The scalar, tensor and Jacobian forms give one number; for a strong group, turn the 3D box and see where the 2D shortcut fails.',
    ),
    discuss(
      3,
      'Where else a point and a direction need an effective mass: friction along the tangent, a joint along each of its axes.',
    ),
  ],
  noRotation: {
    leaveOut:
      'the lever-arm terms, the tensor form and the constraint view: pushes through the centre only, where each body answers with its mass.',
    plan: [
      show(
        5,
        { widget: 'lever-arm' },
        'With the contact in the middle of the face the push passes through the centre: the box answers with its whole mass.',
        { s: 0 },
      ),
      show(5, { step: 'eq:em-response' }, 'Effective mass as push over give, measured by a push of 1 N·s.'),
      show(
        5,
        { step: 'eq:em-series' },
        'Two bodies’ shares add as inverses: for two particles, the reduced mass m_A m_B/(m_A + m_B).',
      ),
      discuss(
        5,
        'A 1 kg box on an immovable post, then on a free 1 kg ball: which feels heavier to the contact, and by how much?',
      ),
    ],
  },
});
