// The sequential-impulse page's two simulation widgets in the browser. The stack: play, pause and
// step from the keyboard move the step counter and the boxes; nothing runs while paused, off screen,
// in a hidden tab, or (until asked) under prefers-reduced-motion. The cradle: its readouts are the
// solver's numbers for the link's parameters. Both: no NaN at the extremes of their controls (the
// guard fixture scans every page at the end of each test).
import type { Page } from '@playwright/test';
import { cradleSequential, cradleSimultaneous } from '../../src/solver';
import { test, expect, hydrate, fmt } from './support';

const PAGE = '/sequential-impulses/';

const stack = (page: Page) => page.locator('section#si-stack');
const cradle = (page: Page) => page.locator('section#si-cradle');
const readout = (page: Page, name: string) => page.locator(`td[data-readout="${name}"]`);
const button = (page: Page, which: 'play' | 'step' | 'reset') =>
  stack(page).locator(`button[data-si="${which}"]`);
const status = (page: Page) => stack(page).locator('[data-si="status"]');

const steps = async (page: Page) => Number(await readout(page, 'stack-steps').textContent());
/** The top box's transform: what a frame changes in the drawing. */
const topBox = (page: Page) => stack(page).locator('.si-stack svg g rect').last().getAttribute('transform');
const wait = (page: Page, ms: number) => page.waitForTimeout(ms);

test.describe('the stack', () => {
  test('plays once hydrated; pause, step and play work from the keyboard', async ({ page }) => {
    // No sweeps: the boxes fall freely, so every step moves the drawing.
    await page.goto(`${PAGE}?stIter=0`);
    await hydrate(page, 'StackWidget');
    await expect(status(page)).toHaveText(/^Playing\./);
    await expect.poll(() => steps(page)).toBeGreaterThan(5);

    await button(page, 'play').focus();
    await page.keyboard.press('Enter');
    await expect(button(page, 'play')).toHaveText('Play');
    await expect(status(page)).toHaveText(/^Paused\./);
    const paused = await steps(page);
    const pausedBox = await topBox(page);
    await wait(page, 400);
    expect(await steps(page), 'no steps while paused').toBe(paused);
    expect(await topBox(page)).toBe(pausedBox);

    await button(page, 'step').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => steps(page)).toBe(paused + 1);
    expect(await topBox(page)).not.toBe(pausedBox);
    await expect(readout(page, 'stack-time')).toHaveText(`${fmt((paused + 1) / 60, 4)} s`);

    await button(page, 'play').focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Playing\./);
    await expect.poll(() => steps(page)).toBeGreaterThan(paused + 5);
    await expect(button(page, 'step')).toBeDisabled();
  });

  test('with prefers-reduced-motion it starts paused and says why', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await hydrate(page, 'StackWidget');
    await expect(status(page)).toContainText('reduced motion');
    await expect(button(page, 'play')).toHaveText('Play');
    await wait(page, 400);
    expect(await steps(page)).toBe(0);
    await button(page, 'step').click();
    await expect.poll(() => steps(page)).toBe(1);
  });

  test('stops while scrolled off screen or while the tab is hidden, and goes on after', async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'StackWidget');
    await expect.poll(() => steps(page)).toBeGreaterThan(3);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(status(page)).toContainText('off screen');
    const away = await steps(page);
    await wait(page, 400);
    expect(await steps(page), 'no steps off screen').toBe(away);

    await stack(page).scrollIntoViewIfNeeded();
    await expect.poll(() => steps(page)).toBeGreaterThan(away);

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(status(page)).toContainText('tab is hidden');
    const hidden = await steps(page);
    await wait(page, 400);
    expect(await steps(page), 'no steps in a hidden tab').toBe(hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => steps(page)).toBeGreaterThan(hidden);
  });

  test('a new scene restarts the run; a solver setting continues it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await hydrate(page, 'StackWidget');
    for (let i = 0; i < 3; i++) await button(page, 'step').click();
    await expect.poll(() => steps(page)).toBe(3);
    await stack(page).locator('input[type="checkbox"][data-param="stWarm"]').press('Space');
    await expect(status(page)).toContainText('the run goes on');
    expect(await steps(page)).toBe(3);
    await stack(page).locator('select[data-param="stScene"]').selectOption('1');
    await expect(status(page)).toContainText('started again');
    await expect.poll(() => steps(page)).toBe(0);
    // The default pyramid: 5 rows, 15 boxes.
    await expect(stack(page).locator('.si-stack svg g rect')).toHaveCount(15);
  });

  for (const query of [
    '?stIter=0&stBeta=1&stSlop=0&stE=1&stMu=0&stBoxes=20',
    '?stScene=1&stRows=10&stIter=50&stWarm=false&stAccum=false&stSlop=20&stMu=1.5',
    '?stScene=7&stBoxes=-3&stIter=1e9&stBeta=abc',
  ])
    test(`no NaN at the extremes of the controls: ${query}`, async ({ page }) => {
      await page.goto(`${PAGE}${query}`);
      await hydrate(page, 'StackWidget');
      await expect.poll(() => steps(page)).toBeGreaterThan(20);
      for (const name of ['time', 'penetration', 'drift-x', 'drift-down', 'kinetic', 'contacts'])
        await expect(readout(page, `stack-${name}`)).toHaveText(/^[−\d.·× ^s]+$/);
    });
});

