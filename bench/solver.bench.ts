// Throughput of each contract function on fixed, approaching inputs (so the full path runs:
// validation, solve, apply). Run with `npx vitest bench --run bench/solver.bench.ts`.
import { test } from 'vitest';
import {
  type Body2,
  type Body3,
  type Contact2,
  type Contact3,
  effectiveMass2,
  frictionImpulse2,
  type Mat3,
  normalImpulse2,
  normalImpulse3,
  revoluteImpulse2,
  sphereImpulse3,
} from '../src/solver';

const a2: Body2 = { invMass: 1, invInertia: 0.5, v: { x: 1, y: -0.5 }, w: 0.3 };
const b2: Body2 = { invMass: 0.5, invInertia: 0.25, v: { x: -2, y: 0.1 }, w: -0.7 };
const c2: Contact2 = { rA: { x: 0.5, y: 0.2 }, rB: { x: -0.4, y: 0.3 }, n: { x: 0.6, y: 0.8 } };

// A rotated, non-diagonal inverse inertia tensor (symmetric positive definite).
const tensor: Mat3 = [0.6, 0.1, -0.05, 0.1, 0.5, 0.02, -0.05, 0.02, 0.4];
const a3: Body3 = {
  invMass: 1,
  invInertia: tensor,
  v: { x: 1, y: -0.5, z: 0.2 },
  w: { x: 0.3, y: 0, z: -0.1 },
};
const b3: Body3 = {
  invMass: 0.5,
  invInertia: tensor,
  v: { x: -2, y: 0.1, z: 0 },
  w: { x: 0, y: -0.7, z: 0.2 },
};
const c3: Contact3 = {
  rA: { x: 0.5, y: 0.2, z: 0.1 },
  rB: { x: -0.4, y: 0.3, z: -0.2 },
  n: { x: 0.6, y: 0, z: 0.8 },
};

let sink = 0;

// Vitest 5: benchmarks are registered on the test context and compared in one table.
test('throughput of each contract function', async ({ bench }) => {
  await bench.compare(
    bench('effectiveMass2', () => {
      sink += effectiveMass2(a2, b2, c2.rA, c2.rB, c2.n);
    }),
    bench('normalImpulse2', () => {
      sink += normalImpulse2(a2, b2, c2, 0.5).j;
    }),
    bench('frictionImpulse2', () => {
      sink += frictionImpulse2(a2, b2, c2, 1, 0.5, 0.3).jt;
    }),
    bench('revoluteImpulse2', () => {
      sink += revoluteImpulse2(a2, b2, c2.rA, c2.rB).j.x;
    }),
    bench('normalImpulse3', () => {
      sink += normalImpulse3(a3, b3, c3, 0.5).j;
    }),
    bench('sphereImpulse3', () => {
      sink += sphereImpulse3(a3, b3, c3, 0.5).phi;
    }),
  );
  // Keep the results observable so nothing is optimised away.
  if (Number.isNaN(sink)) throw new Error('a benchmarked call returned NaN');
});
