// The 3D world's entry (spheres and planes): what src/sim/index.ts exports of it.

export type {
  ContactRecord3,
  ImpulseMode3,
  PlaneDef3,
  Series3,
  SimConfig3,
  SphereDef3,
  SphereMotion3,
  SphereSeries3,
  WorldSettings3,
} from './types3';
export { SPHERE_FIELDS3 } from './types3';
export { runSim3 } from './run3';
export { createWorld3, type World3, type SphereState3 } from './world3';
export { step3 } from './step3';
export { normalizeConfig3, type ResolvedConfig3 } from './config3';

export { spheresInBox, SPHERES_IN_BOX_DEFAULTS, type SpheresInBoxParams } from './scenario-spheres-in-box';
