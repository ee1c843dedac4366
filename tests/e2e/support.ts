// Shared fixtures and helpers for the browser tests.
//
// Every test gets a guard: on every page of every context it opens (the default `page`, and any
// context made with the `newContext` fixture) it records requests to a host other than 127.0.0.1,
// HTTP error responses, console errors, uncaught page errors and Content Security Policy violations
// (`securitypolicyviolation` events), and fails the test if there were any.
// At the end of the test it also scans every page still open for a non-finite number a reader would
// see (`nonFiniteFindings`): the words NaN, Infinity or undefined in visible text, in a form
// control's value or accessible-name attribute, or in any attribute of an SVG element. Text that
// says such a word on purpose (an errata box quoting a buggy sample's NaN, prose saying a direction is
// "undefined") sits inside an element marked `data-nonfinite-ok`, and only that is skipped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Frame,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Chapter } from '../../src/site/chapters';
import { CONTENT_DIR, SLUGS, TEACHING_ORDER } from '../../scripts/content-slugs.mjs';

/** The built site under test: dist/, or $SITE_OUT_DIR (which astro.config.mjs builds to and previews from). */
export const DIST = process.env.SITE_OUT_DIR ?? 'dist';

/**
 * The content collection's folder, the derivation slugs it defines (content/<slug>.mdx), and the same
 * in teaching order.
 */
export { CONTENT_DIR, SLUGS, TEACHING_ORDER };

/**
 * The pages under test (scripts/site-pages.mjs, plain data the Firefox smoke test shares): every
 * derivation from the content collection, the index and the notation, and all of them together.
 */
export { DERIVATIONS, OTHER_PAGES, PAGES } from '../../scripts/site-pages.mjs';

let registry: Promise<readonly Chapter[]> | undefined;

/**
 * Every chapter's manifest (src/chapters/<slug>/chapter.ts, through the site's registry that discovers
 * them), loaded once per worker with Vite's module runner: the registry reads `import.meta.glob`, which
 * only Vite defines, so the test runner cannot import it directly.
 */
export function loadChapters(): Promise<readonly Chapter[]> {
  registry ??= runnerImport<{ CHAPTERS: readonly Chapter[] }>(
    fileURLToPath(new URL('../../src/site/chapters.ts', import.meta.url)),
    { configFile: false, logLevel: 'silent' },
  ).then((r) => r.module.CHAPTERS);
  return registry;
}

/**
 * The first chapter in teaching order that has what a test needs (`has`): a site-wide test that
 * takes one chapter as its example takes this one, so it names no chapter and still runs when any
 * chapter goes. Fails, saying what was looked for, when no chapter has it.
 */
export async function firstChapterWith(what: string, has: (c: Chapter) => boolean): Promise<Chapter> {
  const chapters = await loadChapters();
  for (const slug of TEACHING_ORDER) {
    const c = chapters.find((x) => x.slug === slug);
    if (c && has(c)) return c;
  }
  throw new Error(`no chapter has ${what}`);
}

const MINUS = '\u2212';

/** The opt-out attribute: inside an element carrying it, the words NaN, Infinity and undefined are intended. */
export const NONFINITE_OK = 'data-nonfinite-ok';

/**
 * Where the page shows the words NaN, Infinity or undefined to a reader: visible text (not KaTeX's
 * hidden MathML, which holds TeX source, nor anything hidden), the value of a visible form control,
 * attributes a screen reader or tooltip reads out, and every attribute of every SVG element (a NaN
 * coordinate draws nothing, so it is not "visible", but it is a bug all the same). One line per
 * finding; nothing inside an element marked with NONFINITE_OK.
 */
