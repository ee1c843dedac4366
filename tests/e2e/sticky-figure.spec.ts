// On a phone the primary figure of a widget sticks above its controls, below the "plug in numbers"
// bar, and the readouts and controls scroll under it (src/kit/Widget.css).
// Nothing that scrolls under it may show between it and the bar (as a strip would if the bar were
// shorter than where the figure sticks) or be drawn over it: sphere-impulse's readout table keeps
// its row headings in view with sticky cells of its own, which must stay under the figure.
import { test, expect, DERIVATIONS } from './support';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of DERIVATIONS) {
  test(`${path}: what scrolls under a widget's sticky figure never shows over it or above it`, async ({
    page,
  }) => {
    await page.goto(path);
    const findings = await page.evaluate(async () => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const out: string[] = [];
      let checked = 0;
      for (const pane of document.querySelectorAll<HTMLElement>('section.widget .widget-figure')) {
        const widget = pane.closest('section.widget')!;
        for (const d of widget.querySelectorAll('details:not([open])')) (d as HTMLDetailsElement).open = true;
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
  });
}
