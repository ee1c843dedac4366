// What each prediction's reveal slide states (src/kit/exercises/reveal.ts), read off the iteration
// explorer's own run (explorer.ts, src/solver's pgsTrace2) at the question's and the answer's sweep.
import { measure, type Reveals } from '../../kit/exercises/reveal';
import { atSweep, explore } from './explorer';
import { siParams, type SiValues } from './scenario';

/** The totals and normal velocities the explorer shows at its configuration's sweep count. */
const shown = (v: SiValues) => {
  const x = explore(v);
  return { x, at: atSweep(x, v.iter) };
};

/** A contact that ends separating (vₙ above this, m/s) while it still pushes (λ above this, N·s). */
const MOVING = 1e-6;

export const reveals: Reveals = {
  'si-reverse': [
    measure('Impulse on the left, right corner', siParams, (v) => {
      const { x, at } = shown(v);
      const of = (name: string) => at.lambda[x.scene.names.indexOf(name)]!;
      return { values: [of('g-L'), of('g-R')], unit: 'N·s' };
    }),
  ],
  'si-increment': [
    measure('Contacts separating while they still push', siParams, (v) => {
      const { at } = shown(v);
      const n = at.vn.filter((vn, i) => vn > MOVING && at.lambda[i]! > MOVING).length;
      return { values: [n], unit: '', note: `of ${at.vn.length}` };
    }),
    measure('Fastest separation vₙ', siParams, (v) => ({
      values: [Math.max(0, ...shown(v).at.vn)],
      unit: 'm/s',
    })),
  ],
  'si-flat': [
    measure('Fastest corner |vₙ|', siParams, (v) => ({
      values: [Math.max(...shown(v).at.vn.map(Math.abs))],
      unit: 'm/s',
    })),
    measure('Impulses’ distance from the dashed split', siParams, (v) => {
      const { x, at } = shown(v);
      return { values: [Math.hypot(...at.lambda.map((l, i) => l - x.exact.lambda[i]!))], unit: 'N·s' };
    }),
  ],
};
