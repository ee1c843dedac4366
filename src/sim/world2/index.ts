// The 2D world's entry (discs, boxes, planes and revolute joints): what src/sim/index.ts exports of it.

export { runSim2 } from './run2';
export { createWorld2, type World2, type BodyState2 } from './world2';
export { step2 } from './step2';
export { normalizeConfig2, type ResolvedConfig2 } from './config2';

export { pendulumChain, PENDULUM_CHAIN_DEFAULTS, type PendulumChainParams } from './scenario-pendulum-chain';

// One joint's solve, step by step, for pages that show a single iteration (the revolute K explorer)
export { prepareJoint2, resolveJoint2, type JointSolve2 } from './joint2';
export { correctJoints2 } from './joint-correction2';
export type { ResolvedJoint2 } from './config2';

// Box2D v3's soft step for the joints, the heavy-ended chain it is benched on, and the bench's measures
export {
  stepSoft2,
  softSettings2,
  softJointCoefficients2,
  SOFT2_DEFAULTS,
  MAX_SOFT2_SUBSTEPS,
  MAX_SOFT2_RELAX,
  type SoftSettings2,
  type SoftJointCoefficients2,
} from './soft-step2';
export {
  heavyChain,
  HEAVY_CHAIN_DEFAULTS,
  MAX_HEAVY_CHAIN_LINKS,
  type HeavyChainParams,
} from './scenario-heavy-chain';
export { measureChain2, runChain2, type ChainMeasure2, type ChainSeries2 } from './chain-measure2';
