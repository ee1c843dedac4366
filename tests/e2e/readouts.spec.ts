// What only the hydrated page can show of the readout declarations (tests/unit/widgets/<slug>.readouts.ts):
// for each chapter, one visit to its page opened from a link that changes every widget (the
// declaration's `link`), and every widget, once hydrated, showing that link's readouts, notices,
// sentences and figures. That proves the link is parsed, each island hydrates and redraws from the
// server's defaults to the link's values (its charts through the browser's redraw of the server's
// SVG), and notices are visible (checkVisibility: CSS that hides one is seen here, not in Node).
// Then: no readout the hydrated page shows, anywhere on it, is one no configuration asserts.
//
// Every configuration's readouts and figures, in every regime, are checked in Node
// (tests/unit/widgets/readouts.test.ts, with the mutation list); this spec reads the same
// declarations, so the two cannot drift apart.
import type { Page } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { test, expect, hydrate } from './support';
import { readoutDeclarations } from '../unit/widgets/declared';
import {
  NOTICE_SELECTOR,
  search,
  unassertedReadouts,
  widgetMismatches,
  widgetSection,
  type PageDecl,
  type Query,
} from '../unit/widgets/readouts';
import { Checks } from '../unit/widgets/figure-checks';

const DECLS = await readoutDeclarations();

// As a reader who asks for reduced motion: a live simulation then starts paused (and says so), so
// what it shows is its starting state, which a declaration can compute.
test.use({ reducedMotion: 'reduce' });

/** Runs (the chain's three simulations) finish a moment after hydration. */
const SETTLE = { timeout: 20_000 };

/**
 * The page as it is now, with every widget's disclosures open (a reader opens them; opened here
 * each time, since a widget opens one itself once the link's values arrive): its HTML, and each
 * widget's notices a reader can see (in document order).
 */
async function shown(page: Page): Promise<{ html: string; notices: Record<string, string[]> }> {
  return page.evaluate((selector) => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('section.widget details'))
      details.open = true;
    const notices: Record<string, string[]> = {};
    for (const section of document.querySelectorAll('section.widget'))
      notices[section.id] = [...section.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility())
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((t) => t.length > 0);
    return { html: document.documentElement.outerHTML, notices };
  }, NOTICE_SELECTOR);
}

/** Everything the page shows that the declaration does not expect at this link, one line each. */
async function mismatches(page: Page, decl: PageDecl, query: Query): Promise<string[]> {
  const { html, notices } = await shown(page);
  const { document } = parseHTML(html);
  const out: string[] = [];
  for (const w of decl.widgets) {
    const section = widgetSection(document, w.id);
    if (!section) out.push(`${w.id}: no section#${w.id}`);
    else out.push(...widgetMismatches(section, w.expected(query), notices[w.id]).map((m) => `${w.id}: ${m}`));
  }
  const c = new Checks();
  decl.figures?.(document, query, c);
  out.push(...c.failures.map((f) => `figures: ${f}`));
  out.push(...unassertedReadouts(document, decl).map((u) => `unasserted: ${u}`));
  return out;
}

for (const { path, decl } of DECLS) {
  test(`${path} opened from a link (${decl.link}): every widget hydrates to the link's readouts, notices and figures, and none is unasserted`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const query = decl.configs[decl.link]!;
    await page.goto(`${path}${search(query)}`);
    await hydrate(page, ...decl.widgets.map((w) => w.island));
    await expect
      .poll(() => mismatches(page, decl, query), {
        message: `${path}?${decl.link}: what the hydrated page shows`,
        ...SETTLE,
      })
      .toEqual([]);
  });
}
