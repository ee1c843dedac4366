// Where a skidding disc ends up rolling: friction at the ground changes v and ω, but not the angular
// momentum about the contact line, so the final rolling speed follows from the launch alone.
/**
 * The speed at which the disc ends up rolling, from angular momentum about a point on the ground
 * (friction and the normal force act on the ground line, gravity and the normal force cancel):
 *   L = I·ω − m·r·v      (2D: (p − P) × m v with p − P = (·, r), v = (v, 0))
 *   rolling: v = −ω·r    (contact point at rest: v + ω·r = 0 in the site's ω × r convention)
 *   I·ω0 − m r v0 = −I·v_f/r − m r v_f  ⇒  v_f = (m r v0 − I ω0) / (m r + I/r)
 * For a solid disc (I = ½ m r²): v_f = (2 v0 − r ω0) / 3.
 */
export function rollingSpeed(params: {
  radius: number;
  mass: number;
  speed: number;
  spin: number;
  inertia: number;
}): number {
  const { radius: r, mass: m, speed: v0, spin: w0, inertia: I } = params;
  return (m * r * v0 - I * w0) / (m * r + I / r);
}
