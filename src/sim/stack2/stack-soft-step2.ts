// The soft step (Box2D v3's solver) for the box-stack world: a second way to step the same world
// as stack-step2.ts's box2d-lite step. One collision pass per step, then `substeps` substeps of
// h = Δt/substeps, each:
//
//   1. integrate velocities   v += g·h
//   2. warm start             each point's running totals λn, λt applied again
//   3. solve (useBias)        one sweep: per manifold the normal rows as springs, then friction
//   4. integrate positions    p += v·h, θ += ω·h
//   5. relax (no bias)        `relaxIterations` sweeps of rigid rows
//
// then one restitution pass, and the totals stay on the points for the next step's warm start.
// The points are found once per step (at the end of the step before, as the PGS step finds them),
// with a speculative margin; between substeps each point's separation follows the boxes' motion
// since then.
//
// Sources, read not copied: Box2D v3.0 (github.com/erincatto/box2d, tag v3.0.0), src/solver.c
// (b2SolverStep's substep loop: integrate velocities, warm start, solve, integrate positions, relax;
// then restitution and store impulses), src/contact_solver.c (b2PrepareOverflowContacts,
// b2WarmStartOverflowContacts, b2SolveOverflowContacts, b2ApplyOverflowRestitution: the scalar
// form of the wide solver), src/world.c b2World_Step (contactHertz = min(hertz, ¼·substep rate);
// static contacts at twice that), src/core.h (b2_speculativeDistance = 4·b2_linearSlop); Erin Catto,
// "Soft Constraints" (GDC 2011) and "Solver2D" (box2d.org, 2024). The spring's coefficients are the
// solver's `softness` (src/solver/soft-step.ts), derived there.
//
// A manifold's points are visited first to last in every sweep, as Box2D does (`pointOrder` is the
// PGS step's; alternating the order, which the PGS step needs against sway, changes the soft
// step's 10-box stack by 0.2 mm in 10 s). What is this project's choice rather than Box2D's:
//   - warm start off zeroes the totals at the start of the step; within the step each substep
//     still applies the running totals (Box2D's overflow path does the same; its graph-coloured
//     path skips the warm start stage when warm starting is off);
//   - positions move by θ += ω·h as the PGS step moves them (Box2D integrates a rotation q).
import { applyImpulseInPlace2, relativeVelocityAlong2, softness, type Softness } from '../../solver';
import type { StackPoint2 } from './stack-contacts2';
import { integerIn, type StackWorld2 } from './stack-world2';
import { checkStackBodies2, type StackBody2 } from './stack-body2';
import { MAX_STACK_ITERATIONS, MAX_STACK_SUBSTEPS, type StackSettings2 } from './stack-settings2';
import { nonNegative, positive } from '../shared/validate';

/** The springs of one world's soft step: they depend on the settings alone, which are frozen. */
export interface SoftStepCoefficients2 {
  /** The substep h = Δt/substeps (s). */
  h: number;
  /** The contact spring's frequency after the cap: min(contactHertz, ¼·(1/h)). */
  hertz: number;
  /** softness(hertz, ζ, h): rows between two movable boxes. */
  contact: Softness;
  /** softness(2·hertz, ζ, h): rows against a static box (Box2D v3's staticSoftness). */
  static: Softness;
}

/*
 * The spring's frequency. A spring integrated implicitly is stable at any frequency, but one
 * faster than the substep resolves is rigid in effect (softness → Baumgarte with β = 1, see
 * soft-step.ts) and jitters: Box2D v3 caps it at a quarter of the substep rate, so that h·ω ≤ π/2,
 *   hertz = min(contactHertz, 0.25/h),
 * and gives rows against a static body twice that ("stiffer for static contacts to avoid bodies
 * getting pushed through the ground"). With the defaults (60 Hz, 4 substeps, h = 1/240 s): 30 Hz
 * between boxes (hω = π/4) and 60 Hz against the ground (hω = π/2).
 */
export function softStepCoefficients2(settings: Readonly<StackSettings2>): SoftStepCoefficients2 {
  checkSoftSettings2(settings);
  const h = settings.dt / settings.substeps;
  const hertz = Math.min(settings.contactHertz, 0.25 / h);
  const zeta = settings.contactDampingRatio;
  return { h, hertz, contact: softness(hertz, zeta, h), static: softness(2 * hertz, zeta, h) };
}

/**
 * The soft step's own settings, checked when a world is first stepped with it (or its coefficients
 * asked for), not when the world is made: a RangeError names the field, as the world's checks do.
 */
