// Every readout table fits where it is shown: on the page at 1280 × 800 (here), and on its slide in
// the deck at 1920 × 1080 and 1280 × 720, projectors (tests/e2e/checks/projector.ts, which measures
// every slide once for both). Nothing of it runs past its box, and its last column's heading
// ("After", or the last method) is wholly inside the box and the window. And a readout table keeps
// its columns while its values change (ReadoutTable.tsx's pin), walked through the slider a chapter
// names in tests/e2e/<slug>.table-shape.ts. At 320, 390 and 768 px no heading, of a column or a
// row, breaks inside a word ("Befor/e"): it wraps between words, its column as wide as its longest.
import { atWidths, expect } from '../support';
import { declaredBy } from '../declared';
import { readoutHeadingWordsBroken, readoutTablesOverflowing } from '../readout-tables';
import type { Check } from '../walk';

/** A readout table whose shape is held while a slider of its widget moves. */
export interface TableShapeWalk {
  /** The widget section's id (its table is the one table.readouts in it). */
  widget: string;
  /** The slider moved (its id), and the values it is moved to, as a reader sets them. */
  slider: string;
  values: readonly string[];
  /** A readout that shows each value once the widget has taken it: its name, and its text. */
  readout: { name: string; text: (value: string) => string };
  /** Rows whose text is a word, not a number: a word may wrap differently, and is not held. */
  wordRows?: RegExp;
}

const SHAPES = await declaredBy<TableShapeWalk[]>('table-shape');

/** Widths at which no column heading of a readout table may break inside a word: phones and a tablet. */
const HEADING_WIDTHS = [320, 390, 768] as const;

export default [
  {
    name: 'every readout table fits its box',
    visits: ['laptop'],
    phase: 'served',
    async run({ page }) {
      const { checked, out } = await page.evaluate(readoutTablesOverflowing);
      expect(out).toEqual([]);
      // A page without readout tables in its widgets has nothing to check; none is expected.
      if ((await page.locator('table.readouts').count()) > 0)
        expect(checked, 'readout tables on screen').toBeGreaterThan(0);
    },
  },
  {
    name: `no readout table's heading (of a column or a row) breaks inside a word, at ${HEADING_WIDTHS.join(', ')} px wide`,
    visits: ['laptop'],
    phase: 'served',
    order: 50,
    budget: 30_000,
    async run({ page, path }) {
      if (!(await page.locator('table.readouts').count())) return;
      let measured = 0;
      const broken = await atWidths(
        page,
        path,
        HEADING_WIDTHS,
        async (own, width) => {
          // Laid out near the screen (a far block is laid out only when near it).
          for (const table of await own.locator('table.readouts:visible').all())
            await table.scrollIntoViewIfNeeded();
          measured += await own
            .locator('table.readouts th')
            .evaluateAll((ths) => ths.filter((th) => th.checkVisibility()).length);
          return (await own.evaluate(readoutHeadingWordsBroken)).map((b) => `${width} px: ${b}`);
        },
        { reload: true },
      );
      expect(measured, 'headings measured').toBeGreaterThan(0);
      expect(broken, 'heading words broken across lines').toEqual([]);
    },
  },
  {
    name: 'a readout table keeps its columns while its values change: no heading rewraps, the table keeps its height',
    visits: ['laptop'],
    phase: 'interact',
    applies: (c) => SHAPES.some((s) => s.slug === c.slug),
    async run({ page, chapter }) {
      for (const walk of SHAPES.find((s) => s.slug === chapter.slug)!.decl) {
        const table = page.locator(`#${walk.widget} table.readouts`);
        await expect(table).toHaveClass(/readouts-pinned/);
        const shape = () =>
          table.evaluate(
            (t: HTMLTableElement, words) => ({
              columns: [...t.rows[0]!.cells].map((c) => Math.round(c.getBoundingClientRect().width)),
              rows: [...t.tBodies[0]!.rows]
                .filter((r) => !(words && new RegExp(words).test(r.textContent!)))
                .map((r) => Math.round(r.getBoundingClientRect().height)),
            }),
            walk.wordRows?.source,
          );
        const first = await shape();
        for (const v of walk.values) {
          await page.locator(`#${walk.slider}`).fill(v);
          await expect(page.locator(`#${walk.widget} [data-readout="${walk.readout.name}"]`)).toHaveText(
            walk.readout.text(v),
          );
          expect(await shape(), `at ${walk.slider} = ${v}`).toEqual(first);
        }
      }
    },
  },
] satisfies Check[];
