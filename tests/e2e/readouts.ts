// What every widget on every derivation page must show, computed in the test from the chapters'
// scenarios (src/solver underneath) and formatted with src/lib/format.ts as the page formats it:
// the shapes of the declarations, and the helpers that read a page and check its figures.
//
// One declaration per page, in tests/e2e/<slug>.readouts.ts (its default export, which
// readouts.spec.ts finds by that name): its widgets, and the configurations (link queries) that
// exercise their regimes. For each widget and configuration `expected` gives the complete map of readouts (every
// element carrying a readout attribute, by name) and the complete list of notices. The spec asserts
// the page shows exactly these, so "asserted" means "in the map": a readout the page shows that no
// map names fails the configuration's test, and the coverage test lists any readout name on a page
// that no configuration of its widget declares (e.g. one only shown behind a disclosure or in a
// regime no configuration reaches).
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';
import { defaults, type ParamSpecs, type ParamValues } from '../../src/params/spec';
import type { Body2, Vec2 } from '../../src/solver';

/** The attribute that names a readout (ReadoutTable's cells, and any other number a widget shows). */
export const READOUT_ATTR = 'data-readout';
/** Any attribute of this shape looks like a readout; one other than READOUT_ATTR fails the coverage test. */
export const READOUT_ATTR_PATTERN = /^data-(?:[a-z]+-)?readout$/;
/** What counts as a notice in a widget: degenerate-case sentences, status notices, table footnotes. */
export const NOTICE_SELECTOR = '.degenerate, .notice, [role="status"], tfoot td';

/** A notice must equal a string (whitespace collapsed) or match a pattern. */
export type NoticeText = string | RegExp;

export interface WidgetExpectation {
  /** Every readout the widget shows, by name: the text it must show (whitespace collapsed). */
  readouts: Record<string, string>;
  /** Every notice the widget shows, in document order. */
  notices: NoticeText[];
  /** Further sentences: selector inside the widget → its text, or null where it must be absent. */
  sentences?: Record<string, NoticeText | null>;
}

export interface WidgetDecl {
  /** The widget section's id (section#id) and its island's component name (for hydrate()). */
  id: string;
  island: string;
  expected: (query: Query) => WidgetExpectation;
}

export type Query = Record<string, number | boolean>;

export interface PageDecl {
  /** Every widget of the chapter (its manifest's), in page order. */
  widgets: WidgetDecl[];
  /** Named configurations: a link query each (the defaults are the empty query). */
  configs: Record<string, Query>;
  /** The page's key figures checked in a configuration: their geometry against the scenario. */
  figures?: (page: Page, query: Query) => Promise<void>;
}

/** The values a link with this query gives (every value here is in range and on its step). */
export function values<S extends ParamSpecs>(specs: S, query: Query): ParamValues<S> {
  const v: Record<string, number | boolean> = { ...defaults(specs) };
  for (const p of specs) if (p.name in query) v[p.name] = query[p.name]!;
  return v as ParamValues<S>;
}

export function search(query: Query): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) q.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Text as a reader sees it: runs of whitespace collapsed, ends trimmed. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `s` as a regular expression that matches it literally. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Kinetic energy of the movable parts, worked here rather than with the solver's kineticEnergy2 (so
 * that losing its guard for immovable bodies shows): a body with zero inverse mass (or inverse
 * inertia) has no finite energy of translation (or rotation), and is left out of that term.
 */
export function kinetic(...bodies: readonly Body2[]): number {
  let T = 0;
  for (const b of bodies) {
    if (b.invMass !== 0) T += (0.5 * (b.v.x ** 2 + b.v.y ** 2)) / b.invMass;
    if (b.invInertia !== 0) T += (0.5 * b.w ** 2) / b.invInertia;
  }
  return T;
}

/* ------------------------------------------------------------------ reading the page */

/** The widget's section. */
export const widgetSection = (page: Page, id: string): Locator => page.locator(`section#${id}`);

