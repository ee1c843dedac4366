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
import { HEIGHT_MESSAGE, MAX_FRAME_HEIGHT, snippet } from '../../src/kit/widgets/snippet';
import { test, expect, loadChapters } from './support';

const CHAPTERS = await loadChapters();
const EMBEDS = CHAPTERS.flatMap((c) => c.widgets.map((w) => ({ slug: c.slug, ...w })));
/** The width of a course page's content column the snippet is measured at. */
const HOST_WIDTH = 760;
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
    // The snippet starts the frame near the height it will take at this width, never much shorter.
    expect(w.height!, 'the manifest’s height at 760 px wide').toBeGreaterThanOrEqual(last.height - 30);
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
