// Long-format rows from a series, for plots that facet or colour by body
// (Plot.line(bodyRows2(series), {x: 't', y: 'y', stroke: 'id'})).
import type { Series2 } from './shared';
import type { Series3 } from './world3';

export interface BodyRow2 {
  t: number;
  id: string;
  x: number;
  y: number;
  theta: number;
  vx: number;
  vy: number;
  w: number;
}

export interface SphereRow3 {
  t: number;
  id: string;
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
  wx: number;
  wy: number;
  wz: number;
  spin: number;
}

/** One row per body per sample, bodies in config order within each sample. */
export function bodyRows2(series: Series2): BodyRow2[] {
  const rows: BodyRow2[] = [];
  series.t.forEach((t, k) => {
    for (const b of series.bodies) {
      rows.push({
        t,
        id: b.id,
        x: b.x[k] as number,
        y: b.y[k] as number,
        theta: b.theta[k] as number,
        vx: b.vx[k] as number,
        vy: b.vy[k] as number,
        w: b.w[k] as number,
      });
    }
  });
  return rows;
}

export function sphereRows3(series: Series3): SphereRow3[] {
  const rows: SphereRow3[] = [];
  series.t.forEach((t, k) => {
    for (const s of series.spheres) {
      const at = (a: number[]): number => a[k] as number;
      rows.push({
        t,
        id: s.id,
        x: at(s.x),
        y: at(s.y),
        z: at(s.z),
        vx: at(s.vx),
        vy: at(s.vy),
        vz: at(s.vz),
        wx: at(s.wx),
        wy: at(s.wy),
        wz: at(s.wz),
        spin: at(s.spin),
      });
    }
  });
  return rows;
}