export async function nonFiniteFindings(page: Page): Promise<string[]> {
  const scan = () =>
    page.evaluate((optOut) => {
      const WORD = /\b(NaN|Infinity|undefined)\b/;
      const READ_OUT = new Set([
        'aria-label',
        'aria-valuetext',
        'aria-valuenow',
        'aria-description',
        'title',
        'alt',
      ]);
      const found: string[] = [];
      if (!document.body) return found;
      const name = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls = el.getAttribute('class')?.trim().split(/\s+/)[0];
        return `<${el.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ''}>`;
      };
      const around = (text: string) => {
        const i = text.search(WORD);
        return text
          .slice(Math.max(0, i - 40), i + 50)
          .replace(/\s+/g, ' ')
          .trim();
      };
      const optedOut = (el: Element) => el.closest(`[${optOut}]`) !== null;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        const el = node.parentElement;
        if (!el || !WORD.test(text)) continue;
        if (el.closest('script, style, template, .katex-mathml, annotation') || optedOut(el)) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        found.push(`text in ${name(el)}: “${around(text)}”`);
      }
      for (const el of document.body.querySelectorAll('*')) {
        if (el.closest('script, style, template, .katex-mathml') || optedOut(el)) continue;
        const svg = el instanceof SVGElement;
        for (const attr of el.attributes) {
          if ((svg || READ_OUT.has(attr.name)) && WORD.test(attr.value))
            found.push(`${attr.name}="${around(attr.value)}" on ${name(el)}`);
        }
        if (
          (el instanceof HTMLInputElement || el instanceof HTMLOutputElement) &&
          WORD.test(el.value) &&
          el.checkVisibility()
        )
          found.push(`value “${around(el.value)}” of ${name(el)}`);
      }
      return found;
    }, NONFINITE_OK);
  try {
    return await scan();
  } catch (err) {
    // The test ended during a navigation: scan the page it lands on.
    if (!String(err).includes('Execution context was destroyed')) throw err;
    await page.waitForLoadState('load');
    return scan();
  }
}

/** Scan every open page of a context (at the end of a test that passed so far) into `problems`. */
async function scanContext(context: BrowserContext, problems: string[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus && testInfo.expectedStatus !== 'failed') return;
  for (const page of context.pages()) {
    if (page.isClosed() || page.url() === 'about:blank') continue;
    for (const f of await nonFiniteFindings(page)) problems.push(`non-finite value on ${page.url()}: ${f}`);
  }
}

async function watch(context: BrowserContext, problems: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    problems.push(`CSP violation on ${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1') {
      problems.push(`request to another host: ${req.method()} ${req.url()}`);
    }
  });
  context.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
  });
  context.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error on ${msg.page()?.url() ?? '?'}: ${msg.text()}`);
  });
  context.on('weberror', (err) => {
    problems.push(`page error on ${err.page()?.url() ?? '?'}: ${err.error().message}`);
  });
}

