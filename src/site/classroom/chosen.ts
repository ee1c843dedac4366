// A choice a teacher writes in the URL as a comma-separated list (a deck's `?sections=a,b`, a
// handout's `?ex=a,b`), read against what the page has. One reading for both, so that the two say
// the same about a name the page does not have and never leave the reader with nothing.

export interface Chosen {
  /** The ids named that the page has, in the page's order; null (keep all) when none is named or found. */
  keep: string[] | null;
  /** The names the page does not have, as written, for a message that says so. */
  unknown: string[];
}

export function chooseIds(asked: string | null, ids: readonly string[]): Chosen {
  const named = (asked ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const keep = ids.filter((id) => named.includes(id));
  return { keep: keep.length > 0 ? keep : null, unknown: named.filter((n) => !ids.includes(n)) };
}
