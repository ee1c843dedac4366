// The worker thread of the mutation run's pool (tests/unit/mutation-pool.ts): Vitest's own thread
// worker (the same init, environment and test runner), except that it lives through many runs,
// one per mutant, and makes each of them start as a fresh worker would, with two exceptions that
// are the point of keeping it: the packages Node has loaded (the test framework, fast-check,
// Preact…) stay loaded, and the code Vitest has already compiled is not compiled again.
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

/** The module graph the runs share (Vitest keeps one per worker). */
let modules;

/**
 * Before each run, what a fresh worker would start from:
 * - every module that Vitest itself evaluates (our code under test, the test files and their
 *   helpers; not the packages, which Node loads and caches) runs again when it is next imported,
 *   so no state of the previous run — a memoized value, a store, a signal — reaches this one. Their
 *   compiled code is kept (as `vi.resetModules()` does);
 * - no mutant is active: Stryker switches its mutant on in a `beforeAll` of each file, so a fresh
 *   worker imports the first test file (and runs its `describe` bodies) with none; without this
 *   reset the previous run's mutant would still be on at that point.
 */
function startLikeAFreshWorker(state) {
  if (modules) {
    for (const node of modules.idToModuleMap.values()) {
      if (!node.meta || 'externalize' in node.meta) continue;
      node.evaluated = false;
      node.promise = undefined;
      node.exports = undefined;
      node.importers.clear();
    }
  }
  const namespace = state.providedContext.globalNamespace;
  const stryker = typeof namespace === 'string' ? globalThis[namespace] : undefined;
  if (stryker) stryker.activeMutant = undefined;
}

init({
  post: (response) => parentPort.postMessage(response),
  on: (callback) => parentPort.on('message', callback),
  off: (callback) => parentPort.off('message', callback),
  teardown: () => parentPort.removeAllListeners('message'),
  onModuleRunner: (runner) => {
    modules = runner.evaluatedModules;
  },
  runTests: (state, traces) => {
    startLikeAFreshWorker(state);
    return runBaseTests('run', state, traces);
  },
  collectTests: (state, traces) => {
    startLikeAFreshWorker(state);
    return runBaseTests('collect', state, traces);
  },
  setup: setupEnvironment,
});
