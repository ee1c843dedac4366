import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit tests as `npm run mutation` (stryker.config.mjs) runs them, once per mutant: property
// tests make a hundredth of their draws (at least 20; see tests/unit/runs.ts; set
// PROPERTY_RUNS_SCALE to change it: a changed formula fails within the first few) and stop at the
// first counterexample without shrinking it (tests/unit/mutation-setup.ts); the stepper's tests are
// left out, because the stepper is not among the mutated files and its long runs would be repeated
// for every solver mutant they reach.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['tests/unit/sim/**'],
      // One worker, reused from one test file to the next: starting a fresh one per file and per
      // mutant cost more than most mutants' tests.
      pool: 'threads',
      isolate: false,
      setupFiles: ['tests/unit/mutation-setup.ts'],
      env: { PROPERTY_RUNS_SCALE: process.env.PROPERTY_RUNS_SCALE ?? '0.01' },
      // Instrumented code on a shared machine: slower than usual.
      testTimeout: 60_000,
    },
  }),
);
