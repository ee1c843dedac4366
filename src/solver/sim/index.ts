// The simulation stepper's public entry: flat re-exports. Import the stepper from here; it imports
// the solver's contract functions from their own files (not ../index) to avoid an import cycle.

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

// Scenarios for pages
export { bouncingBox, BOUNCING_BOX_DEFAULTS, type BouncingBoxParams } from './scenario-bouncing-box';
export {
  slidingDisc,
  rollingSpeed,
  SLIDING_DISC_DEFAULTS,
  type SlidingDiscParams,
} from './scenario-sliding-disc';
export { pendulumChain, PENDULUM_CHAIN_DEFAULTS, type PendulumChainParams } from './scenario-pendulum-chain';
export { discsInBox, DISCS_IN_BOX_DEFAULTS, type DiscsInBoxParams } from './scenario-discs-in-box';
export { spheresInBox, SPHERES_IN_BOX_DEFAULTS, type SpheresInBoxParams } from './scenario-spheres-in-box';

// Helpers
export { bodyRows2, sphereRows3, type BodyRow2, type SphereRow3 } from './rows';
export { effectiveRestitution } from './restitution';
export { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
export * from './constants';
