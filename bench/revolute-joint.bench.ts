// Time to recompute the revolute-joint page's widgets at their default parameters, in Node: the
// data (solver calls, simulation runs) and the charts (Observable Plot into a linkedom document, as
// at build time). Target: ≤ 4 ms for the heaviest update. Reported, never asserted.
// Run: npx vitest bench --run bench/revolute-joint.bench.ts
import * as Plot from '@observablehq/plot';
import { test } from 'vitest';
import { chart } from './chart';
import { defaults } from '../src/params/spec';
import { niceMax } from '../src/kit/plot/domain';
import {
  ellipseExtent,
  ellipseFigure,
  jointParams,
  jointScenario,
} from '../src/chapters/revolute-joint/scenario';
import {
  MODES,
  chainParams,
  chainScenario,
  clearChainCache,
  type Chain,
} from '../src/chapters/revolute-joint/chain-scenario';

const jp = defaults(jointParams);
const cp = defaults(chainParams);
let betaStep = 0;

function ellipseChart(): void {
  const s = jointScenario(jp);
  const f = ellipseFigure(s, niceMax(ellipseExtent(s)));
  chart(
    360,
    360,
    [
      Plot.line(f.points, { x: 'x', y: 'y' }),
      Plot.link(f.axes, { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2' }),
      Plot.arrow([f.response], { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2' }),
      Plot.dot([f.projection], { x: 'x', y: 'y' }),
    ],
    { x: { domain: [-f.extent, f.extent] }, y: { domain: [-f.extent, f.extent] } },
  );
}

function chainCharts(c: Chain): void {
  for (const key of ['angle', 'dE', 'drift'] as const) {
    chart(640, 170, [
      ...MODES.map((m) => Plot.line(c.rows[m.key], { x: 't', y: key })),
      Plot.ruleX([c.snapshot.t]),
    ]);
  }
}

test('revolute-joint: the K explorer (scenario + ellipse chart)', async ({ bench }) => {
  await bench.compare(
    bench('data: jointScenario', () => {
      jointScenario(jp);
    }),
    bench('data + ellipse chart (linkedom)', ellipseChart),
  );
});

test('revolute-joint: the swinging chain (3 runs × 120 steps, 3 charts)', async ({ bench }) => {
  await bench.compare(
    bench('links or angle changed, first update: the shown run + 3 charts', () => {
      clearChainCache();
      chainCharts(chainScenario(cp, true));
    }),
    // Also what each follow-up task after a change of links or angle costs: one run + 3 charts.
    bench('β changed (the Baumgarte run) + 3 charts', () => {
      // A β never seen before, so the Baumgarte run is recomputed; the other two stay cached.
      betaStep += 1;
      chainCharts(chainScenario({ ...cp, beta: 0.2 + (betaStep % 100_000) * 1e-6 }, true));
    }),
    bench('mode or time changed (no run) + 3 charts', () => {
      chainCharts(chainScenario({ ...cp, mode: 0 }, true));
    }),
    bench('all three runs at once (server render, hydration)', () => {
      clearChainCache();
      chainScenario(cp);
    }),
  );
});
