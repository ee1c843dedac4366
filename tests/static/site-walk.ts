// A crawl of a built site as a host serves it (scripts/static-server.mjs): from every route, every
// URL each response refers to, fetched in turn, with Node's fetch (no browser: tests/static/
// base-path.test.ts crawls both builds). What it looks at, by kind of response:
// - HTML: href, src, srcset, poster, the islands' component-url/renderer-url/before-hydration-url,
//   the handout QR code's data-qr, and every path or address inside the JSON of data-embeds and of
//   the islands' props (the embed snippets' paths, the QR code's page);
// - CSS: url(…) and @import (the fonts);
// - JavaScript: static and dynamic imports.
// A URL of the server's origin or of the site's address (SITE_URL) must lie under the base, and
// whatever lies under it must be served (200); other hosts, data: and #fragments are not followed.

export interface Walk {
  /** Every URL fetched (without query or fragment), with its HTTP status. */
  fetched: Map<string, number>;
  /** Every URL (of this site) referred to, with the first response that referred to it. */
  referred: Map<string, string>;
  /** What is wrong: a URL outside the base, a status other than 200, a response of no known type. */
  problems: string[];
}

const HTML_URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'poster',
  'action',
  'component-url',
  'renderer-url',
  'before-hydration-url',
  'data-qr',
]);
const JSON_ATTRIBUTES = new Set(['data-embeds', 'props']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' && e !== '#39'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? m),
  );

/** An HTML start tag: its name (lower case) and its attributes, names lower case, values decoded. */
export interface StartTag {
  name: string;
  attrs: Map<string, string>;
}

/**
 * Every start tag of an HTML document, in order, read from its text (the contents of <script> and
 * <style> elements are not markup and are skipped).
 */
export function startTags(html: string): StartTag[] {
  const out: StartTag[] = [];
  const body = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, (m) => m.slice(0, m.indexOf('>') + 1));
  // A start tag, its attribute values quoted or not (a quoted value may hold '>').
  const TAG = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
  for (const tag of body.matchAll(TAG)) {
    const attrs = new Map<string, string>();
    for (const a of tag[2]!.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
      attrs.set(a[1]!.toLowerCase(), decode(a[2] ?? a[3] ?? a[4] ?? ''));
    out.push({ name: tag[1]!.toLowerCase(), attrs });
  }
  return out;
}

/** The URLs an HTML document refers to (as written). */
export function htmlUrls(html: string): string[] {
  const out: string[] = [];
  for (const { attrs } of startTags(html)) {
    for (const [name, value] of attrs) {
      if (HTML_URL_ATTRIBUTES.has(name)) out.push(value);
      else if (name === 'srcset' || name === 'imagesrcset')
        out.push(
          ...value
            .split(',')
            .map((c) => c.trim().split(/\s+/)[0]!)
            .filter(Boolean),
        );
      else if (JSON_ATTRIBUTES.has(name))
        for (const s of value.matchAll(/"((?:\/(?!\/)|https?:\/\/)[^"\s]*)"/g)) out.push(s[1]!);
    }
  }
  return out;
}

/** The URLs a stylesheet refers to. */
export function cssUrls(css: string): string[] {
  const out: string[] = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g))
    out.push(m[1] ?? m[2] ?? m[3]!);
  for (const m of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/g)) out.push(m[1] ?? m[2]!);
  return out;
}

/** The modules a script imports, statically or dynamically (quotes of any kind, minified or not). */
export function jsImports(js: string): string[] {
  const out: string[] = [];
  for (const m of js.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*(["'`])(\.{0,2}\/[^"'`$\s]*?\.m?js)\1/g))
    out.push(m[2]!);
  return out;
}

/**
 * Crawl the site at `origin` (the server) from `routes` (paths from the root, put under `base`).
 * `site` is the build's SITE_URL: addresses on it are checked as the server's own.
 */
export async function walk(
  origin: string,
  base: string,
  site: string,
  routes: readonly string[],
): Promise<Walk> {
  const fetched = new Map<string, number>();
  const referred = new Map<string, string>();
  const problems: string[] = [];
  const queue: string[] = [];
  const under = (u: URL) => u.pathname.startsWith(base);
  const refer = (raw: string, from: string) => {
    if (raw === '' || raw.startsWith('#') || /^(data|mailto|javascript|blob):/i.test(raw)) return;
    let u: URL;
    try {
      u = new URL(raw, from);
    } catch {
      problems.push(`unparsable URL ${JSON.stringify(raw)} in ${from}`);
      return;
    }
    const ours = u.origin === origin ? 'server' : u.origin === new URL(site).origin ? 'site' : null;
    if (!ours) return;
    if (!under(u)) problems.push(`${raw} in ${from} is outside ${base}`);
    const target = `${origin}${u.pathname}`;
    if (!referred.has(target)) referred.set(target, from);
    if (!fetched.has(target) && !queue.includes(target)) queue.push(target);
  };
  for (const r of routes) queue.push(`${origin}${base}${r.replace(/^\//, '')}`);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const res = await fetch(url, { redirect: 'manual' });
    fetched.set(url, res.status);
    if (res.status !== 200) {
      problems.push(
        `HTTP ${res.status} for ${url}${referred.has(url) ? ` (referred to by ${referred.get(url)})` : ''}`,
      );
      continue;
    }
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) for (const u of htmlUrls(await res.text())) refer(u, url);
    else if (type.startsWith('text/css')) for (const u of cssUrls(await res.text())) refer(u, url);
    else if (type.startsWith('text/javascript')) for (const u of jsImports(await res.text())) refer(u, url);
    else await res.arrayBuffer();
  }
  return { fetched, referred, problems };
}
