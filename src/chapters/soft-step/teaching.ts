// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
// For a game-development club this is the chapter that matches the engine they use: Box2D v3's
// settings (contact hertz, damping ratio, substeps, relax iterations) are its parameters.
import { defineTeaching, discuss, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Derive the soft contact’s three coefficients (bias rate, mass scale, impulse scale) from an implicitly integrated spring–damper.',
    'Compute where a resting box settles on a soft contact, and explain why warm starting does not move that point.',
    'Explain why the soft step relaxes after integrating positions, and what Baumgarte’s bias leaves behind without it.',
    'Predict how Gauss–Seidel’s convergence depends on a mass ratio, from the contact matrix K, and how softness and substeps change it.',
  ],
  prerequisites: ['momentum', 'linear-algebra-2', 'kinetic-energy'],
  after: ['eq:em-tensor', 'eq:si-pgs-update', 'eq:si-baumgarte'],
  misconceptions: [
    {
      belief: 'A stiffer contact spring is always better: set the hertz as high as the hardware allows.',
      why: 'A spring faster than the substep resolves is not simulated as a spring: the implicit step damps it, and the row becomes Baumgarte’s at β → 1, which jitters. Box2D caps the hertz at a quarter of the substep rate.',
      at: { step: 'eq:ss-cap' },
    },
    {
      belief: 'A soft contact is a spring, so a box landing on it bounces.',
      why: 'The spring is damped ten times critically and relaxed every substep; bounce comes only from the restitution pass after the substeps, from the approach speed recorded before the solve.',
      at: { widget: 'spring' },
    },
    {
      belief: 'More iterations fix a heavy box on a light one.',
      why: 'Each sweep removes only m/(M + m) of the error: at 1:100 that is 1 %, and hundreds of sweeps would be needed. Softness and substeps change the problem each sweep solves instead.',
      at: { step: 'eq:ss-gs-rate' },
    },
  ],
  plan: [
    show(
      8,
      { step: 'eq:ss-implicit' },
      'The contact as a spring, evaluated at the end of the substep: v₂ on both sides, solved for.',
    ),
    show(
      7,
      { step: 'eq:ss-coefficients' },
      'Collect the terms: the rigid row’s −m·vₙ with a bias and a scale. These are the numbers in Box2D’s source (b2MakeSoft).',
    ),
    show(5, { step: 'eq:ss-baumgarte' }, 'Baumgarte’s β was a spring all along: β = h·biasRate.'),
    vote(
      5,
      'ss-underdamped',
      'Reveal on the spring widget: the relaxed steps creep, the exact spring rings.',
    ),
    show(
      6,
      { widget: 'spring' },
      'Scrub the hertz past the cap and the substeps: the coefficients and the curves move together.',
    ),
    exercise(8, 'ss-rest', 'Where a box settles: the mass cancels.'),
    show(
      6,
      { step: 'eq:ss-gs-rate' },
      'A heavy box on a light one: each sweep removes m/(M + m) of the error.',
    ),
    discuss(
      5,
      'For a game-development club: which of Box2D v3’s world settings would you change for a game with stacked crates of very different masses, and why?',
    ),
  ],
  noRotation: {
    leaveOut:
      'nothing the chapter needs: every contact here acts through the bodies’ centres, so nothing turns.',
    plan: [
      show(10, { step: 'eq:ss-implicit' }, 'The contact as a spring, integrated at the end of the substep.'),
      show(10, { step: 'eq:ss-coefficients' }, 'The three coefficients from the implicit step.'),
      show(10, { widget: 'spring' }, 'The exact spring, its implicit steps, and the soft step with relax.'),
      exercise(10, 'ss-rest', 'Where a box settles on its contact.'),
      show(5, { step: 'eq:ss-gs-rate' }, 'Mass ratios: why sweeps are not enough.'),
    ],
  },
});
