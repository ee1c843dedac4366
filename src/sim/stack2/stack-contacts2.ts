// Contact persistence for the box stacks: one manifold per touching pair, kept from step to step.
// Each step the pair is collided again; a new point whose feature id matches one of the pair's
// points from the last step inherits that point's accumulated normal and tangent impulses, which
// the next step applies first (warm starting). A pair that stops touching gives its manifold back
// to a pool, so a scene that settles allocates nothing per step.
import { inverseEffectiveMass2, relativeVelocityAlong2, type Body2, type Vec2 } from '../../solver';
import { BoxCollision2, collideBoxes2Into } from './box-collide2';
import type { StackBody2 } from './stack-body2';

/** One contact point and what the solver keeps for it. */
export class StackPoint2 {
  /** Feature id (box-collide2.ts): which faces and which end made the point. */
  id = 0;
  /** −1, or the side of the reference face that cut the incident face here (box-collide2.ts). */
  clip = -1;
  /** World position: halfway between the two surfaces. */
  readonly point: Vec2 = { x: 0, y: 0 };
  /** From each box's center to the point. */
  readonly rA: Vec2 = { x: 0, y: 0 };
  readonly rB: Vec2 = { x: 0, y: 0 };
  /**
   * When found, measured along the normal: ≤ 0, the boxes overlap by −separation here; with the
   * soft step's speculative margin also up to that margin (> 0: apart by that much).
   */
  separation = 0;
  /** v_rel·n when the point was found, before the next step's gravity: what restitution reflects. */
  approach = 0;
  /** Effective masses along n and t, from the solver (prepareStack2). */
  normalMass = 0;
  tangentMass = 0;
  /** The normal velocity the velocity sweeps aim for (≥ 0): max(Baumgarte bias, bounce). */
  velocityBias = 0;
  /** The pseudo-velocity the split-impulse sweeps aim for (β/Δt)·max(0, −separation − slop). */
  pushBias = 0;
  /** Accumulated impulses of this step so far (N·s): λn ≥ 0 along n, λt along t. */
  normalImpulse = 0;
  tangentImpulse = 0;
  /** Accumulated split impulse (the pseudo-velocity pass), ≥ 0. */
  pushImpulse = 0;
  /** The soft step only: the largest normal impulse one visit added this step (restitution's test). */
  maxNormalImpulse = 0;

  /**
   * Caches the point's effective masses along n and t, for every sweep of the step (both steps call
   * it once per point per step): m = 1/k, k = mA + mB + iA (rA×d)² + iB (rB×d)², Infinity when
   * k = 0. The solver's inverseEffectiveMass2, which is effectiveMass2's k without its input checks:
   * the step checked the boxes once, at its start (checkStackBodies2), and n, t come from the
   * collision, unit by construction. Checking them here, twice per point per step, took a sixth of
   * either step's time on the 55-box pyramid, and most of what V8 allocated per step.
   */
  cacheMasses(A: Body2, B: Body2, normal: Vec2, tangent: Vec2): void {
    const kn = inverseEffectiveMass2(A, B, this.rA, this.rB, normal);
    const kt = inverseEffectiveMass2(A, B, this.rA, this.rB, tangent);
    this.normalMass = kn > 0 ? 1 / kn : Infinity;
    this.tangentMass = kt > 0 ? 1 / kt : Infinity;
  }

  copyFrom(p: StackPoint2): void {
    this.id = p.id;
    this.clip = p.clip;
    Object.assign(this.point, p.point);
    Object.assign(this.rA, p.rA);
    Object.assign(this.rB, p.rB);
    this.separation = p.separation;
    this.approach = p.approach;
    this.normalMass = p.normalMass;
    this.tangentMass = p.tangentMass;
    this.velocityBias = p.velocityBias;
    this.pushBias = p.pushBias;
    this.normalImpulse = p.normalImpulse;
    this.tangentImpulse = p.tangentImpulse;
    this.pushImpulse = p.pushImpulse;
    this.maxNormalImpulse = p.maxNormalImpulse;
  }
}

