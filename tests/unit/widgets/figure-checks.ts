// The figure checks of the readout declarations (readouts.ts): a figure's geometry read from the
// SVG attributes the page wrote (Plot charts through the scales their tick labels give, the kit's
// diagrams in their own units), with what differs recorded in a Checks rather than thrown, so that
// the same check serves the Node renders and the hydrated page and a failure lists every wrong figure.
import type { Body2, Vec2 } from '../../../src/solver';

/**
 * What a figure check found wrong, one line each: the checks go on after a mismatch, so a test
 * reports every wrong figure at once, and they need no test runner's `expect`.
 */
export class Checks {
  readonly failures: string[] = [];

  fail(what: string): void {
    this.failures.push(what);
  }

  /** |got − want| < tol. */
  near(got: number, want: number, tol: number, what: string): void {
    if (!(Math.abs(got - want) < tol)) this.fail(`${what}: ${got}, expected ${want} (± ${tol})`);
  }

  /** As Jest's toBeCloseTo: |got − want| < 10^−digits / 2. */
  close(got: number, want: number, digits: number, what: string): void {
    this.near(got, want, 10 ** -digits / 2, what);
  }

  /** got < bound. */
  below(got: number, bound: number, what: string): void {
    if (!(got < bound)) this.fail(`${what}: ${got}, expected below ${bound}`);
  }

