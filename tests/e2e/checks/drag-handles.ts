// Every drag handle in every diagram, with the mouse and with touch, exactly: the handle is pressed at
// its centre and moved by a known number of screen pixels in x and in y, and the parameters it drives
// must change by that motion in metres (the diagram's declared scale, the SVG's viewBox against its
// rendered size, y up in the physics and down on screen), snapped to their declared steps. A handle
// whose y goes the wrong way, or that a touch drag scrolls past, fails here. The mouse on the laptop
// visit, a finger on the phone's (where the diagram is drawn smaller, so a step is fewer pixels).
//
// The moves are whole numbers of parameter steps, so the pointer's sub-pixel rounding (at most half
// a CSS pixel: a fifth of a step at the laptop's scale, a third at the phone's) cannot tip the
// snapped value either way.
//
// And from the keyboard: each handle is a named slider in the diagram's group; its arrow keys move it
// one step of every parameter it drives (Shift: ten), which the controls, the figure, the URL and
// what a screen reader hears all follow, with the focus ring shown and the page left where it was.
// An arrow key pressed on a handle before its widget's code has loaded still moves it, once.
//
// On a phone, a finger 11 px off a handle's centre on any side takes that handle, or a handle whose
// centre is nearer: nothing drawn over a grab area steals the press.
//
// What each chapter's diagrams have is its declaration, tests/e2e/<slug>.drag.ts (shapes in
// drag.ts); a handle on a page that no declaration lists fails the first check here.
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  touchDrag,
  axeViolations,
  darkColourViolations,
  fmt,
  resetEveryWidget,
  blurToTop,
} from '../support';
import { declaredBy } from '../declared';
import type { Diagram, Handle } from '../drag';
import { defaults, numberParam } from '../../../src/params/spec';
import { holdScripts } from '../held-scripts';
import type { Check } from '../walk';

/** Every chapter's diagrams with handles (tests/e2e/<slug>.drag.ts), by slug. */
const DIAGRAMS = new Map((await declaredBy<Diagram[]>('drag')).map(({ slug, decl }) => [slug, decl]));

const hasHandles = (c: { slug: string }) => (DIAGRAMS.get(c.slug)?.length ?? 0) > 0;

/** `act` on each of the chapter's diagrams with handles, every widget back at its defaults after each. */
async function onEveryDiagram(page: Page, slug: string, act: (d: Diagram) => Promise<void>): Promise<void> {
  for (const d of DIAGRAMS.get(slug)!) {
    await act(d);
    await resetEveryWidget(page);
  }
}

type Drag = (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => Promise<void>;

const mouseDrag: Drag = async (page, from, to) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
};

async function value(page: Page, id: string): Promise<number> {
  return Number(await page.locator(`#${id}-box`).inputValue());
}

/** Every parameter the diagram's widget shows in a number box, by name. */
const shownParams = (page: Page, d: Diagram) =>
  page
    .locator(`${d.svg.split(' ')[0]} input[role="spinbutton"][data-param]`)
    .evaluateAll((boxes) =>
      Object.fromEntries(
        boxes.map((b) => [b.getAttribute('data-param')!, Number((b as HTMLInputElement).value)]),
      ),
    );

/** SVG units per CSS pixel of the diagram as rendered (viewBox against its box; the default "meet" fit). */
async function svgUnitsPerPixel(svg: Locator): Promise<number> {
  return svg.evaluate((el) => {
    const vb = (el as SVGSVGElement).viewBox.baseVal;
    const r = el.getBoundingClientRect();
    return 1 / Math.min(r.width / vb.width, r.height / vb.height);
  });
}

