// src/lib/decimal.ts: a number as people type it, with a decimal point or a decimal comma. The
// property is the promise to a reader anywhere: whatever a German or an American keyboard and
// habit make of a number, it is read back as that number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../../src/lib/decimal';

// Seventeen significant digits name every double exactly; no grouping, as a person types.
const rendered = (x: number, locale: string) =>
  x.toLocaleString(locale, { useGrouping: false, maximumSignificantDigits: 17 });

describe('readDecimal', () => {
  it('reads any finite number back from its de-DE and en-US renderings', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        for (const locale of ['de-DE', 'en-US']) {
          const r = readDecimal(rendered(x, locale));
          expect(r, `${x} in ${locale}: “${rendered(x, locale)}”`).toMatchObject({
            kind: 'number',
            value: x,
          });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a decimal comma as a decimal point, silently when it cannot mean anything else', () => {
    expect(readDecimal('6,87')).toEqual({ kind: 'number', value: 6.87, readAs: null });
    expect(readDecimal(' -0,5 ')).toEqual({ kind: 'number', value: -0.5, readAs: null });
    expect(readDecimal('\u22122,25')).toEqual({ kind: 'number', value: -2.25, readAs: null });
    expect(readDecimal(',5')).toEqual({ kind: 'number', value: 0.5, readAs: null });
    expect(readDecimal('6,')).toEqual({ kind: 'number', value: 6, readAs: null });
    expect(readDecimal('0,125')).toEqual({ kind: 'number', value: 0.125, readAs: null });
    expect(readDecimal('12,3456')).toEqual({ kind: 'number', value: 12.3456, readAs: null });
    expect(readDecimal('1,5e3')).toEqual({ kind: 'number', value: 1500, readAs: null });
    expect(readDecimal('6.87')).toEqual({ kind: 'number', value: 6.87, readAs: null });
    expect(readDecimal('1234')).toEqual({ kind: 'number', value: 1234, readAs: null });
  });

  it('reads a comma that could group thousands as a decimal too, and says so', () => {
    expect(readDecimal('1,234')).toEqual({
      kind: 'number',
      value: 1.234,
      readAs: '“1,234” read as 1.234 (the comma as a decimal mark).',
    });
    expect(readDecimal('-100,000')).toMatchObject({
      kind: 'number',
      value: -100,
      readAs: expect.any(String),
    });
    expect(readDecimal('999,999')).toMatchObject({
      value: 999.999,
      readAs: expect.stringMatching(/999\.999/),
    });
  });

  it('says what is wrong with anything else, never NaN and never another number', () => {
    expect(readDecimal('')).toEqual({ kind: 'empty' });
    expect(readDecimal('   ')).toEqual({ kind: 'empty' });
    for (const bad of [
      'abc',
      '6,8,7',
      '1.234,5',
      '1,234.5',
      '--1',
      '6 87',
      '.',
      ',',
      '-',
      '1e',
      'Infinity',
      'NaN',
      '0x10',
    ])
      expect(readDecimal(bad), bad).toMatchObject({
        kind: 'invalid',
        problem: expect.stringContaining(`“${bad}”`),
      });
    expect(readDecimal('abc')).toEqual({
      kind: 'invalid',
      problem: '“abc” is not a number: type digits with one decimal point or comma, e.g. 6.87 or 6,87.',
    });
    // Too large for a double: never Infinity.
    expect(readDecimal('1e999')).toMatchObject({ kind: 'invalid' });
  });
});
