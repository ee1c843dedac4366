// Number formatting only the sphere-impulse islands need: 3D vectors, signed changes, and tiny
// values shown as what they are. Scalars go through the site's fmt (src/lib/format.ts).
import { fmt, MINUS } from '../../lib/format';
import type { Vec3 } from '../../solver';

/** A 3D vector as (x, y, z). */
export function fmtVec3(v: Vec3, digits = 3): string {
  return `(${fmt(v.x, digits)}, ${fmt(v.y, digits)}, ${fmt(v.z, digits)})`;
}

/** A signed change, with an explicit + for increases: "+0.8294", "−0.25", "0". */
export function fmtDelta(x: number, digits = 4): string {
  const s = fmt(x, digits);
  return x > 0 && s !== '0' ? `+${s}` : s;
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/**
 * Like fmt, but a tiny non-zero value is shown as what it is (2.4×10⁻¹⁵) rather than as 0: for
 * readouts whose point is that a difference is rounding, not exactly nothing.
 */
export function fmtTiny(x: number, digits = 2): string {
  if (x === 0 || !Number.isFinite(x) || Math.abs(x) >= 1e-3) return fmt(x);
  const [mantissa, exponent] = Math.abs(x)
    .toExponential(digits - 1)
    .split('e') as [string, string];
  const power = String(Number(exponent)).replace(/[-0-9]/g, (c) => SUPERSCRIPT[c] ?? c);
  return `${x < 0 ? MINUS : ''}${mantissa}×10${power}`;
}
