import { useMemo } from 'preact/hooks';

/**
 * `make()`'s result, made again only when `parts` change. A render passes a new array of the same
 * words (a diagram's legend, a table's headings), so parts that are all text (or booleans, or
 * absent) are compared by their text; any other part (an element) remakes it at every render.
 * Given back the same element, Preact skips it without comparing it: a scrub step that redraws a
 * diagram or a table's values does nothing for its legend or its headings.
 */
export function useMadeOnce<T>(make: () => T, parts: readonly unknown[]): T {
  const words = parts.every((p) => p === undefined || typeof p === 'string' || typeof p === 'boolean')
    ? JSON.stringify(parts)
    : parts;
  // `parts` are what `make` reads: by their text, they are its dependencies.
  return useMemo(make, [words]);
}
