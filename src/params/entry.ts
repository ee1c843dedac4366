// What a reader types into a parameter's number box, read as the physics would take it. The box
// keeps the reader's text while they type, so that text must never stand for a value the physics
// is not using: an entry it can use as typed is used at once; any other is marked beside the box
// (entryProblem) while the physics keeps its last good value, and committing it (Enter, or leaving
// the box) uses the nearest value it can, shown in the box and, where the reader asked for a value
// outside the range or for no number, said in a notice worded as for a bad link (url.ts).
import { clampToSpec, type NumberParam } from './spec';
import { notANumberNotice, outsideNotice, unitOf } from './url';

export type Entry =
  /** Usable as typed. */
  | { kind: 'ok'; value: number }
  /** A number outside the range; `value` is the nearest end. */
  | { kind: 'outside'; value: number }
  /** In range but between steps; `value` is the nearest step. */
  | { kind: 'between-steps'; value: number }
  /** Nothing typed. */
  | { kind: 'empty' }
  /** Not (yet) a number: "-" or "1e" on the way to one, or anything else. */
  | { kind: 'not-a-number' };

/**
 * Read a number box's `value` and `validity.badInput`. A browser's number box reports "" both when
 * it is empty and when it holds text that is not a number ("-"); badInput tells the two apart.
 */
export function readEntry(p: NumberParam, text: string, badInput: boolean): Entry {
  if (badInput) return { kind: 'not-a-number' };
  if (text.trim() === '') return { kind: 'empty' };
  const x = Number(text);
  if (!Number.isFinite(x)) return { kind: 'not-a-number' };
  const value = clampToSpec(p, x);
  if (x < p.min || x > p.max) return { kind: 'outside', value };
  return value === x ? { kind: 'ok', value } : { kind: 'between-steps', value };
}

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
