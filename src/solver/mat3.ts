// 3×3 matrices, row-major readonly 9-tuples: [m00, m01, m02, m10, m11, m12, m20, m21, m22].
import { RANK_RELATIVE_TOLERANCE, SYMMETRY_RELATIVE_TOLERANCE } from './constants';
import type { Mat3, Vec3 } from './types';

export const mat3 = (
  m00: number,
  m01: number,
  m02: number,
  m10: number,
  m11: number,
  m12: number,
  m20: number,
  m21: number,
  m22: number,
): Mat3 => [m00, m01, m02, m10, m11, m12, m20, m21, m22];

export const IDENTITY: Mat3 = Object.freeze([1, 0, 0, 0, 1, 0, 0, 0, 1] as const);
export const ZERO: Mat3 = Object.freeze([0, 0, 0, 0, 0, 0, 0, 0, 0] as const);

export const diag = (a: number, b: number, c: number): Mat3 => [a, 0, 0, 0, b, 0, 0, 0, c];

/** Entry (row i, column j), 0-based. */
export const at = (m: Mat3, i: number, j: number): number => m[3 * i + j] as number;

export const fromRows = (r0: Vec3, r1: Vec3, r2: Vec3): Mat3 => [
  r0.x,
  r0.y,
  r0.z,
  r1.x,
  r1.y,
  r1.z,
  r2.x,
  r2.y,
  r2.z,
];

/** The matrix whose columns are c0, c1, c2. */
export const fromColumns = (c0: Vec3, c1: Vec3, c2: Vec3): Mat3 => [
  c0.x,
  c1.x,
  c2.x,
  c0.y,
  c1.y,
  c2.y,
  c0.z,
  c1.z,
  c2.z,
];

export const mulVec = (m: Mat3, v: Vec3): Vec3 => ({
  x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
  y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
  z: m[6] * v.x + m[7] * v.y + m[8] * v.z,
});

export const transpose = (m: Mat3): Mat3 => [m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]];

export const add = (a: Mat3, b: Mat3): Mat3 => a.map((x, i) => x + (b[i] as number)) as unknown as Mat3;

export const scale = (a: Mat3, s: number): Mat3 => a.map((x) => s * x) as unknown as Mat3;

export const mul = (a: Mat3, b: Mat3): Mat3 => {
  const out: number[] = [];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      out.push(at(a, i, 0) * at(b, 0, j) + at(a, i, 1) * at(b, 1, j) + at(a, i, 2) * at(b, 2, j));
  return out as unknown as Mat3;
};

export const trace = (m: Mat3): number => m[0] + m[4] + m[8];

export const det = (m: Mat3): number =>
  m[0] * (m[4] * m[8] - m[5] * m[7]) -
  m[1] * (m[3] * m[8] - m[5] * m[6]) +
  m[2] * (m[3] * m[7] - m[4] * m[6]);

/** xᵀ M y. */
export const bilinear = (x: Vec3, m: Mat3, y: Vec3): number => {
  const my = mulVec(m, y);
  return x.x * my.x + x.y * my.y + x.z * my.z;
};

/**
 * Largest |entry|, the scale for relative tolerances. A loop, not `reduce`: every validated inertia
 * tensor asks for it, and a sweep validates hundreds per scrub step (sphere-impulse's offset sweep),
 * where a callback per entry shows in the step's time.
 */
export const maxAbs = (m: Mat3): number => {
  let max = 0;
  for (let i = 0; i < 9; i++) max = Math.max(max, Math.abs(m[i]!));
  return max;
};

/**
 * True when |m_ij − m_ji| ≤ tol·max|m| + floor for every pair (tol defaults to
 * SYMMETRY_RELATIVE_TOLERANCE; isSymmetric(m, 0) asks for exact symmetry).
 */
export const isSymmetric = (
  m: Mat3,
  tol: number = SYMMETRY_RELATIVE_TOLERANCE,
  floor: number = 0,
): boolean => {
  const limit = tol * maxAbs(m) + floor;
  return Math.abs(m[1] - m[3]) <= limit && Math.abs(m[2] - m[6]) <= limit && Math.abs(m[5] - m[7]) <= limit;
};

