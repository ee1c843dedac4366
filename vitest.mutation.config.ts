import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { reusedThreads } from './tests/unit/mutation-pool.ts';

/**
 * Stryker stops a mutant's run at its first failing test (bail), so the order of the files decides
 * how long a killed mutant costs. Vitest's own order runs the longest files first (good for a full
 * run on many workers, where the long ones should not start last); here that put the 14 s
 * exercises file before the solver's own tests for every solver mutant it reaches. So: a file that
 * failed last (it killed the previous mutant, which is usually next to this one) first, then the
 * quickest files, by their time in the dry run, or by their size before there is one.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = new Map(
      files.map((spec) => {
        const result = this.ctx.cache.getTestSpecificationResult(spec);
        return [
          spec,
          { failed: result?.failed ?? false, duration: result?.duration ?? statSync(spec.moduleId).size },
        ];
      }),
    );
    return [...files].sort((a, b) => {
      const x = cost.get(a)!;
      const y = cost.get(b)!;
      if (x.failed !== y.failed) return x.failed ? -1 : 1;
      return x.duration - y.duration;
    });
  }
}

// The unit tests as `npm run mutation` (stryker.config.mjs) runs them, once per mutant: property
// tests make a hundredth of their draws (at least 20; see tests/unit/runs.ts; set
// PROPERTY_RUNS_SCALE to change it: a changed formula fails within the first few) and stop at the
// first counterexample without shrinking it (tests/unit/mutation-setup.ts); the stepper's tests are
// left out, because the stepper is not among the mutated files and its long runs would be repeated
// for every solver mutant they reach.
export default mergeConfig(
  base,
  defineConfig({
    // Test durations and last failures of the mutation run only (inside Stryker's sandbox, which is
    // deleted after the run): they order the files above, and must not reorder `npm run test:unit`.
    cacheDir: '.vitest-mutation-cache',
    plugins: [
      {
        // One worker thread for all of a test runner's runs, one per mutant (see
        // tests/unit/mutation-pool.ts). Set on the resolved configuration: Stryker passes its own
        // `pool` ('threads') when it creates Vitest, which would override `test.pool` here.
        name: 'mutation-pool',
        configureVitest({ project }) {
          project.config.pool = reusedThreads.name;
          project.config.poolRunner = reusedThreads;
        },
      },
    ],
    test: {
      exclude: ['tests/unit/sim/**'],
      // One worker, reused from one test file to the next (and, through the plugin above, from one
      // mutant to the next): starting a fresh one per file and per mutant cost more than most
      // mutants' tests. The plugin replaces this pool with its own, which runs the same threads.
      pool: 'threads',
      isolate: false,
      setupFiles: ['tests/unit/mutation-setup.ts'],
      env: { PROPERTY_RUNS_SCALE: process.env.PROPERTY_RUNS_SCALE ?? '0.01' },
      sequence: { sequencer: QuickestFirst },
      // Instrumented code on a shared machine: slower than usual.
      testTimeout: 60_000,
    },
  }),
);