export function checkSoftSettings2(s: Readonly<StackSettings2>): void {
  integerIn(s.substeps, 1, MAX_STACK_SUBSTEPS, 'substeps');
  integerIn(s.relaxIterations, 0, MAX_STACK_ITERATIONS, 'relaxIterations');
  nonNegative(s.contactHertz, 'contactHertz');
  nonNegative(s.contactDampingRatio, 'contactDampingRatio');
  positive(s.maxPushOut, 'maxPushOut');
  nonNegative(s.speculativeMargin, 'speculativeMargin');
}

/** What one world's soft step reuses from step to step (no allocation per step). */
interface SoftScratch {
  readonly k: SoftStepCoefficients2;
  /** Per box i: x, y, θ at the collision pass (start[3i..3i+2]). */
  readonly start: Float64Array;
  /**
   * Per box i, since the collision pass: the center's displacement (dx, dy) and the rotation by
   * dθ as c1 = cos dθ − 1, sn = sin dθ (move[4i..4i+3]); all 0 for a static box.
   */
  readonly move: Float64Array;
}

const scratches = new WeakMap<StackWorld2, SoftScratch>();

function scratchOf(world: StackWorld2): SoftScratch {
  let s = scratches.get(world);
  if (!s) {
    const n = world.bodies.length;
    s = {
      k: softStepCoefficients2(world.settings),
      start: new Float64Array(3 * n),
      move: new Float64Array(4 * n),
    };
    scratches.set(world, s);
  }
  return s;
}

/*
 * A point's separation during the substeps. The collision pass found the point with separation s₀
 * and arms rA, rB (from each box's center, held fixed for the step: Box2D's "fixed anchors"). Box K
 * has since moved its center by d_K = (dx, dy) and turned by dθ_K, so the material point at rK has
 * moved by
 *   δ_K = d_K + (R(dθ_K) − I)·rK,   (R − I)·r = (c1·r.x − sn·r.y, sn·r.x + c1·r.y)
 * with c1 = cos dθ − 1 (written −2 sin²(dθ/2), which keeps its digits for small turns) and
 * sn = sin dθ. The gap along the normal n (A to B) grows by what B's point moved along n minus A's:
 *   s = s₀ + n·(δ_B − δ_A)
 * the first-order update Box2D v3 makes (b2SolveContact: s = dot(ds, n) + baseSeparation with
 * ds = dp + qB·rB − qA·rA and baseSeparation = s₀ − dot(rB − rA, n): the same sum, grouped
 * differently). Before the first position integration every δ is exactly 0, and s = s₀.
 */
function separationNow(
  p: StackPoint2,
  nx: number,
  ny: number,
  move: Float64Array,
  ia: number,
  ib: number,
): number {
  const rA = p.rA;
  const rB = p.rB;
  const c1A = move[ia + 2] as number;
  const snA = move[ia + 3] as number;
  const c1B = move[ib + 2] as number;
  const snB = move[ib + 3] as number;
  const dAx = (move[ia] as number) + c1A * rA.x - snA * rA.y;
  const dAy = (move[ia + 1] as number) + snA * rA.x + c1A * rA.y;
  const dBx = (move[ib] as number) + c1B * rB.x - snB * rB.y;
  const dBy = (move[ib + 1] as number) + snB * rB.x + c1B * rB.y;
  return p.separation + nx * (dBx - dAx) + ny * (dBy - dAy);
}

/*
 * One sweep of the soft step over every manifold: the normal rows, then the friction rows (Box2D
 * v3's order: friction's bound μ·λn reads the normal total this sweep just set).
 *
 * A normal row, with m = normalMass (1/kn along n, StackPoint2.cacheMasses), vn = v_rel·n now, λ = the point's
 * running total λn and s its separation now (separationNow):
 *   s > 0 (speculative: the boxes are apart here): bias = s/h, massScale 1, impulseScale 0. The
 *     row lets vn go down to −s/h, which closes the gap in exactly this substep, and no further:
 *     it pushes only when the boxes would otherwise pass into each other within the substep.
 *   s ≤ 0 and useBias (solve): bias = max(biasRate·s, −maxPushOut), the spring's scales. The cap
 *     keeps a deep overlap from being pushed apart faster than maxPushOut.
 *   s ≤ 0 and not useBias (relax): bias 0, massScale 1, impulseScale 0, the rigid row: it takes
 *     out of the velocities the push the solve put in (the positions have already moved with it).
 *   Δ = −m·massScale·(vn + bias) − impulseScale·λ,   λ ← max(λ + Δ, 0),   applied = the change
 * (softness's derivation: the implicit spring's impulse, whose fixed point a row revisited keeps).
 * The largest `applied` of the step is kept in maxNormalImpulse for restitution.
 *
 * A friction row is rigid in both passes: Δ = −tangentMass·vt, λt ← clamp(λt + Δ, −μ·λn, μ·λn).
 */
