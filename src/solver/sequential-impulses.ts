// Many contacts at once: sequential impulses (projected Gauss–Seidel) over a list of contact points
// between many bodies, and the matrix K through which those contacts feel each other's impulses.
// One loop serves both the contract's sequentialImpulses2 and the iteration explorer's pgsTrace2.
import { inverseEffectiveMass2 } from './effective-mass';
import { mulberry32 } from './prng';
import type { Body2, ContactRow2 } from './types';
import { checkFinite } from './validate';
import {
  checkBodies2,
  checkContactRows2,
  checkCount,
  checkNonNegativeList,
  checkOneOf,
  checkPermutation,
} from './validate-many';
import { cross, dot, perp } from './vec2';

/*
 * The many-contact problem, in the code's symbols.
 *
 * V lists every body's velocity (v_x, v_y, ω). Contact i joins A = bodies[aᵢ] and B = bodies[bᵢ];
 * its normal velocity is chapter one's vn, linear in V:
 *   wᵢ = v_rel,ᵢ·nᵢ = Jᵢ V,  Jᵢ = [ −nᵢᵀ  −(rAᵢ×nᵢ) ] at body aᵢ's columns, [ nᵢᵀ  rBᵢ×nᵢ ] at bᵢ's
 * (zero elsewhere; (ω×r)·n = ω (r×n) puts r×n in the angular slot). Impulses λ along the normals
 * change V by M⁻¹Jᵀλ, with M⁻¹ = diag(m_β, m_β, i_β) per body β (inverse mass and inertia), so
 *   w = K λ + b,  K = J M⁻¹ Jᵀ,  b = J V (the normal velocities before any impulse).
 * Entry by entry, with s = −1 on a row's A side and +1 on its B side, and r the arm of that side:
 *   Kᵢⱼ = Σ over bodies β in both rows of  sᵢ sⱼ (m_β nᵢ·nⱼ + i_β (rᵢ×nᵢ)(rⱼ×nⱼ))
 * K is symmetric; Kᵢⱼ = 0 when contacts i and j share no body; Kᵢⱼ < 0 when i's push also pushes
 * j's bodies together (a box on two corners: pressing one corner tips the other one down), > 0
 * when it pulls them apart. The diagonal is chapter one's k for that contact alone:
 *   Kᵢᵢ = mA + mB + iA (rA×n)² + iB (rB×n)²
 * Every contact can push and never pull, must not approach after, and pushes only if it ends at
 * rest along its normal (a contact that separates carries nothing). That is the linear
 * complementarity problem (LCP)
 *   λ ≥ 0,  w = K λ + b ≥ 0,  λᵢ wᵢ = 0 for every i.
 */

/**
 * A contact row with everything a sweep reads, computed once: inverse masses and inertias copied
 * from its bodies, the arms, r×n, and m_eff = 1/Kᵢᵢ (0 when nothing can move along n; the row
 * then never pushes, as in normalImpulse2). With friction, the same along t = (−n_y, n_x).
 */
interface Row {
  a: number;
  b: number;
  mA: number;
  iA: number;
  mB: number;
  iB: number;
  rAx: number;
  rAy: number;
  rBx: number;
  rBy: number;
  nx: number;
  ny: number;
  normalMass: number;
  tx: number;
  ty: number;
  tangentMass: number;
  mu: number;
}

/** 1/k, or 0 when k = 0 (immovable along the row) or when 1/k overflows (k ~ 1e-310). */
const massOf = (k: number): number => {
  const m = k > 0 ? 1 / k : 0; // [port:si-mass-guard]
  return Number.isFinite(m) ? m : 0;
};

function prepareRows(
  bodies: readonly Body2[],
  contacts: readonly ContactRow2[],
  mu?: readonly number[],
): Row[] {
  return contacts.map((c, i): Row => {
    const A = bodies[c.a] as Body2;
    const B = bodies[c.b] as Body2;
    const t = perp(c.n);
    return {
      a: c.a,
      b: c.b,
      mA: A.invMass,
      iA: A.invInertia,
      mB: B.invMass,
      iB: B.invInertia,
      rAx: c.rA.x,
      rAy: c.rA.y,
      rBx: c.rB.x,
      rBy: c.rB.y,
      nx: c.n.x,
      ny: c.n.y,
      normalMass: massOf(inverseEffectiveMass2(A, B, c.rA, c.rB, c.n)), // [eq:si-k-diagonal]
      tx: t.x,
      ty: t.y,
      tangentMass: mu ? massOf(inverseEffectiveMass2(A, B, c.rA, c.rB, t)) : 0,
      mu: mu ? (mu[i] as number) : 0,
    };
  });
}

