// The coefficients of one contact, from the materials of its two sides.
import { COMBINE_RULES, type CombineRuleName } from '../../solver';
import type { ResolvedMaterial } from './validate';

export interface ContactMaterial {
  restitution: number;
  muStatic: number;
  muDynamic: number;
}

/** Which combine.ts rule makes each coefficient of a pair. */
export interface CombineRules {
  restitution: CombineRuleName;
  friction: CombineRuleName;
}

/**
 * Seed 000's choices: the bouncier side wins restitution (max), and friction is the geometric
 * mean, so a slippery side dominates. Equal materials on both sides give that material back
 * exactly (max(e, e) = e, and √(μ·μ) = μ in IEEE doubles), which is how scenario builders pin a
 * contact's coefficients by giving the ground the body's material.
 */
export const DEFAULT_COMBINE_RULES: CombineRules = Object.freeze({
  restitution: 'max',
  friction: 'geometricMean',
});

/** Both friction coefficients use the same monotone rule, so μd ≤ μs on each side keeps μd ≤ μs. */
export function contactMaterial(
  a: ResolvedMaterial,
  b: ResolvedMaterial,
  rules: CombineRules,
): ContactMaterial {
  const combineRestitution = COMBINE_RULES[rules.restitution].combine;
  const combineFriction = COMBINE_RULES[rules.friction].combine;
  return {
    restitution: combineRestitution(a.restitution, b.restitution),
    muStatic: combineFriction(a.muStatic, b.muStatic),
    muDynamic: combineFriction(a.muDynamic, b.muDynamic),
  };
}
