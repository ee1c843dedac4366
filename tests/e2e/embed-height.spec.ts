// Embeds on a course page: every embed, framed by a host page 760 px wide that pasted the snippet
// (the iframe and its listener script, exactly as /embed/ and the Embed action give them), reports the
// height of its content, the frame grows or shrinks to it, and no figure is cut. A frame the host
// fixes under the compact threshold shows the figure and the teaching controls, every figure whole.
import type { Frame, Page } from '@playwright/test';
import { HEIGHT_MESSAGE, MAX_FRAME_HEIGHT, snippet } from '../../src/kit/widgets/snippet';
import { test, expect, loadChapters } from './support';

const CHAPTERS = await loadChapters();
const EMBEDS = CHAPTERS.flatMap((c) => c.widgets.map((w) => ({ slug: c.slug, ...w })));
/** The width of a course page's content column the snippet is measured at. */
const HOST_WIDTH = 760;
/** Below this frame height (px) an embed uses its compact layout (classroom.css). */
const COMPACT_BELOW = 640;
const FIGURES = 'section.widget :is(svg.diagram, figure svg, .plot-box svg)';

/** A host page on another origin (about:blank) with `body` in it, recording the height messages. */
async function host(page: Page, body: string): Promise<Frame> {
  await page.setViewportSize({ width: HOST_WIDTH, height: 900 });
  await page.setContent(
    '<!doctype html><body style="margin:0"><script>window.heights=[];addEventListener("message",' +
      `function(e){if(e.data&&e.data.type===${JSON.stringify(HEIGHT_MESSAGE)})heights.push(e.data)})</script>` +
      `${body}</body>`,
  );
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.locator('section.widget').waitFor();
  return frame!;
}

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

for (const w of EMBEDS) {
  const path = `/embed/${w.slug}/${w.key}/`;

  test(`${path} on a host page: the frame takes the height the embed reports, its content's; no figure is cut`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const frame = await host(page, snippet(origin, path, w.title, '', w.height ?? 0));
    const iframe = page.locator('iframe');
    // Settled: the frame is as tall as the last height reported, and the embed's document as tall
    // as its frame (a simulation that runs may still add a line: then it settles again).
    await expect
      .poll(
        async () => {
          const last = await page.evaluate(() =>
            (window as unknown as { heights: { height: number }[] }).heights.at(-1),
          );
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
    const last = await page.evaluate(() =>
      (window as unknown as { heights: { height: number; path: string }[] }).heights.at(-1)!,
    );
    expect(last.path).toBe(path);
    // The full layout: a frame sized to its content is never compact.
    expect(last.height).toBeGreaterThanOrEqual(COMPACT_BELOW);
    await expect(frame.locator('.widget-actions').first()).toBeVisible();
    expect(await cutFigures(frame, FIGURES)).toEqual([]);
    // The snippet starts the frame near the height it will take at this width, never much shorter.
    expect(w.height, 'the manifest gives the embed its height at 760 px wide').toBeDefined();
    expect(w.height!).toBeGreaterThanOrEqual(last.height - 30);
    expect(w.height!).toBeLessThanOrEqual(last.height * 1.15 + 30);
  });

  test(`${path} in a frame fixed at ${HOST_WIDTH}×480: compact, the figure whole beside the teaching controls`, async ({
    page,
    baseURL,
  }) => {
    const frame = await host(
      page,
      `<iframe src="${new URL(path, baseURL).href}" title="${w.title}" width="${HOST_WIDTH}" height="480" style="border:0"></iframe>`,
    );
    await expect(frame.locator('.widget-actions').first()).toBeHidden();
    await expect(frame.locator('.widget-figure').first()).toBeVisible();
    expect(await cutFigures(frame, `.widget-figure :is(svg.diagram, figure svg, .plot-box svg)`)).toEqual([]);
    // A teaching control is in view beside the figure.
    const inView = await frame.evaluate(() =>
      [...document.querySelectorAll('section.widget input[type="range"]')].some((el) => {
        const b = el.getBoundingClientRect();
        return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight;
      }),
    );
    expect(inView, 'a slider in view').toBe(true);
  });
}

test('/embed/ shows the snippet with its listener for this address; the listener heeds only its frame, and clamps', async ({
  page,
  newContext,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const w = EMBEDS[0]!;
  const path = `/embed/${w.slug}/${w.key}/`;
  await page.goto('/embed/');
  const shown = await page.getByLabel(/^Snippet for/).inputValue();
  expect(shown).toBe(snippet(origin, path, w.title, '', w.height!));
  expect(shown).toContain('<script>addEventListener("message"');
  // Any host may frame an embed: its policy has no frame-ancestors, and no X-Frame-Options is sent.
  const response = await page.request.get(path);
  expect(response.headers()['x-frame-options']).toBeUndefined();
  expect(await response.text()).not.toContain('frame-ancestors');

  const hostPage = await (await newContext()).newPage();
  const frame = await host(hostPage, shown);
  const iframe = hostPage.locator('iframe');
  await expect.poll(async () => Math.round((await iframe.boundingBox())!.height)).not.toBe(w.height);
  const settled = await iframe.getAttribute('height');
  // A message from anything but the frame (here the host page itself) changes nothing ...
  await hostPage.evaluate((type) => window.postMessage({ type, height: 300 }, '*'), HEIGHT_MESSAGE);
  await hostPage.waitForTimeout(200);
  await expect(iframe).toHaveAttribute('height', settled!);
  // ... and the frame's own messages are clamped.
  await frame.evaluate((type) => parent.postMessage({ type, height: 1e9 }, '*'), HEIGHT_MESSAGE);
  await expect(iframe).toHaveAttribute('height', String(MAX_FRAME_HEIGHT));
  await frame.evaluate((type) => parent.postMessage({ type, height: 'tall' }, '*'), HEIGHT_MESSAGE);
  await hostPage.waitForTimeout(200);
  await expect(iframe).toHaveAttribute('height', String(MAX_FRAME_HEIGHT));
});
