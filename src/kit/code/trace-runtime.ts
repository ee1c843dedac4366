// What an instrumented solver file (trace-plugin.ts) calls as it runs: each call of one of its
// functions opens a record, and the values it notes go there with the line they are on. Values are
// copied when noted, so a vector changed in place later still shows what it was on that line.

export interface Noted {
  /** 1-based line of the solver file. */
  line: number;
  /** The local's name, or 'return' for the value the function returns. */
  name: string;
  value: unknown;
}

export interface TracedCall {
  fn: string;
  notes: Noted[];
}

let collecting: TracedCall[] | null = null;

/** A copy that later changes to the value cannot reach: numbers, vectors, arrays, plain records. */
function snapshot(v: unknown, depth = 0): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (depth > 3) return null;
  if (Array.isArray(v)) return v.map((x) => snapshot(x, depth + 1));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, snapshot(x, depth + 1)]));
}

export function enter(fn: string): TracedCall {
  const call: TracedCall = { fn, notes: [] };
  collecting?.push(call);
  return call;
}

export function note(call: TracedCall, line: number, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) call.notes.push({ line, name, value: snapshot(value) });
}

export function ret<T>(call: TracedCall, line: number, value: T): T {
  call.notes.push({ line, name: 'return', value: snapshot(value) });
  return value;
}

/** Run `run` and return every instrumented call it made, outermost first, in the order they began. */
export function traceCalls(run: () => void): TracedCall[] {
  const outer = collecting;
  const calls: TracedCall[] = [];
  collecting = calls;
  try {
    run();
  } finally {
    collecting = outer;
  }
  return calls;
}
