// Main-thread time per scrub step, from a Chrome trace.
//
// A reader scrubs a slider by dragging its thumb. The bench does the same with real pointer input
// (CDP Input.dispatchMouseEvent, sent directly: Playwright's own mouse evaluates a script in the
// page on every move while a button is down, a task that would land in the sample): press on the
// thumb, then move across
// the track, one move per frame or so, while Chrome records a trace. For every `input` event the
// page dispatched, the trace gives the main thread's tasks from the one that dispatched it to the
// first one that painted after it (a pointer move is dispatched at the start of a frame, so that is
// usually one task: input, the page's work, style, layout, paint). A step's cost is the sum of
// those tasks' `tdur`: the time the renderer's main thread itself ran, which other processes on a
// busy machine cannot inflate as they inflate wall-clock time.
//
// Moves are paced from Node (a pause after each), never by evaluating script in the page, so the
// trace holds no task of the bench's own between an input and its frame.
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium.mjs';
import { openForScrub, percentile, readyToScrub } from './scrub.mjs';

// The fewest categories that name tasks, input dispatch and paint: each one more adds tracing
// overhead to the very tasks being timed.
const CATEGORIES = ['toplevel', 'devtools.timeline'];

/** Trace events of one thread, ordered, with the top-level tasks apart. */
function threadOf(events, pid, tid) {
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  mine.sort((a, b) => a.ts - b.ts);
  // Chrome nests RunTask inside ThreadControllerImpl::RunTask: keep the outermost of each.
  const tasks = [];
  for (const e of mine) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks[tasks.length - 1];
    if (last && e.ts >= last.ts && e.ts + e.dur <= last.ts + last.dur) continue;
    tasks.push(e);
  }
  return { mine, tasks };
}

/**
 * Per-step main-thread time from a trace: for each `input` EventDispatch, the summed tdur (ms) of
 * the top-level tasks from the one holding it to the first one at or after it that paints.
 * Exported for the unit test of the parser.
 * @param {{ traceEvents?: object[] } | object[]} trace
 */
export function stepsFromTrace(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const steps = [];
  for (const m of mains) {
    const { mine, tasks } = threadOf(events, m.pid, m.tid);
    const inputs = mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
    if (!inputs.length) continue;
    const paints = mine.filter((e) => e.name === 'Paint' || e.name === 'Commit');
    const within = (outer, e) => e.ts >= outer.ts && e.ts <= outer.ts + outer.dur;
    let from = 0;
    for (const input of inputs) {
      while (from < tasks.length && tasks[from].ts + tasks[from].dur < input.ts) from++;
      const first = tasks[from];
      if (!first || !within(first, input)) continue;
      let end = from;
      while (end < tasks.length && !paints.some((p) => within(tasks[end], p))) end++;
      if (end === tasks.length) continue; // no frame recorded after it
      let cpu = 0;
      for (let k = from; k <= end; k++) cpu += (tasks[k].tdur ?? tasks[k].dur) / 1000;
      const wall = (tasks[end].ts + tasks[end].dur - first.ts) / 1000;
      steps.push({ ts: input.ts, ms: cpu, tasks: end - from + 1, wall });
    }
  }
  return steps;
}

