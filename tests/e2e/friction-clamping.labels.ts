// The friction-clamping page's known label collisions, for tests/e2e/checks/diagram-labels.ts (each
// finding without its measurements; the list only shrinks). With a friction coefficient at 0 the
// cone is a line and its μ labels sit either side of its top, where j_t t's name is: 14-unit labels
// (11 px on a phone) graze it by a few pixels.
const known: readonly string[] = [
  'muS=0: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “jₜt” and “μs” overlap',
  'muS=0: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “jₜt” and “μd” overlap',
  'muD=0: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “jₜt” and “μd” overlap',
];

export default known;
