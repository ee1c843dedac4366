import { test, expect, DERIVATION, hydrate, setBox } from './support';

test.describe('the seed 001 errata', () => {
  test('shows the buggy sample’s impulse live at the collision widget’s values', async ({ page }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget', 'ErrataSeed001');
    const errata = page.locator('.errata-live');
    // Defaults: A (2 kg) heavier than B (1 kg): 1/mA − 1/mB < 0, the sample's impulse has the wrong sign.
    await expect(errata).toContainText('pulls the bodies into each other');
    const before = await errata.textContent();

    // Equal masses: the sample divides by zero.
    await setBox(page, 'col-mA', 1);
    await expect(errata).toContainText('mA = 1 kg');
    await expect(errata).toContainText('∞');
    await expect(errata).toContainText('divides by zero');

    // A lighter than B: too large.
    await setBox(page, 'col-mA', 0.5);
    await expect(errata).toContainText('too large');
    expect(await errata.textContent()).not.toBe(before);
  });
});
