// The live values in this page's step code (src/kit/code/values.ts): how the page's contact calls
// each solver function its steps are tagged in. The 2D functions get the ball and box of the
// scalar and Jacobian views; the tensor forms get the turned 3D box, whose k the tensor steps show.
import { defineCodeValues } from '../../kit/code/values';
import { derivation } from './steps';

export default defineCodeValues({
  derivation,
  sample: { query: '?m=2&s=0.3', step: 'eq:em-scalar', row: 0, side: 0, fn: 'effectiveMass2', name: 'k' },
  calls: {
    inverseEffectiveMass2: (s) => [s.a, s.b, s.rA, s.rB, s.n],
    effectiveMass2: (s) => [s.a, s.b, s.rA, s.rB, s.n],
    collisionMatrix2: (s) => [s.a, s.b, s.rA, s.rB],
    jacobian2: (s) => [s.rA, s.rB, s.n],
    massMatrixInverse2: (s) => [s.a, s.b],
    // With M⁻¹ as its diagonal, as the jmj step's first side (the full matrix gives the same k).
    effectiveMassJacobian: (s) => [s.J, s.Minv],
    inverseEffectiveMassTensor: (s) => [s.a3, s.box.b, s.rA3, s.rB3, s.n3],
    // The quadratic form's k (its restitution plays no part in k).
    normalImpulse3: (s) => [s.a3, s.box.b, { rA: s.rA3, rB: s.rB3, n: s.n3 }, 0],
  },
});
