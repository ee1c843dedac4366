// The sub-path build (dist-base/, built by `npm test` before this layer, or here if it is missing),
// served under its base only by scripts/static-server.mjs, as a plain host would: one server per spec
// file that calls subPathSite(), started before its tests and closed after them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './support';
import { BASE_BUILD, buildBase } from '../../scripts/build-base.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';

export interface SubPathSite {
  /** The base the build is served under ('/physics/'). */
  base: string;
  /** The build's folder. */
  outDir: string;
  /** The server's origin (set once the file's tests start). */
  origin: () => string;
  /** A route of the build, served under its base. */
  at: (route: string) => string;
}

export function subPathSite(): SubPathSite {
  const { base, outDir } = BASE_BUILD;
  let server: { origin: string; close: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    // Building takes a few minutes on a loaded 2-core machine (`npm test` builds it first).
    test.setTimeout(600_000);
    if (!existsSync(join(outDir, 'index.html'))) await buildBase({ quiet: true });
    server = await serveStatic(outDir, base);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  const origin = () => server!.origin;
  return { base, outDir, origin, at: (route) => `${origin()}${base}${route.replace(/^\//, '')}` };
}
