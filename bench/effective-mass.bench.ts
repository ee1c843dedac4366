// Time to recompute the effective-mass page's plots at the default parameters, in Node: the data
// (solver calls) and the charts (Observable Plot into a linkedom document, as at build time), plus
// the whole scenario every widget update recomputes. Target: ≤ 4 ms median. Reported, never asserted.
// (Vitest 5: `bench` is a test-context fixture, available in *.bench.ts files.)
import * as Plot from '@observablehq/plot';
import { test } from 'vitest';
import { chart } from './chart';
import { defaults } from '../src/params/spec';
import { emParams, emScenario, leverSweep, turnSweep } from '../src/chapters/effective-mass/scenario';

const p = defaults(emParams);

function leverChart(): void {
  const s = emScenario(p);
  const series = leverSweep(p);
  chart(640, 280, [
    Plot.ruleY([s.meffNoRotation]),
    ...series.map((ser) => Plot.line(ser.points, { x: 's', y: 'meff' })),
    Plot.text(
      series.map((ser) => ser.points.at(-1)!),
      { x: 's', y: 'meff', text: () => 'I' },
    ),
    Plot.ruleX([p.s]),
    Plot.dot([{ s: p.s, meff: s.meff }], { x: 's', y: 'meff' }),
  ]);
}

function turnChart(): void {
  const s = emScenario(p);
  const data = turnSweep(p);
  chart(640, 260, [
    Plot.line(data, { x: 'turnDeg', y: 'shortcut' }),
    Plot.line(data, { x: 'turnDeg', y: 'tensor' }),
    Plot.ruleX([p.turnDeg]),
    Plot.dot([{ turnDeg: p.turnDeg, tensor: s.box.meffTensor }], { x: 'turnDeg', y: 'tensor' }),
  ]);
}

test('effective-mass: the scenario and the two plots at the defaults', async ({ bench }) => {
  await bench.compare(
    bench('data: emScenario (every step and readout)', () => {
      emScenario(p);
    }),
    bench('data: leverSweep (3 × 121 samples)', () => {
      leverSweep(p);
    }),
    bench('data: turnSweep (181 samples, 3D tensors)', () => {
      turnSweep(p);
    }),
    bench('lever plot: data + Plot chart (linkedom)', leverChart),
    bench('turn plot: data + Plot chart (linkedom)', turnChart),
  );
});
