// Live values in a step's code: the locals of a solver function as it runs on the page's
// configuration. A chapter says, in its code-values.ts, how its scenario calls each solver function
// its steps are tagged in (`calls`); the frame (values-frame.ts) runs the instrumented copy of that
// function (trace-plugin.ts) with those arguments and shows what it noted. The values are the
// function's own: its lines run, nothing here computes physics.
import type { Derivation } from '../steps/define';
import type { ParamSpecs } from '../../params/spec';
import { parseParams } from '../../params/url';
import { fmt } from '../../lib/format';
import { traceCalls, type TracedCall } from './trace-runtime';

export interface CodeValues<Sc> {
  /** The chapter's derivation: its parameters and the scenario built from them. */
  derivation: Derivation<ParamSpecs, Sc>;
  /**
   * For each solver function (by name) a step of the chapter is tagged in, the arguments the page's
   * configuration gives it. A function not listed shows its code without values.
   */
  calls: Readonly<Record<string, CodeCall<Sc>>>;
  /** Why the configuration gives no impulse, as the widget says it; null when it does. */
  notice?: (s: Sc) => string | null;
  /**
   * A value the frame shows that a step's "plug in numbers" also show, at a configuration other
   * than the defaults: the tests compare the two (the last value noted under the name, for a loop).
   */
  sample: CodeValueSample;
}

export interface CodeValueSample {
  /** A URL query of the page. */
  query: string;
  /** The step, and its row and side (0-based) as the plug-in numbers print them. */
  step: string;
  row: number;
  side: number;
  /** The function (one of `calls`) and the name its value is shown under. */
  fn: string;
  name: string;
}

/**
 * How the page calls a function: its arguments, or, for a function of the solver's file that the
 * page reaches only through another (a sweep inside the exported loop), that outer function and its
 * arguments; the frame then shows the inner function's last call.
 */
export type CodeCall<Sc> =
  ((s: Sc) => readonly unknown[]) | { via: string; args: (s: Sc) => readonly unknown[] };

export const defineCodeValues = <Sc>(v: CodeValues<Sc>): CodeValues<Sc> => v;

/** Any chapter's: the scenario type differs per chapter and stays inside its module. */
export type AnyCodeValues = CodeValues<any>;

/** A traced solver file: every function it writes, exported or not (trace-plugin.ts). */
export interface TracedModule {
  __functions: Readonly<Record<string, (...args: never[]) => unknown>>;
}

export interface LocalValue {
  /** The solver file's line the value was noted on. */
  line: number;
  name: string;
  /** As the plug-in rows print numbers (src/lib/format.ts). */
  text: string;
  /** How many times the line noted it (a loop); the text is the last. */
  times: number;
}

const isNum = (x: unknown): x is number => typeof x === 'number';

/**
 * A value as the reader sees it, or null for one the frame does not print (a body, a result
 * record: their numbers are locals of their own). A NaN is named in words: the pages never print
 * the token, and a local can be one on a path the function then leaves (0·∞ before a guard).
 */
export function formatValue(v: unknown): string | null {
  const num = (x: number) => (Number.isNaN(x) ? 'not a number' : fmt(x));
  if (isNum(v)) return num(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.length <= 6 && v.every(isNum) ? `[${v.map(num).join(', ')}]` : null;
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v).sort().join();
    const o = v as Record<string, unknown>;
    if ((keys === 'x,y' || keys === 'x,y,z') && Object.values(o).every(isNum))
      return `(${[o.x, o.y, o.z].filter(isNum).map(num).join(', ')})`;
  }
  return null;
}

/**
 * A call's printable notes: per line and name its last value, in line order. A record the frame
 * does not print whole (a body, a result) shows its printable fields, one level down (`a.v`,
 * `return.j`).
 */
export function localsOf(call: TracedCall): LocalValue[] {
  const byKey = new Map<string, LocalValue>();
  const add = (line: number, name: string, text: string) => {
    const key = `${line}:${name}`;
    byKey.set(key, { line, name, text, times: (byKey.get(key)?.times ?? 0) + 1 });
  };
  for (const { line, name, value } of call.notes) {
    const text = formatValue(value);
    if (text !== null) add(line, name, text);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [field, v] of Object.entries(value)) {
        const t = formatValue(v);
        if (t !== null) add(line, `${name}.${field}`, t);
      }
  }
  return [...byKey.values()].sort((a, b) => a.line - b.line);
}

export interface FunctionValues {
  /** The URL's values the page could not use as given, as its widgets say them. */
  notices: string[];
  /** The chapter's notice for this configuration (e.g. no impulse), or null. */
  notice: string | null;
  /** The function's locals, or null when the chapter does not call it. */
  locals: LocalValue[] | null;
  /** The message of an error the function threw, or null. */
  error: string | null;
}

/**
 * Run the traced function `name` of `mod` as the chapter's configuration for `search` (a URL
 * query) calls it, and return what it noted.
 */
export function functionValues<Sc>(
  chapter: CodeValues<Sc>,
  search: string,
  name: string,
  mod: TracedModule,
): FunctionValues {
  const { derivation, calls } = chapter;
  const { values, notices } = parseParams(derivation.params, search);
  const s = derivation.scenario(values);
  const notice = chapter.notice?.(s) ?? null;
  const how = calls[name];
  const outer = typeof how === 'object' ? how.via : name;
  const args = typeof how === 'object' ? how.args(s) : how?.(s);
  const fn = mod.__functions[outer];
  if (!args || !fn) return { notices, notice, locals: null, error: null };
  let error: string | null = null;
  const traced = traceCalls(() => {
    try {
      (fn as (...a: readonly unknown[]) => unknown)(...args);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
  });
  const call = traced.findLast((c) => c.fn === name);
  return { notices, notice, locals: call ? localsOf(call) : [], error };
}
