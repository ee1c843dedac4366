// Every chapter's exercises (src/chapters/<slug>/exercises.ts), checked over many seeds: the
// generators draw only valid configurations, the answers are the scenario's (src/solver's), every
// common wrong answer is told apart from the right one, and the worked solution ends in the answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnyNumeric,
  DEFAULT_SEED,
  type Exercise,
  judge,
  MAX_SEED,
  numeric,
  type NumericExercise,
  parseSeed,
  predictHref,
  solve,
  tolerance,
  variant,
  withinTolerance,
} from '../../../src/kit/exercises/model';
import { subscriptRuns } from '../../../src/kit/exercises/text';
import { mathPieces } from '../../../src/kit/exercises/MathText';
import { DERIVATIONS } from '../../../src/site/chapters';
import { num, type NumberParam, type ParamValues } from '../../../src/params/spec';
import type { Derivation } from '../../../src/kit/steps/define';
import { parseParams } from '../../../src/params/url';
import { runs } from '../runs';

const RUNS = runs(300);

const modules = import.meta.glob<{ exercises: readonly Exercise[] }>('../../../src/chapters/*/exercises.ts', {
  eager: true,
});
const PAGES = Object.entries(modules).map(([path, m]) => {
  const slug = /chapters\/([^/]+)\/exercises\.ts$/.exec(path)![1]!;
  return [slug, m.exercises] as const;
});

const seeds = fc.integer({ min: 1, max: MAX_SEED });

/** A common wrong answer this close to the right one (as a share of it) could not be diagnosed. */
const FEW_PERCENT = 0.03;

/** A number as a reader types it from a calculator: four significant figures. */
const typedAs = (x: number) => String(Number(x.toPrecision(4)));

function onGrid(p: NumberParam, x: number): boolean {
  const k = (x - p.min) / p.step;
  return x >= p.min && x <= p.max && Math.abs(k - Math.round(k)) < 1e-6;
}

it('every page has exercises', () => {
  expect(PAGES.map(([slug]) => slug).sort()).toEqual(DERIVATIONS.map((d) => d.page).sort());
});

