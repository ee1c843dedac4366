// The live values in this page's step code (src/kit/code/values.ts): how the collision widget's
// configuration calls each solver function the steps are tagged in.
import { defineCodeValues } from '../../kit/code/values';
import { derivation } from './steps';

export default defineCodeValues({
  derivation,
  notice: (s) => s.noImpulseReason,
  sample: {
    query: '?mB=2&off=0.3',
    step: 'eq:sp-c-matrix',
    row: 0,
    side: 0,
    fn: 'sphereImpulse3',
    name: 'c00',
  },
  calls: {
    sphereImpulse3: (s) => [s.a, s.b, s.c, s.p.e],
    // What sphereImpulse3 calls it with: the relative velocity at the contact and the unit normal.
    sphereTangents: (s) => [s.vRel, s.c.n],
    sphereVariantEnergySplit: (s) => [s.variant, s.p.e],
    collisionMatrix3: (s) => [s.a, s.b, s.c.rA, s.c.rB],
  },
});
