// The 3D config with defaults filled in and every field checked, once, before a run.
import { type Vec3 } from '../../solver';
import { combineRules, CONTACT_CORRECTIONS } from '../shared/config';
import {
  DEFAULT_CONTACT_SLOP,
  DEFAULT_DT,
  DEFAULT_ITERATIONS,
  DEFAULT_RESTITUTION_THRESHOLD,
  STANDARD_GRAVITY,
} from '../shared/constants';
import type { CombineRules } from '../shared/material';
import type { ContactCorrection } from '../shared/types';
import type { ImpulseMode3, SimConfig3 } from './types3';
import {
  array,
  boolean,
  finite,
  ids,
  integerAtLeast,
  material,
  nonNegative,
  object,
  oneOf,
  optional,
  positive,
  unit3,
  vec3,
  type ResolvedMaterial,
} from '../shared/validate';

export interface ResolvedSphere3 {
  id: string;
  radius: number;
  mass: number;
  position: Vec3;
  velocity: Vec3;
  spin: Vec3;
  material: ResolvedMaterial;
}

export interface ResolvedPlane3 {
  id: string;
  normal: Vec3;
  offset: number;
  material: ResolvedMaterial;
}

export interface ResolvedConfig3 {
  dt: number;
  gravity: Vec3;
  iterations: number;
  restitutionThreshold: number;
  impulse: ImpulseMode3;
  friction: boolean;
  contactCorrection: ContactCorrection;
  contactSlop: number;
  combine: CombineRules;
  spheres: ResolvedSphere3[];
  planes: ResolvedPlane3[];
}

export const IMPULSE_MODES: readonly ImpulseMode3[] = ['normal', 'sphere'];

const ZERO3: Vec3 = Object.freeze({ x: 0, y: 0, z: 0 });

export function normalizeConfig3(config: SimConfig3): ResolvedConfig3 {
  object(config, 'config', 'a 3D simulation config');
  const friction = optional(config.friction, false, boolean, 'friction');
  const sphereDefs = array<SimConfig3['spheres'][number]>(config.spheres, 'spheres');
  const planeDefs = array<NonNullable<SimConfig3['planes']>[number]>(config.planes ?? [], 'planes');
  sphereDefs.forEach((s, i) => object(s, `spheres[${i}]`, 'a sphere'));
  planeDefs.forEach((p, i) => object(p, `planes[${i}]`, 'a plane'));
  const taken = new Set<string>();
  const sphereIds = ids(sphereDefs, 'sphere', 'spheres', taken);
  const planeIds = ids(planeDefs, 'plane', 'planes', taken);
  return {
    dt: optional(config.dt, DEFAULT_DT, positive, 'dt'),
    gravity: optional(config.gravity, { x: 0, y: -STANDARD_GRAVITY, z: 0 }, vec3, 'gravity'),
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
    impulse: optional(config.impulse, 'normal', (x, p) => oneOf(x, IMPULSE_MODES, p), 'impulse'),
    friction,
    contactCorrection: optional(
      config.contactCorrection,
      'projection',
      (x, p) => oneOf(x, CONTACT_CORRECTIONS, p),
      'contactCorrection',
    ),
    contactSlop: optional(config.contactSlop, DEFAULT_CONTACT_SLOP, nonNegative, 'contactSlop'),
    combine: combineRules(config.combine, 'combine'),
    spheres: sphereDefs.map((s, i): ResolvedSphere3 => {
      const p = `spheres[${i}]`;
      return {
        id: sphereIds[i] as string,
        radius: positive(s.radius, `${p}.radius`),
        mass: positive(s.mass, `${p}.mass`),
        position: vec3(s.position, `${p}.position`),
        velocity: optional(s.velocity, ZERO3, vec3, `${p}.velocity`),
        spin: optional(s.spin, ZERO3, vec3, `${p}.spin`),
        material: material(s.material, `${p}.material`),
      };
    }),
    planes: planeDefs.map((q, i): ResolvedPlane3 => ({
      id: planeIds[i] as string,
      normal: unit3(q.normal, `planes[${i}].normal`),
      offset: finite(q.offset, `planes[${i}].offset`),
      material: material(q.material, `planes[${i}].material`),
    })),
  };
}
