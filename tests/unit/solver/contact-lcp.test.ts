// The exact many-contact LCP (src/solver/contact-lcp.ts) and the small symmetric solvers under it
// (src/solver/matn.ts): hand-worked active sets, the three statuses, the least-norm choice on a
// singular K, and every RangeError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choleskySolve,
  leastNormSolve,
  M3,
  type Mat3,
  MAX_LCP_ROWS,
  solveContactLcp2,
  symmetricEigenN,
} from '../../../src/solver';
import { expectNear, PROPERTY_TIMEOUT, RUNS, scalar, symmetrize } from './arbitraries';

describe('solveContactLcp2 by hand', () => {
  // A box flat on three points x = −1, 0, 1 (m = 1, invInertia = 2.4): a singular K.
  const flatBox = [
    [3.4, 1, -1.4],
    [1, 1, 1],
    [-1.4, 1, 3.4],
  ];

  it('one contact: push when approaching, nothing when separating', () => {
    //   K = [2], b = −1: λ = 0.5, w = 0. b = +1: λ = 0, w = 1 (the empty active set).
    expect(solveContactLcp2([[2]], [-1])).toEqual({
      lambda: [0.5],
      w: [0],
      active: [0],
      status: 'unique',
      eigenvalues: [2],
    });
    expect(solveContactLcp2([[2]], [1])).toEqual({
      lambda: [0],
      w: [1],
      active: [],
      status: 'unique',
      eigenvalues: [2],
    });
    //   Resting exactly (b = 0): λ = 0 either way.
    expect(solveContactLcp2([[2]], [0]).lambda).toEqual([0]);
  });

  it('a ball thrown into a corner away from the wall: the floor pushes, the wall does not', () => {
    //   Floor n₀ = (0, 1), wall n₁ = (0.6, 0.8), ball m = 1 at v = (0.5, −1):
    //   K = [[1, 0.8], [0.8, 1]], b = (−1, 0.3 − 0.8) = (−1, −0.5).
    //   Both active: λ = K⁻¹(1, 0.5) = ((1 − 0.4)/0.36, (0.5 − 0.8)/0.36): λ₁ < 0, rejected.
    //   Floor alone: λ₀ = 1, w₁ = 0.8·1 − 0.5 = 0.3 ≥ 0: the floor's push lifts the ball off the wall.
    const r = solveContactLcp2(
      [
        [1, 0.8],
        [0.8, 1],
      ],
      [-1, -0.5],
    );
    expect(r.active).toEqual([0]);
    expect(r.lambda).toEqual([1, 0]);
    expect(r.w[0]).toBe(0);
    expectNear(r.w[1]!, 0.3, 0, 1e-15);
    expect(r.status).toBe('unique');
  });

  it('K singular: the least-norm solution among a line of them', () => {
    //   A box flat on three points x = −1, 0, 1 (m = 1, invInertia = 2.4):
    //   K = [[3.4, 1, −1.4], [1, 1, 1], [−1.4, 1, 3.4]], b = (−1, −1, −1). Every
    //   (a, 1 − 2a, a), 0 ≤ a ≤ ½, solves it; |λ|² = 2a² + (1 − 2a)² is least at a = ⅓.
    const r = solveContactLcp2(flatBox, [-1, -1, -1]);
    expect(r.status).toBe('min-norm');
    r.lambda.forEach((l) => expectNear(l, 1 / 3, 0, 1e-12));
    r.w.forEach((w) => expectNear(w, 0, 0, 1e-12));
    expect(r.active).toEqual([0, 1, 2]);
    //   Eigenvalues: λ = (1, −2, 1) pushes up and down with no net force or turn, K·(1, −2, 1) = 0;
    //   K·(1, 1, 1) = 3·(1, 1, 1); K·(1, 0, −1) = 4.8·(1, 0, −1).
    expectNear(r.eigenvalues[0]!, 0, 5, 1e-12);
    expectNear(r.eigenvalues[1]!, 3, 0, 1e-12);
    expectNear(r.eigenvalues[2]!, 4.8, 0, 1e-12);
  });

  it('K singular, the box also turning: the least-norm solution carries the tilt', () => {
    //   The same box falling at 1 m/s and turning at ω = −0.4 (the x = +1 side falls faster):
    //   b = vy + ω·x = (−0.6, −1, −1.4). To stop it: Σλ = 1 and 2.4·Σλx = 0.4, so
    //   λ = (a, 5/6 − 2a, a + 1/6). |λ|² = a² + (5/6 − 2a)² + (a + 1/6)² is least where
    //   2a − 4(5/6 − 2a) + 2(a + 1/6) = 12a − 3 = 0: a = ¼, λ = (1/4, 1/3, 5/12).
    const r = solveContactLcp2(flatBox, [-0.6, -1, -1.4]);
    expect(r.status).toBe('min-norm');
    [1 / 4, 1 / 3, 5 / 12].forEach((l, i) => expectNear(r.lambda[i]!, l, 0, 1e-12));
    r.w.forEach((w) => expectNear(w, 0, 0, 1e-12));
    //   Tilted harder, ω = −3.6: b = (2.6, −1, −4.6). Stopping it would need λ₂ − λ₀ = 1.5 with
    //   Σλ = 1, so λ₁ < 0: it cannot be stopped, only kept out of the ground. It pivots on its
    //   x = +1 point: λ = (0, 0, 4.6/3.4 = 23/17), and the other two points rise:
    //   w₀ = 2.6 − 1.4·23/17 = 12/17, w₁ = −1 + 23/17 = 6/17.
    const hard = solveContactLcp2(flatBox, [2.6, -1, -4.6]);
    expect(hard.active).toEqual([2]);
    expect(hard.lambda.slice(0, 2)).toEqual([0, 0]);
    expectNear(hard.lambda[2]!, 23 / 17, 0, 1e-15);
    expectNear(hard.w[0]!, 12 / 17, 0, 1e-15);
    expectNear(hard.w[1]!, 6 / 17, 0, 1e-15);
    expectNear(hard.w[2]!, 0, 5, 1e-15);
  });

  it('a singular K whose least-norm solution needs fewer rows than the line', () => {
    //   Two identical rows (two contact points at the same place): K = [[1, 1], [1, 1]],
    //   b = (−1, −1). Every (a, 1 − a), 0 ≤ a ≤ 1, solves it; the least-norm one splits evenly.
    const r = solveContactLcp2(
      [
        [1, 1],
        [1, 1],
      ],
      [-1, -1],
    );
    expect(r.status).toBe('min-norm');
    r.lambda.forEach((l) => expectNear(l, 0.5, 0, 1e-14));
    //   b = (−1, −2) is no normal velocity two identical rows can have at once: the two rows
    //   then ask for different totals. Only row 1 active: λ₁ = 2, w₀ = −1 + 2 = 1 ≥ 0.
    const r2 = solveContactLcp2(
      [
        [1, 1],
        [1, 1],
      ],
      [-1, -2],
    );
    expect(r2.lambda).toEqual([0, 2]);
    expect(r2.w).toEqual([1, 0]);
    expect(r2.active).toEqual([1]);
  });

  it("'none' when an approaching contact cannot be pushed", () => {
    //   K = 0 (both bodies immovable), b = −1: no λ helps.
    expect(solveContactLcp2([[0]], [-1])).toEqual({
      lambda: [0],
      w: [-1],
      active: [],
      status: 'none',
      eigenvalues: [0],
    });
    //   With a second, healthy row the whole problem still has no solution.
    const r = solveContactLcp2(
      [
        [0, 0],
        [0, 2],
      ],
      [-1, -1],
    );
    expect(r.status).toBe('none');
    expect(r.lambda).toEqual([0, 0]);
  });

  it('no contacts at all', () => {
    expect(solveContactLcp2([], [])).toEqual({
      lambda: [],
      w: [],
      active: [],
      status: 'unique',
      eigenvalues: [],
    });
  });

  it('a degenerate vertex (λᵢ = 0 and wᵢ = 0 together) is found either way', () => {
    //   K = [[1, 0.8], [0.8, 1]], b = (−1, −0.8): the floor's push alone leaves the wall at
    //   exactly w₁ = 0.8 − 0.8 = 0, and both rows active gives λ₁ = 0: the same λ = (1, 0).
    const r = solveContactLcp2(
      [
        [1, 0.8],
        [0.8, 1],
      ],
      [-1, -0.8],
    );
    expectNear(r.lambda[0]!, 1, 0, 1e-15);
    expectNear(r.lambda[1]!, 0, 1, 1e-15);
    expect(r.lambda[1]).toBeGreaterThanOrEqual(0);
  });

  it('near a tie the set that misses by rounding wins over one that misses by 1e-8', () => {
    //   Three balls at v = (0, 3 − 5e-8, −3 + 3e-8), e = 0: contact 0 separates at about 3,
    //   contact 1 approaches at about 6. Contact 1 alone (λ₁ = −b₁/2) leaves contact 0 at
    //   w₀ = b₀ − λ₁ ≈ −1.1e-8: inside the 1e-9-relative tolerance, but wrong. Both rows active,
    //   λ₀ ≈ 7e-9 ≥ 0 and w = 0 to rounding: that one is returned, although its norm is larger.
    const v = [0, 2.999999949708581, -2.9999999720603228];
    const b = [v[1]! - v[0]!, v[2]! - v[1]!];
    const r = solveContactLcp2(
      [
        [2, -1],
        [-1, 2],
      ],
      b,
    );
    expect(r.active).toEqual([0, 1]);
    expect(r.lambda[0]).toBeGreaterThan(0);
    r.w.forEach((w) => expectNear(w, 0, 6, 1e-15));
  });

  it('eight contacts: a row of nine equal balls, the first moving', () => {
    //   K = tridiag(−1, 2, −1) (unit masses, collinear), b = (−1, 0, …, 0). All rows active:
    //   the solution of K λ = (1, 0, …) is λᵢ = (8 − i)/9.
    const n = MAX_LCP_ROWS;
    const K = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? 2 : Math.abs(i - j) === 1 ? -1 : 0)),
    );
    const b = Array.from({ length: n }, (_, i) => (i === 0 ? -1 : 0));
    const r = solveContactLcp2(K, b);
    expect(r.status).toBe('unique');
    r.lambda.forEach((l, i) => expectNear(l, (n - i) / (n + 1), 0, 1e-13));
  });
});

