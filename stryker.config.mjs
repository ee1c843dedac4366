// Mutation testing (`npm run mutation`, not part of `npm test`): Stryker changes the code that
// computes what the site shows — the solver, parameter/URL handling, number formatting and the
// derivation steps — one small edit at a time, and checks that some unit test fails each time.
// Survivors are either killed by a new test or listed, with the reason they are equivalent, in
// tests/mutation-equivalents.md.
//
// Options on the command line override these: `npm run mutation -- --concurrency 1` leaves one of
// this machine's 2 cores to a build or a browser test run (the default, 2, uses both: the run
// takes about half as long), and `npm run mutation -- --incremental` reuses
// reports/stryker-incremental.json (see below).

import path from 'node:path';

// Each test runner's Vitest worker is started once and kept for all its mutants
// (tests/unit/mutation-pool.ts), but a new one starts for the initial run and after every timeout,
// and compiles the test framework, fast-check and the other packages again: Node's compile cache
// (keyed by file contents and Node version, kept in reports/ between runs) spares a good part of
// that. The test runners Stryker starts inherit it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('reports/node-compile-cache');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that executed its code in the first (instrumented) run.
  coverageAnalysis: 'perTest',
  // A chapter's steps.ts holds, beside each step's values, its TeX and the symbols the TeX check binds
  // in it (tests/unit/site/tex-check.test.ts evaluates them against the values): a mutant in a
  // symbol tests that check, not what the site computes, and is listed as such where it survives.
  mutate: ['src/solver/*.ts', 'src/params/*.ts', 'src/lib/format.ts', 'src/chapters/*/steps.ts'],
  // Mutants in code that runs only when a module is imported (step ids, units, message tables,
  // constant objects) could only be told apart by rerunning every test for each: thousands
  // of full runs. They are left out of the score; the step-equality, TeX-check and equation-tag
  // tests read those tables directly. A test that computes its values in a describe() body rather
  // than in it() is invisible here for the same reason: its values are computed before the mutant
  // is switched on.
  ignoreStatic: true,
  concurrency: 2,
  dryRunTimeoutMinutes: 10,
  // Off by default: a full run is the one whose score counts. On (`--incremental`), Stryker reruns
  // only mutants whose code or covering tests changed since the last run; it cannot see a change
  // in a file it neither mutates nor knows as a test (src/sim, src/kit/steps/define.ts, a test
  // helper such as tests/unit/site/check-derivation.ts), so its results can be stale. The file it
  // keeps (reports/stryker-incremental.json) is local, like the reports: see .gitignore.
  incremental: false,
  incrementalFile: 'reports/stryker-incremental.json',
  // A mutant that makes a loop endless (`i++` → `i--`) costs this much on top of twice its tests'
  // time, and a restart of its test runner. 10 s saved about a minute of a full run, but on a
  // machine shared with builds it let ordinary mutants time out (a timeout counts as killed).
  timeoutMS: 20000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  // Stryker rewrites tsconfig.json's relative paths with TypeScript's JavaScript API, which
  // TypeScript 7 no longer has; tsconfig.json only names paths inside the sandbox and a package
  // (astro/tsconfigs), so nothing needs rewriting: point the option at a file that does not exist.
  tsconfigFile: 'tsconfig.not-rewritten.json',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
