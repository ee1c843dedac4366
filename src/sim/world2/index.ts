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
