// An independent statement of the normal-impulse page's physics (not the site's solver), for this
// chapter's declarations (normal-impulse.scrubs.ts, normal-impulse.links.ts): what its widgets and
// steps must show, worked here by hand.

import type { TwoBodies2 } from './support';

export interface CollisionInput extends TwoBodies2 {
  normalDeg: number;
  e: number;
}

export const DEFAULTS: CollisionInput = {
  mA: 2,
  IA: 0.5,
  fixA: false,
  rAx: 0.8,
  rAy: 0.5,
  vAx: 3,
  vAy: 0.5,
  wA: 0,
  mB: 1,
  IB: 0.25,
  fixB: false,
  rBx: -0.6,
  rBy: -0.3,
  vBx: -1,
  vBy: 0,
  wB: 1,
  normalDeg: 0,
  e: 0.5,
};

/**
 * vn = (v_cB − v_cA)·n, k = 1/mA + 1/mB + (rA×n)²/IA + (rB×n)²/IB, j = max(0, −(1+e)·vn/k).
 */
export function expectedCollision(over: Partial<CollisionInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const a = p.normalDeg * (Math.PI / 180);
  const n = { x: Math.cos(a), y: Math.sin(a) };
  const invMA = p.fixA ? 0 : 1 / p.mA;
  const invMB = p.fixB ? 0 : 1 / p.mB;
  const invIA = p.fixA ? 0 : 1 / p.IA;
  const invIB = p.fixB ? 0 : 1 / p.IB;
  const vcA = { x: p.vAx - p.wA * p.rAy, y: p.vAy + p.wA * p.rAx };
  const vcB = { x: p.vBx - p.wB * p.rBy, y: p.vBy + p.wB * p.rBx };
  const vn = (vcB.x - vcA.x) * n.x + (vcB.y - vcA.y) * n.y;
  const crossA = p.rAx * n.y - p.rAy * n.x;
  const crossB = p.rBx * n.y - p.rBy * n.x;
  const k = invMA + invMB + crossA * crossA * invIA + crossB * crossB * invIB;
  const j = vn < 0 && k > 0 ? (-(1 + p.e) * vn) / k : 0;
  return { vn, k, effectiveMass: 1 / k, j, vnAfter: j > 0 ? -p.e * vn : vn };
}

/**
 * The on-ramp's collision: the widget's masses and e, each centre's velocity along n, no spin;
 * v_n = v_B − v_A, j = max(0, −(1+e)·v_n/(1/m_A + 1/m_B)).
 */
export function expectedHeadOn(over: Partial<CollisionInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const a = p.normalDeg * (Math.PI / 180);
  const along = (x: number, y: number) => x * Math.cos(a) + y * Math.sin(a);
  const vA = along(p.vAx, p.vAy);
  const vB = along(p.vBx, p.vBy);
  const vn = vB - vA;
  const j = vn < 0 ? (-(1 + p.e) * vn) / (1 / p.mA + 1 / p.mB) : 0;
  return { vA, vB, vn, j, vAAfter: vA - j / p.mA, vBAfter: vB + j / p.mB };
}
