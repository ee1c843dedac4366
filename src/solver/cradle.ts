// Newton's cradle: N equal balls in a row along x, each touching the next, hit at one instant.
// Three models resolve the N − 1 contacts, and the model, not the order of visits, decides the answer:
//   - pairwise (cradlePairwise, also exported under its old name cradleSequential): chapter one's
//     impulse for one pair at a time, its restitution target recomputed from the pair's approach at
//     every visit, no running totals; passes repeat until no pair approaches. With e = 1 on
//     [1, 0, 0] it gives [0, 0, 1] in either order (right to left takes one pass more).
//   - the chapter's loop (cradleLoop): sequential impulses as the chapter teaches them, a running
//     total per contact clamped at 0 and each contact's restitution target e·max(−bᵢ, 0) taken once,
//     before the loop, from its approach bᵢ then. It converges to the simultaneous answer in any
//     order: [−1/3, 2/3, 2/3] on [1, 0, 0] with e = 1.
//   - simultaneous (cradleSimultaneous): all contacts at once, their LCP with the same restitution
//     target, solved exactly.
// Only the pairwise model gives the toy's familiar answer; engines get it by not letting the
// contacts meet at one instant (small gaps between the balls) or by passing the push along the row
// pair by pair.
import { CRADLE_LOOP_SWEEPS, CRADLE_MAX_PASSES, MAX_LCP_ROWS } from './constants';
import { solveContactLcp2 } from './contact-lcp';
import { normalImpulse2 } from './normal-impulse';
import {
  applyAlong,
  contactMatrix2,
  prepareRows,
  relativeVelocity,
  sequentialImpulses2,
  velocitiesOf,
} from './sequential-impulses';
import type { Body2, Contact2, ContactRow2 } from './types';
import { checkRestitution } from './validate';
import { checkCount, checkFiniteList, checkOneOf, checkPermutation } from './validate-many';

/** The order of a pass over the contacts: contact i is between balls i and i + 1. */
export type CradleOrder = 'left-to-right' | 'right-to-left' | readonly number[];

/** The pairwise model's outcome (cradlePairwise). */
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

/** The pairwise model's outcome, under the model's name. */
export type CradlePairwise = CradleSequential;

