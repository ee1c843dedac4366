// What a reader types into a parameter's number box, read as the physics would take it. The box
// keeps the reader's text while they type, so that text must never stand for a value the physics
// is not using: an entry it can use as typed is used at once; any other is marked beside the box
// (entryProblem) while the physics keeps its last good value, and committing it (Enter, or leaving
// the box) uses the nearest value it can, shown in the box and, where the reader asked for a value
// outside the range or for no number, said in a notice worded as for a bad link (url.ts). The text is
// read as every number box on the site reads it (src/lib/decimal.ts): a decimal comma is a decimal
// point, and an entry that could mean two numbers ("1,234") says how it was read (entryNote).
import { readDecimal } from '../lib/decimal';
import { clampToSpec, type NumberParam } from './spec';
import { notANumberNotice, outsideNotice, unitOf } from './url';

/** `readAs`, on an entry that could mean two numbers: how it was read (readDecimal), to be said. */
export type Entry =
  /** Usable as typed. */
  | { kind: 'ok'; value: number; readAs?: string }
  /** A number outside the range; `value` is the nearest end. */
  | { kind: 'outside'; value: number; readAs?: string }
  /** In range but between steps; `value` is the nearest step. */
  | { kind: 'between-steps'; value: number; readAs?: string }
  /** Nothing typed. */
  | { kind: 'empty' }
  /** Not (yet) a number: "-" or "1e" on the way to one, or anything else. */
  | { kind: 'not-a-number' };

/** Read the text in a number box (a text box: a browser's number box would drop a decimal comma). */
export function readEntry(p: NumberParam, text: string): Entry {
  const read = readDecimal(text);
  if (read.kind === 'empty') return { kind: 'empty' };
  if (read.kind === 'invalid') return { kind: 'not-a-number' };
  const x = read.value;
  const value = clampToSpec(p, x);
  const note = read.readAs ? { readAs: read.readAs } : {};
  if (x < p.min || x > p.max) return { kind: 'outside', value, ...note };
  return value === x ? { kind: 'ok', value, ...note } : { kind: 'between-steps', value, ...note };
}

/** How the entry was read, when it could mean two numbers; null otherwise. Not a problem: said beside the box. */
export const entryNote = (entry: Entry): string | null => ('readAs' in entry ? (entry.readAs ?? null) : null);

/** What is wrong with the entry, said beside the box while it is there; null when nothing is. */
export function entryProblem(p: NumberParam, entry: Entry): string | null {
  const unit = unitOf(p);
  switch (entry.kind) {
    case 'ok':
      return null;
    case 'outside':
      return `${p.label} must be between ${p.min} and ${p.max}${unit}.`;
    case 'between-steps':
      return `${p.label} goes in steps of ${p.step}${unit}; the nearest is ${entry.value}${unit}.`;
    case 'empty':
    case 'not-a-number':
      return `${p.label} must be a number between ${p.min} and ${p.max}${unit}.`;
  }
}

/**
 * The value a committed entry gives (`current`, the last good value, when it holds no number) and
 * the notice that says so, or null when the box showing the value is enough: an entry used as
 * typed, or rounded to a step as a link's value is.
 */
export function commitEntry(
  p: NumberParam,
  entry: Entry,
  text: string,
  current: number,
): { value: number; notice: string | null } {
  switch (entry.kind) {
    case 'ok':
    case 'between-steps':
      return { value: entry.value, notice: null };
    case 'outside':
      return { value: entry.value, notice: outsideNotice(p, `typed ${text}`, entry.value) };
    case 'empty':
      return { value: current, notice: notANumberNotice(p, 'left empty', String(current)) };
    case 'not-a-number':
      return {
        value: current,
        notice: notANumberNotice(p, text.trim() ? `typed ${text}` : 'typed', String(current)),
      };
  }
}
