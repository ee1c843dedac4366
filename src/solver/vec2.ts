// Small pure 2D helpers. Nothing here allocates more than the returned vector.
import type { Vec2 } from './types';

export const vec2 = (x: number, y: number): Vec2 => ({ x, y });
export const zero = (): Vec2 => ({ x: 0, y: 0 });
export const copy = (a: Vec2): Vec2 => ({ x: a.x, y: a.y });

export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec2, s: number): Vec2 => ({ x: s * a.x, y: s * a.y });
export const neg = (a: Vec2): Vec2 => ({ x: -a.x, y: -a.y });
/** a + s·b, the shape of every velocity update. */
export const addScaled = (a: Vec2, b: Vec2, s: number): Vec2 => ({ x: a.x + s * b.x, y: a.y + s * b.y });

export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;

/** r × j = r_x j_y − r_y j_x: the z component of the 3D cross product of in-plane vectors. */
export const cross = (r: Vec2, j: Vec2): number => r.x * j.y - r.y * j.x; // [eq:ni-cross-2d] [port:ni-cross-scalar]

/** ω × r = (−ω r_y, ω r_x): a spin about z crossed with an in-plane vector. */
export const crossSV = (w: number, r: Vec2): Vec2 => ({ x: -w * r.y, y: w * r.x }); // [eq:ni-cross-2d]

/** (−a_y, a_x): a turned a quarter turn counter-clockwise; the tangent is t = perp(n). */
export const perp = (a: Vec2): Vec2 => ({ x: -a.y, y: a.x });

export const length = (a: Vec2): number => Math.hypot(a.x, a.y);

/** a / |a|; the zero vector stays zero (callers that need a direction check first). */
export const normalize = (a: Vec2): Vec2 => {
  const l = Math.hypot(a.x, a.y);
  return l > 0 ? { x: a.x / l, y: a.y / l } : { x: 0, y: 0 };
};

/** Unit vector at angle θ (radians) from +x, counter-clockwise. */
export const fromAngle = (theta: number): Vec2 => ({ x: Math.cos(theta), y: Math.sin(theta) });

/** Velocity of the point at offset r from the center of mass: v_c = v + ω × r. */
export const pointVelocity = (v: Vec2, w: number, r: Vec2): Vec2 => ({ x: v.x - w * r.y, y: v.y + w * r.x }); // [eq:ni-contact-velocity]
