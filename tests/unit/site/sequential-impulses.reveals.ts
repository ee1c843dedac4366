// What this page's reveals must say (reveals.test.ts).
import { expect } from 'vitest';
import type { Claims } from './reveals-support';

const claims: Claims = {
  // One sweep in the listed order leaves more on the right corner; reversed, on the left, barely:
  // 1.45 against 1.42 N·s, as the prediction's why says.
  'si-reverse': ([corners]) => {
    const [leftFrom, rightFrom] = corners!.from;
    const [left, right] = corners!.to;
    expect(leftFrom).toBeLessThan(rightFrom!);
    expect(left).toBeCloseTo(1.45, 2);
    expect(right).toBeCloseTo(1.42, 2);
    expect(left).toBeGreaterThan(right!);
  },
  // Clamping the running total, no contact ends separating while it pushes; clamping the increment,
  // some do, and they move apart.
  'si-increment': ([count, fastest]) => {
    expect(count!.from[0]).toBe(0);
    expect(count!.to[0]).toBe(3);
    expect(count!.notes).toEqual(['of 4', 'of 4']);
    expect(fastest!.from[0]).toBeLessThan(1e-9);
    expect(fastest!.to[0]).toBeCloseTo(1.468, 3);
  },
  // After 50 sweeps every corner is at rest, while the impulses are still far from the least-norm
  // split they started nearer to.
  'si-flat': ([vn, distance]) => {
    expect(vn!.from[0]).toBeGreaterThan(1);
    expect(vn!.to[0]).toBeLessThan(1e-9);
    expect(distance!.to[0]).toBeCloseTo(1.248, 3);
  },
};
export default claims;
