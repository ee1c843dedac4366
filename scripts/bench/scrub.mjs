// Scrub latency: for every range input on a page, step its value across its range with `input`
// events, one step per animation frame (as a pointer drag delivers them), and time each step from
// the event to the moment every figure of the input's widget is updated and laid out.
//
// "Updated and laid out": the page's own work for an input runs in the event handler and the
// microtasks after it (the store's signals are synchronous; Preact renders in a microtask and runs
// layout effects, where the charts redraw, in the same one). So the sample waits for the microtask
// queue to drain (MICROTASK_HOPS awaits: each lets every microtask queued before it run, so a
// render that queues another is waited for too), then a forced layout (reading offsetHeight)
// makes the browser lay out what changed. That instant is the end of a sample.
// A MutationObserver on the widget's figures (the diagram SVGs and the Plot boxes: children,
// attributes and text) says whether a figure changed at all; steps that changed no figure are
// counted, not timed. A figure that changed after that instant (work deferred to a task) is
// counted as `late`, and the bench flags it: the sample does not hold that work. Some is deferred
// by design: the chain widget's two runs that follow the one it shows, one task each; a chart's
// refit when the reader pauses (kit/plot/hold); a held box taking its new size (kit/Contained).
//
// A sample does not end at a message posted after the event: a message is a task, and when the
// event's work runs past the next frame's deadline the browser runs that frame (style, layout,
// paint, layerize, commit) before delivering it, so the sample would time the frame too.
// A pointer drag's input is dispatched at the start of a frame, before its rendering, so nothing
// comes between the event and the layout of what it changed; the frame's own work is "to painted".
//
// Each event is dispatched in an ordinary task after a frame has been rendered, as the browser
// dispatches a key press. The frame that shows the change is timed on its own, from its
// animation-frame callback to the end of its rendering on the main thread (a message posted in the
// callback arrives after it): "to painted" is the sum, the main thread's whole work from the event
// to the pixels, without the wait for the frame clock.
//
// The first input of a widget is not timed: it is the reader's first interaction, which may load code.
//
// Options: cpuRate > 1 slows the page's CPU through CDP Emulation.setCPUThrottlingRate (4 ≈ a
// school Chromebook or a mid-range phone).
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium.mjs';

export const percentile = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** Awaits in a row at the end of a sample: far more than any render here nests (one or two). */
const MICROTASK_HOPS = 20;

/** Runs inside the page: scrub one range input; returns per-step timings. */
async function scrubInPage({ id, steps, hops }) {
  const input = document.getElementById(id);
  const widget = input.closest('section.widget');
  const figures = [...widget.querySelectorAll('figure svg:is([role="img"], [role="group"]), .plot-box')];
  const raf = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const settled = () =>
    new Promise((r) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => r();
      ch.port2.postMessage(0);
    });
  const min = Number(input.min);
  const max = Number(input.max);
  const original = input.value;
  const toFigure = [];
  const toPainted = [];
  let unchanged = 0;
  let late = 0;
  const fire = () => input.dispatchEvent(new Event('input', { bubbles: true }));
  let mutated = false;
  const mo = new MutationObserver(() => (mutated = true));
  for (const f of new Set(figures.map((f) => f.closest('figure') ?? f)))
    mo.observe(f, { childList: true, subtree: true, attributes: true, characterData: true });
  for (let i = 0; i < steps; i++) {
    await raf();
    await settled(); // the frame is rendered: the event comes in a task of its own
    const before = input.value;
    input.value = String(min + ((max - min) * i) / (steps - 1));
    if (input.value === before) continue;
    mo.takeRecords();
    mutated = false;
    const t0 = performance.now();
    fire();
    for (let k = 0; k < hops; k++) await null; // the event's microtasks: Preact's render
    void document.body.offsetHeight; // style + layout of what changed
    const t1 = performance.now();
    // Changed by now: delivered to the observer already, or still waiting in its queue. Both are
    // cleared, so that what the observer sees from here on changed after the sample ended.
    const changed = mo.takeRecords().length > 0 || mutated;
    mutated = false;
    if (!changed) {
      unchanged++;
      if (unchanged >= 3 && toFigure.length === 0) break; // this input changes no figure at all
      continue;
    }
    toFigure.push(t1 - t0);
    const f0 = await raf(); // the frame that paints the change: its callbacks, then its rendering
    await settled();
    toPainted.push(t1 - t0 + (performance.now() - f0));
    if (mutated || mo.takeRecords().length) late++;
  }
  mo.disconnect();
  input.value = original;
  fire();
  await new Promise((r) => setTimeout(r, 50));
  return { toFigure, toPainted, unchanged, late };
}

