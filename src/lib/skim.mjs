// The one script in a page's <head>, run before the first layout (see global.css, "The blocks of a
// derivation's column"). On a plain visit, which opens at the top, it lets the browser skip
// the blocks far down from the first layout on (html.skim). A visit to a #fragment, a reload and
// back/forward open mid-page, at a place the browser computes from the blocks' real sizes: there
// every block is laid out on load, as it would be without JavaScript.
//
// Inline, so that it runs before the first layout; astro.config.mjs puts its hash in the Content
// Security Policy (Astro hashes only the scripts it bundles).
import { createHash } from 'node:crypto';

export const SKIM_SCRIPT =
  "if(!location.hash&&performance.getEntriesByType('navigation')[0]?.type==='navigate')document.documentElement.classList.add('skim')";

export const SKIM_SCRIPT_HASH = `sha256-${createHash('sha256').update(SKIM_SCRIPT).digest('base64')}`;
