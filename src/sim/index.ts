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

// Box stacks: oriented boxes, two-point manifolds kept from step to step, sequential impulses
export {
  collideBoxes2,
  collideBoxes2Into,
  describeFeature2,
  featureId2,
  BoxCollision2,
  type BoxContactPoint2,
  type BoxGeometry2,
  type BoxManifold2,
  type BoxPose2,
  type Feature2,
} from './box-collide2';
export {
  createStackWorld2,
  cloneStackWorld2,
  stackSettings2,
  MAX_STACK_ITERATIONS,
  STACK_DEFAULTS,
  StackBody2,
  type BoxDef2,
  type ImpulseClamp,
  type PointOrder,
  type PositionCorrection,
  type StackConfig2,
  type StackPhase,
  type StackSettings2,
  type StackWorld2,
} from './stack-world2';
export {
  stackContacts2,
  updateStackContacts2,
  StackManifold2,
  StackPoint2,
  type StackContact2,
} from './stack-contacts2';
export { prepareStack2, iterateStack2, finishStack2, stepStack2 } from './stack-step2';
export { measureStack2, runStack2, type StackMeasures2, type StackSeries2 } from './stack-measure2';
export {
  boxStack,
  boxPyramid,
  boxOnGround,
  BOX_STACK_DEFAULTS,
  BOX_PYRAMID_DEFAULTS,
  BOX_ON_GROUND_DEFAULTS,
  MAX_STACK_BOXES,
  MAX_PYRAMID_ROWS,
  type BoxStackParams,
  type BoxPyramidParams,
  type BoxOnGroundParams,
} from './scenario-stacks';

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
export { mulberry32 } from '../solver';
