// A slot's value, for the build (src/components/Step.astro) and the "plug in numbers" island alike.
// Not in src/lib/slots.ts: src/lib goes into the client chunk every page shares with the solver, and
// this is only the island's; there it would add an export to that chunk, renaming its exports (and
// so changing the bytes of every chunk that imports them) on every page.
/**
 * A slot's value: its symbol's, or of a vector's slot (`<id>.x`) that component, of a matrix's
 * (`<id>.<row>.<column>`) that entry; NaN where the symbol has none (one symbol must not stop the others).
 */
export function slotValue<S>(
  table: ReadonlyMap<string, (s: S) => number | object>,
  slot: string,
  scenario: S,
): number {
  const [id, ...path] = slot.split('.');
  try {
    let v: unknown = table.get(id!)!(scenario);
    for (const part of path) v = (v as Record<string, unknown>)[part];
    return typeof v === 'number' ? v : NaN;
  } catch {
    return NaN;
  }
}
