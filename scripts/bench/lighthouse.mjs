// Lighthouse (mobile, its default) on a URL, several runs, median per category. Uses the system
// Chromium through chrome-launcher; nothing is downloaded.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, CHROMIUM_FLAGS } from '../chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** @returns {Promise<{ scores: Record<string, number>, runs: Record<string, number>[], metrics: Record<string, number>, failedAudits: Record<string, string[]>, tbt: number, longestTask: number, longestTasks: { duration: number, startTime: number, own: number }[] }>} */
export async function lighthouseMedian(url, runs = 3) {
  const chromePath = chromiumPath();
  process.env.CHROME_PATH = chromePath;
  const all = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: no warm caches or leftover state between runs.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      all.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(all.map((l) => l.categories[c]?.score ?? 0))]),
  );
  // Metrics of the run whose performance score is the median one.
  const byPerf = [...all].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const mid = byPerf[byPerf.length >> 1];
  const metrics = Object.fromEntries(METRICS.map((m) => [m, mid.audits[m]?.numericValue ?? NaN]));
  // Audits scoring below 0.9 in any run (lowest score kept), per category, so a low score says why.
  const failedAudits = {};
  for (const c of CATEGORIES) {
    const worst = new Map();
    for (const lhr of all) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
          worst.set(ref.id, Math.min(worst.get(ref.id) ?? 1, a.score));
      }
    }
    failedAudits[c] = [...worst].map(([id, score]) => `${id} (${score})`);
  }
  // The longest main-thread task of each run, and when it started ("long-tasks"). Lighthouse
  // loads the page at full speed and simulates its mobile CPU: a task counts four times what it
  // observed, or twice if the task ran a layout (lantern's Simulator, layoutTaskMultiplier 0.5).
  // A task Lighthouse can tie to no script or document is "Unattributable": on a load, the
  // navigation's own first task (see blank-page.mjs). `own` is the longest of the others.
  const longest = all.map((l) => {
    const items = l.audits['long-tasks']?.details?.items ?? [];
    const top = (xs) =>
      xs.reduce((a, i) => (i.duration > a.duration ? i : a), { duration: 0, startTime: NaN });
    return { ...top(items), own: top(items.filter((i) => i.url !== 'Unattributable')).duration };
  });
  return {
    scores,
    // Total blocking time, median of the runs (each run's own, not the median-score run's).
    tbt: median(all.map((l) => l.audits['total-blocking-time']?.numericValue ?? NaN)),
    runs: all.map((l) => Object.fromEntries(CATEGORIES.map((c) => [c, l.categories[c]?.score ?? 0]))),
    metrics,
    failedAudits,
    longestTask: median(longest.map((t) => t.duration)),
    longestTasks: longest.map((t) => ({ duration: t.duration, startTime: t.startTime, own: t.own })),
  };
}
