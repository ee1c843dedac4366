// The site built for a sub-path (BASE_PATH=/physics/, SITE_URL=https://school.example, into
// dist-base/: scripts/build-base.mjs, which `npm test` runs before the browser tests; built here when
// it is missing) and served as a plain host would, under /physics/ only (scripts/static-server.mjs:
// anything outside it is a 404), in a browser: what the browser itself asks for under the base, as
// the pages' scripts run, and the embed snippet, the presenter's way back and the handout's QR code
// working there. What the build refers to (every route, script, stylesheet, font, embed path and QR
// code page, in both builds) is crawled without a browser: tests/static/base-path.test.ts; the
// worker's scope and pages offline under the base: tests/e2e/offline.spec.ts.
import { chromium } from '@playwright/test';
import { test, expect, embedSnippet, firstChapterWith } from './support';
import { subPathSite } from './sub-path';
import { templateRoutes } from '../../scripts/site-pages.mjs';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

const FIRST = await firstChapterWith('a widget', (c) => c.widgets.length > 0);
const FIRST_WIDGET = FIRST.widgets[0]!;

// One server and one build for the file; the tests share them.
test.describe.configure({ mode: 'serial' });

const SITE = subPathSite();
const { base: BASE, outDir: OUT, at } = SITE;

/** The templates the first chapter's chain below opens (its page, embed, deck and handout). */
const CHAIN = new Set([
  '[slug].astro',
  'embed/[slug]/[widget].astro',
  '[slug]/present.astro',
  '[slug]/handout.astro',
]);

test(`under ${BASE}, one page of each template loads and wakes its islands asking for nothing outside the base; the embed snippet, the presenter's way back and the handout's QR code lead to their pages there`, async ({
  page,
}) => {
  // A dozen pages, four of them heavy, on a loaded 2-core machine.
  test.setTimeout(180_000);
  const outside: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === SITE.origin() && !u.pathname.startsWith(BASE)) outside.push(req.url());
  });
  /** Wake every island on the page (as a reader's first interaction would) and wait until all have hydrated. */
  const wake = async () => {
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' })));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  };

  // The first chapter with a widget: its page, with a query and a widget's fragment; the widget's
  // Embed snippet points at its embed under the base, with the query.
  await page.goto(at(`/${FIRST.slug}/?from=test#${FIRST_WIDGET.anchor}`));
  await wake();
  const widget = page.locator(`section#${FIRST_WIDGET.anchor}`);
  const snippet = await embedSnippet(widget);
  const src = /^<iframe src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&');
  expect(src).toBe(at(`/embed/${FIRST.slug}/${FIRST_WIDGET.key}/?from=test`));

  // The embed, and its way back to the widget on its page.
  await page.goto(src!);
  await wake();
  await expect(page.locator(`section#${FIRST_WIDGET.anchor}`)).toBeVisible();
  await expect(page.locator('.embed-back a')).toHaveAttribute(
    'href',
    new RegExp(`^(${SITE.origin()})?${BASE}${FIRST.slug}/\\?from=test#${FIRST_WIDGET.anchor}$`),
  );

  // The deck (it wakes its slides' islands itself): Escape goes back to the page, the query kept.
  await page.goto(at(`/${FIRST.slug}/present/?from=test`));
  await expect(page.locator('[data-deck="counter"]')).toHaveText(/^1 \//);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(at(`/${FIRST.slug}/?from=test`));
  await expect(page.locator('h1')).toBeVisible();

  // The handout (it wakes its islands itself): its QR code is redrawn for this address and query,
  // and opened from 127.0.0.1 it says beside the code that no phone can open it, for the teacher
  // before printing: the paper has the code alone.
  await page.goto(at(`/${FIRST.slug}/handout/?from=test`));
  await expect(page.locator('.handout-qr')).toHaveAttribute('data-qr', at(`/${FIRST.slug}/?from=test`), {
    timeout: 20_000,
  });
  const note = page.locator('.handout-qr .handout-qr-local');
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note).toContainText('127.0.0.1');
  await expect(note).toContainText('npm run serve:lan');
  await page.emulateMedia({ media: 'print' });
  await expect(note).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Every other template, once: the index, /teach/, /notation/, /embed/, /code/ and its pages.
  for (const { template, route } of templateRoutes(OUT)) {
    if (CHAIN.has(template)) continue;
    await page.goto(at(route));
    await wake();
  }
  expect(outside).toEqual([]);
  // (The guard fails the test on any HTTP error, console error or CSP violation on the way.)
});

test('the handout’s QR code, opened from an address a classroom could reach, is that address, without the note', async () => {
  // The same server under a name a classroom could reach (mapped to this machine for the test).
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP classroom.test 127.0.0.1'],
  });
  try {
    const other = await browser.newPage({ serviceWorkers: 'block' });
    const origin = SITE.origin().replace('127.0.0.1', 'classroom.test');
    await other.goto(`${origin}${BASE}${FIRST.slug}/handout/?from=test`);
    // Hydrated: the QR code is redrawn for this address and its query string.
    await expect(other.locator('.handout-qr')).toHaveAttribute(
      'data-qr',
      `${origin}${BASE}${FIRST.slug}/?from=test`,
      { timeout: 20_000 },
    );
    await expect(other.locator('.handout-qr-local')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
