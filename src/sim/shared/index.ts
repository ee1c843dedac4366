// What the engines share (units and defaults, materials, restitution, the config checks whose errors
// name the field, the 2D config types): what src/sim/index.ts exports of it.

export { inertia2, sphereInertia } from './mass';
export { effectiveRestitution } from './restitution';
export { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
export * from './constants';
export { fail, finite, positive, nonNegative, integerAtLeast, optional, materialParams } from './validate';
export { BODY_FIELDS2 } from './types';
export type {
  BodyDef2,
  BodyMotion2,
  BodySeries2,
  ContactCorrection,
  ContactRecord2,
  ContactRecordHead,
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