describe.each(PAGES)('exercises of %s', (slug, exercises) => {
  const derivation = DERIVATIONS.find((d) => d.page === slug)!;
  const numerics = exercises.filter((e): e is AnyNumeric => e.kind === 'numeric');

  it('has at least four exercises of both kinds, with unique ids', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(4);
    expect(numerics.length).toBeGreaterThanOrEqual(1);
    expect(exercises.some((e) => e.kind === 'predict')).toBe(true);
    expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
    for (const e of exercises) expect(e.id).toMatch(/^[a-z]+-[a-z0-9-]+$/);
  });

  it('links hints and solution lines to steps of this page', () => {
    const ids = new Set(derivation.steps.map((s) => s.id));
    for (const e of numerics) {
      expect(e.derivation).toBe(derivation);
      expect(ids, e.id).toContain(e.hintStep);
      for (const m of e.mistakes) expect(ids, `${e.id}: ${m.step}`).toContain(m.step);
      for (const l of e.solution) expect(ids, `${e.id}: ${l.step}`).toContain(l.step);
      expect(e.mistakes.length, e.id).toBeGreaterThanOrEqual(3);
      // Each mistake names its own slip: no two share a hint, and none is the generic one.
      const hints = e.mistakes.map((m) => m.hint);
      expect(new Set(hints).size, e.id).toBe(hints.length);
      expect(hints, e.id).not.toContain(e.hint);
      // The feedback region says "Correct" only for a right answer.
      for (const text of [e.hint, ...e.mistakes.map((m) => m.hint)]) expect(text).not.toMatch(/correct/i);
    }
  });

  describe.each(numerics.map((e) => [e.id, e] as const))('numeric exercise %s', (_id, ex) => {
    it(`draws valid variants whose answer is the scenario's and whose wrong answers differ (${RUNS} seeds)`, () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          const v = variant(ex, seed);
          for (const p of derivation.params) {
            const x = v.values[p.name];
            if (p.kind === 'number') expect(onGrid(p, x as number), `${p.name} = ${String(x)}`).toBe(true);
            else expect(typeof x).toBe('boolean');
          }
          // The URL round trip a teacher's link takes leaves the drawn values unchanged.
          const query = new URLSearchParams(
            Object.entries(v.values).map(([k, x]) => [
              k,
              typeof x === 'boolean' ? (x ? '1' : '0') : String(x),
            ]),
          );
          const parsed = parseParams(derivation.params, `?${query.toString()}`);
          expect(parsed.notices).toEqual([]);
          expect(parsed.values).toEqual(v.values);
          // Rebuilt from the values alone, the scenario gives the same answer.
          const s = derivation.scenario(parsed.values);
          if (ex.valid) expect(ex.valid(s)).toBe(true);
          expect(ex.answer(s)).toBe(v.answer);
          expect(Number.isFinite(v.answer)).toBe(true);
          for (const w of v.wrong) {
            expect(Number.isFinite(w)).toBe(true);
            expect(Math.abs(w - v.answer)).toBeGreaterThan(tolerance(v.answer));
            // Not within a few percent either: the reader who makes the mistake gets its hint, not
            // a "close, check your rounding".
            expect(
              Math.abs(w - v.answer),
              `seed ${seed}: a common wrong answer ${w} within ${100 * FEW_PERCENT} % of ${v.answer}`,
            ).toBeGreaterThan(FEW_PERCENT * Math.abs(v.answer));
          }
          // The worked solution: every line evaluates, and the last one is the answer.
          const lines = solve(ex, v);
          for (const l of lines) expect(l.value, `${l.line.step}: ${l.reason ?? ''}`).not.toBeNull();
          const last = lines.at(-1)!.value;
          expect(typeof last).toBe('number');
          expect(Math.abs((last as number) - v.answer)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(v.answer)),
          );
          // The checker accepts the answer and names each mistake's step for its value.
          expect(judge(ex, v, String(v.answer)).kind).toBe('correct');
          // Every common wrong answer, typed as a reader would (four significant figures), gets its
          // own diagnosis: that mistake's hint and step, never the generic hint.
          v.wrong.forEach((w, i) => {
            const verdict = judge(ex, v, typedAs(w));
            expect(verdict, `seed ${seed}: mistake ${i} (${w})`).toEqual({
              kind: 'wrong',
              hint: ex.mistakes[i]!.hint,
              step: ex.mistakes[i]!.step,
              known: true,
            });
          });
        }),
        { numRuns: RUNS },
      );
    });

    it('is reproducible: a seed always gives the same problem, and seeds give different problems', () => {
      expect(variant(ex, 42).prompt).toBe(variant(ex, 42).prompt);
      const prompts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => variant(ex, seed).prompt));
      expect(prompts.size).toBeGreaterThanOrEqual(6);
      expect(variant(ex, DEFAULT_SEED).prompt).not.toMatch(/NaN|undefined|Infinity/);
    });
  });

  it('asks predict questions whose links open this page’s widgets in a valid configuration', () => {
    for (const e of exercises) {
      if (e.kind !== 'predict') continue;
      expect(e.choices.length).toBeGreaterThanOrEqual(2);
      expect(e.correct).toBeGreaterThanOrEqual(0);
      expect(e.correct).toBeLessThan(e.choices.length);
      const href = predictHref(e);
      const { notices } = parseParams(derivation.params, href.split('#')[0]!);
      expect(notices, e.id).toEqual([]);
      for (const key of Object.keys(e.link.query))
        expect(derivation.params.map((p) => p.name)).toContain(key);
      expect(e.why).not.toBe('');
    }
  });
});

describe('the exercise model', () => {
  it('reads a seed from the URL only when it is a whole number in range', () => {
    expect(parseSeed('17')).toBe(17);
    expect(parseSeed(String(MAX_SEED))).toBe(MAX_SEED);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '1e3', String(MAX_SEED + 1)])
      expect(parseSeed(bad)).toBeNull();
  });

  it('states a tolerance of ±0.5 % or ±0.01 of the unit, whichever is larger', () => {
    expect(tolerance(100)).toBeCloseTo(0.5, 12);
    expect(tolerance(-100)).toBeCloseTo(0.5, 12);
    expect(tolerance(0.3)).toBe(0.01);
    expect(withinTolerance(100.49, 100)).toBe(true);
    expect(withinTolerance(100.51, 100)).toBe(false);
  });

  it('tells an empty or non-numeric answer apart from a wrong one', () => {
    const [, exercises] = PAGES[0]!;
    const ex = exercises.find((e): e is AnyNumeric => e.kind === 'numeric')!;
    const v = variant(ex, DEFAULT_SEED);
    expect(judge(ex, v, '').kind).toBe('empty');
    expect(judge(ex, v, 'abc')).toEqual({
      kind: 'invalid',
      problem: expect.stringMatching(/“abc” is not a number/),
    });
    expect(judge(ex, v, '1.234,5')).toMatchObject({ kind: 'invalid' });
    expect(judge(ex, v, String(v.answer).replace('-', '\u2212')).kind).toBe('correct');
    expect(judge(ex, v, String(v.answer + 10 * tolerance(v.answer) + 1)).kind).toBe('wrong');
  });

  it('takes an answer with a decimal comma, and says how it read one that could mean two numbers', () => {
    const [, exercises] = PAGES[0]!;
    const ex = exercises.find((e): e is AnyNumeric => e.kind === 'numeric')!;
    const v = variant(ex, DEFAULT_SEED);
    expect(judge(ex, v, String(v.answer).replace('.', ','))).toEqual({ kind: 'correct' });
    // "1,234" is 1.234 to a decimal-comma reader: judged as that, and the feedback says so.
    const grouped = judge(ex, v, '1,234');
    expect(grouped).toMatchObject({
      kind: 'wrong',
      readAs: '“1,234” read as 1.234 (the comma as a decimal mark).',
    });
  });
});

