// Every body an exercise poses can exist. Each page's prompt states a body's mass, its moment of
// inertia and where it is touched (or how big it is); drawn independently, those can describe a body
// no mass distribution has. The bounds, worked out here from what each prompt states:
//   2D, touched at r with outward normal o: a uniform box or disc with r on its edge. The body's
//     centre lies behind the edge (r·o > 0); a box with half-sides a = r·o, b ≥ |r × o| has
//     I = m(a² + b²)/3, so I ≥ m|r|²/3 (a disc with r on its rim has ½ m|r|²).
//   2D, pinned at r: a box or disc around its centre reaching r, I ≥ m|r|²/3.
//   2D, inside a stated box W × H, centre of mass d from the middle: I ≤ m((W² + H²)/4 − d²).
//   3D ball of radius R, centre of mass d off its centre, the same I about every axis:
//     3I = 2 Σ m|x − c|² = 2(Σ m|x − g|² − m d²) ≤ 2m(R² − d²), so I ≤ ⅔ m (R² − d²).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyNumeric, MAX_SEED, variant } from '../../../src/kit/exercises/model';
import { CHAPTERS, DERIVATIONS } from '../../../src/site/chapters';
import { runs } from '../runs';
import { ball, type Check, touching } from './exercise-bodies';

const RUNS = runs(300);

/** Per page, the bounds its prompts' bodies must meet (tests/unit/site/<slug>.bodies.ts). */
const CHECKS: Record<string, Check> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Check }>('./*.bodies.ts', { eager: true })).map(([path, m]) => [
    /([^/]+)\.bodies\.ts$/.exec(path)![1]!,
    m.default,
  ]),
);
const PAGES = CHAPTERS.map(
  (c) => [c.slug, c.exercises.filter((e): e is AnyNumeric => e.kind === 'numeric')] as const,
);

it('every page with exercises declares its bodies’ bounds (tests/unit/site/<slug>.bodies.ts)', () => {
  expect(Object.keys(CHECKS).sort()).toEqual(DERIVATIONS.map((d) => d.page).sort());
});

describe.each(PAGES)('the bodies posed by the exercises of %s', (slug, numerics) => {
  it.each(numerics.map((e) => [e.id, e] as const))(
    `%s poses only bodies that can exist (${RUNS} seeds)`,
    (_id, ex) => {
      const check = CHECKS[slug]!;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: MAX_SEED }), (seed) => {
          const problem = check(variant(ex, seed).values);
          expect(problem, `seed ${seed}`).toBeNull();
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );
});

describe('the bounds', () => {
  it('reject the first sphere exercise as it was drawn at seed 1: m = 3 kg, I = 0.95 kg·m², R = 0.6 m', () => {
    // ⅔ · 3 · 0.36 = 0.72 < 0.95.
    expect(ball(3, 0.95, 0.6, 0, 'A')).toMatch(/0\.72/);
    // A uniform solid ball (⅖ m R²) and a thin shell (⅔ m R²) pass.
    expect(ball(3, 0.4 * 3 * 0.36, 0.6, 0, 'A')).toBeNull();
    expect(ball(3, (2 / 3) * 3 * 0.36, 0.6, 0, 'A')).toBeNull();
  });

  it('admit a uniform box touched anywhere on its edge, and a disc touched on its rim', () => {
    // Box 2a × 2b = 1 × 0.6, touched on its right edge 0.2 m above the middle: I = m(a² + b²)/3.
    const [a, b, m] = [0.5, 0.3, 2];
    const v = { mA: m, IA: (m * (a * a + b * b)) / 3 };
    expect(touching(v, 'A', [a, 0.2], [1, 0])).toBeNull();
    // A disc of radius 0.4 touched on its rim: I = ½ m R².
    expect(touching({ mA: m, IA: 0.5 * m * 0.16 }, 'A', [0, -0.4], [0, -1])).toBeNull();
    // The touching edge must face away from the centre.
    expect(touching(v, 'A', [a, 0.2], [-1, 0])).not.toBeNull();
  });
});
