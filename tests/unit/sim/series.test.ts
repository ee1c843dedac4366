// The shape of what pages receive: lengths, times, and records a plot can use as they are.
import { bodyRows2, pendulumChain, runSim2, runSim3, sphereRows3, spheresInBox } from '../../../src/sim';
import { discsInBox, slidingDisc } from './scenarios';

describe('2D series', () => {
  const steps = 50;
  const s = runSim2(pendulumChain({ links: 2 }), steps);

  test('has steps + 1 samples in every per-sample array, starting at t = 0', () => {
    const arrays = [
      s.t,
      s.kinetic,
      s.potential,
      s.energy,
      s.px,
      s.py,
      ...s.bodies.flatMap((b) => [b.x, b.y, b.theta, b.vx, b.vy, b.w]),
      ...s.joints.map((j) => j.drift),
    ];
    for (const a of arrays) expect(a).toHaveLength(steps + 1);
    expect(s.t[0]).toBe(0);
  });

  test('times are k·dt exactly, with no accumulated rounding', () => {
    s.t.forEach((t, k) => expect(t).toBe(k * s.dt));
  });

  test('names bodies and joints by their config ids', () => {
    expect(s.bodies.map((b) => b.id)).toEqual(['link0', 'link1']);
    expect(s.joints.map((j) => j.id)).toEqual(['pivot', 'joint1']);
  });

  test('energy is kinetic plus potential, and the initial sample is the config state', () => {
    s.energy.forEach((E, k) => expect(E).toBe((s.kinetic[k] as number) + (s.potential[k] as number)));
    expect(s.bodies[1]!.x[0]).toBe(0.75);
    expect(s.kinetic[0]).toBe(0);
  });

  test('contact records carry ids, point, normal, impulses, regime and tangential velocity', () => {
    const c = runSim2(slidingDisc(), 3).contacts;
    expect(c).toHaveLength(3);
    expect(Object.keys(c[0]!).sort()).toEqual(
      [
        'a',
        'b',
        'depth',
        'frictionImpulse',
        'normalImpulse',
        'nx',
        'ny',
        'regime',
        'step',
        't',
        'vt',
        'x',
        'y',
      ].sort(),
    );
    expect(c[0]).toMatchObject({ step: 1, a: 'ground', b: 'disc', nx: 0, ny: 1, regime: 'dynamic' });
    expect(c[0]!.normalImpulse).toBeGreaterThan(0);
  });

  test('bodyRows2 gives one row per body per sample, for faceted plots', () => {
    const rows = bodyRows2(runSim2(discsInBox({ count: 3 }), 4));
    expect(rows).toHaveLength(3 * 5);
    expect(rows[4]).toMatchObject({ id: 'disc1' });
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 't', 'theta', 'vx', 'vy', 'w', 'x', 'y']);
  });

  test('zero steps returns just the initial state', () => {
    const z = runSim2(slidingDisc(), 0);
    expect(z.t).toEqual([0]);
    expect(z.contacts).toEqual([]);
  });
});

describe('3D series', () => {
  const s = runSim3(spheresInBox({ count: 3 }), 20);

  test('has steps + 1 samples in every per-sample array', () => {
    const arrays = [
      s.t,
      s.kinetic,
      s.kineticLinear,
      s.kineticRotational,
      s.potential,
      s.energy,
      s.px,
      s.py,
      s.pz,
      s.Lx,
      s.Ly,
      s.Lz,
      ...s.spheres.flatMap((b) => [b.x, b.y, b.z, b.vx, b.vy, b.vz, b.wx, b.wy, b.wz, b.spin]),
    ];
    for (const a of arrays) expect(a).toHaveLength(21);
  });

  test('kinetic energy is the translational plus the rotational part, I = 2/5 m r²', () => {
    s.kinetic.forEach((T, k) =>
      expect(T).toBe((s.kineticLinear[k] as number) + (s.kineticRotational[k] as number)),
    );
    const sp = s.spheres[0]!;
    const w2 = (sp.wx[0] as number) ** 2 + (sp.wy[0] as number) ** 2 + (sp.wz[0] as number) ** 2;
    const rest = s.spheres
      .slice(1)
      .reduce(
        (acc, b) =>
          acc +
          0.5 *
            0.4 *
            1 *
            b.radius ** 2 *
            ((b.wx[0] as number) ** 2 + (b.wy[0] as number) ** 2 + (b.wz[0] as number) ** 2),
        0,
      );
    expect(s.kineticRotational[0]).toBeCloseTo(0.5 * 0.4 * 1 * 0.1 ** 2 * w2 + rest, 14);
  });

  test('sphereRows3 gives one row per sphere per sample', () => {
    expect(sphereRows3(s)).toHaveLength(3 * 21);
  });
});

describe('robustness', () => {
  test(
    'valid configs never produce NaN or Infinity: piles, overlaps, coincident centers, joints and walls (fast-check, 60 worlds)',
    { timeout: 30_000 },
    async () => {
      const fc = (await import('fast-check')).default;
      const body = fc.record({
        disc: fc.boolean(),
        size: fc.double({ min: 0.02, max: 0.5, noNaN: true }),
        mass: fc.double({ min: 0.01, max: 100, noNaN: true }),
        x: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        y: fc.double({ min: -0.2, max: 1, noNaN: true }),
        angle: fc.double({ min: -4, max: 4, noNaN: true }),
        vx: fc.double({ min: -10, max: 10, noNaN: true }),
        w: fc.double({ min: -50, max: 50, noNaN: true }),
        e: fc.double({ min: 0, max: 1.2, noNaN: true }),
      });
      fc.assert(
        fc.property(
          fc.array(body, { minLength: 1, maxLength: 6 }),
          fc.constantFrom('none' as const, 'mass-weighted' as const, 'baumgarte' as const),
          fc.boolean(),
          (defs, jointCorrection, coincide) => {
            const bodies = defs.map((d, i) => ({
              id: `b${i}`,
              shape: d.disc
                ? { kind: 'disc' as const, radius: d.size }
                : { kind: 'box' as const, width: d.size, height: d.size / 2 },
              mass: d.mass,
              // Optionally stack every body on one point: coincident centers have no contact normal.
              position: coincide ? { x: 0, y: 0.3 } : { x: d.x, y: d.y },
              angle: d.angle,
              velocity: { x: d.vx, y: 0 },
              angularVelocity: d.w,
              material: { restitution: d.e },
            }));
            const joints = bodies.slice(1).map((b, i) => ({
              bodyA: i % 2 ? 'world' : `b${i}`,
              bodyB: b.id,
              anchorA: { x: 0.1, y: 0 },
              anchorB: { x: -0.1, y: 0 },
            }));
            const s = runSim2(
              {
                jointCorrection,
                bodies,
                joints,
                planes: [
                  { normal: { x: 0, y: 1 }, offset: -0.5 },
                  { normal: { x: 1, y: 0 }, offset: -1 },
                  { normal: { x: 0.6, y: -0.8 }, offset: -2 },
                ],
              },
              120,
            );
            const all = [
              s.energy,
              s.px,
              s.py,
              ...s.bodies.flatMap((b) => [b.x, b.y, b.theta, b.vx, b.vy, b.w]),
              ...s.joints.map((j) => j.drift),
            ].flat();
            const records = s.contacts.flatMap((c) => [
              c.x,
              c.y,
              c.nx,
              c.ny,
              c.normalImpulse,
              c.frictionImpulse,
              c.vt,
              c.depth,
            ]);
            expect([...all, ...records].every(Number.isFinite)).toBe(true);
          },
        ),
        { numRuns: 60, seed: 3 },
      );
    },
  );
});
