// The 2D stepper against physics worked out by hand.
import fc from 'fast-check';
import { DEFAULT_CONTACT_SLOP, inertia2, pendulumChain, runSim2, type Series2 } from '../../../src/sim';
import { bouncingBox, slidingDisc } from './scenarios';
import { spread } from '../solver/arbitraries';
import { rollingSpeed } from '../../../src/solver';

const G = 9.81;
const DT = 1 / 120;
const last = (a: readonly number[]): number => a[a.length - 1] as number;

describe('a box dropped on the ground', () => {
  //    ┌──┐ ⟋ tilted 0.3 rad, center 1 m up
  //    └──┘
  //  ━━━━━━━━━━ ground (n = +y)
  const series = runSim2(bouncingBox(), 360);
  const box = series.bodies[0]!;
  const half = 0.2 / 2;

  test('comes to rest flat on its long side within 3 s', () => {
    expect(Math.abs(last(box.vx))).toBeLessThan(1e-5);
    expect(Math.abs(last(box.vy))).toBeLessThan(1e-5);
    expect(Math.abs(last(box.w))).toBeLessThan(1e-4);
    // Flat: θ a multiple of π (long side down), to 0.01 rad.
    expect(Math.abs(Math.sin(last(box.theta)))).toBeLessThan(0.01);
  });

  test('rests at half its height, sunk by at most the contact slop', () => {
    // Projection leaves up to DEFAULT_CONTACT_SLOP of overlap so the contact persists between steps.
    expect(last(box.y)).toBeLessThanOrEqual(half);
    expect(last(box.y)).toBeGreaterThanOrEqual(half - DEFAULT_CONTACT_SLOP - 1e-6);
  });

  test('at rest, each of its two bottom corners carries half its weight per step', () => {
    const final = series.contacts.filter((c) => c.step === 360);
    expect(final).toHaveLength(2);
    const total = final.reduce((s, c) => s + c.normalImpulse, 0);
    // Σ jn = m·g·dt: the ground cancels exactly one step of gravity.
    expect(total).toBeCloseTo(1 * G * DT, 6);
    for (const c of final) expect(c.normalImpulse).toBeCloseTo((G * DT) / 2, 3);
  });

  test('does not creep along the ground once at rest (less than 0.1 mm in the last second)', () => {
    expect(Math.abs(last(box.x) - (box.x[240] as number))).toBeLessThan(1e-4);
  });
});

describe('a ball bouncing with restitution e', () => {
  // Released from rest with its bottom 0.9 m up, it should come back to e²·0.9 m: the bounce
  // reflects the approach speed u as e·u, and height goes with speed squared.
  const apexAfterFirstBounce = (e: number): number => {
    const config = bouncingBox({ restitution: e, angle: 0 }, { restitutionThreshold: 0 });
    config.bodies[0]!.shape = { kind: 'disc', radius: 0.1 };
    const s = runSim2(config, 240);
    const y = s.bodies[0]!.y;
    const vy = s.bodies[0]!.vy;
    const bounce = vy.findIndex((v, k) => k > 0 && v > 0 && (vy[k - 1] as number) <= 0);
    let apex = -Infinity;
    for (let k = bounce; k < y.length && (vy[k] as number) >= 0; k++) apex = Math.max(apex, y[k] as number);
    return apex - 0.1;
  };

  // Semi-implicit Euler's apex error is about one step of travel at the impact speed
  // (√(2·g·0.9)·dt ≈ 3.5 cm) times e; 2 cm is comfortably inside it and would catch a sign error
  // or the gravity-reflection bug (an elastic ball gaining ~7 cm per bounce).
  test.each([0.5, 0.8, 1])('e = %s comes back to e² of the drop height, within 2 cm', (e) => {
    expect(Math.abs(apexAfterFirstBounce(e) - e * e * 0.9)).toBeLessThan(0.02);
  });
});

