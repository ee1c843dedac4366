// On a phone the primary figure of a widget sticks above its controls, below the "plug in numbers"
// bar, and the readouts and controls scroll under it (src/styles/global.css, "Widget frame").
// Nothing that scrolls under it may show between it and the bar (a 4 px strip did, the bar being
// shorter than where the figure sticks) or be drawn over it (a readout table that keeps its row
// headings in view with sticky cells of its own drew them over the figure's left half).
// The "plug in numbers" bar sticks to the top of the window. Whatever scrolls a widget to the top
// (a link to it, a script's scrollIntoView) must leave the bar above the widget's title and figure,
// not over them, on a phone and on a laptop.
import { expect } from '../support';
import type { Check } from '../walk';

export default [
  {
    name: "what scrolls under a widget's sticky figure never shows over it or above it",
    visits: ['phone'],
    phase: 'served',
    budget: 20_000,
    async run({ page }) {
      const findings = await page.evaluate(async () => {
        const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const out: string[] = [];
        let checked = 0;
        for (const pane of document.querySelectorAll<HTMLElement>('section.widget .widget-figure')) {
          const widget = pane.closest('section.widget')!;
          for (const d of widget.querySelectorAll<HTMLDetailsElement>('details:not([open])')) {
            d.open = true;
            d.setAttribute('data-walk-opened', '');
          }
          const top = widget.getBoundingClientRect().top + scrollY;
          const bottom = top + widget.getBoundingClientRect().height;
          // Down through the widget, a third of a screen at a time, while the pane sticks.
          for (let y = top; y < bottom - innerHeight / 2; y += innerHeight / 3) {
            window.scrollTo(0, y);
            await frames();
            const r = pane.getBoundingClientRect();
            // Stuck below the "plug in numbers" bar: nothing shows between the two.
            const bar = document.querySelector('.plug-in')?.getBoundingClientRect();
            if (
              bar &&
              Math.abs(r.top - parseFloat(getComputedStyle(pane).top)) < 0.5 &&
              r.top - bar.bottom > 0.5
            )
              out.push(
                `${widget.id}: a ${Math.round(r.top - bar.bottom)} px strip of the page between the bar and the figure`,
              );
            for (let i = 0; i < 10; i++) {
              for (let j = 0; j < 10; j++) {
                const x = r.left + ((i + 0.5) * r.width) / 10;
                const py = r.top + ((j + 0.5) * r.height) / 10;
                if (x < 0 || py < 0 || x >= innerWidth || py >= innerHeight) continue;
                checked++;
                const hit = document.elementFromPoint(x, py);
                if (hit && !pane.contains(hit))
                  out.push(
                    `${widget.id} at scroll ${Math.round(y)}: ${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 30)}" over the figure`,
                  );
              }
            }
          }
        }
        return { out: [...new Set(out)], checked };
      });
      expect(findings.checked, 'points of sticky figures checked').toBeGreaterThan(0);
      expect(findings.out).toEqual([]);
      // The disclosures opened for the walk are closed again, and the page is back at the top.
      await page.evaluate(() => {
        for (const d of document.querySelectorAll<HTMLDetailsElement>(
          'section.widget details[data-walk-opened]',
        )) {
          d.open = false;
          d.removeAttribute('data-walk-opened');
        }
        window.scrollTo(0, 0);
      });
    },
  },
  {
    name: 'a widget scrolled to the top, by a link or by a script, is not under the "plug in numbers" bar',
    visits: ['phone', 'laptop'],
    phase: 'served',
    budget: 15_000,
    async run({ page }) {
      const ids = await page.locator('section.widget[id]').evaluateAll((ws) => ws.map((w) => w.id));
      expect(ids.length, 'widgets on the page').toBeGreaterThan(0);
      const covered: string[] = [];
      for (const id of ids) {
        for (const how of ['scrollIntoView', 'link'] as const) {
          await page.evaluate(
            async ([id, how]) => {
              const el = document.getElementById(id)!;
              if (how === 'link') {
                window.scrollTo(0, 0);
                location.hash = `#${id}`;
              } else el.scrollIntoView({ block: 'start' });
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            },
            [id, how] as const,
          );
          const found = await page.evaluate((id) => {
            const widget = document.getElementById(id)!;
            const bar = document.querySelector('.plug-in')!.getBoundingClientRect();
            const parts = [
              widget.querySelector('h2, h3, h4'),
              ...widget.querySelectorAll('.widget-figure'),
            ].filter((el): el is Element => el !== null);
            const over = (r: DOMRect) =>
              Math.min(r.bottom, bar.bottom) - Math.max(r.top, bar.top) > 0.5 &&
              Math.min(r.right, bar.right) - Math.max(r.left, bar.left) > 0.5;
            return {
              top: Math.round(widget.getBoundingClientRect().top),
              under: parts
                .filter((el) => over(el.getBoundingClientRect()))
                .map((el) => el.tagName.toLowerCase() + (el.className ? `.${el.className}` : '')),
            };
          }, id);
          // The widget really is at the top of the window (else the check says nothing).
          expect(found.top, `${id} scrolled to the top by ${how}`).toBeLessThan(80);
          if (found.under.length) covered.push(`${id} (${how}): ${found.under.join(', ')} under the bar`);
        }
      }
      expect(covered).toEqual([]);
      await page.evaluate(() => {
        history.replaceState(history.state, '', location.pathname + location.search);
        window.scrollTo(0, 0);
      });
    },
  },
] satisfies Check[];
