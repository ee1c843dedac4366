// Friction as sequential-impulse engines solve it: one μ, and the impulse accumulated over the
// solver's iterations clamped to the cone, rather than a static and a dynamic coefficient.
import { applyImpulse2 } from './apply';
import { frictionImpulse2 } from './friction';
import type { Body2, Contact2 } from './types';
import { checkNonNegative } from './validate';
import { scale } from './vec2';

/** Solver iterations of the accumulated single-μ clamp (what many engines run per step). */
export const ACCUMULATED_ITERATIONS = 8;

export interface AccumulatedFriction2Result {
  /** The accumulated impulse λ_t after each iteration (N·s). */
  history: number[];
  /** λ_t after the last iteration: the total tangential impulse, jt·t to B. */
  jt: number;
  /** The bodies after every iteration's change of λ_t. */
  a: Body2;
  b: Body2;
}

/**
 * λ_t ← clamp(λ_t − m_eff,t·v_t, −μ·jn, μ·jn), applying only the change of λ_t
 * Each iteration takes the increment that would stop the slip at the current velocities (jt* of
 * frictionImpulse2, with no clamp of its own), adds it to the running total λ_t, clamps the total
 * to the cone and applies the difference from the last total. With one contact and a fixed jn the
 * total settles in the first iteration; with several contacts (or a jn that grows across
 * iterations) later iterations can move it back inside the cone. The bodies and the contact are
 * checked by frictionImpulse2, on the first iteration.
 */
export function accumulatedFriction2(
  a: Body2,
  b: Body2,
  c: Contact2,
  jn: number,
  mu: number,
  iterations: number = ACCUMULATED_ITERATIONS,
): AccumulatedFriction2Result {
  checkNonNegative(jn, 'jn');
  checkNonNegative(mu, 'mu');
  const cap = mu * jn;
  let lambda = 0;
  const history: number[] = [];
  for (let i = 0; i < iterations; i++) {
    // jt* at the current velocities, and t; frictionImpulse2's own clamp is not used (jn = 0).
    const { jtStar, t } = frictionImpulse2(a, b, c, 0, 0, 0);
    const total = Math.min(cap, Math.max(-cap, lambda + jtStar)); // [eq:fr-accumulated] [port:fr-accumulated-clamp]
    const delta = total - lambda; // [eq:fr-accumulated]
    lambda = total;
    history.push(lambda);
    ({ a, b } = applyImpulse2(a, b, c.rA, c.rB, scale(t, delta)));
  }
  return { history, jt: lambda, a, b };
}