interface Fixtures {
  /** What the guard found so far (tests may read it; the guard asserts it is empty at the end). */
  problems: string[];
  /** browser.newContext with the base URL and the guard's listeners; closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  guard: void;
}

export const test = base.extend<Fixtures>({
  // Playwright fixtures must destructure their dependencies, even when there are none.
  problems: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, problems }, use, testInfo) => {
    await watch(context, problems);
    await use(context);
    await scanContext(context, problems, testInfo);
  },
  newContext: async ({ browser, baseURL, problems }, use, testInfo) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 900 },
        // As playwright.config.ts's `use`, which browser.newContext does not read.
        serviceWorkers: 'block',
        ...options,
      });
      await watch(context, problems);
      made.push(context);
      return context;
    });
    for (const context of made) {
      await scanContext(context, problems, testInfo);
      await context.close();
    }
  },
  guard: [
    async ({ problems }, use) => {
      await use();
      expect(
        problems,
        'requests to other hosts, HTTP errors, console errors, page errors or non-finite values shown',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The island whose component file starts with `name` (e.g. "CollisionWidget"; every chapter's numbers island is "PlugInNumbers"), or every island. */
function islands(page: Page, name?: string): Locator {
  return page.locator(name ? `astro-island[component-url*="/${name}."]` : 'astro-island');
}

/** The widths at which the figures' words are checked for collisions: a small phone's to a projector's. */
export const FIGURE_WIDTHS = [320, 390, 768, 1280, 1920] as const;

/**
 * What `measure` finds on the served page `path` at each of `widths` in turn, on a page of its own:
 * the visit's page keeps the width it loaded at, which the checks after it measure at (a page lays
 * out its far blocks once, at that width: src/pages/[slug].astro; tests/e2e/figure-in-view.ts).
 * `reload`: load the page again at each width, as readers at that width get it, rather than resize
 * one load: a readout table keeps the column widths of its first layout (ReadoutTable.tsx's pin), so
 * a page resized after it loaded would show the first width's columns at the next.
 */
export async function atWidths<T>(
  page: Page,
  path: string,
  widths: readonly number[],
  measure: (own: Page, width: number) => Promise<T[]>,
  { reload = false } = {},
): Promise<T[]> {
  const own = await page.context().newPage();
  const found: T[] = [];
  try {
    if (!reload) await own.goto(path);
    for (const width of widths) {
      await own.setViewportSize({ width, height: reload ? 800 : 900 });
      if (reload) await own.goto(path);
      found.push(...(await measure(own, width)));
    }
  } finally {
    await own.close();
  }
  return found;
}

/**
 * Wake the named islands (default: every island on the page) and wait until Astro has hydrated each
 * (it drops the `ssr` attribute then). A named island is scrolled into view and woken as a reader's
 * first interaction would (client:interact); every island at once by the site's own event, which
 * the deck and the handout send (kit/client-interact.ts), without scrolling a long page through.
 * No wait after: the re-render a link's values bring after mount changes what the checks then read,
 * and they wait for what they read (expect's retrying assertions, expect.poll).
 */
export async function hydrate(page: Page, ...names: string[]): Promise<void> {
  if (names.length === 0) {
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' })));
    await expect(page.locator('astro-island[ssr]'), 'islands still as served').toHaveCount(0);
    return;
  }
  for (const island of names.map((n) => islands(page, n))) {
    await expect(island, 'island present').toHaveCount(1);
    // astro-island is display: contents; scroll its first rendered child instead.
    const child = island.locator(':scope > :not(template)').first();
    await child.scrollIntoViewIfNeeded();
    await child.evaluate((el) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await expect(island).not.toHaveAttribute('ssr');
  }
}

/** Every widget back to its defaults, as a reader would: each "Reset to defaults" that can act, clicked. */
export async function resetEveryWidget(page: Page): Promise<void> {
  for (const button of await page.getByRole('button', { name: 'Reset to defaults' }).all())
    if (await button.isEnabled()) await button.click();
}

/** The focus given up and the page scrolled to the top: where a reader arrives, for the next check. */
export async function blurToTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * Two bodies in the plane as a page's parameters set them: each one's mass, moment of inertia,
 * whether it is immovable, its lever arm to the contact or anchor, velocity and spin.
 */
export interface TwoBodies2 {
  mA: number;
  IA: number;
  fixA: boolean;
  rAx: number;
  rAy: number;
  vAx: number;
  vAy: number;
  wA: number;
  mB: number;
  IB: number;
  fixB: boolean;
  rBx: number;
  rBy: number;
  vBx: number;
  vBy: number;
  wB: number;
}

/** The site's number format: 4 significant figures, trailing zeros trimmed, typographic minus. */
export function fmt(x: number, digits = 4): string {
  if (x === 0 || Math.abs(x) < 1e-12) return '0';
  const s = Math.abs(x).toPrecision(digits);
  const trimmed = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return x < 0 ? `${MINUS}${trimmed}` : trimmed;
}

/** Parse a number the site printed (typographic minus allowed, unit after a space ignored). */
export function parseShown(text: string): number {
  return Number(text.trim().split(/\s/)[0]!.replace(MINUS, '-'));
}

/** Visible text of the page, without KaTeX's hidden MathML copy (which holds the TeX source). */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // The solver's source (pre.code-lines) is code, not math: its `${…}` is JavaScript, not TeX.
      if (!el || el.closest('script, style, template, .katex-mathml, annotation, .code-lines')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      parts.push(node.nodeValue ?? '');
    }
    return parts.join(' ');
  });
}

/** Every text node and attribute value in the body (hidden or not), to look for "NaN" anywhere. */
export async function allTextAndAttributes(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('script, style')) continue;
      for (const attr of el.attributes) parts.push(attr.value);
      for (const child of el.childNodes)
        if (child.nodeType === Node.TEXT_NODE) parts.push(child.nodeValue ?? '');
    }
    return parts.join('\n');
  });
}

/**
 * Waits until every figure `read` returns (one markup string per figure) differs from `before`. A
 * plot may wait for its chart code, loaded on the reader's first interaction: poll, as for text.
 */
export async function expectAllRedrawn(
  read: () => Promise<readonly string[]>,
  before: readonly string[],
  what = 'every plot redrawn',
): Promise<void> {
  await expect
    .poll(async () => (await read()).map((markup, i) => markup !== before[i]), what)
    .toEqual(before.map(() => true));
}

