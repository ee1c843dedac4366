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
import { type AnyNumeric, type Exercise, MAX_SEED, variant } from '../../../src/kit/exercises/model';
import { BOX_H, BOX_W } from '../../../src/chapters/effective-mass/scenario';
import { DERIVATIONS } from '../../../src/site/chapters';
import { runs } from '../runs';

const RUNS = runs(300);
/** A bound met exactly (mass at the corners) is met: grid values carry rounding. */
const ROUNDING = 1e-12;

type Values = Record<string, number | boolean>;
/** A failed bound, as a sentence, or null. */
type Check = (v: Values) => string | null;

const num = (v: Values, k: string) => v[k] as number;
const sq = (x: number, y: number) => x * x + y * y;

function touching(v: Values, body: 'A' | 'B', r: [number, number], out: [number, number]): string | null {
  const m = num(v, `m${body}`);
  const I = num(v, `I${body}`);
  if (r[0] * out[0] + r[1] * out[1] <= 0) return `${body}: its centre is not behind the touching edge`;
  const least = (m * sq(r[0], r[1])) / 3;
  return I >= least - ROUNDING ? null : `${body}: I = ${I} < m|r|²/3 = ${least}`;
}

function pinned(v: Values, body: 'A' | 'B'): string | null {
  const least = (num(v, `m${body}`) * sq(num(v, `r${body}x`), num(v, `r${body}y`))) / 3;
  return num(v, `I${body}`) >= least - ROUNDING
    ? null
    : `${body}: I = ${num(v, `I${body}`)} < m|r|²/3 = ${least}`;
}

function inside(m: number, I: number, halfW: number, halfH: number, d: number, what: string): string | null {
  const most = m * (sq(halfW, halfH) - d * d);
  return I <= most + ROUNDING ? null : `${what}: I = ${I} > m(W²/4 + H²/4 − d²) = ${most}`;
}

function ball(m: number, I: number, R: number, d: number, what: string): string | null {
  const most = (2 / 3) * m * (R * R - d * d);
  return I <= most + ROUNDING ? null : `${what}: I = ${I} > ⅔ m (R² − d²) = ${most}`;
}

const deg = (x: number) => (x * Math.PI) / 180;

/** Per page: the bounds its prompts' bodies must meet (immovable bodies pose no inertia). */
const CHECKS: Record<string, Check> = {
  'normal-impulse': (v) => {
    const n: [number, number] = [Math.cos(deg(num(v, 'normalDeg'))), Math.sin(deg(num(v, 'normalDeg')))];
    return (
      (v.fixA ? null : touching(v, 'A', [num(v, 'rAx'), num(v, 'rAy')], n)) ??
      (v.fixB ? null : touching(v, 'B', [num(v, 'rBx'), num(v, 'rBy')], [-n[0], -n[1]]))
    );
  },
  // Box B, BOX_W × BOX_H, its centre of mass in the middle.
  'effective-mass': (v) => inside(num(v, 'm'), num(v, 'I'), BOX_W / 2, BOX_H / 2, 0, 'B'),
  // B lands on the ground (n = (0, 1)), touching it at r_B: its outward normal there is (0, −1).
  'friction-clamping': (v) =>
    touching({ mB: v.mB!, IB: v.IB! }, 'B', [num(v, 'rBx'), num(v, 'rBy')], [0, -1]) ??
    (v.fixA ? null : touching({ mA: v.mA!, IA: v.IA! }, 'A', [num(v, 'rAx'), num(v, 'rAy')], [0, 1])),
  'revolute-joint': (v) => (v.fixA ? null : pinned(v, 'A')) ?? (v.fixB ? null : pinned(v, 'B')),
  // The box, w × h, I = m(w² + h²)/12 about its centre of mass, which sits off·w/2 right of the middle.
  'sequential-impulses': (v) => {
    const [m, w, h] = [num(v, 'm'), num(v, 'w'), num(v, 'h')];
    return inside(m, (m * sq(w, h)) / 12, w / 2, h / 2, (num(v, 'off') / 100) * (w / 2), 'the box');
  },
  'sphere-impulse': (v) =>
    (v.fixA ? null : ball(num(v, 'mA'), num(v, 'IA'), num(v, 'RA'), 0, 'A')) ??
    (v.fixB
      ? null
      : ball(num(v, 'mB'), num(v, 'IB'), num(v, 'RB'), Math.abs(num(v, 'off')) * num(v, 'RB'), 'B')),
};

const modules = import.meta.glob<{ exercises: readonly Exercise[] }>('../../../src/chapters/*/exercises.ts', {
  eager: true,
});
const PAGES = Object.entries(modules).map(([path, m]) => {
  const slug = /chapters\/([^/]+)\/exercises\.ts$/.exec(path)![1]!;
  return [slug, m.exercises.filter((e): e is AnyNumeric => e.kind === 'numeric')] as const;
});

it('every page with exercises has its bodies’ bounds here', () => {
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