/** A touching pair: body indices a < b, the normal from a to b, the tangent, 1 or 2 points. */
export class StackManifold2 {
  a = 0;
  b = 0;
  readonly normal: Vec2 = { x: 0, y: 0 };
  /** t = (−n_y, n_x): the friction direction. */
  readonly tangent: Vec2 = { x: 0, y: 0 };
  count = 0;
  readonly points: readonly [StackPoint2, StackPoint2] = [new StackPoint2(), new StackPoint2()];
  /** The contact search that last found the pair (a pair not found again is let go). */
  found = 0;

  clone(): StackManifold2 {
    const m = new StackManifold2();
    m.a = this.a;
    m.b = this.b;
    Object.assign(m.normal, this.normal);
    Object.assign(m.tangent, this.tangent);
    m.count = this.count;
    m.points[0].copyFrom(this.points[0]);
    m.points[1].copyFrom(this.points[1]);
    m.found = this.found;
    return m;
  }
}

/** The manifolds of a world and what the contact search reuses. */
export class StackContacts2 {
  /** Touching pairs in pair order: by a, then b. The solver visits them in this order. */
  manifolds: StackManifold2[] = [];
  /** Pair key a·N + b → its manifold. */
  readonly byPair: Map<number, StackManifold2> = new Map();
  private spare: StackManifold2[] = [];
  private readonly pool: StackManifold2[] = [];
  private readonly scratch = new BoxCollision2();
  private search = 0;
  /**
   * How far apart (m) the last search kept pairs and points: 0 (the PGS step, updateStackContacts2),
   * or the soft step's speculative margin.
   */
  margin = 0;

  constructor(readonly bodyCount: number) {}

  clone(): StackContacts2 {
    const c = new StackContacts2(this.bodyCount);
    c.search = this.search;
    c.margin = this.margin;
    for (const m of this.manifolds) {
      const copy = m.clone();
      c.manifolds.push(copy);
      c.byPair.set(copy.a * this.bodyCount + copy.b, copy);
    }
    return c;
  }

  /**
   * Collides every pair whose bounding boxes overlap (at least one side movable) and updates the
   * manifolds, matching points by feature id. Pairs are visited in a fixed order, so two runs of the
   * same scene are bit-identical. `margin` (m, default 0): keep pairs and points up to this far
   * apart too (the soft step's speculative points; collideBoxes2Into).
   */
  update(bodies: readonly StackBody2[], margin = 0): void {
    const search = ++this.search;
    this.margin = margin;
    const next = this.spare;
    next.length = 0;
    const out = this.scratch;
    const n = bodies.length;
    for (const s of bodies) {
      const c = Math.abs(s.cos);
      const sn = Math.abs(s.sin);
      s.reachX = s.halfWidth * c + s.halfHeight * sn;
      s.reachY = s.halfWidth * sn + s.halfHeight * c;
    }
    for (let i = 0; i < n; i++) {
      const A = bodies[i] as StackBody2;
      for (let j = i + 1; j < n; j++) {
        const B = bodies[j] as StackBody2;
        if (A.isStatic && B.isStatic) continue;
        if (
          Math.abs(B.x - A.x) > A.reachX + B.reachX + margin ||
          Math.abs(B.y - A.y) > A.reachY + B.reachY + margin
        )
          continue;
        if (collideBoxes2Into(A, B, out, margin) === 0) continue;
        const key = i * n + j;
        let m = this.byPair.get(key);
        if (!m) {
          m = this.pool.pop() ?? new StackManifold2();
          m.a = i;
          m.b = j;
          m.count = 0;
          this.byPair.set(key, m);
        }
        m.found = search;
        persist(m, out, A, B);
        next.push(m);
      }
    }
    for (const m of this.manifolds) {
      if (m.found === search) continue;
      this.byPair.delete(m.a * n + m.b);
      m.count = 0;
      this.pool.push(m);
    }
    this.spare = this.manifolds;
    this.manifolds = next;
  }
}

/**
 * Writes a fresh collision into the pair's manifold. A new point inherits the impulses of the old
 * point with the same feature id; an unmatched one starts from zero. The old ids and impulses are
 * read first, since the new points are written over the old ones.
 */
