// Golden runs: each scenario a page shows, run for a few seconds and compared with the stored
// file (floats trimmed to 10 digits, compared to 1e-8 relative). A failure names the first value
// that moved. If the change is meant (the physics or a contract function changed on purpose),
// regenerate with UPDATE_GOLDEN=1 npx vitest run tests/unit/sim and review the JSON diff (refused
// when CI is set: CI only ever reads these files).
import { pendulumChain, runSim2, runSim3, type Series2, type Series3, spheresInBox } from '../../../src/sim';
import { bouncingBox, slidingDisc } from './scenarios';
import { checkGolden, subsample } from './golden';

/** The samples of each named array of `from`, every `every`-th. */
function sampled<const K extends string>(
  from: Record<NoInfer<K>, readonly number[]>,
  keys: readonly K[],
  every: number,
) {
  return Object.fromEntries(keys.map((k) => [k, subsample(from[k], every)])) as Record<K, number[]>;
}

/** What every golden file holds around the engine's own arrays: time, counts and the contact records. */
function snapshot(
  series: { dt: number; t: readonly number[]; contacts: readonly { step: number }[] },
  every: number,
  arrays: object,
) {
  return {
    dt: series.dt,
    steps: series.t.length - 1,
    every,
    t: subsample(series.t, every),
    ...arrays,
    contactCount: series.contacts.length,
    contacts: series.contacts.filter((c) => c.step % every === 0),
  };
}

const snapshot2 = (series: Series2, every: number) =>
  snapshot(series, every, {
    bodies: series.bodies.map((b) => ({
      id: b.id,
      ...sampled(b, ['x', 'y', 'theta', 'vx', 'vy', 'w'], every),
    })),
    ...sampled(series, ['kinetic', 'energy', 'px', 'py'], every),
    joints: series.joints.map((j) => ({ id: j.id, drift: subsample(j.drift, every) })),
  });

const snapshot3 = (series: Series3, every: number) =>
  snapshot(series, every, {
    spheres: series.spheres.map((b) => ({
      id: b.id,
      ...sampled(b, ['x', 'y', 'z', 'vx', 'vy', 'vz', 'wx', 'wy', 'wz'], every),
    })),
    ...sampled(series, ['kinetic', 'energy', 'px', 'py', 'pz', 'Lx', 'Ly', 'Lz'], every),
  });

describe('golden runs', () => {
  test('a tilted box dropped from 1 m lands on a corner, bounces and settles (3 s)', () => {
    expect(checkGolden('bouncing-box', snapshot2(runSim2(bouncingBox(), 360), 6))).toBeNull();
  });

  test('a disc launched at 3 m/s with 10 rad/s of backspin slides, then rolls (1.5 s)', () => {
    expect(
      checkGolden('sliding-disc', snapshot2(runSim2(slidingDisc({ speed: 3, spin: 10 }), 180), 3)),
    ).toBeNull();
  });

  test('a 3-link pendulum released from horizontal swings with mass-weighted joint correction (2 s)', () => {
    expect(checkGolden('pendulum-chain', snapshot2(runSim2(pendulumChain({ links: 3 }), 240), 4))).toBeNull();
  });

  test('four spinning spheres bounce around a 1 m box under gravity (2 s)', () => {
    expect(checkGolden('spheres-in-box', snapshot3(runSim3(spheresInBox(), 240), 6))).toBeNull();
  });
});

describe('golden comparison', () => {
  test('trims float noise: 10 significant digits, and residue below 1e-9 becomes 0', async () => {
    const { trim } = await import('./golden');
    expect(trim({ a: [0.1 + 0.2, -3e-17, 123456.78901234] })).toEqual({ a: [0.3, 0, 123456.789] });
    expect(Object.is(trim(-0), 0)).toBe(true);
  });

  test('names the first value that moved, and ignores a last-digit flip', async () => {
    const { goldenDiff } = await import('./golden');
    expect(goldenDiff({ x: [1, 2.000000001] }, { x: [1, 2] })).toBeNull();
    expect(goldenDiff({ x: [1, 2.001] }, { x: [1, 2] })).toBe('$.x[1]: 2.001 (golden 2)');
    expect(goldenDiff({ x: [1] }, { x: [1, 2] })).toBe('$.x: length 1 (golden 2)');
    expect(goldenDiff({ r: 'static' }, { r: 'dynamic' })).toBe('$.r: "static" (golden "dynamic")');
  });

  test('in CI a golden file is never written: UPDATE_GOLDEN is refused, a missing file fails, a moved value fails', async () => {
    const { mkdtempSync, readdirSync, readFileSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'golden-'));
    try {
      const ci = { CI: 'true', UPDATE_GOLDEN: '1' };
      expect(() => checkGolden('run', { x: [1, 2] }, { dir, env: ci })).toThrow(/refused when CI is set/);
      expect(readdirSync(dir)).toEqual([]);
      expect(() => checkGolden('run', { x: [1, 2] }, { dir, env: { CI: 'true' } })).toThrow(/no golden file/);
      expect(readdirSync(dir)).toEqual([]);

      writeFileSync(join(dir, 'run.json'), '{ "x": [1, 2] }\n');
      expect(checkGolden('run', { x: [1, 2] }, { dir, env: { CI: 'true' } })).toBeNull();
      expect(checkGolden('run', { x: [1, 2.5] }, { dir, env: { CI: 'true' } })).toBe(
        '$.x[1]: 2.5 (golden 2)',
      );
      expect(readFileSync(join(dir, 'run.json'), 'utf8')).toBe('{ "x": [1, 2] }\n');

      // Outside CI the same request rewrites the file (CI=0 and CI=false count as outside).
      expect(
        checkGolden('run', { x: [1, 2.5] }, { dir, env: { CI: 'false', UPDATE_GOLDEN: '1' } }),
      ).toBeNull();
      expect(JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'))).toEqual({ x: [1, 2.5] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('CI counts as set unless it is empty, 0 or false', async () => {
    const { inCI, updating } = await import('./golden');
    expect(inCI({})).toBe(false);
    expect(inCI({ CI: '' })).toBe(false);
    expect(inCI({ CI: '0' })).toBe(false);
    expect(inCI({ CI: '1' })).toBe(true);
    expect(inCI({ CI: 'true' })).toBe(true);
    expect(updating({ UPDATE_GOLDEN: '1' })).toBe(true);
    expect(updating({})).toBe(false);
  });
});
