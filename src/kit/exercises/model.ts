// Exercises: numeric problems whose numbers come from a seeded generator over a chapter's own
// parameters, checked against the chapter's scenario (src/solver), and predict-then-reveal
// questions. A chapter declares its exercises as data in src/chapters/<slug>/exercises.ts; the
// shared island (ExerciseList.tsx) renders them, and tests/unit/site/exercises.test.ts checks every
// generator over many seeds.
import { mulberry32 } from '../../solver';
import {
  clampToSpec,
  defaults,
  type NumberParam,
  type ParamSpecs,
  type ParamValues,
} from '../../params/spec';
import { configSearch } from '../../params/url';
import { readDecimal } from '../../lib/decimal';
import { evaluateSteps, type Derivation, type StepValue } from '../steps/define';

/** Draws values for a chapter's number parameters, always on the declared step grid. */
export interface Draw<S extends ParamSpecs> {
  /** A value of parameter `name` on its step grid within [lo, hi] ∩ [min, max]. */
  num(name: NumberParamName<S>, lo?: number, hi?: number): number;
  /** One of the given values, uniformly. */
  pick<T>(options: readonly T[]): T;
}

type NumberParamName<S extends ParamSpecs> = Extract<S[number], NumberParam>['name'];

/**
 * An exercise's draw written as a table, one entry a parameter: a range [lo, hi] (drawn as
 * Draw.num), `{ among: [...] }` (one of them, as Draw.pick) or a value kept as it is. Entries are
 * drawn in the table's order, which is the seed's order: an exercise that spreads a shared table and
 * overrides some entries keeps the shared table's order (an overridden key keeps its place).
 */
export type Ranges<S extends ParamSpecs> = {
  [K in keyof ParamValues<S>]?: ParamValues<S>[K] extends boolean ? boolean : Exclude<RangeEntry, boolean>;
};

/** A common wrong answer, computed, and the step where that mistake is made. */
export interface Mistake<Sc> {
  value: (s: Sc) => number;
  /** One sentence, shown when the reader's answer matches this value. */
  hint: string;
  /** The step id where the mistake happens (linked as #eq:…). */
  step: string;
}

/**
 * One line of the worked solution: a side of a step, evaluated at the exercise's numbers, or a
 * quantity the step compares (a threshold such as μs·j_n), read from the scenario and linked to it.
 */
export interface SolutionLine<Sc = unknown> {
  step: string;
  row?: number;
  side?: number;
  /** For a vector side: the component shown (the answer is a number). */
  component?: 'x' | 'y';
  /** Plain text of what is evaluated (the browser never sees the steps' TeX). */
  label: string;
  /** Instead of a side: a value of the scenario that the step uses, with its unit. */
  quantity?: { value: (s: Sc) => number; unit: string };
}

export interface NumericExercise<S extends ParamSpecs, Sc> {
  kind: 'numeric';
  /** Short id, unique on its page; the URL carries its seed as ?ex-<id>=<seed>. */
  id: string;
  title: string;
  derivation: Derivation<S, Sc>;
  /**
   * Parameter values that differ from the defaults (the rest stay at their defaults): a table of
   * ranges, or a function of the drawer that returns one, for what a table cannot say (a range set by
   * a value drawn first); its ranges are drawn after the function's own draws.
   */
  draw: Ranges<S> | ((d: Draw<S>) => Ranges<S>);
  /** Rejects a degenerate draw (e.g. a separating contact when the exercise needs an impulse). */
  valid?: (s: Sc) => boolean;
  prompt: (p: ParamValues<S>, s: Sc) => string;
  /** What to give, e.g. "the impulse magnitude j". */
  asked: string;
  /** The answer's symbol in the solution line, e.g. "j". */
  symbol: string;
  unit: string;
  answer: (s: Sc) => number;
  mistakes: readonly Mistake<Sc>[];
  /** Shown for a wrong answer that matches no known mistake. */
  hint: string;
  hintStep: string;
  /**
   * false: the exercise needs no rotation (no moment of inertia, ω or r × n in what it gives, asks or
   * works through), so a class that has not met rotation can do it: the handout offers these as a
   * sheet of their own. Absent: it needs rotation.
   */
  rotation?: false;
  /** The derivation's own steps, in order; the last line's value is the answer. */
  solution: readonly SolutionLine<Sc>[];
}

