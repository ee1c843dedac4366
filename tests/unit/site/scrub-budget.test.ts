// The bench's scrub budget (scripts/bench/scrub-budget.mjs): a page's step as multiples of the floor
// measured in the same run, and when it is flagged. Figures from issue 48's table.
import { describe, expect, it } from 'vitest';
import {
  SCRUB_RATIO_BUDGET,
  overScrubBudget,
  ratioRow,
  timesFloor,
} from '../../../scripts/bench/scrub-budget.mjs';

const floor = { samples: 80, median: 1.67, p95: 1.94 };
const peer = { samples: 80, median: 6.71, p95: 8.46 };

describe('timesFloor and ratioRow', () => {
  it("divide by the floor's median, the p95 too", () => {
    const row = ratioRow({ samples: 120, median: 6.0, p95: 7.29 }, floor.median);
    expect(row.medianX).toBeCloseTo(6.0 / 1.67, 12);
    expect(row.p95X).toBeCloseTo(7.29 / 1.67, 12);
    expect(row).toMatchObject({ samples: 120, median: 6.0, p95: 7.29 });
    // The floor against itself: 1×, and its p95 a little over.
    expect(ratioRow(floor, floor.median).medianX).toBe(1);
    expect(ratioRow(floor, floor.median).p95X).toBeCloseTo(1.16, 2);
  });

  it('give no ratio (null, never Infinity or NaN) without a floor or a measure', () => {
    expect(timesFloor(6, NaN)).toBeNull();
    expect(timesFloor(6, 0)).toBeNull();
    expect(timesFloor(NaN, 1.67)).toBeNull();
    expect(ratioRow({ samples: 0, median: NaN, p95: NaN }, 1.67)).toMatchObject({
      medianX: null,
      p95X: null,
    });
  });
});

describe('overScrubBudget', () => {
  it('is the issue’s budget: 2.5× for the median, 4× for the p95', () => {
    expect(SCRUB_RATIO_BUDGET).toEqual({ median: 2.5, p95: 4 });
  });

  it('passes a page within both ratios and ahead of the peer', () => {
    // 2.5× and 4× exactly are within.
    expect(overScrubBudget({ samples: 60, median: 2.5, p95: 4 }, { samples: 60, median: 1 }, peer)).toEqual(
      [],
    );
    expect(overScrubBudget({ samples: 60, median: 4.0, p95: 6.5 }, floor, peer)).toEqual([]);
  });

  it('flags the median over 2.5× and the p95 over 4× the floor median, each on its own', () => {
    const medianOnly = overScrubBudget({ samples: 60, median: 4.3, p95: 6.0 }, floor, peer);
    expect(medianOnly).toHaveLength(1);
    expect(medianOnly[0]).toMatch(/^median 4\.30 ms = 2\.6× the floor's \(> 2\.5×\)$/);
    const p95Only = overScrubBudget({ samples: 60, median: 4.0, p95: 6.8 }, floor, peer);
    expect(p95Only).toEqual(["p95 6.80 ms = 4.1× the floor's median (> 4×)"]);
  });

  it('flags a page behind the notebook peer, and the issue’s slowest page on all three counts', () => {
    const slowest = overScrubBudget({ samples: 200, median: 10.65, p95: 15.81 }, floor, peer);
    expect(slowest).toEqual([
      "median 10.65 ms = 6.4× the floor's (> 2.5×)",
      "p95 15.81 ms = 9.5× the floor's median (> 4×)",
      "median 10.65 ms behind the notebook peer's 6.71 ms",
    ]);
    // Behind a fast peer though within the ratios.
    expect(overScrubBudget({ samples: 60, median: 3, p95: 4 }, floor, { samples: 60, median: 2.9 })).toEqual([
      "median 3.00 ms behind the notebook peer's 2.90 ms",
    ]);
  });

  it('judges no peer it has not measured', () => {
    expect(overScrubBudget({ samples: 60, median: 3, p95: 4 }, floor, null)).toEqual([]);
    expect(overScrubBudget({ samples: 60, median: 3, p95: 4 }, floor, { samples: 0, median: NaN })).toEqual(
      [],
    );
  });

  it('says why it cannot judge: no floor, or a page that recorded no step', () => {
    expect(overScrubBudget({ samples: 60, median: 3, p95: 4 }, { samples: 0, median: NaN }, peer)).toEqual([
      'the floor recorded no step: no ratio to judge',
    ]);
    expect(overScrubBudget({ samples: 0, median: NaN, p95: NaN }, floor, peer)).toEqual(['no step recorded']);
  });
});
