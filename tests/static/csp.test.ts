// The Content Security Policy and the site's self-reliance, over every route and every text file of
// both builds (dist/ at /, dist-base/ at /physics/), as served. astro.config.mjs sets a strict policy
// that each page carries as a <meta> (the only form a plain host, and an embed framed by any site,
// can rely on: scripts/static-server.mjs sends no headers). Here: every page has it; it allows this
// site only, with no 'unsafe-inline' or 'unsafe-eval'; every inline script and style on the page is
// listed by its SHA-256 (anything else would be blocked, and a widget or the deck would not run);
// nothing the policy forbids is in the markup (style attributes, event-handler attributes,
// javascript: URLs). And nothing comes from another host: the fonts are the site's own files, and no
// page, stylesheet or script refers to another host for anything it loads. Addresses on SITE_URL (a
// handout's QR code and its caption, the embed snippets) are the site's own on purpose; the sub-path
// crawl (base-path.test.ts) checks that they lie under the base. A link a reader follows to a cited
// source (an <a href>) is not a request and may go anywhere.
// In the browser, the page guard (tests/e2e/support.ts) still fails a test on any CSP violation or
// request to another host that the page's scripts make at run time.
//
// Mutations these catch: an inline script or style added or changed without its hash (an Astro
// upgrade that inlines something new, an edit to src/lib/skim.mjs not reflected in SKIM_SCRIPT_HASH);
// 'unsafe-inline' added to make something work; a style="" written into the HTML; a font or a
// script from a CDN; the CSP <meta> dropped from one layout.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { parseSiteUrl } from '../../src/lib/base-path';
import { requireBuild, routesOf, BASE_BUILD, DIST } from './built';
import { cssUrls, jsImports, startTags } from './site-walk';

requireBuild(DIST, 'npm run build');
requireBuild(BASE_BUILD.outDir, 'npm run build:base');

const BUILDS = [
  { dir: DIST, base: '/', site: parseSiteUrl(process.env.SITE_URL) },
  { dir: BASE_BUILD.outDir, base: BASE_BUILD.base, site: BASE_BUILD.site },
];

/** What each directive may allow: this site, nothing, or (images) data: URLs; scripts and styles also hashes. */
const POLICY: Record<string, { sources: RegExp; required: string[] }> = {
  'default-src': { sources: /^'self'$/, required: ["'self'"] },
  'script-src': { sources: /^('self'|'sha256-[A-Za-z0-9+/]{43}=')$/, required: ["'self'"] },
  'style-src': { sources: /^('self'|'sha256-[A-Za-z0-9+/]{43}=')$/, required: ["'self'"] },
  'img-src': { sources: /^('self'|data:)$/, required: ["'self'"] },
  'font-src': { sources: /^'self'$/, required: ["'self'"] },
  'connect-src': { sources: /^'self'$/, required: ["'self'"] },
  'object-src': { sources: /^'none'$/, required: ["'none'"] },
  'base-uri': { sources: /^'self'$/, required: ["'self'"] },
  'form-action': { sources: /^'none'$/, required: ["'none'"] },
  // The service worker (sw.js) and the web app manifest (src/lib/offline.mjs).
  'worker-src': { sources: /^'self'$/, required: ["'self'"] },
  'manifest-src': { sources: /^'self'$/, required: ["'self'"] },
};

/** A page's policy: each directive with its sources. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser runs (any other, such as application/json, is data the policy does not govern). */
const RUNS = /^(|module|text\/javascript|application\/javascript)$/i;

/** The inline scripts a browser would run and the inline styles, with the exact text it hashes. */
function inline(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const attrs = new Map(startTags(`<x${m[2]}>`)[0]?.attrs ?? []);
    if (m[1]!.toLowerCase() === 'style') styles.push(m[3]!);
    else if (!attrs.has('src') && RUNS.test(attrs.get('type') ?? '')) scripts.push(m[3]!);
  }
  return { scripts, styles };
}

