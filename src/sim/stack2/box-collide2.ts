// Box–box contact in 2D: a separating-axis test picks the face the two boxes overlap least across,
// and the other box's edge that faces it is clipped to that face's extent. Up to two points, each
// with its separation and a feature id that names the edges it came from, so the stepper can match
// a point with the same point one step later. The idea is box2d-lite's (Erin Catto,
// src/Collide.cpp); the code and its choices (the tolerance, the ids, where a point sits) are the
// site's own.
//
// Frames. A box K has center c_K, angle θ_K, axes e1 = (cos θ, sin θ), e2 = (−sin θ, cos θ) and
// half extents (hx, hy). Its faces, counter-clockwise: 0 = +e1, 1 = +e2, 2 = −e1, 3 = −e2; its
// corners, in body coordinates: 0 = (hx, −hy), 1 = (hx, hy), 2 = (−hx, hy), 3 = (−hx, −hy).
// Face f runs from corner f to corner f + 1 (mod 4).
//
// Separating axes. With d = c_B − c_A, the gap across A's face axis e_iA is
//   s = |d·e_iA| − h_iA − (hxB |e_iA·e1B| + hyB |e_iA·e2B|)
// (the distance between the centers along the axis minus both boxes' reach along it), and the same
// with A and B swapped for B's axes. s > 0 on any of the four axes: the boxes do not touch. Else
// the axis with the largest s (least overlap) gives the contact normal.
import type { Vec2 } from '../../solver';

/** A box's placement as the collision routine reads it: center, cos/sin of its angle, half extents. */
export interface BoxPose2 {
  x: number;
  y: number;
  cos: number;
  sin: number;
  halfWidth: number;
  halfHeight: number;
}

/**
 * Which axis wins. A later candidate (the order is A's two face axes, then B's) replaces the best
 * so far only if its gap is larger by more than this share of the overlap plus this share of the
 * smaller box's smaller half extent. Two parallel faces (a box resting on a box) have equal gaps
 * on A's and B's axes; without the margin, rounding and the slightest tilt would flip the
 * reference face from step to step, and every flip changes the contact's ids (no warm start).
 */
const AXIS_SWITCH_RELATIVE = 0.05;
const AXIS_SWITCH_ABSOLUTE = 0.005;

/**
 * Where the routine writes its result (reused from call to call: no allocation). Normal from A to
 * B; per point: the point in the world, its separation (≤ 0: overlapping by −separation), its
 * feature id, and which side of the reference face clipped it (−1: none, the point is a corner).
 */
export class BoxCollision2 {
  count = 0;
  nx = 0;
  ny = 0;
  readonly x: number[] = [0, 0];
  readonly y: number[] = [0, 0];
  readonly separation: number[] = [0, 0];
  readonly id: number[] = [0, 0];
  readonly clip: number[] = [-1, -1];
}

/**
 * A point's feature id, one integer in 0..63:
 *   id = ((reference · 4 + referenceFace) · 4 + incidentFace) · 2 + end
 * reference: 0 when the reference face is A's, 1 when it is B's; referenceFace, incidentFace: face
 * indices 0–3 on their boxes; end: 0 or 1, which end of the incident face the point comes from
 * (its corner incidentFace + end, or where the reference face's side cut the face off).
 * Whether the end was cut off is not part of the id: a box on an equal box has its corners right at
 * the reference face's corners, and rounding decides from step to step whether they are cut; the
 * point is the same contact either way, and must keep its impulses.
 */
export const featureId2 = (
  referenceIsB: boolean,
  referenceFace: number,
  incidentFace: number,
  end: number,
): number => (((referenceIsB ? 1 : 0) * 4 + referenceFace) * 4 + incidentFace) * 2 + end;

/** A feature id taken apart, for readouts: the faces and corners that made the point. */
export interface Feature2 {
  /** Whose face the other box's edge was clipped against. */
  reference: 'A' | 'B';
  referenceFace: number;
  incidentFace: number;
  /** The incident box's corner at this end of its face. */
  incidentCorner: number;
}

export function describeFeature2(id: number): Feature2 {
  const end = id % 2;
  const incidentFace = Math.floor(id / 2) % 4;
  const referenceFace = Math.floor(id / 8) % 4;
  return {
    reference: Math.floor(id / 32) === 1 ? 'B' : 'A',
    referenceFace,
    incidentFace,
    incidentCorner: (incidentFace + end) % 4,
  };
}

// Corner k of a box in body coordinates (see the header): x is +hx for corners 0 and 1, y is +hy
// for corners 1 and 2.
const cornerX = (k: number, hx: number): number => (k < 2 ? hx : -hx);
const cornerY = (k: number, hy: number): number => (k === 1 || k === 2 ? hy : -hy);

