// An independent statement of the effective-mass page's physics (not the site's code), for this
// chapter's declarations (effective-mass.scrubs.ts, effective-mass.links.ts).

/** The site's box: 1.2 m × 0.6 m, struck on its bottom face at (s, −0.3). */
const HALF_H = 0.3;

export interface Input {
  m: number;
  I: number;
  s: number;
  pushDeg: number;
  fixA: boolean;
  mA: number;
  depth: number;
  turnDeg: number;
}
export const DEFAULTS: Input = {
  m: 1,
  I: 0.15,
  s: 0.5,
  pushDeg: 0,
  fixA: true,
  mA: 1,
  depth: 2.4,
  turnDeg: 30,
};

/**
 * n = (−sin δ, cos δ), ℓ = r×n with r = (s, −H/2), k = k_A + 1/m + ℓ²/I; for the uniform
 * 1.2 × 0.6 × d box turned by γ about y: I1 = m(0.36 + d²)/12, I3 = m(1.44 + 0.36)/12,
 * I_zz = I1 sin²γ + I3 cos²γ, (I⁻¹)_zz = sin²γ/I1 + cos²γ/I3.
 */
export function expected(over: Partial<Input> = {}) {
  const p = { ...DEFAULTS, ...over };
  const d = (p.pushDeg * Math.PI) / 180;
  const n = { x: -Math.sin(d), y: Math.cos(d) };
  const ell = p.s * n.y - -HALF_H * n.x;
  // A is a solid ball of radius 0.25 m below the contact: r_A = (0, 0.25), I_A = 0.4·m_A·0.25².
  const ellA = 0.25 * Math.sin(d);
  const kA = p.fixA ? 0 : 1 / p.mA + (ellA * ellA) / (0.4 * p.mA * 0.0625);
  const k = kA + 1 / p.m + (ell * ell) / p.I;
  const I1 = (p.m * (0.36 + p.depth * p.depth)) / 12;
  const I3 = (p.m * (1.44 + 0.36)) / 12;
  const b = (p.turnDeg * Math.PI) / 180;
  const sin2 = Math.sin(b) ** 2;
  const cos2 = Math.cos(b) ** 2;
  const Izz = I1 * sin2 + I3 * cos2;
  const invZz = sin2 / I1 + cos2 / I3;
  return {
    ell,
    k,
    meff: 1 / k,
    meffTrue: 1 / (kA + 1 / p.m + ell * ell * invZz),
    meffShortcut: 1 / (kA + 1 / p.m + (ell * ell) / Izz),
  };
}