describe('a disc sliding on the ground, then rolling', () => {
  //   →v0  ↺ω0 (counter-clockwise: backspin for +x travel)
  //    ( • )
  //  ━━━━━━━━━━ ground, n = +y, contact arm rB = (0, −r)
  // Contact-point velocity v + ω × rB = (v + ω r, 0): it rolls without slipping when v = −ω r.
  const speed = 3;
  const spin = 10;
  const radius = 0.1;
  const mass = 1;
  const muDynamic = 0.2;
  const series = runSim2(slidingDisc({ speed, spin, radius, mass, muDynamic }), 180);
  const disc = series.bodies[0]!;
  const inertia = inertia2({ kind: 'disc', radius }, mass);

  test('ends rolling without slipping: v = −ω r to rounding', () => {
    expect(last(disc.vx) + last(disc.w) * radius).toBeCloseTo(0, 12);
  });

  test('ends at the speed angular momentum about the ground predicts, v_f = (m r v0 − I ω0)/(m r + I/r)', () => {
    // Each friction impulse acts on the ground line and each normal impulse through the center
    // above the contact, so the step conserves L about the ground exactly, not just to O(dt).
    const vf = rollingSpeed({ radius, mass, speed, spin, inertia });
    expect(vf).toBeCloseTo((2 * speed - radius * spin) / 3, 12); // the solid-disc form
    expect(Math.abs(last(disc.vx) - vf)).toBeLessThan(1e-12 * speed);
  });

  test('switches friction regime once, from dynamic to static, when the slip has run out', () => {
    const regimes = series.contacts.map((c) => c.regime);
    const firstStatic = regimes.indexOf('static');
    expect(firstStatic).toBeGreaterThan(0);
    expect(regimes.slice(0, firstStatic).every((r) => r === 'dynamic')).toBe(true);
    expect(regimes.slice(firstStatic).every((r) => r === 'static')).toBe(true);
    // Slip s = v + ω r shrinks at (1 + m r²/I)·μd·g = 3 μd g while sliding: it runs out at
    // t* = s0 / (3 μd g). The switch is the first step after that, give or take one.
    const tStar = (speed + spin * radius) / (3 * muDynamic * G);
    expect(Math.abs((series.contacts[firstStatic]!.t - tStar) / DT)).toBeLessThanOrEqual(1.5);
  });

  test('slides with dynamic friction μd·m·g·dt per step and a tangential velocity that shrinks by 3 μd g dt', () => {
    const sliding = series.contacts.filter((c) => c.regime === 'dynamic');
    for (const c of sliding) expect(Math.abs(c.frictionImpulse)).toBeCloseTo(muDynamic * mass * G * DT, 12);
    const [c1, c2] = sliding;
    expect(Math.abs(c2!.vt) - Math.abs(c1!.vt)).toBeCloseTo(-3 * muDynamic * G * DT, 12);
  });

  test('matches the rolling speed for any launch (fast-check, 100 launches)', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.record({
          speed: spread(-5, 5),
          spin: spread(-60, 60),
          radius: fc.double({ min: 0.02, max: 0.5, noNaN: true }),
          mass: fc.double({ min: 0.1, max: 10, noNaN: true }),
          muDynamic: fc.double({ min: 0.1, max: 1, noNaN: true }),
        }),
        (p) => {
          const slip = Math.abs(p.speed + p.spin * p.radius);
          const steps = Math.ceil(slip / (3 * p.muDynamic * G) / DT) + 10;
          const s: Series2 = runSim2(slidingDisc({ ...p, muStatic: p.muDynamic }), steps);
          const d = s.bodies[0]!;
          const vf = rollingSpeed({ ...p, inertia: inertia2({ kind: 'disc', radius: p.radius }, p.mass) });
          // Relative to the launch's speeds, with an absolute floor for launches that barely move.
          const scale = Math.abs(p.speed) + Math.abs(p.spin * p.radius) + 1e-3;
          expect(Math.abs(last(d.vx) - vf)).toBeLessThanOrEqual(1e-10 * scale);
          expect(Math.abs(last(d.vx) + last(d.w) * p.radius)).toBeLessThanOrEqual(1e-10 * scale);
        },
      ),
      { numRuns: 100, seed: 20240601 },
    );
  });
});

describe('a 3-link pendulum chain', () => {
  //  ◉━━━━━━━●━━━━━━━●━━━━━━━  released horizontal, pinned to the world at ◉
  const steps = 1200; // 10 s
  const run = (correction: 'none' | 'mass-weighted' | 'baumgarte') =>
    runSim2(pendulumChain({ links: 3, correction }), steps);
  const maxDrift = (s: Series2, from = 0, to = steps) =>
    Math.max(...s.joints.flatMap((j) => j.drift.slice(from, to + 1)));

  test('stays together with mass-weighted correction: drift under 1 mm for 10 s', () => {
    expect(maxDrift(run('mass-weighted'))).toBeLessThan(1e-3);
  });

  test('stays together with Baumgarte correction: drift under 3 cm for 10 s', () => {
    // The bias removes β = 20% of the gap per step, so it lags a fast swing by a few cm.
    const s = run('baumgarte');
    expect(maxDrift(s)).toBeLessThan(0.03);
    expect(maxDrift(s, steps - 120)).toBeLessThan(0.03);
  });

  test('drifts apart without correction, more in the last second than in the first', () => {
    const s = run('none');
    expect(maxDrift(s, steps - 120)).toBeGreaterThan(0.05);
    expect(maxDrift(s, steps - 120)).toBeGreaterThan(maxDrift(s, 0, 120));
    expect(maxDrift(s)).toBeGreaterThan(100 * maxDrift(run('mass-weighted')));
  });

  test('closes a single world pin exactly with mass-weighted correction: only the link moves', () => {
    // One joint to the world (inverse mass 0): the whole gap goes to the link, so it closes to
    // rounding. In a chain the later joints' corrections reopen it a little (the test above).
    const s = runSim2(pendulumChain({ links: 1, correction: 'mass-weighted' }), steps);
    expect(Math.max(...s.joints[0]!.drift)).toBeLessThan(1e-12);
  });
});
