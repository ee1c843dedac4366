// Newton's cradle: N equal balls in a row along x, each touching the next, hit at one instant.
// Two ways to resolve the N − 1 contacts: one pair at a time with chapter one's impulse, repeated
// until no pair approaches (what sequential impulses do), or all contacts at once (their LCP with
// a restitution target). Only the first gives the cradle's familiar answer.
import { CRADLE_MAX_PASSES, MAX_LCP_ROWS } from './constants';
import { solveContactLcp2 } from './contact-lcp';
import { normalImpulse2 } from './normal-impulse';
import { contactMatrix2, sequentialImpulses2 } from './sequential-impulses';
import type { Body2, Contact2, ContactRow2 } from './types';
import { checkRestitution } from './validate';
import { checkCount, checkFiniteList, checkOneOf, checkPermutation } from './validate-many';

/** The order of a pass over the contacts: contact i is between balls i and i + 1. */
export type CradleOrder = 'left-to-right' | 'right-to-left' | readonly number[];

export interface CradleSequential {
  /** Each ball's velocity along x after. */
  v: number[];
  /** Passes that found a pair approaching and pushed it (each pass visits every contact once). */
  passes: number;
  /** No pair approaches at the end (false only when maxPasses ran out first). */
  settled: boolean;
  /** history[k]: the velocities after k passes; history[0] is v before. */
  history: number[][];
}

export interface CradleSimultaneous {
  v: number[];
  /** Each contact's impulse (contact i between balls i and i + 1). */
  lambda: number[];
  /** solveContactLcp2's status: 'unique' for any cradle (its K is positive definite). */
  status: 'unique' | 'min-norm' | 'none';
}

// Ball i: unit mass, no turning (a sphere hit through its centre does not spin), at rest across x.
// Contact i: n = +x from ball i (A) to ball i + 1 (B), arms along n (unit radius: any radius gives
// r×n = 0, so it plays no part).
const ball = (vx: number): Body2 => ({ invMass: 1, invInertia: 0, v: { x: vx, y: 0 }, w: 0 });
const TOUCH: Contact2 = { rA: { x: 1, y: 0 }, rB: { x: -1, y: 0 }, n: { x: 1, y: 0 } };

function checkBalls(v: readonly number[]): void {
  if (!Array.isArray(v) || v.length === 0)
    throw new RangeError(`v must be an array of ball velocities, at least one (got ${String(v)})`);
  checkFiniteList(v, v.length, 'v', 'ball');
}

/** A pair approaches when vn = v_{i+1} − v_i < 0 (n = +x, no spin: chapter one's vn exactly). */
const approaching = (v: readonly number[]): boolean =>
  v.some((x, i) => i > 0 && x - (v[i - 1] as number) < 0);

/**
 * One pair at a time. A pass visits the contacts in `order`; at each, chapter one's impulse with
 * restitution e for that pair alone (normalImpulse2: j = −(1+e) vn / k, k = 1/m + 1/m = 2, pushes
 * only when vn < 0). Passes repeat until no pair approaches, at most maxPasses of them.
 * With e = 1 each push swaps the pair's velocities, so a pass left to right carries [1, 0, 0]'s
 * velocity down the row: [0, 1, 0], then [0, 0, 1], and nothing approaches after one pass.
 * Momentum: each push gives +j to one ball and −j to its neighbour, so Σv stays.
 * With e < 1 the pairs can keep approaching by ever smaller amounts (e = 0 on [1, 0, 0] tends to
 * [⅓, ⅓, ⅓] without reaching it): hence the bound.
 */
export function cradleSequential(
  v: readonly number[],
  e: number,
  order: CradleOrder = 'left-to-right',
  maxPasses: number = CRADLE_MAX_PASSES,
): CradleSequential {
  checkBalls(v);
  checkRestitution(e, 'e');
  const contacts = v.length - 1;
  if (Array.isArray(order)) checkPermutation(order, contacts, 'order');
  else checkOneOf(order, ['left-to-right', 'right-to-left'] as const, 'order');
  checkCount(maxPasses, 'maxPasses');

  const forward = Array.from({ length: contacts }, (_, i) => i);
  const visit =
    order === 'left-to-right'
      ? forward
      : order === 'right-to-left'
        ? forward.reverse()
        : (order as readonly number[]);
  const state = v.slice();
  const history = [state.slice()];
  let passes = 0;
  for (; passes < maxPasses && approaching(state); passes++) {
    for (const i of visit) {
      const hit = normalImpulse2(ball(state[i] as number), ball(state[i + 1] as number), TOUCH, e);
      state[i] = hit.a.v.x;
      state[i + 1] = hit.b.v.x;
    }
    history.push(state.slice());
  }
  return { v: state, passes, settled: !approaching(state), history };
}

/**
 * All contacts at once. The model: every contact i gets an impulse λᵢ ≥ 0 (all applied together),
 * and its velocity after, wᵢ = (K λ + b)ᵢ with K and b from contactMatrix2, obeys Newton's law
 * where it approached and mere non-penetration where it did not:
 *   wᵢ ≥ −e·min(bᵢ, 0),  λᵢ ≥ 0,  λᵢ·(wᵢ + e·min(bᵢ, 0)) = 0
 * (a contact pushes only as much as it takes to separate at e times its approach speed; a contact
 * that was at rest or separating pushes only to stop an approach its neighbours cause). With
 * w' = w + e·min(b, 0) that is the contacts' LCP for b' = b + e·min(b, 0), solved exactly
 * (solveContactLcp2); at most MAX_LCP_ROWS + 1 balls.
 * For [1, 0, 0] with e = 1: K = [[2, −1], [−1, 2]], b' = [−2, 0]; both rows active,
 * λ = K⁻¹[2, 0] = [4/3, 2/3], v = [1 − 4/3, 4/3 − 2/3, 2/3] = [−1/3, 2/3, 2/3]. Momentum 1, as
 * before (every impulse acts on two balls in opposite directions), but the first ball bounces back
 * and two balls leave: not what a cradle does. Real balls are not perfectly rigid; each contact's
 * short compression passes the momentum down the row one pair after another, which is what the
 * sequential order models.
 * Energy is kept there, but the model does not promise it: on [1, 0, ½, 0] with e = 1 the
 * separating middle contact is pushed shut by its neighbours and pushes back, while both outer
 * contacts still get their full e·approach; kinetic energy goes from 0.625 to 0.875. (One pair at a
 * time loses ½(1 − e²)·m_eff·vn² per push, chapter one's result, and never gains.)
 */
export function cradleSimultaneous(v: readonly number[], e: number): CradleSimultaneous {
  checkBalls(v);
  checkRestitution(e, 'e');
  if (v.length - 1 > MAX_LCP_ROWS)
    throw new RangeError(
      `v must have at most ${MAX_LCP_ROWS + 1} balls: their contacts are solved by trying every active set (got ${v.length})`,
    );
  const bodies = v.map(ball);
  const contacts = v.slice(1).map((_, i): ContactRow2 => ({ a: i, b: i + 1, ...TOUCH }));
  const { K, b } = contactMatrix2(bodies, contacts);
  const target = b.map((bi) => bi + e * Math.min(bi, 0));
  const lcp = solveContactLcp2(K, target);
  // Applying the impulses is a warm start with no sweeps.
  const after = sequentialImpulses2(bodies, contacts, { iterations: 0, warmStart: lcp.lambda });
  return { v: after.bodies.map((x) => x.v.x), lambda: lcp.lambda, status: lcp.status };
}
