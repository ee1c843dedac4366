// Rules for one coefficient (restitution or friction) of a pair of bodies from each body's own.
// A named record so a page can list them; none is "right", each is a design choice.
import { checkNonNegative } from './validate';

export type CombineRuleName = 'max' | 'min' | 'average' | 'product' | 'geometricMean';

export interface CombineRule {
  name: CombineRuleName;
  label: string;
  /** TeX for the rule, cA and cB being the two bodies' coefficients. */
  tex: string;
  /** Why one would pick it. */
  note: string;
  combine: (cA: number, cB: number) => number;
}

export const COMBINE_RULES: Readonly<Record<CombineRuleName, CombineRule>> = {
  max: {
    name: 'max',
    label: 'Maximum',
    tex: '\\max(c_A, c_B)',
    note: 'The bouncier (or grippier) body wins; seed 000 uses it for restitution.',
    combine: (cA, cB) => Math.max(cA, cB), // [eq:fr-combine]
  },
  min: {
    name: 'min',
    label: 'Minimum',
    tex: '\\min(c_A, c_B)',
    note: 'The less elastic body wins; seed 001 takes the least elastic restitution.',
    combine: (cA, cB) => Math.min(cA, cB), // [eq:fr-combine]
  },
  average: {
    name: 'average',
    label: 'Average',
    tex: '\\tfrac12 (c_A + c_B)',
    note: 'Symmetric and gentle; a slippery body against a rough one still gets half the grip.',
    combine: (cA, cB) => 0.5 * (cA + cB), // [eq:fr-combine]
  },
  product: {
    name: 'product',
    label: 'Product',
    tex: 'c_A \\, c_B',
    note: 'Zero if either is zero; shrinks coefficients below 1.',
    combine: (cA, cB) => cA * cB, // [eq:fr-combine]
  },
  geometricMean: {
    name: 'geometricMean',
    label: 'Geometric mean',
    tex: '\\sqrt{c_A \\, c_B}',
    note: 'Lets a slippery body dominate (seed 000 recommends it for friction); equal inputs stay unchanged.',
    combine: (cA, cB) => Math.sqrt(cA * cB), // [eq:fr-combine]
  },
};

/** Combine two non-negative coefficients with the named rule. */
export function combineCoefficients(rule: CombineRuleName, cA: number, cB: number): number {
  const r = COMBINE_RULES[rule];
  if (r === undefined)
    throw new RangeError(
      `rule must be one of ${Object.keys(COMBINE_RULES).join(', ')} (got ${String(rule)})`,
    );
  checkNonNegative(cA, 'cA');
  checkNonNegative(cB, 'cB');
  return r.combine(cA, cB); // [eq:fr-combine]
}
