// The first of a browser's usual places that holds it, for chromium.mjs and firefox.mjs: the tests
// never download a browser, so a missing one is an error that says how to get it.
import { existsSync } from 'node:fs';

/**
 * @param {{ name: string, envVar: string, paths: string[], debianPackage: string, binary: string }} browser
 * @returns {string}
 */
export function browserPath({ name, envVar, paths, debianPackage, binary }) {
  const found = [process.env[envVar], ...paths]
    .filter(Boolean)
    .find((p) => existsSync(/** @type {string} */ (p)));
  if (!found) {
    throw new Error(
      `${name} not found. Install Debian's package (as root: apt-get update && apt-get install -y ${debianPackage}) ` +
        `or set ${envVar} to ${binary}. The tests never download a browser.`,
    );
  }
  return found;
}
