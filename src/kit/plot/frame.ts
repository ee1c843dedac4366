// A chart's frame (grid, ticks, tick labels) kept up to date without Plot.
//
// Plot draws every chart's frame at build time. In the browser the frame changes only when a
// chart's domains do: during a gesture they grow when the data leaves them (./hold), and after it
// they are refitted. Drawing the frame anew with Plot for that means loading Plot (the largest
// chunk a page can fetch) and running all of it: Plot builds its scales, every axis mark and their
// channels, for an SVG that differs from the one on screen only where the ticks are and what they
// say. So:
//
// - `adopt` gives the server's SVG the scales Plot drew it with (`svg.scale`, which ./mark-svg and
//   the markers draw on): a linear scale from the chart's domain to the range Plot chose, which
//   the server wrote on the SVG (./ranges);
// - `retick` moves the frame to new domains in place (and changes an axis label's text):
//
//     n      = the axis's `ticks` option, or its range's length / tickSpacing (80 px for x, 35 for y)
//     ticks  = d3 scaleLinear(domain → range).ticks(n)
//     labels = the same scale's tickFormat(n)
//     each grid line, tick and label: Plot's own element for the axis, cloned, moved to scale(tick)
//
// which is how Plot chooses them (its axis marks call these d3 functions on the same scale), so the
// SVG is the one Plot would have drawn: tests/unit/site/plot-frame.test.ts compares the two over
// random domains, labels and chart shapes. Anything else about the frame (a margin, a scale type, a
// tick format) is Plot's to draw: both decline, and the caller loads Plot.
//
// The d3 functions are written out below rather than imported. d3's modules are shared with Plot's
// chunk, and a module shared by two chunks goes whole into the one loaded first: importing
// d3-scale here would bring Plot's whole use of d3 (time formats, colours) into this small chunk,
// which the first interaction fetches. The same test holds them to d3's results, number for number.
import type * as PlotApi from '@observablehq/plot';
import type { LinearScale, Scaled } from './mark-svg';
import { isAscending } from './domain';
import { readRange } from './ranges';

type Key = 'x' | 'y';
type Domain = [number, number];
type ScaleOptions = Record<string, unknown>;

/** The chart options retick knows; any other is a change it leaves to Plot. */
const CHART_KEYS = new Set([
  'marks',
  'x',
  'y',
  'width',
  'height',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'ariaLabel',
]);
/**
 * The scale and axis options retick knows. Of them only the domain, `ticks` and `tickSpacing`
 * place ticks.
 */
const SCALE_KEYS = new Set([
  'domain',
  'label',
  'grid',
  'ticks',
  'tickSpacing',
  'labelAnchor',
  'labelArrow',
  'labelOffset',
]);

// d3-array's ticks: the round values i·step from lo to hi, step 1, 2 or 5 times a power of ten,
// about `count` of them. Kept as integers i1…i2 and an increment, divided (inc < 0) or multiplied,
// so that 0.1·3 is 0.3, not 0.30000000000000004.
const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

function tickSpec(lo: number, hi: number, count: number): [number, number, number] {
  const step = (hi - lo) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number, i2: number, inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(lo * inc);
    i2 = Math.round(hi * inc);
    if (i1 / inc < lo) ++i1;
    if (i2 / inc > hi) --i2;
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(lo / inc);
    i2 = Math.round(hi / inc);
    if (i1 * inc < lo) ++i1;
    if (i2 * inc > hi) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(lo, hi, count * 2);
  return [i1, i2, inc];
}

/** d3's ticks(lo, hi, count), for lo < hi. */
function ticksOf(lo: number, hi: number, count: number): number[] {
  if (!(count > 0)) return [];
  const [i1, i2, inc] = tickSpec(lo, hi, count);
  const out: number[] = [];
  for (let i = i1; i <= i2; i++) out.push(inc < 0 ? i / -inc : i * inc);
  return out;
}

/**
 * d3-scale's default tick format for a linear scale: d3-format's ",.Nf" in its default locale
 * (thousands grouped with ",", a minus sign "−", a negative value that rounds to zero unsigned),
 * N the decimals the tick step needs.
 */
