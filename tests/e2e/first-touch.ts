// The first interaction with a widget redraws every chart that depends on it: the reader's first
// key press on a control is not lost to hydration, and the charts (drawn by the server until then)
// follow it. Which control every chart of a widget depends on is the chapter's to say: its spec calls
// firstTouchTests with one for each widget that has charts.
import { test, expect } from './support';

export interface FirstTouch {
  /** The widget's section id. */
  widget: string;
  /** The id of a control (a slider) that every chart of the widget depends on. */
  control: string;
}

export function firstTouchTests(path: string, touches: readonly FirstTouch[]): void {
  test.describe('the first interaction', () => {
    for (const { widget, control } of touches) {
      test(`${path} #${widget}: the first key press on ${control} redraws every chart of the widget`, async ({
        page,
      }) => {
        await page.goto(path);
        const charts = page.locator(`#${widget} .plot-box > svg`);
        const n = await charts.count();
        expect(n, 'charts in the widget').toBeGreaterThan(0);
        // What each chart shows: its marks and its markers (a dot or a rule at the current value,
        // moved without redrawing the marks when the curves do not depend on the control).
        const shown = () =>
          charts.evaluateAll((svgs) =>
            svgs.map((svg) =>
              [...svg.querySelectorAll(':scope > :is(g.plot-marks, g.plot-markers)')]
                .map((g) => g.innerHTML)
                .join(''),
            ),
          );
        const before = await shown();
        expect(
          before.every((html) => html.length > 0),
          'every chart has marks',
        ).toBe(true);
        const value = await page.locator(`#${control}`).inputValue();
        await page.locator(`#${control}`).focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.locator(`#${control}`)).not.toHaveValue(value);
        await expect
          .poll(async () => (await shown()).filter((html, i) => html === before[i]).length, {
            message: 'charts not redrawn',
            timeout: 15_000,
          })
          .toBe(0);
        await expect(charts).toHaveCount(n);
        // The key press was not lost to hydration: the state (and the link) has the new value.
        const name = control.replace(/^[a-z]+-/, '');
        await expect.poll(() => new URL(page.url()).searchParams.has(name)).toBe(true);
      });
    }
  });
}
