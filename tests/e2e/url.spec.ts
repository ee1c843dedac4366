import {
  test,
  expect,
  DERIVATION,
  hydrate,
  readout,
  fmt,
  expectedCollision,
  setBox,
  allTextAndAttributes,
  visibleText,
  reveal,
} from './support';

test.describe('parameters in the link', () => {
  test('changed values are written to the URL, and opening that URL restores the controls and readouts', async ({
    page,
    context,
  }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget');
    await setBox(page, 'col-e', 0.8);
    await setBox(page, 'col-mA', 3);
    await (await reveal(page, 'col-fixB')).check();
    await page.locator('#col-wA').focus();
    await page.keyboard.press('ArrowLeft'); // wA 0 → −0.1
    // Mirrored ~200 ms after the last change.
    await expect(page).toHaveURL(/[?&]e=0\.8(&|$)/);
    await expect(page).toHaveURL(/[?&]mA=3(&|$)/);
    await expect(page).toHaveURL(/[?&]fixB=1(&|$)/);
    await expect(page).toHaveURL(/[?&]wA=-0\.1(&|$)/);
    const url = new URL(page.url());
    // Only values that differ from the defaults are written.
    expect([...url.searchParams.keys()].sort()).toEqual(['e', 'fixB', 'mA', 'wA']);

    const want = expectedCollision({ e: 0.8, mA: 3, fixB: true, wA: -0.1 });
    const j = (await readout(page, 'j').textContent())!;
    expect(j).toBe(fmt(want.j));

    const again = await context.newPage();
    await again.goto(url.pathname + url.search);
    await hydrate(again, 'CollisionWidget', 'RestitutionWidget');
    await expect(again.locator('#col-e')).toHaveValue('0.8');
    await expect(again.locator('#col-e-box')).toHaveValue('0.8');
    await expect(again.locator('#rest-e')).toHaveValue('0.8');
    await expect(again.locator('#col-mA')).toHaveValue('3');
    await expect(again.locator('#col-mA-box')).toHaveValue('3');
    await expect(again.locator('#col-wA')).toHaveValue('-0.1');
    await expect(again.locator('#col-fixB')).toBeChecked();
    await expect(again.locator('#col-fixA')).not.toBeChecked();
    await expect(readout(again, 'j')).toHaveText(j);
    for (const name of ['vn', 'vn-after', 'ke', 'ke-after'] as const) {
      await expect(readout(again, name)).toHaveText((await readout(page, name).textContent())!);
    }
    await expect(again.locator('.notice')).toHaveCount(0);
    // The URL was not rewritten on load.
    await again.waitForTimeout(400);
    expect(new URL(again.url()).search).toBe(url.search);
  });

  test('“Reset to defaults” restores the defaults and empties the query string', async ({ page }) => {
    await page.goto(`${DERIVATION}?e=0.8&mA=3`);
    await hydrate(page, 'CollisionWidget');
    await expect(page.locator('#col-e')).toHaveValue('0.8');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('#col-e')).toHaveValue('0.5');
    await expect(page.locator('#col-mA')).toHaveValue('2');
    await expect(readout(page, 'j')).toHaveText('2.352');
    await expect(page).toHaveURL((u) => u.search === '');
  });
});

test.describe('bad values in the link', () => {
  test('?e=abc shows a notice naming “Restitution e” and uses the default 0.5', async ({ page }) => {
    await page.goto(`${DERIVATION}?e=abc`);
    await hydrate(page, 'CollisionWidget');
    const notice = page.locator('.notice[role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Restitution e');
    await expect(page.locator('#col-e')).toHaveValue('0.5');
    await expect(readout(page, 'j')).toHaveText('2.352');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('?mA=99 shows a notice naming “Mass of A” and clamps the mass to 10 kg', async ({ page }) => {
    await page.goto(`${DERIVATION}?mA=99`);
    await hydrate(page, 'CollisionWidget');
    const notice = page.locator('.notice[role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Mass of A');
    await expect(page.locator('#col-mA')).toHaveValue('10');
    await expect(page.locator('#col-mA-box')).toHaveValue('10');
    await expect(readout(page, 'j')).toHaveText(fmt(expectedCollision({ mA: 10 }).j)); // 2.832
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });

  test('several bad values each get their own notice, and good ones beside them still apply', async ({
    page,
  }) => {
    await page.goto(`${DERIVATION}?e=abc&mA=99&fixA=maybe&vBx=-2`);
    await hydrate(page, 'CollisionWidget');
    const notice = page.locator('.notice[role="status"]');
    await expect(notice.locator('li')).toHaveCount(3);
    await expect(notice).toContainText('Restitution e');
    await expect(notice).toContainText('Mass of A');
    await expect(notice).toContainText('A is immovable');
    await expect(page.locator('#col-vBx')).toHaveValue('-2');
    await expect(page.locator('#col-fixA')).not.toBeChecked();
    await expect(readout(page, 'j')).toHaveText(fmt(expectedCollision({ mA: 10, vBx: -2 }).j));
  });

  test('with both bodies immovable the page says why there is no impulse, and never shows NaN', async ({
    page,
  }) => {
    await page.goto(`${DERIVATION}?fixA=1&fixB=1`);
    await hydrate(page);
    const sentence = page.locator('section[aria-labelledby="collision-title"] .degenerate');
    await expect(sentence).toBeVisible();
    await expect(sentence).not.toBeEmpty();
    await expect(readout(page, 'j')).toHaveText('0');
    await page.locator('#plug-in-numbers').check();
    expect(await visibleText(page)).not.toContain('NaN');
    expect(await allTextAndAttributes(page)).not.toMatch(/\bNaN\b/);
  });
});
