// Embeds on a course page: every embed, framed by a host page 760 px wide that pasted the snippet
// (the iframe and its listener script, exactly as /embed/ and the Embed action give them), reports the
// height of its content, the frame grows or shrinks to it, and no figure is cut. A frame the host
// fixes under the compact threshold shows the figure and the teaching controls, every figure whole.
// One framed visit per embed: the frame is measured as the snippet sizes it, then the host stops
// listening and fixes it at 480 px, in place, and the compact layout is measured.
//
// Elsewhere: the heights the snippets start at, the manifests', on every page that gives a snippet,
// and embed pages' policies without frame-ancestors (tests/static/embed.test.ts); the listener's
// rules with made-up messages (tests/unit/site/widgets-registry.test.ts).
import type { Frame, Page } from '@playwright/test';
import {
  HEIGHT_MESSAGE,
  MAX_FRAME_HEIGHT,
  SNIPPET_COLUMN,
  heightListener,
  snippet,
} from '../../src/kit/widgets/snippet';
import { test, expect, loadChapters } from './support';

const CHAPTERS = await loadChapters();
const EMBEDS = CHAPTERS.flatMap((c) => c.widgets.map((w) => ({ slug: c.slug, ...w })));
/** The width of a course page's content column the snippet is measured at. */
const HOST_WIDTH = SNIPPET_COLUMN;
/** Below this frame height (px) an embed uses its compact layout (classroom.css). */
const COMPACT_BELOW = 640;
/** A configuration's query the snippets carry (the first embed's is /embed/'s own snippet, without one). */
const QUERY = '?from=test';
/** The height a host fixes a compact frame at. */
const FIXED = 480;
const FIGURES = 'section.widget :is(svg.diagram, figure svg, .plot-box svg)';

interface Heard {
  height: number;
  path: string;
}
type HostWindow = Window & { heights: Heard[]; heightsSet: string[]; deaf: boolean };

/**
 * A host page on another origin (about:blank) with `body` in it. It records the height messages it
 * gets and every height its iframe's attribute takes; `deaf` (set later) stops every height message
 * before the pasted listener hears it, as for a host page that fixes its frames' heights itself.
 */
async function host(page: Page, body: string): Promise<Frame> {
  await page.setViewportSize({ width: HOST_WIDTH, height: 900 });
  await page.setContent(
    '<!doctype html><body style="margin:0"><script>window.heights=[];window.heightsSet=[];window.deaf=false;' +
      `addEventListener("message",function(e){if(e.data&&e.data.type===${JSON.stringify(HEIGHT_MESSAGE)}){` +
      'heights.push(e.data);if(deaf)e.stopImmediatePropagation()}})</script>' +
      `${body}<script>new MutationObserver(function(){heightsSet.push(document.querySelector("iframe").getAttribute("height"))})` +
      '.observe(document.querySelector("iframe"),{attributes:true,attributeFilter:["height"]})</script></body>',
  );
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.locator('section.widget').waitFor();
  return frame!;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).heights);

/**
 * Every figure in the frame's viewport whose box leaves it, or that a box clipping its overflow
 * cuts: none may.
 */
function cutFigures(frame: Frame, selector: string): Promise<string[]> {
  return frame.evaluate((sel) => {
    const cut: string[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>(sel)) {
      const b = svg.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const name =
        svg.getAttribute('aria-label') ?? svg.closest('figure')?.textContent?.slice(0, 40) ?? 'a figure';
      if (b.top < -1 || b.left < -1 || b.bottom > innerHeight + 1 || b.right > innerWidth + 1)
        cut.push(`${name}: ${Math.round(b.top)}…${Math.round(b.bottom)} in a ${innerHeight} px frame`);
      for (let el = svg.parentElement; el && el !== document.body; el = el.parentElement) {
        if (getComputedStyle(el).overflowY === 'visible') continue;
        const e = el.getBoundingClientRect();
        if (b.top < e.top - 1 || b.bottom > e.bottom + 1)
          cut.push(
            `${name}: cut by .${[...el.classList].join('.')} (${Math.round(b.height)} px in ${Math.round(e.height)})`,
          );
      }
    }
    return cut;
  }, selector);
}

