// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // A slipping contact gets μd·j_n = 0.3 × 2.4 N·s whatever the speed.
  'fr-faster': ([jt]) => {
    expect(Math.abs(jt!.from[0]!)).toBeCloseTo(0.72, 12);
    expect(jt!.to[0]).toBeCloseTo(jt!.from[0]!, 12);
  },
  // With μd = μs the contact slips (|j_t*| above μs·j_n) and slows; with μd = 2μs the same |j_t*|
  // is below μd·j_n: more than it takes to stop, so the slide reverses.
  'fr-mud-above': ([bounds, vt]) => {
    const [stopFrom, capFrom] = bounds!.from;
    const [stopTo, capTo] = bounds!.to;
    expect(stopFrom).toBeCloseTo(0.8333, 4);
    expect(stopTo).toBeCloseTo(stopFrom!, 12);
    expect(capFrom).toBeCloseTo(0.72, 12);
    expect(capTo).toBeCloseTo(1.44, 12);
    expect(stopFrom).toBeGreaterThan(capFrom!);
    expect(stopTo).toBeLessThan(capTo!);
    expect(vt!.from[0]).toBeCloseTo(-0.34, 12);
    expect(vt!.to[0]).toBeCloseTo(1.82, 12);
    expect(vt!.notes).toEqual([undefined, '(the slide reverses)']);
  },
};
export default claims;
