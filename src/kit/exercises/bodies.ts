// Which bodies an exercise may pose. A generator that draws a body's mass, moment of inertia and
// size independently can pose one that cannot exist (the same inertia about every axis, more than
// any mass inside its radius can have); each chapter's `valid` keeps only bodies these admit, and
// tests/unit/site/exercise-bodies.test.ts checks the drawn bodies against the same bounds worked
// out from each page's prompt.
import { V2, type Vec2 } from '../../solver';

/** A bound met exactly is met (all the mass at the corners, say): grid values carry rounding. */
const ROUNDING = 1e-12;

/**
 * 2D: a uniform box (of any proportions) or disc of mass m can have moment of inertia I about its
 * centre and touch another body at r from that centre with its outward normal `out` there. A convex
 * body's centre lies behind its edge (r·out > 0); a box with half-sides a = r·out and b ≥ |r × out|
 * has I = m(a² + b²)/3 ≥ m|r|²/3, and any I above that (a longer box); a disc with r on its rim has
 * I = ½ m|r|², above the same bound.
 */
export function boxOrDiscTouching(m: number, I: number, r: Vec2, out: Vec2): boolean {
  return V2.dot(r, out) > 0 && I >= (m * V2.dot(r, r)) / 3 - ROUNDING;
}

/**
 * 2D: a uniform box or disc of mass m and moment of inertia I can contain the point r (a pin): the
 * smallest box around its centre that reaches r has r at a corner, I = m|r|²/3; a disc reaching r
 * has I ≥ ½ m|r|².
 */
export function boxOrDiscContaining(m: number, I: number, r: Vec2): boolean {
  return I >= (m * V2.dot(r, r)) / 3 - ROUNDING;
}

/**
 * Any body (2D or 3D, of any density) whose mass lies within `reach` of a point `d` away from its
 * centre of mass: Σ m|x − c|² = Σ m|x − g|² − m d² ≤ m(reach² − d²). In 2D that sum is I; in 3D,
 * the same I about every axis is two thirds of it (three axes count each squared distance twice).
 */
export function inertiaFits2D(m: number, I: number, reach: number, d = 0): boolean {
  return I <= m * (reach * reach - d * d) + ROUNDING;
}

export function inertiaFitsBall(m: number, I: number, radius: number, d = 0): boolean {
  return I <= (2 / 3) * m * (radius * radius - d * d) + ROUNDING;
}