for (const [i, w] of EMBEDS.entries()) {
  const path = `/embed/${w.slug}/${w.key}/`;

  test(`${path} on a host page: the frame takes its content's height, no figure cut; fixed at ${HOST_WIDTH}×${FIXED}, compact with the figure whole beside the teaching controls`, async ({
    page,
    newContext,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    let body = snippet(origin, path, w.title, QUERY, w.height!);
    if (i === 0) {
      // /embed/ shows the snippet for the address it is served from (its script rewrites the
      // build's), and a host pastes it as shown.
      const embedPage = await (await newContext()).newPage();
      await embedPage.goto('/embed/');
      const shown = await embedPage.getByLabel(/^Snippet for/).inputValue();
      const example = EMBEDS.find((e) => shown.includes(`${origin}/embed/${e.slug}/${e.key}/"`));
      expect(example, shown).toBeDefined();
      expect(shown).toBe(
        snippet(origin, `/embed/${example!.slug}/${example!.key}/`, example!.title, '', example!.height!),
      );
      if (example === w) body = shown;
    }
    const frame = await host(page, body);
    const iframe = page.locator('iframe');
    // Settled: the frame is as tall as the last height reported, and the embed's document as tall
    // as its frame (a simulation that runs may still add a line: then it settles again).
    await expect
      .poll(
        async () => {
          const last = (await heard(page)).at(-1);
          const box = await iframe.boundingBox();
          const doc = await frame.evaluate(() => ({
            scrollHeight: document.documentElement.scrollHeight,
            content: Math.ceil(document.querySelector('main')!.getBoundingClientRect().bottom),
          }));
          return (
            last !== undefined &&
            Math.round(box!.height) === last.height &&
            Math.abs(doc.scrollHeight - last.height) <= 1 &&
            doc.content === last.height
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const last = (await heard(page)).at(-1)!;
    // The embed's own address, its query with it.
    const framed = new URL(frame.url());
    expect(framed.pathname).toBe(path);
    expect(last.path).toBe(framed.pathname + framed.search);
    // The full layout: a frame sized to its content is never compact.
    expect(last.height).toBeGreaterThanOrEqual(COMPACT_BELOW);
    await expect(frame.locator('.widget-actions').first()).toBeVisible();
    expect(await cutFigures(frame, FIGURES)).toEqual([]);
    // The snippet's height (the frame's, where the host page strips its script) holds all of the
    // content at the width it says it was sized for, and is not much taller.
    expect(w.height!, `the manifest’s height, ${HOST_WIDTH} px wide`).toBeGreaterThanOrEqual(last.height);
    expect(w.height!).toBeLessThanOrEqual(last.height * 1.15 + 30);

    if (i === 0) {
      // The listener heeds only its frame's messages: one from the host page itself changes nothing
      // (the frame's next message, sent after it, shows it was handled first) ...
      await page.evaluate((type) => window.postMessage({ type, height: 300 }, '*'), HEIGHT_MESSAGE);
      await frame.evaluate((type) => parent.postMessage({ type, height: 1234 }, '*'), HEIGHT_MESSAGE);
      await expect(iframe).toHaveAttribute('height', '1234');
      expect(await page.evaluate(() => (window as unknown as HostWindow).heightsSet)).not.toContain('300');
      // ... and the frame's own are clamped.
      await frame.evaluate((type) => parent.postMessage({ type, height: 1e9 }, '*'), HEIGHT_MESSAGE);
      await expect(iframe).toHaveAttribute('height', String(MAX_FRAME_HEIGHT));
      await frame.evaluate((type) => parent.postMessage({ type, height: 'tall' }, '*'), HEIGHT_MESSAGE);
      await frame.evaluate((type) => parent.postMessage({ type, height: 1234 }, '*'), HEIGHT_MESSAGE);
      await expect(iframe).toHaveAttribute('height', '1234');
      expect(await page.evaluate(() => (window as unknown as HostWindow).heightsSet)).not.toContain('NaN');
    }

    // The host fixes the frame under the threshold, in place: the compact layout.
    await page.evaluate((h) => {
      (window as unknown as HostWindow).deaf = true;
      document.querySelector('iframe')!.setAttribute('height', String(h));
    }, FIXED);
    await expect.poll(() => frame.evaluate(() => innerHeight)).toBe(FIXED);
    await expect(frame.locator('.widget-actions').first()).toBeHidden();
    await expect(frame.locator('.widget-figure').first()).toBeVisible();
    // The key numbers stay: the summary sentence, where the widget has one (j, k, …).
    const summaries = frame.locator('section.widget .widget-summary');
    if ((await summaries.count()) > 0) await expect(summaries.first()).toBeVisible();
    // Whole as laid out at this height: scrolled back to its top, as a frame first shown.
    await frame.evaluate(() => window.scrollTo(0, 0));
    expect(await cutFigures(frame, `.widget-figure :is(svg.diagram, figure svg, .plot-box svg)`)).toEqual([]);
    // A teaching control is in view beside the figure.
    const inView = await frame.evaluate(() =>
      [...document.querySelectorAll('section.widget input[type="range"]')].some((el) => {
        const b = el.getBoundingClientRect();
        return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight;
      }),
    );
    expect(inView, 'a slider in view').toBe(true);
    await expect(iframe).toHaveAttribute('height', String(FIXED));

    // The embed works on its own in the frame: a slider changes its figure (not every slider moves
    // one: a velocity does not change an effective mass curve; each in turn, to its far end, until one
    // has), and its link back to the chapter keeps the frame's query and names the widget.
    const shown = () =>
      frame.locator('section.widget svg').evaluateAll((svgs) => svgs.map((s) => s.outerHTML).join('\n'));
    const before = await shown();
    const sliders = frame.locator('section.widget input[type="range"]:visible:not([disabled])');
    let changed = false;
    for (let k = 0, n = await sliders.count(); k < n && !changed; k++) {
      const slider = sliders.nth(k);
      await slider.focus();
      const atMax = (await slider.inputValue()) === (await slider.getAttribute('max'));
      await page.keyboard.press(atMax ? 'Home' : 'End');
      // A slider that moves no figure leaves it as it was; the first press also loads the chart code.
      changed = await expect
        .poll(shown, { timeout: 1_500 })
        .not.toBe(before)
        .then(
          () => true,
          () => false,
        );
    }
    expect(changed, 'some slider changes the figure').toBe(true);
    await expect(frame.locator('astro-island').first()).not.toHaveAttribute('ssr');
    const back = new URL((await frame.locator('.embed-back a').getAttribute('href'))!, frame.url());
    expect(back.pathname).toMatch(new RegExp(`/${w.slug}/$`));
    expect(back.hash).toBe(`#${w.anchor}`);
    for (const [k, v] of framed.searchParams)
      expect(back.searchParams.get(k), `the link back keeps ${k}`).toBe(v);
    if (i > 0) expect(framed.search).toBe(QUERY);
  });
}

/** Content columns a course page may give its frames (px): the host page opens at the first. */
const COLUMNS = [830, 320, 600, 1200] as const;
/** After its column changes width, a frame is at its new height this soon (ms)... */
const SETTLE_MS = 1000;
/** ... after this many heights at most (a frame whose layout follows its own height sends on and on). */
const SETTLE_HEIGHTS = 4;

type Hosting = Window & { sets: { t: number; h: string }[][] };

// Every embed at once in a course page's column (the snippets' iframes, loaded at once rather than
// lazily so that the frames below the fold run too, and the pasted listener, once), the column at
// each width in turn. Each frame settles to the height of all of its content (the full layout:
// nothing cut, nothing scrolling inside it) within a few heights, within SETTLE_MS of the column's
// change, and stays there. A frame whose layout follows its own height (a figure column held to
// 100vh, the compact layout a short frame takes) chases itself down message after message instead.
test(`every embed, in a column ${COLUMNS.join(', ')} px wide with the pasted listener, settles to the height of all its content within ${SETTLE_MS} ms and stays`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const frames = EMBEDS.map((w) =>
    snippet(origin, `/embed/${w.slug}/${w.key}/`, w.title, '', w.height!)
      .split('\n')[0]!
      .replace(' loading="lazy"', ''),
  );
  await page.setViewportSize({ width: Math.max(...COLUMNS) + 40, height: 900 });
  // The host page on the site's origin, served by the test: Chromium stops rendering a cross-origin
  // frame while it is out of view (its messages wait until it is scrolled to), and most of these are.
  const hostUrl = `${origin}/embed-host.html`;
  const hostPage =
    `<!doctype html><body style="margin:0"><div id="column" style="width:${COLUMNS[0]}px;margin:0 20px">${frames.join('')}</div>` +
    '<script>window.sets=[];[].slice.call(document.querySelectorAll("iframe")).forEach(function(f,i){sets[i]=[];' +
    'new MutationObserver(function(){sets[i].push({t:performance.now(),h:f.getAttribute("height")})})' +
    '.observe(f,{attributes:true,attributeFilter:["height"]})})</script>' +
    `${heightListener(origin)}</body>`;
  await page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html', body: hostPage }));
  await page.goto(hostUrl);
  const iframes = page.locator('iframe');
  await expect(iframes).toHaveCount(EMBEDS.length);
  const frame = async (i: number) => (await (await iframes.nth(i).elementHandle())!.contentFrame())!;
  const name = (i: number) => `${EMBEDS[i]!.slug}/${EMBEDS[i]!.key}`;
  /** The frames that do not show all of their content, each with its state. */
  const unsettled = async () =>
    (
      await Promise.all(
        EMBEDS.map(async (_, i) => {
          const f = await frame(i);
          const s = await f.evaluate(() => {
            const main = document.querySelector('main');
            return {
              frame: innerHeight,
              content: main ? Math.ceil(main.getBoundingClientRect().bottom + scrollY) : 0,
              page: document.documentElement.scrollHeight,
              // Boxes that scroll their content up and down inside the frame.
              scrolls: [...document.querySelectorAll('main *')].filter((el) => {
                const o = getComputedStyle(el).overflowY;
                return (o === 'auto' || o === 'scroll') && el.scrollHeight > el.clientHeight + 1;
              }).length,
              compact: !document.querySelector('.widget-actions')?.checkVisibility(),
            };
          });
          const cut = s.content > 0 ? await cutFigures(f, FIGURES) : [];
          const whole =
            s.content > 0 && s.frame === s.content && s.page <= s.frame + 1 && !s.scrolls && !s.compact;
          return whole && cut.length === 0 ? '' : `${name(i)}: ${JSON.stringify({ ...s, cut })}`;
        }),
      )
    ).filter(Boolean);
  const sets = () => page.evaluate(() => (window as unknown as Hosting).sets);
  // Each widget as a reader who has touched it sees it: its code running (charts drawn by it, a
  // simulation stepping), as every island of a frame linked with a configuration is once in view.
  for (const i of EMBEDS.keys()) {
    const f = await frame(i);
    await f.locator('section.widget').waitFor();
    await f.evaluate(() => document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' })));
  }
  for (const i of EMBEDS.keys()) await expect((await frame(i)).locator('astro-island[ssr]')).toHaveCount(0);
  for (const [k, column] of COLUMNS.entries()) {
    await test.step(`${column} px`, async () => {
      const before = (await sets()).map((s) => s.length);
      const t0 = await page.evaluate((w) => {
        document.getElementById('column')!.style.width = `${w}px`;
        return performance.now();
      }, column);
      await expect.poll(unsettled, { timeout: 30_000 }).toEqual([]);
      const now = await sets();
      const late = now
        .map((s, i) => {
          const mine = s.slice(before[i]);
          return {
            embed: name(i),
            heights: mine.map((x) => x.h),
            ms: Math.round((mine.at(-1)?.t ?? t0) - t0),
          };
        })
        // The first width's heights include the embeds' loading: counted, not timed.
        .filter((s) => s.heights.length > SETTLE_HEIGHTS || (k > 0 && s.ms > SETTLE_MS));
      expect(late, `frames slow to settle at ${column} px`).toEqual([]);
      // And it stays: each frame draws ten more frames (one chasing its height sends a message on
      // each), and no height changes.
      await Promise.all(
        EMBEDS.map(async (_, i) =>
          (await frame(i)).evaluate(
            () =>
              new Promise<void>((done) => {
                let n = 0;
                const tick = () => (++n >= 10 ? done() : requestAnimationFrame(tick));
                requestAnimationFrame(tick);
              }),
          ),
        ),
      );
      expect((await sets()).map((s) => s.length)).toEqual(now.map((s) => s.length));
      expect(await unsettled()).toEqual([]);
    });
  }
});
