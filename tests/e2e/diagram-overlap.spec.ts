// Every diagram of every page (the kit's live diagrams, svg.diagram, and static figures,
// svg.static-figure-svg) must keep its labels legible: at the defaults and with each number
// parameter at its minimum and at its maximum (one at a time), no two labels overlap, no label sits on
// another arrow's shaft, and no label reaches outside the SVG (where it would be cut off).
//
// The parameters are set through their sliders, as a reader would, on one loaded page per chapter:
// a page load with its KaTeX is far slower than a slider step, and the store is the same either way.
// The parameter lists are the chapters' manifests', so a new parameter or chapter is covered here.
import type { NumberParam } from '../../src/params/spec';
import { test, expect, hydrate, loadChapters } from './support';

// Up to forty configurations per page, each one evaluate.
test.describe.configure({ timeout: 180_000 });

const CHAPTERS = await loadChapters();

/**
 * Tolerances, in CSS pixels. A <text>'s box is its line box: the font's ascent and descent, taller than
 * the glyphs (about a fifth of the font size above and below is empty), so two boxes touching by a
 * pixel or two have no ink in common; more than LABEL_PX both ways and the glyphs collide. A shaft may
 * graze a label's empty margin (the label's halo paints over it), so a shaft counts only where it runs
 * more than SHAFT_PX through the label's inner box (its box less SHAFT_INSET of its height at top and
 * bottom, and a pixel at each side).
 */
const LABEL_PX = 2;
const SHAFT_PX = 4;
const SHAFT_INSET = 0.2;
const OUTSIDE_PX = 1;

interface Config {
  name: string;
  /** The parameter set for this configuration, its value, and its default to return to. */
  set?: { param: string; value: number; back: number };
}

function configs(numbers: readonly NumberParam[]): Config[] {
  return [
    { name: 'defaults' },
    ...numbers.flatMap((p) =>
      [p.min, p.max].map((value) => ({
        name: `${p.name}=${value}`,
        set: { param: p.name, value, back: p.default },
      })),
    ),
  ];
}

/** In the page: set the configuration, let it redraw, and list every collision among its diagrams' labels. */
async function collisions(
  page: import('@playwright/test').Page,
  config: Config,
  withStatic: boolean,
): Promise<string[]> {
  return page.evaluate(
    async ({ set, withStatic, tol }) => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      // The parameter's slider, or its select where a widget draws its own (a number of few values).
      const slide = (name: string, value: number) => {
        const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(
          `input[type=range][data-param="${name}"], select[data-param="${name}"]`,
        );
        if (!control) return false;
        control.value = String(value);
        control.dispatchEvent(
          new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
        return true;
      };
      if (set && !slide(set.param, set.value)) return [`no slider for ${set.param}`];
      await frames();

      type Box = { l: number; t: number; r: number; b: number };
      const overlap = (a: Box, b: Box) => ({
        w: Math.min(a.r, b.r) - Math.max(a.l, b.l),
        h: Math.min(a.b, b.b) - Math.max(a.t, b.t),
      });
      /** The length of the segment p→q inside box b (Liang–Barsky clipping). */
      const inside = (p: DOMPoint, q: DOMPoint, b: Box) => {
        const dx = q.x - p.x;
        const dy = q.y - p.y;
        let t0 = 0;
        let t1 = 1;
        for (const [den, num] of [
          [-dx, p.x - b.l],
          [dx, b.r - p.x],
          [-dy, p.y - b.t],
          [dy, b.b - p.y],
        ] as const) {
          if (den === 0) {
            if (num < 0) return 0;
          } else {
            const t = num / den;
            if (den < 0) t0 = Math.max(t0, t);
            else t1 = Math.min(t1, t);
          }
        }
        return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
      };

      const out: string[] = [];
      const selector = withStatic ? 'svg.diagram, svg.static-figure-svg' : 'svg.diagram';
      document.querySelectorAll<SVGSVGElement>(selector).forEach((svg, index) => {
        if (!svg.checkVisibility()) return;
        const where = `${svg.querySelector('title')?.textContent ?? 'diagram'} (#${index + 1})`;
        const frame = svg.getBoundingClientRect();
        const labels = [...svg.querySelectorAll('text')]
          .map((el) => {
            const r = el.getBoundingClientRect();
            return {
              el,
              say: (el.textContent ?? '').trim(),
              box: { l: r.left, t: r.top, r: r.right, b: r.bottom },
            };
          })
          .filter((x) => x.say && x.box.r > x.box.l);
        // An arrow is a shaft followed by its head (kit/svg/arrows.tsx).
        const shafts = [...svg.querySelectorAll<SVGLineElement>('line')]
          .filter((l) => l.nextElementSibling?.tagName === 'polygon')
          .map((line) => {
            const m = line.getScreenCTM()!;
            const p = new DOMPoint(line.x1.baseVal.value, line.y1.baseVal.value).matrixTransform(m);
            const q = new DOMPoint(line.x2.baseVal.value, line.y2.baseVal.value).matrixTransform(m);
            return { line, p, q };
          });
        labels.forEach((a, i) => {
          const { box } = a;
          if (
            box.l < frame.left - tol.outside ||
            box.t < frame.top - tol.outside ||
            box.r > frame.right + tol.outside ||
            box.b > frame.bottom + tol.outside
          )
            out.push(`${where}: “${a.say}” reaches outside the diagram`);
          for (const b of labels.slice(i + 1)) {
            const o = overlap(box, b.box);
            if (o.w > tol.label && o.h > tol.label)
              out.push(
                `${where}: “${a.say}” and “${b.say}” overlap by ${o.w.toFixed(0)}×${o.h.toFixed(0)} px`,
              );
          }
          // A labelled arrow's own shaft shares the label's group (and is the only arrow in it).
          const group: Element = a.el.parentElement!;
          const own = group !== svg && group.querySelectorAll('line + polygon').length === 1 ? group : null;
          const h = box.b - box.t;
          const core = { l: box.l + 1, r: box.r - 1, t: box.t + h * tol.inset, b: box.b - h * tol.inset };
          for (const s of shafts) {
            if (own?.contains(s.line)) continue;
            const len = inside(s.p, s.q, core);
            if (len > tol.shaft)
              out.push(`${where}: an arrow's shaft runs ${len.toFixed(0)} px through “${a.say}”`);
          }
        });
      });
      if (set) slide(set.param, set.back);
      return out;
    },
    {
      set: config.set,
      withStatic,
      tol: { label: LABEL_PX, shaft: SHAFT_PX, inset: SHAFT_INSET, outside: OUTSIDE_PX },
    },
  );
}

for (const chapter of CHAPTERS) {
  const numbers = chapter.params.flat().filter((p): p is NumberParam => p.kind === 'number' && !p.choices);
  test(`/${chapter.slug}/: no diagram's labels overlap each other or an arrow, at the defaults and at each parameter's extremes`, async ({
    page,
  }) => {
    await page.goto(`/${chapter.slug}/`);
    await hydrate(page);
    const found: string[] = [];
    let checked = 0;
    for (const config of configs(numbers)) {
      const problems = await collisions(page, config, config.set === undefined);
      checked++;
      found.push(...new Set(problems.map((p) => `${config.name}: ${p}`)));
    }
    expect(checked).toBe(1 + 2 * numbers.length);
    expect(found, `${found.length} collisions`).toEqual([]);
  });
}
