// One step of the box-stack world: sequential impulses with accumulated impulses, warm starting,
// Coulomb friction and a Baumgarte (or split-impulse) position correction, in the order
// box2d-lite's World::Step uses (Erin Catto, GDC 2006 "Fast and Simple Physics using Sequential
// Impulses"):
//
//   1. prepareStack2   v += g·Δt; per point: effective masses along n and t (the solver's
//                      inverseEffectiveMass2), the velocity bias, and the warm start (last step's
//                      accumulated impulses applied again)
//   2. iterateStack2   `iterations` sweeps over the manifolds in pair order; in each manifold the
//                      rows in the settings' rowOrder (default: the friction rows, then the normal
//                      rows)
//   3. finishStack2    (split impulses: the pseudo-velocity sweeps), p += v·Δt, θ += ω·Δt, then
//                      the contacts are found again at the new positions (stack-contacts2.ts)
//
// stepStack2 runs the three (stack-soft-step2.ts's stepStackSoft2 is the other way to step the same
// world, Box2D v3's soft step; neither imports the other, so a page that steps one does not load the
// other). A widget that shows the loop at work runs them itself on a copy of
// the world (cloneStackWorld2): prepare, then one sweep at a time, reading stackContacts2 between.
//
// The rows' order within a manifold (rowOrder), as three engines choose it:
//   'friction-first' (Box2D v2.4, the default): every friction row, then every normal row. Friction's
//     budget μ·λn uses the normal total of the sweep before, and the normal rows have the last word,
//     so non-penetration is what the sweep leaves most nearly satisfied.
//   'normal-first' (Box2D v3): every normal row, then every friction row, whose budget is then this
//     sweep's normal total.
//   'per-point' (box2d-lite's Arbiter::ApplyImpulse): each point's normal row, then its friction row.
// All three converge to the same answer when the sweeps do; they leave different errors after a few.
import { applyImpulseInPlace2, relativeVelocityAlong2, type Body2 as Motion, type Vec2 } from '../../solver';
import type { StackManifold2, StackPoint2 } from './stack-contacts2';
import type { StackWorld2 } from './stack-world2';
import { checkStackBodies2, type StackBody2 } from './stack-body2';
import { integerAtLeast } from '../shared/validate';

const expectPhase = (world: StackWorld2, phase: StackWorld2['phase'], name: string): void => {
  if (world.phase !== phase)
    throw new RangeError(
      phase === 'ready'
        ? `${name}: the world is in the middle of a step (call finishStack2 first)`
        : `${name}: no step is being solved (call prepareStack2 first)`,
    );
};

/**
 * Integrates gravity into the velocities and prepares every contact point:
 *
 *   m_n = 1/kn, kn = mA + mB + iA (rA×n)² + iB (rB×n)²     (along n, and along t: cacheMasses)
 *   correction = (β/Δt)·max(0, −s − slop)                   s: the point's separation (≤ 0)
 *   bounce = −e·v₀ when v₀ < −threshold, else 0             v₀: approach speed before gravity
 *   velocity bias = max(correction, bounce)   ('baumgarte'; with 'split' the correction goes to the
 *                                              pseudo-velocity pass, and the bias is the bounce)
 *
 * The bounce reflects the approach speed measured before this step's gravity (recorded when the
 * point was found): reflecting the speed after gravity would send a body back up faster than it
 * came down. Taking the larger of the two biases keeps a bouncing contact from also being pushed
 * out on top of its bounce.
 *
 * Warm start: each point's accumulated λn, λt (inherited by feature id from the last step) are
 * applied again as P = λn·n + λt·t, so a resting stack starts the step already holding its weight;
 * without it they are zeroed and the sweeps start from nothing.
 */