/**
 * Collides boxes A and B and writes up to two contact points into `out`; returns their number.
 *
 * 1. Reference face: the winning axis e (of box R, either A or B), pointed from R toward the other
 *    box I, is the face normal n_R; the face lies h_R along it from c_R and spans τ ∈ [−L, L]
 *    along u = (−n_R.y, n_R.x), which runs from R's corner f to corner f + 1.
 * 2. Incident face: I's face whose outward normal is most opposed to n_R.
 * 3. Clipping: each end p_k of the incident face with τ_k = (p_k − c_R)·u outside [−L, L] moves
 *    along the face to τ = ±L (the face is a straight segment, so τ is linear along it).
 * 4. Each end's separation is s_k = (p_k − c_R)·n_R − h_R; ends with s_k > 0 are not touching.
 *    The point reported is halfway between p_k and the reference face, p_k − ½ s_k n_R: the same
 *    point whichever box is called A.
 * The normal reported goes from A to B: n_R when R is A, −n_R when R is B.
 *
 * `margin` (m, default 0): also keep ends apart by up to this much (0 < s_k ≤ margin), and pairs
 * whose gap on every axis is at most it. The soft step (stack-soft-step2.ts) asks for such
 * speculative points, as Box2D v3's manifolds keep points up to b2_speculativeDistance apart. At
 * margin 0 every comparison is the one without it (x > 0 + 0 is x > 0).
 */
export function collideBoxes2Into(A: BoxPose2, B: BoxPose2, out: BoxCollision2, margin = 0): number {
  out.count = 0;
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const a1x = A.cos;
  const a1y = A.sin;
  const b1x = B.cos;
  const b1y = B.sin;
  // C = R_Aᵀ R_B: c_ij = e_iA·e_jB (e2 = perp(e1), so e2A·e1B etc. follow from the angles' cos/sin).
  const c11 = Math.abs(a1x * b1x + a1y * b1y);
  const c12 = Math.abs(-a1x * b1y + a1y * b1x);
  const c21 = Math.abs(-a1y * b1x + a1x * b1y);
  const c22 = c11;
  const hAx = A.halfWidth;
  const hAy = A.halfHeight;
  const hBx = B.halfWidth;
  const hBy = B.halfHeight;

  const dA1 = dx * a1x + dy * a1y;
  const dA2 = -dx * a1y + dy * a1x;
  const dB1 = dx * b1x + dy * b1y;
  const dB2 = -dx * b1y + dy * b1x;
  const sA1 = Math.abs(dA1) - hAx - (hBx * c11 + hBy * c12);
  if (sA1 > margin) return 0;
  const sA2 = Math.abs(dA2) - hAy - (hBx * c21 + hBy * c22);
  if (sA2 > margin) return 0;
  const sB1 = Math.abs(dB1) - hBx - (hAx * c11 + hAy * c21);
  if (sB1 > margin) return 0;
  const sB2 = Math.abs(dB2) - hBy - (hAx * c12 + hAy * c22);
  if (sB2 > margin) return 0;

  const switchMargin = AXIS_SWITCH_ABSOLUTE * Math.min(hAx, hAy, hBx, hBy);
  let axis = 0;
  let best = sA1;
  if (sA2 > best + AXIS_SWITCH_RELATIVE * -best + switchMargin) {
    axis = 1;
    best = sA2;
  }
  if (sB1 > best + AXIS_SWITCH_RELATIVE * -best + switchMargin) {
    axis = 2;
    best = sB1;
  }
  if (sB2 > best + AXIS_SWITCH_RELATIVE * -best + switchMargin) axis = 3;

  // 1. The reference face.
  const referenceIsB = axis >= 2;
  const R = referenceIsB ? B : A;
  const I = referenceIsB ? A : B;
  const alongX = axis % 2 === 0;
  const ex = alongX ? R.cos : -R.sin;
  const ey = alongX ? R.sin : R.cos;
  // From R toward I: +d when R is A, −d when R is B.
  const toward = (referenceIsB ? -1 : 1) * (dx * ex + dy * ey);
  const sign = toward >= 0 ? 1 : -1;
  const nRx = sign * ex;
  const nRy = sign * ey;
  const h = alongX ? R.halfWidth : R.halfHeight;
  const L = alongX ? R.halfHeight : R.halfWidth;
  const referenceFace = (alongX ? 0 : 1) + (sign < 0 ? 2 : 0);
  const ux = -nRy;
  const uy = nRx;

  // 2. The incident face: the smallest of n_R·(outward normal) over I's faces +e1, +e2, −e1, −e2.
  const n1 = nRx * I.cos + nRy * I.sin;
  const n2 = -nRx * I.sin + nRy * I.cos;
  let incidentFace = 0;
  let lowest = n1;
  if (n2 < lowest) {
    incidentFace = 1;
    lowest = n2;
  }
  if (-n1 < lowest) {
    incidentFace = 2;
    lowest = -n1;
  }
  if (-n2 < lowest) incidentFace = 3;
  const k0 = incidentFace;
  const k1 = (incidentFace + 1) % 4;
  const l0x = cornerX(k0, I.halfWidth);
  const l0y = cornerY(k0, I.halfHeight);
  const l1x = cornerX(k1, I.halfWidth);
  const l1y = cornerY(k1, I.halfHeight);
  const p0x = I.x + I.cos * l0x - I.sin * l0y;
  const p0y = I.y + I.sin * l0x + I.cos * l0y;
  const p1x = I.x + I.cos * l1x - I.sin * l1y;
  const p1y = I.y + I.sin * l1x + I.cos * l1y;

  // 3. Clip both ends to τ ∈ [−L, L].
  const t0 = (p0x - R.x) * ux + (p0y - R.y) * uy;
  const t1 = (p1x - R.x) * ux + (p1y - R.y) * uy;
  if ((t0 < -L && t1 < -L) || (t0 > L && t1 > L)) return 0;
  for (let end = 0; end < 2; end++) {
    const t = end === 0 ? t0 : t1;
    const tOther = end === 0 ? t1 : t0;
    let px = end === 0 ? p0x : p1x;
    let py = end === 0 ? p0y : p1y;
    let clip = -1;
    if (t < -L || t > L) {
      const bound = t < -L ? -L : L;
      clip = t < -L ? 0 : 1;
      // Along the face from this end toward the other, τ changes linearly from t to tOther.
      const f = (bound - t) / (tOther - t);
      px += f * ((end === 0 ? p1x : p0x) - px);
      py += f * ((end === 0 ? p1y : p0y) - py);
    }
    // 4. Separation from the reference face; keep touching or overlapping ends.
    const s = (px - R.x) * nRx + (py - R.y) * nRy - h;
    if (s > margin) continue;
    const k = out.count;
    out.x[k] = px - 0.5 * s * nRx;
    out.y[k] = py - 0.5 * s * nRy;
    out.separation[k] = s;
    out.id[k] = featureId2(referenceIsB, referenceFace, incidentFace, end);
    out.clip[k] = clip;
    out.count = k + 1;
  }
  out.nx = referenceIsB ? -nRx : nRx;
  out.ny = referenceIsB ? -nRy : nRy;
  return out.count;
}