export interface CradleLoop {
  /** Each ball's velocity along x after the last sweep. */
  v: number[];
  /** Each contact's running total after the last sweep (≥ 0; contact i between balls i and i + 1). */
  lambda: number[];
  /** Each contact's restitution target e·max(−bᵢ, 0), fixed before the first sweep. */
  target: number[];
  /** Sweeps run (each visits every contact once, in the order given). */
  sweeps: number;
  /** history[k]: the velocities after k sweeps; history[0] is v before; sweeps + 1 entries. */
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
const rowsOf = (v: readonly number[]): ContactRow2[] =>
  v.slice(1).map((_, i): ContactRow2 => ({ a: i, b: i + 1, ...TOUCH }));

function checkBalls(v: readonly number[]): void {
  if (!Array.isArray(v) || v.length === 0)
    throw new RangeError(`v must be an array of ball velocities, at least one (got ${String(v)})`);
  checkFiniteList(v, v.length, 'v', 'ball');
}

/** The contact indices in the order a pass (or sweep) visits them, after checking `order`. */
function visitOrder(order: CradleOrder, contacts: number): readonly number[] {
  if (Array.isArray(order)) {
    checkPermutation(order, contacts, 'order');
    return order as readonly number[];
  }
  checkOneOf(order, ['left-to-right', 'right-to-left'] as const, 'order');
  const forward = Array.from({ length: contacts }, (_, i) => i);
  return order === 'left-to-right' ? forward : forward.reverse();
}

/** A pair approaches when vn = v_{i+1} − v_i < 0 (n = +x, no spin: chapter one's vn exactly). */
const approaching = (v: readonly number[]): boolean =>
  v.some((x, i) => i > 0 && x - (v[i - 1] as number) < 0);

/** A sweeping model's arguments checked, in the order they are given; its contacts' visiting order. */
function checkedVisits(
  v: readonly number[],
  e: number,
  order: CradleOrder,
  count: number,
  countName: string,
): readonly number[] {
  checkBalls(v);
  checkRestitution(e, 'e');
  const visit = visitOrder(order, v.length - 1);
  checkCount(count, countName);
  return visit;
}

/**
 * The pairwise model: one pair at a time, each visit chapter one's whole impulse for that pair
 * alone. A pass visits the contacts in `order`; at each, normalImpulse2 with restitution e
 * (j = −(1+e) vn / k, k = 1/m + 1/m = 2, pushes only when vn < 0), vn read at that visit: the
 * restitution target −e·vn is recomputed every time, and nothing is kept from one visit to the
 * next (no running total, nothing to take back). Passes repeat until no pair approaches, at most
 * maxPasses of them. This is not the chapter's loop (cradleLoop): that keeps a total per contact
 * and fixes each target before the loop.
 * With e = 1 each push swaps the pair's velocities, so a pass left to right carries [1, 0, 0]'s
 * velocity down the row: [0, 1, 0], then [0, 0, 1], and nothing approaches after one pass. Right
 * to left the first pass finds the right pair at rest and pushes only the left one ([0, 1, 0]);
 * the second gives [0, 0, 1]: the same answer, one pass later. With e = 1 any order sorts the
 * velocities (each push swaps two neighbours out of order), so the order changes only the passes.
 * Momentum: each push gives +j to one ball and −j to its neighbour, so Σv stays.
 * With e < 1 the pairs can keep approaching by ever smaller amounts (e = 0 on [1, 0, 0] tends to
 * [⅓, ⅓, ⅓] without reaching it): hence the bound.
 */
export function cradlePairwise(
  v: readonly number[],
  e: number,
  order: CradleOrder = 'left-to-right',
  maxPasses: number = CRADLE_MAX_PASSES,
): CradlePairwise {
  const visit = checkedVisits(v, e, order, maxPasses, 'maxPasses');

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
 * The pairwise model under its first name (kept for the code that calls it so). The name is a
 * misnomer: the chapter's sequential impulses are cradleLoop; this is cradlePairwise.
 */
export const cradleSequential: typeof cradlePairwise = cradlePairwise;

/**
 * The chapter's loop: sequential impulses (projected Gauss–Seidel) with a restitution target, the
 * update of sequential-impulses.ts written with its helpers (prepareRows, relativeVelocity,
 * applyAlong). Before the loop, each contact's approach bᵢ = v_{i+1} − v_i and its target
 *   tᵢ = e·max(−bᵢ, 0)     (the page's v*ₙ = −e·bᵢ, with no threshold: nothing here rests)
 * are recorded once. Then `iterations` sweeps, each visiting the contacts in `order`; at each,
 * with the balls as every earlier push left them:
 *   Δ = −m_eff,ᵢ (vnᵢ − tᵢ),  λᵢ ← max(λᵢ + Δ, 0),  apply λᵢ(new) − λᵢ(old)
 * With e = 0 this is sequentialImpulses2's sweep exactly. Its fixed points are the solutions of
 *   λ ≥ 0,  w = K λ + b ≥ t,  λᵢ (wᵢ − tᵢ) = 0
 * which is cradleSimultaneous's LCP (t = −e·min(b, 0)); K is positive definite (2 on the
 * diagonal, −1 beside it), so the sweeps converge to its one solution whatever the order. On
 * [1, 0, 0] with e = 1, left to right: t = (1, 0); sweep 1: λ = (1, ½), v = [0, ½, ½]; sweep 2:
 * λ = (1.25, 0.625), v = [−¼, ⅝, ⅝]; … each sweep divides λ₁'s error by 4, towards (4/3, 2/3)
 * and [−1/3, 2/3, 2/3]. Right to left the same limit. Momentum: every push acts on two balls.
 */
export function cradleLoop(
  v: readonly number[],
  e: number,
  order: CradleOrder = 'left-to-right',
  iterations: number = CRADLE_LOOP_SWEEPS,
): CradleLoop {
  const visit = checkedVisits(v, e, order, iterations, 'iterations');

  const bodies = v.map(ball);
  const rows = prepareRows(bodies, rowsOf(v));
  const state = velocitiesOf(bodies);
  // The targets, once, from the approaches before any push (the page's eq:si-restitution).
  const target = rows.map((r) => e * Math.max(-relativeVelocity(state, r, r.nx, r.ny), 0));
  const lambda = new Array<number>(rows.length).fill(0);
  const history = [v.slice()];
  for (let k = 0; k < iterations; k++) {
    for (const i of visit) {
      const r = rows[i]!;
      const vn = relativeVelocity(state, r, r.nx, r.ny);
      const total = lambda[i] as number;
      let delta = -r.normalMass * (vn - (target[i] as number));
      // Beyond the double range (velocities near 1e308): no push, as sequentialImpulses2 does.
      if (!Number.isFinite(delta)) delta = 0;
      const next = Math.max(total + delta, 0);
      if (next !== total) applyAlong(state, r, r.nx, r.ny, next - total);
      lambda[i] = next;
    }
    history.push(Array.from(state.vx));
  }
  return { v: Array.from(state.vx), lambda, target, sweeps: iterations, history };
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
 * pairwise model (cradlePairwise) models. The chapter's loop (cradleLoop) converges to this answer.
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
  const contacts = rowsOf(v);
  const { K, b } = contactMatrix2(bodies, contacts);
  const target = b.map((bi) => bi + e * Math.min(bi, 0));
  const lcp = solveContactLcp2(K, target);
  // Applying the impulses is a warm start with no sweeps.
  const after = sequentialImpulses2(bodies, contacts, { iterations: 0, warmStart: lcp.lambda });
  return { v: after.bodies.map((x) => x.v.x), lambda: lcp.lambda, status: lcp.status };
}
