// Inputs and outputs of the 3D spheres stepper. Defaults in constants.ts, applied by normalizeConfig3.
import { type CombineRuleName, type Vec3 } from '../../solver';
import type { ContactCorrection, ContactRecordHead, Material } from '../shared/types';

export interface SphereDef3 {
  /** Unique among spheres and planes; default `sphere<i>`. */
  id?: string;
  /** m, > 0. */
  radius: number;
  /** kg, > 0. Inertia is that of a solid sphere, 2/5 m r², about every axis. */
  mass: number;
  position: Vec3;
  /** Default (0, 0, 0). */
  velocity?: Vec3;
  /** Angular velocity ω (rad/s, right-handed); default (0, 0, 0). */
  spin?: Vec3;
  material?: Material;
}

/** The immovable half-space n·p ≥ offset. */
export interface PlaneDef3 {
  id?: string;
  normal: Vec3;
  offset: number;
  material?: Material;
}

/**
 * Which contract impulse resolves contacts: 'normal' is normalImpulse3 (impulse along n only);
 * 'sphere' is sphereImpulse3 (Eberly's variant, which may add tangential components).
 */
export type ImpulseMode3 = 'normal' | 'sphere';

export interface SimConfig3 {
  /** s, > 0. Default 1/120. */
  dt?: number;
  /** m/s². Default (0, −9.81, 0); pass (0, 0, 0) to switch gravity off. */
  gravity?: Vec3;
  /** Normal-impulse passes per step, integer ≥ 1. Default 8. */
  iterations?: number;
  /** m/s. Default 0.5. */
  restitutionThreshold?: number;
  /** Default 'normal'. */
  impulse?: ImpulseMode3;
  /** Coulomb friction after the normal passes, with the materials' μs and μd. Default false. */
  friction?: boolean;
  /** Default 'projection'. */
  contactCorrection?: ContactCorrection;
  /** m, ≥ 0. Default 0.005. */
  contactSlop?: number;
  combine?: { restitution?: CombineRuleName; friction?: CombineRuleName };
  spheres: SphereDef3[];
  planes?: PlaneDef3[];
}

/** A config's world settings without its contents: what scenario builders accept as overrides. */
export type WorldSettings3 = Omit<SimConfig3, 'spheres' | 'planes'>;

export interface ContactRecord3 extends ContactRecordHead {
  x: number;
  y: number;
  z: number;
  nx: number;
  ny: number;
  nz: number;
  depth: number;
  /** Total impulse applied to b this step (−that to a), N·s: normal passes plus friction. */
  jx: number;
  jy: number;
  jz: number;
  /** Its part along n, and the length of its part across n. */
  normalImpulse: number;
  tangentImpulse: number;
  /** Friction regime when friction is on, else null. */
  regime: 'static' | 'dynamic' | null;
  /** |tangential part of v_rel| after gravity, before any impulse of the step (m/s). */
  vt: number;
}

/** What a sphere's state holds at an instant and its series at every sample (as BODY_FIELDS2). */
export const SPHERE_FIELDS3 = ['x', 'y', 'z', 'vx', 'vy', 'vz', 'wx', 'wy', 'wz'] as const;
export type SphereMotion3 = Record<(typeof SPHERE_FIELDS3)[number], number>;

export interface SphereSeries3 extends Record<(typeof SPHERE_FIELDS3)[number], number[]> {
  id: string;
  radius: number;
  /** |ω| (rad/s). */
  spin: number[];
}

/** Per-sample arrays have steps + 1 entries; index 0 is t = 0. */
export interface Series3 {
  dt: number;
  t: number[];
  spheres: SphereSeries3[];
  /** Σ ½ m |v|² */
  kineticLinear: number[];
  /** Σ ½ I |ω|² */
  kineticRotational: number[];
  /** kineticLinear + kineticRotational */
  kinetic: number[];
  /** Σ −m g·p */
  potential: number[];
  energy: number[];
  /** Linear momentum Σ m v. */
  px: number[];
  py: number[];
  pz: number[];
  /** Angular momentum about the origin, Σ (p × m v + I ω). */
  Lx: number[];
  Ly: number[];
  Lz: number[];
  contacts: ContactRecord3[];
}
