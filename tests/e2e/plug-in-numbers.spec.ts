import { test, expect, DERIVATION, hydrate, readout, fmt, expectedCollision, setBox } from './support';

const stepJ = '[data-step="eq:ni-j"]';

test.describe('plug in numbers', () => {
  test('ticking “Plug in numbers” shows every step’s values, at the defaults', async ({ page }) => {
    await page.goto(DERIVATION);
    const box = page.locator('#plug-in-numbers');
    const firstOutput = page.locator(`${stepJ} output[data-side="0.0"]`);
    await expect(box).not.toBeChecked();
    await expect(firstOutput).toBeHidden();
    await box.check();
    await expect(firstOutput).toBeVisible();
    await expect(firstOutput).toHaveText(/^2\.352(\s|$)/);
    // Every step with values shows them, and none is NaN or empty.
    const outputs = page.locator('div.step .step-values:not([hidden]) output');
    expect(await outputs.count()).toBeGreaterThan(10);
    for (const out of await outputs.all()) {
      await expect(out).toBeVisible();
      await expect(out).not.toHaveText('');
      await expect(out).not.toContainText('NaN');
    }
    // Unticking hides them again.
    await box.uncheck();
    await expect(firstOutput).toBeHidden();
  });

  test('after a parameter changes, step eq:ni-j shows the same j as the readout', async ({ page }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'PlugInNumbers', 'CollisionWidget');
    await page.locator('#plug-in-numbers').check();
    const out = page.locator(`${stepJ} output[data-side="0.0"]`);
    const other = page.locator(`${stepJ} output[data-side="0.1"]`);

    // Keyboard on the mass slider: mA 2 → 2.1.
    await page.locator('#col-mA').focus();
    await page.keyboard.press('ArrowRight');
    const j1 = fmt(expectedCollision({ mA: 2.1 }).j);
    await expect(readout(page, 'j')).toHaveText(j1);
    await expect(out).toHaveText(new RegExp(`^${j1.replace('.', '\\.')}(\\s|$)`));
    await expect(other).toHaveText(new RegExp(`^${j1.replace('.', '\\.')}(\\s|$)`));

    // A typed value in a number box, then e.
    await setBox(page, 'col-vAx', 4.5);
    await setBox(page, 'col-e', 0.2);
    const j2 = fmt(expectedCollision({ mA: 2.1, vAx: 4.5, e: 0.2 }).j);
    await expect(readout(page, 'j')).toHaveText(j2);
    await expect(out).toHaveText(new RegExp(`^${j2.replace('.', '\\.')}(\\s|$)`));
    const shown = (await readout(page, 'j').textContent())!;
    expect((await out.textContent())!.split(/\s/)[0]).toBe(shown);
  });
});