  equal<T>(got: T, want: T, what: string): void {
    if (got !== want) this.fail(`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }

  /** That there are exactly `n` elements; false (and recorded) when not, so that the caller stops. */
  count(els: ArrayLike<Element>, n: number, what: string): boolean {
    if (els.length === n) return true;
    this.fail(`${what}: ${els.length} drawn, expected ${n}`);
    return false;
  }

  /** The one element `selector` finds in `root`; null (and recorded) when none. */
  one(root: ParentNode | null, selector: string, what: string): Element | null {
    const el = root?.querySelector(selector) ?? null;
    if (!el) this.fail(`${what}: no ${selector}`);
    return el;
  }
}

/** All elements `selector` finds in `root` (none when there is no root), as an array. */
export const all = (root: ParentNode | null, selector: string): Element[] =>
  root ? [...root.querySelectorAll(selector)] : [];

const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

/**
 * A linear axis scale read off a Plot chart's tick labels: the data value of each tick label and its
 * pixel position. Independent of how the chart computed its domain.
 */
export function plotScale(svg: Element, axis: 'x' | 'y'): (v: number) => number {
  const ticks = all(svg, `g[aria-label="${axis}-axis tick label"] text`).map((el) => {
    const m = /translate\(([-\d.e]+),\s*([-\d.e]+)\)/.exec(el.getAttribute('transform') ?? '');
    const value = Number((el.textContent ?? '').replace('\u2212', '-').replace(/,/g, ''));
    return { value, px: m ? Number(axis === 'x' ? m[1] : m[2]) : NaN };
  });
  const good = ticks.filter((t) => Number.isFinite(t.value) && Number.isFinite(t.px));
  // A flat series at zero gets a single tick: then only that value has a position.
  if (good.length === 1) return (v: number) => (v === good[0]!.value ? good[0]!.px : NaN);
  if (good.length === 0) return () => NaN;
  const a = good[0]!;
  const b = good[good.length - 1]!;
  const slope = (b.px - a.px) / (b.value - a.value);
  return (v: number) => a.px + (v - a.value) * slope;
}

/** The vertices of a Plot line's path (linear curve: M and L commands), in SVG units. */
export function pathVertices(path: Element): [number, number][] {
  const d = path.getAttribute('d') ?? '';
  return [...d.matchAll(/[ML]\s*([-\d.e]+)[\s,]+([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/**
 * Largest pixel distance between a Plot line's vertices and data points (x, y), one each, through
 * the chart's axis scales read off its tick labels; Infinity when the numbers of points differ.
 */
export function lineError(svg: Element, path: Element, points: readonly [number, number][]): number {
  const sx = plotScale(svg, 'x');
  const sy = plotScale(svg, 'y');
  const v = pathVertices(path);
  if (v.length !== points.length) return Infinity;
  let worst = 0;
  for (const [i, [px, py]] of v.entries()) {
    const [x, y] = points[i]!;
    worst = Math.max(worst, Math.abs(px - sx(x)), Math.abs(py - sy(y)));
  }
  return Number.isNaN(worst) ? Infinity : worst;
}

/** Largest pixel distance between a Plot dot and the data point (x, y) through the chart's axis scales. */
export function dotError(svg: Element, dot: Element, x: number, y: number): number {
  const e = Math.max(
    Math.abs(num(dot, 'cx') - plotScale(svg, 'x')(x)),
    Math.abs(num(dot, 'cy') - plotScale(svg, 'y')(y)),
  );
  return Number.isNaN(e) ? Infinity : e;
}

/** Check that Plot dots sit at these data points. */
export function expectDots(
  c: Checks,
  svg: Element | null,
  dots: Element[],
  points: readonly [number, number][],
  what: string,
): void {
  if (!svg) return c.fail(`${what}: no chart`);
  if (!c.count(dots, points.length, `${what}: dots`)) return;
  for (const [i, [x, y]] of points.entries())
    c.below(dotError(svg, dots[i]!, x, y), 0.75, `${what}: dot ${i} at (${x}, ${y}) (px)`);
}

/** The tip (first polygon point) of an arrowhead drawn right after `line`, and the line's start. */
export function arrow(line: Element): { from: { x: number; y: number }; tip: { x: number; y: number } } {
  const head = line.nextElementSibling;
  const [x, y] = (head?.getAttribute('points') ?? '').trim().split(/\s+/)[0]!.split(',').map(Number) as [
    number,
    number,
  ];
  return { from: { x: num(line, 'x1'), y: num(line, 'y1') }, tip: { x, y } };
}

/** The lines of the diagram arrows in `root` (an Arrow each: a line, then its head, a polygon). */
export const arrowLines = (root: ParentNode | null): Element[] =>
  all(root, 'line').filter((l) => l.nextElementSibling?.tagName.toLowerCase() === 'polygon');

/** Check that a Plot chart's lines (in drawing order) run through these data points, one list per line. */
export function expectLines(
  c: Checks,
  svg: Element | null,
  lines: readonly (readonly [number, number][])[],
  what: string,
): void {
  if (!svg) return c.fail(`${what}: no chart`);
  const paths = all(svg, 'g[aria-label="line"] path');
  if (!c.count(paths, lines.length, `${what}: lines`)) return;
  for (const [i, points] of lines.entries())
    c.below(lineError(svg, paths[i]!, points), 0.75, `${what}: line ${i} (px)`);
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
 * Check that the diagram arrows drawn with `lines` (an Arrow each: a line, then its head) run between
 * these SVG points, in order. The kit's Arrow draws nothing shorter than a pixel.
 */
export function expectArrows(
  c: Checks,
  lines: Element[],
  want: readonly { from: { x: number; y: number }; to: { x: number; y: number } }[],
  what: string,
): void {
  const drawn = want.filter((a) => dist(a.from, a.to) >= 1);
  if (!c.count(lines, drawn.length, `${what}: arrows`)) return;
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = arrow(lines[i]!);
    c.below(Math.max(dist(from, a.from), dist(tip, a.to)), 0.5, `${what} ${i}: from and tip (px)`);
  }
}

/**
 * Check that the arrows drawn with `lines` are these vectors (tip minus start, SVG units), in order,
 * and where `from` is given that they start there. Only the vector carries physics where the layout
 * places the start.
 */
export function expectArrowVectors(
  c: Checks,
  lines: Element[],
  want: readonly { d: { x: number; y: number }; from?: { x: number; y: number } }[],
  what: string,
): void {
  const drawn = want.filter((a) => Math.hypot(a.d.x, a.d.y) >= 1);
  if (!c.count(lines, drawn.length, `${what}: arrows`)) return;
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = arrow(lines[i]!);
    const d = { x: tip.x - from.x, y: tip.y - from.y };
    c.below(dist(d, a.d), DIAGRAM_TOL, `${what} ${i}: vector (px)`);
    if (a.from) c.below(dist(from, a.from), DIAGRAM_TOL, `${what} ${i}: start (px)`);
  }
}

/** The start and end of an SVG line element. */
export function lineEnds(line: Element) {
  return { from: { x: num(line, 'x1'), y: num(line, 'y1') }, to: { x: num(line, 'x2'), y: num(line, 'y2') } };
}
