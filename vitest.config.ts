import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { traceSolver } from './src/site/code/trace-plugin';

// Vitest 5 would run on the machine's Node 20 without complaint; the site's build would not.
// Refuse early so a skipped `node` devDependency install is noticed here, not in CI.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  throw new Error(`Node ${process.versions.node}: run tests with 'npm test' (the project ships Node 22).`);
}

export default defineConfig({
  // src/solver/<file>.ts?trace, as the site's build has it (tests/unit/code/values.test.ts).
  plugins: [traceSolver()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    globals: true,
    // Property tests run thousands of cases; on a loaded 2-core machine 5 s is not always enough.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one worker, so the
    // unit tests ran one file at a time. They are CPU-bound and share no state: one per core.
    maxWorkers: availableParallelism(),
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
