// Screenshots of built pages, light and dark: npm exec -- node scripts/screenshot.mjs <url> <out-prefix> [width] [js on|off]
// SECTIONS=1 slices the page into viewport-sized images; SELECTOR='css' shoots one element;
// VIEW_AT='css' shoots the viewport with that element at the top.
// Used to look at what we build, and for the README's screenshot.
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.mjs';

const [url, out, width = '1280', js = 'on'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 900 },
    colorScheme: scheme,
    javaScriptEnabled: js === 'on',
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (process.env.VIEW_AT) {
    // One viewport with the element VIEW_AT at its top (e.g. the README's screenshot).
    await page
      .locator(process.env.VIEW_AT)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-${scheme}.png` });
  } else if (process.env.SELECTOR) {
    // One element (a widget, a figure), e.g. SELECTOR='svg.diagram'.
    const el = page.locator(process.env.SELECTOR).first();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await el.screenshot({ path: `${out}-${scheme}.png` });
  } else if (process.env.SECTIONS) {
    // Viewport-sized slices, easier to look at than one very tall image.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0, i = 0; y < height; y += 900, i++) {
      await page.screenshot({
        path: `${out}-${scheme}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width: Number(width), height: Math.min(900, height - y) },
      });
    }
  } else {
    await page.screenshot({ path: `${out}-${scheme}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
