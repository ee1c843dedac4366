// The site's pages, as plain data for every runner: the Playwright tests (tests/e2e/support.ts
// re-exports these), the Firefox smoke test and the two-engine screenshots, which do not load
// Playwright's test runner. Derivations come from the content collection (scripts/content-slugs.mjs),
// not from the build output, so a page missing from the build fails instead of dropping out of a loop.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SLUGS } from './content-slugs.mjs';

/**
 * Every derivation page that must exist, one per content/<slug>.mdx.
 * @type {readonly string[]}
 */
export const DERIVATIONS = SLUGS.map((slug) => `/${slug}/`);

/**
 * The site's pages besides the derivations and the classroom routes: the index, the notation, and the
 * solver as code (its index and one file's page). A step's code frame is checked framed, under its
 * step (and on its own in tests/e2e/code.spec.ts).
 * @type {readonly string[]}
 */
export const OTHER_PAGES = ['/', '/notation/', '/code/', '/code/normal-impulse/'];

/**
 * Every page under test: the index, the notation and each derivation.
 * @type {readonly string[]}
 */
export const PAGES = [...OTHER_PAGES, ...DERIVATIONS];

/**
 * The classroom routes each derivation has: its presenter and its handout.
 * @type {readonly string[]}
 */
export const CLASSROOM_PAGES = SLUGS.flatMap((slug) => [`/${slug}/present/`, `/${slug}/handout/`]);

/**
 * Every route of a build: its folders with an index.html, as paths from the site's root ('/', '/teach/').
 * @param {string} dir
 * @returns {string[]}
 */
export function routesOf(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} d */
  const visit = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) visit(join(d, e.name));
      else if (e.name === 'index.html') {
        const rel = relative(dir, d).split(sep).filter(Boolean).join('/');
        out.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  visit(dir);
  return out.sort();
}
