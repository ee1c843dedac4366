import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bool, choice, clampToSpec, defaults, num, numberParam } from '../../../src/params/spec';
import { parseParams, writeParams } from '../../../src/params/url';
import { CHAPTERS } from '../../../src/site/chapters';
import { gridValues } from './param-arbitraries';
import { runs } from '../runs';

/** Every parameter list of every chapter (one per shared store). */
const PAGE_LISTS = CHAPTERS.flatMap((c) =>
  c.params.map((list, i) => ({ list, name: `${c.slug} #${i + 1}` })),
);

const specs = [
  num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2),
  num('e', 'Restitution e', '', 0, 1, 0.01, 0.5),
  bool('fixA', 'A is immovable', false),
] as const;

describe('parameters in the URL', () => {
  it('uses the defaults when the query string is empty', () => {
    expect(parseParams(specs, '')).toEqual({ values: { mA: 2, e: 0.5, fixA: false }, notices: [] });
  });

  it('reads valid values, including on/off spellings for checkboxes', () => {
    expect(parseParams(specs, '?mA=3.5&e=0.25&fixA=1').values).toEqual({ mA: 3.5, e: 0.25, fixA: true });
    expect(parseParams(specs, '?fixA=off').values.fixA).toBe(false);
  });

  it('replaces a value that is not a number by the default, with a notice naming it', () => {
    const { values, notices } = parseParams(specs, '?e=abc');
    expect(values.e).toBe(0.5);
    expect(notices).toEqual(['“Restitution e” (e=abc) is not a number; using the default 0.5.']);
  });

  it('clamps an out-of-range value, with a notice naming it and the range', () => {
    const { values, notices } = parseParams(specs, '?mA=99');
    expect(values.mA).toBe(10);
    expect(notices[0]).toContain('“Mass of A” (mA=99) is outside 0.1 … 10 kg; using 10 kg.');
  });

  it('treats empty, infinite and NaN values as not numbers', () => {
    for (const bad of ['', 'Infinity', 'NaN', '1e999', '--1']) {
      const { values, notices } = parseParams(specs, `?mA=${encodeURIComponent(bad)}`);
      expect(values.mA, bad).toBe(2);
      expect(notices, bad).toHaveLength(1);
    }
  });

  it('rejects a checkbox value that is not on/off', () => {
    const { values, notices } = parseParams(specs, '?fixA=maybe');
    expect(values.fixA).toBe(false);
    expect(notices[0]).toContain('A is immovable');
  });

  it('writes only values that differ from the defaults and keeps unrelated keys', () => {
    expect(writeParams(specs, { mA: 2, e: 0.5, fixA: false }, '')).toBe('');
    expect(writeParams(specs, { mA: 3, e: 0.5, fixA: true }, '?lang=en')).toBe('?lang=en&mA=3&fixA=1');
  });

  it("round-trips every configuration of every page's parameters exactly, with no notices", () => {
    expect(PAGE_LISTS.length, 'parameter lists').toBeGreaterThan(0);
    for (const { list, name } of PAGE_LISTS)
      fc.assert(
        fc.property(gridValues(list), (v) => {
          const parsed = parseParams(list, writeParams(list, v, ''));
          expect(parsed.notices, name).toEqual([]);
          expect(parsed.values, name).toEqual(v);
        }),
        { numRuns: runs(2000) },
      );
  });
});

describe('clamping to a declaration', () => {
  const p = num('x', 'x', '', -2, 2, 0.05, 0);
  it('snaps to the step grid without float noise', () => {
    expect(clampToSpec(p, 0.1234)).toBe(0.1);
    expect(clampToSpec(p, 0.15000000000000002)).toBe(0.15);
    expect(clampToSpec(p, -7)).toBe(-2);
  });
  it('always lands inside the range and on the grid', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const v = clampToSpec(p, x);
        expect(v).toBeGreaterThanOrEqual(-2);
        expect(v).toBeLessThanOrEqual(2);
        expect(Math.abs(v / 0.05 - Math.round(v / 0.05))).toBeLessThan(1e-9);
      }),
    );
  });
  it('refuses a declaration whose default lies outside its range', () => {
    expect(() => num('bad', 'bad', '', 0, 1, 0.1, 2)).toThrow(/bad/);
  });
  it("gives every page's parameters a default inside its range, on its grid", () => {
    expect(PAGE_LISTS.length, 'parameter lists').toBeGreaterThan(0);
    for (const { list, name } of PAGE_LISTS) {
      const d = defaults(list) as Record<string, number | boolean>;
      for (const q of list)
        if (q.kind === 'number')
          expect(clampToSpec(q, d[q.name] as number), `${name}: ${q.name}`).toBe(d[q.name]);
    }
  });
});