export function prepareStack2(world: StackWorld2): void {
  expectPhase(world, 'ready', 'prepareStack2');
  const { bodies, settings } = world;
  checkStackBodies2(bodies, 'prepareStack2');
  const { dt, gravity, beta, slop, restitution, restitutionThreshold, warmStart } = settings;
  for (const s of bodies) {
    if (s.isStatic) continue;
    s.motion.v.x += gravity.x * dt;
    s.motion.v.y += gravity.y * dt;
  }
  const split = settings.positionCorrection === 'split';
  const rate = beta / dt;
  for (const m of world.contacts.manifolds) {
    const A = (bodies[m.a] as StackBody2).motion;
    const B = (bodies[m.b] as StackBody2).motion;
    for (let k = 0; k < m.count; k++) {
      const p = m.points[k] as StackPoint2;
      p.cacheMasses(A, B, m.normal, m.tangent);
      const correction = rate * Math.max(0, -p.separation - slop);
      const bounce = p.approach < -restitutionThreshold ? -restitution * p.approach : 0;
      p.velocityBias = split ? bounce : Math.max(correction, bounce);
      p.pushBias = split ? correction : 0;
      p.pushImpulse = 0;
      if (warmStart) {
        applyImpulseInPlace2(A, B, p.rA, p.rB, m.normal, p.normalImpulse);
        applyImpulseInPlace2(A, B, p.rA, p.rB, m.tangent, p.tangentImpulse);
      } else {
        p.normalImpulse = 0;
        p.tangentImpulse = 0;
      }
    }
  }
  world.phase = 'solving';
  world.sweeps = 0;
}

/**
 * One sweep over every manifold. A row's velocity responds to its own impulse Δλ as
 * v' = v + Δλ/m (m its effective mass), so the impulse that brings it to its target is
 *   normal:   Δλ = m_n·(bias − vn)      then λn ← max(λn + Δλ, 0)
 *   friction: Δλ = −m_t·vt              then λt ← clamp(λt + Δλ, −μ·λn, μ·λn)
 * With clamp 'accumulated' the running totals are clamped and their change applied: a contact can
 * give back a push it received too early in the sweep, and the sweeps converge to the coupled
 * contact problem's solution (projected Gauss–Seidel). With 'increment' each Δλ is clamped on its
 * own (Δλn ≥ 0, |Δλt| ≤ μ·λn) and added: pushes only accumulate, so one given too early stays.
 *
 * pointOrder 'alternate': a manifold's points are visited first to last on even sweeps and last to
 * first on odd ones. In a fixed order the first corner's impulse tips the box and the second's
 * mostly rights it; what the sweeps leave unconverged is then a spin of the same sign on every box,
 * step after step, and a tall stack sways.
 */
function sweep(world: StackWorld2): void {
  const { bodies, settings } = world;
  const accumulated = settings.clamp === 'accumulated';
  const mu = settings.friction;
  const order = settings.rowOrder;
  const reversed = settings.pointOrder === 'alternate' && world.sweeps % 2 === 1;
  for (const m of world.contacts.manifolds) {
    const A = (bodies[m.a] as StackBody2).motion;
    const B = (bodies[m.b] as StackBody2).motion;
    const last = m.count - 1;
    if (order === 'per-point') {
      for (let i = 0; i <= last; i++) {
        normalRow(A, B, pointAt(m, i, reversed), m.normal, accumulated);
        frictionRow(A, B, pointAt(m, i, reversed), m.tangent, mu, accumulated);
      }
      continue;
    }
    if (order === 'normal-first')
      for (let i = 0; i <= last; i++) normalRow(A, B, pointAt(m, i, reversed), m.normal, accumulated);
    for (let i = 0; i <= last; i++) frictionRow(A, B, pointAt(m, i, reversed), m.tangent, mu, accumulated);
    if (order === 'friction-first')
      for (let i = 0; i <= last; i++) normalRow(A, B, pointAt(m, i, reversed), m.normal, accumulated);
  }
}

/**
 * A manifold's i-th point in this sweep's order. A plain function, not a closure over the manifold:
 * that would be an allocation per manifold per sweep, in the hot loop.
 */
function pointAt(m: StackManifold2, i: number, reversed: boolean): StackPoint2 {
  return m.points[reversed ? m.count - 1 - i : i] as StackPoint2;
}

