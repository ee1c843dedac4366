// What a chapter declares about its links, for tests/e2e/checks/links.ts: the default export of
// tests/e2e/<slug>.links.ts. A link is a configuration a reader can share, reload, mistype or follow
// from the page's prose; each of these is a page load, so a chapter declares few and makes each
// carry what it can (several bad values in one link, the degenerate link under axe).
import type { Step } from './scrubs';

export interface Opened {
  /** A plain sentence: what the reader gets. */
  name: string;
  /** The link opened: a query on the chapter's page ('?e=abc'), or a link in the page's prose, followed by a click (by its text, or by its href). */
  query?: string;
  follow?: string;
  followHref?: string;
  /** The address the page is then at must match this. */
  url?: RegExp;
  /** As a reader whose system asks for reduced motion (put back after). */
  reducedMotion?: boolean;
  /** The islands to wake (default: every island on the page). */
  islands?: readonly string[];
  /** Tick "Plug in numbers" once hydrated. */
  plugIn?: boolean;
  /** What the page shows from the link (the first step, usually with no act), then what a reader does there. */
  steps: readonly Step[];
  /** After the steps, axe over these parts (in the light colour scheme with every rule, then the dark one's colour rules). */
  axe?: readonly string[];
}

export interface Links {
  opens: readonly Opened[];
}
