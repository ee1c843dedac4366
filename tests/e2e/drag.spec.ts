// Every drag handle in every diagram, with the mouse and with touch, exactly: the handle is pressed at
// its centre and moved by a known number of screen pixels in x and in y, and the parameters it drives
// must change by that motion in metres (the diagram's declared scale, the SVG's viewBox against its
// rendered size, y up in the physics and down on screen), snapped to their declared steps. A handle
// whose y goes the wrong way, or that a touch drag scrolls past, fails here.
//
// The moves are whole numbers of parameter steps, so the pointer's sub-pixel rounding (at most half
// a CSS pixel, a fifth of a step at these scales) cannot tip the snapped value either way.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, hydrate, DERIVATIONS } from './support';
import { collisionParams } from '../../src/chapters/normal-impulse/scenario';
import { jointParams } from '../../src/chapters/revolute-joint/scenario';
import { emParams } from '../../src/chapters/effective-mass/scenario';
import { defaults, type ParamSpecs } from '../../src/params/spec';

interface Handle {
  /** data-handle, inside the diagram `svg`. */
  name: string;
  /** Metres of the parameters' quantity per SVG unit of pointer motion: 1 / pixels per metre, or for a velocity arrow 1 / (px per m × m per m/s). */
  perSvgUnit: number;
  /** The move, in steps of the driven parameters (+y is up, as in the physics). */
  steps: { x: number; y: number };
  /** Each driven parameter (control id without the -box suffix) with its axis and sign. */
  drives: { id: string; name: string; axis: 'x' | 'y' }[];
  /** Parameters that must not move (a handle constrained to a line). */
  fixed?: { id: string; name: string }[];
}

interface Diagram {
  path: string;
  island: string;
  svg: string;
  params: ParamSpecs;
  /** The step of every driven parameter (they share one). */
  step: number;
  handles: Handle[];
}

// The scales are the diagrams' own declarations, restated here: CollisionDiagram.tsx (PX_PER_M 90,
// VEL_SCALE 0.3), JointDiagram.tsx (PX_PER_M 140), LeverDiagram.tsx (PX_PER_M 230).
const DIAGRAMS: Diagram[] = [
  {
    path: '/normal-impulse/',
    island: 'CollisionWidget',
    svg: '#collision svg.diagram',
    params: collisionParams,
    step: 0.1,
    handles: [
      {
        name: 'vA',
        perSvgUnit: 1 / (90 * 0.3),
        steps: { x: 10, y: 8 },
        drives: [
          { id: 'col-vAx', name: 'vAx', axis: 'x' },
          { id: 'col-vAy', name: 'vAy', axis: 'y' },
        ],
      },
      {
        name: 'vB',
        perSvgUnit: 1 / (90 * 0.3),
        steps: { x: -7, y: -6 },
        drives: [
          { id: 'col-vBx', name: 'vBx', axis: 'x' },
          { id: 'col-vBy', name: 'vBy', axis: 'y' },
        ],
      },
      {
        // The contact point is the origin of the lever arms: moving it moves both by the same amount.
        name: 'contact',
        perSvgUnit: 1 / 90,
        steps: { x: 4, y: 3 },
        drives: [
          { id: 'col-rAx', name: 'rAx', axis: 'x' },
          { id: 'col-rAy', name: 'rAy', axis: 'y' },
          { id: 'col-rBx', name: 'rBx', axis: 'x' },
          { id: 'col-rBy', name: 'rBy', axis: 'y' },
        ],
      },
    ],
  },
  {
    path: '/revolute-joint/',
    island: 'KExplorer',
    svg: '#rj-k svg.diagram',
    params: jointParams,
    step: 0.05,
    handles: [
      {
        name: 'pin',
        perSvgUnit: 1 / 140,
        steps: { x: 3, y: -4 },
        drives: [
          { id: 'rj-rAx', name: 'rAx', axis: 'x' },
          { id: 'rj-rAy', name: 'rAy', axis: 'y' },
          { id: 'rj-rBx', name: 'rBx', axis: 'x' },
          { id: 'rj-rBy', name: 'rBy', axis: 'y' },
        ],
      },
    ],
  },
  {
    path: '/effective-mass/',
    island: 'LeverArmWidget',
    svg: '#em-lever svg.diagram',
    params: emParams,
    step: 0.01,
    handles: [
      {
        // The contact slides along B's bottom face: x moves it, y must not.
        name: 'contact',
        perSvgUnit: 1 / 230,
        steps: { x: -12, y: 9 },
        drives: [{ id: 'em-s', name: 's', axis: 'x' }],
      },
    ],
  },
];

type Drag = (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => Promise<void>;

const mouseDrag: Drag = async (page, from, to) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
};

/** A one-finger drag through the browser's touch input (CDP), which the page sees as touch pointer events. */
function touchDrag(context: BrowserContext): Drag {
  return async (page, from, to) => {
    const cdp = await context.newCDPSession(page);
    const at = (f: number) => [{ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (const f of [0.25, 0.5, 0.75, 1])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
}

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

async function dragEveryHandle(page: Page, drag: Drag, pointerType: 'mouse' | 'touch', d: Diagram) {
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
