// A scrub step lays out the boxes whose content it changed, not the page. Text changed anywhere in
// a derivation page otherwise makes Chromium lay the page out from the document down, a walk that
// costs more than what changed. So the text a scrub rewrites sits in boxes laid out on their own
// (src/kit/Contained.tsx and WhileSeen.tsx), and so do the slider and the number box it moves
// (src/kit/ParamControls.tsx); a chart or a diagram is an SVG, which Chromium lays out on its own.
//
// Checked with Chromium's own record (a performance trace): for every slider of every widget, the
// layouts its scrub steps cause, where each started and which nodes made it necessary. A step lays
// out the page by design when a box's content changes size (a summary takes another line: the box's
// height follows). A node changed outside every box may do it once in four steps (a notice
// appears); a sentence, table or caption left outside a box does it at every step. The failure
// names the nodes.
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, DERIVATIONS, hydrate } from './support';

const STEPS = 4;

test.use({ viewport: { width: 1280, height: 800 } });

interface TraceEvent {
  name: string;
  ts: number;
  args?: {
    endData?: { layoutRoots?: { nodeName: string }[] };
    data?: { nodeId?: number; reason?: string };
  };
}

/**
 * Scrub one slider by STEPS values, one per frame, each step marked for the trace. Returns the
 * steps during which the page itself took a column block's class off (its far-from-view observer,
 * [slug].astro, firing late on a busy machine) or the browser started or stopped skipping a block
 * (content-visibility: auto): their layouts are the scroll's doing, not the scrub's.
 */
const scrub = (page: Page, id: string) =>
  page.evaluate(
    async ({ id, steps }) => {
      const blocks = new MutationObserver(() => {});
      blocks.observe(document.querySelector('main')!, { attributes: true, attributeFilter: ['class'] });
      for (const b of document.querySelectorAll('main > *'))
        blocks.observe(b, { attributes: true, attributeFilter: ['class'] });
      // A block whose content-visibility: auto starts or stops skipping it changes its style too.
      let skipChanged = false;
      const onSkip = () => (skipChanged = true);
      document.addEventListener('contentvisibilityautostatechange', onSkip, true);
      const toggled: number[] = [];
      const input = document.getElementById(id) as HTMLInputElement;
      const min = Number(input.min);
      const max = Number(input.max);
      const settled = () =>
        new Promise((r) => {
          const c = new MessageChannel();
          c.port1.onmessage = r;
          c.port2.postMessage(0);
        });
      for (let i = 0; i < steps; i++) {
        skipChanged = false;
        await new Promise((r) => requestAnimationFrame(r));
        await settled();
        input.value = String(min + ((max - min) * (i + 0.37)) / steps);
        performance.mark(`step:${id}:${i}`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await settled(); // the re-render Preact queued
        void document.body.offsetHeight; // and its layout
        performance.mark(`done:${id}:${i}`);
        if (blocks.takeRecords().length || skipChanged) toggled.push(i);
      }
      blocks.disconnect();
      document.removeEventListener('contentvisibilityautostatechange', onSkip, true);
      return toggled;
    },
    { id, steps: STEPS },
  );

/** Where an invalidated node sits, or null if it is inside a box laid out on its own (or gone). */
async function outsideBox(cdp: CDPSession, backendNodeId: number): Promise<string | null> {
  try {
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      returnByValue: true,
      functionDeclaration: `function () {
        if (!this.isConnected) return null;
        const path = [];
        for (let n = this.nodeType === 3 ? this.parentElement : this; n; n = n.parentElement ?? n.getRootNode().host) {
          const contain = getComputedStyle(n).contain;
          if (contain === 'strict' || (contain.includes('size') && contain.includes('layout'))) return null;
          if (n.localName === 'svg' && !n.parentElement?.closest('svg')) return null;
          if (path.length < 4) path.push(n.localName + (n.id ? '#' + n.id : n.classList.length ? '.' + n.classList[0] : ''));
        }
        return path.join(' < ');
      }`,
    });
    return (result.value as string | null) ?? null;
  } catch {
    return null;
  }
}