/** A box as a page or test describes it: center, angle (rad), half extents. */
export interface BoxGeometry2 {
  x: number;
  y: number;
  angle: number;
  halfWidth: number;
  halfHeight: number;
}

export interface BoxContactPoint2 {
  point: Vec2;
  /** ≤ 0: the boxes overlap by −separation at this point (measured along the normal). */
  separation: number;
  /** See featureId2 / describeFeature2. */
  id: number;
  /** −1 when the point is the incident box's corner; 0 or 1 when the reference face's side at its
   *  corner referenceFace (0) or referenceFace + 1 (1) cut the incident face there. */
  clip: number;
}

export interface BoxManifold2 {
  /** Unit normal from A to B (zero when there are no points). */
  normal: Vec2;
  points: BoxContactPoint2[];
}

const posed = (b: BoxGeometry2): BoxPose2 => ({
  x: b.x,
  y: b.y,
  cos: Math.cos(b.angle),
  sin: Math.sin(b.angle),
  halfWidth: b.halfWidth,
  halfHeight: b.halfHeight,
});

/** collideBoxes2Into for pages and tests: plain objects in, a fresh manifold out. */
export function collideBoxes2(a: BoxGeometry2, b: BoxGeometry2): BoxManifold2 {
  const out = new BoxCollision2();
  const count = collideBoxes2Into(posed(a), posed(b), out);
  const points: BoxContactPoint2[] = [];
  for (let k = 0; k < count; k++) {
    points.push({
      point: { x: out.x[k] as number, y: out.y[k] as number },
      separation: out.separation[k] as number,
      id: out.id[k] as number,
      clip: out.clip[k] as number,
    });
  }
  return { normal: count > 0 ? { x: out.nx, y: out.ny } : { x: 0, y: 0 }, points };
}
