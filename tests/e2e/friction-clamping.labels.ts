// Label collisions in this chapter's diagrams that checks/diagram-labels.ts finds and nobody has fixed
// yet: each finding as the check words it, without its measurements. The check fails for any other
// collision and for one listed here that no longer happens. Found when the check began to measure a
// diagram after its widget had caught up with a change made out of its sight (the old spec measured
// it two frames after the change, before it had: params/use-params.ts, useOnScreen).
const known: readonly string[] = [
  // The friction cone's two edge labels sit where the cone's edges end: at μs = 0 the cone is a
  // line and μs lands on μd; at μs = 1.5 its label runs past the frame's right edge.
  'muS=1.5: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “μs” reaches outside the diagram',
  'muS=0: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “μs” and “μd” overlap',
  'muD=1.5: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): “μs” and “μd” overlap',
  // The legend's sample arrows point the way B slides: sliding left, they run back through their words.
  "vx=-6: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): an arrow's shaft runs through “slip before”",
  "vx=-6: Diagram of body B touching A at one point, and the impulse on B inside the friction cone (#1): an arrow's shaft runs through “after”",
];

export default known;