export interface PredictExercise {
  kind: 'predict';
  id: string;
  title: string;
  /**
   * false: the exercise needs no rotation (no moment of inertia, ω or r × n in what it gives, asks or
   * works through), so a class that has not met rotation can do it: the handout offers these as a
   * sheet of their own. Absent: it needs rotation.
   */
  rotation?: false;
  question: string;
  choices: readonly string[];
  /** Index into choices. */
  correct: number;
  /** One sentence of why. */
  why: string;
  /**
   * Opens the page's widget in the configuration the question is about: `query` is the answer's (the
   * reveal shows it), `from` the one the question starts from (the vote's; the defaults if absent).
   */
  link: {
    query: Readonly<Record<string, string | number | boolean>>;
    from?: Readonly<Record<string, string | number | boolean>>;
    widget: string;
    label: string;
  };
  /**
   * The page's section (its h2's id) whose derivation answers the question: a deck puts the vote
   * right before that section and the reveal right after it. Declared, since neither the plan nor
   * the page says it reliably (a plan may put the vote long before, or after, its answer).
   */
  section: string;
}

/** Whether an exercise needs rotation (see `rotation`). */
export const needsRotation = (ex: Exercise): boolean => ex.rotation !== false;

// Any derivation's exercise: the island and the tests handle them without knowing the chapter; the
// values and scenario are opaque here and only ever passed back to the exercise's own functions.
export type AnyNumeric = NumericExercise<ParamSpecs, unknown>;
export type Exercise = AnyNumeric | PredictExercise;

/** Widen a chapter's exercise to the shared type (its functions only ever see its own values). */
export function numeric<S extends ParamSpecs, Sc>(e: Omit<NumericExercise<S, Sc>, 'kind'>): AnyNumeric {
  return { kind: 'numeric', ...e } as unknown as AnyNumeric;
}

export function predict(e: Omit<PredictExercise, 'kind'>): PredictExercise {
  return { kind: 'predict', ...e };
}

/** The seed a page shows when the URL names none: the variant rendered on the server. */
export const DEFAULT_SEED = 1;
export const MAX_SEED = 999_999;

/** A seed from the URL (?ex-<id>=<seed>), or null when it is missing or not a whole number in range. */
export function parseSeed(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,6}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_SEED ? n : null;
}

export const seedKey = (id: string) => `ex-${id}`;

/** Accepted within ±0.5 % of the answer or ±0.01 of its unit, whichever is larger. */
export const REL_TOL = 0.005;
export const ABS_TOL = 0.01;
export const tolerance = (answer: number) => Math.max(REL_TOL * Math.abs(answer), ABS_TOL);
export const withinTolerance = (x: number, answer: number) => Math.abs(x - answer) <= tolerance(answer);

/** A number as a reader copies it from a calculator: four significant figures. */
const asTyped = (x: number) => Number(x.toPrecision(4));

/**
 * A common wrong answer must lie farther than this share of the answer from it (and outside the
 * tolerance): one a few percent off would be taken for a rounding of the right answer, and its hint
 * could not diagnose the mistake. A variant that fails this is drawn again.
 */
export const MISTAKE_MARGIN = 0.05;
export const distinctMistake = (w: number, answer: number) =>
  Math.abs(w - answer) > Math.max(MISTAKE_MARGIN * Math.abs(answer), tolerance(answer));

export interface Variant {
  seed: number;
  values: Record<string, number | boolean>;
  scenario: unknown;
  prompt: string;
  answer: number;
  /** The mistakes' values for this variant, in the exercise's order. */
  wrong: number[];
}

const MAX_TRIES = 500;

function drawer<S extends ParamSpecs>(specs: S, rand: () => number): Draw<S> {
  return {
    num(name, lo = -Infinity, hi = Infinity) {
      const p = specs.find((q) => q.name === name) as NumberParam | undefined;
      if (!p || p.kind !== 'number') throw new Error(`No number parameter '${String(name)}'`);
      const from = Math.ceil((Math.max(lo, p.min) - p.min) / p.step - 1e-9);
      const to = Math.floor((Math.min(hi, p.max) - p.min) / p.step + 1e-9);
      if (to < from) throw new Error(`Parameter '${p.name}': no grid value in [${lo}, ${hi}]`);
      const k = from + Math.floor(rand() * (to - from + 1));
      return clampToSpec(p, p.min + k * p.step);
    },
    pick(options) {
      return options[Math.floor(rand() * options.length)] as (typeof options)[number];
    },
  };
}

type RangeEntry = number | boolean | readonly [lo: number, hi: number] | { among: readonly number[] };

/**
 * The exercise's variant for a seed: draws until the configuration is valid, every common wrong
 * answer lies well away from the right one (distinctMistake: so the hint can tell them apart), and
 * no two wrong answers coincide (so each gets its own hint).
 */