/** Every body's velocity, one flat array per component: the sweeps write these in place. */
interface Velocities {
  vx: Float64Array;
  vy: Float64Array;
  w: Float64Array;
}

const velocitiesOf = (bodies: readonly Body2[]): Velocities => ({
  vx: Float64Array.from(bodies, (b) => b.v.x),
  vy: Float64Array.from(bodies, (b) => b.v.y),
  w: Float64Array.from(bodies, (b) => b.w),
});

const bodiesFrom = (bodies: readonly Body2[], s: Velocities): Body2[] =>
  bodies.map((b, i) => ({
    invMass: b.invMass,
    invInertia: b.invInertia,
    v: { x: s.vx[i] as number, y: s.vy[i] as number },
    w: s.w[i] as number,
  }));

/**
 * v_rel·d at the row's contact point, v_rel = (vB + ωB×rB) − (vA + ωA×rA), with ω×r = (−ω r_y, ω r_x).
 * The operations are normalImpulse2's, in its order, so the first push of a sweep equals its j to
 * the last bit.
 */
function relativeVelocity(s: Velocities, r: Row, dx: number, dy: number): number {
  const { vx, vy, w } = s;
  const wA = w[r.a] as number;
  const wB = w[r.b] as number;
  const x = (vx[r.b] as number) - wB * r.rBy - ((vx[r.a] as number) - wA * r.rAy);
  const y = (vy[r.b] as number) + wB * r.rBx - ((vy[r.a] as number) + wA * r.rAx);
  return x * dx + y * dy;
}

/**
 * P = amount·d to B at rB, −P to A at rA:  vB += mB P,  ωB += iB (rB×P),  vA −= mA P,
 * ωA −= iA (rA×P). Grouped as applyImpulseToBody2 groups it (i·r_x·P_y − i·r_y·P_x), which keeps
 * the results bit for bit those of the chapter-one functions.
 */
function applyAlong(s: Velocities, r: Row, dx: number, dy: number, amount: number): void {
  const { vx, vy, w } = s;
  const Px = amount * dx;
  const Py = amount * dy;
  // A gets −P written as applyImpulse2 writes it (v + m·(−P)), so that even the sign of a zero (an
  // immovable body's −0 spin) comes out as one applyImpulse2 call leaves it.
  vx[r.a] = (vx[r.a] as number) + r.mA * -Px;
  vy[r.a] = (vy[r.a] as number) + r.mA * -Py;
  w[r.a] = (w[r.a] as number) + (r.iA * r.rAx * -Py - r.iA * r.rAy * -Px);
  vx[r.b] = (vx[r.b] as number) + r.mB * Px;
  vy[r.b] = (vy[r.b] as number) + r.mB * Py;
  w[r.b] = (w[r.b] as number) + (r.iB * r.rBx * Py - r.iB * r.rBy * Px);
}

/** How a row's running total is clamped: see the sweep below. */
export type PgsClamp = 'accumulated' | 'increment';

/**
 * The order in which a sweep visits the contacts: as given, backwards, a fixed permutation of the
 * contact indices (the same every sweep), or a new seeded shuffle every sweep.
 */
export type PgsOrder = 'forward' | 'reverse' | readonly number[] | { shuffle: number };

/** Friction first, as Box2D v2.4's contact solver does, or normal first, as Box2D v3's does. */
export type PgsFrictionOrder = 'normal-first' | 'friction-first';

/** One visit of one row, for an explorer that steps through a sweep. */
export interface PgsVisit2 {
  /** 1 for the first sweep. */
  sweep: number;
  contact: number;
  row: 'normal' | 'friction';
  /** vn (or vt) at the contact just before the visit. */
  velocity: number;
  /** The correction that would zero it: Δ = −m_eff·velocity. */
  delta: number;
  /** The impulse actually applied (after the clamp). */
  applied: number;
  /** The row's running total after the visit. */
  total: number;
}

