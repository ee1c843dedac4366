// runSim3: run a 3D spheres config and return plot-ready time series.
import { V3 } from '../../solver';
import { angularMomentum3, kinetic3, momentum3, potential3 } from './measure3';
import type { ContactSolve3 } from './resolve-contact3';
import { step3 } from './step3';
import type { ContactRecord3, Series3, SimConfig3 } from './types3';
import { integerAtLeast } from '../shared/validate';
import { createWorld3, type World3 } from './world3';

function sample(world: World3, series: Series3): void {
  const { spheres, config } = world;
  series.t.push(world.steps * config.dt);
  spheres.forEach((s, i) => {
    const out = series.spheres[i] as Series3['spheres'][number];
    out.x.push(s.x);
    out.y.push(s.y);
    out.z.push(s.z);
    out.vx.push(s.vx);
    out.vy.push(s.vy);
    out.vz.push(s.vz);
    out.wx.push(s.wx);
    out.wy.push(s.wy);
    out.wz.push(s.wz);
    out.spin.push(Math.hypot(s.wx, s.wy, s.wz));
  });
  const T = kinetic3(spheres);
  const U = potential3(spheres, config.gravity);
  series.kineticLinear.push(T.linear);
  series.kineticRotational.push(T.rotational);
  series.kinetic.push(T.linear + T.rotational);
  series.potential.push(U);
  series.energy.push(T.linear + T.rotational + U);
  const p = momentum3(spheres);
  series.px.push(p.x);
  series.py.push(p.y);
  series.pz.push(p.z);
  const L = angularMomentum3(spheres);
  series.Lx.push(L.x);
  series.Ly.push(L.y);
  series.Lz.push(L.z);
}

function record(world: World3, solves: readonly ContactSolve3[]): ContactRecord3[] {
  const { spheres, config } = world;
  return solves.map(({ contact, P, regime, vt }): ContactRecord3 => {
    const normalImpulse = V3.dot(P, contact.n);
    return {
      step: world.steps,
      t: world.steps * config.dt,
      a:
        contact.a < 0
          ? (config.planes[contact.plane] as (typeof config.planes)[number]).id
          : (spheres[contact.a] as (typeof spheres)[number]).id,
      b: (spheres[contact.b] as (typeof spheres)[number]).id,
      x: contact.point.x,
      y: contact.point.y,
      z: contact.point.z,
      nx: contact.n.x,
      ny: contact.n.y,
      nz: contact.n.z,
      depth: contact.depth,
      jx: P.x,
      jy: P.y,
      jz: P.z,
      normalImpulse,
      tangentImpulse: Math.hypot(
        P.x - normalImpulse * contact.n.x,
        P.y - normalImpulse * contact.n.y,
        P.z - normalImpulse * contact.n.z,
      ),
      regime,
      vt,
    };
  });
}

/** Runs `steps` steps of `config` (not modified); per-sample arrays have steps + 1 entries. */
export function runSim3(config: SimConfig3, steps: number): Series3 {
  integerAtLeast(steps, 0, 'steps');
  const world = createWorld3(config);
  const series: Series3 = {
    dt: world.config.dt,
    t: [],
    spheres: world.spheres.map((s) => ({
      id: s.id,
      radius: s.radius,
      x: [],
      y: [],
      z: [],
      vx: [],
      vy: [],
      vz: [],
      wx: [],
      wy: [],
      wz: [],
      spin: [],
    })),
    kineticLinear: [],
    kineticRotational: [],
    kinetic: [],
    potential: [],
    energy: [],
    px: [],
    py: [],
    pz: [],
    Lx: [],
    Ly: [],
    Lz: [],
    contacts: [],
  };
  sample(world, series);
  for (let k = 0; k < steps; k++) {
    const solves = step3(world);
    for (const r of record(world, solves)) series.contacts.push(r);
    sample(world, series);
  }
  return series;
}
