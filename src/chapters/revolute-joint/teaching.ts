// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Write the pin’s condition v_rel′ = 0 and expand it into the 2×2 system K P = −v_rel.',
    'Build K from its pieces, σ times the identity plus one rank-one term per turning body, and check that it is symmetric and never negative.',
    'Solve the system by Cramer’s rule, and tell from det K when it has no unique solution.',
    'Read K’s ellipse: its eigenvectors and eigenvalues, and the effective mass of the pin along a direction.',
    'Explain why a simulated pin drifts apart and how Baumgarte’s bias pulls it back.',
  ],
  prerequisites: [
    'vectors',
    'cross-product',
    'torque',
    'moment-of-inertia',
    'linear-algebra-2',
    'kinetic-energy',
  ],
  after: ['eq:ni-j', 'eq:em-tensor'],
  misconceptions: [
    {
      belief: 'A revolute joint’s K is diagonal: its x and y directions are independent.',
      why: 'The turning bodies’ terms r⊥ r⊥ᵀ put K₁₂ = K₂₁ off the diagonal, so a push along x moves the pin along y too; solving x and then y never satisfies both.',
      at: { step: 'eq:rj-k-matrix' },
    },
    {
      belief: 'A pin gives way in the direction you push it.',
      why: 'Only along an eigenvector of K; pushed along any other direction, the pin’s response leans towards the long axis of K’s ellipse.',
      at: { step: 'eq:rj-eigen' },
    },
    {
      belief: 'A joint is a contact in two directions, with restitution and a push-only rule.',
      why: 'A pin must hold its halves together, which is e = 0 in every direction, and it pulls as readily as it pushes, so P may point anywhere.',
      at: { step: 'eq:rj-constraint' },
    },
    {
      belief: 'When det K = 0 the joint equations have no solution.',
      why: 'A singular K has solutions exactly when v_rel lies on its one line, and with every immovable part at rest it always does; giving no impulse is the solver’s policy, not a consequence of the algebra.',
      at: { step: 'eq:rj-det' },
    },
    {
      belief: 'The joint impulse keeps the pin together, so a simulated chain never comes apart.',
      why: 'The impulse makes the halves move together at the start of a step; straight-line steps and a fixed number of passes let them drift apart, which a position correction then pulls back.',
      at: { widget: 'chain' },
    },
  ],
  plan: [
    show(
      5,
      { widget: 'k-explorer' },
      'The pin holds: the orange arrows after the impulse coincide. The ellipse below the diagram is K, derived in this lesson.',
    ),
    show(
      5,
      { step: 'eq:rj-constraint' },
      'Compare with the contact: two equations, two unknowns, no restitution, no push-only rule.',
    ),
    show(
      10,
      { step: 'eq:rj-k-matrix' },
      'Expand the condition, write the cross term as a matrix with r⊥; check the diagonal on the pendulum of the next step.',
    ),
    vote(5, 'rj-axle', 'What can a pin on a wheel’s rim still do? Reveal on the K explorer.'),
    show(
      5,
      { step: 'eq:rj-det' },
      'det K as three terms that are never negative, and the three ways it can be zero.',
    ),
    exercise(10, 'rj-jx', 'Each on their own numbers: v_rel, then K, then Cramer’s rule.'),
    show(
      5,
      { step: 'eq:rj-eigen' },
      'The ellipse: turn the probe direction and watch the response lean towards the long axis.',
    ),
    show(
      5,
      { widget: 'chain' },
      'Drift: release the chain hanging straight down and watch the top joint open, then raise β.',
    ),
  ],
  noRotation: {
    cannot:
      'Without rotation K is σ times the identity and the joint is one line, P = −v_rel/σ: the chapter is about what the bodies’ turning does to the pin (the r⊥ terms, the ellipse, a singular K). Teach the chapters it builds on first.',
    first: ['eq:ni-j', 'eq:em-tensor'],
  },
});
