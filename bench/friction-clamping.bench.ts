// Time to recompute the friction-clamping page's plots at their default parameters, in Node: the
// data (solver and stepper calls) and the charts (Observable Plot into a linkedom document, as at
// build time). Target: ≤ 4 ms median for the heaviest. Reported, never asserted.
import * as Plot from '@observablehq/plot';
import { test } from 'vitest';
import { chart } from './chart';
import { defaults } from '../src/params/spec';
import { niceMax } from '../src/kit/plot/domain';
import {
  frictionParams,
  frictionScenario,
  regimeSpeedExtent,
  regimeSweep,
} from '../src/chapters/friction-clamping/scenario';
import { throwParams, throwScenario } from '../src/chapters/friction-clamping/throw-scenario';

const contact = defaults(frictionParams);
const thrown = defaults(throwParams);

function regimeChart(): void {
  const s = frictionScenario(contact);
  const data = regimeSweep(s, niceMax(regimeSpeedExtent(s)));
  chart(640, 300, [
    Plot.line(data, { x: 'speed', y: 'needed' }),
    Plot.line(data, { x: 'speed', y: 'applied' }),
    Plot.ruleY([s.staticLimit, s.dynamicCap]),
    Plot.dot([{ x: Math.abs(s.friction.vt), y: Math.abs(s.friction.jt) }], { x: 'x', y: 'y' }),
  ]);
}

const run = throwScenario(thrown);
const frames = run.frames.map((i) => run.samples[i]!);
const slip = run.samples.filter((s) => s.phase === 'slip');
const stick = run.samples.map((s) => ({ t: s.t, vt: s.phase === 'stick' ? s.vt : NaN }));

function pathChart(): void {
  chart(640, 210, [
    Plot.line(run.samples, { x: 'x', y: 'y' }),
    Plot.dot(frames, { x: 'x', y: 'y', r: 20 }),
    Plot.link(frames, { x1: 'x', y1: 'y', x2: 'markX', y2: 'markY' }),
  ]);
}

function slipChart(): void {
  chart(640, 200, [
    Plot.line(run.samples, { x: 't', y: 'vt' }),
    Plot.dot(slip, { x: 't', y: 'vt', symbol: 'triangle' }),
    Plot.line(stick, { x: 't', y: 'vt' }),
  ]);
}

function speedChart(): void {
  chart(640, 200, [
    Plot.line(run.samples, { x: 't', y: 'vx' }),
    Plot.line(run.samples, { x: 't', y: 'rollingAtSpin' }),
    Plot.ruleY([run.rollingSpeed]),
  ]);
}

test('friction-clamping: stick or slip (scenario + regime map)', async ({ bench }) => {
  await bench.compare(
    bench('data: frictionScenario + regimeSweep', () => {
      const s = frictionScenario(contact);
      regimeSweep(s, niceMax(regimeSpeedExtent(s)));
    }),
    bench('data + regime chart (linkedom)', regimeChart),
  );
});

test('friction-clamping: thrown onto the ground (240-step run, then each of its three charts)', async ({
  bench,
}) => {
  await bench.compare(
    bench('data: throwScenario (240 steps)', () => {
      throwScenario(thrown);
    }),
    bench('chart: path with frames', pathChart),
    bench('chart: slip vₜ by regime', slipChart),
    bench('chart: speeds', speedChart),
  );
});
