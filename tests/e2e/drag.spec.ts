// Every drag handle in every diagram, with the mouse and with touch, exactly: the handle is pressed at
// its centre and moved by a known number of screen pixels in x and in y, and the parameters it drives
// must change by that motion in metres (the diagram's declared scale, the SVG's viewBox against its
// rendered size, y up in the physics and down on screen), snapped to their declared steps. A handle
// whose y goes the wrong way, or that a touch drag scrolls past, fails here.
//
// The moves are whole numbers of parameter steps, so the pointer's sub-pixel rounding (at most half
// a CSS pixel, a fifth of a step at these scales) cannot tip the snapped value either way.
//
// And from the keyboard: each handle is a named slider in the diagram's group; its arrow keys move it
// one step of every parameter it drives (Shift: ten), which the controls, the figure, the URL and
// what a screen reader hears all follow, with the focus ring shown and the page left where it was.
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  hydrate,
  touchDrag,
  axeViolations,
  darkColourViolations,
  fmt,
  nextFrame,
  DERIVATIONS,
} from './support';
import { declaredBy } from './declared';
import type { Diagram, Handle } from './drag';
import { defaults, numberParam } from '../../src/params/spec';

/** Every diagram with handles, from each chapter's tests/e2e/<slug>.drag.ts, with its page. */
const DIAGRAMS = (await declaredBy<Diagram[]>('drag')).flatMap(({ path, decl }) =>
  decl.map((d) => ({ ...d, path })),
);

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

/** SVG units per CSS pixel of the diagram as rendered (viewBox against its box; the default "meet" fit). */
async function svgUnitsPerPixel(svg: Locator): Promise<number> {
  return svg.evaluate((el) => {
    const vb = (el as SVGSVGElement).viewBox.baseVal;
    const r = el.getBoundingClientRect();
    return 1 / Math.min(r.width / vb.width, r.height / vb.height);
  });
}

async function dragEveryHandle(
  page: Page,
  drag: Drag,
  pointerType: 'mouse' | 'touch',
  d: Diagram & { path: string },
) {
  await page.goto(d.path);
  await hydrate(page, d.island);
  const svg = page.locator(d.svg);
  await svg.scrollIntoViewIfNeeded();
  // Which kind of pointer the page saw, to be sure a touch drag arrived as touch.
  await svg.evaluate((el) => {
    el.addEventListener('pointermove', (e) =>
      el.setAttribute('data-e2e-pointer', (e as PointerEvent).pointerType),
    );
  });
  const perPx = await svgUnitsPerPixel(svg);
  const values: Record<string, number | boolean> = { ...defaults(d.params) };
  for (const h of d.handles) {
    const handle = svg.locator(`circle[data-handle="${h.name}"]`);
    await expect(handle, h.name).toHaveCount(1);
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
    const shown = await page
      .locator(`${d.svg.split(' ')[0]} input[type="number"][data-param]`)
      .evaluateAll((boxes) =>
        Object.fromEntries(
          boxes.map((b) => [b.getAttribute('data-param')!, Number((b as HTMLInputElement).value)]),
        ),
      );
    const want = Object.fromEntries(Object.keys(shown).map((name) => [name, values[name]]));
    expect(shown, `every parameter after the ${h.name} drag (${pointerType})`).toEqual(want);
  }
}

