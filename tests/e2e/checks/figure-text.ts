// The words in a figure are read on a phone: charts and diagrams are drawn in SVG units and scaled to
// their column, so their text is sized for the screen, not the drawing (charts: kit/plot/PlotFigure.tsx,
// PlotFigure.css; diagrams and static figures: kit/svg/text.tsx, diagram.css, static-figure.css).
// - On a phone (390×844), every text a figure shows (a chart's ticks, axis labels and the labels of
//   its marks; a diagram's or a static figure's labels) is at least 11 CSS px on screen: its font
//   size times the SVG's scale, each figure measured once it is on screen (and its island has
//   drawn it).
// - At 320, 390, 768, 1280 and 1920 px wide, no chart's axis label overlaps a tick label or the other
//   axis's label (the served page: the layout CSS picks for each width, as a reader who only scrolls
//   sees it; hydration keeps that layout). The diagrams' labels: checks/diagram-labels.ts.
import type { Page } from '@playwright/test';
import { atWidths, expect, FIGURE_WIDTHS } from '../support';
import type { Check } from '../walk';

/** The smallest text a figure may show on a phone, in CSS px. */
const MIN_PX = 11;
/** Widths at which axis labels and tick labels must keep apart. */
const WIDTHS = FIGURE_WIDTHS;

/** A chart's SVG, and a diagram's or a static figure's (kit/svg/Figure.tsx). */
const CHARTS = '.plot-figure svg';
const FIGURES = `${CHARTS}, svg.diagram, svg.static-figure-svg`;

/**
 * Every figure of the page matching `selector` on screen in turn (a far block is laid out only when
 * near the screen).
 */
const eachFigure = <T>(page: Page, selector: string, measure: (svg: SVGSVGElement) => T[]): Promise<T[]> =>
  page.evaluate(
    ({ src, selector }) => {
      const fn = new Function(`return (${src})`)() as (svg: SVGSVGElement) => unknown[];
      const out: unknown[] = [];
      for (const svg of document.querySelectorAll<SVGSVGElement>(selector)) {
        if (!svg.checkVisibility()) continue;
        // Near the screen, so that a far block (content-visibility: auto) is not skipped; the sizes
        // the measure reads lay it out on demand, so nothing waits for a frame.
        svg.scrollIntoView({ block: 'center' });
        out.push(...fn(svg));
      }
      window.scrollTo(0, 0);
      return out;
    },
    { src: measure.toString(), selector },
  ) as Promise<T[]>;

/** Each visible text of the figure smaller than `min` px on screen, said with its size. */
function smallTexts(svg: SVGSVGElement): { say: string; px: number }[] {
  const min = 11; // MIN_PX: this function runs in the page, without the module's names
  const out: { say: string; px: number }[] = [];
  for (const t of svg.querySelectorAll<SVGTextElement | SVGTSpanElement>('text, tspan')) {
    const say = (t.textContent ?? '').trim();
    if (!say || !t.checkVisibility()) continue;
    const m = t.getScreenCTM();
    if (!m) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    const name = svg.ariaLabel ?? svg.querySelector('title')?.textContent ?? '';
    if (px < min - 0.05) out.push({ say: `“${say.slice(0, 40)}” in “${name.slice(0, 40)}…”`, px });
  }
  return out;
}

/** Each overlap of an axis label with a tick label or the other axis label, in words. */
function axisOverlaps(svg: SVGSVGElement): string[] {
  // Two boxes overlapping by a pixel or less both ways share no ink (a line box's margins).
  const tol = 1;
  const texts = (label: string) =>
    [...svg.querySelectorAll(`:scope > g[aria-label="${label}"] text`)].map((t) => ({
      say: (t.textContent ?? '').trim(),
      r: t.getBoundingClientRect(),
    }));
  const ticks = [...texts('x-axis tick label'), ...texts('y-axis tick label')];
  const labels = [...texts('x-axis label'), ...texts('y-axis label')];
  const out: string[] = [];
  labels.forEach((a, i) => {
    for (const b of [...ticks, ...labels.slice(i + 1)]) {
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > tol && h > tol)
        out.push(
          `“${a.say}” overlaps “${b.say}” by ${w.toFixed(0)}×${h.toFixed(0)} px (${svg.ariaLabel?.slice(0, 40)}…)`,
        );
    }
  });
  return out;
}

export default [
  {
    name: `every text in a figure (chart, diagram, static figure) is at least ${MIN_PX} px on screen`,
    visits: ['phone'],
    phase: 'hydrated',
    budget: 20_000,
    async run({ page }) {
      // Every island has drawn (the 'hydrated' phase): the live diagrams are measured as drawn.
      if (!(await page.locator(FIGURES).count())) return;
      const small = await eachFigure(page, FIGURES, smallTexts);
      expect(
        small.map(({ say, px }) => `${say}: ${px.toFixed(1)} px`),
        `figure texts under ${MIN_PX} px`,
      ).toEqual([]);
    },
  },
  {
    name: `no chart's axis label overlaps a tick label, at ${WIDTHS.join(', ')} px wide`,
    visits: ['laptop'],
    phase: 'served',
    order: 50,
    budget: 30_000,
    async run({ page, path }) {
      const charts = await page.locator('.plot-figure').count();
      if (!charts) return;
      let measured = 0;
      const found = await atWidths(page, path, WIDTHS, async (own, width) => {
        // Every chart shown (one of its two layouts) has an x axis label.
        const shown = await own.locator('.plot-figure svg:visible').count();
        expect(await own.locator('.plot-figure svg:visible > g[aria-label="x-axis label"]').count()).toBe(
          shown,
        );
        measured += shown;
        return (await eachFigure(own, CHARTS, axisOverlaps)).map((o) => `${width} px: ${o}`);
      });
      expect(measured, 'charts measured').toBeGreaterThanOrEqual(charts * WIDTHS.length);
      expect(found, 'axis labels over tick labels').toEqual([]);
    },
  },
] satisfies Check[];
