// `npm run mutation [-- stryker options]`: runs Stryker (stryker.config.mjs), then checks its
// report. Every mutant that survived, or that no test reached, must be listed with the reason it
// changes nothing: in tests/mutation-equivalents.md, or for a chapter's code in that chapter's
// tests/mutation-equivalents/<slug>.md. Lists the ones that are not, with their replacement, and
// fails if there is any; prints the score per folder, from the same report.
//
// A row's first cell names a file and its lines: `src/x.ts:12`, `src/x.ts:12, :14`, `src/x.ts:81–83`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const TABLE = 'tests/mutation-equivalents.md';
const CHAPTER_TABLES = 'tests/mutation-equivalents';

/** The tables: the shared one, then one per chapter that has survivors to explain. */
export function tables() {
  const own = existsSync(CHAPTER_TABLES)
    ? readdirSync(CHAPTER_TABLES)
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => `${CHAPTER_TABLES}/${f}`)
    : [];
  return [TABLE, ...own];
}

/** file → set of line numbers the table accounts for. */
export function listedLines(markdown) {
  const listed = new Map();
  for (const row of markdown.split('\n')) {
    const cell = /^\|\s*(src\/[^\s:|]+):([^|]+)\|/.exec(row);
    if (!cell) continue;
    const [, file, lines] = cell;
    const set = listed.get(file) ?? new Set();
    for (const part of lines.split(',')) {
      const range = /(\d+)\s*(?:[–-]\s*:?(\d+))?/.exec(part);
      if (!range) continue;
      const from = Number(range[1]);
      const to = Number(range[2] ?? range[1]);
      for (let line = from; line <= to; line++) set.add(line);
    }
    listed.set(file, set);
  }
  return listed;
}

/** Scores per top folder (src/solver, src/params, src/lib, src/chapters) and the unlisted survivors. */
export function review(report, listed) {
  const folders = new Map();
  const unlisted = [];
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const folder = file.split('/').slice(0, 2).join('/');
    const tally = folders.get(folder) ?? { killed: 0, survived: 0, listed: 0 };
    const lines = source.split('\n');
    for (const m of mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') tally.killed++;
      else if (m.status === 'Survived' || m.status === 'NoCoverage') {
        tally.survived++;
        const line = m.location.start.line;
        if (listed.get(file)?.has(line)) tally.listed++;
        else
          unlisted.push(
            `${file}:${line} ${m.mutatorName} (${m.status}): ${lines[line - 1]?.trim()}  →  ${m.replacement ?? ''}`,
          );
      }
    }
    folders.set(folder, tally);
  }
  return { folders, unlisted };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--report-only` checks the last report without running Stryker again.
  const args = process.argv.slice(2);
  if (!args.includes('--report-only')) {
    const run = spawnSync(
      process.execPath,
      ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', ...args],
      { stdio: 'inherit' },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const markdown = tables()
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const { folders, unlisted } = review(report, listedLines(markdown));
  console.log('\nfolder          score   killed  survived (listed as equivalent)');
  for (const [folder, t] of [...folders].sort()) {
    const score = (100 * t.killed) / (t.killed + t.survived);
    console.log(
      `${folder.padEnd(14)} ${score.toFixed(1).padStart(6)}%  ${String(t.killed).padStart(6)}  ${t.survived} (${t.listed})`,
    );
  }
  if (unlisted.length) {
    console.error(
      `\n${unlisted.length} surviving mutant(s) not listed in ${TABLE} or ${CHAPTER_TABLES}/:\n${unlisted.join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log(`\nEvery surviving mutant is listed in ${tables().join(', ')}.`);
}
