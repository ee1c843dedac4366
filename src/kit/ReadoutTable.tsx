// The readout table every widget uses: one row per quantity (a row heading with its unit), one
// column per state (Value; or Before / After; or Before and each method's After). Each cell can be
// named, so that tests and styles find a value by what it is, not by where it sits.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useMadeOnce } from './made-once';
import { WhileSeen } from './WhileSeen';
import './ReadoutTable.css';

/**
 * A cell: its content, or `{ name, value }` to tag it (`data-readout="name"`), optionally spanning several
 * columns; null prints "—".
 */
export type ReadoutCell = ComponentChildren | { name: string; value: ComponentChildren; span?: number };

export interface ReadoutRow {
  label: ComponentChildren;
  cells: readonly ReadoutCell[];
}

export interface ReadoutColumn {
  label: ComponentChildren;
  class?: string;
}

interface ReadoutTableProps {
  /** What the table holds, for screen readers (visible when `showCaption`). */
  caption: ComponentChildren;
  showCaption?: boolean;
  /** The state columns, after the row headings' column; none: a table of rows without a header. */
  columns?: readonly (ReadoutColumn | string)[];
  /** Heading of the row headings' column (default "Quantity"). */
  rowHeader?: string;
  rows: readonly ReadoutRow[];
  /** A note spanning the table's width (e.g. what a * means). */
  footnote?: ComponentChildren;
  class?: string;
}

const isNamed = (c: ReadoutCell): c is { name: string; value: ComponentChildren; span?: number } =>
  // A VNode or an array never has `name`.
  c != null && typeof c === 'object' && 'name' in c;

export function ReadoutTable(props: ReadoutTableProps) {
  const { caption, showCaption, columns, rows, footnote } = props;
  const cols = columns?.map((c) => (typeof c === 'string' ? { label: c } : c));
  // A scrub step changes the values, not the headings.
  const rowHeader = props.rowHeader ?? 'Quantity';
  const head = useMadeOnce(
    () => (cols ? <Head rowHeader={rowHeader} cols={cols} /> : null),
    cols ? [rowHeader, ...cols.flatMap((c) => [c.label, c.class])] : [],
  );
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (table.current && typeof ResizeObserver !== 'undefined')
      (pinning ??= new ResizeObserver(pin)).observe(table.current);
  }, []);
  // Off screen (scrolled past in the widget's column), a scrub step does not re-render it; on
  // screen, the browser lays the table out on its own.
  return (
    <WhileSeen>
      <table ref={table} class={`readouts ${props.class ?? ''}`.trim()}>
        <caption class={showCaption ? undefined : 'sr-only'}>{caption}</caption>
        {head}
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) =>
                isNamed(cell) ? (
                  <td key={i} colSpan={cell.span} data-readout={cell.name}>
                    {cell.value}
                  </td>
                ) : (
                  <td key={i}>{cell ?? '—'}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footnote ? (
          <tfoot>
            <tr>
              <td colSpan={(cols?.length ?? 1) + 1}>{footnote}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </WhileSeen>
  );
}

function Head({ rowHeader, cols }: { rowHeader: string; cols: readonly ReadoutColumn[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{rowHeader}</th>
        {cols.map((c, i) => (
          <th key={i} scope="col" class={c.class}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The columns' widths, pinned once the table is first laid out. A table's columns are otherwise
 * sized from their cells' contents, all of them: a value that changes by a digit changes every
 * column's width, the row headings wrap onto another line or one fewer, and the table changes
 * height, which moves and lays out the rest of the page. On a scrub step that was a relayout of the
 * page from the root most steps (the friction page's velocity slider: 28 of 40 steps). So the
 * widths the browser chose at the first layout (the server's values, or the link's) are written on
 * the first row's cells as shares of the table, and the table is laid out with them from then on
 * (`table-layout: fixed`, ReadoutTable.css): a step changes the text of its cells, and a cell's
 * height only if its own value wraps. Observed until first laid out: a table in a closed
 * disclosure has no widths yet. On paper the table is sized by its content again.
 */
let pinning: ResizeObserver | undefined;

function pin(entries: ResizeObserverEntry[]) {
  const sized: [HTMLTableElement, HTMLTableCellElement[], number[]][] = [];
  for (const { target } of entries) {
    const table = target as HTMLTableElement;
    // A fixed layout takes the widths of the first row's cells: that row must have one per column.
    const cells = [...(table.rows[0]?.cells ?? [])];
    const width = table.getBoundingClientRect().width;
    if (!width) continue;
    pinning!.unobserve(table);
    if (!cells.length || cells.some((c) => c.colSpan > 1)) continue;
    sized.push([table, cells, cells.map((c) => c.getBoundingClientRect().width / width)]);
  }
  // Every read, then every write: a write between two reads would lay the page out again.
  for (const [table, cells, shares] of sized) {
    cells.forEach((c, i) => (c.style.width = `${(shares[i]! * 100).toFixed(3)}%`));
    table.classList.add('readouts-pinned');
  }
}
