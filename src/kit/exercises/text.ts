// How an exercise's prompt prints its given numbers: exactly as drawn (they sit on the parameters'
// step grid, so a few digits suffice), with the site's typographic minus.
import { fmt } from '../../lib/format';

export const q = (x: number): string => fmt(x, 6);
export const qv = (x: number, y: number): string => `(${q(x)}, ${q(y)})`;

/** A prediction's choice as it is named aloud and on paper: A, B, C… (a show of hands, an answer "B"). */
export const choiceLetter = (i: number): string => String.fromCharCode(65 + i);

/**
 * A problem's plain text cut into runs, with each subscript written as `x_A` or `x_{cB}` marked, so
 * the island and the handout can set it as a subscript (m_A reads as m with a subscript A).
 */
export function subscriptRuns(text: string): { text: string; sub: boolean }[] {
  const runs: { text: string; sub: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(/(?<=[A-Za-z\u0370-\u03ff′])_(?:\{([^}]*)\}|([A-Za-z0-9]+))/g)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), sub: false });
    runs.push({ text: m[1] ?? m[2] ?? '', sub: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), sub: false });
  return runs;
}
