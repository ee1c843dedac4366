// Warm-started joints (SimConfig2.jointWarmStart): the pin-joint page says that carrying each
// joint's impulse to the next step shrinks the hanging chain's drift a hundredfold, and these are
// the numbers behind that sentence.
import { describe, expect, it } from 'vitest';
import { createWorld2, pendulumChain, runSim2, step2, type JointCorrection } from '../../../src/sim';

const G = 9.81;
const DT = 1 / 60;
const STEPS = 120; // two seconds at the page's 60 Hz

/** The page's chain, released hanging straight down: it never swings, so any gap is drift. */
const hanging = (correction: JointCorrection, warm: boolean) =>
  pendulumChain({ links: 3, angle: -Math.PI / 2, correction }, { dt: DT, jointWarmStart: warm });

/** Largest gap of the top joint (the pivot) over the run, in mm. */
const topDriftMm = (correction: JointCorrection, warm: boolean) =>
  Math.max(...(runSim2(hanging(correction, warm), STEPS).joints[0]?.drift ?? [NaN])) * 1000;

describe('warm-started joints', () => {
  it('without a position correction, the hanging chain opens by 24 mm cold and by 0.22 mm warm', () => {
    const cold = topDriftMm('none', false);
    const warm = topDriftMm('none', true);
    expect(cold).toBeCloseTo(24.23, 1);
    expect(warm).toBeCloseTo(0.218, 2);
    expect(cold / warm).toBeGreaterThan(100);
  });

  it('helps every correction: each warm run drifts less than its cold run', () => {
    for (const c of ['none', 'mass-weighted', 'baumgarte'] as const) {
      expect(topDriftMm(c, true)).toBeLessThan(topDriftMm(c, false));
    }
  });

  it('each joint carries the weight of the links below it: m·g·dt per link, upward on the lower body', () => {
    const world = createWorld2(hanging('none', true));
    for (let k = 0; k < STEPS; k++) step2(world);
    const perLink = 1 * G * DT; // 1 kg links
    world.jointImpulses.forEach((P, i) => {
      expect(P.y).toBeCloseTo((3 - i) * perLink, 3);
      expect(Math.abs(P.x)).toBeLessThan(1e-9);
    });
  });

  it('is off by default: a config that does not ask runs exactly as a cold one', () => {
    const byDefault = runSim2(pendulumChain({ links: 2, angle: -Math.PI / 2 }, { dt: DT }), STEPS);
    const cold = runSim2(
      pendulumChain({ links: 2, angle: -Math.PI / 2 }, { dt: DT, jointWarmStart: false }),
      STEPS,
    );
    const warm = runSim2(
      pendulumChain({ links: 2, angle: -Math.PI / 2 }, { dt: DT, jointWarmStart: true }),
      STEPS,
    );
    expect(byDefault.joints).toEqual(cold.joints);
    expect(warm.joints).not.toEqual(cold.joints);
  });

  it('rejects a setting that is not a boolean', () => {
    expect(() => createWorld2(pendulumChain({}, { jointWarmStart: 'yes' as unknown as boolean }))).toThrow(
      /jointWarmStart/,
    );
  });
});
