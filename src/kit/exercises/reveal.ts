// What a prediction's reveal slide states in large type: the numbers that answer the question, at the
// configuration the question starts from and at the answer's, each computed at build time by the
// chapter's own code (its steps, or its scenario over src/solver and src/sim), never typed in. A
// chapter declares them in src/chapters/<slug>/reveals.ts (its manifest's `reveals`): a module of its
// own, not exercises.ts, because a measure may run a simulation that the exercises' island must not
// carry to the browser. src/site/deck/plan.ts evaluates them for the deck.
import type { ParamSpecs, ParamValues } from '../../params/spec';
import { configSearch, parseParams } from '../../params/url';
import { evaluateSteps, type AnyDerivation } from '../steps/define';
import type { Configuration } from '../teaching';

/** What a measure reads at one configuration: one or a few numbers in one unit. */
export interface Measured {
  /** "1.45, 1.42" for two numbers; one for most. */
  values: readonly number[];
  unit: string;
  /** Words after the numbers that say what they mean there: "(the slide reverses)". */
  note?: string;
}

/**
 * One line of a reveal, "label: at the question → at the answer": a step row's value (its last side,
 * with the row's unit), or a measure the chapter defines over one of its parameter lists, for an
 * answer that is no single step's value (iterations, an overshoot, a count).
 */
export type RevealLine =
  | { label: string; step: string; row: number }
  | {
      label: string;
      params: ParamSpecs;
      measure: (v: Readonly<Record<string, number | boolean>>) => Measured;
    };

/** A chapter's reveal lines, by prediction id: every prediction has at least one. */
export type Reveals = Readonly<Record<string, readonly RevealLine[]>>;

/** A measure line over a parameter list, typed by it. */
export function measure<S extends ParamSpecs>(
  label: string,
  params: S,
  fn: (v: ParamValues<S>) => Measured,
): RevealLine {
  return { label, params, measure: fn as (v: Readonly<Record<string, number | boolean>>) => Measured };
}

/** A step line: row `row` of step `step`. */
export const stepLine = (label: string, step: string, row: number): RevealLine => ({ label, step, row });

/**
 * A line's numbers at a configuration (its query's values; the defaults for the rest): the step row's
 * value with its unit, or the measure's. Throws saying why when there is no finite number there.
 */
export function evaluateLine(line: RevealLine, d: AnyDerivation, config: Configuration): Measured {
  const at = configSearch(config) || 'the defaults';
  if ('measure' in line) {
    const m = line.measure(parseParams(line.params, configSearch(config)).values);
    if (m.values.length === 0 || !m.values.every(Number.isFinite))
      throw new Error(`'${line.label}' measures no finite number at ${at}`);
    return m;
  }
  const where = `'${line.label}', step '${line.step}' row ${line.row}`;
  const step = evaluateSteps(d, parseParams(d.params, configSearch(config)).values).find(
    (s) => s.id === line.step,
  );
  if (!step) throw new Error(`${where}: no such step`);
  if (!step.values) throw new Error(`${where}: the step does not apply at ${at} (${step.reason})`);
  const value = step.values[line.row]?.at(-1);
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`${where}: no finite number at ${at}`);
  return { values: [value], unit: d.steps.find((s) => s.id === line.step)!.rows[line.row]!.unit ?? '' };
}