/** Drag each slider of an open page across its track once under a trace; each one's step times (ms). */
async function dragEach(browser, page, cdp, ids, { moves, pauseMs }) {
  const sleep = (t) => new Promise((r) => setTimeout(r, t));
  const inputs = [];
  const warmed = new Set();
  for (const id of ids) {
    if (!(await readyToScrub(page, id, warmed))) {
      inputs.push({ id, disabled: true, ms: [] });
      continue;
    }
    const input = page.locator(`#${id}`);
    const box = await input.boundingBox();
    if (!box) continue;
    const original = await input.inputValue();
    const y = box.y + box.height / 2;
    const x0 = box.x + 6;
    const x1 = box.x + box.width - 6;
    const mouse = (type, x, buttons = 1) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: buttons || type !== 'mouseMoved' ? 'left' : 'none',
        buttons,
        clickCount: 1,
      });
    await mouse('mouseMoved', x0, 0);
    await mouse('mousePressed', x0);
    await sleep(200);
    await browser.startTracing(page, { categories: CATEGORIES });
    for (let i = 1; i <= moves; i++) {
      await mouse('mouseMoved', x0 + ((x1 - x0) * i) / moves);
      await sleep(pauseMs);
    }
    await sleep(100);
    const buf = await browser.stopTracing();
    await mouse('mouseReleased', x1, 0);
    inputs.push({ id, disabled: false, ms: stepsFromTrace(JSON.parse(buf.toString())).map((s) => s.ms) });
    await input.fill(original).catch(() => {});
    await sleep(100);
  }
  return inputs;
}

const stats = (ms) => ({
  samples: ms.length,
  median: percentile(ms, 50),
  p95: percentile(ms, 95),
  max: ms.length ? Math.max(...ms) : NaN,
});

/**
 * Every slider of every target, dragged in `rounds` rounds: each round visits every target in turn
 * (a fresh load each time), so that a spell of load on a shared machine falls on all of them alike
 * rather than on whichever was measured during it. A target's steps are pooled over the rounds.
 * @param {{ key: string, url: string }[]} targets
 * @param {{ rounds?: number, moves?: number, pauseMs?: number, viewport?: { width: number, height: number } }} [opts]
 */
export async function scrubTrace(targets, { rounds = 2, moves = 40, pauseMs = 40, viewport } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  /** @type {Record<string, { inputs: Map<string, { id: string, disabled: boolean, ms: number[] }>, errors: Set<string> }>} */
  const pooled = {};
  try {
    for (let round = 0; round < rounds; round++) {
      for (const { key, url } of targets) {
        const { context, page, errors, ids } = await openForScrub(browser, url, viewport);
        const cdp = await context.newCDPSession(page);
        const into = (pooled[key] ??= { inputs: new Map(), errors: new Set() });
        for (const i of await dragEach(browser, page, cdp, ids, { moves, pauseMs })) {
          const was = into.inputs.get(i.id);
          if (was) was.ms.push(...i.ms);
          else into.inputs.set(i.id, i);
        }
        for (const e of errors) into.errors.add(e);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const out = {};
  for (const { key } of targets) {
    const { inputs, errors } = pooled[key] ?? { inputs: new Map(), errors: new Set() };
    out[key] = {
      inputs: [...inputs.values()].map(({ id, disabled, ms }) =>
        disabled ? { id, samples: 0, disabled } : { id, ...stats(ms) },
      ),
      all: stats([...inputs.values()].flatMap((i) => i.ms)),
      errors: [...errors],
    };
  }
  return out;
}

// Run on its own: node scripts/bench/scrub-trace.mjs [--rounds N] <url> … (a page's full address;
// several are measured interleaved, e.g. the same page from two builds for a before/after pair).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const r = args.indexOf('--rounds');
  const rounds = r >= 0 ? Number(args.splice(r, 2)[1]) : 2;
  const res = await scrubTrace(
    args.map((url) => ({ key: url, url })),
    { rounds },
  );
  for (const [key, p] of Object.entries(res)) {
    console.log(
      `${key}: median ${p.all.median?.toFixed(2)} p95 ${p.all.p95?.toFixed(2)} max ${p.all.max?.toFixed(2)} (${p.all.samples})`,
    );
    for (const i of p.inputs)
      console.log(
        `  ${i.id.padEnd(28)} ${i.disabled ? 'disabled' : `${i.median?.toFixed(2)} / ${i.p95?.toFixed(2)} / ${i.max?.toFixed(2)} (${i.samples})`}`,
      );
    if (p.errors.length) console.log('  errors:', p.errors);
  }
}
