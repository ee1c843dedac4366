// The stepper's test scenarios: configurations that exercise it (bouncing, sliding, crowding), used
// by the stepper's tests and benchmark only; beside them the pages' scenarios, which src/sim exports.
export { pendulumChain, spheresInBox } from '../../../../src/sim';
export { bouncingBox, BOUNCING_BOX_DEFAULTS, type BouncingBoxParams } from './bouncing-box';
export { slidingDisc, SLIDING_DISC_DEFAULTS, type SlidingDiscParams } from './sliding-disc';
export { discsInBox, DISCS_IN_BOX_DEFAULTS, type DiscsInBoxParams } from './discs-in-box';