function tickFormatOf(lo: number, hi: number, count: number): (v: number) => string {
  const inc = tickSpec(lo, hi, count)[2];
  const step = inc < 0 ? 1 / -inc : inc;
  const exponent = step !== 0 && Number.isFinite(step) ? Number(step.toExponential().split('e')[1]) : NaN;
  const decimals = Number.isNaN(exponent) ? 6 : Math.min(20, Math.max(0, -exponent));
  return (v) => {
    let text = Math.abs(v).toFixed(decimals);
    const negative = (v < 0 || 1 / v < 0) && Number(text) !== 0;
    // The integer digits are grouped; from the first character that is not a digit, the rest is not.
    const cut = text.search(/[^0-9]/);
    let rest = '';
    if (cut >= 0) [text, rest] = [text.slice(0, cut), text.slice(cut)];
    const groups: string[] = [];
    for (let i = text.length; i > 0; i -= 3) groups.unshift(text.slice(Math.max(0, i - 3), i));
    return (negative ? '\u2212' : '') + groups.join(',') + rest;
  };
}

/** The scale Plot makes for a linear position scale (d3's, for a two-value domain), as Plot exposes it. */
function linear(domain: Domain, range: number[]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range as [number, number];
  const apply = (v: number): number => {
    if (Number.isNaN(v)) return undefined as unknown as number; // d3's `unknown`
    const t = (v - d0) / (d1 - d0);
    return r0 * (1 - t) + r1 * t;
  };
  return { type: 'linear', domain: [d0, d1], range: [r0, r1], apply };
}

/** Give the svg these scales, in front of those it has. */
function setScales(svg: SVGSVGElement, scales: Partial<Record<Key, LinearScale>>): void {
  const scaled = svg as unknown as Partial<Scaled>;
  const previous = scaled.scale?.bind(svg);
  (svg as unknown as Scaled).scale = (name: string) => scales[name as Key] ?? previous?.(name);
}

/**
 * Give a chart drawn from `options` on the server its scales again (a chart Plot drew in the
 * browser has them already). False if it cannot: a scale retick would not move, or no range
 * written on the SVG.
 */
export function adopt(svg: SVGSVGElement, options: PlotApi.PlotOptions): boolean {
  if (typeof (svg as unknown as Partial<Scaled>).scale === 'function') return true;
  if (!Object.keys(options).every((k) => CHART_KEYS.has(k))) return false;
  const scales: Partial<Record<Key, LinearScale>> = {};
  for (const k of ['x', 'y'] as const) {
    const domain = (options[k] as ScaleOptions | undefined)?.domain;
    const range = readRange(svg, k);
    if (!knownScale(options[k]) || !isAscending(domain, true) || !range) return false;
    scales[k] = linear(domain, range);
  }
  setScales(svg, scales);
  return true;
}

function knownScale(options: unknown): options is ScaleOptions {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  const o = options as ScaleOptions;
  return (
    Object.keys(o).every((k) => SCALE_KEYS.has(k)) &&
    (o.ticks === undefined || typeof o.ticks === 'number') &&
    (o.tickSpacing === undefined || typeof o.tickSpacing === 'number')
  );
}

/**
 * The options but the domains and axis labels: equal for two charts retick can turn into each
 * other.
 */
function unmoved(options: PlotApi.PlotOptions): string {
  const { marks: _marks, x, y, ...rest } = options;
  const strip = (s: unknown) => {
    const { domain: _domain, label: _label, ...other } = (s ?? {}) as ScaleOptions;
    return other;
  };
  return JSON.stringify([rest, strip(x), strip(y)]);
}

/**
 * The axis label's text element, with the label changed from `before` to `after`: Plot writes the
 * label with an arrow before or after it (the direction the values grow), and the arrow stays. Null
 * if it cannot say: a label added or removed, on several lines, or with an arrow of its own (Plot
 * then adds none).
 */
function relabel(
  svg: Element,
  k: Key,
  before: unknown,
  after: unknown,
): { text: Element; to: string } | null {
  const plain = (l: unknown): l is string => typeof l === 'string' && l !== '' && !/[↑↓→←\n]/.test(l);
  if (!plain(before) || !plain(after)) return null;
  const text = group(svg, `${k}-axis label`)?.firstElementChild;
  const shown = text?.textContent ?? '';
  const parts = shown.split(before);
  if (!text || text.children.length > 0 || parts.length !== 2) return null;
  return { text, to: parts.join(after) };
}

/** The axis's groups Plot drew, by their aria-label: `${k}-grid`, `${k}-axis tick`, `… tick label`. */
function group(svg: Element, label: string): Element | undefined {
  for (const child of svg.children) if (child.getAttribute('aria-label') === label) return child;
  return undefined;
}