for (const d of DIAGRAMS) {
  test(`${d.path}: every drag handle follows the mouse exactly, in x and in y`, async ({ page }) => {
    await dragEveryHandle(page, mouseDrag, 'mouse', d);
  });

  test(`${d.path}: every drag handle follows a finger exactly, in x and in y`, async ({ newContext }) => {
    const context = await newContext({ hasTouch: true });
    const page = await context.newPage();
    await dragEveryHandle(page, touchDrag(context), 'touch', d);
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

for (const d of DIAGRAMS) {
  test(`${d.path}: every drag handle moves with the arrow keys, and the controls, figure, URL and its spoken value follow`, async ({
    page,
  }) => {
    // A limit against hangs on a loaded two-core machine (two axe passes), not a timing check.
    test.setTimeout(180_000);
    await page.goto(d.path);
    // The page lays its blocks out once after load (src/pages/[slug].astro); a block above the
    // widget taking its size then would move the window under the check that keys do not scroll it.
    await page.locator('html[data-blocks-sized]').waitFor({ state: 'attached' });
    await hydrate(page, d.island);
    const svg = page.locator(d.svg);
    // A group named by the diagram's title: a slider inside an image would be presentational.
    await expect(svg).toHaveAttribute('role', 'group');
    const values: Record<string, number | boolean> = { ...defaults(d.params) };
    const focus = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--focus'),
    );
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
        const shown = await page
          .locator(`${d.svg.split(' ')[0]} input[type="number"][data-param]`)
          .evaluateAll((boxes) =>
            Object.fromEntries(
              boxes.map((b) => [b.getAttribute('data-param')!, Number((b as HTMLInputElement).value)]),
            ),
          );
        expect(shown, `${what}: every parameter`).toEqual(
          Object.fromEntries(Object.keys(shown).map((name) => [name, values[name]])),
        );
        // The figure: the handle moved by the steps at the diagram's scale, y down on screen.
        const perStep = numberParam(d.params, xDrive.name).step / h.perSvgUnit;
        expect(Number(await circle.getAttribute('cx')), `${what}: drawn x`).toBeCloseTo(
          at.x + move.x * perStep,
          6,
        );
        expect(Number(await circle.getAttribute('cy')), `${what}: drawn y`).toBeCloseTo(
          at.y - move.y * perStep,
          6,
        );
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
            .poll(() => new URL(page.url()).searchParams.get(name), `${what}: ${name} in the URL`)
            .toBe(want);
        }
        await expect(handle, `${what}: keeps the focus`).toBeFocused();
        expect(await ringStroke(handle), `${what}: focus ring`).toBe(
          await page.evaluate((c) => {
            const probe = document.createElement('i');
            probe.style.color = c;
            document.body.append(probe);
            const rgb = getComputedStyle(probe).color;
            probe.remove();
            return rgb;
          }, focus),
        );
      }
      expect(
        await page.evaluate(() => [window.scrollX, window.scrollY]),
        `${h.name}: the page did not scroll`,
      ).toEqual(scrolled);
    }
    // With a handle focused, axe finds nothing in the widget, light, then its dark colours.
    const widget = `${d.svg.split(' ')[0]}`;
    await expect(page.locator(`${d.svg} .handle:focus`)).toHaveCount(1);
    expect(await axeViolations(page, { include: [widget] }), 'a handle focused, light').toEqual([]);
    expect(await darkColourViolations(page, [widget]), 'a handle focused, dark').toEqual([]);
  });
}

test('an arrow key pressed on a handle before its widget has loaded still moves it, once', async ({
  page,
}) => {
  const d = DIAGRAMS[0]!;
  const h = d.handles[0]!;
  await page.goto(d.path);
  const handle = page.locator(`${d.svg} .handle:has(> circle[data-handle="${h.name}"])`);
  const island = page.locator(`astro-island[component-url*="/${d.island}."]`);
  await handle.scrollIntoViewIfNeeded();
  await expect(island, 'as served').toHaveAttribute('ssr');
  // Focus starts loading the widget's code; the key is pressed at once, while it loads.
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  const { id, name } = h.drives.find((v) => v.axis === 'x')!;
  const want = (defaults(d.params)[name] as number) + numberParam(d.params, name).step;
  await expect.poll(() => value(page, id)).toBeCloseTo(want, 9);
  await expect(handle).toBeFocused();
  // Once, not twice: the widget has loaded, and the frames in which a kept key would be pressed
  // again (two after loading, then one per key) have passed.
  await expect(island).not.toHaveAttribute('ssr');
  for (let i = 0; i < 3; i++) await nextFrame(page);
  expect(await value(page, id)).toBeCloseTo(want, 9);
});

test('every drag handle on every page is exercised here', async ({ page }) => {
  const listed = DIAGRAMS.flatMap((d) => d.handles.map((h) => `${d.path} ${d.svg} ${h.name}`)).sort();
  const found: string[] = [];
  for (const path of DERIVATIONS) {
    await page.goto(path);
    for (const svg of await page.locator('section.widget svg.diagram').all()) {
      const id = await svg.evaluate((el) => el.closest('section.widget')!.id);
      for (const name of await svg
        .locator('[data-handle]')
        .evaluateAll((hs) => hs.map((h) => h.getAttribute('data-handle')!)))
        found.push(`${path} #${id} svg.diagram ${name}`);
    }
  }
  expect(found.sort()).toEqual(listed);
});
