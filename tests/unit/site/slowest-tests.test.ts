// The bench's "slowest browser tests" reads Playwright's JSON report: nested suites (file, describe),
// specs, tests, results. The slowest come first, a test's slowest run counts, and the describe
// titles are kept in the name while the file's own suite title is not.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slowestTests } from '../../../scripts/bench/slowest-tests.mjs';

const spec = (title: string, line: number, durations: number[], status = 'passed') => ({
  title,
  file: 'a.spec.ts',
  line,
  tests: [{ results: durations.map((duration) => ({ duration, status })) }],
});

test('slowest first, with their describe titles, the slowest run of each, and the run’s wall clock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'slowest-'));
  const file = join(dir, 'report.json');
  writeFileSync(
    file,
    JSON.stringify({
      stats: { duration: 61_000 },
      suites: [
        {
          title: 'a.spec.ts',
          specs: [spec('quick', 1, [1_000])],
          suites: [
            { title: 'group', specs: [spec('slow', 2, [9_000, 12_000], 'failed'), spec('mid', 3, [5_000])] },
          ],
        },
      ],
    }),
  );
  const r = slowestTests(file, 2)!;
  expect(r.total).toBe(3);
  expect(r.seconds).toBe(61);
  expect(r.slowest).toEqual([
    { title: 'group › slow', file: 'a.spec.ts:2', seconds: 12, status: 'failed' },
    { title: 'group › mid', file: 'a.spec.ts:3', seconds: 5, status: 'passed' },
  ]);
});

test('no report: null, so the bench says to run the tests first', () => {
  expect(slowestTests(join(tmpdir(), 'no-such-report.json'))).toBeNull();
});
