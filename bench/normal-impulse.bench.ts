// Time to recompute the normal-impulse page's heaviest plot at its default parameters, in Node: the
// data (solver calls) and the chart (Observable Plot into a linkedom document, as at build time).
// Target: ≤ 4 ms median, so scrubbing stays within a frame in the browser. Reported, never asserted.
// (Vitest 5: `bench` is a test-context fixture, available in *.bench.ts files.)
import * as Plot from '@observablehq/plot';
import { test } from 'vitest';
import { chart } from './chart';
import { defaults } from '../src/params/spec';
import { collisionParams, restitutionSweep } from '../src/chapters/normal-impulse/scenario';

const p = defaults(collisionParams);

function restitutionCharts(): void {
  const data = restitutionSweep(p);
  for (const key of ['j', 'vnAfter', 'energyLost'] as const) {
    chart(640, 170, [
      Plot.line(data, { x: 'e', y: key }),
      Plot.ruleX([p.e]),
      Plot.dot([data[50]], { x: 'e', y: key }),
    ]);
  }
}

test('normal-impulse: outcome against restitution (3 panels × 101 samples)', async ({ bench }) => {
  await bench.compare(
    bench('data: restitutionSweep', () => {
      restitutionSweep(p);
    }),
    bench('data + three Plot charts (linkedom)', restitutionCharts),
  );
});
