// Plot's mark constructors, without Plot. Charts build their marks with these; each call only
// records its name and arguments, which ./mark-svg draws on the frame Plot drew (at build time, and
// in the browser on each redraw): Plot's own marks are never needed, in the bundle or at run time.
// The recordings are typed as Plot's constructors, so charts keep Plot's option types.
import type * as PlotApi from '@observablehq/plot';

const NAMES = ['dot', 'line', 'link', 'rect', 'ruleX', 'ruleY', 'text'] as const;

type MarkName = (typeof NAMES)[number];

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
