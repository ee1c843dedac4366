import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit tests as `npm run mutation` (stryker.config.mjs) runs them, once per mutant: property
// tests make a twentieth of their draws (at least 20; see tests/unit/runs.ts) and stop at the
// first counterexample without shrinking it (tests/unit/mutation-setup.ts); the stepper's tests are
// left out, because the stepper is not among the mutated files and its long runs would be repeated
// for every solver mutant they reach.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['tests/unit/sim/**'],
      pool: 'threads',
      isolate: false,
      setupFiles: ['tests/unit/mutation-setup.ts'],
      env: { PROPERTY_RUNS_SCALE: '0.05' },
      // Instrumented code on a shared machine: slower than usual.
      testTimeout: 60_000,
    },
  }),
);
