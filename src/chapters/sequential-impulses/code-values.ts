// The live values in this page's step code (src/kit/code/values.ts): how the box on two corners
// calls each solver function the steps are tagged in. The sweeps' own functions (prepareRows,
// runSweeps) are internal to the solver's file: the page reaches them through pgsTrace2, as its
// steps' numbers do (two sweeps, the total clamped), and the frame shows that run.
import { defineCodeValues } from '../../kit/code/values';
import { derivation } from './steps';
import { STEPS_RUN, type BoxOnCorners } from './scenario';

/** Both sweep functions run inside the steps' own run of pgsTrace2. */
const stepsRun = { via: 'pgsTrace2', args: (s: BoxOnCorners) => [s.bodies, s.contacts, STEPS_RUN] };

export default defineCodeValues({
  derivation,
  // K's off-diagonal entry, the last value of the line that sums it (over the box, both rows' body).
  sample: { query: '?m=3&w=1.2', step: 'eq:si-k', row: 2, side: 0, fn: 'contactMatrix2', name: 'kij' },
  calls: {
    contactMatrix2: (s) => [s.bodies, s.contacts],
    solveContactLcp2: (s) => [s.K, s.b],
    prepareRows: stepsRun,
    runSweeps: stepsRun,
  },
});
