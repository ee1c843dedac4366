// npm run bench: build, serve dist/ with `astro preview` on a free loopback port, and measure each
// derivation page (dist/<slug>/index.html for every content/<slug>.mdx):
//   (a) JavaScript a page can fetch in all, per file and total, gzip (budget 132 kB for the widgets,
//       7 kB more for the exercises; no KaTeX JS);
//   (b) Lighthouse mobile scores, median of 5 runs (flag < 0.95), its total blocking time (median of
//       the runs, flag > 50 ms) and its longest task,
//       first for a blank page (bench/blank-page.mjs: this machine's floor), then for each page;
//   (c) scrub latency of every range input: input event → its widget's figures updated and laid out,
//       unthrottled (target median ≤ 4 ms) and with the CPU throttled 4× through CDP, a school
//       Chromebook or mid-range phone (target median ≤ 16 ms, p95 ≤ 24 ms: one frame); and the same
//       plus the painting of the frame that shows it ("painted": the main thread's work from the
//       event to the pixels);
//   (c') main-thread time per scrub step, from a Chrome trace of a pointer drag on every slider: the
//       thread time of the tasks from the input event to the frame that paints it (bench/scrub-trace:
//       a measure a busy machine cannot stretch as it stretches wall-clock time), unthrottled, two
//       rounds interleaved over the floor (one slider moving one dot), the notebook peer (a Plot chart
//       redrawn per input: bench/blank-page.mjs) and every page; each as a multiple of the same run's
//       floor median: budget median ≤ 2.5×, p95 ≤ 4×, and no page behind the peer (bench/scrub-budget);
//   (e) page weight for a reader who only scrolls: JavaScript fetched (budget 40 kB gzip), DOM
//       elements (budget 6,000), HTML size, longest long task on load;
//   (f) a live simulation (a widget with data-live-sim) playing in view: frame rate and simulation
//       steps per second, unthrottled (target 60 fps and 60 steps/s) and at 4× (target ≥ 30 fps); at
//       its defaults and at the configuration its budget names (data-live-sim-query);
//   (d) the Vitest benchmarks in bench/*.bench.ts, if any;
//   (g) the 15 slowest browser tests of the last `npm test` (Playwright's JSON report).
// Prints a table and writes bench/results/latest.json. Options: --skip-build, --runs N (Lighthouse),
// --no-lighthouse, --no-scrub, --no-throttle (skip the 4× run), --steps N (scrub steps per input,
// unthrottled; the throttled run takes a third), --rounds N (of the trace, (c'); 2), --strict (exit 1
// when anything is flagged), --page <slug> (one derivation page), --only <parts> (comma-separated:
// js, lighthouse, scrub (c'), latency (c), live (f), weight (e), vitest (d), slowest (g); e.g.
// `npm run bench -- --only scrub --skip-build` for the scrub budget alone).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  pageJs,
  gzipSize,
  JS_BUDGET_BYTES,
  EXERCISES_BUDGET_BYTES,
  isExercisesIsland,
} from './bench/js-size.mjs';
import { SCRUB_RATIO_BUDGET, overScrubBudget, ratioRow } from './bench/scrub-budget.mjs';
import { startPreview } from './bench/server.mjs';
import { E2E_REPORT, slowestTests } from './bench/slowest-tests.mjs';
import { SLUGS } from './content-slugs.mjs';

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
const PARTS = ['js', 'lighthouse', 'scrub', 'latency', 'live', 'weight', 'vitest', 'slowest'];
const onlyParts = args.includes('--only') ? String(args[args.indexOf('--only') + 1]).split(',') : PARTS;
const unknownParts = onlyParts.filter((p) => !PARTS.includes(p));
if (unknownParts.length) {
  console.error(`--only: no part named ${unknownParts.join(', ')} (the parts: ${PARTS.join(', ')})`);
  process.exit(2);
}
/** Whether to measure `part`: named by --only (or no --only), and not switched off by a --no-… */
const part = (name) =>
  onlyParts.includes(name) &&
  !(name === 'lighthouse' && opt('no-lighthouse')) &&
  !(['scrub', 'latency', 'live'].includes(name) && opt('no-scrub'));
