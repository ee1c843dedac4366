import { test, expect, SLUGS, parseShown, loadDerivation } from './support';
import { defaults } from '../../src/params/spec';
import { fmtStepValue } from '../../src/lib/format';

/**
 * What each step must show at the chapter's defaults, by step id: every side's value, formatted as
 * the site formats step values, or (for a step that does not apply) the reason, from the chapter's
 * derivation evaluated here.
 */
async function expectedSteps(slug: string): Promise<Record<string, { values: string[]; reason: string }>> {
  const d = await loadDerivation(slug);
  const scenario = d.scenario(defaults(d.params));
  const out: Record<string, { values: string[]; reason: string }> = {};
  for (const step of d.steps) {
    const reason = step.inapplicable?.(scenario) ?? null;
    out[step.id] = {
      values:
        reason === null
          ? step.rows.flatMap((row) => row.sides.map((side) => fmtStepValue(side.value(scenario), side.unit)))
          : [],
      reason: (reason ?? '').replace(/\s+/g, ' ').trim(),
    };
  }
  return out;
}

test.describe('with JavaScript disabled', () => {
  for (const slug of SLUGS) {
    test(`/${slug}/: “Plug in numbers” shows every step’s values (CSS only), and the page prints without controls, with its figures and numbers`, async ({
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
      // Each step shows either every side's value (a finite number, with its unit) or why it has none.
      const shownSteps = async () =>
        steps.evaluateAll((els) =>
          els.map((step) => {
            const visible = (el: Element | null) =>
              el !== null && (el as HTMLElement).checkVisibility({ visibilityProperty: true });
            const outputs = [...step.querySelectorAll('.step-values output')].filter(visible);
            const reason = step.querySelector('.step-reason');
            return {
              id: step.id,
              values: outputs.map((o) => o.textContent ?? ''),
              reason: visible(reason) ? (reason!.textContent ?? '').trim() : '',
            };
          }),
        );
      const onScreen = await shownSteps();
      for (const { id, values, reason } of onScreen) {
        expect(values.length > 0 || reason.length > 10, `${id}: values or a reason`).toBe(true);
        for (const v of values)
          expect(Number.isFinite(parseShown(v.replace(/^\(/, '').split(',')[0]!)), `${id}: “${v}”`).toBe(
            true,
          );
      }
      // Exactly the derivation's values at the defaults, step by step.
      const want = await expectedSteps(slug);
      expect(
        onScreen.map(({ id, values, reason }) => ({ id, values, reason: reason.replace(/\s+/g, ' ') })),
        'every step’s plugged-in values at the defaults',
      ).toEqual(
        onScreen.map(({ id }) => ({
          id,
          ...(want[id] ?? { values: ['(not a step of this page)'], reason: '' }),
        })),
      );

      // Printed: no control is visible; every figure, readout, step number and plugged-in value is.
      const figures = await page.locator('figure:has(svg)').count();
      expect(figures, 'figures').toBeGreaterThan(0);
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
      expect(await shownSteps(), 'the plugged-in values, printed').toEqual(onScreen);
    });
  }
});
