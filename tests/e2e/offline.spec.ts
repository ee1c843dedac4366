// Offline after the first visit (src/lib/offline.mjs): a reader opens one page; the service worker
// it registers keeps the whole site; the network goes; another chapter (with a query string), its
// presenter and its handout still open and work, from the worker's cache. Run on the sub-path build
// (dist-base/, served under /physics/ only by scripts/static-server.mjs, as a plain host would), the
// harder case: the worker's scope is the base and every file it keeps is under it. And Chromium
// finds the site (the root build) installable as an app. What the builds say about it without a
// browser (the worker's file list against the build's files, the manifest's fields and icons, the
// registration on every page, its budget) is tests/static/offline.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { test, expect, hydrate, firstChapterWith, TEACHING_ORDER } from './support';
import { subPathSite } from './sub-path';

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

const FIRST = TEACHING_ORDER[0]!;
// Another chapter than the one visited online, with a widget to check.
const OTHER = await firstChapterWith(
  'a widget, other than the first page',
  (c) => c.slug !== FIRST && c.widgets.length > 0,
);
const WIDGET = OTHER.widgets[0]!;

const SITE = subPathSite();
const { base: BASE, at } = SITE;

/** Wait until the site's worker has installed (the whole site cached) and controls `page`. */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    return reg.scope;
  });
}

/** Every displayed equation has a box: the math is there and laid out. */
async function expectMath(page: Page): Promise<void> {
  const math = page.locator('math[display="block"]:visible');
  expect(await math.count(), 'displayed equations').toBeGreaterThan(0);
  const box = await math.first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect(box?.height ?? 0).toBeGreaterThan(0);
}

test(`after one visit under ${BASE}, with the network gone, another chapter, its presenter and its handout open and work`, async ({
  page,
  context,
  problems,
}) => {
  // Pages and the whole site's cache on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto(at(`/${FIRST}/`));
  // The worker's scope is the base: it keeps and serves the site there, and nothing outside it.
  expect(await controlled(page)).toBe(at('/'));

  // Anything the worker does not answer from its cache fails now. A request that fails is not an
  // HTTP error for the guard (support.ts), so they are collected here, with any request the worker
  // itself sends (it would have gone to the network instead of its cache).
  const failed: string[] = [];
  const fromWorker: string[] = [];
  // A request cancelled because its page was left (net::ERR_ABORTED: a chart's drawing code, fetched
  // when the browser is idle, may still be on its way when the test goes to the next page) says
  // nothing of the worker: it is checked at the end to be in the worker's cache instead. A request
  // the worker cannot answer offline fails otherwise (ERR_INTERNET_DISCONNECTED, ERR_FAILED).
  const aborted: string[] = [];
  context.on('requestfailed', (req) => {
    const error = req.failure()?.errorText;
    if (error === 'net::ERR_ABORTED') aborted.push(req.url());
    else failed.push(`${req.url()}: ${error}`);
  });
  context.on('request', (req) => {
    if (req.serviceWorker()) fromWorker.push(req.url());
  });
  await context.setOffline(true);
  // Offline for real: a file the site does not have cannot be fetched (and the browser says so on
  // the console, which the guard would count: that one message is expected).
  expect(
    await page.evaluate(() =>
      fetch('/not-in-the-site.txt').then(
        () => 'fetched',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  const disconnected = (p: string) => p.includes('ERR_INTERNET_DISCONNECTED');
  await expect.poll(() => problems.filter(disconnected).length).toBe(1);
  problems.splice(problems.findIndex(disconnected), 1);
  failed.length = 0;

  // The chapter, with a query string (a widget's parameters live there; the page's HTML is the same).
  const res = await page.goto(at(`/${OTHER.slug}/?from=offline#${WIDGET.anchor}`));
  expect(res?.fromServiceWorker(), 'the page came from the worker').toBe(true);
  await expect(page.locator('h1')).toBeVisible();
  await expectMath(page);
  // Its widgets wake (their scripts come from the cache) and draw their figures.
  await hydrate(page);
  const figure = page.locator(`section#${WIDGET.anchor} svg`).first();
  await expect(figure).toBeVisible();

  // The presenter: its deck script runs (the slide counter) and the slides show their math.
  const present = await page.goto(at(`/${OTHER.slug}/present/?from=offline`));
  expect(present?.fromServiceWorker()).toBe(true);
  await expect(page.locator('[data-deck="counter"]')).toHaveText(/^1 \//);
  await expect(page.locator('.deck-title h1')).toBeVisible();
  // On to the first slide with an equation.
  const slides = Number(
    /\/ (\d+)$/.exec((await page.locator('[data-deck="counter"]').textContent()) ?? '')?.[1],
  );
  for (
    let i = 2;
    i <= slides && !(await page.locator('.deck-content math[display="block"]:visible').count());
    i++
  ) {
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-deck="counter"]')).toHaveText(new RegExp(`^${i} /`));
  }
  await expectMath(page);

  // The handout: it wakes its islands itself and says when it is ready to print.
  const handout = await page.goto(at(`/${OTHER.slug}/handout/`));
  expect(handout?.fromServiceWorker()).toBe(true);
  await expect(page.locator('body[data-handout-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('.handout-qr svg')).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  await expectMath(page);

  expect(failed, 'requests the worker did not answer').toEqual([]);
  expect(
    await page.evaluate(
      (urls) => Promise.all(urls.map((url) => caches.match(url).then((r) => (r ? null : url)))),
      aborted,
    ),
    'requests cancelled by leaving their page, and not in the worker’s cache',
  ).toEqual(aborted.map(() => null));
  expect(fromWorker, 'requests the worker sent to the network').toEqual([]);
});

test('Chromium finds the site installable as an app: its manifest read without errors, nothing missing', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Chromium installs no app from an incognito profile, which every Playwright context but a
  // persistent one is: the manifest is read as a browser with a profile would read it.
  const profile = mkdtempSync(join(tmpdir(), 'impulse-app-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    baseURL,
  });
  try {
    const app = browser.pages()[0] ?? (await browser.newPage());
    await app.goto('/');
    await controlled(app);
    const cdp = await browser.newCDPSession(app);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
    };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors, 'why Chromium would not install the site').toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
