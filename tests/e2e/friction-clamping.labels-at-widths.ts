// The friction-clamping page's collisions at the defaults at some width, known and not yet fixed, for
// tests/e2e/checks/diagram-labels.ts (each finding without its measurements; the list only shrinks).
// At 320 px the ground's name and the tangent's, both left of the contact point above the ground
// line, meet.
const known: readonly string[] = [
  '320 px: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “A: ground” and “t” overlap',
];

export default known;
