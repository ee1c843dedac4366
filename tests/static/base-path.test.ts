// The site built for a sub-path (BASE_PATH=/physics/, SITE_URL=https://school.example, into
// dist-base/: scripts/build-base.mjs, `npm run build:base`) and served as a plain host would, under
// /physics/ only (scripts/static-server.mjs: anything outside it is a 404). Every route, and
// everything each one refers to (links, scripts, islands, stylesheets, fonts, the embed snippets'
// paths, the handout QR codes' pages), is served under the base: no 404, no URL outside it. The root
// build (dist/) passes the same crawl at /. A crawl needs no browser (tests/static/site-walk.ts reads
// what each response refers to); what the browser itself asks for under the base, and the embed
// snippet, the QR code and the presenter's way back working in a page, are tests/e2e/base-path.spec.ts.
//
// Mutations these catch: a link, script, stylesheet or font URL written without the base (or with it
// twice); a file the build refers to but does not write; an embed path or QR code page outside the
// base or on another SITE_URL; a route missing from one build; a font dropped from the stylesheets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { parseSiteUrl } from '../../src/lib/base-path';
import { CHAPTERS } from '../../src/site/chapters';
import {
  requireBuild,
  routesOf,
  BASE_BUILD,
  CLASSROOM_PAGES,
  DIST,
  PAGES,
  SLUGS,
  TEACHING_ORDER,
} from './built';
import { walk, type Walk } from './site-walk';

const { base: BASE, site: SITE, outDir: OUT } = BASE_BUILD;
requireBuild(DIST, 'npm run build');
requireBuild(OUT, 'npm run build:base');

/** The first chapter in teaching order with a widget: its embeds are followed by name. */
const FIRST = TEACHING_ORDER.map((slug) => CHAPTERS.find((c) => c.slug === slug)!).find(
  (c) => c.widgets.length > 0,
)!;

/** What a crawl reached, by kind, for the checks that it reached every kind. */
function summary(w: Walk) {
  const urls = [...w.fetched.keys()].map((u) => new URL(u).pathname);
  return {
    routes: urls.filter((u) => u.endsWith('/')).length,
    scripts: urls.filter((u) => u.endsWith('.js')).length,
    stylesheets: urls.filter((u) => u.endsWith('.css')).length,
    fonts: urls.filter((u) => u.endsWith('.woff2')).length,
    other: urls.filter((u) => !/(\/|\.js|\.css|\.woff2)$/.test(u)).length,
  };
}

/** Crawl a build served under `base` from every one of its routes. */
async function crawl(dir: string, base: string, site: string): Promise<Walk & { origin: string }> {
  const server = await serveStatic(dir, base);
  try {
    return { ...(await walk(server.origin, base, site, routesOf(dir))), origin: server.origin };
  } finally {
    await server.close();
  }
}

describe('the two builds', () => {
  test(`the ${BASE} build has every route of the root build, and both have every page the site must have`, () => {
    const routes = routesOf(OUT);
    expect(routes).toEqual(routesOf(DIST));
    const needed = [
      ...PAGES,
      ...CLASSROOM_PAGES,
      ...SLUGS.map((slug) => `/${slug}/`),
      '/',
      '/teach/',
      '/embed/',
    ];
    expect(
      needed.filter((r) => !routes.includes(r)),
      `pages missing from ${OUT} (and ${DIST})`,
    ).toEqual([]);
  });

  test(`every route and everything it refers to is served under ${BASE}: no 404, no URL outside the base`, async () => {
    const w = await crawl(OUT, BASE, SITE);
    expect(w.problems).toEqual([]);
    const s = summary(w);
    expect(s.routes).toBeGreaterThanOrEqual(routesOf(OUT).length);
    expect(s.scripts).toBeGreaterThan(0);
    expect(s.stylesheets).toBeGreaterThan(0);
    // Both fonts (the text font's three files and the math font), from the stylesheets and preloads.
    expect(s.fonts).toBe(4);
    expect(w.fetched.get(`${w.origin}${BASE}favicon.svg`)).toBe(200);
    const at = (route: string) => `${w.origin}${BASE}${route.replace(/^\//, '')}`;
    // Each chapter's page is referred to (by its handout's QR code, its deck's way back, the index),
    // and each of the first chapter's embeds was followed from an embed path.
    for (const slug of SLUGS) expect(w.referred.get(at(`/${slug}/`)), slug).toBeDefined();
    for (const widget of FIRST.widgets)
      expect(w.fetched.get(at(`/embed/${FIRST.slug}/${widget.key}/`)), widget.key).toBe(200);
  });

  test('the root build passes the same crawl at /', async () => {
    const w = await crawl(DIST, '/', parseSiteUrl(process.env.SITE_URL));
    expect(w.problems).toEqual([]);
    expect(summary(w).fonts).toBe(4);
    expect(w.fetched.get(`${w.origin}/favicon.svg`)).toBe(200);
  });

  test('without JavaScript each handout’s QR code is its page on SITE_URL, under the base', () => {
    for (const slug of SLUGS) {
      const html = readFileSync(join(OUT, slug, 'handout', 'index.html'), 'utf8');
      expect(
        [...html.matchAll(/data-qr="([^"]*)"/g)].map((m) => m[1]),
        slug,
      ).toEqual([`${SITE}${BASE}${slug}/`]);
    }
  });
});
