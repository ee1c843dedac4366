// Every drag handle in every diagram, with the mouse and with touch, exactly: the handle is pressed at
// its centre and moved by a known number of screen pixels in x and in y, and the parameters it drives
// must change by that motion in metres (the diagram's declared scale, the SVG's viewBox against its
// rendered size, y up in the physics and down on screen), snapped to their declared steps. A handle
// whose y goes the wrong way, or that a touch drag scrolls past, fails here.
//
// The moves are whole numbers of parameter steps, so the pointer's sub-pixel rounding (at most half
// a CSS pixel, a fifth of a step at these scales) cannot tip the snapped value either way.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrate, touchDrag, DERIVATIONS } from './support';
import { declaredBy } from './declared';
import type { Diagram } from './drag';
import { defaults } from '../../src/params/spec';

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
