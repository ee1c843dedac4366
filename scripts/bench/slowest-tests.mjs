// The slowest browser tests of the last `npm run test:e2e` (or `npm test`), from the report
// Playwright's JSON reporter writes there (playwright.config.ts): where the browser layer's time goes,
// beside the bench's other figures. A test that ran more than once (it should not: no retries) counts
// its slowest run.
import { existsSync, readFileSync, statSync } from 'node:fs';

/** Where playwright.config.ts has the JSON reporter write its report. */
export const E2E_REPORT = 'reports/e2e-results.json';

/**
 * @typedef {{ title: string, file: string, seconds: number, status: string }} TestTime
 * @param {string} [file]
 * @returns {{ when: Date, total: number, seconds: number, slowest: TestTime[] } | null} null without a report
 */
export function slowestTests(file = E2E_REPORT, count = 15) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {TestTime[]} */
  const all = [];
  /** @param {any} suite @param {string[]} path */
  const visit = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const runs = t.results ?? [];
        if (runs.length === 0) continue;
        all.push({
          title: [...here, spec.title].join(' › '),
          file: `${spec.file}:${spec.line}`,
          seconds: Math.max(...runs.map((r) => r.duration ?? 0)) / 1000,
          status: runs.at(-1).status,
        });
      }
    for (const s of suite.suites ?? []) visit(s, here);
  };
  for (const s of report.suites ?? []) visit(s, []);
  all.sort((a, b) => b.seconds - a.seconds);
  return {
    when: statSync(file).mtime,
    total: all.length,
    seconds: (report.stats?.duration ?? 0) / 1000,
    slowest: all.slice(0, count),
  };
}
