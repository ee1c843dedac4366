// The loop behind every curve of a quantity against a parameter: evenly spaced samples, both ends
// included, everything else held.
import { describe, expect, it } from 'vitest';
import { linspace, sweep } from '../../../src/params/sweep';

describe('linspace', () => {
  it('includes both ends and spaces the samples evenly', () => {
    expect(linspace(0, 1, 2)).toEqual([0, 1]);
    expect(linspace(-1, 1, 5)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(linspace(2, -2, 3)).toEqual([2, 0, -2]);
  });

  it('refuses fewer than 2 samples, and a count that is not a number, by saying so', () => {
    expect(() => linspace(0, 1, 1)).toThrow('linspace: need at least 2 samples (got 1)');
    expect(() => linspace(0, 1, 0)).toThrow('linspace: need at least 2 samples (got 0)');
    expect(() => linspace(0, 1, NaN)).toThrow('linspace: need at least 2 samples (got NaN)');
  });
});

describe('sweep', () => {
  it('runs once per sample with only the named parameter replaced, in order', () => {
    const seen: Array<{ v: { e: number; m: number }; x: number }> = [];
    const out = sweep({ e: 0.5, m: 2 }, 'e', { from: 0, to: 1, samples: 3 }, (v, x) => {
      seen.push({ v, x });
      return v.m * (1 + v.e);
    });
    expect(out).toEqual([2, 3, 4]);
    expect(seen).toEqual([
      { v: { e: 0, m: 2 }, x: 0 },
      { v: { e: 0.5, m: 2 }, x: 0.5 },
      { v: { e: 1, m: 2 }, x: 1 },
    ]);
  });
});
