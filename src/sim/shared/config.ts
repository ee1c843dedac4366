// What the 2D and the 3D configs check the same way (world2/config2.ts, world3/config3.ts): the
// combine rules of two materials and the contact correction's name.
import { COMBINE_RULES, type CombineRuleName } from '../../solver';
import { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
import type { ContactCorrection } from './types';
import { object, oneOf, optional } from './validate';

export const CONTACT_CORRECTIONS: readonly ContactCorrection[] = ['none', 'projection'];

const RULE_NAMES = Object.keys(COMBINE_RULES) as CombineRuleName[];

export function combineRules(x: unknown, path: string): CombineRules {
  if (x === undefined) return DEFAULT_COMBINE_RULES;
  object(x, path, 'combine rules {restitution, friction}');
  const r = x as { restitution?: CombineRuleName; friction?: CombineRuleName };
  return {
    restitution: optional(
      r.restitution,
      DEFAULT_COMBINE_RULES.restitution,
      (v, p) => oneOf(v, RULE_NAMES, p),
      `${path}.restitution`,
    ),
    friction: optional(
      r.friction,
      DEFAULT_COMBINE_RULES.friction,
      (v, p) => oneOf(v, RULE_NAMES, p),
      `${path}.friction`,
    ),
  };
}