describe('a table of ranges', () => {
  // A made-up derivation whose scenario is its values, so that a variant shows what was drawn.
  const params = [
    num('a', 'a', '', -5, 5, 0.1, 1),
    num('b', 'b', '', 0, 10, 0.5, 2),
    num('c', 'c', '', 0, 1, 0.01, 0),
  ] as const;
  type Values = ParamValues<typeof params>;
  const derivation = { params, scenario: (p: Values) => p } as unknown as Derivation<typeof params, Values>;
  const exercise = (draw: NumericExercise<typeof params, Values>['draw']) =>
    numeric({
      id: 't',
      title: 't',
      derivation,
      draw,
      prompt: () => '',
      asked: 'a',
      symbol: 'a',
      unit: '',
      answer: (s) => s.a + 10,
      mistakes: [],
      hint: '',
      hintStep: 'eq:t',
      solution: [],
    });

  it('draws its entries in its order, as the same draws called one by one', () => {
    const table = exercise({ c: 0.5, b: [1, 4], a: { among: [-1, 2, 3] } });
    const calls = exercise((d) => ({ c: 0.5, b: d.num('b', 1, 4), a: d.pick([-1, 2, 3]) }));
    for (let seed = 1; seed <= 200; seed++)
      expect(variant(table, seed).values).toEqual(variant(calls, seed).values);
  });
});

describe('subscriptRuns', () => {
  it('sets x_A, x_{cB} and Greek or primed letters’ subscripts, and leaves other underscores alone', () => {
    expect(subscriptRuns('m_A = 3 kg, v_{cB}·n and ω_B; T′_k; snake _case; 2_3')).toEqual([
      { text: 'm', sub: false },
      { text: 'A', sub: true },
      { text: ' = 3 kg, v', sub: false },
      { text: 'cB', sub: true },
      { text: '·n and ω', sub: false },
      { text: 'B', sub: true },
      { text: '; T′', sub: false },
      { text: 'k', sub: true },
      { text: '; snake _case; 2_3', sub: false },
    ]);
  });

  it('joins back to the text without its underscores and braces', () => {
    for (const text of ['v_rel·n = −3.7 m/s', 'no subscripts here', 'I_B', '']) {
      expect(
        subscriptRuns(text)
          .map((r) => r.text)
          .join(''),
      ).toBe(text.replace(/_\{([^}]*)\}/g, '$1').replace(/(?<=[A-Za-zω′])_/g, ''));
    }
  });
});

describe('explanations set their symbols as math', () => {
  it('cuts m_eff v_n, v_{cB}, v_n′ and I_B⁻¹ into symbols with subscripts (and superscripts)', () => {
    expect(mathPieces('j = −(1 + e) m_eff v_n; v_{cB}, v_n′ and I_B⁻¹; snake _case')).toEqual([
      { text: 'j = −(1 + e) ' },
      { base: 'm', sub: 'eff' },
      { text: ' ' },
      { base: 'v', sub: 'n' },
      { text: '; ' },
      { base: 'v', sub: 'cB' },
      { text: ', ' },
      { base: 'v', sub: 'n', sup: '′' },
      { text: ' and ' },
      { base: 'I', sub: 'B', sup: '⁻¹' },
      { text: '; snake _case' },
    ]);
  });

  it('leaves no raw x_y in any hint, question, choice or reason of any page', () => {
    for (const [slug, exercises] of PAGES)
      for (const e of exercises) {
        const texts =
          e.kind === 'numeric'
            ? [e.hint, ...e.mistakes.map((m) => m.hint)]
            : [e.question, ...e.choices, e.why, e.link.label];
        for (const t of texts)
          for (const p of mathPieces(t))
            expect(p.text ?? '', `${slug}/${e.id}: ${t}`).not.toMatch(/[A-Za-z\u0370-\u03ff′]_[{A-Za-z0-9]/);
      }
  });
});
