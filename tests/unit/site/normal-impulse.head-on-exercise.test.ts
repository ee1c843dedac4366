// The normal-impulse page's first exercise, the head-on one, as a reader meets it: the numbers its
// prompt states give, worked by hand, the answer it accepts; a forgotten 1 + e and masses added where
// their inverses belong are each named, and linked to the step where the slip happens. (The browser
// shows a hint and its step link for every exercise: tests/e2e/exercises.spec.ts.)
//
// Mutations these catch: an answer from other numbers than the prompt's, a mistake's hint or step
// swapped with another's.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, judge, variant, type AnyNumeric } from '../../../src/kit/exercises/model';
import { exercises } from '../../../src/chapters/normal-impulse/exercises';

const ex = exercises.find((e) => e.id === 'ni-1d') as AnyNumeric;
/** A number as a reader types it from a calculator: four significant figures. */
const typed = (x: number) => String(Number(x.toPrecision(4)));

describe('the head-on exercise (ni-1d)', () => {
  it('is the page’s first exercise', () => {
    expect(exercises[0]!.id).toBe('ni-1d');
  });

  for (const seed of [DEFAULT_SEED, 2, 17, 4242]) {
    it(`seed ${seed}: its answer is −(1 + e)(v_B − v_A)/(1/m_A + 1/m_B) from the prompt’s numbers, and its two slips are named at their steps`, () => {
      const v = variant(ex, seed);
      const text = v.prompt.replace(/\u2212/g, '-');
      const number = (re: RegExp) => Number(re.exec(text)![1]);
      const e = number(/e = (-?\d+(?:\.\d+)?)/);
      const mA = number(/m_?A = (-?\d+(?:\.\d+)?)/);
      const mB = number(/m_?B = (-?\d+(?:\.\d+)?)/);
      const vA = number(/v_?A = (-?\d+(?:\.\d+)?)/);
      const vB = number(/v_?B = (-?\d+(?:\.\d+)?)/);
      const j = (-(1 + e) * (vB - vA)) / (1 / mA + 1 / mB);
      expect(v.answer).toBeCloseTo(j, 9);
      expect(judge(ex, v, typed(j)).kind).toBe('correct');

      expect(judge(ex, v, typed(j / (1 + e)))).toMatchObject({
        kind: 'wrong',
        hint: expect.stringContaining('1 + e is missing'),
        step: 'eq:ni-1d-j',
      });
      expect(judge(ex, v, typed((-(1 + e) * (vB - vA)) / (mA + mB)))).toMatchObject({
        kind: 'wrong',
        hint: expect.stringContaining('inverse masses add'),
        step: 'eq:ni-1d-solve',
      });
    });
  }
});
