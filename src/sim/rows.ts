// Long-format rows from a series, for plots that facet or colour by body
// (Plot.line(bodyRows2(series), {x: 't', y: 'y', stroke: 'id'})).
import { BODY_FIELDS2, type BodyMotion2, type Series2 } from './shared';
import { SPHERE_FIELDS3, type Series3, type SphereMotion3 } from './world3';

export interface BodyRow2 extends BodyMotion2 {
  t: number;
  id: string;
}

export interface SphereRow3 extends SphereMotion3 {
  t: number;
  id: string;
  spin: number;
}

/** One row per body per sample, bodies in config order within each sample: t, id, then `fields`. */
function rows<const K extends string>(
  t: readonly number[],
  bodies: readonly ({ id: string } & Record<NoInfer<K>, readonly number[]>)[],
  fields: readonly K[],
): ({ t: number; id: string } & Record<K, number>)[] {
  const out: ({ t: number; id: string } & Record<K, number>)[] = [];
  t.forEach((time, k) => {
    for (const b of bodies) {
      const row = { t: time, id: b.id } as { t: number; id: string } & Record<K, number>;
      for (const f of fields) row[f] = b[f][k] as (typeof row)[K];
      out.push(row);
    }
  });
  return out;
}

export const bodyRows2 = (series: Series2): BodyRow2[] => rows(series.t, series.bodies, BODY_FIELDS2);

export const sphereRows3 = (series: Series3): SphereRow3[] =>
  rows(series.t, series.spheres, [...SPHERE_FIELDS3, 'spin']);
