// runSim2: run a 2D config for a number of steps and return plot-ready time series.
import { integerAtLeast } from '../shared/validate';
import { jointDrift2, kinetic2, momentum2, potential2 } from './measure2';
import type { ContactSolve2 } from './resolve-contact2';
import { step2 } from './step2';
import type { ContactRecord2, Series2, SimConfig2 } from '../shared/types';
import { createWorld2, type World2 } from './world2';

function sample(world: World2, series: Series2): void {
  const { bodies, config } = world;
  // t = k·dt rather than a running sum, so the times carry no accumulated rounding.
  series.t.push(world.steps * config.dt);
  bodies.forEach((s, i) => {
    const out = series.bodies[i] as Series2['bodies'][number];
    out.x.push(s.x);
    out.y.push(s.y);
    out.theta.push(s.theta);
    out.vx.push(s.vx);
    out.vy.push(s.vy);
    out.w.push(s.w);
  });
  const T = kinetic2(bodies);
  const U = potential2(bodies, config.gravity);
  series.kinetic.push(T);
  series.potential.push(U);
  series.energy.push(T + U);
  const p = momentum2(bodies);
  series.px.push(p.x);
  series.py.push(p.y);
  config.joints.forEach((joint, i) =>
    (series.joints[i] as Series2['joints'][number]).drift.push(jointDrift2(joint, bodies)),
  );
}

function record(world: World2, solves: readonly ContactSolve2[]): ContactRecord2[] {
  const { bodies, config } = world;
  return solves.map(({ contact, jn, jt, regime, vt }): ContactRecord2 => ({
    step: world.steps,
    t: world.steps * config.dt,
    a:
      contact.a < 0
        ? (config.planes[contact.plane] as (typeof config.planes)[number]).id
        : (bodies[contact.a] as (typeof bodies)[number]).id,
    b: (bodies[contact.b] as (typeof bodies)[number]).id,
    x: contact.point.x,
    y: contact.point.y,
    nx: contact.n.x,
    ny: contact.n.y,
    depth: contact.depth,
    normalImpulse: jn,
    frictionImpulse: jt,
    regime,
    vt,
  }));
}

/**
 * Runs `steps` steps of `config` (not modified) and returns the series: every per-sample array
 * has steps + 1 entries, starting with the initial state at t = 0. Throws RangeError naming the
 * field for a bad config, or 'steps' for a bad step count.
 */
export function runSim2(config: SimConfig2, steps: number): Series2 {
  integerAtLeast(steps, 0, 'steps');
  const world = createWorld2(config);
  const series: Series2 = {
    dt: world.config.dt,
    t: [],
    bodies: world.bodies.map((s) => ({
      id: s.id,
      shape: s.shape,
      x: [],
      y: [],
      theta: [],
      vx: [],
      vy: [],
      w: [],
    })),
    kinetic: [],
    potential: [],
    energy: [],
    px: [],
    py: [],
    joints: world.config.joints.map((j) => ({ id: j.id, drift: [] })),
    contacts: [],
  };
  sample(world, series);
  for (let k = 0; k < steps; k++) {
    const solves = step2(world);
    for (const r of record(world, solves)) series.contacts.push(r);
    sample(world, series);
  }
  return series;
}
