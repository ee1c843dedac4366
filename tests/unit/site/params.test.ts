import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bool, clampToSpec, defaults, num } from '../../../src/params/spec';
import { parseParams, writeParams } from '../../../src/params/url';
import { collisionParams } from '../../../src/chapters/normal-impulse/scenario';
import { gridValues } from './param-arbitraries';

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

  it('round-trips every configuration of the collision widget exactly, with no notices', () => {
    fc.assert(
      fc.property(gridValues(collisionParams), (v) => {
        const parsed = parseParams(collisionParams, writeParams(collisionParams, v, ''));
        expect(parsed.notices).toEqual([]);
        expect(parsed.values).toEqual(v);
      }),
      { numRuns: 2000 },
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
  it('gives every collision parameter a default inside its range', () => {
    const d = defaults(collisionParams) as Record<string, number | boolean>;
    for (const q of collisionParams)
      if (q.kind === 'number') expect(clampToSpec(q, d[q.name] as number)).toBe(d[q.name]);
  });
});
