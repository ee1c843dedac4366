// A number box's entry read as the physics takes it (src/params/entry.ts): what is used at once,
// what is marked and with which words, and what committing it uses and says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitEntry, entryNote, entryProblem, readEntry } from '../../../src/params/entry';
import { num, type NumberParam } from '../../../src/params/spec';
import { parseParams } from '../../../src/params/url';
import { CHAPTERS } from '../../../src/site/chapters';
import { gridValues } from './param-arbitraries';
import { runs } from '../runs';

const mA = num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2);
const e = num('e', 'Restitution e', '', 0, 1, 0.01, 0.5);

describe('reading a number box', () => {
  it('uses an entry in range and on a step as typed, half-typed forms included', () => {
    expect(readEntry(mA, '5')).toEqual({ kind: 'ok', value: 5 });
    expect(readEntry(mA, '2.5')).toEqual({ kind: 'ok', value: 2.5 });
    expect(readEntry(mA, '10')).toEqual({ kind: 'ok', value: 10 });
    expect(readEntry(mA, '0.1')).toEqual({ kind: 'ok', value: 0.1 });
    // A browser reports "2." as "2" (and "2.50" as it is): the number is the same.
    expect(readEntry(mA, '2.50')).toEqual({ kind: 'ok', value: 2.5 });
    expect(readEntry(e, '0.35')).toEqual({ kind: 'ok', value: 0.35 });
  });

  it('marks a number outside the range, naming the range, with the nearest end to use', () => {
    const fifty = readEntry(mA, '50');
    expect(fifty).toEqual({ kind: 'outside', value: 10 });
    expect(entryProblem(mA, fifty)).toBe('Mass of A must be between 0.1 and 10 kg.');
    expect(readEntry(mA, '0')).toEqual({ kind: 'outside', value: 0.1 });
    expect(readEntry(mA, '-3')).toEqual({ kind: 'outside', value: 0.1 });
    expect(entryProblem(e, readEntry(e, '1.5'))).toBe('Restitution e must be between 0 and 1.');
  });

  it('marks a number between steps, naming the step and the nearest one', () => {
    const entry = readEntry(mA, '2.57');
    expect(entry).toEqual({ kind: 'between-steps', value: 2.6 });
    expect(entryProblem(mA, entry)).toBe('Mass of A goes in steps of 0.1 kg; the nearest is 2.6 kg.');
  });

  it('marks an empty box and one holding no number', () => {
    expect(readEntry(mA, '')).toEqual({ kind: 'empty' });
    expect(readEntry(mA, '  ')).toEqual({ kind: 'empty' });
    // "-" or "1e" on the way to a number.
    expect(readEntry(mA, '-')).toEqual({ kind: 'not-a-number' });
    expect(readEntry(mA, '1e')).toEqual({ kind: 'not-a-number' });
    expect(readEntry(mA, 'abc')).toEqual({ kind: 'not-a-number' });
    expect(readEntry(mA, 'Infinity')).toEqual({ kind: 'not-a-number' });
    for (const entry of [readEntry(mA, ''), readEntry(mA, '-')])
      expect(entryProblem(mA, entry)).toBe('Mass of A must be a number between 0.1 and 10 kg.');
    expect(entryProblem(mA, readEntry(mA, '5'))).toBeNull();
  });

  it('reads a decimal comma as a point, and says how it read a comma that could group thousands', () => {
    expect(readEntry(mA, '2,5')).toEqual({ kind: 'ok', value: 2.5 });
    expect(entryNote(readEntry(mA, '2,5'))).toBeNull();
    expect(readEntry(mA, '2,57')).toEqual({ kind: 'between-steps', value: 2.6 });
    // "1,234": 1.234 to a decimal-comma reader, 1234 to another; read as the first, and said.
    const grouped = readEntry(mA, '1,234');
    expect(grouped).toEqual({
      kind: 'between-steps',
      value: 1.2,
      readAs: '“1,234” read as 1.234 (the comma as a decimal mark).',
    });
    expect(entryNote(grouped)).toBe('“1,234” read as 1.234 (the comma as a decimal mark).');
    expect(readEntry(mA, '1.234,5')).toEqual({ kind: 'not-a-number' });
  });

  it("never marks a value the page's own controls can reach, on any parameter of any page", () => {
    const lists = CHAPTERS.flatMap((c) => c.params);
    for (const list of lists) {
      const numbers = list.filter((p): p is NumberParam => p.kind === 'number');
      fc.assert(
        fc.property(gridValues(list), (v) => {
          for (const p of numbers) {
            const x = (v as Record<string, number>)[p.name]!;
            expect(readEntry(p, String(x)), p.name).toEqual({ kind: 'ok', value: x });
          }
        }),
        { numRuns: runs(50) },
      );
    }
  });
});

describe('committing an entry', () => {
  it('clamps a number outside the range, with the notice a link gets for it', () => {
    const used = commitEntry(mA, readEntry(mA, '50'), '50', 5);
    expect(used).toEqual({
      value: 10,
      notice: '“Mass of A” (typed 50) is outside 0.1 … 10 kg; using 10 kg.',
    });
    // The same words as a link's, but for where the value came from.
    const [fromLink] = parseParams([mA] as const, '?mA=50').notices;
    expect(used.notice!.replace('typed 50', 'mA=50')).toBe(fromLink);
  });

  it('keeps the last good value for an empty box or no number, and says so', () => {
    expect(commitEntry(mA, readEntry(mA, ''), '', 3)).toEqual({
      value: 3,
      notice: '“Mass of A” (left empty) is not a number; using 3 kg.',
    });
    expect(commitEntry(mA, readEntry(mA, '-'), '-', 3)).toEqual({
      value: 3,
      notice: '“Mass of A” (typed -) is not a number; using 3 kg.',
    });
    expect(commitEntry(e, readEntry(e, 'x'), 'x', 0.5).notice).toBe(
      '“Restitution e” (typed x) is not a number; using 0.5.',
    );
  });

  it('uses an entry on a step as typed, and one between steps at the nearest step, without a notice', () => {
    expect(commitEntry(mA, readEntry(mA, '2.5'), '2.5', 2)).toEqual({ value: 2.5, notice: null });
    expect(commitEntry(mA, readEntry(mA, '2.57'), '2.57', 2)).toEqual({ value: 2.6, notice: null });
  });
});
