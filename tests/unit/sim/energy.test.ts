// Energy never increases, for restitution e ≤ 1 and no position correction (joints or contacts).
//
// What "never increases" can mean for semi-implicit Euler: even in free flight it does not keep
// E = T + U constant. A step is v' = v + g·dt, then the impulses, then p += v·dt; so
//   ΔE = [T(after impulses) − T(v')] + dt·Σ m g·(v_k − v_{k+1}) + ½ dt² |g|² Σm
// (expand T(v') − T(v_k) and ΔU = −dt Σ m g·v_{k+1}). The bracket is the work of the step's
// contact, friction and joint impulses. Each of those impulses, with e ≤ 1, never adds kinetic
// energy, so the property checked on every step is
//   ΔE ≤ dt·Σ m g·(v_k − v_{k+1}) + ½ dt² |g|² Σm      (1e-9 relative for rounding)
// i.e. energy rises only by what the step's own gravity accounts for: in free flight the two sides
// are equal (E falls by ½ m |g|² dt² a step), and through a bounce E may rise by about m |g| |Δv| dt.
import fc from 'fast-check';
import { pendulumChain, runSim2, type Series2, type SimConfig2 } from '../../../src/sim';
import { bouncingBox, discsInBox, slidingDisc } from './scenarios';
import { spread } from '../solver/arbitraries';

const G = 9.81;

function checkEnergy(config: SimConfig2, series: Series2): void {
  const g = config.gravity ?? { x: 0, y: -G };
  const gg = g.x * g.x + g.y * g.y;
  const masses = config.bodies.map((b) => b.mass);
  const totalMass = masses.reduce((a, b) => a + b, 0);
  const dt = series.dt;
  // Σ m g·v at each sample.
  const gv = series.t.map((_, k) =>
    series.bodies.reduce(
      (s, b, i) => s + (masses[i] as number) * (g.x * (b.vx[k] as number) + g.y * (b.vy[k] as number)),
      0,
    ),
  );
  const scale = Math.max(...series.energy.map(Math.abs), ...series.kinetic) + 1;
  for (let k = 1; k < series.energy.length; k++) {
    const rise = (series.energy[k] as number) - (series.energy[k - 1] as number);
    const allowed =
      dt * ((gv[k - 1] as number) - (gv[k] as number)) + 0.5 * dt * dt * gg * totalMass + 1e-9 * scale;
    if (rise > allowed)
      throw new Error(
        `energy rose by ${rise} (> ${allowed}, gravity's share) in step ${k}: the impulses did positive work`,
      );
  }
}

/**
 * For one body bouncing on one contact the scheme does better: it conserves the modified energy
 * H = E + ½ dt Σ m g·v exactly through free flight (ΔE = −½ m|g|²dt² and Δ(½ dt m g·v) = +½ m|g|²dt²)
 * and through an elastic bounce, because restitution reflects the approach speed measured before
 * the step's gravity (see restitution.ts). H may rise by at most one step of gravity, ½ m |g|² dt²,
 * when a contact stops a body that was separating slower than g·dt (a resting body's micro-hop).
 */
function checkModifiedEnergy(config: SimConfig2, series: Series2): void {
  const g = config.gravity ?? { x: 0, y: -G };
  const gg = g.x * g.x + g.y * g.y;
  const masses = config.bodies.map((b) => b.mass);
  const dt = series.dt;
  const H = series.energy.map(
    (E, k) =>
      E +
      0.5 *
        dt *
        series.bodies.reduce(
          (s, b, i) => s + (masses[i] as number) * (g.x * (b.vx[k] as number) + g.y * (b.vy[k] as number)),
          0,
        ),
  );
  const slack =
    0.5 * dt * dt * gg * masses.reduce((a, b) => a + b, 0) + 1e-9 * (Math.abs(H[0] as number) + 1);
  for (let k = 1; k < H.length; k++) {
    const rise = (H[k] as number) - (H[k - 1] as number);
    if (rise > slack) throw new Error(`modified energy rose by ${rise} (> ${slack}) in step ${k}`);
  }
}

const unit = fc.double({ min: 0, max: 1, noNaN: true });

// Each case is [config, steps]: a drop, a launch along the ground, a crowd of discs, a free chain.
const drop = fc
  .record({
    disc: fc.boolean(),
    e: unit,
    angle: spread(-Math.PI, Math.PI),
    vx: spread(-3, 3),
    w: spread(-20, 20),
    mu: unit,
    ratio: unit,
    height: fc.double({ min: 0.3, max: 2, noNaN: true }),
    threshold: unit,
  })
  .map(({ disc, e, angle, vx, w, mu, ratio, height, threshold }): [SimConfig2, number] => {
    const config = bouncingBox(
      { restitution: e, angle, vx, w, muStatic: mu, muDynamic: mu * ratio, dropHeight: height },
      { restitutionThreshold: threshold, contactCorrection: 'none' },
    );
    if (disc) config.bodies[0]!.shape = { kind: 'disc', radius: 0.1 };
    return [config, 240];
  });
