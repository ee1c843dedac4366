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
//
// Such a box must not move the page either: hydrated, it sits where the plain block sat as served
// (its content and its neighbours where they were), and on a narrower screen it grows with its
// content. While the reader drags, it grows but does not shrink, and fits its content when they let
// go (a slider that makes its content longer and shorter is each chapter's declaration,
// tests/e2e/<slug>.contained.ts).
import type { CDPSession, Page } from '@playwright/test';
import { expect } from '../support';
import { declaredBy } from '../declared';
import type { HeldBox } from '../contained';
import type { Check } from '../walk';

const STEPS = 4;
/** Steps a slider may take to get STEPS that the page's own block bookkeeping did not touch. */
const MAX_STEPS = 3 * STEPS;

const HELD = new Map((await declaredBy<HeldBox>('contained')).map(({ slug, decl }) => [slug, decl]));

interface TraceEvent {
  name: string;
  ts: number;
  args?: {
    endData?: { layoutRoots?: { nodeName: string }[] };
    data?: { nodeId?: number; reason?: string };
  };
}

/**
 * Scrub one slider until STEPS of its steps were clean: one value per frame, as a drag gives them,
 * each marked for the trace. A step during which the page itself took a column block's class off
 * (its far-from-view observer, [slug].astro, catching up after the scroll to this slider) or the
 * browser started or stopped skipping a block (content-visibility: auto) is not clean: its layouts
 * are the scroll's doing, not the scrub's. Returns the clean steps.
 */
const scrub = (page: Page, id: string) =>
  page.evaluate(
    async ({ id, steps, most }) => {
      const blocks = new MutationObserver(() => {});
      blocks.observe(document.querySelector('main')!, { attributes: true, attributeFilter: ['class'] });
      for (const b of document.querySelectorAll('main > *'))
        blocks.observe(b, { attributes: true, attributeFilter: ['class'] });
      // A block whose content-visibility: auto starts or stops skipping it changes its style too.
      let skipChanged = false;
      const onSkip = () => (skipChanged = true);
      document.addEventListener('contentvisibilityautostatechange', onSkip, true);
      const clean: number[] = [];
      const input = document.getElementById(id) as HTMLInputElement;
      const min = Number(input.min);
      const max = Number(input.max);
      /** Resolves in a task of its own: after the microtasks queued so far (Preact's re-render). */
      const turn = () =>
        new Promise((r) => {
          const c = new MessageChannel();
          c.port1.onmessage = r;
          c.port2.postMessage(0);
        });
      const at = (i: number) => String(min + ((max - min) * ((i % steps) + 0.37)) / steps);
      let i = 0;
      for (; i < most && clean.length < steps; i++) {
        skipChanged = false;
        blocks.takeRecords();
        // The drag's pace: one value per frame, each after the frame that drew the one before (its
        // boxes' heights set by their observer, in that frame's rendering).
        await new Promise((r) => requestAnimationFrame(r));
        await turn();
        input.value = at(i);
        performance.mark(`step:${id}:${i}`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await turn(); // the re-render Preact queued
        void document.body.offsetHeight; // and its layout
        performance.mark(`done:${id}:${i}`);
        if (!blocks.takeRecords().length && !skipChanged) clean.push(i);
      }
      blocks.disconnect();
      document.removeEventListener('contentvisibilityautostatechange', onSkip, true);
      // Left where a scrub of STEPS steps ends, whatever steps were taken again: the next slider's
      // scrub starts from the same state on every run (a value left above another can bring a
      // notice up, which every later scrub would then rewrite).
      if ((i - 1) % steps !== steps - 1) {
        input.value = at(steps - 1);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return clean;
    },
    { id, steps: STEPS, most: MAX_STEPS },
  );

/**
 * Scrub each slider (scrub) under a performance trace: its layouts, and with `why` the tracking of
 * each node's invalidation. Returns each slider's clean steps and the trace's events.
 */
async function traceScrubs(
  page: Page,
  cdp: CDPSession,
  sliders: readonly string[],
  why: boolean,
): Promise<{ clean: Map<string, number[]>; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => events.push(...(e.value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: [
      'blink.user_timing',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      ...(why ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
    ].join(','),
    transferMode: 'ReportEvents',
  });
  const clean = new Map<string, number[]>();
  for (const id of sliders) {
    const slider = page.locator(`#${id}`);
    // A slider in a closed disclosure: shown for the scrub (and closed again below).
    await slider.evaluate((el) => {
      for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
        if (!d.open) {
          d.open = true;
          d.setAttribute('data-scrub-opened', '');
        }
    });
    await slider.scrollIntoViewIfNeeded();
    if (await slider.isDisabled()) continue;
    clean.set(id, await scrub(page, id));
  }
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-scrub-opened]')) {
      d.open = false;
      d.removeAttribute('data-scrub-opened');
    }
  });
  return { clean, events };
}