describe('solveContactLcp2 against brute force', { timeout: PROPERTY_TIMEOUT }, () => {
  it('its λ solves the LCP, or no λ is feasible (random positive semidefinite 2×2 K)', () => {
    //   K = A Aᵀ with A 2 × m (m = 1 makes it singular), b anything: the returned λ satisfies the
    //   LCP, or the problem is infeasible. (scalar() rounds magnitudes below 1e-12 to 0: products of
    //   1e-200 underflow, and a K with an underflowed entry is no longer semidefinite in doubles.)
    fc.assert(
      fc.property(
        fc.array(scalar(2), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 2 }),
        fc.array(scalar(2), { minLength: 2, maxLength: 2 }),
        (entries, m, b) => {
          const A = [entries.slice(0, m), entries.slice(2, 2 + m)];
          const K = A.map((ai) => A.map((aj) => ai.reduce((s, x, k) => s + x * aj[k]!, 0)));
          const r = solveContactLcp2(K, b);

          if (r.status === 'none') {
            // For positive semidefinite K a feasible LCP (some λ ≥ 0 with K λ + b ≥ 0) is
            // solvable, so 'none' means infeasible: no λ on a grid over [0, 20]² may be feasible.
            let feasible = false;
            for (let x = 0; x <= 20; x += 0.25)
              for (let y = 0; y <= 20; y += 0.25) {
                const w0 = K[0]![0]! * x + K[0]![1]! * y + b[0]!;
                const w1 = K[1]![0]! * x + K[1]![1]! * y + b[1]!;
                if (w0 >= 0 && w1 >= 0) feasible = true;
              }
            expect(feasible).toBe(false);
            return;
          }
          // w's rounding scales with its largest term, |b| or K·λ.
          const tolerance =
            1e-8 *
            (Math.max(...b.map(Math.abs)) + Math.max(...K.flat().map(Math.abs)) * Math.max(...r.lambda));
          r.lambda.forEach((l, i) => {
            expect(l).toBeGreaterThanOrEqual(0);
            expect(r.w[i]!).toBeGreaterThanOrEqual(-tolerance);
            if (l > 0) expect(Math.abs(r.w[i]!)).toBeLessThanOrEqual(tolerance);
          });
        },
      ),
      RUNS,
    );
  });
});

