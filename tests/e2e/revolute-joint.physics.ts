// An independent statement of the revolute-joint page's physics (not the site's solver), for this
// chapter's declarations (revolute-joint.scrubs.ts, revolute-joint.links.ts).
import { fmt, type TwoBodies2 } from './support';

export interface JointInput extends TwoBodies2 {
  axleA: boolean;
  axleB: boolean;
}

export const DEFAULTS: JointInput = {
  mA: 5,
  IA: 2,
  fixA: false,
  axleA: false,
  rAx: 0.6,
  rAy: 0.3,
  vAx: 1,
  vAy: 1,
  wA: 0,
  mB: 1,
  IB: 0.1,
  fixB: false,
  axleB: false,
  rBx: -0.4,
  rBy: 0.45,
  vBx: 0,
  vBy: -1.5,
  wB: 1,
};

/** A vector as the page shows it: (x, y), three significant figures each. */
export const vec = (v: { x: number; y: number }) => `(${fmt(v.x, 3)}, ${fmt(v.y, 3)})`;

/**
 * K = σ·1 + (1/IA) rA⊥rA⊥ᵀ + (1/IB) rB⊥rB⊥ᵀ, v_rel = v_cB − v_cA, j = K⁻¹(−v_rel) by Cramer.
 */
export function expectedJoint(over: Partial<JointInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const mA = p.fixA || p.axleA ? 0 : 1 / p.mA;
  const mB = p.fixB || p.axleB ? 0 : 1 / p.mB;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const iB = p.fixB ? 0 : 1 / p.IB;
  const k11 = mA + mB + iA * p.rAy ** 2 + iB * p.rBy ** 2;
  const k12 = -(iA * p.rAx * p.rAy + iB * p.rBx * p.rBy);
  const k22 = mA + mB + iA * p.rAx ** 2 + iB * p.rBx ** 2;
  const det = k11 * k22 - k12 * k12;
  const vcA = { x: p.vAx - p.wA * p.rAy, y: p.vAy + p.wA * p.rAx };
  const vcB = { x: p.vBx - p.wB * p.rBy, y: p.vBy + p.wB * p.rBx };
  const vRel = { x: vcB.x - vcA.x, y: vcB.y - vcA.y };
  const j = { x: (k22 * -vRel.x - k12 * -vRel.y) / det, y: (k11 * -vRel.y - k12 * -vRel.x) / det };
  const mean = (k11 + k22) / 2;
  const r = Math.hypot((k11 - k22) / 2, k12);
  return { k11, k12, k22, det, trace: k11 + k22, l1: mean + r, l2: mean - r, vRel, j, meffX: 1 / k11 };
}