/** The skew matrix [r]× with [r]× v = r × v. */
export const skew = (r: Vec3): Mat3 => [0, -r.z, r.y, r.z, 0, -r.x, -r.y, r.x, 0];

export interface SymmetricEigen {
  /** Eigenvalues, ascending. */
  values: [number, number, number];
  /** Unit eigenvectors, vectors[i] belongs to values[i]. */
  vectors: [Vec3, Vec3, Vec3];
}

/**
 * Eigenvalues and eigenvectors of a symmetric 3×3 by cyclic Jacobi rotations. Only the upper
 * triangle is read. Jacobi is slow next to closed forms but accurate for tiny eigenvalues next to
 * large ones, which is what the positive-semidefinite test and the pseudo-inverse need.
 */
export const symmetricEigen = (m: Mat3): SymmetricEigen => {
  const a = [
    [m[0], m[1], m[2]],
    [m[1], m[4], m[5]],
    [m[2], m[5], m[8]],
  ];
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  const A = (i: number, j: number): number => (a[i] as number[])[j] as number;
  const setA = (i: number, j: number, x: number): void => {
    (a[i] as number[])[j] = x;
  };
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = Math.abs(A(0, 1)) + Math.abs(A(0, 2)) + Math.abs(A(1, 2));
    if (off === 0) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = A(p, q);
      if (apq === 0) continue;
      // Negligible next to the diagonal (below its rounding): zero it rather than rotate forever.
      if (Math.abs(apq) <= 1e-18 * (Math.abs(A(p, p)) + Math.abs(A(q, q)))) {
        setA(p, q, 0);
        setA(q, p, 0);
        continue;
      }
      // Rotation angle that zeroes a_pq (Numerical Recipes' stable form).
      const theta = (A(q, q) - A(p, p)) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1);
      const s = t * c;
      for (let k = 0; k < 3; k++) {
        const akp = A(k, p);
        const akq = A(k, q);
        setA(k, p, c * akp - s * akq);
        setA(k, q, s * akp + c * akq);
      }
      for (let k = 0; k < 3; k++) {
        const apk = A(p, k);
        const aqk = A(q, k);
        setA(p, k, c * apk - s * aqk);
        setA(q, k, s * apk + c * aqk);
      }
      for (let k = 0; k < 3; k++) {
        const row = v[k] as number[];
        const vkp = row[p] as number;
        const vkq = row[q] as number;
        row[p] = c * vkp - s * vkq;
        row[q] = s * vkp + c * vkq;
      }
    }
  }
  const col = (j: number): Vec3 => ({
    x: (v[0] as number[])[j] as number,
    y: (v[1] as number[])[j] as number,
    z: (v[2] as number[])[j] as number,
  });
  const pairs = [0, 1, 2].map((i) => ({ value: A(i, i), vector: col(i) })).sort((x, y) => x.value - y.value);
  const [p0, p1, p2] = pairs as [(typeof pairs)[0], (typeof pairs)[0], (typeof pairs)[0]];
  return { values: [p0.value, p1.value, p2.value], vectors: [p0.vector, p1.vector, p2.vector] };
};

/**
 * Moore–Penrose pseudo-inverse of a symmetric positive semidefinite 3×3. Eigenvalues at most
 * RANK_RELATIVE_TOLERANCE·(largest) are treated as 0 (an axis the body cannot turn about).
 */
export const pseudoInverseSym = (m: Mat3): Mat3 => {
  const { values, vectors } = symmetricEigen(m);
  const largest = Math.max(Math.abs(values[0]), Math.abs(values[2]));
  const out = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const lambda = values[k] as number;
    if (!(lambda > RANK_RELATIVE_TOLERANCE * largest)) continue;
    const u = vectors[k] as Vec3;
    const uu = [u.x, u.y, u.z];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++)
        out[3 * i + j] = (out[3 * i + j] as number) + ((uu[i] as number) * (uu[j] as number)) / lambda;
  }
  return out as unknown as Mat3;
};