/**
 * Resolves once no element of the column has changed its class, and the browser has not started or
 * stopped skipping a block, for 200 ms (at most 3 s).
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          document.removeEventListener('contentvisibilityautostatechange', again, true);
          clearTimeout(limit);
          resolve();
        };
        let quiet = setTimeout(done, 200);
        const limit = setTimeout(done, 3000);
        const again = () => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        };
        const observer = new MutationObserver(again);
        document.addEventListener('contentvisibilityautostatechange', again, true);
        observer.observe(document.querySelector('main')!, {
          attributes: true,
          attributeFilter: ['class'],
          subtree: true,
        });
      }),
  );

for (const path of DERIVATIONS) {
  test(`${path}: a scrub step lays out the boxes it changed, not the whole page`, async ({ page }) => {
    // Every slider of the page, traced, and each invalidated node looked up: longer than most tests.
    test.setTimeout(120_000);
    await page.goto(path);
    // Every block of the column laid out once after load ([slug].astro): not a scrub's doing.
    await page.locator('html[data-blocks-sized]').waitFor({ state: 'attached' });
    await hydrate(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.getDocument', { depth: -1 }); // so that the trace's node ids resolve
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: [
        'blink.user_timing',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.invalidationTracking',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    const sliders = await page
      .locator('section.widget input[type="range"]')
      .evaluateAll((els) => els.map((e) => e.id));
    const scrubbed: string[] = [];
    const byThePage = new Map<string, number[]>();
    for (const id of sliders) {
      const slider = page.locator(`#${id}`);
      await slider.evaluate((el) => {
        for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
      });
      await slider.scrollIntoViewIfNeeded();
      if (await slider.isDisabled()) continue;
      // Scrolling here lays out what comes into view, and the column's blocks that end up far
      // from it stop being drawn ([slug].astro takes their class off). Not a scrub's doing: let
      // it settle, until no class in the column has changed for 200 ms (a fixed wait can be too
      // short on a machine busy with the other browser tests).
      await settled(page);
      const toggled = await scrub(page, id);
      scrubbed.push(id);
      if (toggled.length) byThePage.set(id, toggled);
    }
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await complete;
    expect(scrubbed.length, 'sliders scrubbed').toBeGreaterThan(0);

    const marks = events.filter((e) => /^(step|done):/.test(e.name)).sort((a, b) => a.ts - b.ts);
    const failures: string[] = [];
    for (const id of scrubbed) {
      let fromDocument = 0;
      const outside = new Set<string>();
      for (let i = 0; i < STEPS; i++) {
        const start = marks.find((m) => m.name === `step:${id}:${i}`)?.ts;
        const end = marks.find((m) => m.name === `done:${id}:${i}`)?.ts;
        if (start === undefined || end === undefined) throw new Error(`no marks for ${id} step ${i}`);
        if (byThePage.get(id)?.includes(i)) continue;
        const during = events.filter((e) => e.ts >= start && e.ts <= end);
        const layouts = during.filter((e) => e.name === 'Layout' && e.args?.endData);
        if (!layouts.some((e) => e.args!.endData!.layoutRoots?.some((r) => r.nodeName === '#document')))
          continue;
        // From the document because a box's content changed size (its held height changed, which
        // is no node outside a box) is the design; because of a node outside every box, is not.
        // A block the browser started or stopped skipping (content-visibility: auto, a "display
        // lock") is restyled by the browser, not by the scrub: its own record says so.
        const skipped = new Set(
          during
            .filter(
              (e) => e.name === 'StyleRecalcInvalidationTracking' && e.args?.data?.reason === 'DisplayLock',
            )
            .map((e) => e.args!.data!.nodeId),
        );
        const here = new Set<string>();
        for (const e of during)
          if (
            e.name === 'LayoutInvalidationTracking' &&
            e.args?.data?.nodeId !== undefined &&
            !skipped.has(e.args.data.nodeId)
          ) {
            const node = await outsideBox(cdp, e.args.data.nodeId);
            if (node) here.add(`${e.args.data.reason}: ${node}`);
          }
        if (here.size) fromDocument++;
        here.forEach((w) => outside.add(w));
      }
      if (fromDocument > 1)
        failures.push(
          `${id}: ${fromDocument} of ${STEPS} steps laid out the page for ${[...outside].join('; ')}`,
        );
    }
    expect(failures).toEqual([]);
  });
}

/**
 * Where each contained box's content and the elements around it are, in page coordinates: the
 * content's blocks (or its text's line boxes), and the box's neighbours.
 */
