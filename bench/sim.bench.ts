// Steps per second of the simulation stepper (Vitest 5 benchmarks: the `bench` test fixture).
// Each benchmark op builds a fresh world from the config and advances it STEPS steps, so
// steps/s = ops/s × STEPS; each test prints that figure after Vitest's table.
// Run: npx vitest bench --run bench/sim.bench.ts
import { test } from 'vitest';
import {
  createWorld2,
  createWorld3,
  pendulumChain,
  runSim2,
  type SimConfig2,
  type SimConfig3,
  spheresInBox,
  step2,
  step3,
} from '../src/sim';
import { bouncingBox, discsInBox } from '../tests/unit/sim/scenarios';

const STEPS = 100;
// At least 10 samples and 1 s per case: the 100-body cases take ~0.2 s per op, so Tinybench's
// default minimum of 64 samples would spend ~15 s on each.
const RUN = { iterations: 10, time: 1000 };

function steps2(config: SimConfig2): () => void {
  return () => {
    const world = createWorld2(config);
    for (let k = 0; k < STEPS; k++) step2(world);
  };
}

function steps3(config: SimConfig3): () => void {
  return () => {
    const world = createWorld3(config);
    for (let k = 0; k < STEPS; k++) step3(world);
  };
}

const report = (name: string, opsPerSecond: number): void => {
  console.log(`${name}: ${Math.round(opsPerSecond * STEPS).toLocaleString('en-US')} steps/s`);
};

// Bodies start on a grid in a 2 × 2 m box (discs of radius 5 cm) with seeded random velocities,
// so the 100-body case has a few dozen contacts per step once they land.
test(`2D stepper, ${STEPS} steps per op`, async ({ bench }) => {
  const cases = {
    '1 body (tilted box dropped on the ground)': steps2(bouncingBox()),
    '3 bodies, 3 joints (pendulum chain)': steps2(pendulumChain({ links: 3 })),
    '10 bodies (discs in a box)': steps2(discsInBox({ count: 10 })),
    '100 bodies (discs in a box)': steps2(discsInBox({ count: 100 })),
    '100 bodies, recording the series (runSim2)': () => void runSim2(discsInBox({ count: 100 }), STEPS),
  };
  const result = await bench.compare(...Object.entries(cases).map(([name, fn]) => bench(name, fn)), RUN);
  for (const name of Object.keys(cases)) report(name, result.get(name).throughput.mean);
});

test(`3D spheres stepper, ${STEPS} steps per op`, async ({ bench }) => {
  const cases = {
    '10 spheres in a 1 m box, normalImpulse3': steps3(spheresInBox({ count: 10 })),
    '10 spheres in a 1 m box, sphereImpulse3': steps3(spheresInBox({ count: 10, impulse: 'sphere' })),
  };
  const result = await bench.compare(...Object.entries(cases).map(([name, fn]) => bench(name, fn)), RUN);
  for (const name of Object.keys(cases)) report(name, result.get(name).throughput.mean);
});
