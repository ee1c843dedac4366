// Scrub latency: for every range input on a page, step its value across its range with `input`
// events, one step per animation frame (as a pointer drag delivers them), and time each step from
// the event to the moment the plots in .plot-box have been replaced and laid out (a MutationObserver
// on the boxes, then a forced layout). Also recorded: the time to the next animation frame after
// that (includes waiting for the frame clock, so it is at least the work plus up to one frame).
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium.mjs';

export const percentile = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** Runs inside the page: scrub one range input; returns per-step timings. */
async function scrubInPage({ id, steps }) {
  const input = document.getElementById(id);
  const boxes = [...document.querySelectorAll('.plot-box')];
  const raf = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const min = Number(input.min);
  const max = Number(input.max);
  const original = input.value;
  const toPlot = [];
  const toFrame = [];
  let unchanged = 0;
  const fire = () => input.dispatchEvent(new Event('input', { bubbles: true }));
  for (let i = 0; i < steps; i++) {
    await raf();
    const before = input.value;
    input.value = String(min + ((max - min) * i) / (steps - 1));
    if (input.value === before) continue;
    const updated = new Promise((resolve) => {
      const timer = setTimeout(() => {
        mo.disconnect();
        resolve(null);
      }, 300);
      const mo = new MutationObserver(() => {
        mo.disconnect();
        clearTimeout(timer);
        void document.body.offsetHeight; // style + layout of the new SVGs
        resolve(performance.now());
      });
      for (const b of boxes) mo.observe(b, { childList: true, subtree: true });
    });
    const t0 = performance.now();
    fire();
    const t1 = await updated;
    if (t1 === null) {
      unchanged++;
      if (unchanged >= 3 && toPlot.length === 0) break; // this input does not redraw the plots at all
      continue;
    }
    toPlot.push(t1 - t0);
    toFrame.push((await raf()) - t0);
  }
  input.value = original;
  fire();
  await new Promise((r) => setTimeout(r, 50));
  return { toPlot, toFrame, unchanged };
}

/**
 * @param {string} baseUrl
 * @param {string[]} paths
 * @returns {Promise<Record<string, { inputs: object[], all: object, errors: string[] }>>}
 */
export async function scrubLatency(baseUrl, paths, steps = 60) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const out = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl + path);
      // Hydrate every island (client:visible): bring each into view, wait for Astro to drop `ssr`.
      for (const island of await page.locator('astro-island').all()) {
        await island.locator(':scope > :not(template)').first().scrollIntoViewIfNeeded();
        await page.waitForFunction((el) => !el.hasAttribute('ssr'), await island.elementHandle(), {
          timeout: 10_000,
        });
      }
      const ids = await page.locator('input[type="range"]').evaluateAll((els) => els.map((e) => e.id));
      const hasPlots = (await page.locator('.plot-box').count()) > 0;
      const inputs = [];
      if (hasPlots) {
        for (const id of ids) {
          await page.locator(`#${id}`).scrollIntoViewIfNeeded();
          const r = await page.evaluate(scrubInPage, { id, steps });
          inputs.push({
            id,
            samples: r.toPlot.length,
            unchanged: r.unchanged,
            median: percentile(r.toPlot, 50),
            p95: percentile(r.toPlot, 95),
            max: Math.max(...r.toPlot),
            frameMedian: percentile(r.toFrame, 50),
            frameP95: percentile(r.toFrame, 95),
            toPlot: r.toPlot,
            toFrame: r.toFrame,
          });
        }
      }
      const allPlot = inputs.flatMap((i) => i.toPlot);
      const allFrame = inputs.flatMap((i) => i.toFrame);
      out[path] = {
        hasPlots,
        inputs: inputs.map(({ toPlot, toFrame, ...rest }) => rest),
        all: {
          samples: allPlot.length,
          median: percentile(allPlot, 50),
          p95: percentile(allPlot, 95),
          max: allPlot.length ? Math.max(...allPlot) : NaN,
          frameMedian: percentile(allFrame, 50),
          frameP95: percentile(allFrame, 95),
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
