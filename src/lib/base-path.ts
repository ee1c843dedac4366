// Where the site lives: its address (`site`) and the path it is served under (`base`, e.g.
// /physics/ on a school server, /<repository>/ on GitHub Pages). Both come from the environment at
// build time (astro.config.mjs reads SITE_URL and BASE_PATH through deployTarget); every internal
// link, asset and script URL the site writes goes through joinBase, so a sub-path build has no link
// that escapes its base.
//
// The site's own code uses withBase/withoutBase (src/lib/site-path.ts), which read Astro's
// import.meta.env.BASE_URL; this file takes the base as an argument, so that the config, the
// integrations and plain Node scripts can use it too.

/** The address pages link back to when SITE_URL is not set (a placeholder: set it when deploying). */
export const DEFAULT_SITE = 'https://impulse-notebook.example';

/** What a malformed SITE_URL or BASE_PATH is refused with. */
export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/** `route` (a path from the site's root: '/', '/teach/', '/fonts/x.woff2') under `base`. */
export function joinBase(base: string, route: string): string {
  const head = base.endsWith('/') ? base : `${base}/`;
  return head + route.replace(/^\/+/, '');
}

/**
 * The route of a pathname under `base` ('/physics/teach/' → '/teach/'); a pathname outside the
 * base is returned as it is.
 */
export function stripBase(base: string, pathname: string): string {
  const head = base.endsWith('/') ? base : `${base}/`;
  if (pathname.startsWith(head)) return `/${pathname.slice(head.length)}`;
  if (`${pathname}/` === head) return '/';
  return pathname;
}

/** One path segment as a URL may hold it unencoded (RFC 3986 unreserved characters). */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * BASE_PATH, checked and normalised to begin and end with '/': '' or unset is '/', '/physics' is
 * '/physics/'. Refused, saying why: no leading slash, an address instead of a path, empty, '.' or
 * '..' segments, characters a URL path would have to encode, a query or a fragment.
 */
export function parseBasePath(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (v === '' || v === '/') return '/';
  const refuse = (why: string) =>
    new DeployConfigError(
      `BASE_PATH=${JSON.stringify(value)} is not a base path: ${why}. Example: BASE_PATH=/physics/`,
    );
  if (/^[a-z][a-z0-9+.-]*:/i.test(v))
    throw refuse('it is an address; put the address in SITE_URL and only its path in BASE_PATH');
  if (!v.startsWith('/')) throw refuse('it must start with /');
  if (/[?#]/.test(v)) throw refuse('a base path has no query (?) or fragment (#)');
  const segments = v.slice(1).replace(/\/$/, '').split('/');
  for (const s of segments) {
    if (s === '') throw refuse('it has an empty segment (//)');
    if (s === '.' || s === '..') throw refuse(`it has a '${s}' segment`);
    if (!SEGMENT.test(s))
      throw refuse(`the segment '${s}' has characters other than letters, digits and . _ ~ -`);
  }
  return `/${segments.join('/')}/`;
}

/**
 * SITE_URL, checked: an http(s) address of scheme, host and optional port only, returned without a
 * trailing slash; '' or unset is DEFAULT_SITE. A path belongs in BASE_PATH, and is refused here
 * with that advice.
 */
export function parseSiteUrl(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return DEFAULT_SITE;
  const refuse = (why: string) =>
    new DeployConfigError(
      `SITE_URL=${JSON.stringify(value)} is not a site address: ${why}. Example: SITE_URL=https://school.example`,
    );
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw refuse('it is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse('it must start with https:// or http://');
  if (url.username || url.password) throw refuse('it must not hold a user name or password');
  if (url.search || url.hash || /[?#]/.test(v))
    throw refuse('a site address has no query (?) or fragment (#)');
  if (url.pathname !== '/')
    throw refuse(`it has a path (${url.pathname}); put the path in BASE_PATH=${url.pathname}`);
  return url.origin;
}

/** The build's `site` and `base`, from SITE_URL and BASE_PATH in `env`. */
export function deployTarget(env: Record<string, string | undefined>): { site: string; base: string } {
  return { site: parseSiteUrl(env.SITE_URL), base: parseBasePath(env.BASE_PATH) };
}
