import { test, expect, DERIVATION, collision, restitution, readout } from './support';

test.describe('with JavaScript disabled', () => {
  test('the derivation, the three plots, the diagram and the default readouts are all there', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DERIVATION);
    expect(await page.locator('.katex').count()).toBeGreaterThan(20);
    await expect(page.locator('.katex').first()).toBeVisible();

    const plots = restitution(page).locator('.plot-box svg');
    await expect(plots).toHaveCount(3);
    for (const svg of await plots.all()) {
      await expect(svg).toBeVisible();
      expect(await svg.locator('path').count()).toBeGreaterThan(0);
      // The data line itself, not only the axes.
      await expect(svg.locator('g[aria-label="line"] path')).toHaveCount(1);
    }

    const diagram = collision(page).locator('svg.diagram');
    await expect(diagram).toBeVisible();
    expect(await diagram.locator('circle, line, polygon').count()).toBeGreaterThan(5);
    await expect(readout(page, 'j')).toHaveText('2.352');
    await expect(readout(page, 'vn')).toHaveText('\u22123.7');
    await expect(page.locator('#col-e')).toHaveValue('0.5');
  });

  test('“Plug in numbers” still shows the step values at the defaults (CSS only)', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DERIVATION);
    const out = page.locator('[data-step="eq:ni-j"] output[data-side="0.0"]');
    await expect(out).toBeHidden();
    await page.locator('#plug-in-numbers').check();
    await expect(out).toBeVisible();
    await expect(out).toHaveText(/^2\.352(\s|$)/);
  });
});
