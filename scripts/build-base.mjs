// The site built for a sub-path, as a school server or a project's GitHub Pages address serves it:
// BASE_PATH=/physics/, SITE_URL=https://school.example, into dist-base/ (beside dist/, which stays
// the root build). `npm test` and `npm run test:quick` build it before the static checks, which
// crawl it (tests/static/base-path.test.ts); tests/e2e/base-path.spec.ts and offline.spec.ts open it
// in a browser (and build it themselves when it is missing). `npm run build:base` runs this file.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The sub-path build: its base, its site address and its output folder (relative to the project). */
export const BASE_BUILD = { base: '/physics/', site: 'https://school.example', outDir: 'dist-base' };

/** Build the site into BASE_BUILD.outDir, with the project's astro on this Node. */
export function buildBase({ quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        BASE_PATH: BASE_BUILD.base,
        SITE_URL: BASE_BUILD.site,
        SITE_OUT_DIR: BASE_BUILD.outDir,
      },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`the ${BASE_BUILD.base} build failed (exit ${code})\n${output.slice(-4000)}`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildBase().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