const launch = fc
  .record({
    speed: spread(-5, 5),
    spin: spread(-50, 50),
    mu: unit,
    ratio: unit,
    e: unit,
  })
  .map(({ speed, spin, mu, ratio, e }): [SimConfig2, number] => [
    slidingDisc(
      { speed, spin, muStatic: mu, muDynamic: mu * ratio, restitution: e },
      { contactCorrection: 'none' },
    ),
    180,
  ]);
const crowd = fc
  .record({ count: fc.integer({ min: 2, max: 8 }), e: unit, seed: fc.nat() })
  .map(({ count, e, seed }): [SimConfig2, number] => [
    discsInBox(
      { count, restitution: e, seed, radius: 0.1, width: 1, height: 1 },
      { contactCorrection: 'none' },
    ),
    240,
  ]);
const chain = fc
  .record({
    links: fc.integer({ min: 1, max: 4 }),
    angle: spread(-Math.PI, Math.PI),
  })
  .map(({ links, angle }): [SimConfig2, number] => [
    pendulumChain({ links, angle, correction: 'none' }),
    240,
  ]);

describe('energy', () => {
  test(
    'contact, friction and joint impulses never add energy, for any scenario with e ≤ 1 (fast-check, 200 runs)',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(fc.oneof(drop, launch, crowd, chain), ([config, steps]) =>
          checkEnergy(config, runSim2(config, steps)),
        ),
        { numRuns: 200, seed: 7 },
      );
    },
  );

  test(
    'a single body on a single contact conserves the modified energy, to one step of gravity (fast-check, 50 drops)',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.record({ e: unit, height: fc.double({ min: 0.3, max: 2, noNaN: true }), threshold: unit }),
          ({ e, height, threshold }) => {
            const config = bouncingBox(
              { restitution: e, angle: 0, dropHeight: height },
              { restitutionThreshold: threshold, contactCorrection: 'none' },
            );
            config.bodies[0]!.shape = { kind: 'disc', radius: 0.1 };
            checkModifiedEnergy(config, runSim2(config, 240));
          },
        ),
        { numRuns: 50, seed: 11 },
      );
    },
  );

  test('an elastic ball bounces for 10 s and never gains energy beyond the Euler wobble ½ m g |v| dt', () => {
    // E = H − ½ dt m g·v and H stays at its start (v = 0 there), so E − E0 = ½ dt m |g| v_y·(sign).
    const config = bouncingBox({ restitution: 1, angle: 0 }, { restitutionThreshold: 0 });
    config.bodies[0]!.shape = { kind: 'disc', radius: 0.1 };
    const s = runSim2(config, 1200);
    checkEnergy(config, s);
    checkModifiedEnergy(config, s);
    const ball = s.bodies[0]!;
    s.energy.forEach((E, k) =>
      expect(E - (s.energy[0] as number)).toBeLessThanOrEqual(
        0.5 * (1 / 120) * G * Math.abs(ball.vy[k] as number) + 1e-9,
      ),
    );
    // It does not drift either: the energy after 10 s is within that wobble of the start.
    expect(Math.abs((s.energy[1200] as number) - (s.energy[0] as number))).toBeLessThan(
      0.5 * (1 / 120) * G * Math.sqrt(2 * G * 0.9) + 1e-9,
    );
  });

  test('contact projection can add energy when it lifts a pile of discs (why the property turns it off)', () => {
    // Projection moves overlapping bodies apart without touching velocities; lifting a disc out of
    // the floor, and the discs resting on it, raises U.
    const config = discsInBox(
      { count: 7, restitution: 0, radius: 0.1, width: 1, height: 1, seed: 0 },
      { contactCorrection: 'projection' },
    );
    const s = runSim2(config, 240);
    expect(() => checkEnergy(config, s)).toThrow(/positive work/);
  });

  test('joint position correction can add energy (why the property excludes it)', () => {
    // Mass-weighted correction moves bodies without changing velocities, raising or lowering U.
    const s = runSim2(pendulumChain({ links: 3, correction: 'mass-weighted' }), 1200);
    const rises = s.energy.slice(1).map((E, k) => E - (s.energy[k] as number));
    expect(Math.max(...rises)).toBeGreaterThan(1e-6);
  });
});
