// A chain of rods hanging from a world pivot, released from horizontal: the joints' test bed.
import type { JointCorrection, SimConfig2, WorldSettings2 } from '../shared/types';
import { finite, integerAtLeast, optional, positive } from '../shared/validate';
import { optionalOneOf } from '../shared/config';
import { JOINT_CORRECTIONS } from './config2';
import { WORLD } from '../shared/constants';

export interface PendulumChainParams {
  /** Number of links, ≥ 1. Default 3. */
  links?: number;
  /** Length and thickness of each rod (m). Default 0.5 × 0.05. */
  linkLength?: number;
  linkWidth?: number;
  /** kg per link. Default 1. */
  linkMass?: number;
  /** The last link's mass over the others', > 0 (the heavy end). Default 1: all links alike. */
  endMassRatio?: number;
  /** Direction of the straight chain at release, from +x (rad). Default 0: horizontal. */
  angle?: number;
  /** Joint drift correction. Default 'mass-weighted'. */
  correction?: JointCorrection;
}

export const PENDULUM_CHAIN_DEFAULTS = Object.freeze({
  links: 3,
  linkLength: 0.5,
  linkWidth: 0.05,
  linkMass: 1,
  endMassRatio: 1,
  angle: 0,
  correction: 'mass-weighted' as JointCorrection,
});

/**
 * Links 'link0'… as boxes along their local x axis. 'pivot' pins link0's left end to the world
 * origin; 'joint<i>' pins link i−1's right end to link i's left end. No planes: nothing to hit.
 */
export function pendulumChain(params: PendulumChainParams = {}, overrides: WorldSettings2 = {}): SimConfig2 {
  const d = PENDULUM_CHAIN_DEFAULTS;
  const links = optional(params.links, d.links, (x, p) => integerAtLeast(x, 1, p), 'links');
  const L = optional(params.linkLength, d.linkLength, positive, 'linkLength');
  const width = optional(params.linkWidth, d.linkWidth, positive, 'linkWidth');
  const mass = optional(params.linkMass, d.linkMass, positive, 'linkMass');
  const endMassRatio = optional(params.endMassRatio, d.endMassRatio, positive, 'endMassRatio');
  const angle = optional(params.angle, d.angle, finite, 'angle');
  const correction = optionalOneOf(params.correction, d.correction, JOINT_CORRECTIONS, 'correction');
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  const left = { x: -L / 2, y: 0 };
  const right = { x: L / 2, y: 0 };
  return {
    ...overrides,
    jointCorrection: correction,
    bodies: Array.from({ length: links }, (_, i) => ({
      id: `link${i}`,
      shape: { kind: 'box' as const, width: L, height: width },
      mass: i === links - 1 ? mass * endMassRatio : mass,
      position: { x: (i + 0.5) * L * dir.x, y: (i + 0.5) * L * dir.y },
      angle,
    })),
    joints: Array.from({ length: links }, (_, i) =>
      i === 0
        ? { id: 'pivot', bodyA: WORLD, bodyB: 'link0', anchorA: { x: 0, y: 0 }, anchorB: left }
        : { id: `joint${i}`, bodyA: `link${i - 1}`, bodyB: `link${i}`, anchorA: right, anchorB: left },
    ),
  };
}
