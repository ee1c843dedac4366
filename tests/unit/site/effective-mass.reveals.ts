// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // m_eff = 1/(1/m_B + ℓ²/I_B): m_B at the middle, less at the corner.
  'em-moving-out': ([meff]) => {
    expect(meff!.from[0]).toBeCloseTo(1, 12);
    expect(meff!.to[0]).toBeCloseTo(0.2941, 4);
    expect(meff!.to[0]).toBeLessThan(meff!.from[0]!);
  },
  // A heavy box (close to pinned): m_B at the middle, falling toward I_B/ℓ² as the contact moves out.
  'em-pinned': ([meff]) => {
    expect(meff!.from[0]).toBeCloseTo(10, 12);
    expect(meff!.to[0]).toBeCloseTo(0.4, 4);
  },
};
export default claims;