test.describe('the cradle', () => {
  const cases = [
    { crN: 3, crK: 1, crV: 1, crE: 1, crOrder: 0 },
    { crN: 4, crK: 2, crV: 1.5, crE: 0.8, crOrder: 1 },
    { crN: 5, crK: 1, crV: 5, crE: 0, crOrder: 0 },
    { crN: 5, crK: 4, crV: 0.1, crE: 0.35, crOrder: 1 },
  ];
  for (const c of cases) {
    test(`readouts are the solver’s: ${JSON.stringify(c)}`, async ({ page }) => {
      await page.goto(`${PAGE}?${new URLSearchParams(Object.entries(c).map(([k, v]) => [k, String(v)]))}`);
      await hydrate(page, 'CradleWidget');
      const before = Array.from({ length: c.crN }, (_, i) => (i < c.crK ? c.crV : 0));
      const seq = cradleSequential(before, c.crE, c.crOrder === 0 ? 'left-to-right' : 'right-to-left');
      const sim = cradleSimultaneous(before, c.crE);
      for (let i = 0; i < c.crN; i++) {
        await expect(readout(page, `cradle-v${i}-before`)).toHaveText(fmt(before[i]!, 4));
        await expect(readout(page, `cradle-v${i}-seq`)).toHaveText(fmt(seq.v[i]!, 4));
        await expect(readout(page, `cradle-v${i}-sim`)).toHaveText(fmt(sim.v[i]!, 4));
      }
      const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);
      const ke = (v: number[]) => v.reduce((s, x) => s + 0.5 * x * x, 0);
      await expect(readout(page, 'cradle-p-seq')).toHaveText(fmt(sum(seq.v), 4));
      await expect(readout(page, 'cradle-p-sim')).toHaveText(fmt(sum(sim.v), 4));
      await expect(readout(page, 'cradle-t-seq')).toHaveText(fmt(ke(seq.v), 4));
      await expect(readout(page, 'cradle-t-sim')).toHaveText(fmt(ke(sim.v), 4));
      await expect(readout(page, 'cradle-passes')).toContainText(String(seq.passes));
    });
  }

  test('the keyboard changes the order and N; the drawing and readouts follow', async ({ page }) => {
    await page.goto(PAGE);
    await hydrate(page, 'CradleWidget');
    await expect(readout(page, 'cradle-passes')).toHaveText('1');
    await cradle(page).locator('select[data-param="crOrder"]').selectOption('1');
    await expect(readout(page, 'cradle-passes')).toHaveText('2');
    await cradle(page).locator('input[type="range"][data-param="crN"]').press('ArrowRight');
    await expect(cradle(page).locator('[data-si-row="before"] circle[data-si-ball]')).toHaveCount(4);
    await expect(readout(page, 'cradle-v3-seq')).toHaveText('1');
    await expect(cradle(page).locator('[data-si="cradle-summary"]')).toContainText('neither is wrong');
  });

  test('no NaN at the extremes, and nothing to resolve is said', async ({ page }) => {
    await page.goto(`${PAGE}?crV=0`);
    await hydrate(page, 'CradleWidget');
    await expect(cradle(page).locator('[data-si="cradle-summary"]')).toContainText('v = 0');
    await page.goto(`${PAGE}?crN=3&crK=5&crV=5&crE=0`);
    await hydrate(page, 'CradleWidget');
    await expect(cradle(page).locator('[data-si="cradle-summary"]')).toContainText('only 3 balls');
    await page.goto(`${PAGE}?crN=99&crV=-4&crE=2`);
    await hydrate(page, 'CradleWidget');
    await expect(cradle(page).locator('.notice').first()).toBeVisible();
    await expect(readout(page, 'cradle-v4-seq')).toHaveText(/^[−\d.]+$/);
  });
});
