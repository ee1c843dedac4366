// A box of a stack world (stack-world2.ts): its pose, its motion in the solver's shape, and what
// the broad phase and the drift measures read. Its own file so that the contacts (stack-contacts2.ts)
// and the world, which holds the contacts, both read it without importing each other.
import type { Body2, Vec2 } from '../../solver';
import type { BoxPose2 } from './box-collide2';

/** A box in the world. The solver's helpers read and write `motion` in place. */
export class StackBody2 implements BoxPose2 {
  x: number;
  y: number;
  angle: number;
  /** cos θ, sin θ: the collision routine's rotation, computed once per step. */
  cos: number;
  sin: number;
  /** Inverse mass, inverse inertia and velocity in the contract's shape (both 0 for a static box). */
  readonly motion: Body2;
  /** The split-impulse pseudo-velocity: moves the box in the step it is found, then is reset. */
  readonly push: Body2;
  /** Reach of the box along world x and y (half the sides of its bounding box), for the broad phase. */
  reachX = 0;
  reachY = 0;

  constructor(
    readonly id: string,
    readonly halfWidth: number,
    readonly halfHeight: number,
    /** kg (Infinity for a static box). */
    readonly mass: number,
    /** m (w² + h²)/12 about the center, kg·m² (Infinity for a static box). */
    readonly inertia: number,
    /** Where the box started, for the drift measures. */
    readonly start: Readonly<Vec2>,
    x: number,
    y: number,
    angle: number,
    motion: Body2,
  ) {
    this.x = x;
    this.y = y;
    this.angle = angle;
    this.cos = Math.cos(angle);
    this.sin = Math.sin(angle);
    this.motion = motion;
    this.push = { invMass: motion.invMass, invInertia: motion.invInertia, v: { x: 0, y: 0 }, w: 0 };
  }

  get isStatic(): boolean {
    return this.motion.invMass === 0;
  }

  clone(): StackBody2 {
    const m = this.motion;
    const copy = new StackBody2(
      this.id,
      this.halfWidth,
      this.halfHeight,
      this.mass,
      this.inertia,
      this.start,
      this.x,
      this.y,
      this.angle,
      { invMass: m.invMass, invInertia: m.invInertia, v: { x: m.v.x, y: m.v.y }, w: m.w },
    );
    copy.push.v.x = this.push.v.x;
    copy.push.v.y = this.push.v.y;
    copy.push.w = this.push.w;
    return copy;
  }
}

/**
 * Every box's pose and motion finite, checked once at the start of a step (`step` names it): between
 * steps a caller may have moved or pushed a box by hand (the world's fields are writable), and the
 * step's loops, which visit each contact point many times, trust the boxes. A RangeError names the
 * box and the field. One sum per box on the way through; the fields are told apart only when it is
 * not finite (a sum of finite values can overflow, so each is looked at before anything is thrown).
 */
export function checkStackBodies2(bodies: readonly StackBody2[], step: string): void {
  for (let i = 0; i < bodies.length; i++) {
    const b = bodies[i] as StackBody2;
    const { v, w } = b.motion;
    if (Number.isFinite(b.x + b.y + b.angle + v.x + v.y + w)) continue;
    const fields: [string, number][] = [
      ['x', b.x],
      ['y', b.y],
      ['angle', b.angle],
      ['motion.v.x', v.x],
      ['motion.v.y', v.y],
      ['motion.w', w],
    ];
    for (const [field, x] of fields)
      if (!Number.isFinite(x))
        throw new RangeError(`${step}: bodies[${i}].${field} must be a finite number (got ${x})`);
  }
}
