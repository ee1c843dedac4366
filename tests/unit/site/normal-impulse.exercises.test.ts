// The slips a reader makes in the first page's numeric exercises are named: each hint over several
// seeds (the judging of every exercise of every page: exercises.test.ts).
import { describe, expect, it } from 'vitest';
import { type AnyNumeric, judge, needsRotation, variant } from '../../../src/kit/exercises/model';
import { exercises } from '../../../src/chapters/normal-impulse/exercises';

/** A number as a reader types it from a calculator: four significant figures. */
const typedAs = (x: number) => String(Number(x.toPrecision(4)));

describe('the slips a reader makes are named', () => {
  const exercise = (id: string) => exercises.find((e): e is AnyNumeric => e.id === id)!;
  const hintFor = (ex: AnyNumeric, seed: number, typed: (v: ReturnType<typeof variant>) => number) => {
    const v = variant(ex, seed);
    const verdict = judge(ex, v, typedAs(typed(v)));
    expect(verdict.kind).toBe('wrong');
    return verdict.kind === 'wrong' && verdict.known ? verdict.hint : '(the generic hint)';
  };
  type Sc = { result: { vn: number; k: number; j: number }; p: { e: number } };

  it('normal impulse, exercise 1: forgetting (1 + e) gets a hint about 1 + e', () => {
    const ex = exercise('ni-j');
    for (const seed of [1, 2, 3, 17, 99, 4242]) {
      // j without the bounce: −v_n/k = j/(1 + e) (9.93 N·s where j is 14.9 at e = 0.5).
      const hint = hintFor(ex, seed, (v) => -(v.scenario as Sc).result.vn / (v.scenario as Sc).result.k);
      expect(hint).toMatch(/1 \+ e is missing/);
      expect(hintFor(ex, seed, (v) => v.answer / (1 + (v.scenario as Sc).p.e))).toBe(hint);
    }
  });

  it('the head-on exercise: a forgotten (1 + e) and added masses are named, and its answer is the widget’s j', () => {
    type HeadOn = Sc & { headOn: { result: { vn: number; j: number } } };
    const ex = exercise('ni-1d');
    for (const seed of [1, 2, 3, 17, 99, 4242]) {
      const s = (v: ReturnType<typeof variant>) => v.scenario as HeadOn;
      // j = −(1 + e) v_n / (1/m_A + 1/m_B); without the bounce, j/(1 + e).
      expect(hintFor(ex, seed, (v) => v.answer / (1 + s(v).p.e))).toMatch(/1 \+ e is missing/);
      // The masses added where their inverses belong: −(1 + e) v_n / (m_A + m_B).
      const added = (v: ReturnType<typeof variant>) =>
        (-(1 + s(v).p.e) * s(v).headOn.result.vn) / ((v.values.mA as number) + (v.values.mB as number));
      expect(hintFor(ex, seed, added)).toMatch(/inverse masses add/);
      // Head-on, the widget's own collision is the on-ramp's: the same j.
      const v = variant(ex, seed);
      expect(s(v).result.j).toBeCloseTo(v.answer, 12);
    }
  });

  it('sign slips in the normal impulse’s first four exercises are named as sign slips', () => {
    for (const id of ['ni-1d', 'ni-j', 'ni-vn-after', 'ni-energy'])
      for (const seed of [1, 5, 23, 777])
        expect(
          hintFor(exercise(id), seed, (v) => -v.answer),
          `${id}, seed ${seed}`,
        ).toMatch(/sign is flipped/);
    // The other sign a reader slips in exercise 2: ω × r crossed the wrong way round.
    const ex = exercise('ni-vn-after');
    const i = ex.mistakes.findIndex((m) => /ω × r/.test(m.hint) && /sign/.test(m.hint));
    expect(i).toBeGreaterThanOrEqual(0);
    for (const seed of [1, 5, 23, 777])
      expect(hintFor(ex, seed, (v) => v.wrong[i]!)).toBe(ex.mistakes[i]!.hint);
  });
});

describe('without rotation', () => {
  it('the head-on problem and the bouncier-material vote need no rotation; every other exercise does', () => {
    // The one-page handout without rotation prints these two: the first two of the sheet gave I_A.
    expect(exercises.filter((e) => !needsRotation(e)).map((e) => e.id)).toEqual(['ni-1d', 'ni-bouncier']);
  });
});
