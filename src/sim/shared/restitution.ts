// Which restitution to hand normalImpulse2 inside a time-stepped world.

/**
 * The restitution that makes normalImpulse2 reflect the approach speed the contact had *before*
 * this step's gravity, instead of the speed after it.
 *
 * Why: the stepper adds gravity first, so a body landing at speed u reaches the contact at
 * u + g·dt. Bouncing that back with e = 1 would return the step's own gravity impulse as extra
 * upward speed, and an elastic ball would bounce higher every time. Box2D v3 avoids this by
 * targeting the relative normal velocity it stored before integrating forces; we do the same
 * through the contract's e:
 *
 *   target   vn' = −e·vn0                  (vn0: v_rel·n before gravity, vn: after)
 *   contract vn' = −e_eff·vn                ⇒  e_eff = e·vn0 / vn
 *
 * e_eff is clamped to [0, e] so a contact impulse on its own never adds kinetic energy (when
 * gravity pulls the bodies apart along n, vn0/vn > 1). Approaches slower than `threshold`, and
 * contacts that were not approaching before gravity (resting ones), get e_eff = 0: they stop
 * instead of hopping.
 */
export function effectiveRestitution(e: number, vn0: number, vn: number, threshold: number): number {
  if (!(vn < 0) || !(-vn0 >= threshold) || !(vn0 < 0)) return 0;
  return Math.min(e, (e * vn0) / vn);
}
