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