/** The events between a step's marks, and whether a layout in them started at the document. */
function stepLayouts(events: readonly TraceEvent[], id: string, i: number) {
  const start = events.find((m) => m.name === `step:${id}:${i}`)?.ts;
  const end = events.find((m) => m.name === `done:${id}:${i}`)?.ts;
  if (start === undefined || end === undefined) throw new Error(`no marks for ${id} step ${i}`);
  const during = events.filter((e) => e.ts >= start && e.ts <= end);
  const fromDocument = during.some(
    (e) => e.name === 'Layout' && e.args?.endData?.layoutRoots?.some((r) => r.nodeName === '#document'),
  );
  return { during, fromDocument };
}

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
 * Where each contained box's content and the elements around it are, in page coordinates, at the
 * top of the page (where no widget's figure column is stuck: it would move with the scroll): the
 * content's blocks (or its text's line boxes), and the box's neighbours. Reading the rectangles lays
 * the page out as it stands.
 */
const positions = (page: Page) =>
  page.evaluate(() => {
    scrollTo(0, 0);
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

type Positions = Awaited<ReturnType<typeof positions>>;

/** The parts of a box that moved between two measurements (more than a pixel). */
const moved = (a: Positions[number], b: Positions[number]) =>
  (['first', 'last', 'before', 'after'] as const).filter(
    (k) => a[k] && b[k] && (Math.abs(a[k].top - b[k].top) > 1 || Math.abs(a[k].bottom - b[k].bottom) > 1),
  );

/** What the drag check leaves on the page's window: the content's reported heights, the box's style writes. */
interface E2eHeld {
  e2eBodyHeights: number[];
  e2eBodyObserver: ResizeObserver;
  e2eBoxWrites: number;
  e2eBoxWatch: MutationObserver;
}

/** The boxes as served, from the 'served' check to the 'hydrated' one of the same visit. */
const asServed = new WeakMap<Page, Positions>();

export default [
  {
    name: 'as served, every contained box is a plain block (measured for the check after hydration)',
    visits: ['laptop'],
    phase: 'served',
    async run({ page }) {
      // Every block of the column laid out once after load ([slug].astro): its final size.
      await page.locator('html[data-blocks-sized]').waitFor({ state: 'attached' });
      const plain = await positions(page);
      expect(plain.length, 'contained boxes on the page').toBeGreaterThan(0);
      expect(
        plain.filter((p) => p.held).map((p) => p.box),
        'held before hydration',
      ).toEqual([]);
      asServed.set(page, plain);
    },
  },
  {
    name: 'a box laid out on its own sits where the plain block was, and follows its content on a narrower screen',
    visits: ['laptop'],
    phase: 'hydrated',
    budget: 20_000,
    async run({ page }) {
      const plain = asServed.get(page);
      expect(plain, 'the boxes measured as served, by the check before hydration').toBeDefined();
      // Hydrated, every box is held, and neither its content nor its neighbours moved (the margins
      // it took over collapse as its content's did).
      await expect
        .poll(
          async () => (await positions(page)).filter((p) => !p.held).map((p) => p.box),
          'not held after hydration',
        )
        .toEqual([]);
      const movedBy = async () => {
        const now = await positions(page);
        expect(now.length, 'contained boxes after hydration').toBe(plain!.length);
        return plain!.flatMap((p, i) => moved(p, now[i]!).map((k) => `${p.box} (${k})`));
      };
      await expect.poll(movedBy, 'moved by hydration').toEqual([]);
      const held = await positions(page);

      // On a phone the text wraps into more lines: each box grows with it, and nothing it holds
      // overlaps what follows it.
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        const narrow = async () => {
          const now = await positions(page);
          return {
            overlapping: now
              .filter((p) => p.last && p.after && p.after.top - p.last.bottom < -0.5)
              .map(
                (p) =>
                  `${p.box}: its content ends ${(p.last!.bottom - p.after!.top).toFixed(1)} px below the next element's top`,
              ),
            // Not every box may stay where it was: the narrower screen moved or grew some content.
            unchanged: now.every((p, i) => moved(p, held[i]!).length === 0),
          };
        };
        await expect.poll(narrow, 'on a narrower screen').toEqual({ overlapping: [], unchanged: false });
      } finally {
        await page.setViewportSize(size);
      }
      // Back at the visit's size, every box where it was, for the checks after this one.
      await expect
        .poll(async () => {
          const now = await positions(page);
          return held.flatMap((p, i) => moved(p, now[i]!).map((k) => `${p.box} (${k})`));
        }, 'back at the visit size')
        .toEqual([]);
    },
  },
  {
    name: 'a scrub step lays out the boxes it changed, not the whole page',
    visits: ['laptop'],
    phase: 'interact',
    // Every slider of the page, traced, and each invalidated node looked up.
    budget: 120_000,
    async run({ page }) {
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('DOM.getDocument', { depth: -1 }); // so that the trace's node ids resolve
        const sliders = await page
          .locator('section.widget input[type="range"]')
          .evaluateAll((els) => els.map((e) => e.id));
        // Every slider, traced for its layouts alone; then only the sliders some of whose steps laid
        // the page out from the document, traced again with why each node was invalidated (the
        // tracking that names the nodes costs more than the scrubs themselves).
        const light = await traceScrubs(page, cdp, sliders, false);
        expect(light.clean.size, 'sliders scrubbed').toBeGreaterThan(0);
        expect(
          [...light.clean]
            .filter(([, steps]) => steps.length < STEPS)
            .map(([id, steps]) => `${id}: ${steps.length}`),
          `sliders with fewer than ${STEPS} steps the page's block bookkeeping left alone, in ${MAX_STEPS}`,
        ).toEqual([]);
        const fromDocument = [...light.clean]
          .filter(([id, steps]) => steps.some((i) => stepLayouts(light.events, id, i).fromDocument))
          .map(([id]) => id);
        if (fromDocument.length === 0) return;
        const { clean, events } = await traceScrubs(page, cdp, fromDocument, true);

        const failures: string[] = [];
        for (const [id, steps] of clean) {
          let fromDocumentSteps = 0;
          const outside = new Set<string>();
          for (const i of steps) {
            const { during, fromDocument } = stepLayouts(events, id, i);
            if (!fromDocument) continue;
            // From the document because a box's content changed size (its held height changed, which
            // is no node outside a box) is the design; because of a node outside every box, is not.
            // A block the browser started or stopped skipping (content-visibility: auto, a "display
            // lock") is restyled by the browser, not by the scrub: its own record says so.
            const skipped = new Set(
              during
                .filter(
                  (e) =>
                    e.name === 'StyleRecalcInvalidationTracking' && e.args?.data?.reason === 'DisplayLock',
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
            if (here.size) fromDocumentSteps++;
            here.forEach((w) => outside.add(w));
          }
          if (fromDocumentSteps > 1)
            failures.push(
              `${id}: ${fromDocumentSteps} of ${steps.length} steps laid out the page for ${[...outside].join('; ')}`,
            );
        }
        expect(failures).toEqual([]);
      } finally {
        await cdp.detach();
      }
    },
  },
  {
    name: 'while the reader drags, a box grows with its content but does not shrink; it fits its content when they let go',
    visits: ['laptop'],
    phase: 'interact',
    applies: (c) => HELD.has(c.slug),
    async run({ page, chapter }) {
      const { slider: sliderId, box: boxSelector, long, short } = HELD.get(chapter.slug)!;
      const slider = page.locator(`#${sliderId}`);
      const box = page.locator(boxSelector);
      const heights = () =>
        box.evaluate((el) => ({
          box: el.getBoundingClientRect().height,
          body: el.querySelector('.contained-body')!.getBoundingClientRect().height,
          content: el.querySelector('.contained-body > *')!.getBoundingClientRect().height,
        }));
      await slider.scrollIntoViewIfNeeded();
      const r = (await slider.boundingBox())!;
      const { min, max } = await slider.evaluate((el: HTMLInputElement) => ({ min: +el.min, max: +el.max }));
      // The thumb's centre for value v (the track is inset by about half a thumb at each end).
      const at = (v: number) => r.x + 8 + ((r.width - 16) * (v - min)) / (max - min);
      const y = r.y + r.height / 2;
      const step = (max - min) / 20;
      await page.mouse.move(at(Number(await slider.inputValue())), y);
      await page.mouse.down();
      try {
        await page.mouse.move(at(long), y, { steps: 4 });
        await expect.poll(async () => Math.abs(Number(await slider.inputValue()) - long)).toBeLessThan(step);
        // Grown with its content (a frame after the content, the page's observer setting the height).
        await expect
          .poll(async () => {
            const h = await heights();
            return h.box - h.content;
          }, 'as tall as its content')
          .toBeGreaterThan(-0.5);
        const grown = await heights();
        // Every report of the content's size from here on, as the page's own observer gets it: this
        // one is made after the page's, so the browser tells the page first, in the same pass. And
        // every write of the box's style: a box that holds its height is not written again (a style
        // written again, unchanged, lays out the whole page in Chromium).
        await box.evaluate((el) => {
          const body = el.querySelector('.contained-body')!;
          const w = window as unknown as E2eHeld;
          w.e2eBodyHeights = [];
          w.e2eBodyObserver = new ResizeObserver((entries) =>
            w.e2eBodyHeights.push(entries.at(-1)!.borderBoxSize[0]!.blockSize),
          );
          w.e2eBodyObserver.observe(body);
          w.e2eBoxWrites = 0;
          w.e2eBoxWatch = new MutationObserver((records) => (w.e2eBoxWrites += records.length));
          w.e2eBoxWatch.observe(el, { attributes: true, attributeFilter: ['style'] });
        });
        await page.mouse.move(at(short), y, { steps: 4 });
        await expect.poll(async () => Math.abs(Number(await slider.inputValue()) - short)).toBeLessThan(step);
        // The shorter content's size has reached the page's observer, the pointer still held down.
        await expect
          .poll(
            () =>
              page.evaluate(
                () => (window as unknown as { e2eBodyHeights: number[] }).e2eBodyHeights.at(-1) ?? Infinity,
              ),
            'the content shorter, as the page sees it',
          )
          .toBeLessThan(grown.body - 10);
        const during = await heights();
        expect(during.content, 'the content is shorter').toBeLessThan(grown.content - 10);
        expect(during.box, 'held at the height it grew to').toBeCloseTo(grown.box, 0);
        // Long and short again, the content reported at each: the box holds, unwritten.
        const reports = await page.evaluate(() => (window as unknown as E2eHeld).e2eBodyHeights.length);
        await page.mouse.move(at(long), y, { steps: 4 });
        await page.mouse.move(at(short), y, { steps: 4 });
        await expect
          .poll(
            () => page.evaluate(() => (window as unknown as E2eHeld).e2eBodyHeights.length),
            'the content reported longer and shorter again',
          )
          .toBeGreaterThanOrEqual(reports + 2);
        expect(
          await page.evaluate(() => (window as unknown as E2eHeld).e2eBoxWrites),
          "writes of the held box's style while its content grew and shrank under it",
        ).toBe(0);
      } finally {
        await page.mouse.up();
        await page.evaluate(() => {
          const w = window as unknown as Partial<E2eHeld>;
          w.e2eBodyObserver?.disconnect();
          w.e2eBoxWatch?.disconnect();
        });
      }
      const { content } = await heights();
      await expect.poll(async () => (await heights()).box, 'fitted once let go').toBeCloseTo(content, 0);
    },
  },
] satisfies Check[];