describe('every RangeError names its parameter', () => {
  it('K and b', () => {
    expect(() => solveContactLcp2('K' as never, [])).toThrow(/^K must be an array of rows \(got K\)$/);
    expect(() => solveContactLcp2([[1, 0], [0]], [0, 0])).toThrow(
      /^K\[1\] must be a row of 2 numbers \(K is 2×2; got 1 entries\)$/,
    );
    expect(() => solveContactLcp2([[1, 0], 3 as never], [0, 0])).toThrow(
      /^K\[1\] must be a row of 2 numbers/,
    );
    expect(() =>
      solveContactLcp2(
        [
          [1, NaN],
          [NaN, 1],
        ],
        [0, 0],
      ),
    ).toThrow(/^K\[0\]\[1\] must be a finite number/);
    expect(() =>
      solveContactLcp2(
        [
          [1, 0.5],
          [0.4, 1],
        ],
        [0, 0],
      ),
    ).toThrow(/^K must be symmetric \(K\[0\]\[1\] = 0\.5 but K\[1\]\[0\] = 0\.4\)$/);
    expect(() =>
      solveContactLcp2(
        [
          [1, 2],
          [2, 1],
        ],
        [0, 0],
      ),
    ).toThrow(/^K must be positive semidefinite \(smallest eigenvalue -(1|0\.9999)/);
    const nine = Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, j) => (i === j ? 1 : 0)));
    expect(() => solveContactLcp2(nine, new Array(9).fill(0))).toThrow(/^K must have at most 8 rows/);
    expect(() => solveContactLcp2([[1]], [0, 0])).toThrow(
      /^b must be an array of 1 numbers, one per row of K \(got 2\)$/,
    );
    expect(() => solveContactLcp2([[1]], [Infinity])).toThrow(/^b\[0\] must be a finite number/);
    //   Symmetric within 1e-9 of the largest entry: accepted.
    expect(() =>
      solveContactLcp2(
        [
          [1, 0.5],
          [0.5 + 1e-12, 1],
        ],
        [0, 0],
      ),
    ).not.toThrow();
  });
});