function softSweep(world: StackWorld2, scratch: SoftScratch, useBias: boolean): void {
  const { bodies, settings } = world;
  const { k, move } = scratch;
  const mu = settings.friction;
  const pushOut = -settings.maxPushOut;
  const invH = 1 / k.h;
  for (const m of world.contacts.manifolds) {
    const A = (bodies[m.a] as StackBody2).motion;
    const B = (bodies[m.b] as StackBody2).motion;
    const n = m.normal;
    const t = m.tangent;
    const spring = A.invMass === 0 || B.invMass === 0 ? k.static : k.contact;
    const ia = 4 * m.a;
    const ib = 4 * m.b;
    for (let i = 0; i < m.count; i++) {
      const p = m.points[i] as StackPoint2;
      const s = separationNow(p, n.x, n.y, move, ia, ib);
      let bias = 0;
      let massScale = 1;
      let impulseScale = 0;
      if (s > 0) {
        bias = s * invH;
      } else if (useBias) {
        bias = Math.max(spring.biasRate * s, pushOut);
        massScale = spring.massScale;
        impulseScale = spring.impulseScale;
      }
      const vn = relativeVelocityAlong2(A, B, p.rA, p.rB, n);
      const total = p.normalImpulse;
      const next = Math.max(total - p.normalMass * massScale * (vn + bias) - impulseScale * total, 0);
      const applied = next - total;
      p.normalImpulse = next;
      if (applied > p.maxNormalImpulse) p.maxNormalImpulse = applied;
      applyImpulseInPlace2(A, B, p.rA, p.rB, n, applied);
    }
    for (let i = 0; i < m.count; i++) {
      const p = m.points[i] as StackPoint2;
      const limit = mu * p.normalImpulse;
      const total = p.tangentImpulse;
      const next = Math.min(
        Math.max(total - p.tangentMass * relativeVelocityAlong2(A, B, p.rA, p.rB, t), -limit),
        limit,
      );
      p.tangentImpulse = next;
      applyImpulseInPlace2(A, B, p.rA, p.rB, t, next - total);
    }
  }
}

/*
 * Restitution, once after the substeps (b2ApplyOverflowRestitution). The approach speed is
 * p.approach, v_rel·n when the point was found: the velocities the step started from, before any
 * substep's gravity (Box2D's relativeVelocity, saved in its prepare). A point bounces only if it
 * approached faster than the threshold (approach < −restitutionThreshold) and the substeps pushed
 * on it (maxNormalImpulse > 0: a speculative point that never closed did not collide). Its row then
 * aims the normal velocity at −e·approach, rigid, clamped as before:
 *   Δ = −m·(vn + e·approach),   λ ← max(λ + Δ, 0)
 * One pass, points in order (Box2D notes that iterating would matter only for two-point manifolds).
 */
function restitutionPass(world: StackWorld2): void {
  const { bodies, settings } = world;
  const e = settings.restitution;
  if (e === 0) return;
  const threshold = -settings.restitutionThreshold;
  for (const m of world.contacts.manifolds) {
    const A = (bodies[m.a] as StackBody2).motion;
    const B = (bodies[m.b] as StackBody2).motion;
    for (let i = 0; i < m.count; i++) {
      const p = m.points[i] as StackPoint2;
      if (p.approach > threshold || p.maxNormalImpulse === 0) continue;
      const vn = relativeVelocityAlong2(A, B, p.rA, p.rB, m.normal);
      const total = p.normalImpulse;
      const next = Math.max(total - p.normalMass * (vn + e * p.approach), 0);
      const applied = next - total;
      p.normalImpulse = next;
      if (applied > p.maxNormalImpulse) p.maxNormalImpulse = applied;
      applyImpulseInPlace2(A, B, p.rA, p.rB, m.normal, applied);
    }
  }
}

