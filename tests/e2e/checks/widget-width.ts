// Every widget holds its content across its width, at 320, 390, 768, 1280 and 1920 px: nothing in
// it runs past its left or right side (a matrix cut off at the widget's edge, a control or a table
// wider than a phone's column), and nothing in it scrolls sideways but a box made to (a labelled
// region the keyboard can focus and scroll, as a wide table on a phone is). Measured on the page
// as served, loaded at each width as a reader there gets it (tests/e2e/widths.ts).
import { atWidths, expect } from '../support';
import type { Check } from '../walk';

const WIDTHS = [320, 390, 768, 1280, 1920] as const;

/**
 * Runs in the page: what in each visible widget runs past its sides or scrolls sideways, as
 * "widget: what". Self-contained (sent to the page as its source).
 */
function widgetsOverflowing(): { widgets: number; out: string[] } {
  // Sub-pixel edges round each their own way; a cut-off column is many pixels.
  const SLACK = 1;
  const out = new Set<string>();
  const spilled = new Set<Element>();
  let widgets = 0;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  for (const widget of document.querySelectorAll<HTMLElement>('section.widget')) {
    if (!widget.checkVisibility()) continue;
    widgets++;
    const box = widget.getBoundingClientRect();
    for (const el of widget.querySelectorAll('*')) {
      if (!el.checkVisibility() || el.closest('.sr-only')) continue;
      // Inside a box that clips or scrolls, an element is that box's to hold (checked below).
      let clipped = false;
      for (let p = el.parentElement; p && p !== widget; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      const r = el.getBoundingClientRect();
      if (!clipped && r.width > 0 && (r.right > box.right + SLACK || r.left < box.left - SLACK)) {
        spilled.add(el);
        // The outermost element that runs past is said, not each of its descendants.
        if (!el.parentElement || !spilled.has(el.parentElement))
          out.add(
            `${widget.id}: ${name(el)} “${(el.textContent ?? '').trim().slice(0, 30)}” runs ${Math.round(Math.max(r.right - box.right, box.left - r.left))} px past its side`,
          );
      }
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      const region = el.getAttribute('role') === 'region' && el.getAttribute('tabindex') === '0';
      if (scrolls && !region && el.scrollWidth > el.clientWidth + SLACK)
        out.add(`${widget.id}: ${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }
  }
  return { widgets, out: [...out] };
}

export default [
  {
    name: `no widget's content runs past its sides or scrolls sideways, at ${WIDTHS.join(', ')} px wide`,
    visits: ['laptop'],
    phase: 'served',
    order: 50,
    budget: 40_000,
    async run({ page, path }) {
      const widgets = await page.locator('section.widget').count();
      if (!widgets) return;
      const found = await atWidths(
        page,
        path,
        WIDTHS,
        async (own, width) => {
          // Each widget laid out near the screen (a far block is laid out only when near it).
          for (const w of await own.locator('section.widget').all()) await w.scrollIntoViewIfNeeded();
          const { widgets: measured, out } = await own.evaluate(widgetsOverflowing);
          expect(measured, `widgets measured at ${width} px`).toBe(widgets);
          return out.map((o) => `${width} px: ${o}`);
        },
        { reload: true },
      );
      expect(found).toEqual([]);
    },
  },
] satisfies Check[];
