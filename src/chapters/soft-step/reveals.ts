// What each prediction's reveal slide states (src/kit/exercises/reveal.ts), read off the spring
// widget's own runs (spring-scenario.ts: src/sim's soft step, src/solver's exact spring).
import { measure, type Reveals } from '../../kit/exercises/reveal';
import { springRun, type SpringPoint } from './spring-scenario';
import { ssParams } from './scenario';

/**
 * How far a run rises past its rest separation after the landing's deepest point (mm): an
 * oscillation overshoots; a creep comes back up to rest and stops there (0).
 */
function overshoot(run: readonly SpringPoint[], rest: number): number {
  const s = run.map((q) => q.s);
  const deepest = s.indexOf(Math.min(...s));
  return Math.max(0, ...s.slice(deepest).map((x) => x - rest));
}

export const reveals: Reveals = {
  'ss-underdamped': [
    measure('Rise past rest after landing, soft step', ssParams, (v) => {
      const r = springRun(v);
      return { values: [overshoot(r.relaxed, r.rest)], unit: 'mm' };
    }),
    measure('Rise past rest after landing, exact spring', ssParams, (v) => {
      const r = springRun(v);
      return { values: [overshoot(r.exact, r.rest)], unit: 'mm' };
    }),
  ],
};