export function variant(ex: AnyNumeric, seed: number): Variant {
  const rand = mulberry32(seed * 2654435761);
  const d = drawer(ex.derivation.params, rand);
  for (let i = 0; i < MAX_TRIES; i++) {
    const values: Record<string, number | boolean> = { ...defaults(ex.derivation.params) };
    // The table's entries in its order (after a draw function's own draws): the seed's order.
    const table = typeof ex.draw === 'function' ? ex.draw(d) : ex.draw;
    for (const [name, r] of Object.entries(table) as [never, RangeEntry][])
      values[name] = typeof r !== 'object' ? r : 'among' in r ? d.pick(r.among) : d.num(name, r[0], r[1]);
    const s = ex.derivation.scenario(values);
    if (ex.valid && !ex.valid(s)) continue;
    const answer = ex.answer(s);
    if (!Number.isFinite(answer)) continue;
    const wrong = ex.mistakes.map((m) => m.value(s));
    if (wrong.some((w) => !Number.isFinite(w) || !distinctMistake(w, answer))) continue;
    // Nor may a mistake, typed, be taken for the answer.
    if (wrong.some((w) => withinTolerance(asTyped(w), answer))) continue;
    // Two mistakes that give the same number here could not both be named: draw again. "The same"
    // as a reader types it, to four significant figures: one mistake's number so rounded must not
    // fall within another's tolerance (the judge would name the other mistake).
    if (wrong.some((w, i) => wrong.some((x, k) => k !== i && withinTolerance(asTyped(x), w)))) continue;
    return { seed, values, scenario: s, prompt: ex.prompt(values, s), answer, wrong };
  }
  throw new Error(`Exercise '${ex.id}': no valid variant for seed ${seed}`);
}

export interface SolutionValue {
  line: SolutionLine;
  value: StepValue | null;
  unit: string;
  /** Why the step does not apply here, or null. */
  reason: string | null;
}

/** The worked solution: the listed sides of the page's steps, evaluated at the variant's values. */
export function solve(ex: AnyNumeric, v: Variant): SolutionValue[] {
  const evaluated = evaluateSteps(ex.derivation, v.values as ParamValues<ParamSpecs>);
  return ex.solution.map((line) => {
    const i = ex.derivation.steps.findIndex((st) => st.id === line.step);
    if (line.quantity && i >= 0)
      return { line, value: line.quantity.value(v.scenario), unit: line.quantity.unit, reason: null };
    const step = ex.derivation.steps[i];
    const ev = evaluated[i];
    if (!step || !ev) throw new Error(`Exercise '${ex.id}': no step '${line.step}'`);
    const row = line.row ?? 0;
    const rowSides = step.rows[row]?.sides ?? [];
    const side = line.side ?? rowSides.length - 1;
    const value = ev.values?.[row]?.[side] ?? null;
    return {
      line,
      value: line.component && value !== null && typeof value !== 'number' ? value[line.component] : value,
      unit: step.rows[row]?.unit ?? '',
      reason: ev.reason,
    };
  });
}

/**
 * What the checker says about a typed answer. `readAs`, on an answer that could mean two numbers
 * ("1,234"): how it was read, for the feedback to say (src/lib/decimal.ts).
 */
export type Verdict =
  | { kind: 'empty' }
  | { kind: 'invalid'; problem: string }
  | { kind: 'correct'; readAs?: string }
  | { kind: 'wrong'; hint: string; step: string; known: boolean; readAs?: string };

/** The answer as typed, with a decimal point or a decimal comma, judged against the variant's. */
export function judge(ex: AnyNumeric, v: Variant, typed: string): Verdict {
  const read = readDecimal(typed);
  // Empty, or no number with what is wrong said: the reading is the verdict.
  if (read.kind !== 'number') return read;
  const x = read.value;
  const note = read.readAs ? { readAs: read.readAs } : {};
  if (withinTolerance(x, v.answer)) return { kind: 'correct', ...note };
  const i = v.wrong.findIndex((w) => withinTolerance(x, w));
  const m = i >= 0 ? ex.mistakes[i] : undefined;
  return m
    ? { kind: 'wrong', hint: m.hint, step: m.step, known: true, ...note }
    : { kind: 'wrong', hint: ex.hint, step: ex.hintStep, known: false, ...note };
}

/** A page's query string for a predict exercise's widget link. */
export function predictHref(e: PredictExercise): string {
  return `${configSearch(e.link.query)}#${e.link.widget}`;
}
