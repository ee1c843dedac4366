import { describe, expect, it } from 'vitest';
import { COMBINE_RULES, combineCoefficients } from '../../../src/solver';

describe('combining rules', () => {
  it('lists five named rules a page can show', () => {
    expect(Object.keys(COMBINE_RULES)).toEqual(['max', 'min', 'average', 'product', 'geometricMean']);
    for (const [name, rule] of Object.entries(COMBINE_RULES)) expect(rule.name).toBe(name);
  });

  it('combines 0.25 and 0.81 as each rule says', () => {
    expect(combineCoefficients('max', 0.25, 0.81)).toBe(0.81);
    expect(combineCoefficients('min', 0.25, 0.81)).toBe(0.25);
    expect(combineCoefficients('average', 0.25, 0.81)).toBe(0.53);
    expect(combineCoefficients('product', 0.25, 0.81)).toBeCloseTo(0.2025, 15);
    //   √(0.25·0.81) = 0.5·0.9 = 0.45.
    expect(combineCoefficients('geometricMean', 0.25, 0.81)).toBeCloseTo(0.45, 15);
  });

  it('lets a frictionless body win under the product and geometric mean', () => {
    expect(combineCoefficients('product', 0, 0.9)).toBe(0);
    expect(combineCoefficients('geometricMean', 0, 0.9)).toBe(0);
  });

  it('rejects negative coefficients and unknown rules by name', () => {
    expect(() => combineCoefficients('max', -1, 0.5)).toThrow(new RangeError('cA must be ≥ 0 (got -1)'));
    expect(() => combineCoefficients('max', 0.5, NaN)).toThrow(/^cB must be a finite number/);
    expect(() => combineCoefficients('median' as never, 0.5, 0.5)).toThrow(/^rule must be one of/);
  });
});
