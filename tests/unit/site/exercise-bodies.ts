// The bounds an exercise's bodies must meet (tests/unit/site/exercise-bodies.test.ts), shared by
// each page's declaration of its bodies (tests/unit/site/<slug>.bodies.ts).

/** A bound met exactly (mass at the corners) is met: grid values carry rounding. */
export const ROUNDING = 1e-12;

export type Values = Record<string, number | boolean>;
/** A failed bound, as a sentence, or null. */
export type Check = (v: Values) => string | null;

export const num = (v: Values, k: string) => v[k] as number;
export const sq = (x: number, y: number) => x * x + y * y;

export function touching(
  v: Values,
  body: 'A' | 'B',
  r: [number, number],
  out: [number, number],
): string | null {
  const m = num(v, `m${body}`);
  const I = num(v, `I${body}`);
  if (r[0] * out[0] + r[1] * out[1] <= 0) return `${body}: its centre is not behind the touching edge`;
  const least = (m * sq(r[0], r[1])) / 3;
  return I >= least - ROUNDING ? null : `${body}: I = ${I} < m|r|²/3 = ${least}`;
}

export function pinned(v: Values, body: 'A' | 'B'): string | null {
  const least = (num(v, `m${body}`) * sq(num(v, `r${body}x`), num(v, `r${body}y`))) / 3;
  return num(v, `I${body}`) >= least - ROUNDING
    ? null
    : `${body}: I = ${num(v, `I${body}`)} < m|r|²/3 = ${least}`;
}

export function inside(
  m: number,
  I: number,
  halfW: number,
  halfH: number,
  d: number,
  what: string,
): string | null {
  const most = m * (sq(halfW, halfH) - d * d);
  return I <= most + ROUNDING ? null : `${what}: I = ${I} > m(W²/4 + H²/4 − d²) = ${most}`;
}

export function ball(m: number, I: number, R: number, d: number, what: string): string | null {
  const most = (2 / 3) * m * (R * R - d * d);
  return I <= most + ROUNDING ? null : `${what}: I = ${I} > ⅔ m (R² − d²) = ${most}`;
}

export const deg = (x: number) => (x * Math.PI) / 180;
