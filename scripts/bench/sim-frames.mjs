// Frame rate of a live simulation widget (a section with data-live-sim, such as a stack of
// boxes), while it plays in view: the intervals between animation frames, and how many simulation
// steps of 1/60 s it took per second of wall clock (60 when it keeps up). Unthrottled and with the
// CPU throttled through CDP (4 ≈ a school Chromebook); at its defaults, and at the configuration its
// budget names, if it names one (data-live-sim-query). Reported by `npm run bench`, never asserted:
// wall-clock frame times on this machine move with whatever else it runs.
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium.mjs';
import { percentile } from './scrub.mjs';

const SECONDS = 4;

/** One live simulation section of the loaded page, played in view: its frame statistics at this CPU rate. */
async function measure(context, page, id, rate) {
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  // Hydrate it (islands wait for the reader's first interaction), then let it settle in.
  await section.evaluate((el) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await page.locator(`astro-island:not([ssr]) section#${id}`).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.waitForTimeout(1000);
  const r = await page.evaluate(
    async ({ id, seconds }) => {
      const steps = () => Number(document.querySelector(`#${id} [data-readout$="-steps"]`)?.textContent);
      const times = [];
      const s0 = steps();
      const t0 = performance.now();
      await new Promise((done) => {
        const frame = (t) => {
          times.push(t);
          if (t - t0 < seconds * 1000) requestAnimationFrame(frame);
          else done();
        };
        requestAnimationFrame(frame);
      });
      const elapsed = (performance.now() - t0) / 1000;
      return {
        intervals: times.slice(1).map((t, i) => t - times[i]),
        stepsPerSecond: (steps() - s0) / elapsed,
      };
    },
    { id, seconds: SECONDS },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const median = percentile(r.intervals, 50);
  const p95 = percentile(r.intervals, 95);
  return {
    frames: r.intervals.length,
    fpsAverage: r.intervals.length / SECONDS,
    fpsMedian: 1000 / median,
    fpsP5: 1000 / p95,
    medianMs: median,
    p95Ms: p95,
    over33ms: r.intervals.filter((x) => x > 1000 / 30).length,
    stepsPerSecond: r.stepsPerSecond,
  };
}

/** For each path, each live simulation section on it: frame statistics at each CPU rate. */
export async function simFrames(baseUrl, paths, rates = [1, 4]) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const out = {};
  try {
    for (const path of paths) {
      for (const rate of rates) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(baseUrl + path, { waitUntil: 'load' });
        const ids = await page.locator('section[data-live-sim]').evaluateAll((els) => els.map((e) => e.id));
        // A widget may name a heavier configuration its budget is set at (data-live-sim-query: a link's
        // query, e.g. the largest scene with two solvers): measured too, after its defaults.
        const queries = await page
          .locator('section[data-live-sim] [data-live-sim-query]')
          .evaluateAll((els) =>
            els.map((e) => [e.closest('section[data-live-sim]').id, e.getAttribute('data-live-sim-query')]),
          );
        for (const id of ids) (out[path] ??= {})[`${id} @${rate}x`] = await measure(context, page, id, rate);
        for (const [id, query] of queries) {
          await page.goto(`${baseUrl}${path}?${query}`, { waitUntil: 'load' });
          (out[path] ??= {})[`${id} ?${query} @${rate}x`] = await measure(context, page, id, rate);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
