// The site's pages, as plain data for every runner: the Playwright tests (tests/e2e/support.ts
// re-exports these), the Firefox smoke test and the two-engine screenshots, which do not load
// Playwright's test runner. Derivations come from the content collection (scripts/content-slugs.mjs),
// not from the build output, so a page missing from the build fails instead of dropping out of a loop.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLUGS, TEACHING_ORDER } from './content-slugs.mjs';

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

/** The site's page templates: src/pages/, one .astro file per kind of route. */
const PAGES_DIR = fileURLToPath(new URL('../src/pages/', import.meta.url));

/**
 * Every page template (src/pages/…/*.astro) as a route pattern: its file's path from src/pages with
 * `index` dropped and each `[param]` one path segment ('[slug]/present.astro' → '/[slug]/present/').
 * @returns {{ file: string, pattern: string, segments: string[] }[]}
 */
export function pageTemplates() {
  /** @type {string[]} */
  const files = [];
  /** @param {string} d */
  const visit = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) visit(join(d, e.name));
      else if (e.name.endsWith('.astro'))
        files.push(relative(PAGES_DIR, join(d, e.name)).split(sep).join('/'));
    }
  };
  visit(PAGES_DIR);
  return files.sort().map((file) => {
    const segments = file
      .slice(0, -'.astro'.length)
      .split('/')
      .filter((s, i, all) => !(s === 'index' && i === all.length - 1));
    return { file, pattern: segments.length ? `/${segments.join('/')}/` : '/', segments };
  });
}

/**
 * The template a route of the build was made from, as Astro routes it: among the patterns that match
 * it, the one whose first differing segment is static rather than a [param] (so /teach/ is
 * teach/index.astro, not [slug].astro).
 * @param {string} route
 * @param {ReturnType<typeof pageTemplates>} templates
 */
export function templateOf(route, templates = pageTemplates()) {
  const parts = route.split('/').filter(Boolean);
  const dynamic = (/** @type {string} */ s) => /^\[.+\]$/.test(s);
  const matching = templates.filter(
    (t) => t.segments.length === parts.length && t.segments.every((s, i) => dynamic(s) || s === parts[i]),
  );
  matching.sort((a, b) => {
    for (let i = 0; i < parts.length; i++) {
      const d = Number(dynamic(a.segments[i] ?? '')) - Number(dynamic(b.segments[i] ?? ''));
      if (d !== 0) return d;
    }
    return 0;
  });
  return matching[0];
}

/**
 * One route of the build per page template (a derivation, its deck and handout, an embed, a solver
 * file, a step's code frame, /teach/, /code/, /notation/, the index…), for the tests that check what
 * every kind of page does in a browser (the Firefox smoke test, the sub-path visit): a new chapter
 * adds routes, not templates, so it adds nothing to them. Of a template's routes, the first chapter
 * in teaching order's, else the first in order. Throws when a route matches no template or a
 * template has no route, naming it: a page the build made from nowhere, or a template it left out.
 * @param {string} dir a build (dist/)
 * @returns {{ template: string, route: string }[]}
 */
export function templateRoutes(dir) {
  const templates = pageTemplates();
  /** @type {Map<string, string[]>} */
  const byTemplate = new Map(templates.map((t) => [t.file, []]));
  for (const route of routesOf(dir)) {
    const t = templateOf(route, templates);
    if (!t) throw new Error(`${dir}: the route ${route} matches no page template in src/pages/`);
    byTemplate.get(t.file)?.push(route);
  }
  const rank = (/** @type {string} */ route) => {
    const i = TEACHING_ORDER.findIndex((slug) => route.split('/').includes(slug));
    return i < 0 ? TEACHING_ORDER.length : i;
  };
  return [...byTemplate].map(([template, routes]) => {
    if (routes.length === 0)
      throw new Error(`${dir}: no route of the build comes from src/pages/${template}`);
    const route = [...routes].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))[0];
    return { template, route: /** @type {string} */ (route) };
  });
}
