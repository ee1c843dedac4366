// Browser tests of the built site (tests/e2e). They run against `astro preview` of dist/, so build
// first (`npm test` does). Chromium is the system's (scripts/chromium.mjs): nothing here downloads a
// browser, and `npx playwright install` is never needed.
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

const CI = Boolean(process.env.CI);

/**
 * 4321, or $E2E_PORT (e.g. to test a server you started yourself; outside CI a running server is
 * reused). In CI a server must be our own: if something already listens on 4321 (a preview left
 * running on the machine), take a free port instead. The choice goes into $E2E_PORT so that the
 * worker processes, which load this file again, agree with the runner.
 */
function port(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  let chosen = 4321;
  if (CI) {
    const probe = `const s=require('net').createServer();s.once('error',()=>{const t=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(t.address().port);t.close()})});s.listen(${chosen},'127.0.0.1',()=>{console.log(${chosen});s.close()})`;
    chosen = Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
    if (chosen !== 4321) console.log(`playwright.config: port 4321 is taken; serving the site on ${chosen}`);
  }
  process.env.E2E_PORT = String(chosen);
  return chosen;
}

const PORT = port();
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // No retries: a test that fails once fails. A retry hides an intermittent bug as easily as a slow
  // machine; a test that depends on timing waits for a state instead (tests/e2e/walk.ts).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The JSON report is where `npm run bench` reads the slowest tests (scripts/bench/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    viewport: { width: 1280, height: 900 },
    // The site's service worker (src/lib/offline.mjs) would serve every later page of a test from
    // its cache and download the whole site beside it: the tests see the network as a first visit
    // does. tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: {
    // --ignore-lock: Astro 7 otherwise refuses to start while another `astro preview` of this project
    // is running (its lock file), and may background itself when it thinks an agent started it.
    command: `npm run preview -- --port ${PORT} --ignore-lock`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