const LH_RUNS = optNum('runs', 5);
const TRACE_ROUNDS = optNum('rounds', 2);
const SCRUB_STEPS = optNum('steps', 60);
const TARGETS = {
  jsGzip: JS_BUDGET_BYTES,
  lighthouse: 0.95,
  scrubMedianMs: 4,
  // Main-thread time per scrub step from a trace (thread time, input to painted frame), unthrottled,
  // as multiples of the same run's floor median (bench/scrub-budget.mjs).
  traceRatio: SCRUB_RATIO_BUDGET,
  scrub4xMedianMs: 16,
  scrub4xP95Ms: 24,
  jsBeforeInteractionGzip: 40_000,
  domElements: 6_000,
  longTaskMs: 50,
  tbtMs: 50,
};

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
  // The derivation pages (as the browser tests take them): dist/ also holds the classroom routes
  // (/embed/, /teach/) and the notation, which have no widget to scrub.
  const pages = SLUGS.filter((slug) => existsSync(join(DIST, slug, 'index.html')))
    .map((slug) => `/${slug}/`)
    .filter((p) => !onlyPage || p === `/${onlyPage}/`);
  if (!pages.length)
    throw new Error(
      `no derivation pages${onlyPage ? ` named ${onlyPage}` : ''} in dist/ (dist/<slug>/index.html)`,
    );
  for (const p of pages) results.pages[p] = {};

  preview = await startPreview();
  console.log(`preview: ${preview.url}  pages: ${pages.join(', ')}`);

  // (a) JavaScript shipped.
  if (part('js')) section('(a) JavaScript shipped per page (gzip, zlib level 6)');
  for (const path of part('js') ? ['/', '/notation/', ...pages] : []) {
    const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
    const js = await pageJs(html, async (name) => readFileSync(join(DIST, '_astro', name)));
    const katex = js.files.filter((f) => /katex/i.test(f.name)).map((f) => f.name);
    (results.pages[path] ??= {}).js = { ...js, katexFiles: katex };
    console.log(`${path}`);
    for (const f of js.files)
      console.log(`  ${pad(f.name, 40)} ${lpad(kB(f.bytes), 10)} raw ${lpad(kB(f.gzip), 10)} gzip`);
    // The widgets' JavaScript and what the exercises island adds have separate budgets.
    const widgets = await pageJs(
      html,
      async (name) => readFileSync(join(DIST, '_astro', name)),
      isExercisesIsland,
    );
    const exercises = js.totalGzip - widgets.totalGzip;
    results.pages[path].js.widgetsGzip = widgets.totalGzip;
    results.pages[path].js.exercisesGzip = exercises;
    console.log(
      `  ${pad('TOTAL', 40)} ${lpad(kB(js.totalBytes), 10)} raw ${lpad(kB(js.totalGzip), 10)} gzip`,
    );
    let line = `  ${pad('widgets', 40)} ${lpad('', 14)} ${lpad(kB(widgets.totalGzip), 10)} gzip  (budget ${kB(TARGETS.jsGzip)})`;
    if (widgets.totalGzip > TARGETS.jsGzip)
      line += flag(`${path}: ${widgets.totalGzip} B gzip of widget JavaScript > ${TARGETS.jsGzip} B`);
    console.log(line);
    line = `  ${pad('exercises (their own files)', 40)} ${lpad('', 14)} ${lpad(kB(exercises), 10)} gzip  (budget ${kB(EXERCISES_BUDGET_BYTES)})`;
    if (exercises > EXERCISES_BUDGET_BYTES)
      line += flag(`${path}: ${exercises} B gzip of exercise JavaScript > ${EXERCISES_BUDGET_BYTES} B`);
    console.log(line);
    if (katex.length)
      console.log(
        `  KaTeX JavaScript shipped: ${katex.join(', ')}${flag(`${path}: KaTeX JavaScript shipped (${katex.join(', ')})`)}`,
      );
  }
  // The downloads on /code/ (the solver, the stepper): not part of any page, reported for their
  // readers. results.solverModule and results.stepperModule.
  for (const [key, name, what] of part('js')
    ? [
        ['solverModule', 'impulse-solver', 'the solver'],
        ['stepperModule', 'impulse-stepper', 'the stepper'],
      ]
    : []) {
    const file = join(DIST, `${name}.js`);
    const types = join(DIST, `${name}.d.ts`);
    if (existsSync(file)) {
      const js = readFileSync(file);
      const m = (results[key] = {
        bytes: js.length,
        gzip: gzipSize(js),
        typesBytes: existsSync(types) ? readFileSync(types).length : 0,
      });
      console.log(
        `/${name}.js (${what} download on /code/): ${kB(m.bytes)}, ${kB(m.gzip)} gzip; its .d.ts ${kB(m.typesBytes)}`,
      );
    } else console.log(`no ${name}.js in the build${flag(`${what} download is missing from the build`)}`);
  }

  // (b) Lighthouse.
  if (part('lighthouse')) {
    section(`(b) Lighthouse, mobile, median of ${LH_RUNS} runs`);
    const { lighthouseMedian, CATEGORIES } = await import('./bench/lighthouse.mjs');
    const { serveBlankPage } = await import('./bench/blank-page.mjs');
    const taskList = (lh) =>
      lh.longestTasks
        .map((t) => `${ms(t.duration)} at ${ms(t.startTime)} (page's own ${ms(t.own)})`)
        .join(', ');
    // The machine's floor first: a blank page's longest task (see bench/blank-page.mjs).
    const blank = await serveBlankPage();
    try {
      const lh = await lighthouseMedian(blank.url, LH_RUNS);
      results.blankPageLighthouse = lh;
      console.log(
        `a blank page (this machine's floor): total blocking time ${ms(lh.tbt)}, longest task ${ms(lh.longestTask)} (medians of runs); per run: ${taskList(lh)}`,
      );
    } finally {
      blank.stop();
    }
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
      let tbt = `  total blocking time, median of runs: ${ms(lh.tbt)} (blank page: ${ms(results.blankPageLighthouse?.tbt)})`;
      if (!(lh.tbt <= TARGETS.tbtMs))
        tbt += flag(`${path}: Lighthouse total blocking time ${ms(lh.tbt)} > ${TARGETS.tbtMs} ms`);
      console.log(tbt);
      console.log(
        `  longest task (simulated mobile CPU: ×4, ×2 with layout), median of runs: ${ms(lh.longestTask)}; per run: ${taskList(lh)}`,
      );
      for (const c of CATEGORIES)
        if (lh.failedAudits[c].length)
          console.log(`  ${c}: audits below 0.9 in some run: ${lh.failedAudits[c].join(', ')}`);
    }
  }

  // (c') Main-thread time per scrub step, from a trace, as multiples of the floor's.
  if (part('scrub')) {
    section(
      `(c') main-thread time per scrub step (trace: thread time from the input event to the frame that paints it), pointer drag, unthrottled, ${TRACE_ROUNDS} rounds interleaved`,
    );
    const { scrubTrace } = await import('./bench/scrub-trace.mjs');
    // The floor (one slider moving one dot) and the notebook peer (bench/blank-page.mjs), measured
    // in the same rounds as the pages: the budget is a ratio to the floor of the same run.
    const { serveBlankPage } = await import('./bench/blank-page.mjs');
    const blank = await serveBlankPage();
    let traced;
    try {
      traced = await scrubTrace(
        [
          { key: 'floor', url: `${blank.url}slider/` },
          { key: 'peer', url: `${blank.url}peer/` },
          ...pages.map((path) => ({ key: path, url: preview.url + path })),
        ],
        { rounds: TRACE_ROUNDS },
      );
    } finally {
      blank.stop();
    }
    const { floor, peer } = traced;
    results.floorScrubTrace = { ...floor, ...ratioRow(floor.all, floor.all.median) };
    results.peerScrubTrace = { ...peer, ...ratioRow(peer.all, floor.all.median) };
    const x = (r) => (r === null ? '—' : `${r.toFixed(1)}×`);
    const row = (name, t) => {
      const r = ratioRow(t.all, floor.all.median);
      return `${pad(name, 26)}${lpad(t.all.samples, 7)}${lpad(ms(r.median), 11)}${lpad(x(r.medianX), 8)}${lpad(ms(r.p95), 11)}${lpad(x(r.p95X), 8)}${lpad(ms(t.all.max), 11)}`;
    };
    console.log(
      `budget: median ≤ ${SCRUB_RATIO_BUDGET.median}× the floor's median, p95 ≤ ${SCRUB_RATIO_BUDGET.p95}× it, median ≤ the peer's`,
    );
    console.log(
      `${pad('page', 26)}${lpad('steps', 7)}${lpad('median', 11)}${lpad('×floor', 8)}${lpad('p95', 11)}${lpad('×floor', 8)}${lpad('max', 11)}`,
    );
    console.log(
      row('floor: slider + dot', floor) +
        (floor.all.samples
          ? ''
          : flag("the floor page recorded no step: the pages' ratios cannot be judged")),
    );
    console.log(
      row('peer: Plot redraw per step', peer) +
        (peer.all.samples ? '' : flag('the notebook peer recorded no step')),
    );
    for (const [name, t] of [
      ['floor', floor],
      ['peer', peer],
    ])
      if (t.errors.length) console.log(`  ${name}: page errors: ${t.errors.join(' | ')}`);
    for (const path of pages) {
      const t = traced[path];
      results.pages[path].scrubTrace = { ...t, ...ratioRow(t.all, floor.all.median) };
      const over = overScrubBudget(t.all, floor.all, peer.all);
      console.log(row(path, t) + (over.length ? flag(`${path}: scrub step ${over.join('; ')}`) : ''));
      for (const i of t.inputs)
        console.log(
          `    ${pad(i.id, 24)}${i.disabled ? '  disabled' : i.samples === 0 ? '  no step recorded' + flag(`${path}: dragging ${i.id} recorded no step`) : `${lpad(i.samples, 5)}${lpad(ms(i.median), 11)}${lpad(ms(i.p95), 11)}${lpad(ms(i.max), 11)}`}`,
        );
      if (t.errors.length)
        console.log(
          `  page errors: ${t.errors.join(' | ')}${flag(`${path}: page errors while dragging: ${t.errors.join(' | ')}`)}`,
        );
    }
  }

  // (c) Scrub latency, unthrottled and at 4× CPU throttling.
  if (part('latency')) {
    const { scrubLatency } = await import('./bench/scrub.mjs');
    const runs = [{ key: 'scrub', rate: 1, steps: SCRUB_STEPS }];
    if (!opt('no-throttle'))
      runs.push({ key: 'scrub4x', rate: 4, steps: Math.max(8, Math.round(SCRUB_STEPS / 3)) });
    for (const { key, rate, steps } of runs) {
      section(
        `(c) scrub latency${rate > 1 ? `, CPU throttled ${rate}×` : ''}: input event → figures updated and laid out (${steps} steps per input)`,
      );
      const scrub = await scrubLatency(preview.url, pages, { steps, cpuRate: rate });
      for (const path of pages) {
        const s = scrub[path];
        results.pages[path][key] = s;
        console.log(path);
        console.log(
          `  ${pad('input', 18)}${lpad('steps', 7)}${lpad('median', 11)}${lpad('p95', 11)}${lpad('max', 11)}${lpad('painted med', 13)}`,
        );
        for (const i of s.inputs) {
          const note = i.disabled
            ? '  disabled'
            : i.samples === 0
              ? '  changes no figure'
              : i.unchanged
                ? `  (${i.unchanged} steps changed no figure)`
                : '';
          const lateNote = i.late
            ? `  ${i.late} steps changed a figure after the sample ended${flag(`${path}: ${key} ${i.id}: ${i.late} steps changed a figure after their sample ended (that work is not in the sample)`)}`
            : '';
          console.log(
            `  ${pad(i.id, 18)}${lpad(i.samples, 7)}${lpad(ms(i.median), 11)}${lpad(ms(i.p95), 11)}${lpad(ms(i.max), 11)}${lpad(ms(i.paintedMedian), 13)}${note}${lateNote}`,
          );
        }
        let line = `  ${pad('ALL', 18)}${lpad(s.all.samples, 7)}${lpad(ms(s.all.median), 11)}${lpad(ms(s.all.p95), 11)}${lpad(ms(s.all.max), 11)}${lpad(ms(s.all.paintedMedian), 13)}`;
        const [medianTarget, p95Target] =
          rate > 1 ? [TARGETS.scrub4xMedianMs, TARGETS.scrub4xP95Ms] : [TARGETS.scrubMedianMs, Infinity];
        if (!(s.all.median <= medianTarget))
          line += flag(`${path}: ${key} median ${ms(s.all.median)} > ${medianTarget} ms (or no samples)`);
        if (!(s.all.p95 <= p95Target)) line += flag(`${path}: ${key} p95 ${ms(s.all.p95)} > ${p95Target} ms`);
        console.log(line);
        if (s.errors.length)
          console.log(
            `  page errors while scrubbing: ${s.errors.join(' | ')}${flag(`${path}: page errors while scrubbing: ${s.errors.join(' | ')}`)}`,
          );
      }
    }
  }

  // (f) Live simulations: frame rate while one plays in view, unthrottled and at 4×.
  if (part('live')) {
    const live = pages.filter((path) =>
      readFileSync(join(DIST, path, 'index.html'), 'utf8').includes('data-live-sim'),
    );
    if (live.length) {
      section('(f) live simulations playing in view: frame intervals and simulation steps per second');
      const { simFrames } = await import('./bench/sim-frames.mjs');
      const frames = await simFrames(preview.url, live, opt('no-throttle') ? [1] : [1, 4]);
      for (const path of live) {
        results.pages[path].simFrames = frames[path];
        console.log(path);
        for (const [what, f] of Object.entries(frames[path] ?? {})) {
          let line = `  ${pad(what, 18)} ${f.frames} frames (${f.fpsAverage.toFixed(0)} fps on average), median ${ms(f.medianMs)} (${f.fpsMedian.toFixed(0)} fps), p95 ${ms(f.p95Ms)} (${f.fpsP5.toFixed(0)} fps), ${f.over33ms} over 33 ms, ${f.stepsPerSecond.toFixed(1)} steps/s`;
          const throttled = what.endsWith('@4x');
          if (throttled ? !(f.fpsAverage >= 30) : !(f.fpsAverage >= 58))
            line += flag(
              `${path}: ${what} runs at ${f.fpsAverage.toFixed(0)} fps on average (target ${throttled ? 30 : 60})`,
            );
          // Unthrottled, the simulation keeps real time: 60 steps of 1/60 s per second.
          if (!throttled && !(f.stepsPerSecond >= 58))
            line += flag(`${path}: ${what} takes ${f.stepsPerSecond.toFixed(1)} steps/s (target 60)`);
          console.log(line);
        }
      }
    }
  }

  // (e) Page weight for a reader who only scrolls.
  if (part('weight')) {
    section(
      '(e) a reader who only scrolls: JavaScript fetched, DOM, HTML, longest long task (median of 3), layout shift (max of 3)',
    );
    const { chromium } = await import('playwright-core');
    const { chromiumPath, CHROMIUM_FLAGS } = await import('./chromium.mjs');
    const { pageWeight } = await import('./bench/page-weight.mjs');
    const { median } = await import('./bench/lighthouse.mjs');
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    try {
      console.log(
        `${pad('page', 22)}${lpad('JS gzip', 11)}${lpad('DOM', 8)}${lpad('HTML', 11)}${lpad('HTML gz', 11)}${lpad('longest task', 14)}${lpad('shift', 8)}`,
      );
      for (const path of pages) {
        const rs = [];
        for (let i = 0; i < 3; i++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          rs.push(await pageWeight(context, preview.url + path));
          await context.close();
        }
        const w = {
          ...rs[0],
          longestTaskOnLoad: median(rs.map((r) => r.longestTaskOnLoad)),
          layoutShift: Math.max(...rs.map((r) => r.layoutShiftScrolling)),
        };
        results.pages[path].weight = w;
        let line = `${pad(path, 22)}${lpad(kB(w.jsGzipScrolled), 11)}${lpad(w.elements, 8)}${lpad(kB(w.htmlBytes), 11)}${lpad(kB(w.htmlGzip), 11)}${lpad(ms(w.longestTaskOnLoad), 14)}${lpad(w.layoutShift.toFixed(3), 8)}`;
        if (w.jsGzipScrolled > TARGETS.jsBeforeInteractionGzip)
          line += flag(`${path}: ${w.jsGzipScrolled} B of JavaScript fetched without interaction`);
        if (w.elements > TARGETS.domElements) line += flag(`${path}: ${w.elements} DOM elements`);
        if (w.longestTaskOnLoad > TARGETS.longTaskMs)
          line += flag(`${path}: longest task on load ${ms(w.longestTaskOnLoad)}`);
        if (w.layoutShift > 0) line += flag(`${path}: layout shift ${w.layoutShift.toFixed(4)}`);
        console.log(line);
      }
    } finally {
      await browser.close();
    }
  }

  // (d) Vitest benchmarks.
  const benchDir = join(ROOT, 'bench');
  const benchFiles = existsSync(benchDir) ? readdirSync(benchDir).filter((f) => f.endsWith('.bench.ts')) : [];
  if (part('vitest')) section('(d) vitest bench');
  if (!part('vitest')) {
    /* not asked for */
  } else if (benchFiles.length) {
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

// (g) Where the browser layer's time goes: read from the last run's report, not measured here.
const slow = part('slowest') ? slowestTests(join(ROOT, E2E_REPORT)) : null;
if (part('slowest')) section('(g) slowest browser tests (last npm test)');
if (slow) {
  console.log(
    `${E2E_REPORT}, ${slow.when.toISOString()}: ${slow.total} tests in ${slow.seconds.toFixed(0)} s (wall clock)`,
  );
  for (const t of slow.slowest)
    console.log(
      `${lpad(t.seconds.toFixed(1), 7)} s  ${t.status === 'passed' ? '' : `[${t.status}] `}${t.title}  (${t.file})`,
    );
  results.slowestBrowserTests = slow;
} else if (part('slowest')) console.log(`no ${E2E_REPORT}: run npm test (or npm run test:e2e) first`);

results.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
section('summary');
console.log(
  flags.length ? `${flags.length} flagged:\n${flags.map((f) => `  ⚠ ${f}`).join('\n')}` : 'nothing flagged',
);
console.log(`bench/results/latest.json written (${results.seconds} s)`);
if (opt('strict') && flags.length) process.exitCode = 1;
