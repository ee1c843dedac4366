// A derivation's column, grouped for the browser (global.css, "The blocks of a derivation's
// column"). The browser skips laying out and painting the column's prose far from the view
// (content-visibility), but each part it may skip is one more box it walks on every frame, skipped
// or not: a layer to place, a clip, an observer entry. At one part per paragraph, a page's hundred
// parts cost a scrub step about 0.6 ms on the bench's machine (measured by wrapping them at run
// time: the first page 4.45 → 3.88 ms a step with the widget frozen). So the page is built with its
// prose in a dozen parts, one per section, and the widgets between them.
//
// The rendered column is grouped as HTML: a group opens at each section heading (h2) and holds the
// prose blocks that follow it; anything else at the top level (a widget's island, its scripts, a
// line of text) closes the group and stays outside, laid out and painted as before. The HTML is
// not re-serialised: the wrappers are inserted at the parser's offsets, so every island and its
// props reach the page byte for byte.
import { fromHtml } from 'hast-util-from-html';
import type { Element, RootContent } from 'hast';

/** The prose blocks a group holds: the elements the pages' text is made of, and their boxes. */
const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'figure']);
const BLOCK_CLASSES = ['step', 'table-scroll', 'key-results', 'errata', 'aside'];

/** The class of a group (global.css). */
const GROUP_CLASS = 'blocks';

const isBlock = (n: Element) =>
  BLOCK_TAGS.has(n.tagName) ||
  [n.properties?.className ?? []].flat().some((c) => BLOCK_CLASSES.includes(String(c)));

const isSpace = (n: RootContent) => (n.type === 'text' && !n.value.trim()) || n.type === 'comment';

/** `html` (a column's top-level blocks) with each section's prose blocks wrapped in a group. */
export function groupBlocks(html: string): string {
  const groups: [number, number][] = [];
  let open: [number, number] | null = null;
  for (const node of fromHtml(html, { fragment: true }).children) {
    if (isSpace(node)) continue;
    const at = node.position;
    const start = at?.start.offset;
    const end = at?.end.offset;
    if (start === undefined || end === undefined)
      throw new Error(`groupBlocks: a top-level ${node.type} without a place in the source`);
    if (node.type !== 'element' || !isBlock(node)) {
      open = null;
      continue;
    }
    if (!open || node.tagName === 'h2') groups.push((open = [start, end]));
    else open[1] = end;
  }
  let out = '';
  let from = 0;
  for (const [start, end] of groups) {
    out += `${html.slice(from, start)}<div class="${GROUP_CLASS}">${html.slice(start, end)}</div>`;
    from = end;
  }
  return out + html.slice(from);
}
