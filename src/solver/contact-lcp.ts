// The many-contact LCP solved exactly, for a few contacts: the answer sequential impulses converge
// to, computed without iterating, so that a page can show how far a sweep count is from it.
import { LCP_RELATIVE_TOLERANCE, RANK_RELATIVE_TOLERANCE } from './constants';
import { choleskySolve, leastNormSolve, symmetricEigenN } from './matn';
import { checkFiniteList, checkSemidefinite, checkSymmetricMatrix } from './validate-many';

export interface ContactLcp2 {
  /** Normal impulse totals λ (each ≥ 0); all 0 when there is no solution. */
  lambda: number[];
  /** w = K λ + b: each contact's normal velocity after (≥ 0, and 0 wherever λ > 0). */
  w: number[];
  /** The active set: the contacts whose rows were solved for w = 0 (ascending indices). */
  active: number[];
  /**
   * 'unique': K is positive definite, so exactly one λ solves the LCP.
   * 'min-norm': K is singular (more contact rows than independent motions they can stop): w is
   * the same for every solution, λ is not always, and this is the solution of least |λ|.
   * 'none': no λ ≥ 0 stops every approach (a contact between bodies that cannot move along its
   * normal, approaching): λ = 0, w = b.
   */
  status: 'unique' | 'min-norm' | 'none';
  /** K's eigenvalues, ascending (the smallest against the largest says how close K is to singular). */
  eigenvalues: number[];
}

/*
 * The LCP  λ ≥ 0,  w = K λ + b ≥ 0,  λᵢ wᵢ = 0  for symmetric positive semidefinite K (from
 * contactMatrix2), solved by trying every active set. Complementarity splits the rows into S, where
 * the contact pushes and so must end at rest (wᵢ = 0), and the rest, where it carries nothing
 * (λᵢ = 0). For a guessed S that is a linear system in the rows of S alone:
 *   K_SS λ_S = −b_S,  λ_i = 0 for i ∉ S
 * and the guess is right when its solution pushes (λ_S ≥ 0) and the others do not approach
 * (w_i ≥ 0 for i ∉ S). Trying all 2ⁿ subsets finds every solution; n ≤ MAX_LCP_ROWS keeps that
 * to 256 small solves.
 *
 * A regular K_SS is solved by Cholesky (choleskySolve). A singular one (a box flat on the ground
 * on three points: three rows, two motions to stop) has a line of solutions or none; Cholesky
 * meets a zero pivot and leastNormSolve gives the solution of least norm, or a least-squares miss
 * when there is none, which the check w_S = 0 then rejects. Why the least-norm λ over all subsets
 * is the least-norm LCP solution: for positive semidefinite K, xᵀK_SS x = 0 implies K x = 0 (x
 * padded with zeros), so along one subset's line K λ, and w with it, stay the same; the
 * least-norm LCP solution λ* has every entry of its support S* positive, so it is a local, hence
 * (|λ|² being convex) the global, minimum of |λ| on S*'s line: the point leastNormSolve returns
 * for S*. Among all the subsets' solutions it is then the least.
 *
 * In doubles every check holds to LCP_RELATIVE_TOLERANCE. Near a tie (a row that barely pushes
 * or barely separates) a wrong subset can pass that tolerance too, missing by ~1e-9 where the
 * right ones miss by rounding (~1e-16): only the subsets that miss within a hundred times the best
 * one compete on norm.
 */
export function solveContactLcp2(K: readonly (readonly number[])[], b: readonly number[]): ContactLcp2 {
  checkSymmetricMatrix(K, 'K');
  const n = K.length;
  checkFiniteList(b, n, 'b', 'row of K');
  const eigenvalues = symmetricEigenN(K).values;
  checkSemidefinite(eigenvalues, 'K');
  const largestEigenvalue = Math.max(0, ...eigenvalues.map(Math.abs));
  const singular = n > 0 && !((eigenvalues[0] as number) > RANK_RELATIVE_TOLERANCE * largestEigenvalue);
  const largestK = Math.max(0, ...K.map((row) => Math.max(...row.map(Math.abs))));
  const largestB = Math.max(0, ...b.map(Math.abs));

  const candidates: Candidate[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const S: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) S.push(i);
    const KSS = S.map((i) => S.map((j) => (K[i] as readonly number[])[j] as number));
    const minusB = S.map((i) => -(b[i] as number));
    const lambdaS = choleskySolve(KSS, minusB) ?? leastNormSolve(KSS, minusB); // [eq:si-exact]
    const lambda = new Array<number>(n).fill(0);
    S.forEach((i, k) => (lambda[i] = lambdaS[k] as number));
    const w = velocitiesAfter(K, b, lambda); // [eq:si-lcp] w = K λ + b
    // How far this guess misses the LCP, relative to the sizes involved: a negative push, a
    // pushing row left moving, a row left out that approaches.
    const lambdaScale = Math.max(0, ...lambda.map(Math.abs));
    const wScale = largestB + largestK * lambdaScale;
    let miss = 0;
    lambda.forEach((l, i) => {
      const wi = w[i] as number;
      const m =
        mask & (1 << i)
          ? Math.max(lambdaScale > 0 ? -l / lambdaScale : 0, wScale > 0 ? Math.abs(wi) / wScale : 0)
          : wScale > 0
            ? -wi / wScale
            : 0;
      miss = Math.max(miss, m); // [eq:si-lcp] λ ≥ 0, w ≥ 0, λᵢ wᵢ = 0
    });
    if (miss <= LCP_RELATIVE_TOLERANCE)
      candidates.push({ lambda, active: S, miss, norm: lambda.reduce((sum, l) => sum + l * l, 0) });
  }

  if (candidates.length === 0)
    return { lambda: new Array<number>(n).fill(0), w: b.slice(), active: [], status: 'none', eigenvalues };
  // The exact solutions miss by rounding only; a wrong active set close to a tie (a row that
  // barely pushes or barely separates) can pass the tolerance too, but misses by more. Keep those
  // that miss within a hundred times the best, then take the least norm.
  const bestMiss = Math.min(...candidates.map((c) => c.miss));
  const best = candidates
    .filter((c) => c.miss <= Math.max(100 * bestMiss, EXACT_MISS))
    .reduce((x, y) => (y.norm < x.norm ? y : x));
  // Rounding can leave a pushing row at −1e-17: report it as 0, and w for the λ reported.
  const lambda = best.lambda.map((l) => Math.max(l, 0));
  return {
    lambda,
    w: velocitiesAfter(K, b, lambda),
    active: best.active,
    status: singular ? 'min-norm' : 'unique',
    eigenvalues,
  };
}

interface Candidate {
  lambda: number[];
  active: number[];
  /** The largest relative violation of the LCP's conditions (0 when exact). */
  miss: number;
  /** |λ|². */
  norm: number;
}

/** A miss this small is rounding in any case (a few units in the last place of each term). */
const EXACT_MISS = 1e-14;

/** w = K λ + b. */
function velocitiesAfter(
  K: readonly (readonly number[])[],
  b: readonly number[],
  lambda: readonly number[],
): number[] {
  return b.map((bi, i) => {
    let wi = bi;
    const row = K[i] as readonly number[];
    for (let j = 0; j < lambda.length; j++) wi += (row[j] as number) * (lambda[j] as number);
    return wi;
  });
}
