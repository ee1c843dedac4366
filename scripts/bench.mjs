// npm run bench: build, serve dist/ with `astro preview` on a free loopback port, and measure each
// derivation page (every dist/<slug>/index.html):
//   (a) JavaScript shipped, per file and total, gzip (budget 120 kB; no KaTeX JS);
//   (b) Lighthouse mobile scores, median of 3 runs (flag < 0.95);
//   (c) scrub latency of every range input: input event → plots replaced (target median ≤ 8 ms, p95 ≤ 16 ms);
//   (d) the Vitest benchmarks in bench/*.bench.ts, if any.
// Prints a table and writes bench/results/latest.json. Options: --skip-build, --runs N (Lighthouse),
// --no-lighthouse, --no-scrub, --steps N (scrub steps per input), --strict (exit 1 when anything is flagged).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageJs, JS_BUDGET_BYTES } from './bench/js-size.mjs';
import { startPreview } from './bench/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// dist/, or $SITE_OUT_DIR (astro.config.mjs builds to and previews from it).
const DIST = process.env.SITE_OUT_DIR || join(ROOT, 'dist');
const args = process.argv.slice(2);
const opt = (name) => args.includes(`--${name}`);
/** --page <slug>: measure one derivation page only. */
const onlyPage = args.includes('--page') ? args[args.indexOf('--page') + 1] : null;
const optNum = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const LH_RUNS = optNum('runs', 3);
const SCRUB_STEPS = optNum('steps', 60);
const TARGETS = { jsGzip: JS_BUDGET_BYTES, lighthouse: 0.95, scrubMedianMs: 8, scrubP95Ms: 16 };

