// The exercises on every derivation page: answers are checked (a wrong one gets a hint, the revealed
// answer is accepted), "New numbers" draws another problem and puts its seed in the URL, the seed in
// a URL reproduces the problem, and without JavaScript the problem and its worked solution are there.
import type { Locator, Page } from '@playwright/test';
import { test, expect, DERIVATIONS, hydrate } from './support';

const numerics = (page: Page) => page.locator('[data-exercise][data-exercise-kind="numeric"]');
const predicts = (page: Page) => page.locator('[data-exercise][data-exercise-kind="predict"]');
const prompt = (ex: Locator) => ex.locator('[data-exercise-prompt]');

async function revealAnswer(ex: Locator): Promise<string> {
  await ex.getByRole('button', { name: 'Show solution' }).click();
  const answer = await ex.locator('[data-answer]').getAttribute('data-answer');
  expect(answer).not.toBeNull();
  return answer!;
}

for (const path of DERIVATIONS) {
  test.describe(`exercises on ${path}`, () => {
    test('the section exists with at least four exercises of two kinds', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h2#exercises')).toHaveText('Exercises');
      expect(await page.locator('[data-exercise]').count()).toBeGreaterThanOrEqual(4);
      expect(await numerics(page).count()).toBeGreaterThanOrEqual(1);
      expect(await predicts(page).count()).toBeGreaterThanOrEqual(1);
    });

    test('a wrong answer gets a hint; the revealed answer is accepted; progress stays in the browser', async ({
      page,
    }) => {
      await page.goto(path);
      await hydrate(page, 'Exercises');
      for (const ex of await numerics(page).all()) {
        const box = ex.getByRole('spinbutton', { name: /answer/ });
        const status = ex.getByRole('status');
        await box.fill('98765');
        await ex.getByRole('button', { name: 'Check' }).click();
        await expect(status).toContainText('Not right');
        await expect(status).not.toContainText('Correct');
        await expect(status.locator('a[href^="#eq:"]')).toHaveCount(1);

        const answer = await revealAnswer(ex);
        expect(Number.isFinite(Number(answer))).toBe(true);
        await box.fill(answer);
        await box.press('Enter');
        await expect(status).toContainText('Correct');
      }
      const id = await numerics(page).first().getAttribute('data-exercise');
      const stored = await page.evaluate(() => localStorage.getItem('impulse-notebook:exercises'));
      expect(stored).toContain(id!);
    });

    test('"New numbers" changes the problem, and its seed in the URL reproduces it', async ({ page }) => {
      await page.goto(path);
      await hydrate(page, 'Exercises');
      const ex = numerics(page).first();
      const id = (await ex.getAttribute('data-exercise'))!;
      const before = await prompt(ex).textContent();
      await ex.getByRole('button', { name: 'New numbers' }).click();
      await expect(prompt(ex)).not.toHaveText(before!);
      const after = (await prompt(ex).textContent())!;
      const seed = new URL(page.url()).searchParams.get(`ex-${id}`);
      expect(seed).toMatch(/^\d+$/);
      const answer = await revealAnswer(ex);

      await page.goto(`${path}?ex-${id}=${seed}`);
      await hydrate(page, 'Exercises');
      const again = page.locator(`[data-exercise="${id}"]`);
      await expect(prompt(again)).toHaveText(after);
      expect(await revealAnswer(again)).toBe(answer);
    });

    test('"New numbers" works on the first tap, made before the exercises\' code has arrived', async ({
      page,
    }) => {
      // The exercises island's code is held back until after the tap.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let asked = false;
      await page.route(/\/_astro\/Exercises\.[\w-]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await page.goto(path);
      const ex = numerics(page).first();
      const before = (await prompt(ex).textContent())!;
      await expect(page.locator('astro-island[ssr]').filter({ has: ex })).toHaveCount(1);
      await ex.getByRole('button', { name: 'New numbers' }).click();
      await expect.poll(() => asked, 'the tap asked for the code').toBe(true);
      await expect(prompt(ex)).toHaveText(before);
      release();
      await expect(prompt(ex)).not.toHaveText(before);
      const id = (await ex.getAttribute('data-exercise'))!;
      expect(new URL(page.url()).searchParams.get(`ex-${id}`)).toMatch(/^\d+$/);
    });

    test('a prediction is checked, and its solution links to the widget in that configuration', async ({
      page,
    }) => {
      await page.goto(path);
      await hydrate(page, 'Exercises');
      for (const ex of await predicts(page).all()) {
        const correct = Number(await revealAnswer(ex));
        const radios = ex.getByRole('radio');
        const wrong = correct === 1 ? 2 : 1;
        await radios.nth(wrong - 1).check();
        await ex.getByRole('button', { name: 'Check' }).click();
        await expect(ex.getByRole('status')).toContainText('Not right');
        await expect(ex.getByRole('status')).not.toContainText('Correct');
        await radios.nth(correct - 1).check();
        await ex.getByRole('button', { name: 'Check' }).click();
        await expect(ex.getByRole('status')).toContainText('Correct');
        const href = await ex.locator('.exercise-solution a').getAttribute('href');
        expect(href).toMatch(/^\?[^#]+#[a-z-]+$/);
        await expect(page.locator(`#${href!.split('#')[1]}`)).toHaveCount(1);
      }
    });

    test('without JavaScript the problems and their worked solutions are on the page', async ({
      newContext,
    }) => {
      const context = await newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      for (const ex of await page.locator('[data-exercise]').all()) {
        await ex.scrollIntoViewIfNeeded();
        await expect(ex.locator('.exercise-prompt')).toBeVisible();
        const details = ex.locator('details');
        await expect(details).toHaveCount(1);
        await details.locator('summary').click();
        await expect(details.locator('[data-answer]')).toBeVisible();
      }
    });
    // The exercises with feedback and solutions shown are checked by axe in a11y.spec.ts (light and
    // dark), with the rest of their page.
  });
}