describe('link values at and beyond the edges', () => {
  it('clamps a value below the minimum up to it, with a notice naming it and the range', () => {
    const { values, notices } = parseParams(specs, '?mA=-5');
    expect(values.mA).toBe(0.1);
    expect(notices).toEqual(['“Mass of A” (mA=-5) is outside 0.1 … 10 kg; using 0.1 kg.']);
  });

  it('takes the minimum and the maximum themselves without a notice', () => {
    expect(parseParams(specs, '?mA=0.1&e=1')).toEqual({
      values: { mA: 0.1, e: 1, fixA: false },
      notices: [],
    });
    expect(parseParams(specs, '?mA=10&e=0')).toEqual({ values: { mA: 10, e: 0, fixA: false }, notices: [] });
  });

  it('writes no unit for a dimensionless parameter', () => {
    expect(parseParams(specs, '?e=2').notices).toEqual(['“Restitution e” (e=2) is outside 0 … 1; using 1.']);
    expect(parseParams(specs, '?e=x').notices).toEqual([
      '“Restitution e” (e=x) is not a number; using the default 0.5.',
    ]);
    expect(parseParams(specs, '?mA=x').notices).toEqual([
      '“Mass of A” (mA=x) is not a number; using the default 2 kg.',
    ]);
  });

  it('reads a number with spaces around it, but not spaces alone', () => {
    expect(parseParams(specs, '?e=%200.3%20')).toEqual({
      values: { mA: 2, e: 0.3, fixA: false },
      notices: [],
    });
    const blank = parseParams(specs, '?e=%20%20');
    expect(blank.values.e).toBe(0.5);
    expect(blank.notices).toEqual(['“Restitution e” (e=  ) is not a number; using the default 0.5.']);
  });

  it('snaps a link value to the slider’s grid, silently when it is inside the range', () => {
    expect(parseParams(specs, '?mA=3.14159')).toEqual({
      values: { mA: 3.1, e: 0.5, fixA: false },
      notices: [],
    });
  });

  it('reads every on/off spelling, in any case and with spaces', () => {
    for (const on of ['1', 'true', 'on', 'yes', ' ON ', 'Yes'])
      expect(parseParams(specs, `?fixA=${encodeURIComponent(on)}`), on).toEqual({
        values: { mA: 2, e: 0.5, fixA: true },
        notices: [],
      });
    const onByDefault = [bool('fixA', 'A is immovable', true)] as const;
    for (const off of ['0', 'false', 'off', 'no', 'NO'])
      expect(parseParams(onByDefault, `?fixA=${off}`), off).toEqual({ values: { fixA: false }, notices: [] });
  });

  it('names the default of a checkbox whose link value is not on/off, on or off', () => {
    expect(parseParams(specs, '?fixA=2').notices).toEqual([
      '“A is immovable” (fixA=2) is not on/off; using the default (off).',
    ]);
    const onByDefault = [bool('fixA', 'A is immovable', true)] as const;
    const parsed = parseParams(onByDefault, '?fixA=2');
    expect(parsed.values.fixA).toBe(true);
    expect(parsed.notices).toEqual(['“A is immovable” (fixA=2) is not on/off; using the default (on).']);
  });

  it('writes a checkbox as 1 or 0, drops a missing value, and gives no "?" for an empty query', () => {
    const onByDefault = [bool('fixA', 'A is immovable', true), num('e', 'e', '', 0, 1, 0.01, 0.5)] as const;
    expect(writeParams(onByDefault, { fixA: false, e: 0.5 }, '')).toBe('?fixA=0');
    expect(writeParams(onByDefault, { fixA: true, e: 0.5 }, '?fixA=0&e=0.7')).toBe('');
    expect(writeParams(onByDefault, { e: 0.7 } as never, '?fixA=0')).toBe('?e=0.7');
  });
});

