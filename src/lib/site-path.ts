// Internal URLs, on the server and in the browser: every link, asset and script path the site writes
// is a route from the site's root ('/teach/', `/${slug}/present/`) passed through withBase, which
// puts it under the base the site was built for (BASE_PATH, e.g. /physics/; see src/lib/base-path.ts).
// Astro and Vite write import.meta.env.BASE_URL into both builds, so islands and client scripts
// use the same two functions.
import { joinBase, stripBase } from './base-path';

/** `route` under the site's base: withBase('/teach/') is '/physics/teach/' in a /physics/ build. */
export function withBase(route: string): string {
  return joinBase(import.meta.env.BASE_URL, route);
}

/** The route of a pathname of this site: withoutBase('/physics/teach/') is '/teach/'. */
export function withoutBase(pathname: string): string {
  return stripBase(import.meta.env.BASE_URL, pathname);
}
