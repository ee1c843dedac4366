// The live values in this page's step code (src/kit/code/values.ts): how the page's one contact calls
// each solver function its steps are tagged in.
import { defineCodeValues } from '../../kit/code/values';
import { derivation } from './steps';
import type { SoftStepScene } from './scenario';

export default defineCodeValues({
  derivation,
  // The spring's frequency in rad/s, the line that computes it in softness.
  sample: { query: '?fc=20', step: 'eq:ss-spring', row: 0, side: 0, fn: 'softness', name: 'omega' },
  calls: {
    softness: (s: SoftStepScene) => [s.one.fs, s.one.p.zeta, s.one.h],
    softContactSweeps2: (s: SoftStepScene) => s.one.solveArgs,
  },
});
