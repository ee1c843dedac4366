// The first of a browser's usual places that holds it, for chromium.mjs and firefox.mjs: the tests
// never download a browser, so a missing one is an error that says how to get it.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * $<envVar>, else the first of `paths` that exists. The first path is where Debian's package of the
 * same name installs the browser: the error names that package.
 * @param {string} name the browser, as the error names it
 * @param {string} binary what $<envVar> may point at, as the error names it
 * @param {string} envVar
 * @param {string[]} paths
 * @returns {string}
 */
export function browserPath(name, binary, envVar, ...paths) {
  const found = [process.env[envVar], ...paths]
    .filter(Boolean)
    .find((p) => existsSync(/** @type {string} */ (p)));
  if (!found) {
    throw new Error(
      `${name} not found. Install Debian's package (as root: apt-get update && apt-get install -y ${basename(paths[0] ?? '')}) ` +
        `or set ${envVar} to a ${binary} binary. The tests never download a browser.`,
    );
  }
  return found;
}