/**
 * A page to scrub, loaded in a context of its own: its page errors collected, and the ids of its
 * widgets' sliders in page order.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ width: number, height: number } | undefined} viewport
 */
export async function openForScrub(browser, url, viewport) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  // A derivation page lays its blocks out once after load, a few per task (src/pages/[slug].astro):
  // those tasks would land between a step's input and its frame and be counted as the step's work.
  // The reader's scrubbing is measured once the page has settled.
  await page.waitForFunction(
    () => !document.querySelector('main.derivation') || 'blocksSized' in document.documentElement.dataset,
    null,
    { timeout: 60_000 },
  );
  const ids = await page
    .locator('section.widget input[type="range"]')
    .evaluateAll((els) => els.map((e) => e.id));
  return { context, page, errors, ids };
}

/**
 * Bring the slider `id` into view as the reader would reach it (its disclosures opened, scrolled
 * to), and give its widget the reader's first touch if `warmed` does not hold it yet: that touch may
 * load code, and is not measured. False if the slider is disabled (nothing to scrub).
 * @param {import('playwright-core').Page} page
 * @param {string} id
 * @param {Set<string>} warmed
 */
export async function readyToScrub(page, id, warmed) {
  const input = page.locator(`#${id}`);
  await input.evaluate((el) => {
    for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  });
  await input.scrollIntoViewIfNeeded();
  if (await input.isDisabled()) return false;
  const widget = await input.evaluate((el) => el.closest('section.widget')?.id ?? '');
  if (!warmed.has(widget)) {
    warmed.add(widget);
    await input.hover();
    await input.focus();
    await input.evaluate((el) => el.dispatchEvent(new Event('input', { bubbles: true })));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
  }
  return true;
}

/**
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {{ steps?: number, cpuRate?: number, viewport?: { width: number, height: number } }} [opts]
 * @returns {Promise<Record<string, { inputs: object[], all: object, errors: string[] }>>}
 */
export async function scrubLatency(baseUrl, paths, { steps = 60, cpuRate = 1, viewport } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const out = {};
  try {
    for (const path of paths) {
      const { context, page, errors, ids } = await openForScrub(browser, baseUrl + path, viewport);
      if (cpuRate > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      }
      const inputs = [];
      const warmed = new Set();
      for (const id of ids) {
        if (!(await readyToScrub(page, id, warmed))) {
          inputs.push({ id, samples: 0, unchanged: 0, disabled: true });
          continue;
        }
        const r = await page.evaluate(scrubInPage, { id, steps, hops: MICROTASK_HOPS });
        inputs.push({
          id,
          samples: r.toFigure.length,
          unchanged: r.unchanged,
          late: r.late,
          median: percentile(r.toFigure, 50),
          p95: percentile(r.toFigure, 95),
          max: Math.max(...r.toFigure),
          paintedMedian: percentile(r.toPainted, 50),
          paintedP95: percentile(r.toPainted, 95),
          toFigure: r.toFigure,
          toPainted: r.toPainted,
        });
      }
      const all = inputs.flatMap((i) => i.toFigure ?? []);
      const allPainted = inputs.flatMap((i) => i.toPainted ?? []);
      out[path] = {
        inputs: inputs.map(({ toFigure, toPainted, ...rest }) => rest),
        all: {
          samples: all.length,
          median: percentile(all, 50),
          p95: percentile(all, 95),
          max: all.length ? Math.max(...all) : NaN,
          paintedMedian: percentile(allPainted, 50),
          paintedP95: percentile(allPainted, 95),
        },
        errors: [...new Set(errors)],
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
