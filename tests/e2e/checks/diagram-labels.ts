// Every diagram of every page (the kit's live diagrams, svg.diagram, and static figures,
// svg.static-figure-svg) must keep its labels legible: at the defaults and with each number
// parameter at its minimum and at its maximum (one at a time), no two labels overlap, no label sits on
// another arrow's shaft, and no label reaches outside the SVG (where it would be cut off).
//
// The parameters are set through their controls, as a reader would, in the laptop visit: the
// slider's End and Home keys, then the widget's "Reset to defaults" before the next parameter. A
// control that cannot act at the defaults (disabled: its parameter is inert there) cannot be moved
// by a reader, but a link still sets it; it is set as a link's value reaches the state. The
// parameter lists are the chapters' manifests', so a new parameter or chapter is covered here.
//
// Their words keep their size on screen while the drawing scales (kit/svg/text.tsx), so a second check
// measures every diagram and static figure at the defaults at widths from a small phone's to a
// projector's: the layouts CSS picks for each width, as served.
//
// Collisions known and not yet fixed are a chapter's declaration, tests/e2e/<slug>.labels.ts (each
// finding without its measurements): the check fails for any other, and for a listed one that no
// longer happens, so the list only shrinks.
import type { Locator, Page } from '@playwright/test';
import type { NumberParam } from '../../../src/params/spec';
import { atWidths, expect, FIGURE_WIDTHS, resetEveryWidget } from '../support';
import { declaredBy } from '../declared';
import type { Check } from '../walk';

/** Each chapter's known collisions (tests/e2e/<slug>.labels.ts), by slug. */
const KNOWN = new Map((await declaredBy<readonly string[]>('labels')).map(({ slug, decl }) => [slug, decl]));
/** Each chapter's known collisions at the defaults at some width (tests/e2e/<slug>.labels-at-widths.ts). */
const KNOWN_AT_WIDTHS = new Map(
  (await declaredBy<readonly string[]>('labels-at-widths')).map(({ slug, decl }) => [slug, decl]),
);

/** A finding without its measurements (which the fonts may move by a pixel), as the declarations list it. */
const unmeasured = (finding: string) =>
  finding.replace(/ by \d+×\d+ px/, '').replace(/ runs \d+ px /, ' runs ');

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
/** Widths at which every diagram's labels are measured at the defaults. */
const WIDTHS = FIGURE_WIDTHS;

/**
 * Every collision among the labels of the page's diagrams as they are now (with the static figures:
 * at the defaults). Each diagram is first brought on screen and measured once its widget has seen
 * that: a widget that shares its store with another follows a change made elsewhere only while it is
 * on screen (params/use-params.ts, useOnScreen), and would otherwise be measured as it was.
 */
function collisions(page: Page, withStatic: boolean, param?: string): Promise<string[]> {
  return page.evaluate(
    async ({ withStatic, param, tol }) => {
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
      /**
       * Resolves once the element's widget has been told it is on screen. The page's own observers
       * (useOnScreen: the same margin) were made at hydration, before this one, so the browser
       * reports to them first, in the same task, and the re-render they ask for (a microtask) is done
       * by the time this one hears.
       */
      const seen = (el: Element) =>
        new Promise<void>((resolve) => {
          const io = new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) {
                io.disconnect();
                resolve();
              }
            },
            { rootMargin: '200px 0px' },
          );
          io.observe(el.closest('section.widget') ?? el);
        });

      const out: string[] = [];
      const selector = withStatic ? 'svg.diagram, svg.static-figure-svg' : 'svg.diagram';
      const svgs = [...document.querySelectorAll<SVGSVGElement>(selector)];
      for (const [index, svg] of svgs.entries()) {
        if (!svg.checkVisibility()) continue;
        // A parameter's extremes: the diagrams of the widgets that have a control of it (the others
        // are as they were at the defaults, measured then).
        if (param && !svg.closest('section.widget')?.querySelector(`[data-param="${param}"]`)) continue;
        svg.scrollIntoView({ block: 'center' });
        await seen(svg);
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
      }
      return [...new Set(out)];
    },
    { withStatic, param, tol: { label: LABEL_PX, shaft: SHAFT_PX, inset: SHAFT_INSET, outside: OUTSIDE_PX } },
  );
}

/** The parameter's control a reader moves: its (first) slider, or its select where a widget draws its own. */
async function controlOf(page: Page, name: string): Promise<Locator | null> {
  for (const selector of [`input[type="range"][data-param="${name}"]`, `select[data-param="${name}"]`]) {
    const control = page.locator(selector).first();
    if (await control.count()) return control;
  }
  return null;
}

