// Every number the site prints goes through here: one place decides precision, the minus sign,
// and what a reader sees instead of a non-finite value.

/** The typographic minus every printed number uses. */
export const MINUS = '\u2212';

/**
 * Significant-figure formatting with a typographic minus; −0 prints as 0; ±∞ as ∞ (the site shows an
 * infinite effective mass on purpose). NaN prints as "NaN", never as a friendly word: a NaN reaching
 * the screen is a bug, and the browser tests' page guard looks for it.
 */
export function fmt(x: number, digits = 4): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return `${MINUS}∞`;
  if (Math.abs(x) < 1e-12) return '0'; // also −0
  const abs = Math.abs(x);
  // toPrecision also switches to JavaScript's "1.235e+4" when the integer part has more digits than
  // asked for (12345 at 4 digits, 1234 at 3), so both branches go through the ×10^ rewrite.
  const s = (
    abs >= 1e5 || abs < 1e-3 ? abs.toExponential(digits - 1) : trimZeros(abs.toPrecision(digits))
  ).replace(/e\+?(-?)(\d+)/, (_m, sign: string, e: string) => `×10^${sign ? MINUS : ''}${e}`);
  return x < 0 ? `${MINUS}${s}` : s;
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

export function fmtVec(v: { x: number; y: number }, digits = 3): string {
  return `(${fmt(v.x, digits)}, ${fmt(v.y, digits)})`;
}

/** A value with its unit, e.g. "2.35 N·s". */
export function fmtUnit(x: number, unit: string, digits = 4): string {
  return unit ? `${fmt(x, digits)} ${unit}` : fmt(x, digits);
}

/** How a derivation step's side is printed, on the server and in the "plug in numbers" island alike. */
export function fmtStepValue(v: number | { x: number; y: number }, unit = ''): string {
  const s = typeof v === 'number' ? fmt(v) : fmtVec(v, 4);
  return unit ? `${s} ${unit}` : s;
}
