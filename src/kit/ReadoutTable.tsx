// The readout table every widget uses: one row per quantity (a row heading with its unit), one
// column per state (Value; or Before / After; or Before and each method's After). Each cell can be
// named, so that tests and styles find a value by what it is, not by where it sits.
import type { ComponentChildren } from 'preact';
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
  // Off screen (scrolled past in the widget's column), a scrub step does not re-render it; on
  // screen, the browser lays the table out on its own.
  return (
    <WhileSeen>
      <table class={`readouts ${props.class ?? ''}`.trim()}>
        <caption class={showCaption ? undefined : 'sr-only'}>{caption}</caption>
        {cols ? (
          <thead>
            <tr>
              <th scope="col">{props.rowHeader ?? 'Quantity'}</th>
              {cols.map((c, i) => (
                <th key={i} scope="col" class={c.class}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
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