/** Set the parameter to `value` through its control (End/Home on a slider: `key`). */
async function setTo(page: Page, control: Locator, key: 'End' | 'Home', value: number): Promise<void> {
  if (await control.isDisabled())
    // Inert here, so no reader can move it; a link's value reaches the state as an input would.
    await control.evaluate((el: HTMLInputElement | HTMLSelectElement, v) => {
      el.value = String(v);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }, value);
  else if ((await control.evaluate((el) => el.localName)) === 'select')
    await control.selectOption(String(value));
  else {
    await control.focus();
    await page.keyboard.press(key);
  }
}

/**
 * The control's widget back to its defaults, as a reader would: its "Reset to defaults", or, for a
 * widget without one (its parameters are another widget's), every widget's on the page.
 */
async function resetWidgetOf(page: Page, control: Locator): Promise<void> {
  const id = await control.evaluate((el) => el.closest('section.widget')?.id);
  expect(id, 'the control is in a widget').toBeTruthy();
  const own = page.locator(`section.widget#${id}`).getByRole('button', { name: 'Reset to defaults' });
  if (!(await own.count())) return resetEveryWidget(page);
  if (await own.isEnabled()) await own.click();
}

export default [
  {
    name: "no diagram's labels overlap each other or an arrow, at the defaults and at each parameter's extremes",
    visits: ['laptop'],
    phase: 'interact',
    // Up to forty configurations, each measured on every diagram of the page.
    budget: 90_000,
    async run({ page, chapter }) {
      const numbers = chapter.params
        .flat()
        .filter((p): p is NumberParam => p.kind === 'number' && !p.choices);
      const found: string[] = [];
      let checked = 0;
      let undrawn = 0;
      found.push(...(await collisions(page, true)).map((p) => `defaults: ${p}`));
      checked++;
      const opened: Locator[] = [];
      for (const p of numbers) {
        const control = await controlOf(page, p.name);
        if (!control) {
          found.push(`no control for ${p.name}`);
          continue;
        }
        // A parameter no live diagram draws (no widget with one has a control of it): as at the defaults.
        if (!(await page.locator(`section.widget:has(svg.diagram):has([data-param="${p.name}"])`).count())) {
          undrawn++;
          continue;
        }
        // A parameter tucked away in a widget's closed disclosure: opened by its summary, as a reader would.
        const summary = page.locator(`details:not([open]):has([data-param="${p.name}"]) > summary`).first();
        if (await summary.count()) {
          await summary.click();
          opened.push(page.locator(`details[open]:has([data-param="${p.name}"]) > summary`).first());
        }
        for (const [key, value] of [
          ['End', p.max],
          ['Home', p.min],
        ] as const) {
          await setTo(page, control, key, value);
          await expect(
            page.locator(`input[role="spinbutton"][data-param="${p.name}"]`).first(),
            `${p.name} set to ${value}`,
          ).toHaveValue(String(value));
          found.push(...(await collisions(page, false, p.name)).map((c) => `${p.name}=${value}: ${c}`));
          checked++;
        }
        await resetWidgetOf(page, control);
      }
      // The disclosures opened here closed again (the walk puts the values back, not these).
      for (const summary of opened.reverse()) await summary.click();
      expect(checked + 2 * undrawn, 'configurations measured or undrawn').toBe(1 + 2 * numbers.length);
      expect(checked, 'configurations measured').toBeGreaterThan(1);
      const known = KNOWN.get(chapter.slug) ?? [];
      expect(
        found.filter((f) => !known.includes(unmeasured(f))),
        `collisions (tests/e2e/${chapter.slug}.labels.ts lists those known)`,
      ).toEqual([]);
      expect(
        known.filter((k) => !found.some((f) => unmeasured(f) === k)),
        `known collisions that no longer happen: take them out of tests/e2e/${chapter.slug}.labels.ts`,
      ).toEqual([]);
    },
  },
  {
    name: `no diagram's labels overlap each other or an arrow at the defaults, at ${WIDTHS.join(', ')} px wide`,
    visits: ['laptop'],
    phase: 'served',
    order: 50,
    budget: 40_000,
    async run({ page, path, chapter }) {
      if (!(await page.locator('svg.diagram, svg.static-figure-svg').count())) return;
      const found = await atWidths(page, path, WIDTHS, async (own, width) =>
        (await collisions(own, true)).map((c) => `${width} px: ${c}`),
      );
      const known = KNOWN_AT_WIDTHS.get(chapter.slug) ?? [];
      expect(
        found.filter((f) => !known.includes(unmeasured(f))),
        `collisions at the defaults (tests/e2e/${chapter.slug}.labels-at-widths.ts lists those known)`,
      ).toEqual([]);
      expect(
        known.filter((k) => !found.some((f) => unmeasured(f) === k)),
        `known collisions that no longer happen: take them out of tests/e2e/${chapter.slug}.labels-at-widths.ts`,
      ).toEqual([]);
    },
  },
] satisfies Check[];
