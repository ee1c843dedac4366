// The solver's public entry: flat re-exports. Everything outside src/solver/ imports the solver
// through this file. The contract (src/solver/CONTRACT.md) lists the names other code relies on;
// everything else here is for pages and tests. The stepper (src/sim/) is a client of this entry,
// not part of it.
// Vector/matrix helpers share short names (add, dot, cross…) across 2D and 3D, so they are
// exported as namespaces: V2.cross, V3.cross, M3.mulVec. The constructors are also exported flat.
export type { Vec2, Vec3, Mat3, Body2, Body3, Contact2, Contact3, ContactRow2 } from './types';
export * from './constants';
export * as V2 from './vec2';
export * as V3 from './vec3';
export * as M3 from './mat3';
export { vec2 } from './vec2';
export { vec3 } from './vec3';
export { mat3 } from './mat3';
export * from './validate';
export * from './apply';
export * from './in-place2';
export * from './effective-mass';
export * from './normal-impulse';
export * from './energy';
export * from './errata';
export * from './errata-seed000';
export * from './eigen2';
export * from './solve';
export * from './friction';
export * from './accumulated-friction';
export * from './collision-matrix';
export * from './revolute';
export * from './normal-impulse3';
export * from './sphere-impulse3';
export * from './combine';
export * from './body';
export * from './rolling';
// By name: the file also exports the sweeps' plumbing for soft-step.ts, which is not an entry name.
export {
  sequentialImpulses2,
  pgsTrace2,
  contactMatrix2,
  type PgsClamp,
  type PgsOrder,
  type PgsFrictionOrder,
  type PgsVisit2,
  type SequentialImpulses2Options,
  type SequentialImpulses2Result,
  type PgsTrace2Options,
  type PgsTrace2,
  type ContactMatrix2,
} from './sequential-impulses';
export * from './soft-step';
export * from './contact-lcp';
export * from './cradle';
export { symmetricEigenN, choleskySolve, leastNormSolve, type SymmetricEigenN } from './matn';
export { mulberry32 } from './prng';