const started = Date.now();
const flags = [];
const flag = (msg) => {
  flags.push(msg);
  return '  ⚠';
};
const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(2)} ms` : '—');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
// Terminal colour codes (ESC [ … m) that Vitest prints, removed before parsing its output.
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const section = (title) => console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);

/** Run a command; resolve with its output; reject (with the output's tail) on a non-zero exit. */
function run(cmd, cmdArgs, { echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let out = '';
    const take = (d) => {
      out += d;
      if (echo) process.stdout.write(d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(
              `${cmd} ${cmdArgs.join(' ')} exited ${code}:\n${out.split('\n').slice(-40).join('\n')}`,
            ),
          ),
    );
  });
}

let preview;
const cleanup = () => preview?.stop();
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  targets: TARGETS,
  pages: {},
  vitestBench: null,
  flags,
};

try {
  if (!opt('skip-build')) {
    section('build');
    const t = Date.now();
    await run('npm', ['run', 'build']);
    console.log(`npm run build: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run without --skip-build');
  const pages = readdirSync(DIST, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(DIST, d.name, 'index.html')))
    .map((d) => `/${d.name}/`)
    .filter((p) => !onlyPage || p === `/${onlyPage}/`)
    .sort();
  if (!pages.length)
    throw new Error(
      `no derivation pages${onlyPage ? ` named ${onlyPage}` : ''} in dist/ (dist/<slug>/index.html)`,
    );
  for (const p of pages) results.pages[p] = {};

  preview = await startPreview();
  console.log(`preview: ${preview.url}  pages: ${pages.join(', ')}`);

  // (a) JavaScript shipped.
  section('(a) JavaScript shipped per page (gzip, zlib level 6)');
  for (const path of ['/', ...pages]) {
    const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
    const js = await pageJs(html, async (name) => readFileSync(join(DIST, '_astro', name)));
    const katex = js.files.filter((f) => /katex/i.test(f.name)).map((f) => f.name);
    (results.pages[path] ??= {}).js = { ...js, katexFiles: katex };
    console.log(`${path}`);
    for (const f of js.files)
      console.log(`  ${pad(f.name, 40)} ${lpad(kB(f.bytes), 10)} raw ${lpad(kB(f.gzip), 10)} gzip`);
    let line = `  ${pad('TOTAL', 40)} ${lpad(kB(js.totalBytes), 10)} raw ${lpad(kB(js.totalGzip), 10)} gzip  (budget ${kB(TARGETS.jsGzip)})`;
    if (js.totalGzip > TARGETS.jsGzip)
      line += flag(`${path}: ${js.totalGzip} B gzip of JavaScript > ${TARGETS.jsGzip} B`);
    console.log(line);
    if (katex.length)
      console.log(
        `  KaTeX JavaScript shipped: ${katex.join(', ')}${flag(`${path}: KaTeX JavaScript shipped (${katex.join(', ')})`)}`,
      );
  }

  // (b) Lighthouse.
  if (!opt('no-lighthouse')) {
    section(`(b) Lighthouse, mobile, median of ${LH_RUNS} runs`);
    const { lighthouseMedian, CATEGORIES } = await import('./bench/lighthouse.mjs');
    console.log(`${pad('page', 22)}${CATEGORIES.map((c) => lpad(c, 16)).join('')}`);
    for (const path of pages) {
      const t = Date.now();
      const lh = await lighthouseMedian(preview.url + path, LH_RUNS);
      results.pages[path].lighthouse = lh;
      let line = pad(path, 22) + CATEGORIES.map((c) => lpad(lh.scores[c].toFixed(2), 16)).join('');
      for (const c of CATEGORIES)
        if (lh.scores[c] < TARGETS.lighthouse)
          line += flag(
            `${path}: Lighthouse ${c} ${lh.scores[c]} < ${TARGETS.lighthouse} (audits below 0.9: ${lh.failedAudits[c].join(', ') || 'none'})`,
          );
      console.log(line);
      console.log(
        `  runs: ${lh.runs.map((r) => CATEGORIES.map((c) => r[c].toFixed(2)).join('/')).join('  ')}  (${((Date.now() - t) / 1000).toFixed(0)} s)`,
      );
      const m = lh.metrics;
      console.log(
        `  median-run metrics: FCP ${ms(m['first-contentful-paint'])}, LCP ${ms(m['largest-contentful-paint'])}, TBT ${ms(m['total-blocking-time'])}, CLS ${m['cumulative-layout-shift']?.toFixed(3)}, SI ${ms(m['speed-index'])}`,
      );
      for (const c of CATEGORIES)
        if (lh.failedAudits[c].length)
          console.log(`  ${c}: audits below 0.9 in some run: ${lh.failedAudits[c].join(', ')}`);
    }
  }

  // (c) Scrub latency.
  if (!opt('no-scrub')) {
    section(`(c) scrub latency: input event → plots replaced and laid out (${SCRUB_STEPS} steps per input)`);
    const { scrubLatency } = await import('./bench/scrub.mjs');
    const scrub = await scrubLatency(preview.url, pages, SCRUB_STEPS);
    for (const path of pages) {
      const s = scrub[path];
      results.pages[path].scrub = s;
      console.log(`${path}${s.hasPlots ? '' : '  (no .plot-box on this page: nothing to time)'}`);
      if (!s.hasPlots) continue;
      console.log(
        `  ${pad('input', 16)}${lpad('steps', 7)}${lpad('median', 11)}${lpad('p95', 11)}${lpad('max', 11)}${lpad('to frame med', 14)}`,
      );
      for (const i of s.inputs) {
        const note =
          i.samples === 0
            ? '  no plot update'
            : i.unchanged
              ? `  (${i.unchanged} steps without a redraw)`
              : '';
        console.log(
          `  ${pad(i.id, 16)}${lpad(i.samples, 7)}${lpad(ms(i.median), 11)}${lpad(ms(i.p95), 11)}${lpad(ms(i.max), 11)}${lpad(ms(i.frameMedian), 14)}${note}`,
        );
      }
      let line = `  ${pad('ALL', 16)}${lpad(s.all.samples, 7)}${lpad(ms(s.all.median), 11)}${lpad(ms(s.all.p95), 11)}${lpad(ms(s.all.max), 11)}${lpad(ms(s.all.frameMedian), 14)}`;
      if (!(s.all.median <= TARGETS.scrubMedianMs))
        line += flag(
          `${path}: scrub median ${ms(s.all.median)} > ${TARGETS.scrubMedianMs} ms (or no samples)`,
        );
      if (!(s.all.p95 <= TARGETS.scrubP95Ms))
        line += flag(`${path}: scrub p95 ${ms(s.all.p95)} > ${TARGETS.scrubP95Ms} ms (or no samples)`);
      console.log(line);
      const silent = s.inputs.filter((i) => i.samples === 0).map((i) => i.id);
      if (silent.length)
        console.log(
          `  inputs that never redrew the plots: ${silent.join(', ')}${flag(`${path}: ${silent.length} range input(s) never redrew the plots: ${silent.join(', ')}`)}`,
        );
      if (s.errors.length)
        console.log(
          `  page errors while scrubbing: ${s.errors.join(' | ')}${flag(`${path}: page errors while scrubbing: ${s.errors.join(' | ')}`)}`,
        );
    }
  }

  // (d) Vitest benchmarks.
  const benchDir = join(ROOT, 'bench');
  const benchFiles = existsSync(benchDir) ? readdirSync(benchDir).filter((f) => f.endsWith('.bench.ts')) : [];
  section('(d) vitest bench');
  if (benchFiles.length) {
    try {
      const out = await run('npx', ['vitest', 'bench', '--run'], { echo: true });
      results.vitestBench = { files: benchFiles, ok: true, output: stripAnsi(out) };
    } catch (err) {
      results.vitestBench = { files: benchFiles, ok: false, output: stripAnsi(String(err.message)) };
      console.log(err.message);
      flag('vitest bench failed');
    }
  } else {
    console.log('no bench/*.bench.ts: skipped');
  }
} catch (err) {
  results.error = String(err?.stack ?? err);
  console.error(`\nbench failed: ${err?.message ?? err}`);
  process.exitCode = 1;
} finally {
  cleanup();
}

results.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
section('summary');
console.log(
  flags.length ? `${flags.length} flagged:\n${flags.map((f) => `  ⚠ ${f}`).join('\n')}` : 'nothing flagged',
);
console.log(`bench/results/latest.json written (${results.seconds} s)`);
if (opt('strict') && flags.length) process.exitCode = 1;