describe('parameter declarations', () => {
  it('refuses a range that is empty or reversed, a step that is not positive, a default outside or NaN', () => {
    expect(() => num('a', 'a', '', 1, 1, 0.1, 1)).toThrow("Parameter 'a'");
    expect(() => num('b', 'b', '', 2, 1, 0.1, 1.5)).toThrow("Parameter 'b'");
    expect(() => num('c', 'c', '', 0, 1, 0, 0.5)).toThrow("Parameter 'c'");
    expect(() => num('d', 'd', '', 0, 1, -0.1, 0.5)).toThrow("Parameter 'd'");
    expect(() => num('e', 'e', '', 0, 1, 0.1, -0.1)).toThrow("Parameter 'e'");
    expect(() => num('f', 'f', '', 0, 1, 0.1, 1.1)).toThrow("Parameter 'f'");
    expect(() => num('g', 'g', '', 0, 1, 0.1, NaN)).toThrow("Parameter 'g'");
    expect(() => num('h', 'h', '', NaN, 1, 0.1, 0.5)).toThrow("Parameter 'h'");
  });

  it('accepts a default at either end of the range, and keeps every field', () => {
    expect(num('m', 'Mass', 'kg', 0.1, 10, 0.1, 0.1)).toEqual({
      kind: 'number',
      name: 'm',
      label: 'Mass',
      unit: 'kg',
      min: 0.1,
      max: 10,
      step: 0.1,
      default: 0.1,
    });
    expect(num('m', 'Mass', 'kg', 0.1, 10, 0.1, 10).default).toBe(10);
    expect(bool('on', 'Switch', true)).toEqual({
      kind: 'boolean',
      name: 'on',
      label: 'Switch',
      default: true,
    });
  });

  it('lists every default by name', () => {
    expect(defaults(specs)).toEqual({ mA: 2, e: 0.5, fixA: false });
  });

  it('finds a number parameter by name, and refuses a boolean or a name not declared', () => {
    expect(numberParam(specs, 'e')).toBe(specs[1]);
    expect(() => numberParam(specs, 'fixA')).toThrow("number parameter 'fixA'");
    expect(() => numberParam(specs, 'nope')).toThrow("number parameter 'nope'");
  });
});

describe('clamping: the grid and the ends', () => {
  it('never goes above the maximum, even when the grid point nearest to it lies beyond', () => {
    // Grid 0, 0.4, 0.8, 1.2: 1 rounds to 1.2, which is outside.
    const p = num('x', 'x', '', 0, 1, 0.4, 0);
    expect(clampToSpec(p, 1)).toBe(1);
    expect(clampToSpec(p, 0.9)).toBe(0.8);
    expect(clampToSpec(p, 5)).toBe(1);
  });

  it('measures the grid from the minimum, not from zero', () => {
    const p = num('x', 'x', '', 0.05, 1, 0.1, 0.05);
    expect(clampToSpec(p, 0.3)).toBe(0.35);
    expect(clampToSpec(p, -3)).toBe(0.05);
  });

  it('rounds away float noise for whole, decimal and coarse steps alike', () => {
    expect(clampToSpec(num('n', 'n', '', 0, 100, 1, 0), 3.4)).toBe(3);
    expect(clampToSpec(num('t', 't', '', 0, 1, 0.001, 0), 0.1 + 0.2)).toBe(0.3);
    expect(clampToSpec(num('c', 'c', '', 0, 1000, 50, 0), 124.9)).toBe(100);
    expect(clampToSpec(num('c', 'c', '', 0, 1000, 50, 0), 125.1)).toBe(150);
    expect(clampToSpec(num('k', 'k', '', 0, 1e4, 1000, 0), 2600)).toBe(3000);
    expect(clampToSpec(num('d', 'd', '', -1, 1, 0.05, 0), 0.15000000000000002)).toBe(0.15);
  });
});

describe('a choice', () => {
  const order = choice('order', 'Contact order', ['as listed', 'reversed', 'shuffled']);

  it('is a whole number from 0 to the last option, with the options as labels', () => {
    expect(order).toMatchObject({ kind: 'number', min: 0, max: 2, step: 1, default: 0 });
    expect(order.choices).toEqual(['as listed', 'reversed', 'shuffled']);
    expect(() => choice('x', 'One option', ['only'])).toThrow(/at least two/);
  });

  it('in a link: an index past the last option is clamped with a notice, a fraction rounded to an option', () => {
    const far = parseParams([order], '?order=7');
    expect(far.values.order).toBe(2);
    expect(far.notices).toHaveLength(1);
    expect(Number.isInteger(parseParams([order], '?order=1.4').values.order)).toBe(true);
  });
});
