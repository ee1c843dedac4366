// The live values in this page's step code (src/kit/code/values.ts): how the K explorer's joint
// calls each solver function the steps are tagged in. The pseudo-inverse step is worked on the
// axle example (B on a fixed axle, pinned at r_B to an immovable A at the origin), as its plug-in
// numbers are.
import { defineCodeValues } from '../../kit/code/values';
import { V2 } from '../../solver';
import { derivation } from './steps';

export default defineCodeValues({
  derivation,
  notice: (s) => s.singularReason,
  sample: {
    query: '?mA=2&rAx=0.3',
    step: 'eq:rj-k-matrix',
    row: 1,
    side: 0,
    fn: 'collisionMatrix2Unchecked',
    name: 'k11',
  },
  calls: {
    revoluteImpulse2: (s) => [s.a, s.b, s.rA, s.rB],
    // What revoluteImpulse2 calls it with.
    collisionMatrix2Unchecked: (s) => [s.a, s.b, s.rA, s.rB],
    eigenSym2: (s) => [s.result.K],
    seed000Solve2: (s) => [s.result.K, V2.neg(s.result.vRel)],
    // The axle example's A anchors at its own centre: r_A = 0.
    revoluteImpulse2PseudoInverse: (s) => [s.axle.a, s.axle.b, V2.vec2(0, 0), s.rB],
  },
});
