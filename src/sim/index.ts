// The simulation stepper's public entry: flat re-exports. Everything outside src/sim/ imports the
// stepper from here; the stepper itself uses the solver through the solver's entry.

// 2D
export type {
  BodyDef2,
  BodySeries2,
  ContactCorrection,
  ContactRecord2,
  JointCorrection,
  JointDef2,
  JointSeries2,
  Material,
  PlaneDef2,
  Series2,
  Shape2,
  SimConfig2,
  WorldSettings2,
} from './types';
export { runSim2 } from './run2';
export { createWorld2, type World2, type BodyState2 } from './world2';
export { step2 } from './step2';
export { normalizeConfig2, type ResolvedConfig2 } from './config2';
export { inertia2, sphereInertia } from './mass';

// 3D spheres
export type {
  ContactRecord3,
  ImpulseMode3,
  PlaneDef3,
  Series3,
  SimConfig3,
  SphereDef3,
  SphereSeries3,
  WorldSettings3,
} from './types3';
export { runSim3 } from './run3';
export { createWorld3, type World3, type SphereState3 } from './world3';
export { step3 } from './step3';
export { normalizeConfig3, type ResolvedConfig3 } from './config3';

// Scenarios the pages run (the stepper's own test scenarios live in tests/unit/sim/scenarios/)
export { pendulumChain, PENDULUM_CHAIN_DEFAULTS, type PendulumChainParams } from './scenario-pendulum-chain';
export { spheresInBox, SPHERES_IN_BOX_DEFAULTS, type SpheresInBoxParams } from './scenario-spheres-in-box';

// Helpers
export { bodyRows2, sphereRows3, type BodyRow2, type SphereRow3 } from './rows';
export { effectiveRestitution } from './restitution';
export { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
export * from './constants';

// One joint's solve, step by step, for pages that show a single iteration (the revolute K explorer)
export { prepareJoint2, resolveJoint2, type JointSolve2 } from './joint2';
export { correctJoints2 } from './joint-correction2';
export type { ResolvedJoint2 } from './config2';

// For scenario builders: config validation whose errors name the field, and the seeded generator
export { fail, finite, positive, nonNegative, integerAtLeast, optional, materialParams } from './validate';
export { mulberry32 } from './prng';
