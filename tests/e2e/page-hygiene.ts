// What the browser checks on every page once it has run it, shared by the chapter walk's checks
// (tests/e2e/checks/page-hygiene.ts) and the other pages' visit (tests/e2e/site-pages.spec.ts):
// the math drawn in the math font, no raw TeX once the islands have rendered, and no JavaScript
// fetched outside what the static budget counts (tests/static/budget.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, DIST, visibleText } from './support';
import { gzipSize, pageJs } from '../../scripts/bench/js-size.mjs';
import { rawTexIn } from '../static/raw-tex';

/**
 * Glyphs by font family of the math a page has laid out: every mi, mn and mo the browser drew (the
 * far blocks it skips report no fonts). A family outside the page's fonts is marked "(a system font)".
 */
export async function mathFonts(page: Page): Promise<{ drawn: number; families: Record<string, number> }> {
  const laidOut = await page.locator('main math :is(mi, mn, mo)').evaluateAll(
    (els) =>
      els.filter((el) => {
        const shown = el.checkVisibility({ contentVisibilityAuto: true });
        if (shown) el.setAttribute('data-font-check', '');
        return shown;
      }).length,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-check]',
  });
  expect(nodeIds.length, 'math elements laid out and marked for the check').toBe(laidOut);
  const families: Record<string, number> = {};
  let drawn = 0;
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.length) drawn++;
    for (const f of fonts) {
      const name = `${f.familyName}${f.isCustomFont ? '' : ' (a system font)'}`;
      families[name] = (families[name] ?? 0) + f.glyphCount;
    }
  }
  await cdp.detach();
  await page
    .locator('[data-font-check]')
    .evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-font-check')));
  return { drawn, families };
}

/** Raw TeX in the page's visible text (support.ts visibleText), one line per kind found. */
export async function rawTexShown(page: Page): Promise<string[]> {
  return rawTexIn(await visibleText(page));
}

/** The chunk that redraws a chart on a scrub step (kit/plot/frame.ts), and Plot's, by path. */
export const FRAME_CHUNK = /\/_astro\/frame\.[\w-]+\.js$/;
export const PLOT_CHUNK = /\/_astro\/plot-api\.[\w-]+\.js$/;

/** Record the JavaScript files the page fetches from now on, by path ('/_astro/x.js', '/register-sw.js'). */
export function recordScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (/\.m?js$/.test(pathname)) fetched.add(pathname);
  });
  return fetched;
}

/** The /_astro/ file names among recorded paths. */
const astroNames = (fetched: Iterable<string>) =>
  [...fetched].flatMap((p) => /\/_astro\/([\w.-]+\.js)$/.exec(p)?.[1] ?? []);

/** Total gzip size of recorded script paths, read from the served build (the base left off). */
export function gzipOfScripts(fetched: Iterable<string>): { total: number; files: string[] } {
  const files = [...fetched];
  let total = 0;
  for (const p of files) {
    const file = /\/_astro\/[\w.-]+\.js$/.exec(p)?.[0] ?? `/${p.split('/').pop()}`;
    total += gzipSize(readFileSync(join(DIST, file)));
  }
  return { total, files };
}

/**
 * Assert that every script the page fetched is one the static budget counts for it: the closure of
 * its HTML's scripts through their static and dynamic imports (scripts/bench/js-size.mjs), read from
 * the served build. A runtime import that count cannot follow would escape the budget.
 */
export async function expectOnlyCountedScripts(path: string, fetched: ReadonlySet<string>): Promise<void> {
  const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
  const counted = await pageJs(html, async (name: string) => readFileSync(join(DIST, '_astro', name)));
  const names = new Set(counted.files.map((f) => f.name));
  // A page with scripts fetched some (a cross-check of nothing fetched cannot fail).
  const fetchedNames = astroNames(fetched);
  if (names.size) expect(fetchedNames.length, 'JavaScript fetched').toBeGreaterThan(0);
  expect(
    fetchedNames.filter((n) => !names.has(n)),
    'JavaScript fetched but not counted',
  ).toEqual([]);
}
