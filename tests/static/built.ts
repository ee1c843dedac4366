// What the built site says without running its scripts: its HTML files parsed with linkedom, the
// way a crawler or a reader with JavaScript off receives them. The static layer of the tests
// (`npm run test:static`) reads dist/ (or $SITE_OUT_DIR) and the sub-path build dist-base/; build
// them first (`npm run build`, `npm run build:base`), as `npm test` and `npm run test:quick` do.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { BASE_BUILD } from '../../scripts/build-base.mjs';
import { routesOf } from '../../scripts/site-pages.mjs';

export { BASE_BUILD, routesOf };
export { DERIVATIONS, OTHER_PAGES, PAGES, CLASSROOM_PAGES } from '../../scripts/site-pages.mjs';
export { SLUGS, TEACHING_ORDER, CONTENT_DIR } from '../../scripts/content-slugs.mjs';

/** The root build: dist/, or $SITE_OUT_DIR (which astro.config.mjs builds to). */
export const DIST = process.env.SITE_OUT_DIR ?? 'dist';

/** Fail at once, saying how to fix it, when a build this layer reads is missing. */
export function requireBuild(dir: string, how: string): void {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`${dir}/index.html is missing: the static checks read a build. Run \`${how}\` first.`);
}

export interface BuiltPage {
  /** The route, from the build's root ('/<slug>/'). */
  route: string;
  /** The file as served. */
  html: string;
  document: Document;
  window: Window & typeof globalThis;
}

const pages = new Map<string, BuiltPage>();

/** A route's index.html in a build, parsed once per test file and kept. */
export function builtPage(route: string, dir = DIST): BuiltPage {
  const key = `${dir}\u0000${route}`;
  let page = pages.get(key);
  if (!page) {
    const file = join(dir, route, 'index.html');
    if (!existsSync(file)) throw new Error(`${file} is missing: no route ${route} in the build ${dir}`);
    const html = readFileSync(file, 'utf8');
    const { document, window } = parseHTML(html);
    page = { route, html, document: document as unknown as Document, window: window as never };
    pages.set(key, page);
  }
  return page;
}

/** A file of the build as text ('/sw.js', '/_astro/x.css'). */
export function builtFile(path: string, dir = DIST): string {
  return readFileSync(join(dir, path), 'utf8');
}

/**
 * Whether an element is hidden as served: `hidden`, `aria-hidden`, inside a <template>, <script>,
 * <style> or <noscript>, or a closed <details>' content (not its summary). A static approximation of
 * "not drawn": CSS is not applied, so what a stylesheet hides is not seen here; tests that depend on
 * it belong in the browser layer.
 */
export function hiddenAsServed(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const tag = e.tagName.toLowerCase();
    if (tag === 'template' || tag === 'script' || tag === 'style' || tag === 'noscript') return true;
    if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true') return true;
    const parent = e.parentElement;
    if (parent?.tagName.toLowerCase() === 'details' && !parent.hasAttribute('open') && tag !== 'summary')
      return true;
  }
  return false;
}

// ── h1: the build's JavaScript files ──

/** Every JavaScript file of a build (.js, .mjs), as paths from its root ('_astro/x.js', 'sw.js'). */
export function builtJsFiles(dir = DIST): string[] {
  const out: string[] = [];
  const visit = (d: string): void => {
    for (const e of readdirSync(join(dir, d), { withFileTypes: true })) {
      const rel = d ? `${d}/${e.name}` : e.name;
      if (e.isDirectory()) visit(rel);
      else if (/\.m?js$/.test(e.name)) out.push(rel);
    }
  };
  visit('');
  return out.sort();
}
