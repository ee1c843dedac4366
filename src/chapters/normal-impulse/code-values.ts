// The live values in this page's step code (src/kit/code/values.ts): how the collision the
// widget shows calls each solver function the steps are tagged in. A function of one body or one
// arm gets the arguments of a row of its step's plug-in numbers (B's impulse and contact velocity,
// A's ω × r, rB × P), so that the frame and the row show the same number.
import { defineCodeValues } from '../../kit/code/values';
import { derivation, P } from './steps';

export default defineCodeValues({
  derivation,
  notice: (s) => s.noImpulseReason,
  sample: { query: '?e=0.8', step: 'eq:ni-j', row: 0, side: 0, fn: 'normalImpulse2', name: 'j' },
  calls: {
    normalImpulse2: (s) => [s.a, s.b, s.c, s.p.e],
    inverseEffectiveMass2: (s) => [s.a, s.b, s.c.rA, s.c.rB, s.c.n],
    effectiveMass2: (s) => [s.a, s.b, s.c.rA, s.c.rB, s.c.n],
    applyImpulse2: (s) => [s.a, s.b, s.c.rA, s.c.rB, P(s)],
    applyImpulsePair2: (s) => [s.a, s.b, s.c.rA, s.c.rB, P(s)],
    applyImpulseToBody2: (s) => [s.b, s.c.rB, P(s)],
    pointVelocity: (s) => [s.b.v, s.b.w, s.c.rB],
    cross: (s) => [s.c.rB, P(s)],
    crossSV: (s) => [s.a.w, s.c.rA],
    seed001BuggyImpulse: (s) => [s.a, s.b, s.c.n, s.p.e],
    seed001Raw: (s) => [s.a, s.b, s.c.n, s.p.e],
    // The energy after the impulse (the page's balance compares it with the energy before).
    kineticEnergy2: (s) => [s.result.a, s.result.b],
  },
});
