// The simulation stepper's public entry. Everything outside src/sim/ imports the stepper from here;
// the stepper itself uses the solver through the solver's entry. Each engine is a folder with one
// entry of its own (world2/: discs, boxes, planes and joints in 2D; world3/: spheres in 3D; stack2/:
// box stacks), beside shared/ (units, materials, config checks) and rows.ts (series as table rows).
export * from './shared';
export * from './world2';
export * from './world3';
export * from './stack2';
export { bodyRows2, sphereRows3, type BodyRow2, type SphereRow3 } from './rows';
export { mulberry32 } from '../solver';
