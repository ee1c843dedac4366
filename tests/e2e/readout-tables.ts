// Runs in the page (page.evaluate, or inside another in-page function by its source): what does not
// fit, for every readout table on screen. Nothing of a table runs past its box, and its last
// column's heading ("After", or the last method) is wholly inside the box and the window. Used on a
// chapter's page (tests/e2e/checks/readout-fit.ts) and on each of its slides
// (tests/e2e/checks/projector.ts). Self-contained: it is sent to the page as its source.
export function readoutTablesOverflowing(): { checked: number; out: string[] } {
  const out: string[] = [];
  let checked = 0;
  // A pixel of slack: a slide zooms its widget (src/site/deck/deck.ts), and the zoomed box's
  // integer sizes and edges round each their own way by up to a pixel; a cut column is far more.
  const SLACK = 1.5;
  for (const table of document.querySelectorAll<HTMLTableElement>('table.readouts')) {
    if (!table.checkVisibility()) continue;
    checked++;
    const box = table.parentElement!;
    const name = `${table.closest('section.widget')?.id} “${table.caption?.textContent?.trim().slice(0, 30)}”`;
    if (box.scrollWidth > box.clientWidth + SLACK)
      out.push(`${name}: ${box.scrollWidth} px wide in a box of ${box.clientWidth}`);
    const last = [...table.querySelectorAll('thead th')].at(-1);
    if (!last) continue;
    const r = last.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (r.right > b.right + SLACK || r.left < b.left - SLACK)
      out.push(
        `${name}: “${last.textContent}” at ${Math.round(r.left)}–${Math.round(r.right)}, its box ${Math.round(b.left)}–${Math.round(b.right)}`,
      );
    if (r.right > innerWidth + SLACK || r.left < -SLACK)
      out.push(
        `${name}: “${last.textContent}” at ${Math.round(r.left)}–${Math.round(r.right)}, the window ${innerWidth} wide`,
      );
  }
  return { checked, out };
}

/**
 * Runs in the page: every word of a readout table's headings, of its columns and its rows, that the
 * layout breaks across two lines ("Befor/e" on a phone), as "widget: word". A word's text range has client rects on
 * more than one line when it is broken. Tables not shown (a closed disclosure) are skipped.
 */
export function readoutHeadingWordsBroken(): string[] {
  const out: string[] = [];
  for (const th of document.querySelectorAll<HTMLTableCellElement>('table.readouts th')) {
    if (!th.checkVisibility()) continue;
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      // A hyphenated compound may break after its hyphen (mass-/weighted): its parts are the words.
      for (const m of node.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) out.push(`${th.closest('section')?.id ?? '?'}: “${m[0]}”`);
      }
    }
  }
  return out;
}
