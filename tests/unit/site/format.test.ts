// Every number on the site goes through src/lib/format.ts, so what it prints is what a reader sees:
// these are exact strings, including the edges where the notation switches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmt, fmtStepValue, fmtUnit, fmtVec } from '../../../src/lib/format';

const MINUS = '\u2212';

describe('fmt', () => {
  it('prints NaN as "NaN", a marker the browser tests look for, never as a friendly word', () => {
    expect(fmt(NaN)).toBe('NaN');
    expect(fmt(0 / 0, 2)).toBe('NaN');
  });

  it('prints ±∞ as ∞ and −∞ (an immovable body’s mass is shown that way on purpose)', () => {
    expect(fmt(Infinity)).toBe('∞');
    expect(fmt(-Infinity)).toBe(`${MINUS}∞`);
    expect(fmt(1 / 0, 2)).toBe('∞');
  });

  it('prints zero, −0 and anything below 1e-12 in size as 0', () => {
    expect(fmt(0)).toBe('0');
    expect(fmt(-0)).toBe('0');
    expect(fmt(9.99e-13)).toBe('0');
    expect(fmt(-9.99e-13)).toBe('0');
  });

  it('keeps 1e-12 itself, in powers-of-ten notation', () => {
    expect(fmt(1e-12)).toBe(`1.000×10^${MINUS}12`);
    expect(fmt(-1e-12)).toBe(`${MINUS}1.000×10^${MINUS}12`);
  });

  it('uses 4 significant figures by default and trims trailing zeros', () => {
    expect(fmt(Math.PI)).toBe('3.142');
    expect(fmt(2.5)).toBe('2.5');
    expect(fmt(2)).toBe('2');
    expect(fmt(10.5)).toBe('10.5');
    expect(fmt(1000)).toBe('1000');
    expect(fmt(120)).toBe('120');
    expect(fmt(0.1)).toBe('0.1');
    expect(fmt(2.0004)).toBe('2');
  });

  it('rounds to the number of significant figures asked for', () => {
    expect(fmt(Math.PI, 2)).toBe('3.1');
    expect(fmt(Math.PI, 6)).toBe('3.14159');
    expect(fmt(-Math.E, 3)).toBe(`${MINUS}2.72`);
  });

  it('writes a negative number with the typographic minus, not a hyphen', () => {
    expect(fmt(-2.5)).toBe(`${MINUS}2.5`);
    expect(fmt(-2.5)).not.toContain('-');
    expect(fmt(-0.5, 3)).toBe(`${MINUS}0.5`);
  });

  it('switches to powers of ten below 0.001 and from 100 000 up', () => {
    expect(fmt(0.001)).toBe('0.001');
    expect(fmt(0.0012345)).toBe('0.001234');
    expect(fmt(0.000999)).toBe(`9.990×10^${MINUS}4`);
    expect(fmt(-0.000999)).toBe(`${MINUS}9.990×10^${MINUS}4`);
    expect(fmt(1e5)).toBe('1.000×10^5');
    expect(fmt(123456)).toBe('1.235×10^5');
    expect(fmt(1.5e20)).toBe('1.500×10^20');
    expect(fmt(-2.5e-7, 2)).toBe(`${MINUS}2.5×10^${MINUS}7`);
  });

  it('at more than 5 significant figures, still switches at 100 000 (not above it)', () => {
    expect(fmt(99999, 6)).toBe('99999');
    expect(fmt(1e5, 6)).toBe('1.00000×10^5');
  });

  it('never prints JavaScript’s e-notation, even when the integer part has more digits than asked for', () => {
    expect(fmt(12345)).toBe('1.235×10^4');
    expect(fmt(9999.7)).toBe('1.000×10^4');
    expect(fmt(1234.5, 3)).toBe('1.23×10^3');
    expect(fmt(-1234.5, 3)).toBe(`${MINUS}1.23×10^3`);
    expect(fmt(999.96)).toBe('1000');
  });

  it('for any finite number: no e-notation, no hyphen, and the value reads back within its precision', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e300, max: 1e300, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        (x, d) => {
          const s = fmt(x, d);
          expect(s).not.toMatch(/e|-|undefined|NaN|Infinity/);
          const back = Number(
            s.replaceAll(MINUS, '-').replace(/×10\^(-)?(\d+)$/, (_m, sg, e) => `e${sg ? '-' : ''}${e}`),
          );
          if (Math.abs(x) < 1e-12) expect(back).toBe(0);
          else expect(Math.abs(back - x)).toBeLessThanOrEqual(Math.abs(x) * 10 ** (1 - d));
        },
      ),
    );
  });
});

describe('fmtVec', () => {
  it('prints (x, y) at 3 significant figures by default', () => {
    expect(fmtVec({ x: Math.PI, y: -2 })).toBe(`(3.14, ${MINUS}2)`);
  });

  it('passes the precision on to both components', () => {
    expect(fmtVec({ x: Math.PI, y: Math.E }, 5)).toBe('(3.1416, 2.7183)');
    expect(fmtVec({ x: NaN, y: Infinity })).toBe('(NaN, ∞)');
  });
});

describe('fmtUnit', () => {
  it('appends the unit after a space', () => {
    expect(fmtUnit(2.3456, 'N·s')).toBe('2.346 N·s');
    expect(fmtUnit(-1, 'm/s', 2)).toBe(`${MINUS}1 m/s`);
    expect(fmtUnit(Math.PI, 'kg', 2)).toBe('3.1 kg');
  });

  it('prints a dimensionless value alone, with no trailing space', () => {
    expect(fmtUnit(0.5, '')).toBe('0.5');
    expect(fmtUnit(Math.PI, '', 2)).toBe('3.1');
  });
});

describe('fmtStepValue', () => {
  it('prints a scalar at 4 significant figures, with its unit if any', () => {
    expect(fmtStepValue(Math.PI)).toBe('3.142');
    expect(fmtStepValue(-Math.PI, 'N·s')).toBe(`${MINUS}3.142 N·s`);
  });

  it('prints a vector at 4 significant figures per component', () => {
    expect(fmtStepValue({ x: Math.PI, y: -Math.E })).toBe(`(3.142, ${MINUS}2.718)`);
    expect(fmtStepValue({ x: 1, y: 0 }, 'm/s')).toBe('(1, 0) m/s');
  });
});