interface Loop {
  iterations: number;
  clamp: PgsClamp;
  warmStart: readonly number[] | undefined;
  order: PgsOrder;
  friction: boolean;
  frictionFirst: boolean;
  /** Keep per-sweep velocities, orders and friction totals (pgsTrace2), or only what the contract returns. */
  trace: boolean;
  visits: PgsVisit2[] | undefined;
}

interface LoopResult {
  lambda: number[];
  history: number[][];
  state: Velocities;
  vn: number[][];
  orders: number[][];
  lambdaT: number[];
  historyT: number[][];
  vt: number[][];
}

/** A function giving the contact indices to visit in sweep k (0-based). */
function sweepOrder(order: PgsOrder, n: number): (k: number) => readonly number[] {
  const forward = Array.from({ length: n }, (_, i) => i);
  if (order === 'forward') return () => forward;
  if (order === 'reverse') {
    const reverse = forward.slice().reverse();
    return () => reverse;
  }
  if (Array.isArray(order)) {
    const fixed = (order as readonly number[]).slice();
    return () => fixed;
  }
  const random = mulberry32((order as { shuffle: number }).shuffle);
  return () => {
    // Fisher–Yates on a fresh list each sweep: every permutation equally likely.
    const p = forward.slice();
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const x = p[i] as number;
      p[i] = p[j] as number;
      p[j] = x;
    }
    return p;
  };
}

/*
 * One sweep visits the contacts in order; at each, with the bodies as every earlier push left
 * them:
 *   vnᵢ = v_rel·nᵢ  (this is wᵢ = bᵢ + Σⱼ Kᵢⱼλⱼ for the totals so far: the bodies carry the sum)
 * Holding every other total, one more impulse Δ along nᵢ changes it to vnᵢ + Kᵢᵢ Δ, zero for
 *   Δ = −vnᵢ / Kᵢᵢ = −m_eff,ᵢ vnᵢ      (chapter one's j with e = 0; Δ = 0 when Kᵢᵢ = 0)
 * Clamp 'accumulated' (projected Gauss–Seidel):
 *   λᵢ ← max(λᵢ + Δ, 0),  applied = λᵢ(new) − λᵢ(old)
 * The clamp is on the running total, because the total is what a contact delivers over the step
 * and what the LCP constrains (λ ≥ 0). A single correction may be negative: when a neighbour's
 * later push did part of this contact's job, it takes back what it no longer needs, down to 0.
 * Clamp 'increment':
 *   applied = max(Δ, 0),  λᵢ ← λᵢ + applied
 * This can only add. An early push that a neighbour makes unnecessary stays: the contact then
 * separates (wᵢ > 0) while it carries λᵢ > 0, and no later sweep can remove it.
 * Either way P = applied·nᵢ goes to B at rB and −P to A at rA.
 *
 * 'accumulated' is Gauss–Seidel for K λ = −b with each unknown projected onto λᵢ ≥ 0 after its
 * update. For K symmetric positive semidefinite with a positive diagonal it converges to a
 * solution of the LCP (Cottle, Pang & Stone, The Linear Complementarity Problem, §5.2); the
 * velocities converge even when K is singular and λ is not unique.
 *
 * Warm starting applies given totals λ⁰ before the first sweep (P = λ⁰ᵢ nᵢ per contact, in
 * contact order) and starts the running totals there: the sweeps then correct last step's answer
 * instead of building it from zero.
 *
 * Friction (pgsTrace2 only), per contact along t = (−n_y, n_x), with vt = v_rel·t:
 *   Δt = −m_eff,t vt,  λtᵢ ← clamp(λtᵢ + Δt, −μᵢ λᵢ, μᵢ λᵢ)   (accumulated; 'increment' clamps Δt)
 * bounded by the contact's current normal total λᵢ: Coulomb's cone, one static coefficient μ.
 * Box2D v3 (contact_solver.c) solves a manifold's normal rows and then its friction rows, so the
 * bound is this sweep's normal total: 'normal-first', the default. Box2D v2.4
 * (b2_contact_solver.cpp) solves friction first, bounded by the previous sweep's normal total, so
 * that the normal rows have the last word on penetration: 'friction-first'. Both take a manifold
 * (up to two points between one pair of bodies) at a time; here every contact point is its own
 * row pair, visited in that order.
 */
