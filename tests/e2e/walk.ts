// One visit per chapter page and viewport carries every assertion for it (tests/e2e/chapters.spec.ts).
//
// A check is one concern, written once, in a module of tests/e2e/checks/ (each exports its checks as
// default). The walk opens a chapter's page once per visit (a viewport, a route, JavaScript on or
// off), runs the checks that ride that visit in their phase order, each as its own named step, and
// so pays for the load, the hydration and the layout of a long page once instead of once per concern.
// Chapters come from the manifests (src/chapters/<slug>/chapter.ts, through the registry): a new
// chapter gets every check without a line here, and a check that does not apply to it says so in
// `applies`.
//
// What a check may assume, and what it must leave:
// - 'served' checks run first, on the page as it arrived: no island hydrated, nothing scrolled or
//   focused by an earlier check (a check that scrolls must scroll back to the top).
// - 'hydrated' checks run after every island has hydrated (support.ts hydrate), at the defaults.
// - 'interact' checks change the configuration; the walk puts every widget back to its defaults
//   (each widget's own "Reset to defaults", as a reader would) and scrolls to the top after each.
//   A check that changes anything else (a colour scheme, the viewport, an open disclosure it
//   needs closed again) puts it back itself.
// - 'links' checks run last and may navigate (a link's values, a reload, a bad value in the URL):
//   a URL round trip needs a load. Nothing is put back after them.
// Within a phase, checks run by `order` (default 0), then by file name: a 'served' check that wakes
// an island by touching it (the first touch) goes last in its phase with a high order. A check that
// measures the load itself (layout shifts, what was laid out before the load event) is a 'served'
// check with a low order and gives the script that records it as `init`, which the page runs before
// its own (page.addInitScript, before the visit's one load).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from '@playwright/test';
import type { Chapter } from '../../src/site/chapters';

export interface Visit {
  /** In test names: "on a phone (390×844)". */
  title: string;
  /** The page this visit opens for a chapter. */
  route: (chapter: Chapter) => string;
  context: BrowserContextOptions;
}

/** The visits a chapter gets. Add one here only when a check needs a page or a device none gives. */
export const VISITS = {
  laptop: {
    title: 'on a laptop (1280×800)',
    route: (c: Chapter) => `/${c.slug}/`,
    context: { viewport: { width: 1280, height: 800 } },
  },
  phone: {
    title: 'on a phone (390×844, touch)',
    route: (c: Chapter) => `/${c.slug}/`,
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  /**
   * The chapter's page with JavaScript off (what a reader without it gets, and what CSS alone does).
   * Only 'served' checks may ride it: nothing hydrates.
   */
  nojs: {
    title: 'with JavaScript off (1280×800)',
    route: (c: Chapter) => `/${c.slug}/`,
    context: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
  },
  /** The chapter's deck on a 1080p projector; a check may change the viewport in place (1280×720) and put it back. */
  deck: {
    title: 'as slides on a projector (1920×1080)',
    route: (c: Chapter) => `/${c.slug}/present/`,
    context: { viewport: { width: 1920, height: 1080 } },
  },
} satisfies Record<string, Visit>;

export type VisitName = keyof typeof VISITS;

export type Phase = 'served' | 'hydrated' | 'interact' | 'links';
export const PHASES: readonly Phase[] = ['served', 'hydrated', 'interact', 'links'];

export interface WalkContext {
  page: Page;
  chapter: Chapter;
  /** The page's path ('/<slug>/'). */
  path: string;
  visit: VisitName;
}

export interface Check {
  /** A plain sentence: what the reader gets ("every control is a target of at least 24 × 24 px"). */
  name: string;
  /** The visits that carry it. */
  visits: readonly VisitName[];
  phase: Phase;
  /** Order within the phase (default 0; lower first). */
  order?: number;
  /** Whether the chapter has what the check looks at (default: every chapter does). */
  applies?: (chapter: Chapter) => boolean;
  /**
   * A script the page runs before its own on the visit's load (page.addInitScript), for a check that
   * measures the load: it records, the check reads. The same string from several checks runs once.
   */
  init?: string;
  /** Time this check may add to its visit's limit, in ms (default 10 s). */
  budget?: number;
  run: (w: WalkContext) => Promise<void>;
}

const CHECKS_DIR = new URL('./checks/', import.meta.url);

/** Every check of tests/e2e/checks/, in file order, then in the order each file lists them. */
export async function loadChecks(): Promise<Check[]> {
  const dir = fileURLToPath(CHECKS_DIR);
  if (!existsSync(dir)) return [];
  const out: Check[] = [];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(new URL(f, CHECKS_DIR).href)) as { default?: Check[] };
    if (!Array.isArray(mod.default))
      throw new Error(`tests/e2e/checks/${f} must export its checks as default`);
    out.push(...mod.default);
  }
  return out;
}

/** The checks one visit of one chapter runs, in phase order. */
export function checksFor(checks: readonly Check[], visit: VisitName, chapter: Chapter): Check[] {
  return PHASES.flatMap((phase) =>
    checks
      .filter((c) => c.phase === phase && c.visits.includes(visit) && (c.applies?.(chapter) ?? true))
      // Stable: equal orders keep the file order.
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
  );
}