/**
 * One soft step of the stack world (Box2D v3's solver; see the header): `substeps` substeps of
 * integrate velocities, warm start, solve (the contacts as springs), integrate positions and
 * `relaxIterations` relax sweeps; then restitution, and the contacts found again (with the
 * speculative margin) at the new positions, each point keeping its totals by feature id.
 * Reads the settings' soft fields (substeps, relaxIterations, contactHertz, contactDampingRatio,
 * maxPushOut, speculativeMargin) and dt, gravity, warmStart, friction, restitution,
 * restitutionThreshold. Not during a PGS step (between prepareStack2 and finishStack2). Allocates
 * nothing once the scene's pairs have met (the first call builds the world's scratch).
 * The contacts are found with the speculative margin; a world whose contacts were found without it
 * (created, or last stepped by stepStack2) has them found again first, at the same positions.
 */
export function stepStackSoft2(world: StackWorld2): void {
  if (world.phase !== 'ready')
    throw new RangeError('stepStackSoft2: the world is in the middle of a step (call finishStack2 first)');
  const scratch = scratchOf(world);
  const { bodies, settings } = world;
  checkStackBodies2(bodies, 'stepStackSoft2');
  const margin = settings.speculativeMargin;
  // Contacts found without the margin (a new world, a PGS step, updateStackContacts2): find them
  // again here with it. The boxes have not moved, so every point found before is found again and
  // keeps its totals; the new ones are the speculative points.
  if (world.contacts.margin !== margin) world.contacts.update(bodies, margin);
  const { start, move } = scratch;
  const { h } = scratch.k;
  const { gravity, warmStart, substeps, relaxIterations } = settings;

  // Prepare: where each box is (the contacts were found here), and per point the effective masses
  // along n and t, which hold for the step (fixed anchors); the totals from the last step, or 0.
  for (let i = 0; i < bodies.length; i++) {
    const b = bodies[i] as StackBody2;
    start[3 * i] = b.x;
    start[3 * i + 1] = b.y;
    start[3 * i + 2] = b.angle;
    move.fill(0, 4 * i, 4 * i + 4);
  }
  for (const m of world.contacts.manifolds) {
    const A = (bodies[m.a] as StackBody2).motion;
    const B = (bodies[m.b] as StackBody2).motion;
    for (let i = 0; i < m.count; i++) {
      const p = m.points[i] as StackPoint2;
      p.cacheMasses(A, B, m.normal, m.tangent);
      p.maxNormalImpulse = 0;
      if (!warmStart) {
        p.normalImpulse = 0;
        p.tangentImpulse = 0;
      }
    }
  }

  let sweeps = 0;
  for (let k = 0; k < substeps; k++) {
    // 1. Gravity over the substep.
    for (const b of bodies) {
      if (b.isStatic) continue;
      b.motion.v.x += gravity.x * h;
      b.motion.v.y += gravity.y * h;
    }
    // 2. Warm start: the running totals applied again (last step's at the first substep, this
    //    step's so far after it), as P = λn·n + λt·t.
    for (const m of world.contacts.manifolds) {
      const A = (bodies[m.a] as StackBody2).motion;
      const B = (bodies[m.b] as StackBody2).motion;
      for (let i = 0; i < m.count; i++) {
        const p = m.points[i] as StackPoint2;
        applyImpulseInPlace2(A, B, p.rA, p.rB, m.normal, p.normalImpulse);
        applyImpulseInPlace2(A, B, p.rA, p.rB, m.tangent, p.tangentImpulse);
      }
    }
    // 3. Solve: the springs (and the speculative rows).
    softSweep(world, scratch, true);
    sweeps += 1;
    // 4. Positions, and each box's motion since the collision pass for separationNow.
    for (let i = 0; i < bodies.length; i++) {
      const b = bodies[i] as StackBody2;
      if (b.isStatic) continue;
      const { v, w } = b.motion;
      b.x += v.x * h;
      b.y += v.y * h;
      b.angle += w * h;
      const turn = b.angle - (start[3 * i + 2] as number);
      const half = Math.sin(0.5 * turn);
      move[4 * i] = b.x - (start[3 * i] as number);
      move[4 * i + 1] = b.y - (start[3 * i + 1] as number);
      move[4 * i + 2] = -2 * half * half;
      move[4 * i + 3] = Math.sin(turn);
    }
    // 5. Relax: rigid rows, no bias but the speculative one.
    for (let r = 0; r < relaxIterations; r++) {
      softSweep(world, scratch, false);
      sweeps += 1;
    }
  }
  restitutionPass(world);

  for (const b of bodies) {
    if (b.isStatic) continue;
    b.cos = Math.cos(b.angle);
    b.sin = Math.sin(b.angle);
  }
  world.sweeps = sweeps;
  world.steps += 1;
  world.contacts.update(bodies, margin);
}