async function dragEveryHandle(page: Page, drag: Drag, pointerType: 'mouse' | 'touch', d: Diagram) {
  const svg = page.locator(d.svg);
  await svg.scrollIntoViewIfNeeded();
  // Which kind of pointer the page saw, to be sure a touch drag arrived as touch (the listener and
  // its attribute are taken off again below).
  await svg.evaluate((el) => {
    const seen = (e: Event) => el.setAttribute('data-e2e-pointer', (e as PointerEvent).pointerType);
    (el as unknown as { e2eSeen: typeof seen }).e2eSeen = seen;
    el.addEventListener('pointermove', seen);
  });
  const perPx = await svgUnitsPerPixel(svg);
  const values: Record<string, number | boolean> = { ...defaults(d.params) };
  for (const h of d.handles) {
    const handle = svg.locator(`circle[data-handle="${h.name}"]`);
    await expect(handle, h.name).toHaveCount(1);
    await svg.evaluate((el) => el.removeAttribute('data-e2e-pointer'));
    const box = (await handle.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // One step of the parameter, in CSS pixels; screen y points down.
    const px = d.step / h.perSvgUnit / perPx;
    const to = { x: from.x + h.steps.x * px, y: from.y - h.steps.y * px };
    await drag(page, from, to);
    await expect(svg).toHaveAttribute('data-e2e-pointer', pointerType);
    for (const { id, name, axis } of h.drives) {
      const want = Number(((values[name] as number) + h.steps[axis] * d.step).toFixed(6));
      await expect
        .poll(
          () => value(page, id),
          `${h.name} drag (${pointerType}): ${name}, moved ${h.steps[axis]} steps in ${axis}`,
        )
        .toBeCloseTo(want, 9);
      values[name] = want;
    }
    // Nothing else moved (a handle constrained to a line ignores the other direction).
    const shown = await shownParams(page, d);
    const want = Object.fromEntries(Object.keys(shown).map((name) => [name, values[name]]));
    expect(shown, `every parameter after the ${h.name} drag (${pointerType})`).toEqual(want);
  }
  await svg.evaluate((el) => {
    el.removeEventListener('pointermove', (el as unknown as { e2eSeen: EventListener }).e2eSeen);
    el.removeAttribute('data-e2e-pointer');
  });
}

/** The arrow keys pressed on each handle, and the move each makes in steps (+y up, as in the physics). */
const KEYS = [
  { key: 'ArrowRight', x: 1, y: 0 },
  { key: 'ArrowUp', x: 0, y: 1 },
  { key: 'Shift+ArrowLeft', x: -10, y: 0 },
  { key: 'ArrowDown', x: 0, y: -1 },
];

/** The move a key makes in steps of each axis: on a handle that slides along x, ↑ is →. */
function keyMove(h: Handle, k: (typeof KEYS)[number]): { x: number; y: number } {
  return h.along === 'x' ? { x: k.x + k.y, y: 0 } : { x: k.x, y: k.y };
}

/** The focus ring's stroke: 'none' unless the handle shows the keyboard's focus. */
const ringStroke = (handle: Locator) =>
  handle.locator('.handle-ring').evaluate((el) => getComputedStyle(el).stroke);

async function keysOnEveryHandle(page: Page, d: Diagram) {
  const svg = page.locator(d.svg);
  // A group named by the diagram's title: a slider inside an image would be presentational.
  await expect(svg).toHaveAttribute('role', 'group');
  const values: Record<string, number | boolean> = { ...defaults(d.params) };
  const focus = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--focus'),
  );
  const focusRgb = await page.evaluate((c) => {
    const probe = document.createElement('i');
    probe.style.color = c;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, focus);
  for (const h of d.handles) {
    const handle = svg.locator(`.handle:has(> circle[data-handle="${h.name}"])`);
    const circle = handle.locator('circle[data-handle]');
    const xDrive = h.drives.find((v) => v.axis === 'x')!;
    await expect(handle, h.name).toHaveAttribute('role', 'slider');
    await expect(handle, h.name).toHaveAccessibleName(/\S/);
    expect(await ringStroke(handle), `${h.name}: no ring before focus`).toBe('none');
    await handle.focus();
    const scrolled = await page.evaluate(() => [window.scrollX, window.scrollY]);
    for (const k of KEYS) {
      const move = keyMove(h, k);
      const at = { x: Number(await circle.getAttribute('cx')), y: Number(await circle.getAttribute('cy')) };
      const said = await handle.getAttribute('aria-valuetext');
      await page.keyboard.press(k.key);
      const what = `${h.name}, ${k.key}`;
      for (const { id, name, axis } of h.drives) {
        const step = numberParam(d.params, name).step;
        const want = Number(((values[name] as number) + move[axis] * step).toFixed(6));
        await expect.poll(() => value(page, id), `${what}: ${name}`).toBeCloseTo(want, 9);
        values[name] = want;
      }
      // Nothing else moved.
      const shown = await shownParams(page, d);
      expect(shown, `${what}: every parameter`).toEqual(
        Object.fromEntries(Object.keys(shown).map((name) => [name, values[name]])),
      );
      // The figure: the handle moved by the steps at the diagram's scale, y down on screen.
      const perStep = numberParam(d.params, xDrive.name).step / h.perSvgUnit;
      // Redrawn by the widget's render after the change, which the values above may precede.
      await expect
        .poll(async () => Number(await circle.getAttribute('cx')), `${what}: drawn x`)
        .toBeCloseTo(at.x + move.x * perStep, 6);
      await expect
        .poll(async () => Number(await circle.getAttribute('cy')), `${what}: drawn y`)
        .toBeCloseTo(at.y - move.y * perStep, 6);
      // What a screen reader hears: the new position, and the horizontal parameter as the value.
      const x = values[xDrive.name] as number;
      await expect(handle, `${what}: aria-valuenow`).toHaveAttribute('aria-valuenow', String(x));
      const now = (await handle.getAttribute('aria-valuetext'))!;
      expect(now, `${what}: aria-valuetext`).not.toBe(said);
      expect(now, `${what}: aria-valuetext`).toContain(fmt(x, 3));
      // The URL, after its write delay: a parameter back at its default leaves it.
      for (const { name } of h.drives) {
        const want = values[name] === defaults(d.params)[name] ? null : String(values[name]);
        await expect
          .poll(() => new URL(page.url()).searchParams.get(name), {
            message: `${what}: ${name} in the URL`,
            // Often: the link is written 200 ms after the change, for each of a few dozen keys.
            intervals: [50],
          })
          .toBe(want);
      }
      await expect(handle, `${what}: keeps the focus`).toBeFocused();
      expect(await ringStroke(handle), `${what}: focus ring`).toBe(focusRgb);
    }
    expect(
      await page.evaluate(() => [window.scrollX, window.scrollY]),
      `${h.name}: the page did not scroll`,
    ).toEqual(scrolled);
  }
  // With a handle focused, axe finds nothing in the widget, light, then its dark colours.
  const widget = d.svg.split(' ')[0]!;
  await expect(page.locator(`${d.svg} .handle:focus`)).toHaveCount(1);
  await test.step('axe, a handle focused, light', async () =>
    expect(await axeViolations(page, { include: [widget] }), 'a handle focused, light').toEqual([]));
  try {
    await test.step('axe, a handle focused, dark', async () =>
      expect(await darkColourViolations(page, [widget]), 'a handle focused, dark').toEqual([]));
  } finally {
    // The visit's colours back (its context's default), and the focus given up, for the checks after.
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** How far off a handle's centre a finger may land and still take it: a fingertip's error on a phone. */
const FINGER_OFF = 11;

/**
 * Every handle of the diagram pressed by a finger 11 px off its centre on each of four sides: the
 * handle that takes the press (the one the pointer is captured to) must be that handle, or one
 * whose centre is nearer the finger (two handles drawn closer than their grab areas are wide).
 * Whatever else lies there, a label or another handle drawn on top, must not take it.
 */
async function fingersAroundEveryHandle(page: Page, d: Diagram): Promise<string[]> {
  const svg = page.locator(d.svg);
  await svg.scrollIntoViewIfNeeded();
  // The handle each press was captured to, in order (the listener is taken off again below).
  await svg.evaluate((el) => {
    const w = window as unknown as { e2eTaken: string[]; e2eOnCapture: EventListener };
    w.e2eTaken = [];
    w.e2eOnCapture = (e) => {
      const t = e.target as Element;
      const handle = t.closest('.handle')?.querySelector('circle[data-handle]')?.getAttribute('data-handle');
      w.e2eTaken.push(handle ?? `no handle (${t.tagName}.${t.getAttribute('class') ?? ''})`);
    };
    el.addEventListener('gotpointercapture', w.e2eOnCapture);
  });
  const centres = await svg.locator('circle[data-handle]').evaluateAll((cs) =>
    cs.map((c) => {
      const r = c.getBoundingClientRect();
      return { name: c.getAttribute('data-handle')!, x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  const taken = () => page.evaluate(() => (window as unknown as { e2eTaken: string[] }).e2eTaken);
  const wrong: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const h of centres)
      for (const [dx, dy] of [
        [FINGER_OFF, 0],
        [-FINGER_OFF, 0],
        [0, FINGER_OFF],
        [0, -FINGER_OFF],
      ] as const) {
        const at = { x: h.x + dx, y: h.y + dy };
        const far = (c: { x: number; y: number }) => Math.hypot(c.x - at.x, c.y - at.y);
        const want = centres.reduce((a, b) => (far(b) < far(a) ? b : a)).name;
        await page.evaluate(() => ((window as unknown as { e2eTaken: string[] }).e2eTaken = []));
        // A press and a lift, no move: the capture is taken at the next pointer event after the press.
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await expect
          .poll(async () => (await taken()).length, `${h.name} (${dx}, ${dy}): a capture`)
          .toBeGreaterThan(0);
        const got = (await taken()).at(-1)!;
        if (got !== want)
          wrong.push(`${h.name} pressed ${dx}, ${dy} px off its centre: taken by ${got}, not ${want}`);
      }
  } finally {
    await cdp.detach();
    await svg.evaluate((el) =>
      el.removeEventListener(
        'gotpointercapture',
        (window as unknown as { e2eOnCapture: EventListener }).e2eOnCapture,
      ),
    );
  }
  return wrong;
}

export default [
  {
    name: 'every drag handle on the page is declared for the drag checks (tests/e2e/<slug>.drag.ts)',
    visits: ['laptop'],
    phase: 'served',
    async run({ page, chapter }) {
      // The handles are in the served markup: no island needs to run for this.
      const found = await page
        .locator('section.widget svg.diagram [data-handle]')
        .evaluateAll((hs) =>
          hs.map((h) => `#${h.closest('section.widget')!.id} svg.diagram ${h.getAttribute('data-handle')}`),
        );
      const listed = (DIAGRAMS.get(chapter.slug) ?? []).flatMap((d) =>
        d.handles.map((h) => `${d.svg} ${h.name}`),
      );
      expect(found.sort()).toEqual(listed.sort());
    },
  },
  {
    name: 'an arrow key pressed on a handle before its widget has loaded still moves it, once',
    visits: ['laptop'],
    phase: 'served',
    // It wakes the widget's islands: after every check that needs the page as served.
    order: 90,
    applies: hasHandles,
    async run({ page, chapter }) {
      const d = DIAGRAMS.get(chapter.slug)![0]!;
      const h = d.handles[0]!;
      const handle = page.locator(`${d.svg} .handle:has(> circle[data-handle="${h.name}"])`);
      const island = page.locator(`astro-island:has(${d.svg})`);
      await handle.scrollIntoViewIfNeeded();
      await expect(island, 'as served').toHaveAttribute('ssr');
      // Every key the handle receives from now on, and whether the browser or the page sent it: the
      // directive (src/kit/client-interact.ts) keeps a key pressed before the code arrived and presses
      // it again, once, after hydration.
      await handle.evaluate((el) => {
        const w = window as unknown as { e2eKeys: string[]; e2eReplayDone: boolean; e2eOnKey: EventListener };
        w.e2eKeys = [];
        w.e2eReplayDone = false;
        w.e2eOnKey = (e) => {
          w.e2eKeys.push(`${(e as KeyboardEvent).key}${e.isTrusted ? '' : ' (replayed)'}`);
          // The replay presses a kept key, then asks for a frame callback before it presses the
          // next. The callback asked for here, inside the press, runs in that frame just before the
          // replay's; the one it asks for runs in the frame after, by when a second kept key would
          // have been pressed. An order of events, not a wait for time to pass.
          if (!e.isTrusted)
            requestAnimationFrame(() => requestAnimationFrame(() => (w.e2eReplayDone = true)));
        };
        el.addEventListener('keydown', w.e2eOnKey);
      });
      // Focus starts loading the widget's code, held back until the key is pressed.
      const release = await holdScripts(page);
      try {
        await handle.focus();
        await page.keyboard.press('ArrowRight');
        await expect(island, 'the key pressed before the code arrived').toHaveAttribute('ssr');
      } finally {
        await release();
      }
      const { id, name } = h.drives.find((v) => v.axis === 'x')!;
      const want = (defaults(d.params)[name] as number) + numberParam(d.params, name).step;
      await expect.poll(() => value(page, id)).toBeCloseTo(want, 9);
      await expect(handle).toBeFocused();
      await expect(island).not.toHaveAttribute('ssr');
      // Once, not twice: the replay has pressed the kept key, and its turn to press another has passed.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { e2eReplayDone: boolean }).e2eReplayDone))
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { e2eKeys: string[] }).e2eKeys)).toEqual([
        'ArrowRight',
        'ArrowRight (replayed)',
      ]);
      expect(await value(page, id)).toBeCloseTo(want, 9);
      await handle.evaluate((el) =>
        el.removeEventListener('keydown', (window as unknown as { e2eOnKey: EventListener }).e2eOnKey),
      );
      // Back to the defaults the next phases expect, by the key the other way (the code is here now).
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => value(page, id)).toBeCloseTo(defaults(d.params)[name] as number, 9);
      await expect.poll(() => new URL(page.url()).search, 'the link back at the defaults').toBe('');
      await blurToTop(page);
    },
  },
  {
    name: 'every drag handle follows the mouse exactly, in x and in y',
    visits: ['laptop'],
    phase: 'interact',
    applies: hasHandles,
    async run({ page, chapter }) {
      await onEveryDiagram(page, chapter.slug, (d) => dragEveryHandle(page, mouseDrag, 'mouse', d));
    },
  },
  {
    name: 'every drag handle moves with the arrow keys, and the controls, figure, URL and its spoken value follow',
    visits: ['laptop'],
    phase: 'interact',
    applies: hasHandles,
    // Two axe passes per diagram on a loaded two-core machine: a limit against hangs, not a timing check.
    budget: 90_000,
    async run({ page, chapter }) {
      // The page lays its blocks out once after load (src/pages/[slug].astro); a block above the
      // widget taking its size then would move the window under the check that keys do not scroll it.
      await page.locator('html[data-blocks-sized]').waitFor({ state: 'attached' });
      await onEveryDiagram(page, chapter.slug, (d) => keysOnEveryHandle(page, d));
    },
  },
  {
    name: `every drag handle takes a finger ${FINGER_OFF} px off its centre on each side (or a nearer handle does)`,
    visits: ['phone'],
    phase: 'interact',
    applies: hasHandles,
    async run({ page, chapter }) {
      const wrong: string[] = [];
      await onEveryDiagram(
        page,
        chapter.slug,
        async (d) => void wrong.push(...(await fingersAroundEveryHandle(page, d))),
      );
      expect(wrong).toEqual([]);
    },
  },
  {
    name: 'every drag handle follows a finger exactly, in x and in y',
    visits: ['phone'],
    phase: 'interact',
    applies: hasHandles,
    async run({ page, chapter }) {
      await onEveryDiagram(page, chapter.slug, (d) =>
        dragEveryHandle(page, touchDrag(page.context()), 'touch', d),
      );
    },
  },
] satisfies Check[];