/** A point's friction row, bounded by ±μ times its normal total as it stands now. */
function frictionRow(A: Motion, B: Motion, p: StackPoint2, t: Vec2, mu: number, accumulated: boolean): void {
  const limit = mu * p.normalImpulse;
  let d = -p.tangentMass * relativeVelocityAlong2(A, B, p.rA, p.rB, t);
  if (accumulated) {
    const total = Math.min(Math.max(p.tangentImpulse + d, -limit), limit);
    d = total - p.tangentImpulse;
    p.tangentImpulse = total;
  } else {
    d = Math.min(Math.max(d, -limit), limit);
    p.tangentImpulse += d;
  }
  applyImpulseInPlace2(A, B, p.rA, p.rB, t, d);
}

/** A point's normal row, towards its velocity bias. */
function normalRow(A: Motion, B: Motion, p: StackPoint2, n: Vec2, accumulated: boolean): void {
  let d = p.normalMass * (p.velocityBias - relativeVelocityAlong2(A, B, p.rA, p.rB, n));
  if (accumulated) {
    const total = Math.max(p.normalImpulse + d, 0);
    d = total - p.normalImpulse;
    p.normalImpulse = total;
  } else {
    d = Math.max(d, 0);
    p.normalImpulse += d;
  }
  applyImpulseInPlace2(A, B, p.rA, p.rB, n, d);
}

/**
 * Runs `count` sweeps (default 1) of the prepared step; `onSweep` is called after each, when
 * stackContacts2(world) shows the impulses and velocities that sweep left.
 */
export function iterateStack2(world: StackWorld2, count = 1, onSweep?: (world: StackWorld2) => void): void {
  expectPhase(world, 'solving', 'iterateStack2');
  integerAtLeast(count, 0, 'count');
  for (let i = 0; i < count; i++) {
    sweep(world);
    world.sweeps += 1;
    onSweep?.(world);
  }
}

/**
 * Split impulses: the same normal rows on a pseudo-velocity that starts at zero each step and
 * aims for the position correction, Δλ = m_n·(pushBias − vn_push), λ ← max(λ + Δλ, 0) (always
 * accumulated). The boxes move by (v + v_push)·Δt, and v_push is then dropped: the overlap is
 * removed without leaving the boxes moving apart.
 */
function pushApart(world: StackWorld2): void {
  const { bodies } = world;
  for (let i = 0; i < world.settings.iterations; i++) {
    for (const m of world.contacts.manifolds) {
      const A = (bodies[m.a] as StackBody2).push;
      const B = (bodies[m.b] as StackBody2).push;
      for (let k = 0; k < m.count; k++) {
        const p = m.points[k] as StackPoint2;
        const d = p.normalMass * (p.pushBias - relativeVelocityAlong2(A, B, p.rA, p.rB, m.normal));
        const total = Math.max(p.pushImpulse + d, 0);
        applyImpulseInPlace2(A, B, p.rA, p.rB, m.normal, total - p.pushImpulse);
        p.pushImpulse = total;
      }
    }
  }
}

/** Moves the boxes with their solved velocities (semi-implicit Euler) and finds the contacts again. */
export function finishStack2(world: StackWorld2): void {
  expectPhase(world, 'solving', 'finishStack2');
  const { bodies, settings } = world;
  const { dt } = settings;
  if (settings.positionCorrection === 'split') pushApart(world);
  for (const s of bodies) {
    if (s.isStatic) continue;
    const v = s.motion.v;
    const push = s.push;
    s.x += (v.x + push.v.x) * dt;
    s.y += (v.y + push.v.y) * dt;
    s.angle += (s.motion.w + push.w) * dt;
    s.cos = Math.cos(s.angle);
    s.sin = Math.sin(s.angle);
    push.v.x = 0;
    push.v.y = 0;
    push.w = 0;
  }
  world.phase = 'ready';
  world.steps += 1;
  world.contacts.update(bodies);
}

/** One whole step: prepareStack2, `iterations` sweeps, finishStack2. */
export function stepStack2(world: StackWorld2): void {
  prepareStack2(world);
  iterateStack2(world, world.settings.iterations);
  finishStack2(world);
}
