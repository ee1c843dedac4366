// The live values in this page's step code (src/kit/code/values.ts): how the contact widget's
// configuration calls each solver function the steps are tagged in. Friction acts on the bodies
// the normal impulse left, with the jn it gave and the μd the page uses (at most μs).
import { defineCodeValues } from '../../kit/code/values';
import { derivation } from './steps';

export default defineCodeValues({
  derivation,
  notice: (s) => s.noGripReason ?? s.muNotice,
  sample: {
    query: '?vx=3&muS=0.8',
    step: 'eq:fr-jt-star',
    row: 0,
    side: 0,
    fn: 'frictionImpulse2',
    name: 'jtStar',
  },
  calls: {
    frictionImpulse2: (s) => [s.normal.a, s.normal.b, s.c, s.normal.j, s.p.muS, s.muD],
    // The accumulated step's single μ is μs.
    accumulatedFriction2: (s) => [s.normal.a, s.normal.b, s.c, s.normal.j, s.p.muS],
    // The pair's μ from the two materials', by the rule the combine step shows.
    combineCoefficients: (s) => ['geometricMean', s.p.muA, s.p.muB],
  },
});
