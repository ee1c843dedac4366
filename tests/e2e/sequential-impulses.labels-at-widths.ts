// The sequential-impulses page's collisions at the defaults at some width, known and not yet fixed,
// for tests/e2e/checks/diagram-labels.ts (each finding without its measurements; the list only
// shrinks). At 320 px the cradle's two longest row headings, at the laptop's size on screen, are
// longer than the cradle is wide.
const known: readonly string[] = [
  '320 px: The balls and their velocities before the hit and after it, in each of the three models (#3): “pair by pair · left to right, 1 passP 1 kg·m/s · T 0.5 J” reaches outside the diagram',
  '320 px: The balls and their velocities before the hit and after it, in each of the three models (#3): “chapter’s loop = all at once · 16 sweepsP 1 kg·m/s · T 0.5 J” reaches outside the diagram',
];

export default known;
