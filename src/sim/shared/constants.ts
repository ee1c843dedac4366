// Defaults and tolerances of the simulation stepper, in one place so pages can quote them.
// Units are SI throughout: metres, kilograms, seconds, radians.

/** 120 steps per second: small enough that a 4 m/s body moves 3.3 cm per step, less than the
 *  smallest shape in the page scenarios, so no contact is stepped over. */
export const DEFAULT_DT: number = 1 / 120;

/** Standard gravity, m/s². Both steppers are y-up: the default gravity is (0, −g) or (0, −g, 0). */
export const STANDARD_GRAVITY = 9.81;

/**
 * Sequential passes over all joints and contacts per step. One pass resolves each constraint as
 * if it were alone; a box resting on two corners or a chain of links needs several so that each
 * impulse sees its neighbours' corrections (Gauss–Seidel). Eight is Box2D v2's default for the
 * same job, and is where the page scenarios stop changing visibly.
 */
export const DEFAULT_ITERATIONS = 8;

/**
 * Contacts that approach slower than this (m/s, measured before the step's gravity) bounce with
 * e = 0. Without it a bouncing body makes ever smaller hops forever, each one a step long. At
 * 0.5 m/s a body dropped from less than about 1.3 cm (v²/2g) does not bounce.
 */
export const DEFAULT_RESTITUTION_THRESHOLD = 0.5;

/**
 * Penetration (m) that contact projection leaves in place. Removing all of it would lift a
 * resting body clear of the ground, so the next step would find no contact and let it fall
 * again: the slop keeps resting contacts touching from step to step.
 */
export const DEFAULT_CONTACT_SLOP = 0.005;

/**
 * The largest position change (m) contact projection makes in one step, as Box2D's
 * b2_maxLinearCorrection: a deep overlap (a body spawned inside another) is pushed out over a
 * few steps instead of being launched.
 */
export const MAX_LINEAR_CORRECTION = 0.2;

/**
 * Baumgarte factor β for joints: the velocity bias β·C/dt removes this fraction of the joint's
 * position error C per step. 0.2 is the customary value; near 1 the correction overshoots and
 * adds energy, near 0 the drift is barely corrected.
 */
export const DEFAULT_BAUMGARTE_BETA = 0.2;

/** A material with no overrides: somewhat bouncy, moderate friction. */
export const DEFAULT_RESTITUTION = 0.3;
export const DEFAULT_MU_STATIC = 0.6;
export const DEFAULT_MU_DYNAMIC = 0.4;

/** The reserved body id meaning "fixed to the world" in a joint. */
export const WORLD = 'world';

/** Inertia factors: I = k·m·(size)². */
export const DISC_INERTIA_FACTOR: number = 1 / 2; // solid disc about its center: ½ m r²
export const BOX_INERTIA_FACTOR: number = 1 / 12; // rectangle about its center: m (w² + h²) / 12
export const SPHERE_INERTIA_FACTOR: number = 2 / 5; // solid sphere: 2/5 m r²
