// What JavaScript a page ships: every /_astro/*.js its HTML references (island components,
// renderers, module scripts, preloads), followed through each file's static and dynamic imports.
// Shared by the size budget test (tests/static/budget.test.ts), the browser's cross-check that a page
// fetches nothing outside this count (tests/e2e/page-hygiene.ts) and scripts/bench.mjs, all over dist/.
import { gzipSync } from 'node:zlib';

/**
 * The budget: total gzip size of all the JavaScript a page's derivation and widgets can ever fetch
 * (every island hydrated, and Plot), the exercises aside. None of it is fetched before the reader
 * interacts (that budget, 40 kB, is in tests/e2e/checks/page-hygiene.ts). It is set just above the heaviest
 * page (134.1 kB: the many-contact chapter's three widgets, one of them a running box stepper, and
 * the contact LCP), so that anything a change adds to every page shows here and has to be argued
 * for. That page's last 0.5 kB: its cradle's third model (the chapter's loop with restitution
 * targets, solver/cradle.ts's cradleLoop, beside pair by pair and the LCP) and its column; and
 * 0.8 kB since the soft step's chapter steps the same stack world and reuses the sweeps' plumbing
 * of solver/sequential-impulses.ts: both are then chunks shared by two pages instead of parts of
 * this page's own (measured: 133.8 kB, every other page unchanged); and 0.3 kB for the stack
 * widget's choice of row order (three engines' orders) and its heavy top box (134.1 kB). The last
 * 2 kB on every page:
 * - a typed number box checked where it is typed (src/params/entry.ts) and the diagrams' shared
 *   label placement (src/kit/svg/layout.ts): 1.4 kB;
 * - a scrub step's cheaper frame (0.5 kB): a chart's marks updated in place instead of parsed
 *   again (kit/plot/mark-svg.ts's patchMarks), readout tables whose columns keep their widths
 *   (kit/ReadoutTable.tsx) and boxes that do not shrink during a gesture (kit/Contained.tsx).
 * 134.9 kB since every chart keeps, at hydration, the layout the page shows (its own or the
 * narrow one: kit/plot/PlotFigure.tsx), so that its text is 12 px or more on a phone: 0.34 kB, 0.38 kB
 * on the stack chapter's page (measured after it: 134.8 kB, the heaviest page; 134.5 kB before).
 * 135.4 kB since every number box and answer box reads a decimal comma and says how it read an
 * ambiguous one (src/lib/decimal.ts), keeps its arrow keys as a text box, and a press on overlapping
 * drag handles goes to the nearest: 0.42 to 0.57 kB a page (the stack chapter's page measured
 * 135.3 kB after it, 134.8 kB before).
 * 136.2 kB since "plug in numbers" shows each formula with the numbers in it: the browser fills the
 * slots from the page's symbols, so their value functions ship (keyed by slot id, no TeX; see
 * src/lib/slots.ts), with what of the solver only they use, and the island's filling: 0.7 to 1.0 kB
 * a page (the stack chapter's page measured 136.1 kB after it, 135.4 kB before). 136.3 kB since an
 * embed's snippet says the column its height was sized for (kit/widgets/snippet.ts's SIZED_FOR, for a
 * course page whose editor strips the script): 0.06 kB.
 * `npm run bench` prints each page's total. Plot stays in this count as the fallback for a frame
 * only it can draw, which no control on the site asks for (tests/e2e/checks/page-hygiene.ts): what a reader's first
 * interaction fetches is kit/plot/frame.ts's small chunk instead.
 */
export const JS_BUDGET_BYTES = 136_300;

/**
 * The exercises island has a budget of its own: what it adds to the page beyond the widgets' files
 * (its chapter's exercise data and the shared exercise model), fetched only when the reader first
 * touches an exercise; set just above the heaviest page's, as the budget above. 7 kB since every
 * exercise names its usual slips (a hint each) and sets subscripted symbols as MathML: 6.5 kB before.
 * 7.3 kB since the first page opens on a head-on exercise (a fifth numeric one, four slips named).
 * 7.4 kB since an answer's decimal comma is read and an ambiguous one said (the first chapter's
 * page: 7.34 kB, 7.27 before). 7.5 kB since a prediction names the section that answers it, the
 * step whose number answers it and the configuration its question starts from (the deck's), and an
 * exercise that needs no rotation says so (the handout's): the first chapter's page 7.41 kB.
 */
export const EXERCISES_BUDGET_BYTES = 7_500;

/** The exercises island's component file (src/chapters/<slug>/Exercises.tsx). */
export const isExercisesIsland = (name) => /^Exercises\.[\w-]+\.js$/.test(name);

/**
 * /_astro/*.js names referenced by an HTML page, in order of first appearance. The service worker's
 * registration (public/register-sw.js, at the base, not under /_astro/) is left out on purpose: it is
 * not the widgets' code, it is the same on every page, and it has a budget of its own
 * (tests/e2e/offline.spec.ts); the before-interaction budget (tests/e2e/checks/page-hygiene.ts) counts it
 * with everything else a page fetches. The worker itself (sw.js) runs apart from the page.
 */
export function htmlScriptRefs(html) {
  return [...new Set([...html.matchAll(/\/_astro\/([\w.-]+\.js)\b/g)].map((m) => m[1]))];
}

/** JS file names a built module imports: `from "./x.js"`, `import("./x.js")`, Vite's preload lists ("_astro/x.js"). */
export function moduleRefs(code) {
  return [
    ...new Set([...code.matchAll(/["'`](?:\.\/|\/_astro\/|_astro\/)([\w.-]+\.js)["'`]/g)].map((m) => m[1])),
  ];
}

/** gzip size in bytes (zlib default level 6, what a typical server sends). */
export function gzipSize(buf) {
  return gzipSync(buf).length;
}

/**
 * The transitive closure of a page's JavaScript.
 * @param {string} html the page
 * @param {(name: string) => Promise<Buffer>} load reads /_astro/<name>
 * @param {(name: string) => boolean} [skip] leave out these files the HTML references (and what
 *   only they import)
 * @returns {Promise<{ files: { name: string, bytes: number, gzip: number }[], totalBytes: number, totalGzip: number }>}
 */
export async function pageJs(html, load, skip = () => false) {
  const seen = new Map();
  const queue = htmlScriptRefs(html).filter((name) => !skip(name));
  while (queue.length) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    const buf = await load(name);
    seen.set(name, { name, bytes: buf.length, gzip: gzipSize(buf) });
    for (const dep of moduleRefs(buf.toString('utf8'))) if (!seen.has(dep)) queue.push(dep);
  }
  const files = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    totalBytes: files.reduce((s, f) => s + f.bytes, 0),
    totalGzip: files.reduce((s, f) => s + f.gzip, 0),
  };
}
