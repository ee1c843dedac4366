// The slots of a substituted formula ("plug in numbers" shows each side's formula with the numbers in
// place of its symbols). The build renders the formula to MathML with one element per symbol
// occurrence, `data-slot` naming the symbol, and the browser writes the symbol's value into it. The
// browser must not learn the symbols' TeX (src/lib/server-only.ts cuts TeX out of the client build),
// so a slot names its symbol by a short hash of the TeX key, which the build writes into the page and
// into the client's symbol tables alike. Client-safe: the islands import this.
import { MINUS, fmt } from './format';

/** Marks a key that is already a slot id: TeX keys never start with it, and `$…` needs no quotes in JS. */
const ID_MARK = '$';

/** The slot id of a symbol's TeX key, as the page's `data-slot` and the client's tables name it. */
export function slotId(key: string): string {
  if (key.startsWith(ID_MARK)) return key;
  // FNV-1a, cut to 24 bits (five characters at most: the client ships an id per symbol). A page has a
  // few dozen symbols; the TeX check (tests/unit/site/tex-substitution.ts) fails on a collision.
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return ID_MARK + ((h >>> 0) & 0xffffff).toString(36);
}

/** A symbol table keyed by slot id, whether its keys are TeX (build, tests) or ids (client build). */
export function bySlotId<F>(table: Readonly<Record<string, F>> | undefined): Map<string, F> {
  return new Map(Object.entries(table ?? {}).map(([k, f]) => [slotId(k), f]));
}

/**
 * A slot's text: the value as the page prints numbers, in parentheses where the slot's place needs
 * them (`paren`: after an operator, juxtaposed, or raised to a power) and the number would otherwise
 * read as something else: a negative, or a power of ten. A non-finite value other than ±∞ prints as
 * "?" (a symbol with no value here; the TeX check makes sure no applicable step shows one).
 */
export function slotText(v: number, paren: boolean): string {
  const s = Number.isNaN(v) ? '?' : fmt(v);
  return paren && (s.startsWith(MINUS) || s.includes('×')) ? `(${s})` : s;
}
