// The names of the downloads at the root of the built site (src/lib/solver-module.mjs builds them;
// /code/ links them). Apart from the builder so that the page does not load Rolldown.
export const SOLVER_MODULE = 'impulse-solver.js';
export const SOLVER_TYPES = 'impulse-solver.d.ts';
export const STEPPER_MODULE = 'impulse-stepper.js';
export const STEPPER_TYPES = 'impulse-stepper.d.ts';
