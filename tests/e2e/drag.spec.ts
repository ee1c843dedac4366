import type { Locator, Page } from '@playwright/test';
import { test, expect, DERIVATION, hydrate, collision, readout } from './support';

async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test.describe('dragging in the collision diagram', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(DERIVATION);
    await hydrate(page, 'CollisionWidget');
    await collision(page).locator('svg.diagram').scrollIntoViewIfNeeded();
  });

  test('dragging the tip of A’s velocity arrow right and up increases vAx and vAy', async ({ page }) => {
    const handle = collision(page).locator('circle[data-handle="vA"]');
    await expect(handle).toHaveCount(1);
    const j = await readout(page, 'j').textContent();
    await drag(page, handle, 40, -30);
    const vAx = Number(await page.locator('#col-vAx').inputValue());
    const vAy = Number(await page.locator('#col-vAy').inputValue());
    expect(vAx).toBeGreaterThan(3);
    expect(vAy).toBeGreaterThan(0.5);
    await expect(page.locator('#col-vAx-box')).toHaveValue(String(vAx));
    await expect(page.locator('#col-vAy-box')).toHaveValue(String(vAy));
    await expect(readout(page, 'j')).not.toHaveText(j!);
  });

  test('dragging the tip of B’s velocity arrow left and down decreases vBx and vBy', async ({ page }) => {
    await drag(page, collision(page).locator('circle[data-handle="vB"]'), -30, 30);
    expect(Number(await page.locator('#col-vBx').inputValue())).toBeLessThan(-1);
    expect(Number(await page.locator('#col-vBy').inputValue())).toBeLessThan(0);
  });

  test('dragging the contact point moves both lever arms by the same amount', async ({ page }) => {
    await drag(page, collision(page).locator('circle[data-handle="contact"]'), 34, 0);
    const rAx = Number(await page.locator('#col-rAx').inputValue());
    const rBx = Number(await page.locator('#col-rBx').inputValue());
    expect(rAx).toBeGreaterThan(0.8);
    expect(rBx).toBeGreaterThan(-0.6);
    expect(rAx - 0.8).toBeCloseTo(rBx + 0.6, 1);
  });
});
