// What each prediction's reveal slide states (src/kit/exercises/reveal.ts): a step's value, or the
// collision widget's own outcomes (scenario.ts over src/solver) of the variant against the normal
// impulse.
import { measure, stepLine, type Reveals } from '../../kit/exercises/reveal';
import { V3 } from '../../solver';
import { sphereCollisionParams, sphereCollisionScenario } from './scenario';

export const reveals: Reveals = {
  'sp-variant-true': [
    measure('Spin the variant gives B', sphereCollisionParams, (v) => ({
      values: [sphereCollisionScenario(v).afterVariant.spinGainB],
      unit: 'rad/s',
    })),
    measure('|variant’s impulse − normal impulse|', sphereCollisionParams, (v) => {
      const s = sphereCollisionScenario(v);
      return { values: [V3.length(V3.sub(s.afterVariant.P, s.afterNormal.P))], unit: 'N·s' };
    }),
  ],
  'sp-variant-off': [stepLine('T′ − T', 'eq:sp-gain', 2)],
};
