// The solver bench's budget case: the 10-row pyramid (55 boxes) stepped by two solvers side by side
// (PGS with Baumgarte at 4 sweeps, and the soft step at 4 substeps × 1 relax), one bench step per op,
// as the widget takes it (both worlds stepped and measured); and the three solvers together. The
// widget keeps 60 steps per second while one op takes well under 16.7 ms (the page's frames also draw).
// Reported, never asserted.
// Run: npx vitest bench --run bench/soft-step.bench.ts
import { test } from 'vitest';
import { defaults } from '../src/params/spec';
import { BenchRun, benchParams, type BenchValues } from '../src/chapters/soft-step/bench-scenario';

/** The bench at these parameters, past its first second, so that the op times a standing pyramid. */
function settled(p: Partial<BenchValues>): () => void {
  const run = new BenchRun({ ...defaults(benchParams), ...p });
  for (let k = 0; k < 60; k++) run.step();
  return () => run.step();
}

test('the solver bench, one step of every solver per op', async ({ bench }) => {
  const cases = {
    'pyramid of 10 rows, two solvers (PGS Baumgarte, soft)': settled({ bScene: 1, bRows: 10, bSolvers: 2 }),
    'pyramid of 10 rows, all three solvers': settled({ bScene: 1, bRows: 10, bSolvers: 0 }),
  };
  const result = await bench.compare(...Object.entries(cases).map(([name, fn]) => bench(name, fn)), {
    time: 2000,
  });
  for (const name of Object.keys(cases)) {
    const latency = result.get(name).latency;
    console.log(
      `${name}: median ${latency.p50.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms (${(1000 / latency.p50).toFixed(0)} steps/s)`,
    );
  }
});