function persist(m: StackManifold2, out: BoxCollision2, A: StackBody2, B: StackBody2): void {
  const p0 = m.points[0];
  const p1 = m.points[1];
  const oldCount = m.count;
  const id0 = p0.id;
  const id1 = p1.id;
  const n0 = p0.normalImpulse;
  const t0 = p0.tangentImpulse;
  const n1 = p1.normalImpulse;
  const t1 = p1.tangentImpulse;

  const n = m.normal;
  n.x = out.nx;
  n.y = out.ny;
  m.tangent.x = -n.y;
  m.tangent.y = n.x;
  m.count = out.count;
  for (let k = 0; k < out.count; k++) {
    const p = m.points[k] as StackPoint2;
    const id = out.id[k] as number;
    p.id = id;
    p.clip = out.clip[k] as number;
    p.point.x = out.x[k] as number;
    p.point.y = out.y[k] as number;
    p.rA.x = p.point.x - A.x;
    p.rA.y = p.point.y - A.y;
    p.rB.x = p.point.x - B.x;
    p.rB.y = p.point.y - B.y;
    p.separation = out.separation[k] as number;
    p.approach = relativeVelocityAlong2(A.motion, B.motion, p.rA, p.rB, n);
    if (oldCount > 0 && id === id0) {
      p.normalImpulse = n0;
      p.tangentImpulse = t0;
    } else if (oldCount > 1 && id === id1) {
      p.normalImpulse = n1;
      p.tangentImpulse = t1;
    } else {
      p.normalImpulse = 0;
      p.tangentImpulse = 0;
    }
    p.pushImpulse = 0;
    p.maxNormalImpulse = 0;
  }
}

/**
 * What of a stack world (stack-world2.ts's StackWorld2) the contacts read: its boxes, its contacts and
 * whether a step is under way. Written here, not imported, so that the world, which holds the
 * contacts, and the contacts do not import each other.
 */
export interface StackContactsOf2 {
  readonly bodies: readonly StackBody2[];
  readonly contacts: StackContacts2;
  readonly phase: 'ready' | 'solving';
}

/**
 * Finds the contacts at the world's current positions, keeping the impulses of the points found
 * again. The step calls it after moving the boxes; call it yourself after moving or turning a box
 * by hand. Not during a step (between prepareStack2 and finishStack2).
 */
export function updateStackContacts2(world: StackContactsOf2): void {
  if (world.phase !== 'ready')
    throw new RangeError(
      'updateStackContacts2: the world is in the middle of a step (call finishStack2 first)',
    );
  world.contacts.update(world.bodies);
}

/** A contact point as a page reads it. */
export interface StackContact2 {
  /** Ids and indices of the two boxes; n points from a to b. */
  a: string;
  b: string;
  bodyA: number;
  bodyB: number;
  /** Feature id (describeFeature2 takes it apart). */
  feature: number;
  point: Vec2;
  normal: Vec2;
  /** When found: ≤ 0, overlap −separation (m); > 0 (the soft step's speculative points): apart. */
  separation: number;
  /** Accumulated impulses (N·s) so far in this step, or at its end. */
  normalImpulse: number;
  tangentImpulse: number;
  /** v_rel·n and v_rel·t at the current velocities (m/s). */
  normalVelocity: number;
  tangentVelocity: number;
}

/**
 * Every contact point, manifolds in pair order and points in order within each. Read it between
 * steps, or between sweeps of a step (iterateStack2) to watch the impulses converge.
 */
export function stackContacts2(world: StackContactsOf2): StackContact2[] {
  const rows: StackContact2[] = [];
  for (const m of world.contacts.manifolds) {
    const A = world.bodies[m.a] as StackBody2;
    const B = world.bodies[m.b] as StackBody2;
    for (let k = 0; k < m.count; k++) {
      const p = m.points[k] as StackPoint2;
      rows.push({
        a: A.id,
        b: B.id,
        bodyA: m.a,
        bodyB: m.b,
        feature: p.id,
        point: { x: p.point.x, y: p.point.y },
        normal: { x: m.normal.x, y: m.normal.y },
        separation: p.separation,
        normalImpulse: p.normalImpulse,
        tangentImpulse: p.tangentImpulse,
        normalVelocity: relativeVelocityAlong2(A.motion, B.motion, p.rA, p.rB, m.normal),
        tangentVelocity: relativeVelocityAlong2(A.motion, B.motion, p.rA, p.rB, m.tangent),
      });
    }
  }
  return rows;
}