/** Every file of a build, as a path from its root. */
function files(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [relative(dir, join(d, e.name)).split(sep).join('/')],
    );
  return walk(dir);
}

/** URL attributes of elements that make the browser load something, by element ('*': any). */
const LOADS: Record<string, string[]> = {
  '*': ['src', 'srcset', 'poster', 'imagesrcset'],
  link: ['href'],
  object: ['data'],
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  feimage: ['href', 'xlink:href'],
};

/** The namespace URIs scripts name (they are identifiers, never fetched). */
const NAMESPACES = new Set([
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/2000/xmlns/',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/XML/1998/namespace',
]);

/** Absolute http(s)/ws(s) or protocol-relative addresses in a text, as written. */
const ADDRESSES = /(?:\b(?:https?|wss?):)?\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:\/[^\s"'`)<>\\]*)?/gi;

/** What one build's files say, read once: each list holds what is wrong, one line per finding. */
interface Scan {
  routes: string[];
  /** A page without the one CSP <meta>, or whose policy is not the strict one. */
  policy: string[];
  /** An inline script or style the page's policy does not list, and how many were checked. */
  unlisted: string[];
  inlineChecked: number;
  /** Markup the policy blocks. */
  blocked: string[];
  /** The fonts a page preloads. */
  preloads: Set<string>;
  /** A page, stylesheet or script loading from, or naming, another host; and how many URLs were checked. */
  foreign: string[];
  loadsChecked: number;
}

function scan(dir: string, base: string, site: string): Scan {
  const siteOrigin = new URL(site).origin;
  const out: Scan = {
    routes: routesOf(dir),
    policy: [],
    unlisted: [],
    inlineChecked: 0,
    blocked: [],
    preloads: new Set(),
    foreign: [],
    loadsChecked: 0,
  };
  /** A URL a file makes the browser load: relative to the site, or on its own address. */
  const ours = (url: string, from: string) => {
    out.loadsChecked++;
    if (/^(data|blob):/i.test(url)) return;
    const u = new URL(url, `${siteOrigin}${base}`);
    if (u.origin !== siteOrigin || /^[a-z]+:|^\/\//i.test(url)) out.foreign.push(`${from} loads ${url}`);
  };
  /** Addresses a script names, which it could fetch at run time: only namespaces and the site's own. */
  const named = (text: string, from: string) => {
    for (const [url] of text.matchAll(ADDRESSES))
      if (!NAMESPACES.has(url.replace(/[.,;]+$/, '')) && !url.startsWith(siteOrigin))
        out.foreign.push(`${from} names ${url}`);
  };

  for (const route of out.routes) {
    const html = readFileSync(join(dir, route, 'index.html'), 'utf8');
    const tags = startTags(html);

    const metas = tags.filter(
      (t) => t.name === 'meta' && t.attrs.get('http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    if (metas.length !== 1) out.policy.push(`${route}: ${metas.length} CSP <meta> elements`);
    const policy = directives(metas[0]?.attrs.get('content') ?? '');
    if (metas.length === 1) {
      for (const [name, { sources, required }] of Object.entries(POLICY)) {
        const got = policy.get(name);
        if (!got) out.policy.push(`${route}: no ${name}`);
        else {
          for (const src of got) if (!sources.test(src)) out.policy.push(`${route}: ${name} allows ${src}`);
          for (const src of required)
            if (!got.includes(src)) out.policy.push(`${route}: ${name} without ${src}`);
        }
      }
      for (const name of policy.keys())
        if (!POLICY[name]) out.policy.push(`${route}: unexpected directive ${name}`);
    }

    const { scripts, styles } = inline(html);
    for (const [kind, texts, directive] of [
      ['script', scripts, 'script-src'],
      ['style', styles, 'style-src'],
    ] as const)
      for (const text of texts) {
        out.inlineChecked++;
        if (!policy.get(directive)?.includes(sha256(text)))
          out.unlisted.push(`${route}: an inline ${kind} not in ${directive}: ${text.slice(0, 80)}`);
      }
    for (const text of scripts) named(text, `${route} (an inline script)`);

    for (const t of tags) {
      for (const [name, value] of t.attrs) {
        if (name === 'style') out.blocked.push(`${route}: <${t.name} style="${value}">`);
        else if (/^on[a-z]+$/.test(name))
          out.blocked.push(`${route}: <${t.name} ${name}="${value.slice(0, 40)}">`);
        else if (/^\s*javascript:/i.test(value)) out.blocked.push(`${route}: <${t.name} ${name}="${value}">`);
      }
      for (const attr of [...LOADS['*']!, ...(LOADS[t.name] ?? [])]) {
        const value = t.attrs.get(attr);
        if (value === undefined) continue;
        if (attr.endsWith('srcset')) for (const c of value.split(',')) ours(c.trim().split(/\s+/)[0]!, route);
        else ours(value, route);
      }
      if (t.name === 'link' && t.attrs.get('rel') === 'preload' && t.attrs.get('as') === 'font')
        out.preloads.add(t.attrs.get('href')!);
    }
  }

  for (const file of files(dir)) {
    const ext = extname(file);
    if (ext === '.css') for (const url of cssUrls(readFileSync(join(dir, file), 'utf8'))) ours(url, file);
    else if (ext === '.js' || ext === '.mjs') {
      const js = readFileSync(join(dir, file), 'utf8');
      for (const url of jsImports(js)) ours(url, file);
      named(js, file);
    } else if (ext === '.webmanifest' || ext === '.svg') named(readFileSync(join(dir, file), 'utf8'), file);
  }
  return out;
}

describe.each(BUILDS)('$dir', ({ dir, base, site }) => {
  let s: Scan;
  beforeAll(() => void (s = scan(dir, base, site)), 120_000);

  test('every page carries the strict policy as a <meta>: this site only, no unsafe-inline or unsafe-eval', () => {
    expect(s.policy).toEqual([]);
  });

  test('every inline script and style on a page is listed in its policy by its SHA-256', () => {
    expect(s.unlisted).toEqual([]);
    // Every page has Astro's inline scripts (the islands' loader) and style: the check saw them.
    expect(s.inlineChecked).toBeGreaterThan(s.routes.length);
  });

  test('no page has what the policy blocks: a style attribute, an event-handler attribute, a javascript: URL', () => {
    expect(s.blocked).toEqual([]);
  });

  test('the fonts are the site’s own files: every @font-face, and every font a page preloads, is a file of this build', () => {
    const faces: string[] = [];
    const wrong: string[] = [];
    const all = new Set(files(dir));
    for (const file of [...all].filter((f) => f.endsWith('.css'))) {
      const css = readFileSync(join(dir, file), 'utf8');
      for (const face of css.match(/@font-face\s*\{[^}]*\}/g) ?? [])
        for (const url of cssUrls(face)) {
          faces.push(url);
          if (!url.startsWith(base)) wrong.push(`${file}: @font-face from ${url}, not under ${base}`);
          else if (!all.has(url.slice(base.length))) wrong.push(`${file}: @font-face from ${url}, missing`);
        }
    }
    for (const url of s.preloads)
      if (!url.startsWith(base) || !all.has(url.slice(base.length)))
        wrong.push(`a page preloads the font ${url}, not a file of the build under ${base}`);
    expect(wrong).toEqual([]);
    // The text font's three files and the math font, each declared and preloaded.
    expect(new Set(faces).size).toBe(4);
    expect([...s.preloads].sort()).toEqual([...new Set(faces)].sort());
  });

  test('nothing a page, a stylesheet or a script loads comes from another host, and no script names one', () => {
    expect(s.foreign).toEqual([]);
    expect(s.loadsChecked, 'URLs checked').toBeGreaterThan(s.routes.length);
  });
});