const positions = (page: Page) =>
  page.evaluate(async () => {
    // At the top of the page, where no widget's figure column is stuck (it would move with the scroll).
    scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [...document.querySelectorAll('.contained')].map((box, i) => {
      const at = (el: Element | null | undefined) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left };
      };
      const body = box.firstElementChild!;
      return {
        box: `${i}: ${body.firstElementChild?.outerHTML.slice(0, 60) ?? body.textContent!.slice(0, 60)}`,
        held: box.classList.contains('contained-held'),
        first: at(body.firstElementChild ?? body),
        last: at(body.lastElementChild ?? body),
        before: at(box.previousElementSibling),
        after: at(box.nextElementSibling),
      };
    });
  });

for (const path of DERIVATIONS) {
  test(`${path}: a box laid out on its own sits where the plain block was, and follows its content`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.locator('html[data-blocks-sized]').waitFor({ state: 'attached' });
    const plain = await positions(page);
    expect(plain.length, 'contained boxes on the page').toBeGreaterThan(0);
    expect(
      plain.filter((p) => p.held).map((p) => p.box),
      'held before hydration',
    ).toEqual([]);

    // Hydrated, every box is held, and neither its content nor its neighbours moved (the margins
    // it took over collapse as its content's did).
    await hydrate(page);
    const held = await positions(page);
    expect(
      held.filter((p) => !p.held).map((p) => p.box),
      'not held after hydration',
    ).toEqual([]);
    const moved = (a: (typeof plain)[number], b: (typeof plain)[number]) =>
      (['first', 'last', 'before', 'after'] as const).filter(
        (k) => a[k] && b[k] && (Math.abs(a[k].top - b[k].top) > 1 || Math.abs(a[k].bottom - b[k].bottom) > 1),
      );
    expect(
      plain.flatMap((p, i) => moved(p, held[i]!).map((k) => `${p.box} (${k})`)),
      'moved by hydration',
    ).toEqual([]);

    // On a phone the text wraps into more lines: each box grows with it, and nothing it holds
    // overlaps what follows it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const narrow = await positions(page);
    expect(
      narrow
        .filter((p) => p.last && p.after && p.after.top - p.last.bottom < -0.5)
        .map(
          (p) =>
            `${p.box}: its content ends ${(p.last!.bottom - p.after!.top).toFixed(1)} px below the next element's top`,
        ),
    ).toEqual([]);
    expect(
      narrow.flatMap((p, i) => (moved(p, held[i]!).length ? [] : [p.box])).length,
      'boxes whose content moved or grew on the narrower screen',
    ).toBeLessThan(narrow.length);
  });
}

test('while the reader drags, a box grows with its content but does not shrink; it fits its content when they let go', async ({
  page,
}) => {
  // friction-clamping's velocity slider: the summary says more in the dynamic regime (|vx| large)
  // than in the static one, a line or more.
  await page.goto('/friction-clamping/');
  await hydrate(page, 'ContactWidget');
  const slider = page.locator('#fr-vx');
  const box = page.locator('#fr-contact .contained:has(> .contained-body > .widget-summary)');
  const heights = () =>
    box.evaluate((el) => ({
      box: el.getBoundingClientRect().height,
      content: el.querySelector('.widget-summary')!.getBoundingClientRect().height,
    }));
  await slider.scrollIntoViewIfNeeded();
  const r = (await slider.boundingBox())!;
  const { min, max } = await slider.evaluate((el: HTMLInputElement) => ({ min: +el.min, max: +el.max }));
  // The thumb's centre for value v (the track is inset by about half a thumb at each end).
  const at = (v: number) => r.x + 8 + ((r.width - 16) * (v - min)) / (max - min);
  const y = r.y + r.height / 2;
  await page.mouse.move(at(Number(await slider.inputValue())), y);
  await page.mouse.down();
  await page.mouse.move(at(max), y, { steps: 4 });
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(max * 0.9);
  const long = await heights();
  await page.mouse.move(at(0), y, { steps: 4 });
  await expect.poll(async () => Math.abs(Number(await slider.inputValue()))).toBeLessThan(max * 0.1);
  // Wait for the content's new size to reach the box (a frame), still holding the pointer down.
  await expect.poll(async () => (await heights()).content).toBeLessThan(long.content - 10);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const short = await heights();
  expect(short.box, 'held at the height it grew to').toBeCloseTo(long.box, 0);
  await page.mouse.up();
  await expect.poll(async () => (await heights()).box, 'fitted once let go').toBeCloseTo(short.content, 0);
});