/** Every readout in a widget, by name → text (whitespace collapsed). */
export async function readReadouts(section: Locator): Promise<Record<string, string>> {
  return section.evaluate((root, attr) => {
    const out: Record<string, string> = {};
    for (const el of root.querySelectorAll(`[${attr}]`))
      out[el.getAttribute(attr)!] = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return out;
  }, READOUT_ATTR);
}

/** The widget's notices, in document order (whitespace collapsed). */
export async function readNotices(section: Locator): Promise<string[]> {
  return section.locator(NOTICE_SELECTOR).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((t) => t.length > 0),
  );
}

/** Whether `text` is what `want` asks for. */
export function matches(text: string, want: NoticeText): boolean {
  return typeof want === 'string' ? squash(want) === text : want.test(text);
}

/** The data-* attribute names on a page that look like readout attributes, with where they are. */
export async function readoutNamesByWidget(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const out: Record<string, string[]> = {};
    for (const el of document.body.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (!re.test(attr.name)) continue;
        const section = el.closest('section.widget');
        const key = `${section ? section.id : '(outside any widget)'} ${attr.name}`;
        (out[key] ??= []).push(attr.value);
      }
    }
    return out;
  }, READOUT_ATTR_PATTERN.source);
}

/**
 * A linear axis scale read off a Plot chart's tick labels: the data value of each tick label and its
 * pixel position. Independent of how the chart computed its domain.
 */
export async function plotScale(svg: Locator, axis: 'x' | 'y'): Promise<(v: number) => number> {
  const ticks = await svg.locator(`g[aria-label="${axis}-axis tick label"] text`).evaluateAll(
    (els, ax) =>
      els.map((el) => {
        const m = /translate\(([-\d.e]+),\s*([-\d.e]+)\)/.exec(el.getAttribute('transform') ?? '');
        const value = Number((el.textContent ?? '').replace('\u2212', '-').replace(/,/g, ''));
        return { value, px: m ? Number(ax === 'x' ? m[1] : m[2]) : NaN };
      }),
    axis,
  );
  const good = ticks.filter((t) => Number.isFinite(t.value) && Number.isFinite(t.px));
  // A flat series at zero gets a single tick: then only that value has a position.
  if (good.length === 1) return (v: number) => (v === good[0]!.value ? good[0]!.px : NaN);
  if (good.length === 0) throw new Error(`no ${axis} tick labels`);
  const a = good[0]!;
  const b = good[good.length - 1]!;
  const slope = (b.px - a.px) / (b.value - a.value);
  return (v: number) => a.px + (v - a.value) * slope;
}

