// With JavaScript off, what CSS alone must do, one visit per chapter: the "Plug in numbers" checkbox
// shows every step's values (a :has() rule under `@media (scripting: none)`, src/components/Step.css)
// exactly as the markup holds them, every widget's figures are drawn, and the page prints without
// controls, with its figures, readouts, step numbers and values. What the markup holds (each step's
// values at the defaults, from the derivation; every widget's figures drawn at the defaults) is
// checked over the build in tests/static/no-js.test.ts.
//
// Mutations these catch: the :has() rule dropped or scoped to scripting, a rule hiding the values or
// the reason that the markup shows, a widget's figure hidden until hydration, a control printed, a
// figure or readout or step number hidden in print.
import type { Locator } from '@playwright/test';
import { test, expect, SLUGS } from './support';

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

test.describe('with JavaScript disabled', () => {
  for (const slug of SLUGS) {
    test(`/${slug}/: “Plug in numbers” shows every step’s values (CSS only), every widget its figures, and the page prints without controls, with its figures and numbers`, async ({
      newContext,
    }) => {
      const context = await newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${slug}/`);
      // The sources' errata are collapsed, one line per source; opened, their steps count too.
      for (const summary of await page.locator('details.errata > summary').all()) await summary.click();
      const steps = page.locator('div.step');
      const n = await steps.count();
      expect(n, 'steps').toBeGreaterThan(3);
      await expect(page.locator('.step-numbers:visible')).toHaveCount(0);
      await page.locator('#plug-in-numbers').check();
      await expect(page.locator('.step-numbers:visible')).toHaveCount(n);
      // Each step draws exactly what its markup says it shows: every side's value, or why it has none.
      const onScreen = await drawnSteps(steps);
      for (const { id, values, reason, markup } of onScreen) {
        expect(values.length > 0 || reason.length > 10, `${id}: values or a reason`).toBe(true);
        expect({ values, reason }, `${id}: drawn as the markup says`).toEqual(markup);
      }

      // Every widget shows its figures: an image, or a diagram with drag handles (a group of them
      // over its drawing).
      const figures = await page.locator('section.widget').evaluateAll((widgets) =>
        widgets.map((w) => ({
          id: w.id,
          shown: [...w.querySelectorAll('figure svg:is([role="img"], [role="group"])')].map((svg) => {
            const box = svg.getBoundingClientRect();
            return svg.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
          }),
        })),
      );
      expect(figures.length, 'widgets').toBeGreaterThan(0);
      for (const { id, shown } of figures) {
        expect(shown.length, `${id}: figures`).toBeGreaterThan(0);
        expect(shown, `${id}: figures drawn`).not.toContain(false);
      }

      // Printed: no control is visible; every figure, readout, step number and plugged-in value is.
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
      expect(visibleControls, 'controls visible in print').toEqual([]);
      const hidden = await page
        .locator('figure:has(svg) svg, table.readouts td, .step-number')
        .evaluateAll((els) =>
          els
            .filter((el) => !el.closest('details, .exercises, [hidden]'))
            .filter((el) => !el.checkVisibility({ visibilityProperty: true }))
            .map((el) => el.id || el.outerHTML.slice(0, 80)),
        );
      expect(hidden, 'figures, readouts and step numbers hidden in print').toEqual([]);
      expect(await drawnSteps(steps), 'the plugged-in values, printed').toEqual(onScreen);
    });
  }
});
