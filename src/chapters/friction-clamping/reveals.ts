// What each prediction's reveal slide states (src/kit/exercises/reveal.ts): a step's value, or what the
// contact widget's contact (scenario.ts over src/solver) would do if the clamp applied μd·j_n as set.
import { measure, stepLine, type Reveals } from '../../kit/exercises/reveal';
import { frictionParams, frictionScenario, slipAt, type FrictionValues } from './scenario';

/** The slip impulse at the μd the reader set (the solver itself refuses μd > μs and uses μs). */
const slipAsSet = (v: FrictionValues) => {
  const s = frictionScenario(v);
  return { s, slip: slipAt(s, v.muD) };
};

export const reveals: Reveals = {
  'fr-faster': [stepLine('j_t', 'eq:fr-clamp', 0)],
  'fr-mud-above': [
    // What stops the slide against what a slip would get: the answer's "below μd·j_n".
    measure('|j_t*|, μd·j_n', frictionParams, (v) => {
      const s = frictionScenario(v);
      return { values: [Math.abs(s.friction.jtStar), v.muD * s.normal.j], unit: 'N·s' };
    }),
    measure('v_t′ after a slip of μd·j_n', frictionParams, (v) => {
      const { s, slip } = slipAsSet(v);
      const reverses = slip.vtAfter * s.friction.vt < 0;
      return { values: [slip.vtAfter], unit: 'm/s', ...(reverses ? { note: '(the slide reverses)' } : {}) };
    }),
  ],
};