/** A one-finger drag through the browser's touch input (CDP), which the page sees as touch pointer events. */
export function touchDrag(context: BrowserContext) {
  return async (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => {
    const cdp = await context.newCDPSession(page);
    const at = (f: number) => [{ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (const f of [0.25, 0.5, 0.75, 1])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
}

/**
 * The control with this id, after opening the closed disclosure (a widget's further parameters)
 * that holds it, by its summary, as a reader would.
 */
export async function reveal(page: Page, id: string): Promise<Locator> {
  const summary = page.locator(`details:not([open]):has(#${id}) > summary`);
  if (await summary.count()) await summary.first().click();
  return page.locator(`#${id}`);
}

/** Pick an option of a choice's select (params/spec.ts `choice`) by its index. */
export async function choose(page: Page, id: string, index: number): Promise<void> {
  await (await reveal(page, id)).selectOption(String(index));
}

/** Type a value into a control's number box and commit it (the box applies on change, i.e. on blur). */
export async function setBox(page: Page, id: string, value: number): Promise<void> {
  const box = await reveal(page, `${id}-box`);
  await box.fill(String(value));
  await box.press('Tab');
}

export interface AxePass {
  /** Only these rules (default: every rule axe runs by default). */
  rules?: string[];
  /** Only inside elements matching these selectors (default: the whole page). */
  include?: string[];
  /** Rules that do not apply to this page (say why where it is passed). */
  disable?: string[];
  /**
   * Rules axe does not run by default, run as well as the default ones (not with `rules`); each
   * must have run and applied, or the pass fails.
   */
  also?: readonly string[];
}

/** axe-core's browser build, put into a page once per document (page.evaluate is not subject to the CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What one axe run returns that the checks read. */
interface AxeOutcome {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
  passes: { id: string }[];
}

/**
 * One axe run in the document of a page or of one of its frames (axe.run, frames left out: a frame's
 * page is checked on its own; @axe-core/playwright's way into every frame waited a second on each
 * lazy frame that had not loaded, ten on a chapter page).
 */
async function runAxe(
  page: Page | Frame,
  { rules, include, disable, also = [] }: AxePass,
): Promise<AxeOutcome> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options = {
    resultTypes: ['violations'],
    iframes: false,
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    rules: Object.fromEntries([
      ...also.map((id) => [id, { enabled: true }]),
      ...(disable ?? []).map((id) => [id, { enabled: false }]),
    ]),
  };
  return page.evaluate(
    async ({ include, options }) => {
      // @ts-expect-error axe-core's browser build, put in above
      const axe = window.axe as { run: (c: unknown, o: unknown) => Promise<unknown> };
      const result = (await axe.run(include ? { include: include.map((s) => [s]) } : document, options)) as {
        violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
        passes: { id: string }[];
      };
      // Only what the checks read crosses back (a violation's nodes by their selectors).
      return {
        violations: result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map((n) => ({ target: n.target })),
        })),
        passes: result.passes.map(({ id }) => ({ id })),
      };
    },
    { include, options },
  );
}

/**
 * axe's violations on the page, one line each. Fails if the pass checked nothing (a pass that cannot
 * fail). Only violations carry every node (the passes' thousands of nodes are not serialised back).
 */
export async function axeViolations(page: Page | Frame, pass: AxePass = {}): Promise<string[]> {
  const { rules, include, also = [] } = pass;
  const result = await runAxe(page, pass);
  expect(
    result.passes.length + result.violations.length,
    `axe checked something (${rules?.join(', ') ?? 'all rules'}${include ? ` in ${include.join(', ')}` : ''})`,
  ).toBeGreaterThan(0);
  const ran = new Set([...result.passes, ...result.violations].map((r) => r.id));
  for (const id of also) expect(ran.has(id), `axe ran ${id} and it applied`).toBe(true);
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 5 ? ` …and ${v.nodes.length - 5} more` : ''}`,
  );
}

/** Rules whose outcome depends on the colours (the colour scheme). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switch the page, as it stands, to the dark colour scheme (emulateMedia, no reload; it must really
 * switch) and return the colour rules' violations there: only colours change, so only those rules.
 */
export async function darkColourViolations(page: Page, include?: string[]): Promise<string[]> {
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(), 'the page switched to its dark colours').not.toBe(light);
  return axeViolations(page, { rules: COLOUR_RULES, include });
}

/**
 * Open a widget's "Embed" action and read its snippet. The first click can land while the island
 * is still hydrating, so it is retried until the snippet shows.
 */
export async function embedSnippet(widget: Locator): Promise<string> {
  await widget.scrollIntoViewIfNeeded();
  const button = widget.getByRole('button', { name: 'Embed', exact: true });
  await expect(async () => {
    await button.click();
    await expect(widget.locator('.embed-snippet textarea')).toBeVisible({ timeout: 500 });
  }).toPass();
  return widget.locator('.embed-snippet textarea').inputValue();
}
