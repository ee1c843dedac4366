// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // Off-centre the variant spins B and differs from the normal impulse; on a true sphere it is the
  // normal impulse exactly.
  'sp-variant-true': ([spin, diff]) => {
    expect(spin!.from[0]).toBeCloseTo(1.594, 3);
    expect(diff!.from[0]).toBeCloseTo(0.6836, 4);
    expect(spin!.to[0]).toBeLessThan(1e-12);
    expect(diff!.to[0]).toBeLessThan(1e-12);
  },
  // With e = 1 a true sphere keeps its energy; off-centre the variant adds some.
  'sp-variant-off': ([gain]) => {
    expect(Math.abs(gain!.from[0]!)).toBeLessThan(1e-12);
    expect(gain!.to[0]).toBeCloseTo(0.8696, 4);
  },
};
export default claims;