function runSweeps(bodies: readonly Body2[], rows: readonly Row[], loop: Loop): LoopResult {
  const n = rows.length;
  const state = velocitiesOf(bodies);
  const accumulated = loop.clamp === 'accumulated';
  const lambda = loop.warmStart ? loop.warmStart.slice() : new Array<number>(n).fill(0);
  const lambdaT = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const r = rows[i] as Row;
    if ((lambda[i] as number) !== 0) applyAlong(state, r, r.nx, r.ny, lambda[i] as number); // [port:si-warm-start]
  }

  const history = [lambda.slice()];
  const vn: number[][] = [];
  const historyT: number[][] = [];
  const vt: number[][] = [];
  const orders: number[][] = [];
  const record = (): void => {
    if (!loop.trace) return;
    vn.push(rows.map((r) => relativeVelocity(state, r, r.nx, r.ny)));
    if (loop.friction) {
      historyT.push(lambdaT.slice());
      vt.push(rows.map((r) => relativeVelocity(state, r, r.tx, r.ty)));
    }
  };
  record();

  const visits = loop.visits;
  let sweep = 0;
  // One row of contact i: its normal row (a push, total in [0, ∞)) or its friction row (total in
  // ±μᵢ·λᵢ), both by the update above.
  const visit = (i: number, row: 'normal' | 'friction'): void => {
    const r = rows[i] as Row;
    const normal = row === 'normal';
    const dx = normal ? r.nx : r.tx;
    const dy = normal ? r.ny : r.ty;
    const totals = normal ? lambda : lambdaT;
    // The friction total stays within ±μ·(this contact's current normal total).
    const hi = normal ? Infinity : r.mu * (lambda[i] as number); // [eq:si-friction] [port:si-friction-bound]
    const lo = normal ? 0 : -hi;
    const velocity = relativeVelocity(state, r, dx, dy); // [eq:si-gauss-seidel] [port:si-in-place]
    // Δ = −vn/Kᵢᵢ (with friction, λt* = −vt/K_t)
    let delta = -(normal ? r.normalMass : r.tangentMass) * velocity; // [eq:si-first-visit] [eq:si-pgs-update]
    // Beyond the double range (v_rel near 1e308): no push, as normalImpulse2 does.
    if (!Number.isFinite(delta)) delta = 0;
    const total = totals[i] as number;
    let next: number;
    let applied: number;
    if (accumulated) {
      // The running total is clamped.
      next = Math.min(Math.max(total + delta, lo), hi); // [eq:si-pgs-update] [eq:si-friction] [port:si-accumulated]
      applied = next - total; // [port:si-apply-difference]
    } else {
      // Each increment is clamped, then added.
      applied = Math.min(Math.max(delta, lo), hi); // [eq:si-increment]
      next = total + applied; // [eq:si-increment]
    }
    if (applied !== 0 && Number.isFinite(next)) {
      applyAlong(state, r, dx, dy, applied);
      totals[i] = next;
    } else applied = 0;
    visits?.push({ sweep, contact: i, row, velocity, delta, applied, total: totals[i] as number });
  };

  const orderOf = sweepOrder(loop.order, n);
  for (let k = 0; k < loop.iterations; k++) {
    sweep = k + 1;
    const order = orderOf(k);
    if (loop.trace) orders.push(order.slice());
    for (const i of order) {
      if (!loop.friction) visit(i, 'normal');
      else if (loop.frictionFirst) {
        visit(i, 'friction');
        visit(i, 'normal');
      } else {
        visit(i, 'normal');
        visit(i, 'friction');
      }
    }
    history.push(lambda.slice());
    record();
  }
  return { lambda, history, state, vn, orders, lambdaT, historyT, vt };
}

export interface SequentialImpulses2Options {
  /** Sweeps over all contacts: an integer ≥ 0. */
  iterations: number;
  /** 'accumulated' (default): clamp each running total at 0; 'increment': clamp each correction. */
  clamp?: PgsClamp;
  /** Totals to start from, one per contact, each ≥ 0, applied before the first sweep (default 0). */
  warmStart?: readonly number[];
}

