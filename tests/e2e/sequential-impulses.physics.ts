// An independent statement of the sequential-impulses page's explorer (not the site's solver), for
// this chapter's declarations (sequential-impulses.scrubs.ts, sequential-impulses.links.ts).

/**
 * The default box on two corners: m = 2 kg, 1 m × 0.5 m, mass centre 0.1 m right of the middle,
 * v_y = −2 m/s, ω = 0.5 rad/s. Corner arms x = (−0.6, 0.4), 1/I = 4.8, K = 1/m + xᵢxⱼ/I,
 * b = v_y + ω x; projected Gauss–Seidel in order.
 */
export function expectedBox(sweeps: number) {
  const x = [-0.6, 0.4];
  const K = x.map((xi) => x.map((xj) => 0.5 + 4.8 * xi * xj));
  const b = x.map((xi) => -2 + 0.5 * xi);
  const lambda = [0, 0];
  const vn = (i: number) => b[i]! + K[i]![0]! * lambda[0]! + K[i]![1]! * lambda[1]!;
  for (let k = 0; k < sweeps; k++)
    for (const i of [0, 1]) lambda[i] = Math.max(lambda[i]! - vn(i) / K[i]![i]!, 0);
  const det = K[0]![0]! * K[1]![1]! - K[0]![1]! ** 2;
  const exact = [
    (K[0]![1]! * b[1]! - K[1]![1]! * b[0]!) / det,
    (K[0]![1]! * b[0]! - K[0]![0]! * b[1]!) / det,
  ];
  return { lambda, vn: [vn(0), vn(1)], exact };
}
