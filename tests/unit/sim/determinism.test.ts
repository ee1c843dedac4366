// Same input, same output, bit for bit; and the input is never written to.
import { createWorld2, runSim2, runSim3, type SimConfig2, type SimConfig3, step2 } from '../../../src/sim';
import { bouncingBox, discsInBox, pendulumChain, slidingDisc, spheresInBox } from './scenarios';

/** Every number in `value`, depth first, in key order. */
function numbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbers(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) numbers(v, out);
  return out;
}

/** Bit-identical: same count, and every pair equal as IEEE bit patterns (so −0 ≠ +0, NaN = NaN). */
function expectBitIdentical(a: unknown, b: unknown): void {
  const x = new Float64Array(numbers(a));
  const y = new Float64Array(numbers(b));
  expect(x.length).toBe(y.length);
  expect(Buffer.from(x.buffer).equals(Buffer.from(y.buffer))).toBe(true);
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const scenarios2: [string, () => SimConfig2, number][] = [
  ['bouncing box', () => bouncingBox(), 360],
  ['sliding disc', () => slidingDisc({ spin: 10 }), 180],
  ['pendulum chain (Baumgarte)', () => pendulumChain({ correction: 'baumgarte' }), 240],
  ['30 discs in a box', () => discsInBox({ count: 30 }), 240],
];
const scenarios3: [string, () => SimConfig3, number][] = [
  ['spheres in a box, normal mode', () => spheresInBox({ count: 8 }), 240],
  [
    'spheres in a box, sphere mode with friction',
    () => spheresInBox({ count: 8, impulse: 'sphere', friction: true }),
    240,
  ],
];

describe('determinism', () => {
  test.each(scenarios2)('two runs of the %s are bit-identical', (_, make, steps) => {
    expectBitIdentical(runSim2(make(), steps), runSim2(make(), steps));
  });

  test.each(scenarios3)('two runs of %s are bit-identical', (_, make, steps) => {
    expectBitIdentical(runSim3(make(), steps), runSim3(make(), steps));
  });

  test('stepping a world by hand gives the same states as runSim2', () => {
    const world = createWorld2(bouncingBox());
    for (let k = 0; k < 100; k++) step2(world);
    const s = runSim2(bouncingBox(), 100);
    const box = world.bodies[0]!;
    const b = s.bodies[0]!;
    expect([box.x, box.y, box.theta, box.vx, box.vy, box.w]).toEqual([
      b.x[100],
      b.y[100],
      b.theta[100],
      b.vx[100],
      b.vy[100],
      b.w[100],
    ]);
  });

  test('reads no clock and no global random source', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    runSim2(discsInBox({ count: 10 }), 60);
    runSim3(spheresInBox(), 60);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    random.mockRestore();
    now.mockRestore();
  });
});

describe('inputs', () => {
  test.each(scenarios2)('runSim2 neither writes to nor keeps the %s config', (_, make, steps) => {
    const config = make();
    const copy = structuredClone(config);
    // Frozen: any write would throw in module (strict) code.
    const s = runSim2(deepFreeze(config), steps);
    expect(config).toEqual(copy);
    // The series shares no object with the config, so a page may edit either freely.
    s.bodies[0]!.x[0] = 1e9;
    expect(runSim2(config, 1).bodies[0]!.x[0]).not.toBe(1e9);
  });

  test.each(scenarios3)('runSim3 does not write to the %s config', (_, make, steps) => {
    const config = make();
    const copy = structuredClone(config);
    runSim3(deepFreeze(config), steps);
    expect(config).toEqual(copy);
  });

  test('scenario builders do not write to their params', () => {
    const params = deepFreeze({ links: 2, linkLength: 0.3, correction: 'none' as const });
    expect(() => pendulumChain(params)).not.toThrow();
    const p3 = deepFreeze({ count: 3, impulse: 'sphere' as const });
    expect(() => spheresInBox(p3)).not.toThrow();
  });
});
