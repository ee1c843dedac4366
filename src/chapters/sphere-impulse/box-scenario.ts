// "Spheres in a box" on the sphere-impulse page: the 3D stepper (src/sim) run three ways
// on the same spheres — the plain normal impulse, Eberly's 3×3 variant, and the normal impulse
// followed by Coulomb friction — so the page can plot what each does to spin and energy.
import { bool, num, type ParamValues } from '../../params/spec';
// From their own files, not the solver's index (see sphere-collision.ts).
import { runSim3, type Series3, spheresInBox } from '../../sim';

export const spheresBoxParams = [
  num('boxCount', 'Number of spheres', '', 1, 8, 1, 4),
  num('boxSpin', 'Largest initial spin component', 'rad/s', 0, 10, 0.5, 5),
  num('boxE', 'Restitution e (spheres and walls)', '', 0, 1, 0.05, 1),
  num('boxSeed', 'Random start (seed of the initial velocities and spins)', '', 0, 20, 1, 1),
  bool('boxGravity', 'Gravity (otherwise the spheres float)', false),
  bool(
    'boxFriction',
    'Also run with Coulomb friction after the normal impulse (static μ 0.3, dynamic μ 0.2)',
    true,
  ),
] as const;

export type SpheresBoxValues = ParamValues<typeof spheresBoxParams>;

/**
 * 2 s at 60 Hz: long enough for every sphere to hit something a few times, and cheap enough to run
 * three times within a frame. The stepper's default 120 Hz would double the cost for no visible
 * difference at these speeds (≤ 3.5 m/s moves a 0.1 m sphere at most 6 cm per step).
 */
export const BOX_DT = 1 / 60;
export const BOX_STEPS = 120;

export type BoxMethod = 'normal' | 'variant' | 'friction';

export const BOX_METHOD_LABEL: Record<BoxMethod, string> = {
  normal: 'normal impulse',
  variant: 'Eberly’s 3×3 variant',
  friction: 'normal impulse + friction',
};

export interface BoxRow {
  t: number;
  method: BoxMethod;
  /** Σ |ω| over the spheres (rad/s). */
  spin: number;
  /** Total energy T + U (J); T alone when gravity is off. */
  energy: number;
}

export interface SpheresBox {
  p: SpheresBoxValues;
  runs: Partial<Record<BoxMethod, Series3>> & { normal: Series3; variant: Series3 };
  rows: BoxRow[];
  /** Largest difference between the normal and variant runs over every sphere and sample. */
  maxDiff: { position: number; velocity: number; spin: number };
  /** Largest tangential impulse the variant applied at any contact (N·s), and the number of contact records. */
  variantTangential: number;
  contacts: number;
  /** Σ|ω| at the start and at the end of each run. */
  spinStart: number;
  spinEnd: Partial<Record<BoxMethod, number>>;
  energyStart: number;
  energyEnd: Partial<Record<BoxMethod, number>>;
}

function totalSpin(series: Series3, k: number): number {
  return series.spheres.reduce((sum, s) => sum + (s.spin[k] as number), 0);
}

function maxAbsDiff(a: readonly number[], b: readonly number[]): number {
  let most = 0;
  for (let k = 0; k < a.length; k++) most = Math.max(most, Math.abs((a[k] as number) - (b[k] as number)));
  return most;
}

export function spheresBoxScenario(p: SpheresBoxValues): SpheresBox {
  const base = {
    count: p.boxCount,
    spin: p.boxSpin,
    restitution: p.boxE,
    seed: p.boxSeed,
    gravity: p.boxGravity,
  };
  const runs: SpheresBox['runs'] = {
    normal: runSim3(spheresInBox({ ...base, impulse: 'normal' }, { dt: BOX_DT }), BOX_STEPS),
    variant: runSim3(spheresInBox({ ...base, impulse: 'sphere' }, { dt: BOX_DT }), BOX_STEPS),
  };
  if (p.boxFriction)
    runs.friction = runSim3(
      spheresInBox({ ...base, impulse: 'normal', friction: true }, { dt: BOX_DT }),
      BOX_STEPS,
    );

  const rows: BoxRow[] = [];
  const spinEnd: SpheresBox['spinEnd'] = {};
  const energyEnd: SpheresBox['energyEnd'] = {};
  for (const method of ['normal', 'variant', 'friction'] as const) {
    const series = runs[method];
    if (!series) continue;
    series.t.forEach((t, k) =>
      rows.push({ t, method, spin: totalSpin(series, k), energy: series.energy[k] as number }),
    );
    spinEnd[method] = totalSpin(series, series.t.length - 1);
    energyEnd[method] = series.energy[series.t.length - 1] as number;
  }

  const maxDiff = { position: 0, velocity: 0, spin: 0 };
  runs.normal.spheres.forEach((a, i) => {
    const b = runs.variant.spheres[i]!;
    maxDiff.position = Math.max(
      maxDiff.position,
      maxAbsDiff(a.x, b.x),
      maxAbsDiff(a.y, b.y),
      maxAbsDiff(a.z, b.z),
    );
    maxDiff.velocity = Math.max(
      maxDiff.velocity,
      maxAbsDiff(a.vx, b.vx),
      maxAbsDiff(a.vy, b.vy),
      maxAbsDiff(a.vz, b.vz),
    );
    maxDiff.spin = Math.max(
      maxDiff.spin,
      maxAbsDiff(a.wx, b.wx),
      maxAbsDiff(a.wy, b.wy),
      maxAbsDiff(a.wz, b.wz),
    );
  });

  return {
    p,
    runs,
    rows,
    maxDiff,
    variantTangential: runs.variant.contacts.reduce((most, c) => Math.max(most, c.tangentImpulse), 0),
    contacts: runs.variant.contacts.length,
    spinStart: totalSpin(runs.normal, 0),
    spinEnd,
    energyStart: runs.normal.energy[0] as number,
    energyEnd,
  };
}
