// The 2D config with every default filled in and every field checked, once, before a run.
import { type Vec2 } from '../../solver';
import {
  DEFAULT_BAUMGARTE_BETA,
  DEFAULT_DT,
  DEFAULT_ITERATIONS,
  DEFAULT_RESTITUTION_THRESHOLD,
  STANDARD_GRAVITY,
  WORLD,
} from '../shared/constants';
import { contactSettings, optionalOneOf, resolvePlanes, type ResolvedWorld } from '../shared/config';
import type { JointCorrection, Shape2, SimConfig2 } from '../shared/types';
import {
  array,
  integerAtLeast,
  nonNegative,
  boolean,
  fail,
  finite,
  ids,
  material,
  object,
  oneOf,
  optional,
  positive,
  unit2,
  vec2,
  type ResolvedMaterial,
} from '../shared/validate';

export interface ResolvedBody2 {
  id: string;
  shape: Shape2;
  mass: number;
  position: Vec2;
  angle: number;
  velocity: Vec2;
  angularVelocity: number;
  material: ResolvedMaterial;
}

export interface ResolvedJoint2 {
  id: string;
  /** Body index, or −1 for the world. */
  bodyA: number;
  bodyB: number;
  anchorA: Vec2;
  anchorB: Vec2;
}

export interface ResolvedConfig2 extends ResolvedWorld<Vec2> {
  jointCorrection: JointCorrection;
  baumgarteBeta: number;
  jointWarmStart: boolean;
  bodies: ResolvedBody2[];
  joints: ResolvedJoint2[];
}

export const JOINT_CORRECTIONS: readonly JointCorrection[] = ['none', 'mass-weighted', 'baumgarte'];
function shape2(x: unknown, path: string): Shape2 {
  object(x, path, "a shape {kind: 'disc', radius} or {kind: 'box', width, height}");
  const s = x as { kind?: unknown; radius?: unknown; width?: unknown; height?: unknown };
  const kind = oneOf(s.kind, ['disc', 'box'] as const, `${path}.kind`);
  return kind === 'disc'
    ? { kind, radius: positive(s.radius, `${path}.radius`) }
    : { kind, width: positive(s.width, `${path}.width`), height: positive(s.height, `${path}.height`) };
}

/** Checks `config` and returns a new object with defaults filled in; `config` is not modified. */
export function normalizeConfig2(config: SimConfig2): ResolvedConfig2 {
  object(config, 'config', 'a 2D simulation config');
  const dt = optional(config.dt, DEFAULT_DT, positive, 'dt');
  const gravity = optional(config.gravity, { x: 0, y: -STANDARD_GRAVITY }, vec2, 'gravity');
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
  const jointCorrection = optionalOneOf(
    config.jointCorrection,
    'mass-weighted',
    JOINT_CORRECTIONS,
    'jointCorrection',
  );
  const baumgarteBeta = optional(config.baumgarteBeta, DEFAULT_BAUMGARTE_BETA, positive, 'baumgarteBeta');
  if (baumgarteBeta > 1) fail(`baumgarteBeta must be ≤ 1 (got ${baumgarteBeta})`);
  const jointWarmStart = optional(config.jointWarmStart, false, boolean, 'jointWarmStart');
  const { contactCorrection, contactSlop, combine } = contactSettings(config);

  const bodyDefs = array<SimConfig2['bodies'][number]>(config.bodies, 'bodies');
  const planeDefs = array<NonNullable<SimConfig2['planes']>[number]>(config.planes ?? [], 'planes');
  const jointDefs = array<NonNullable<SimConfig2['joints']>[number]>(config.joints ?? [], 'joints');
  bodyDefs.forEach((b, i) => object(b, `bodies[${i}]`, 'a body'));
  planeDefs.forEach((p, i) => object(p, `planes[${i}]`, 'a plane'));
  jointDefs.forEach((j, i) => object(j, `joints[${i}]`, 'a joint'));

  const taken = new Set<string>();
  const bodyIds = ids(bodyDefs, 'body', 'bodies', taken);
  const planeIds = ids(planeDefs, 'plane', 'planes', taken);
  const jointIds = ids(jointDefs, 'joint', 'joints', new Set());

  const bodies = bodyDefs.map((b, i): ResolvedBody2 => {
    const p = `bodies[${i}]`;
    return {
      id: bodyIds[i] as string,
      shape: shape2(b.shape, `${p}.shape`),
      mass: positive(b.mass, `${p}.mass`),
      position: vec2(b.position, `${p}.position`),
      angle: optional(b.angle, 0, finite, `${p}.angle`),
      velocity: optional(b.velocity, { x: 0, y: 0 }, vec2, `${p}.velocity`),
      angularVelocity: optional(b.angularVelocity, 0, finite, `${p}.angularVelocity`),
      material: material(b.material, `${p}.material`),
    };
  });

  const planes = resolvePlanes(planeDefs, planeIds, unit2);

  const bodyIndex = (id: unknown, path: string, allowWorld: boolean): number => {
    if (allowWorld && id === WORLD) return -1;
    const i = bodyIds.indexOf(id as string);
    if (i < 0) fail(`${path} must name a body${allowWorld ? " or 'world'" : ''} (got ${String(id)})`);
    return i;
  };
  const joints = jointDefs.map((j, i): ResolvedJoint2 => {
    const p = `joints[${i}]`;
    const bodyA = bodyIndex(j.bodyA, `${p}.bodyA`, true);
    const bodyB = bodyIndex(j.bodyB, `${p}.bodyB`, false);
    if (bodyA === bodyB) fail(`${p}.bodyB must differ from bodyA (both are '${String(j.bodyB)}')`);
    return {
      id: jointIds[i] as string,
      bodyA,
      bodyB,
      anchorA: vec2(j.anchorA, `${p}.anchorA`),
      anchorB: vec2(j.anchorB, `${p}.anchorB`),
    };
  });

  // One literal, not spreads of the parts: the hot loops read this object, and a literal gives it
  // the layout V8 reads fastest.
  return {
    dt,
    gravity,
    iterations,
    restitutionThreshold,
    jointCorrection,
    baumgarteBeta,
    jointWarmStart,
    contactCorrection,
    contactSlop,
    combine,
    bodies,
    planes,
    joints,
  };
}
