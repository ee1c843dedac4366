// What this chapter offers a teacher (see src/kit/teaching.ts): /teach/ renders it, resolving every
// id to what the page shows, and tests/unit/site/teaching.test.ts checks the ids against the page.
import { defineTeaching, exercise, show, vote } from '../../kit/teaching';

export const teaching = defineTeaching({
  objectives: [
    'Convert Eberly’s symbols (normal from B to A, V_A − V_B, impulse on A) into the site’s convention.',
    'Compute the 3D normal impulse with world inertia tensors, and show that it never changes a sphere’s spin.',
    'Set up Eberly’s 3×3 system for (φ, ψ, ξ) and explain why its matrix C is symmetric positive definite.',
    'Show that for true spheres the variant equals the normal impulse, and that off-centre it can add kinetic energy.',
    'Judge an impulse model by whether its sideways impulse obeys a friction law: against the slide, inside the cone.',
  ],
  prerequisites: [
    'vectors',
    'dot-product',
    'cross-product',
    'torque',
    'moment-of-inertia',
    'kinetic-energy',
    'linear-algebra-3',
  ],
  after: ['eq:ni-j', 'eq:em-tensor', 'eq:fr-clamp'],
  misconceptions: [
    {
      belief: 'Colliding spheres start to spin when they hit off-centre.',
      why: 'A sphere’s contact point lies on the line from its centre along the normal, so r × n = 0: a frictionless impulse has no moment about the centre. Only friction spins them.',
      at: { step: 'eq:sp-spin-normal' },
    },
    {
      belief: 'Eberly’s 3×3 variant gives colliding spheres their spin.',
      why: 'For true spheres its system splits, the tangential parts are zero and the normal part is the ordinary normal impulse: the variant changes nothing.',
      at: { step: 'eq:sp-sphere-case' },
    },
    {
      belief: 'With e = 1, any impulse method keeps the kinetic energy.',
      why: 'e fixes only the normal part; the variant’s sideways impulse does work of its own, which can be positive, so the bodies can leave with more energy than they came with.',
      at: { widget: 'collision' },
      query: { off: 0.6, e: 1 },
    },
    {
      belief: 'Any sideways impulse at a contact is friction.',
      why: 'Friction opposes the sliding and is bounded by μ times the normal impulse; the variant’s sideways impulse is a fixed multiple of φ with no μ, and it can push along the slide.',
      at: { step: 'eq:sp-reflect' },
    },
  ],
  plan: [
    show(
      5,
      { widget: 'collision' },
      'The same contact resolved twice: the normal impulse keeps the energy at e = 1, the variant adds some. Drag the offset to 0.',
    ),
    vote(5, 'sp-variant-true', 'Vote before the derivation; the answer surprises most readers of the note.'),
    show(
      5,
      { step: 'eq:sp-relative-velocity' },
      'First translate Eberly’s convention with the page’s table: his normal and relative velocity both flip, so v_n is the same number.',
    ),
    show(
      8,
      { step: 'eq:sp-normal-j' },
      'The normal impulse in 3D: the chapter one formula with inertia tensors in world axes.',
    ),
    show(
      5,
      { step: 'eq:sp-spin-normal' },
      'Why spheres never spin under a normal impulse, and why a loaded ball does.',
    ),
    show(
      7,
      { step: 'eq:sp-system' },
      'The variant’s three conditions and the 3×3 system; for a strong group, why C is positive definite.',
    ),
    vote(
      5,
      'sp-variant-off',
      'Reveal on the widget, then show where the extra energy comes from: the work of the sideways push.',
    ),
    exercise(10, 'sp-off', 'The normal impulse off B’s centre of mass, on their own numbers.'),
  ],
  noRotation: {
    cannot:
      'The chapter is about spin: whether an impulse turns a sphere, and a 3×3 system that exists only to steer the contact’s sliding through the bodies’ rotation. Teach the chapters it builds on first.',
    first: ['eq:ni-j', 'eq:em-tensor', 'eq:fr-clamp'],
  },
});
