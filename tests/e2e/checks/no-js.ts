// With JavaScript off, what CSS alone must do, on a chapter's JavaScript-off visit: the "Plug in
// numbers" checkbox shows every step's values (a :has() rule under `@media (scripting: none)`,
// src/components/Step.css) exactly as the markup holds them, every widget's figures are drawn, and
// the page prints without controls, with its figures, readouts, step numbers and values. What the
// markup holds (each step's values at the defaults, from the derivation; every widget's figures
// drawn at the defaults) is checked over the build in tests/static/no-js.test.ts.
//
// Mutations these catch: the :has() rule dropped or scoped to scripting, a rule hiding the values or
// the reason that the markup shows, a widget's figure hidden until hydration, a chart showing both of
// its layouts or neither (kit/plot/PlotFigure.tsx), a control printed, a figure, readout, step number
// or value hidden in print.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support';
import type { Check } from '../walk';

/**
 * Each step's drawn values beside what its markup says is shown: the outputs of its rows when they
 * are not `hidden`, and its reason when that is not.
 */
function drawnSteps(steps: Locator) {
  return steps.evaluateAll((els) =>
    els.map((step) => {
      const drawn = (el: Element | null) =>
        el !== null && (el as HTMLElement).checkVisibility({ visibilityProperty: true });
      const rows = step.querySelector('.step-values');
      const reason = step.querySelector('.step-reason');
      const outputs = [...step.querySelectorAll('.step-values output')];
      return {
        id: step.id,
        values: outputs.filter(drawn).map((o) => o.textContent ?? ''),
        reason: drawn(reason) ? (reason!.textContent ?? '').trim() : '',
        markup: {
          values: rows && !rows.hasAttribute('hidden') ? outputs.map((o) => o.textContent ?? '') : [],
          reason: reason && !reason.hasAttribute('hidden') ? (reason.textContent ?? '').trim() : '',
        },
      };
    }),
  );
}

/**
 * The sources' errata opened (collapsed, one line per source: opened, their steps count too) and
 * "Plug in numbers" ticked, as a reader would; returns what puts both back, for the checks after.
 */
async function openAndTick(page: Page): Promise<() => Promise<void>> {
  const closed = page.locator('details.errata:not([open]) > summary');
  const opened = await closed.count();
  for (let i = 0; i < opened; i++) await closed.first().click();
  await page.locator('#plug-in-numbers').check();
  return async () => {
    await page.locator('#plug-in-numbers').uncheck();
    for (let i = 0; i < opened; i++) await page.locator('details.errata[open] > summary').first().click();
  };
}

export default [
  {
    name: '“Plug in numbers” shows every step’s values with CSS alone, exactly as the markup holds them',
    visits: ['nojs'],
    phase: 'served',
    async run({ page }) {
      const steps = page.locator('div.step');
      await expect(page.locator('.step-numbers:visible')).toHaveCount(0);
      const putBack = await openAndTick(page);
      const n = await steps.count();
      expect(n, 'steps').toBeGreaterThan(3);
      await expect(page.locator('.step-numbers:visible')).toHaveCount(n);
      // Each step draws exactly what its markup says it shows: every side's value, or why it has none.
      for (const { id, values, reason, markup } of await drawnSteps(steps)) {
        expect(values.length > 0 || reason.length > 10, `${id}: values or a reason`).toBe(true);
        expect({ values, reason }, `${id}: drawn as the markup says`).toEqual(markup);
      }
      await putBack();
      await expect(page.locator('.step-numbers:visible')).toHaveCount(0);
    },
  },
  {
    name: 'every widget shows its figures',
    visits: ['nojs'],
    phase: 'served',
    async run({ page }) {
      // An image, or a diagram with drag handles: a group of them over its drawing. A chart is served
      // in two layouts of which CSS shows the one that fits (kit/plot/PlotFigure.tsx): it is drawn
      // when exactly one of them is.
      const figures = await page.locator('section.widget').evaluateAll((widgets) =>
        widgets.map((w) => {
          const shown = (svg: Element) => {
            const box = svg.getBoundingClientRect();
            return svg.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
          };
          const svgs = [...w.querySelectorAll('figure svg:is([role="img"], [role="group"])')];
          const charts = [...w.querySelectorAll('figure.plot-figure')];
          return {
            id: w.id,
            drawn: [
              ...svgs.filter((svg) => !svg.closest('figure.plot-figure')).map(shown),
              ...charts.map((c) => svgs.filter((svg) => c.contains(svg) && shown(svg)).length === 1),
            ],
          };
        }),
      );
      expect(figures.length, 'widgets').toBeGreaterThan(0);
      for (const { id, drawn } of figures) {
        expect(drawn.length, `${id}: figures`).toBeGreaterThan(0);
        expect(drawn, `${id}: figures drawn`).not.toContain(false);
      }
    },
  },
  {
    name: 'printed, the page shows no control, and every figure, readout, step number and plugged-in value',
    visits: ['nojs'],
    phase: 'served',
    async run({ page }) {
      const steps = page.locator('div.step');
      const putBack = await openAndTick(page);
      const onScreen = await drawnSteps(steps);
      expect(onScreen.filter((s) => s.values.length).length, 'steps showing values').toBeGreaterThan(3);
      expect(await page.locator('figure:has(svg)').count(), 'figures').toBeGreaterThan(0);
      await page.emulateMedia({ media: 'print' });
      // (An errata box's one line is its title on paper, printed above the box opened.)
      const visibleControls = await page
        .locator('input, select, textarea, button, summary:not(details.errata > summary)')
        .evaluateAll((els) =>
          els
            .filter((el) => el.checkVisibility({ visibilityProperty: true }))
            .map((el) => el.id || el.outerHTML.slice(0, 80)),
        );
      // A chart's two layouts are one figure, printed when exactly one of them is; so are a static
      // figure's wide and narrow layouts (kit/svg/Figure.tsx).
      const hidden = await page
        .locator('figure:has(svg) svg, table.readouts td, .step-number')
        .evaluateAll((els) => {
          const printed = (el: Element) => el.checkVisibility({ visibilityProperty: true });
          const shown = els.filter((el) => !el.closest('details, .exercises, [hidden]'));
          const twoLayouts = 'figure.plot-figure, figure.static-figure:has(> svg.static-figure-narrow)';
          const charts = new Set(shown.map((el) => el.closest(twoLayouts)).filter((c) => c !== null));
          return [
            ...shown.filter((el) => !el.closest(twoLayouts) && !printed(el)),
            ...[...charts].filter((c) => shown.filter((el) => c.contains(el) && printed(el)).length !== 1),
          ].map((el) => el.id || el.outerHTML.slice(0, 80));
        });
      const printed = await drawnSteps(steps);
      await page.emulateMedia({ media: null });
      await putBack();
      expect(visibleControls, 'controls visible in print').toEqual([]);
      expect(hidden, 'figures, readouts and step numbers hidden in print').toEqual([]);
      expect(printed, 'the plugged-in values, printed').toEqual(onScreen);
    },
  },
] satisfies Check[];
