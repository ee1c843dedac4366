// The soft-step page's claims, held to src/sim and src/solver: the mass-ratio table's numbers (the
// issue's measurement: at equal work, the soft step holds a heavy box that both PGS loops lose), the
// spring widget's three curves (the relaxed substeps never overshoot, the implicit steps of an
// underdamped spring do), the cap's "nearly half the amplitude per substep", the spectrum's 4M/m,
// and that the derivation's coefficients are the stepper's.
import { describe, expect, test } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { softness } from '../../../src/solver';
import { ssParams, softStepScene } from '../../../src/chapters/soft-step/scenario';
import { massRatioTable, SOLVERS, massRatioRun } from '../../../src/chapters/soft-step/mass-ratio-runs';
import { springRun } from '../../../src/chapters/soft-step/spring-scenario';

const P = defaults(ssParams);

describe('the mass-ratio table (heavy on light, 10 s at 60 Hz, equal work)', () => {
  const table = massRatioTable();
  const at = (ratio: number, key: string) => table.find((r) => r.ratio === ratio && r.solver.key === key)!;

  test('1 : 100: both PGS loops lose the heavy box, the soft step holds it at its springs’ deflection', () => {
    // Measured: largest overlap 457 and 387 mm; the heavy box ends 1 m lower (on the ground beside
    // the light one). Soft: 35.9 mm, sink 41.6 mm, at rest.
    for (const key of ['baumgarte', 'split']) {
      expect(at(100, key).maxPenetration).toBeGreaterThan(0.3);
      expect(at(100, key).sink).toBeGreaterThan(0.99);
    }
    expect(at(100, 'baumgarte').maxPenetration).toBeCloseTo(0.457, 3);
    expect(at(100, 'split').maxPenetration).toBeCloseTo(0.387, 3);
    const soft = at(100, 'soft');
    expect(soft.maxPenetration).toBeCloseTo(0.0359, 4);
    expect(soft.sink).toBeCloseTo(0.0416, 4);
    expect(soft.kinetic).toBeLessThan(1e-10);
  });

  test('1 : 10: all three hold it; the soft step overlaps least and sinks least', () => {
    expect(at(10, 'baumgarte').maxPenetration).toBeCloseTo(0.01138, 5);
    expect(at(10, 'split').maxPenetration).toBeCloseTo(0.01146, 5);
    expect(at(10, 'soft').maxPenetration).toBeCloseTo(0.00381, 5);
    expect(at(10, 'soft').sink).toBeLessThan(Math.min(at(10, 'baumgarte').sink, at(10, 'split').sink));
  });

  test('each row is the stepper’s run of that solver', () => {
    const again = massRatioRun(SOLVERS[2]!, 100);
    expect(again.sink).toBe(at(100, 'soft').sink);
  });
});

describe('the derivation’s configuration', () => {
  test('its spring is the stepper’s spring against a static body', () => {
    const s = softStepScene(P);
    expect(s.one.soft).toEqual(softness(s.one.fs, P.zeta, s.one.h));
    expect(s.one.soft).toEqual(softness(60, 10, 1 / 240));
  });

  test('an undamped spring at the cap, hω = π/2, keeps 1/√(1 + (π/2)²) = 0.537 of its amplitude per implicit step', () => {
    // The page says "nearly half its amplitude per substep to the method alone": implicit Euler of
    // x'' = −ω²x multiplies (x, v) by a matrix whose eigenvalues have modulus 1/√(1 + (hω)²).
    const hw = Math.PI / 2;
    const soft = softness(60, 0, 1 / 240);
    expect(soft.impulseScale).toBeCloseTo(1 / (1 + hw * hw), 12);
    expect(Math.sqrt(soft.impulseScale)).toBeCloseTo(0.537, 3);
  });

  test('the spectrum’s ratio grows like 4M/m', () => {
    for (const ratio of [100, 1000]) {
      const r = softStepScene({ ...P, ratio }).ratio;
      expect(r.eig.l1 / r.eig.l2 / (4 * ratio)).toBeCloseTo(1, 1);
    }
  });
});

describe('the spring widget’s curves', () => {
  test('relaxed every substep, an underdamped contact never overshoots its rest; the implicit steps do', () => {
    const r = springRun({ ...P, zeta: 0.2 });
    // After the landing's dip the relaxed box rises monotonically towards the rest separation.
    const lowest = r.relaxed.findIndex((q) => q.s === r.lowest);
    for (let k = lowest + 1; k < r.relaxed.length; k++) {
      expect(r.relaxed[k]!.s).toBeGreaterThanOrEqual(r.relaxed[k - 1]!.s - 1e-12);
      expect(r.relaxed[k]!.s).toBeLessThanOrEqual(r.rest + 1e-9);
    }
    // The spring alone rings: its implicit steps cross the rest separation.
    expect(Math.max(...r.implicit.map((q) => q.s))).toBeGreaterThan(r.rest);
    expect(Math.max(...r.exact.map((q) => q.s))).toBeGreaterThan(r.rest);
  });

  test('at the defaults the relaxed box is within 5 % of −g/ω² after 0.25 s, and the exact spring ends there too', () => {
    const r = springRun(P);
    expect(r.end / r.rest).toBeCloseTo(1, 1);
    expect(r.exact.at(-1)!.s / r.rest).toBeCloseTo(1, 1);
  });

  test('a contact hertz above the cap is capped: the widget says so and uses the capped spring', () => {
    const r = springRun({ ...P, fc: 40, n: 1 });
    expect(r.capped).toBe(true);
    expect(r.fs).toBe(30);
  });
});
