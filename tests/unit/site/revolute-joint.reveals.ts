// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

// K of rank 1: det K = 0 at the answer, where the free bodies' K was invertible.
const rankOne: Claims[string] = ([det]) => {
  expect(det!.from[0]).toBeCloseTo(6.821, 3);
  expect(Math.abs(det!.to[0]!)).toBeLessThan(1e-12);
};

const claims: Claims = { 'rj-axle': rankOne, 'rj-two-axles': rankOne };
export default claims;
