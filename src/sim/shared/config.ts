// What the 2D and the 3D configs check the same way (world2/config2.ts, world3/config3.ts): the
// contact settings with the combine rules of two materials, and the planes.
import { COMBINE_RULES, type CombineRuleName } from '../../solver';
import { DEFAULT_CONTACT_SLOP } from './constants';
import { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
import type { ContactCorrection, Material } from './types';
import { finite, material, nonNegative, object, optional, oneOf, type ResolvedMaterial } from './validate';

/** `x` if given (checked to be one of `options`), else `fallback`. Here rather than in validate.ts,
 *  which every page loads: only the engines' configs and scenarios choose from lists. */
export const optionalOneOf = <T extends string>(
  x: unknown,
  fallback: T,
  options: readonly T[],
  path: string,
): T => (x === undefined ? fallback : oneOf(x, options, path));

export const CONTACT_CORRECTIONS: readonly ContactCorrection[] = ['none', 'projection'];

const RULE_NAMES = Object.keys(COMBINE_RULES) as CombineRuleName[];

export function combineRules(x: unknown, path: string): CombineRules {
  if (x === undefined) return DEFAULT_COMBINE_RULES;
  object(x, path, 'combine rules {restitution, friction}');
  const r = x as { restitution?: CombineRuleName; friction?: CombineRuleName };
  return {
    restitution: optionalOneOf(
      r.restitution,
      DEFAULT_COMBINE_RULES.restitution,
      RULE_NAMES,
      `${path}.restitution`,
    ),
    friction: optionalOneOf(r.friction, DEFAULT_COMBINE_RULES.friction, RULE_NAMES, `${path}.friction`),
  };
}

/** How contacts are corrected and how their materials combine. */
export interface ContactSettings {
  contactCorrection: ContactCorrection;
  contactSlop: number;
  combine: CombineRules;
}

export function contactSettings(config: {
  contactCorrection?: unknown;
  contactSlop?: number;
  combine?: unknown;
}): ContactSettings {
  return {
    contactCorrection: optionalOneOf(
      config.contactCorrection,
      'projection',
      CONTACT_CORRECTIONS,
      'contactCorrection',
    ),
    contactSlop: optional(config.contactSlop, DEFAULT_CONTACT_SLOP, nonNegative, 'contactSlop'),
    combine: combineRules(config.combine, 'combine'),
  };
}

/** An immovable half-space n·p ≥ offset, checked (V: the vector type of its normal). */
export interface ResolvedPlane<V> {
  id: string;
  normal: V;
  offset: number;
  material: ResolvedMaterial;
}

/** The planes `defs` (each already checked to be an object), named `ids`, with unit normals. */
export const resolvePlanes = <V>(
  defs: readonly { normal: V; offset: number; material?: Material }[],
  ids: readonly string[],
  unit: (x: unknown, path: string) => V,
): ResolvedPlane<V>[] =>
  defs.map((q, i) => ({
    id: ids[i] as string,
    normal: unit(q.normal, `planes[${i}].normal`),
    offset: finite(q.offset, `planes[${i}].offset`),
    material: material(q.material, `planes[${i}].material`),
  }));

/** What both resolved configs hold besides their bodies: the step's and the contacts' settings, the planes. */
export interface ResolvedWorld<V> extends ContactSettings {
  dt: number;
  gravity: V;
  iterations: number;
  restitutionThreshold: number;
  planes: ResolvedPlane<V>[];
}
