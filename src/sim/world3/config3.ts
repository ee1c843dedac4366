// The 3D config with defaults filled in and every field checked, once, before a run.
import { type Vec3 } from '../../solver';
import { contactSettings, optionalOneOf, resolvePlanes, type ResolvedWorld } from '../shared/config';
import {
  DEFAULT_DT,
  DEFAULT_ITERATIONS,
  DEFAULT_RESTITUTION_THRESHOLD,
  STANDARD_GRAVITY,
} from '../shared/constants';
import type { ImpulseMode3, SimConfig3 } from './types3';
import {
  array,
  integerAtLeast,
  nonNegative,
  boolean,
  ids,
  material,
  object,
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

export interface ResolvedConfig3 extends ResolvedWorld<Vec3> {
  impulse: ImpulseMode3;
  friction: boolean;
  spheres: ResolvedSphere3[];
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
  const dt = optional(config.dt, DEFAULT_DT, positive, 'dt');
  const gravity = optional(config.gravity, { x: 0, y: -STANDARD_GRAVITY, z: 0 }, vec3, 'gravity');
  const iterations = optional(
    config.iterations,
    DEFAULT_ITERATIONS,
    (x, p) => integerAtLeast(x, 1, p),
    'iterations',
  );
  const restitutionThreshold = optional(
    config.restitutionThreshold,
    DEFAULT_RESTITUTION_THRESHOLD,
    nonNegative,
    'restitutionThreshold',
  );
  const impulse = optionalOneOf(config.impulse, 'normal', IMPULSE_MODES, 'impulse');
  const { contactCorrection, contactSlop, combine } = contactSettings(config);
  // One literal, not spreads of the parts, as in normalizeConfig2.
  return {
    dt,
    gravity,
    iterations,
    restitutionThreshold,
    impulse,
    friction,
    contactCorrection,
    contactSlop,
    combine,
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
    planes: resolvePlanes(planeDefs, planeIds, unit3),
  };
}
