// The scrub budget as a ratio (issue 48). A step's absolute main-thread time is mostly set by the
// machine: one slider moving one dot (the floor, bench/blank-page.mjs) costs 1.7 ms on a quiet VM
// and 2.7 ms on a busy one. So a page's step is judged against the floor measured in the same run:
// its median at most 2.5× the floor's median, its p95 at most 4× the floor's median, and its median
// no more than the notebook peer's (a Plot chart redrawn on every input, the same file) — a page
// should cost a reader less than the notebook cell they would otherwise use. The budget is a
// report: the bench flags a page over it, no test fails.

export const SCRUB_RATIO_BUDGET = Object.freeze({ median: 2.5, p95: 4 });

/**
 * `ms` as a multiple of the floor's median, or null when there is no floor to divide by (the floor
 * page recorded no step): a ratio then would be Infinity or NaN, a number nobody should read.
 * @param {number} ms
 * @param {number} floorMedian
 * @returns {number | null}
 */
export function timesFloor(ms, floorMedian) {
  if (!(Number.isFinite(ms) && Number.isFinite(floorMedian) && floorMedian > 0)) return null;
  return ms / floorMedian;
}

/**
 * A measured page's row of the bench's table: its median and p95 step (ms) and each as a multiple of
 * the floor's median.
 * @param {{ samples: number, median: number, p95: number }} stats
 * @param {number} floorMedian
 */
export function ratioRow(stats, floorMedian) {
  return {
    samples: stats.samples,
    median: stats.median,
    p95: stats.p95,
    medianX: timesFloor(stats.median, floorMedian),
    p95X: timesFloor(stats.p95, floorMedian),
  };
}

/**
 * Why a page is over the scrub budget (none: within it). Each reason names the figures that break it.
 * @param {{ samples: number, median: number, p95: number }} stats the page's steps
 * @param {{ samples: number, median: number }} floor the floor's, same run
 * @param {{ samples: number, median: number } | null} peer the notebook peer's, same run (null: not measured)
 * @param {{ median: number, p95: number }} [budget]
 * @returns {string[]}
 */
export function overScrubBudget(stats, floor, peer, budget = SCRUB_RATIO_BUDGET) {
  if (!(floor.samples > 0 && floor.median > 0)) return ['the floor recorded no step: no ratio to judge'];
  if (!(stats.samples > 0)) return ['no step recorded'];
  const reasons = [];
  const f = (x) => `${x.toFixed(2)} ms`;
  const medianX = stats.median / floor.median;
  const p95X = stats.p95 / floor.median;
  if (medianX > budget.median)
    reasons.push(`median ${f(stats.median)} = ${medianX.toFixed(1)}× the floor's (> ${budget.median}×)`);
  if (p95X > budget.p95)
    reasons.push(`p95 ${f(stats.p95)} = ${p95X.toFixed(1)}× the floor's median (> ${budget.p95}×)`);
  if (peer && peer.samples > 0 && stats.median > peer.median)
    reasons.push(`median ${f(stats.median)} behind the notebook peer's ${f(peer.median)}`);
  return reasons;
}
