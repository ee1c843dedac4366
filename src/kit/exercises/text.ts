// How an exercise's prompt prints its given numbers: exactly as drawn (they sit on the parameters'
// step grid, so a few digits suffice), with the site's typographic minus.
import { fmt } from '../../lib/format';

export const q = (x: number): string => fmt(x, 6);
export const qv = (x: number, y: number): string => `(${q(x)}, ${q(y)})`;