describe('the small symmetric solvers', () => {
  it('symmetricEigenN agrees with the 3×3 Jacobi (M3.symmetricEigen) and reconstructs K', () => {
    const entry = fc.double({ min: -10, max: 10, noNaN: true });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 9, maxLength: 9 }), (xs) => {
        const m = symmetrize(xs as unknown as Mat3);
        const rows = [0, 1, 2].map((i) => [0, 1, 2].map((j) => m[3 * i + j]!));
        const mine = symmetricEigenN(rows);
        const theirs = M3.symmetricEigen(m);
        const scale = Math.max(1, ...m.map(Math.abs));
        mine.values.forEach((v, k) => expectNear(v, theirs.values[k]!, scale, 1e-12));
        // K = Σ κ_k u_k u_kᵀ, and each u_k has unit length.
        rows.forEach((row, i) =>
          row.forEach((x, j) => {
            const rebuilt = mine.values.reduce(
              (s, v, k) => s + v * mine.vectors[k]![i]! * mine.vectors[k]![j]!,
              0,
            );
            expectNear(rebuilt, x, scale, 1e-12);
          }),
        );
        for (const u of mine.vectors) expectNear(Math.hypot(...u), 1, 0, 1e-12);
      }),
      { numRuns: Math.min(RUNS.numRuns, 2000) },
    );
  });

  it('symmetricEigenN by hand; only the upper triangle is read', () => {
    const r = symmetricEigenN([
      [2, 1],
      [999, 2],
    ]);
    expectNear(r.values[0]!, 1, 0, 1e-15);
    expectNear(r.values[1]!, 3, 0, 1e-15);
    expectNear(Math.abs(r.vectors[0]![0]!), Math.SQRT1_2, 0, 1e-15);
    expect(r.vectors[0]![0]! * r.vectors[0]![1]!).toBeLessThan(0);
    expect(symmetricEigenN([[5]])).toEqual({ values: [5], vectors: [[1]] });
    expect(symmetricEigenN([])).toEqual({ values: [], vectors: [] });
    //   Already diagonal: no rotation, sorted ascending, vectors follow their values.
    expect(
      symmetricEigenN([
        [3, 0],
        [0, 1],
      ]),
    ).toEqual({
      values: [1, 3],
      vectors: [
        [0, 1],
        [1, 0],
      ],
    });
  });

  it('choleskySolve solves a positive definite K and gives up on a singular one', () => {
    //   [[4, 2], [2, 3]] x = (2, 1): det 8, x = ((3·2 − 2·1)/8, (4·1 − 2·2)/8) = (0.5, 0).
    const x = choleskySolve(
      [
        [4, 2],
        [2, 3],
      ],
      [2, 1],
    )!;
    expectNear(x[0]!, 0.5, 0, 1e-15);
    expectNear(x[1]!, 0, 1, 1e-15);
    const y = choleskySolve(
      [
        [4, 2, 0],
        [2, 5, 1],
        [0, 1, 3],
      ],
      [1, 2, 3],
    )!;
    //   Check K y = c row by row.
    expectNear(4 * y[0]! + 2 * y[1]!, 1, 0, 1e-14);
    expectNear(2 * y[0]! + 5 * y[1]! + y[2]!, 2, 0, 1e-14);
    expectNear(y[1]! + 3 * y[2]!, 3, 0, 1e-14);
    expect(
      choleskySolve(
        [
          [1, 1],
          [1, 1],
        ],
        [1, 1],
      ),
    ).toBeNull();
    expect(choleskySolve([[0]], [1])).toBeNull();
  });

  it('leastNormSolve: K⁻¹c when regular, the least-norm solution when singular', () => {
    const x = leastNormSolve(
      [
        [4, 2],
        [2, 3],
      ],
      [2, 1],
    );
    expectNear(x[0]!, 0.5, 0, 1e-14);
    expectNear(x[1]!, 0, 1, 1e-14);
    //   [[1, 1], [1, 1]] x = (2, 2): x = (1, 1), not (2, 0).
    const y = leastNormSolve(
      [
        [1, 1],
        [1, 1],
      ],
      [2, 2],
    );
    y.forEach((v) => expectNear(v, 1, 0, 1e-14));
    //   No solution (c outside the range): the least-squares one of least norm, (0.75, 0.75).
    const z = leastNormSolve(
      [
        [1, 1],
        [1, 1],
      ],
      [1, 2],
    );
    z.forEach((v) => expectNear(v, 0.75, 0, 1e-14));
    expect(leastNormSolve([[0]], [1])).toEqual([0]);
  });
});