export interface SequentialImpulses2Result {
  /** Each contact's normal impulse total after the last sweep (≥ 0 with 'accumulated'). */
  lambda: number[];
  /** history[k]: the totals after k sweeps; history[0] is the warm start; iterations + 1 entries. */
  history: number[][];
  /** Every body after the last sweep (new objects, in the order given). */
  bodies: Body2[];
}

function checkProblem(bodies: readonly Body2[], contacts: readonly ContactRow2[]): void {
  checkBodies2(bodies, 'bodies');
  checkContactRows2(contacts, bodies.length, 'contacts');
}

function checkSweepOptions(options: SequentialImpulses2Options, n: number): void {
  if (options === null || typeof options !== 'object')
    throw new RangeError(`options must be an object with iterations (got ${String(options)})`);
  checkCount(options.iterations, 'iterations');
  if (options.clamp !== undefined) checkOneOf(options.clamp, ['accumulated', 'increment'] as const, 'clamp');
  if (options.warmStart !== undefined) checkNonNegativeList(options.warmStart, n, 'warmStart', 'contact');
}

/**
 * Sequential impulses over many contacts: normal impulses only, no restitution. Warm start, then
 * `iterations` sweeps over the contacts in the given order, each contact zeroing its own normal
 * velocity with the others held (see the sweep above). With 'accumulated' and enough sweeps,
 * lambda solves the LCP  λ ≥ 0, w = Kλ + b ≥ 0, λᵢwᵢ = 0  (contactMatrix2 gives K and b).
 */
export function sequentialImpulses2(
  bodies: readonly Body2[],
  contacts: readonly ContactRow2[],
  options: SequentialImpulses2Options,
): SequentialImpulses2Result {
  checkProblem(bodies, contacts);
  checkSweepOptions(options, contacts.length);
  const rows = prepareRows(bodies, contacts);
  const run = runSweeps(bodies, rows, {
    iterations: options.iterations,
    clamp: options.clamp ?? 'accumulated',
    warmStart: options.warmStart,
    order: 'forward',
    friction: false,
    frictionFirst: false,
    trace: false,
    visits: undefined,
  });
  return { lambda: run.lambda, history: run.history, bodies: bodiesFrom(bodies, run.state) };
}

export interface PgsTrace2Options extends SequentialImpulses2Options {
  /** 'forward' (default), 'reverse', a permutation of the contact indices, or { shuffle: seed }. */
  order?: PgsOrder;
  /** Friction coefficient μ ≥ 0 per contact; friction rows are solved only when given. */
  friction?: readonly number[];
  /** Which of a contact's two rows comes first (default 'normal-first'). */
  frictionOrder?: PgsFrictionOrder;
  /** Also list every row visit (PgsVisit2), for stepping through a sweep. */
  visits?: boolean;
}

export interface PgsTrace2 extends SequentialImpulses2Result {
  /** vn[k][i]: contact i's normal velocity after k sweeps (vn[0]: after the warm start). */
  vn: number[][];
  /** orders[k]: the contact indices in the order sweep k + 1 visited them. */
  orders: number[][];
  /** With friction: the tangent totals and velocities, indexed as lambda, history and vn. */
  friction?: { lambda: number[]; history: number[][]; vt: number[][] };
  /** With `visits: true`: every row visit, in order. */
  visits?: PgsVisit2[];
}

function checkOrder(order: PgsOrder, n: number): void {
  if (order === 'forward' || order === 'reverse') return;
  if (Array.isArray(order)) return checkPermutation(order, n, 'order');
  if (order !== null && typeof order === 'object' && 'shuffle' in order)
    return checkFinite(order.shuffle, 'order.shuffle');
  throw new RangeError(
    `order must be 'forward', 'reverse', a permutation of the contact indices or { shuffle: seed } (got ${JSON.stringify(order)})`,
  );
}

/**
 * sequentialImpulses2's loop (the same code) with more to see: any visiting order, optional
 * Coulomb friction rows, each sweep's normal (and tangent) velocities and orders, and optionally
 * every row visit. Without friction and with the default order its lambda, history and bodies are
 * sequentialImpulses2's.
 */
