// An independent statement of the friction-clamping page's physics (not the site's solver), for this
// chapter's declarations (friction-clamping.scrubs.ts, friction-clamping.links.ts).

export interface ContactInput {
  muS: number;
  muD: number;
  vx: number;
  vy: number;
  w: number;
  e: number;
  mB: number;
  IB: number;
  rBx: number;
  rBy: number;
  fixA: boolean;
  mA: number;
  IA: number;
  rAx: number;
  rAy: number;
}
export const DEFAULTS: ContactInput = {
  muS: 0.5,
  muD: 0.3,
  vx: 4.5,
  vy: -2,
  w: 0,
  e: 0.2,
  mB: 1,
  IB: 0.02,
  rBx: 0,
  rBy: -0.2,
  fixA: true,
  mA: 5,
  IA: 2,
  rAx: 0.5,
  rAy: 0.1,
};

/**
 * A at rest below B, n = (0, 1), t = (−1, 0). Normal impulse first; friction on the velocities it
 * leaves: vt = (v_cB − v_cA)·t, k_t = 1/mA + 1/mB + rA,y²/IA + rB,y²/IB (r×t = r_y for t = (−1, 0)),
 * jt* = −vt/k_t; |jt*| ≤ μs·jn sticks, else sign(jt*)·min(μd, μs)·jn.
 */
export function expectedContact(over: Partial<ContactInput> = {}) {
  const p = { ...DEFAULTS, ...over };
  const mA = p.fixA ? 0 : 1 / p.mA;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const mB = 1 / p.mB;
  const iB = 1 / p.IB;
  const vn = p.vy + p.w * p.rBx;
  const kn = mA + mB + p.rAx ** 2 * iA + p.rBx ** 2 * iB;
  const jn = vn < 0 ? (-(1 + p.e) * vn) / kn : 0;
  // After the normal impulse (r × (jn·n) = jn·r_x).
  const vBx = p.vx;
  const wB = p.w + iB * jn * p.rBx;
  const vAx = 0;
  const wA = -iA * jn * p.rAx;
  const vcBx = vBx - wB * p.rBy;
  const vcAx = vAx - wA * p.rAy;
  const vt = -(vcBx - vcAx);
  const kt = mA + mB + p.rAy ** 2 * iA + p.rBy ** 2 * iB;
  const jtStar = -vt / kt;
  const muD = Math.min(p.muD, p.muS);
  const stick = Math.abs(jtStar) <= p.muS * jn;
  const jt = stick ? jtStar : Math.sign(jtStar) * muD * jn;
  return { jn, jtStar, jt, vt, vtAfter: vt + kt * jt, regime: stick ? 'static (sticks)' : 'dynamic (slips)' };
}

/** The throw widget at its defaults (4 m/s at 20°) with spin ω: it rolls at (2·v₀ − 0.15·ω)/3. */
export function rollingSpeed(spin: number): number {
  const v0 = 4 * Math.cos((20 * Math.PI) / 180);
  return (2 * v0 - 0.15 * spin) / 3;
}
