// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // j scales with 1 + e: from 1.5 to 2, a third more.
  'ni-bouncier': ([j]) => {
    expect(j!.from[0]).toBeCloseTo(2.352, 3);
    expect(j!.to[0]! / j!.from[0]!).toBeCloseTo(4 / 3, 12);
  },
  // B's terms leave k, so m_eff and j grow.
  'ni-pinned': ([j]) => {
    expect(j!.to[0]).toBeCloseTo(5.55, 3);
    expect(j!.to[0]).toBeGreaterThan(j!.from[0]!);
  },
};
export default claims;
