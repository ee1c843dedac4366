// Small dense symmetric matrices of any size, as arrays of rows (K[i][j]): the contact matrix of a
// few contacts. Eigenvalues by Jacobi rotations and the least-norm solution of K x = c, which is
// what a singular K (more contact points than the bodies have independent motions) needs.
import { RANK_RELATIVE_TOLERANCE } from './constants';

export interface SymmetricEigenN {
  /** Eigenvalues, ascending. */
  values: number[];
  /** Unit eigenvectors: vectors[k] belongs to values[k]. */
  vectors: number[][];
}

/**
 * Eigenvalues and eigenvectors of a symmetric n×n by cyclic Jacobi rotations (the 3×3 version,
 * M3.symmetricEigen, says why Jacobi). Only the upper triangle is read. Each rotation in the plane
 * (p, q) zeroes a_pq; the sum of the squared off-diagonal entries falls every sweep, quadratically
 * near the end, so a few sweeps reach exact zeros for the sizes used here (n ≤ 8).
 */
export function symmetricEigenN(m: readonly (readonly number[])[]): SymmetricEigenN {
  const n = m.length;
  // a: a working copy, made exactly symmetric from the upper triangle; v: the rotations so far.
  const a = m.map((row, i) => row.map((x, j) => (j >= i ? x : ((m[j] as readonly number[])[i] as number))));
  const v = m.map((_, i) => m.map((__, j): number => (i === j ? 1 : 0)));
  const at = (i: number, j: number): number => (a[i] as number[])[j] as number;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += Math.abs(at(p, q));
    if (off === 0) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = at(p, q);
        if (apq === 0) continue;
        const rowP = a[p] as number[];
        const rowQ = a[q] as number[];
        // Negligible next to the diagonal (below its rounding): zero it rather than rotate forever.
        if (Math.abs(apq) <= 1e-18 * (Math.abs(at(p, p)) + Math.abs(at(q, q)))) {
          rowP[q] = 0;
          rowQ[p] = 0;
          continue;
        }
        // tan of the rotation angle that zeroes a_pq (Numerical Recipes' stable form).
        const theta = (at(q, q) - at(p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (const row of a) {
          const akp = row[p] as number;
          const akq = row[q] as number;
          row[p] = c * akp - s * akq;
          row[q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = rowP[k] as number;
          const aqk = rowQ[k] as number;
          rowP[k] = c * apk - s * aqk;
          rowQ[k] = s * apk + c * aqk;
        }
        for (const row of v) {
          const vkp = row[p] as number;
          const vkq = row[q] as number;
          row[p] = c * vkp - s * vkq;
          row[q] = s * vkp + c * vkq;
        }
      }
  }
  const pairs = a
    .map((_, k) => ({ value: at(k, k), vector: v.map((row) => row[k] as number) }))
    .sort((x, y) => x.value - y.value);
  return { values: pairs.map((p) => p.value), vectors: pairs.map((p) => p.vector) };
}

/**
 * x = K⁻¹c for symmetric positive definite K by the square-root-free Cholesky factorisation
 * K = L D Lᵀ (L unit lower triangular, D diagonal: a 1×1 K gives x = c/k exactly).
 *   d_j = K_jj − Σ_{k<j} L_jk² d_k,   L_ij = (K_ij − Σ_{k<j} L_ik L_jk d_k) / d_j
 * Returns null when a pivot d_j is at most RANK_RELATIVE_TOLERANCE·(largest diagonal entry): K is
 * singular or nearly so (a pivot is never below K's smallest eigenvalue), and leastNormSolve,
 * which needs the eigenvalues and is several times slower, takes over.
 */
export function choleskySolve(K: readonly (readonly number[])[], c: readonly number[]): number[] | null {
  const n = c.length;
  const largest = Math.max(0, ...K.map((row, i) => row[i] as number));
  const L = K.map(() => new Array<number>(n).fill(0));
  const d = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) {
    const Lj = L[j] as number[];
    let dj = (K[j] as readonly number[])[j] as number;
    for (let k = 0; k < j; k++) dj -= (Lj[k] as number) * (Lj[k] as number) * (d[k] as number);
    if (!(dj > RANK_RELATIVE_TOLERANCE * largest)) return null;
    d[j] = dj;
    for (let i = j + 1; i < n; i++) {
      const Li = L[i] as number[];
      let x = (K[i] as readonly number[])[j] as number;
      for (let k = 0; k < j; k++) x -= (Li[k] as number) * (Lj[k] as number) * (d[k] as number);
      Li[j] = x / dj;
    }
  }
  // L y = c, then D Lᵀ x = y.
  const y = c.slice();
  for (let i = 0; i < n; i++)
    for (let k = 0; k < i; k++)
      y[i] = (y[i] as number) - ((L[i] as number[])[k] as number) * (y[k] as number);
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let v = (y[i] as number) / (d[i] as number);
    for (let k = i + 1; k < n; k++) v -= ((L[k] as number[])[i] as number) * (x[k] as number);
    x[i] = v;
  }
  return x;
}

/**
 * The least-norm x minimising |K x − c| for symmetric positive semidefinite K:
 *   x = K⁺ c = Σ over eigenpairs with κ_k > RANK_RELATIVE_TOLERANCE·κ_max of  u_k (u_k·c) / κ_k
 * For a regular K that is K⁻¹c. For a singular K with c in its range (K x = c solvable) it is
 * the solution of least norm: any other adds a null vector of K, orthogonal to every u_k used.
 */
export function leastNormSolve(K: readonly (readonly number[])[], c: readonly number[]): number[] {
  const { values, vectors } = symmetricEigenN(K);
  const largest = Math.max(0, ...values.map(Math.abs));
  const x = new Array<number>(c.length).fill(0);
  values.forEach((kappa, k) => {
    if (!(kappa > RANK_RELATIVE_TOLERANCE * largest)) return;
    const u = vectors[k] as number[];
    let uc = 0;
    for (let i = 0; i < c.length; i++) uc += (u[i] as number) * (c[i] as number);
    const along = uc / kappa;
    for (let i = 0; i < c.length; i++) x[i] = (x[i] as number) + (u[i] as number) * along;
  });
  return x;
}
