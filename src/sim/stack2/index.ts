// The box stacks' entry (oriented boxes, two-point manifolds kept from step to step, sequential
// impulses): what src/sim/index.ts exports of it.

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
  StackBody2,
  type BoxDef2,
  type StackConfig2,
  type StackPhase,
  type StackWorld2,
} from './stack-world2';
export {
  MAX_STACK_ITERATIONS,
  MAX_STACK_SUBSTEPS,
  STACK_DEFAULTS,
  type ImpulseClamp,
  type PointOrder,
  type RowOrder,
  type PositionCorrection,
  type StackSettings2,
} from './stack-settings2';
export {
  stackContacts2,
  updateStackContacts2,
  StackManifold2,
  StackPoint2,
  type StackContact2,
} from './stack-contacts2';
export { prepareStack2, iterateStack2, finishStack2, stepStack2 } from './stack-step2';
export { stepStackSoft2, softStepCoefficients2, type SoftStepCoefficients2 } from './stack-soft-step2';
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
export {
  boxOnEdge,
  heavyOnLight,
  BOX_ON_EDGE_DEFAULTS,
  HEAVY_ON_LIGHT_DEFAULTS,
  MAX_MASS_RATIO,
  type BoxOnEdgeParams,
  type HeavyOnLightParams,
} from './scenario-two-boxes';
