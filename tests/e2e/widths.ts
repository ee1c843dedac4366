// A page measured as readers at several widths get it: loaded at each width in turn, on a page of its
// own (the visit's page keeps its width for the checks after). Loaded, not resized: a readout table
// keeps the column widths of its first layout (ReadoutTable.tsx's pin), so a page resized after it
// loaded would show the first width's columns at the next.
import type { Page } from '@playwright/test';

/** What `measure` finds at each width, in order of the widths. */
export async function loadedAtEachWidth<T>(
  page: Page,
  path: string,
  widths: readonly number[],
  measure: (own: Page, width: number) => Promise<T[]>,
): Promise<T[]> {
  const own = await page.context().newPage();
  const found: T[] = [];
  try {
    for (const width of widths) {
      await own.setViewportSize({ width, height: 800 });
      await own.goto(path);
      found.push(...(await measure(own, width)));
    }
  } finally {
    await own.close();
  }
  return found;
}