/** The vertices of a Plot line's path (linear curve: M and L commands), in SVG units. */
export async function pathVertices(path: Locator): Promise<[number, number][]> {
  const d = (await path.getAttribute('d')) ?? '';
  return [...d.matchAll(/[ML]\s*([-\d.e]+)[\s,]+([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/**
 * Largest pixel distance between a Plot line's vertices and data points (x, y), one each, through
 * the chart's axis scales read off its tick labels; Infinity when the numbers of points differ.
 */
export async function lineError(
  svg: Locator,
  path: Locator,
  points: readonly [number, number][],
): Promise<number> {
  const sx = await plotScale(svg, 'x');
  const sy = await plotScale(svg, 'y');
  const v = await pathVertices(path);
  if (v.length !== points.length) return Infinity;
  let worst = 0;
  for (const [i, [px, py]] of v.entries()) {
    const [x, y] = points[i]!;
    worst = Math.max(worst, Math.abs(px - sx(x)), Math.abs(py - sy(y)));
  }
  return Number.isNaN(worst) ? Infinity : worst;
}

/* ------------------------------------------------------------------ checking the figures */

/** Largest pixel distance between a Plot dot and the data point (x, y) through the chart's axis scales. */
export async function dotError(svg: Locator, dot: Locator, x: number, y: number): Promise<number> {
  const sx = await plotScale(svg, 'x');
  const sy = await plotScale(svg, 'y');
  const cx = Number(await dot.getAttribute('cx'));
  const cy = Number(await dot.getAttribute('cy'));
  return Math.max(Math.abs(cx - sx(x)), Math.abs(cy - sy(y)));
}

/** Expect Plot dots to sit at these data points (polling: a chart redraws a frame after its input). */
export async function expectDots(
  svg: Locator,
  dots: Locator,
  points: readonly [number, number][],
  what: string,
) {
  await expect(dots, `${what}: dots`).toHaveCount(points.length);
  for (const [i, [x, y]] of points.entries())
    await expect
      .poll(() => dotError(svg, dots.nth(i), x, y), { message: `${what}: dot ${i} at (${x}, ${y})` })
      .toBeLessThan(0.75);
}

/** The tip (first polygon point) of an arrowhead drawn right after `line`, and the line's start. */
export async function arrow(
  line: Locator,
): Promise<{ from: { x: number; y: number }; tip: { x: number; y: number } }> {
  return line.evaluate((el) => {
    const head = el.nextElementSibling as SVGPolygonElement;
    const [x, y] = head.getAttribute('points')!.split(/[\s]+/)[0]!.split(',').map(Number) as [number, number];
    return { from: { x: Number(el.getAttribute('x1')), y: Number(el.getAttribute('y1')) }, tip: { x, y } };
  });
}

/** Expect a Plot chart's lines (in drawing order) to run through these data points, one list per line. */
export async function expectLines(
  svg: Locator,
  lines: readonly (readonly [number, number][])[],
  what: string,
) {
  const paths = svg.locator('g[aria-label="line"] path');
  await expect(paths, `${what}: lines`).toHaveCount(lines.length);
  for (const [i, points] of lines.entries())
    await expect
      .poll(() => lineError(svg, paths.nth(i), points), { message: `${what}: line ${i}` })
      .toBeLessThan(0.75);
}

/**
 * How far (SVG units) a diagram's point may be from where it is worked out here: only rounding, since
 * diagrams write coordinates at full precision. Tight, because a chain joint's gap is a millimetre
 * drawn to scale, a tenth of a pixel.
 */
export const DIAGRAM_TOL = 0.01;

/** The pixel distance between two SVG points. */
export const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Velocity of the point at lever arm r of a body (2D: v + ω × r), worked here. */
export const pointVel = (b: Body2, r: Vec2): Vec2 => ({ x: b.v.x - b.w * r.y, y: b.v.y + b.w * r.x });

/**
 * Expect the diagram arrows drawn with `line` (an Arrow each: a line, then its head) to run between
 * these SVG points, in order. The kit's Arrow draws nothing shorter than a pixel.
 */
export async function expectArrows(
  lines: Locator,
  want: readonly { from: { x: number; y: number }; to: { x: number; y: number } }[],
  what: string,
) {
  const drawn = want.filter((a) => dist(a.from, a.to) >= 1);
  await expect(lines, `${what}: arrows`).toHaveCount(drawn.length);
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = await arrow(lines.nth(i));
    expect(Math.max(dist(from, a.from), dist(tip, a.to)), `${what} ${i}: from and tip (px)`).toBeLessThan(
      0.5,
    );
  }
}

/**
 * Expect the arrows drawn with `line` to be these vectors (tip minus start, SVG units), in order, and
 * where `from` is given to start there. Only the vector carries physics where the layout places the start.
 */
export async function expectArrowVectors(
  lines: Locator,
  want: readonly { d: { x: number; y: number }; from?: { x: number; y: number } }[],
  what: string,
) {
  const drawn = want.filter((a) => Math.hypot(a.d.x, a.d.y) >= 1);
  await expect(lines, `${what}: arrows`).toHaveCount(drawn.length);
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = await arrow(lines.nth(i));
    const d = { x: tip.x - from.x, y: tip.y - from.y };
    expect(dist(d, a.d), `${what} ${i}: vector (px)`).toBeLessThan(DIAGRAM_TOL);
    if (a.from) expect(dist(from, a.from), `${what} ${i}: start (px)`).toBeLessThan(DIAGRAM_TOL);
  }
}

/** The start and end of an SVG line element. */
export async function lineEnds(line: Locator) {
  const n = (a: string) => line.getAttribute(a).then(Number);
  return { from: { x: await n('x1'), y: await n('y1') }, to: { x: await n('x2'), y: await n('y2') } };
}
