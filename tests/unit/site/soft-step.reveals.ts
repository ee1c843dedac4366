// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // At ζ = 0.2 the exact spring rings past its rest point; the relaxed soft step comes back up to
  // rest and stops there. At the default damping neither does.
  'ss-underdamped': ([soft, exact]) => {
    expect(soft!.from[0]).toBe(0);
    expect(soft!.to[0]).toBeLessThan(1e-9);
    expect(exact!.from[0]).toBe(0);
    expect(exact!.to[0]).toBeCloseTo(2.092, 3);
  },
};
export default claims;
