// One 60 Hz step of the box-stack world (src/sim/stack-*.ts) with the default settings (10 sweeps,
// warm starting): the 10-row pyramid (55 boxes, about 200 contact points) and the 10-box stack; and
// the same two with the soft step (stepStackSoft2, Box2D v3.0's defaults: 4 substeps, relax 1).
// Each op is one step of a world that has already settled, which is what a live widget steps.
// Target: the pyramid's median ≤ 2 ms. Reported, never asserted. Vitest's module runner reads
// every imported function through a getter (its "export getters" warning): the sweeps call two
// solver functions thousands of times a step, so these figures are higher than in a bundled page.
// Run: npx vitest bench --run bench/stack.bench.ts
import { test } from 'vitest';
import {
  boxPyramid,
  boxStack,
  createStackWorld2,
  stepStack2,
  stepStackSoft2,
  type StackConfig2,
  type StackWorld2,
} from '../src/sim';

/** A world stepped through its first second, so the benchmark times a standing scene. */
function settled(config: StackConfig2, step: (world: StackWorld2) => void = stepStack2): () => void {
  const world = createStackWorld2(config);
  for (let k = 0; k < 60; k++) step(world);
  return () => step(world);
}

test('box stacks, one step per op', async ({ bench }) => {
  const cases = {
    'pyramid of 10 rows (55 boxes), 10 sweeps': settled(boxPyramid()),
    'stack of 10 boxes, 10 sweeps': settled(boxStack()),
    'pyramid, soft step (4 substeps × (1 solve + 1 relax))': settled(boxPyramid(), stepStackSoft2),
    'stack of 10 boxes, soft step': settled(boxStack(), stepStackSoft2),
  };
  const result = await bench.compare(...Object.entries(cases).map(([name, fn]) => bench(name, fn)), {
    time: 2000,
  });
  for (const name of Object.keys(cases)) {
    const latency = result.get(name).latency;
    console.log(`${name}: median ${latency.p50.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms`);
  }
});
