// The words in a chart are read on a phone: a chart is drawn in SVG units and scaled to its column,
// so its text is sized for the screen (kit/plot/PlotFigure.tsx, PlotFigure.css), not the drawing.
// - On a phone (390×844), every text a chart shows (ticks, axis labels, the labels of its marks) is
//   at least 11 CSS px on screen: its font size times the SVG's scale, each chart measured once it
//   is on screen.
// - At 320, 390, 768, 1280 and 1920 px wide, no axis label overlaps a tick label or the other axis's
//   label (the served page: the layout CSS picks for each width, as a reader who only scrolls sees
//   it; hydration keeps that layout).
// The diagrams' labels are not held to 11 px yet (issue 49): their overlaps are checks/diagram-labels.ts's.
import type { Page } from '@playwright/test';
import { expect } from '../support';
import type { Check } from '../walk';

/** The smallest text a chart may show on a phone, in CSS px. */
const MIN_PX = 11;
/** Widths at which axis labels and tick labels must keep apart. */
const WIDTHS = [320, 390, 768, 1280, 1920] as const;

/** Every chart of the page on screen in turn (a far block is laid out only when near the screen). */
const eachChart = <T>(page: Page, measure: (svg: SVGSVGElement) => T[]): Promise<T[]> =>
  page.evaluate(async (src) => {
    const fn = new Function(`return (${src})`)() as (svg: SVGSVGElement) => unknown[];
    const out: unknown[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>('.plot-figure svg')) {
      if (!svg.checkVisibility()) continue;
      svg.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      out.push(...fn(svg));
    }
    window.scrollTo(0, 0);
    return out;
  }, measure.toString()) as Promise<T[]>;

/** Each visible text of the chart smaller than `min` px on screen, said with its size. */
function smallTexts(svg: SVGSVGElement): { say: string; px: number }[] {
  const min = 11; // MIN_PX: this function runs in the page, without the module's names
  const out: { say: string; px: number }[] = [];
  for (const t of svg.querySelectorAll<SVGTextElement | SVGTSpanElement>('text, tspan')) {
    const say = (t.textContent ?? '').trim();
    if (!say || !t.checkVisibility()) continue;
    const m = t.getScreenCTM();
    if (!m) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    if (px < min - 0.05) out.push({ say: `“${say.slice(0, 40)}” in “${svg.ariaLabel?.slice(0, 40)}…”`, px });
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
    name: `every text in a chart is at least ${MIN_PX} px on screen`,
    visits: ['phone'],
    phase: 'hydrated',
    budget: 20_000,
    async run({ page }) {
      if (!(await page.locator('.plot-figure').count())) return;
      const small = await eachChart(page, smallTexts);
      expect(
        small.map(({ say, px }) => `${say}: ${px.toFixed(1)} px`),
        `chart texts under ${MIN_PX} px`,
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
      // On a page of its own, resized in turn: the visit's page keeps the width it loaded at, which
      // the checks after this one measure at (a page lays out its far blocks once, at that width:
      // src/pages/[slug].astro; tests/e2e/figure-in-view.ts).
      const own = await page.context().newPage();
      const found: string[] = [];
      let measured = 0;
      try {
        await own.goto(path);
        for (const width of WIDTHS) {
          await own.setViewportSize({ width, height: 900 });
          // Every chart shown (one of its two layouts) has an x axis label.
          const shown = await own.locator('.plot-figure svg:visible').count();
          expect(await own.locator('.plot-figure svg:visible > g[aria-label="x-axis label"]').count()).toBe(
            shown,
          );
          measured += shown;
          found.push(...(await eachChart(own, axisOverlaps)).map((o) => `${width} px: ${o}`));
        }
      } finally {
        await own.close();
      }
      expect(measured, 'charts measured').toBeGreaterThanOrEqual(charts * WIDTHS.length);
      expect(found, 'axis labels over tick labels').toEqual([]);
    },
  },
] satisfies Check[];