const TRANSLATE = /^translate\(([^,]+),([^)]+)\)$/;

/** How a group's elements are placed: a grid's lines by their ends, ticks and labels by a translate. */
interface Layout {
  g: Element;
  template: Element;
  line: boolean;
  /** The template's translate: the other axis's part is kept. */
  translate: RegExpMatchArray | null;
}

function layoutOf(g: Element): Layout | null {
  const template = g.firstElementChild;
  if (!template) return null;
  const line = template.tagName.toLowerCase() === 'line';
  const translate = template.getAttribute('transform')?.match(TRANSLATE) ?? null;
  return line || translate ? { g, template, line, translate } : null;
}

/** Give the group one element per tick, each a clone of its first, at `at[i]` on axis `k`. */
function place({ g, template, line, translate }: Layout, k: Key, at: number[], text?: string[]): void {
  while (g.children.length > at.length) g.lastElementChild!.remove();
  while (g.children.length < at.length) g.append(template.cloneNode(true));
  at.forEach((v, i) => {
    const el = g.children[i]!;
    if (line) {
      el.setAttribute(`${k}1`, String(v));
      el.setAttribute(`${k}2`, String(v));
    } else {
      el.setAttribute(
        'transform',
        k === 'x' ? `translate(${v},${translate![2]})` : `translate(${translate![1]},${v})`,
      );
    }
    if (text) el.textContent = text[i]!;
  });
}

/**
 * Move the frame of `svg` (a chart Plot drew from `from`) to the domains of `to`, and give the svg
 * the new scales (`svg.scale`, which ./mark-svg and the markers draw on). False, with the svg
 * untouched, unless `to` differs from `from` only in ascending numeric x and y domains of linear
 * scales whose ticks Plot places by count.
 */
export function retick(svg: SVGSVGElement, from: PlotApi.PlotOptions, to: PlotApi.PlotOptions): boolean {
  const scaled = svg as unknown as Partial<Scaled>;
  if (typeof scaled.scale !== 'function') return false;
  if (!Object.keys(to).every((k) => CHART_KEYS.has(k)) || unmoved(from) !== unmoved(to)) return false;
  const changes: { k: Key; options: ScaleOptions; domain: Domain; range: number[] }[] = [];
  const labels: { text: Element; to: string }[] = [];
  for (const k of ['x', 'y'] as const) {
    const was = (from[k] ?? {}) as ScaleOptions;
    const options = (to[k] ?? {}) as ScaleOptions;
    if (was.label !== options.label) {
      const label = relabel(svg, k, was.label, options.label);
      if (!label) return false;
      labels.push(label);
    }
    if (JSON.stringify(was.domain) === JSON.stringify(options.domain)) continue;
    const current = scaled.scale(k);
    const range = current?.range;
    if (
      !knownScale(to[k]) ||
      !isAscending(options.domain, true) ||
      (current?.type !== undefined && current.type !== 'linear') ||
      !Array.isArray(range) ||
      range.length !== 2
    )
      return false;
    changes.push({ k, options, domain: options.domain, range });
  }
  // Every group checked before any is changed, so that a refusal leaves the svg as it was.
  const planned = changes.map(({ k, options, domain, range }) => {
    const scale = linear(domain, range);
    const spacing = (options.tickSpacing as number | undefined) ?? (k === 'x' ? 80 : 35);
    const count = (options.ticks as number | undefined) ?? Math.abs(range[1]! - range[0]!) / spacing;
    const ticks = ticksOf(domain[0], domain[1], count);
    const format = tickFormatOf(domain[0], domain[1], count);
    const groups = [`${k}-grid`, `${k}-axis tick`, `${k}-axis tick label`].map((label) => {
      const g = group(svg, label);
      return g ? layoutOf(g) : undefined;
    });
    return { k, scale, ticks, labels: ticks.map(format), groups };
  });
  if (planned.some((p) => p.ticks.length === 0 || p.groups.includes(null))) return false;
  const scales: Partial<Record<Key, LinearScale>> = {};
  for (const { k, scale, ticks, labels, groups } of planned) {
    const at = ticks.map(scale.apply);
    const [grid, tick, label] = groups;
    if (grid) place(grid, k, at);
    if (tick) place(tick, k, at);
    if (label) place(label, k, at, labels);
    scales[k] = scale;
  }
  for (const { text, to } of labels) text.textContent = to;
  setScales(svg, scales);
  return true;
}
