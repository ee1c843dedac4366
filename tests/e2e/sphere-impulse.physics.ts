// An independent statement of the sphere-impulse page's physics (not the site's solver), for this
// chapter's declarations (sphere-impulse.scrubs.ts, sphere-impulse.links.ts).
import { fmt } from './support';

type V = [number, number, number];
const add = (a: V, b: V): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sc = (a: V, s: number): V => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const det3 = (m: number[][]) =>
  m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
  m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
  m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);

export interface Input {
  mA: number;
  IA: number;
  RA: number;
  fixA: boolean;
  vA: V;
  mB: number;
  IB: number;
  RB: number;
  fixB: boolean;
  vB: V;
  wB: V;
  off: number;
  az: number;
  e: number;
}
export const DEFAULTS: Input = {
  mA: 2,
  IA: 0.8,
  RA: 1,
  fixA: false,
  vA: [0, 0, 0],
  mB: 1,
  IB: 0.4,
  RB: 1,
  fixB: false,
  vB: [1.5, -2, 0.5],
  wB: [0, 0, 0],
  off: 0.6,
  az: 0,
  e: 1,
};

/** A signed change as the page shows it: "+0.8696", "−0.25", "0". */
export const signed = (x: number) => (x > 0 && fmt(x) !== '0' ? `+${fmt(x)}` : fmt(x));

/**
 * Sphere A (centre −R_A·n), ball B (geometric centre +R_B·n, centre of mass offset off·R_B along
 * (cos az, 0, sin az)), n = +y. Isotropic inertias. Both methods, by hand: the normal impulse
 * j = −(1+e)vn/k, and Eberly's system C·(φ, ψ, ξ) = (−(1+e)vn, 0, 0) by Cramer's rule.
 */
export function expected(over: Partial<Input> = {}) {
  const p = { ...DEFAULTS, ...over };
  const n: V = [0, 1, 0];
  const u: V = [Math.cos((p.az * Math.PI) / 180), 0, Math.sin((p.az * Math.PI) / 180)];
  const rA = sc(n, p.RA);
  const rB = sc(add(sc(n, p.RB), sc(u, p.off * p.RB)), -1);
  const mA = p.fixA ? 0 : 1 / p.mA;
  const mB = p.fixB ? 0 : 1 / p.mB;
  const iA = p.fixA ? 0 : 1 / p.IA;
  const iB = p.fixB ? 0 : 1 / p.IB;
  const vRel = add(add(p.vB, cross(p.wB, rB)), sc(p.vA, -1));
  const vn = dot(vRel, n);
  const tang = add(vRel, sc(n, -vn));
  const vt = Math.hypot(...tang);
  const t0 = sc(tang, 1 / vt);
  const t1 = cross(n, t0);
  const basis = [n, t0, t1];
  const lambda = mA + mB;
  const S = (X: V, Y: V) => iA * dot(cross(rA, X), cross(rA, Y)) + iB * dot(cross(rB, X), cross(rB, Y));
  const C = basis.map((X, i) => basis.map((Y, j) => (i === j ? lambda : 0) + S(X, Y)));
  const b = [-(1 + p.e) * vn, 0, 0];
  const D = det3(C);
  const col = (k: number) => det3(C.map((row, i) => row.map((c, j) => (j === k ? b[i]! : c)))) / D;
  const approaching = vn < 0 && lambda > 0;
  const [phi, psi, xi] = approaching ? [col(0), col(1), col(2)] : [0, 0, 0];
  const k = lambda + S(n, n);
  const j = approaching ? (-(1 + p.e) * vn) / k : 0;
  const T = (vA: V, vB: V, wA: V, wB: V) =>
    (p.fixA ? 0 : 0.5 * p.mA * dot(vA, vA) + 0.5 * p.IA * dot(wA, wA)) +
    (p.fixB ? 0 : 0.5 * p.mB * dot(vB, vB) + 0.5 * p.IB * dot(wB, wB));
  const after = (P: V) => {
    const vA = add(p.vA, sc(P, -mA));
    const vB = add(p.vB, sc(P, mB));
    const wA = sc(cross(rA, P), -iA);
    const wB = add(p.wB, sc(cross(rB, P), iB));
    return { vA, vB, wA, wB, T: T(vA, vB, wA, wB) };
  };
  const T0 = T(p.vA, p.vB, [0, 0, 0], p.wB);
  const normal = after(sc(n, j));
  const variant = after(add(add(sc(n, phi), sc(t0, psi)), sc(t1, xi)));
  return {
    vn,
    vt,
    j,
    phi,
    psi,
    xi,
    C,
    T0,
    normal,
    variant,
    dTNormal: normal.T - T0,
    dTVariant: variant.T - T0,
  };
}
