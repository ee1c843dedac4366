// The revolute chapter's chain with a heavy end: the solver bench's scene. The same links as
// pendulumChain (0.5 m × 5 cm rods pinned end to end, the first to the world origin), the last one
// `endMassRatio` times heavier, released straight and horizontal so that the first swing pulls the
// joints apart as hard as the chain ever will.
//
// Why a heavy end: a joint between a light link and a heavy one has an effective mass dominated by
// the light side, so one Gauss–Seidel pass corrects the light link and barely moves the heavy one;
// information about the heavy end's weight crawls up the chain one joint per pass. With a fixed
// number of passes the joints stretch under the end's weight, and the stretch grows with the mass
// ratio. Sub-stepping shortens the step each pass has to hold the weight over instead.
import type { JointCorrection, SimConfig2, WorldSettings2 } from '../shared/types';
import { fail, integerAtLeast, optional } from '../shared/validate';
import { pendulumChain } from './scenario-pendulum-chain';

export interface HeavyChainParams {
  /** Number of links, an integer in 2..MAX_HEAVY_CHAIN_LINKS (the last is the heavy end). Default 3,
   *  the revolute chapter's chain. */
  links?: number;
  /** The last link's mass over each other link's, > 0 (the bench uses 1, 10 and 100). Default 100. */
  endMassRatio?: number;
  /** Direction of the straight chain at release, from +x (rad); −π/2 hangs at rest. Default 0. */
  angle?: number;
  /** step2's joint correction (ignored by stepSoft2). Default 'baumgarte'. */
  correction?: JointCorrection;
}

export const MAX_HEAVY_CHAIN_LINKS = 20;

export const HEAVY_CHAIN_DEFAULTS = Object.freeze({
  links: 3,
  endMassRatio: 100,
  angle: 0,
  correction: 'baumgarte' as JointCorrection,
});

/**
 * pendulumChain with a heavy end (links 'link0'…, joints 'pivot', 'joint1'…), the page's 60 Hz by
 * default. `overrides` are world settings (dt, iterations, jointWarmStart, baumgarteBeta, …).
 * Throws a RangeError naming the parameter for bad params.
 */
export function heavyChain(params: HeavyChainParams = {}, overrides: WorldSettings2 = {}): SimConfig2 {
  const d = HEAVY_CHAIN_DEFAULTS;
  const links = optional(params.links, d.links, (x, p) => integerAtLeast(x, 2, p), 'links');
  if (links > MAX_HEAVY_CHAIN_LINKS) fail(`links must be ≤ ${MAX_HEAVY_CHAIN_LINKS} (got ${links})`);
  // pendulumChain checks the rest, under the same names.
  const chain = {
    links,
    endMassRatio: params.endMassRatio ?? d.endMassRatio,
    angle: params.angle ?? d.angle,
    correction: params.correction ?? d.correction,
  };
  return pendulumChain(chain, { dt: 1 / 60, ...overrides });
}
