// Plot's mark constructors, without Plot. Charts build their marks with these; each call only
// records its name and arguments, and PlotFigure makes the real marks once Plot is there: at build
// time at once, in the browser on the first redraw (Plot is 80 kB gzip, loaded only when a reader
// first changes something; until then the server's SVG is the chart).
import type * as PlotApi from '@observablehq/plot';

const NAMES = ['dot', 'line', 'link', 'rect', 'ruleX', 'ruleY', 'text'] as const;

type MarkName = (typeof NAMES)[number];

/** What resolving needs: Plot's constructors of these marks. */
export type MarkApi = Pick<typeof PlotApi, MarkName>;

const DEFERRED = Symbol('deferred mark');

export interface Deferred {
  [DEFERRED]: true;
  name: MarkName;
  args: unknown[];
}

/** Typed as Plot's own constructors, so charts keep Plot's types; the values are recordings. */
export const Plot = Object.fromEntries(
  NAMES.map((name) => [name, (...args: unknown[]): Deferred => ({ [DEFERRED]: true, name, args })]),
) as unknown as Pick<typeof PlotApi, MarkName>;

export type { Markish, PlotOptions } from '@observablehq/plot';

function isDeferred(x: unknown): x is Deferred {
  return typeof x === 'object' && x !== null && DEFERRED in x;
}

/** The recorded marks in drawing order (Plot allows nested arrays and empty entries), or null if any is not a recording. */
export function recordedMarks(marks: unknown): Deferred[] | null {
  const out: Deferred[] = [];
  const walk = (x: unknown): boolean => {
    if (x == null || x === false) return true;
    if (Array.isArray(x)) return x.every(walk);
    if (!isDeferred(x)) return false;
    out.push(x);
    return true;
  };
  return walk(marks) ? out : null;
}

function resolve(x: unknown, api: MarkApi): unknown {
  if (isDeferred(x)) return (api[x.name] as (...a: unknown[]) => unknown)(...x.args);
  if (Array.isArray(x)) return x.map((m) => resolve(m, api));
  return x;
}

/** The options with every recorded mark made real (marks may nest in arrays, as Plot allows). */
export function withMarks(options: PlotApi.PlotOptions, api: MarkApi): PlotApi.PlotOptions {
  return options.marks ? { ...options, marks: resolve(options.marks, api) as PlotApi.Markish[] } : options;
}
