// What the 2D and the 3D configs check the same way (world2/config2.ts, world3/config3.ts): the
// step's settings, the contact settings with the combine rules of two materials, and the planes.
import { COMBINE_RULES, type CombineRuleName } from '../../solver';
import {
  DEFAULT_CONTACT_SLOP,
  DEFAULT_DT,
  DEFAULT_ITERATIONS,
  DEFAULT_RESTITUTION_THRESHOLD,
} from './constants';
import { DEFAULT_COMBINE_RULES, type CombineRules } from './material';
import type { ContactCorrection, Material } from './types';
import {
  finite,
  integerAtLeast,
  material,
  nonNegative,
  object,
  optional,
  optionalOneOf,
  positive,
  type ResolvedMaterial,
} from './validate';

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

/** The time step's settings, in either dimension (V: the vector type of gravity). */
export interface StepSettings<V> {
  dt: number;
  gravity: V;
  iterations: number;
  restitutionThreshold: number;
}

export function stepSettings<V>(
  config: Partial<StepSettings<V>>,
  gravity: V,
  vec: (x: unknown, path: string) => V,
): StepSettings<V> {
  return {
    dt: optional(config.dt, DEFAULT_DT, positive, 'dt'),
    gravity: optional(config.gravity, gravity, vec, 'gravity'),
    iterations: optional(
      config.iterations,
      DEFAULT_ITERATIONS,
      (x, p) => integerAtLeast(x, 1, p),
      'iterations',
    ),
    restitutionThreshold: optional(
      config.restitutionThreshold,
      DEFAULT_RESTITUTION_THRESHOLD,
      nonNegative,
      'restitutionThreshold',
    ),
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
export interface ResolvedWorld<V> extends StepSettings<V>, ContactSettings {
  planes: ResolvedPlane<V>[];
}