export function pgsTrace2(
  bodies: readonly Body2[],
  contacts: readonly ContactRow2[],
  options: PgsTrace2Options,
): PgsTrace2 {
  checkProblem(bodies, contacts);
  checkSweepOptions(options, contacts.length);
  const n = contacts.length;
  const order = options.order ?? 'forward';
  checkOrder(order, n);
  if (options.friction !== undefined) checkNonNegativeList(options.friction, n, 'friction', 'contact');
  const frictionOrder = options.frictionOrder ?? 'normal-first';
  checkOneOf(frictionOrder, ['normal-first', 'friction-first'] as const, 'frictionOrder');

  const rows = prepareRows(bodies, contacts, options.friction);
  const visits: PgsVisit2[] | undefined = options.visits ? [] : undefined;
  const run = runSweeps(bodies, rows, {
    iterations: options.iterations,
    clamp: options.clamp ?? 'accumulated',
    warmStart: options.warmStart,
    order,
    friction: options.friction !== undefined,
    frictionFirst: frictionOrder === 'friction-first',
    trace: true,
    visits,
  });
  const out: PgsTrace2 = {
    lambda: run.lambda,
    history: run.history,
    bodies: bodiesFrom(bodies, run.state),
    vn: run.vn,
    orders: run.orders,
  };
  if (options.friction !== undefined)
    out.friction = { lambda: run.lambdaT, history: run.historyT, vt: run.vt };
  if (visits) out.visits = visits;
  return out;
}

/** One side of a contact row in J: its body, s = −1 (A) or +1 (B), and the angular entry r×n. */
interface Side {
  body: number;
  s: number;
  rn: number;
}

export interface ContactMatrix2 {
  /** K = J M⁻¹ Jᵀ, n×n, symmetric; K[i][i] = 1/effectiveMass2 of contact i. */
  K: number[][];
  /** b = J V: each contact's normal velocity v_rel·n before any impulse. */
  b: number[];
}

/**
 * K and b of the many-contact problem (derivation at the top of this file):
 *   Kᵢⱼ = Σ over bodies β in both rows of  sᵢ sⱼ (m_β nᵢ·nⱼ + i_β (rᵢ×nᵢ)(rⱼ×nⱼ)),  bᵢ = v_rel,ᵢ·nᵢ
 * The diagonal is computed as chapter one computes k (inverseEffectiveMass2), so that it equals
 * 1/effectiveMass2 for the contact (nᵢ·nᵢ, 1 within 1e-6, is taken as 1 there as in chapter one).
 */
export function contactMatrix2(bodies: readonly Body2[], contacts: readonly ContactRow2[]): ContactMatrix2 {
  checkProblem(bodies, contacts);
  const n = contacts.length;
  // Each row's two sides: body, sign s, and the angular entry r×n.
  const sides = contacts.map((c): Side[] => [
    { body: c.a, s: -1, rn: cross(c.rA, c.n) },
    { body: c.b, s: 1, rn: cross(c.rB, c.n) },
  ]);
  const K = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const ci = contacts[i] as ContactRow2;
    const A = bodies[ci.a] as Body2;
    const B = bodies[ci.b] as Body2;
    (K[i] as number[])[i] = inverseEffectiveMass2(A, B, ci.rA, ci.rB, ci.n); // [eq:si-k-diagonal]
    for (let j = i + 1; j < n; j++) {
      const cj = contacts[j] as ContactRow2;
      const nn = dot(ci.n, cj.n);
      let kij = 0;
      for (const p of sides[i] as Side[])
        for (const q of sides[j] as Side[]) {
          if (p.body !== q.body) continue;
          const body = bodies[p.body] as Body2;
          kij += p.s * q.s * (body.invMass * nn + body.invInertia * p.rn * q.rn); // [eq:si-k]
        }
      (K[i] as number[])[j] = kij;
      (K[j] as number[])[i] = kij;
    }
  }
  const state = velocitiesOf(bodies);
  const b = prepareRows(bodies, contacts).map((r) => relativeVelocity(state, r, r.nx, r.ny)); // [eq:si-vn]
  return { K, b };
}

// The sweeps' plumbing, shared with the soft step's loop (soft-step.ts), which visits the same rows
// with the same velocity and impulse code and checks its input as the sweeps above do. Not part of
// the solver's entry: index.ts re-exports this file's functions by name and leaves these out.
export type { Row, Velocities };
export {
  applyAlong,
  bodiesFrom,
  checkProblem,
  checkSweepOptions,
  prepareRows,
  relativeVelocity,
  velocitiesOf,
};
