// The sphere-impulse page's widget updates at their default parameters, in Node: the data (solver
// calls, or the 3D stepper run three times) and the charts (Observable Plot into a linkedom
// document, as at build time), with the same marks as the islands. Target: ≤ 4 ms median for the
// heaviest. Reported, never asserted.
import * as Plot from '@observablehq/plot';
import { test } from 'vitest';
import { chart } from './chart';
import { defaults } from '../src/params/spec';
import {
  offsetSweep,
  sphereCollisionParams,
  sphereCollisionScenario,
} from '../src/chapters/sphere-impulse/scenario';
import {
  spheresBoxParams,
  spheresBoxScenario,
  type BoxRow,
} from '../src/chapters/sphere-impulse/box-scenario';

// Bound once: reading a namespace's exports in the timed loop is itself measured (and warned about).
const { line, ruleX, ruleY, dot } = Plot;
const p = defaults(sphereCollisionParams);
const q = defaults(spheresBoxParams);

function collisionUpdate(): void {
  const s = sphereCollisionScenario(p);
  const data = offsetSweep(p);
  for (const [normal, variant, here] of [
    ['dTNormal', 'dTVariant', s.afterVariant.dT],
    ['spinANormal', 'spinAVariant', s.afterVariant.spinGainA],
  ] as const) {
    chart(640, 190, [
      ruleY([0]),
      line(data, { x: 'off', y: normal }),
      line(data, { x: 'off', y: variant }),
      ruleX([p.off]),
      dot([{ off: p.off, y: here }], { x: 'off', y: 'y' }),
      dot([{ off: p.off, y: 0 }], { x: 'off', y: 'y' }),
    ]);
  }
}

function boxUpdate(): void {
  const s = spheresBoxScenario(q);
  const by: Record<string, BoxRow[]> = {};
  for (const r of s.rows) (by[r.method] ??= []).push(r);
  for (const y of ['spin', 'energy'] as const) {
    chart(
      640,
      200,
      Object.values(by).map((rows) => line(rows, { x: 't', y })),
    );
  }
}

test('sphere-impulse: the 3D collision widget (scenario, 41-sample offset sweep, two charts)', async ({
  bench,
}) => {
  await bench.compare(
    bench('data: scenario + offsetSweep', () => {
      sphereCollisionScenario(p);
      offsetSweep(p);
    }),
    bench('data + two Plot charts (linkedom)', collisionUpdate),
  );
});

test('sphere-impulse: spheres in a box (three 120-step runs, two charts)', async ({ bench }) => {
  await bench.compare(
    bench('data: spheresBoxScenario', () => {
      spheresBoxScenario(q);
    }),
    bench('data + two Plot charts (linkedom)', boxUpdate),
  );
});
