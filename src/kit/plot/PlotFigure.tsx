// The one wrapper every Observable Plot chart goes through:
// - at build time it renders the chart to SVG, so it is visible with JavaScript off and is what
//   every reader sees first;
// - in the browser the server's SVG stays: ./frame gives it back the scales Plot drew it with, and
//   keeps its ticks up to date (a few kB, loaded in the first idle moment after the reader's first
//   interaction; every chart waiting for it redraws in the same task once it is there, so the first
//   interaction updates every figure of a widget at once; after that redraws are synchronous with
//   the input). Plot itself (the largest chunk) is loaded only for a frame whose options other than its
//   domains and axis labels changed;
// - Plot draws a chart's frame (axes, grid, labels) from the domains the chart fixes itself
//   (kit/plot/domain.ts), and ./mark-svg its marks on the frame's scales: a redraw whose frame is
//   unchanged (most scrub steps) redraws only the marks, without Plot, and one whose frame differs
//   only in its domains or labels moves the frame's ticks in place (./frame), also without Plot;
//   during a gesture the frame keeps its domains, grown when the data leaves them, and refits when
//   the reader lets go (./hold);
// - `markers` (a dot or a rule at the current value) are drawn on the chart's own scales and moved
//   by setting attributes: a marker moving along a fixed curve never rebuilds the curve;
// - no inline style reaches the HTML (the site's Content Security Policy forbids them): Plot's own
//   <style> element is dropped (its rules are in PlotFigure.css), the font size is CSS, and the box's
//   aspect ratio is set through the CSSOM in the browser (the server's SVG sizes the box before);
// - its words are sized for the screen, not the drawing: a chart scaled down to a phone's column
//   would print its ticks at 6 px. So the server draws it twice, at its own width and at a narrow
//   one (NARROW_WIDTH: fewer ticks, a taller box), and PlotFigure.css shows the one that fits the
//   width the chart has, with a font size in SVG units chosen by that width (container queries),
//   so that its text is 12 to 14 CSS px on screen at every width, JavaScript or not. The frame
//   leaves room for text that size (laidOut). In the browser the layout shown at hydration is the
//   one kept and redrawn; the other is dropped;
// - it gives the SVG a text alternative and makes Plot's labelled groups valid ARIA.
import type * as PlotApi from '@observablehq/plot';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { serverDocument } from './server-document';
import { recordedMarks, type Deferred } from './marks';
import { canDraw, markNodes, markup, patchMarks, type MarkNode, type Scaled, type Scales } from './mark-svg';
import { heldDomain, holding, onSettle } from './hold';
import { Contained } from '../Contained';
import { recordRanges } from './ranges';
import './PlotFigure.css';

type Api = typeof import('./plot-api');
type Frame = typeof import('./frame');

/** A marker at the current value, on the chart's scales. */
export interface Marker {
  kind: 'dot' | 'ruleX' | 'ruleY';
  /** Data coordinates: x for dots and ruleX, y for dots and ruleY. */
  x?: number;
  y?: number;
  r?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeDasharray?: string;
}

export interface PlotFigureProps {
  /**
   * Plot options without size or document: the wrapper owns those. Marks from ./marks. A function
   * for a chart whose options depend on its layout (equal-aspect domains, a shorter label when
   * narrow); it is called once per layout and render.
   */
  options: PlotApi.PlotOptions | ((layout: ChartLayout) => PlotApi.PlotOptions);
  /** Intrinsic size in SVG units of the wide layout; the chart scales to the column width keeping this ratio. */
  width: number;
  height: number;
  /** Text alternative: what is plotted, in one or two sentences. */
  alt: string;
  caption?: ComponentChildren;
  /** Changes whenever `options` would (e.g. the parameters that built them); drives the redraw. */
  deps: readonly unknown[];
  /** Drawn over the chart and moved without rebuilding it (their change alone never redraws). */
  markers?: readonly Marker[];
  class?: string;
}

// Build time: Plot itself. In the browser this branch is dead code, so the bundle holds only the
// dynamic import below.
const serverPlot: Api | undefined = import.meta.env.SSR ? await import('./plot-api') : undefined;

let clientPlot: Api | undefined;
let loading: Promise<Api> | undefined;

/** Plot's plot function, loaded once, as one chunk of its own, for a frame ./frame cannot move. */
export function loadPlot(): Promise<Api> {
  return (loading ??= import('./plot-api').then((m) => (clientPlot = m)));
}

let clientFrame: Frame | undefined;
let loadingFrame: Promise<Frame> | undefined;

/** ./frame, which keeps the frames up to date: in the first idle moment after hydration. */
function loadFrame(): Promise<Frame> {
  return (loadingFrame ??= import('./frame').then((m) => (clientFrame = m)));
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Where a chart is drawn: its size in SVG units, and whether it is the narrow layout. */
export interface ChartLayout {
  width: number;
  height: number;
  narrow: boolean;
}

/** The narrow layout's width in SVG units: a phone's column (PlotFigure.css shows it below 440 px). */
export const NARROW_WIDTH = 320;

/**
 * A chart's narrow layout: NARROW_WIDTH wide and taller than its wide layout scaled down (up to twice: a phone’s
 * chart is read in a column, not beside the controls), up to 0.62 of its width, never shorter.
 */
export function narrowLayout(width: number, height: number): ChartLayout {
  const h = (height * NARROW_WIDTH) / width;
  return {
    width: NARROW_WIDTH,
    height: Math.round(Math.max(h, Math.min(h * 2, 0.62 * NARROW_WIDTH))),
    narrow: true,
  };
}

/**
 * Room for the text PlotFigure.css sizes (up to 17.5 SVG units in a 640-wide layout, 15 in the
 * narrow one): the y axis's label on a row of its own above the top tick label, the x axis's on a
 * row of its own below the tick labels (Plot puts it labelOffset = marginBottom − 3 below the axis,
 * its end under the last tick: on the tick labels' row it covers the last one), the y tick labels
 * inside the frame; the narrow layout has at most four x ticks.
 */
export function laidOut(options: PlotFigureProps['options'], layout: ChartLayout): PlotApi.PlotOptions {
  const o = typeof options === 'function' ? options(layout) : options;
  const x = o.x as { ticks?: unknown; labelOffset?: unknown } | undefined;
  const marginBottom = Math.max(o.marginBottom ?? 30, 48);
  const ticks = layout.narrow && typeof x?.ticks === 'number' && x.ticks > 4 ? { ticks: 4 } : {};
  // A label offset of the chart's own is taken down to the label's row.
  const below =
    typeof x?.labelOffset === 'number' ? { labelOffset: Math.max(x.labelOffset, marginBottom - 3) } : {};
  return {
    ...o,
    marginTop: Math.max(o.marginTop ?? 20, 32),
    marginBottom,
    marginLeft: Math.max(o.marginLeft ?? 40, layout.narrow ? 56 : 60),
    ...(x ? { x: { ...x, ...ticks, ...below } } : {}),
  } as PlotApi.PlotOptions;
}

/**
 * The chart's marks, checked: every chart fixes its x and y domains (kit/plot/domain.ts), so that
 * Plot draws its frame without the data, and uses only marks ./mark-svg draws. Anything else fails
 * the build, naming the chart.
 */
function marksOf(options: PlotApi.PlotOptions, alt: string): Deferred[] {
  const domain = (scale: unknown) => Array.isArray((scale as { domain?: unknown } | undefined)?.domain);
  const marks = recordedMarks(options.marks);
  if (!domain(options.x) || !domain(options.y) || !marks || !canDraw(marks)) {
    throw new Error(
      `PlotFigure "${alt.slice(0, 60)}…": give x and y domains and use only the marks and options kit/plot/mark-svg.ts draws`,
    );
  }
  return marks;
}

/**
 * Whether two charts' frames (axes, grid, labels, margins) are the same: their options but the
 * marks, compared value by value. A scrub step asks this of every chart, so it is a walk over the
 * options, not a string made of them. Functions are not compared (a chart's frame takes none).
 */
function sameFrame(a: PlotApi.PlotOptions, b: PlotApi.PlotOptions): boolean {
  return same({ ...a, marks: undefined }, { ...b, marks: undefined });
}

function same(a: unknown, b: unknown): boolean {
  if (a === b || (typeof a === 'function' && typeof b === 'function')) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (!same(x[k], y[k])) return false;
  for (const k in y) if (!(k in x) && !same(undefined, y[k])) return false;
  return true;
}

const scalesOf = (svg: SVGSVGElement): Scales => ({
  x: (svg as unknown as Scaled).scale('x')!,
  y: (svg as unknown as Scaled).scale('y')!,
});

/**
 * The chart: Plot draws the frame, and `marks` are the nodes of its marks, to go into the returned
 * SVG's empty `g.plot-marks` (the browser puts them there with patchMarks; the server splices their
 * markup into the serialised SVG, see PlotFigure). `ids`: the chart's prefix for clip and arrowhead
 * ids (see markNodes).
 */
export function renderPlot(
  api: Api,
  options: PlotApi.PlotOptions,
  width: number,
  height: number,
  alt: string,
  ids: string,
  document?: Document,
): { svg: SVGSVGElement; marks: MarkNode[] } {
  const marks = marksOf(options, alt);
  const node = api.plot({
    ...options,
    marks: [],
    width,
    height,
    ariaLabel: alt,
    ...(document ? { document } : {}),
  }) as unknown as SVGSVGElement;
  node.setAttribute('role', 'img');
  // The font size PlotFigure.css gives the layout.
  node.classList.add(width === NARROW_WIDTH ? 'plot-narrow' : `plot-w${width}`);
  // Plot's stylesheet for its class: an inline <style> the CSP forbids; PlotFigure.css has its rules.
  for (const s of node.querySelectorAll('style')) s.remove();
  // axe: aria-label is not allowed on a <g> without a role.
  for (const g of node.querySelectorAll('g[aria-label]')) g.setAttribute('role', 'group');
  recordRanges(node);
  const g = node.ownerDocument.createElementNS(SVG_NS, 'g');
  g.setAttribute('class', 'plot-marks');
  node.append(g);
  return { svg: node, marks: markNodes(marks, scalesOf(node), ids) };
}

/** Draw a chart into the browser's DOM: the frame and its marks. */
function drawChart(
  api: Api,
  options: PlotApi.PlotOptions,
  width: number,
  height: number,
  alt: string,
  ids: string,
): SVGSVGElement {
  const { svg, marks } = renderPlot(api, options, width, height, alt, ids);
  patchMarks(svg.querySelector(':scope > g.plot-marks')!, marks);
  return svg;
}

/**
 * Redraw only the marks of the chart in `svg` (whose frame the caller knows to be current): true
 * if done. (A scrub step usually changes lines and dots, not domains.)
 */
function redrawMarks(svg: SVGSVGElement, options: PlotApi.PlotOptions, alt: string, ids: string): boolean {
  const g = svg.querySelector(':scope > g.plot-marks');
  if (!g || typeof (svg as unknown as Partial<Scaled>).scale !== 'function') return false;
  patchMarks(g, markNodes(marksOf(options, alt), scalesOf(svg), ids));
  svg.setAttribute('aria-label', alt);
  return true;
}

/** Per chart, unique on the page: server charts and browser charts coexist until the first redraw. */
let charts = 0;
const chartIds = () => `pc-${import.meta.env.SSR ? 's' : 'c'}${++charts}`;

/** Draw (or move) the markers in their own group of `svg`. */
export function drawMarkers(svg: SVGSVGElement, markers: readonly Marker[]): void {
  const doc = svg.ownerDocument;
  let g = svg.querySelector(':scope > g.plot-markers');
  if (!g) {
    g = doc.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'plot-markers');
    g.setAttribute('aria-hidden', 'true');
    svg.append(g);
  }
  const x = (svg as unknown as Scaled).scale('x');
  const y = (svg as unknown as Scaled).scale('y');
  while (g.children.length > markers.length) g.lastElementChild!.remove();
  markers.forEach((m, i) => {
    const tag = m.kind === 'dot' ? 'circle' : 'line';
    let el = g.children[i];
    if (!el || el.tagName.toLowerCase() !== tag) {
      const made = doc.createElementNS(SVG_NS, tag);
      if (el) el.replaceWith(made);
      else g.append(made);
      el = made;
    }
    const set = (name: string, v: number | string | undefined) =>
      v === undefined || (typeof v === 'number' && !Number.isFinite(v))
        ? el.removeAttribute(name)
        : el.setAttribute(name, String(v));
    const px = m.x !== undefined && x ? x.apply(m.x) : undefined;
    const py = m.y !== undefined && y ? y.apply(m.y) : undefined;
    if (m.kind === 'dot') {
      set('cx', px);
      set('cy', py);
      set('r', m.r ?? 4);
    } else if (m.kind === 'ruleX') {
      const [y1, y2] = y?.range ?? [0, 0];
      set('x1', px);
      set('x2', px);
      set('y1', y1);
      set('y2', y2);
    } else {
      const [x1, x2] = x?.range ?? [0, 0];
      set('x1', x1);
      set('x2', x2);
      set('y1', py);
      set('y2', py);
    }
    set('fill', m.fill ?? (m.kind === 'dot' ? 'currentColor' : undefined));
    set('stroke', m.stroke);
    set('stroke-width', m.strokeWidth);
    set('stroke-dasharray', m.strokeDasharray);
    // A marker off the chart (a value outside the domain) is hidden rather than drawn outside.
    const off = (px !== undefined && !Number.isFinite(px)) || (py !== undefined && !Number.isFinite(py));
    set('visibility', off ? 'hidden' : undefined);
  });
}

export function PlotFigure({
  options: given,
  width: wideWidth,
  height: wideHeight,
  alt,
  caption,
  deps,
  markers,
  class: className,
}: PlotFigureProps) {
  const box = useRef<HTMLDivElement>(null);
  const ids = useRef('');
  ids.current ||= chartIds();
  const first = useRef(true);
  // The layout drawn: the wide one until hydration finds the narrow one shown.
  const layout = useRef<ChartLayout>({ width: wideWidth, height: wideHeight, narrow: false });
  const options = laidOut(given, layout.current);
  const latest = useRef({ options, markers });
  latest.current = { options, markers };
  // The frame on screen: the options it was drawn from. At first the server's, drawn from the
  // options the component hydrates with.
  const drawn = useRef<{ options: PlotApi.PlotOptions; size: string }>(null!);
  // Read when used, not when rendered: hydration may change the layout after this render.
  const sizeOf = () => `${layout.current.width}×${layout.current.height}`;
  drawn.current ??= { options, size: sizeOf() };
  // Bumped when ./frame or Plot arrives, to redraw with it.
  const [, setLoaded] = useState(0);

  /** Draw the whole chart, frame and marks, into the box. */
  const drawInto = (el: HTMLElement, api: Api, drawOptions: PlotApi.PlotOptions) => {
    const { width, height } = layout.current;
    const svg = drawChart(api, drawOptions, width, height, alt, ids.current);
    if (latest.current.markers) drawMarkers(svg, latest.current.markers);
    el.replaceChildren(svg);
    drawn.current = { options: drawOptions, size: sizeOf() };
  };

  /** Load Plot, then draw the whole chart from the options `latestOptions` gives then. */
  const drawWithPlot = (latestOptions: () => PlotApi.PlotOptions) =>
    void loadPlot().then((api) => {
      if (box.current) drawInto(box.current, api, latestOptions());
    });

  /**
   * Redraw the chart on screen without Plot: its marks, and its frame's ticks and axis labels if
   * only those changed (./frame, which must be loaded). False if Plot must draw it.
   */
  const redrawDrawn = (el: HTMLElement, drawOptions: PlotApi.PlotOptions): boolean => {
    const svg = el.querySelector<SVGSVGElement>(':scope > svg');
    const was = drawn.current;
    const size = sizeOf();
    if (was.size !== size) return false;
    if (!svg || !clientFrame?.adopt(svg, was.options)) return false;
    if (!sameFrame(drawOptions, was.options) && !clientFrame.retick(svg, was.options, drawOptions))
      return false;
    drawn.current = { options: drawOptions, size };
    if (!redrawMarks(svg, drawOptions, alt, ids.current)) return false;
    if (latest.current.markers) drawMarkers(svg, latest.current.markers);
    return true;
  };

  /** The latest options; during a gesture, with the drawn frame's domains held (./hold). */
  const toDraw = (): PlotApi.PlotOptions => {
    const fitted = latest.current.options;
    if (!holding()) return fitted;
    const held = drawn.current.options;
    const axis = (name: 'x' | 'y') => {
      const scale = fitted[name] as { domain?: unknown } | undefined;
      const domain = heldDomain((held[name] as { domain?: unknown } | undefined)?.domain, scale?.domain);
      return domain === scale?.domain ? scale : { ...scale, domain };
    };
    return { ...fitted, x: axis('x'), y: axis('y') } as PlotApi.PlotOptions;
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // First run = hydration: keep the server's SVG (it was drawn from these same options), and
    // reserve the box's size from now on (CSSOM, which the CSP allows), so a redraw never makes
    // the page lay out again.
    if (first.current) {
      first.current = false;
      // The narrow layout, if PlotFigure.css shows it, becomes the chart; the other is dropped.
      const alt = el.nextElementSibling as HTMLElement;
      // (No styles to ask where there is no window: the unit tests' DOM.)
      if (typeof getComputedStyle === 'function' && getComputedStyle(alt).display !== 'none') {
        layout.current = narrowLayout(wideWidth, wideHeight);
        el.replaceChildren(...alt.childNodes);
        drawn.current = { options: laidOut(given, layout.current), size: sizeOf() };
        latest.current.options = drawn.current.options;
      }
      alt.replaceChildren();
      const { width, height } = layout.current;
      el.style.aspectRatio = `${width} / ${height}`;
      el.classList.add('plot-box-sized');
      // The first redraw needs ./frame (the server's SVG has no scales to draw new marks on): load
      // it in an idle moment after the reader's first interaction, not in their first scrub step.
      (self.requestIdleCallback ?? setTimeout)(() => void loadFrame()); // no idle callbacks: Safari
      if (el.firstElementChild) return;
    }
    if (!clientFrame) {
      void loadFrame().then(() => setLoaded((n) => n + 1));
      return;
    }
    const drawOptions = toDraw();
    if (redrawDrawn(el, drawOptions)) return;
    if (!clientPlot) {
      void loadPlot().then(() => setLoaded((n) => n + 1));
      return;
    }
    drawInto(el, clientPlot, drawOptions);
    // `deps` stands for `options`: the caller lists what built them.
  }, [...deps, clientFrame, clientPlot]);

  // The gesture is over: refit a chart drawn with held domains.
  useLayoutEffect(
    () =>
      onSettle(() => {
        const el = box.current;
        const fitted = latest.current.options;
        // Not yet a chart drawn in the browser: the redraw waiting for ./frame draws the latest.
        if (
          !el ||
          !clientFrame ||
          (drawn.current.size === sizeOf() && sameFrame(fitted, drawn.current.options))
        )
          return;
        if (!redrawDrawn(el, fitted)) drawWithPlot(() => latest.current.options);
      }),
    [],
  );

  const markerKey = markers ? JSON.stringify(markers) : '';
  const drawnMarkers = useRef(markerKey);
  useLayoutEffect(() => {
    if (drawnMarkers.current === markerKey) return; // hydration, or nothing moved
    drawnMarkers.current = markerKey;
    const svg = box.current?.querySelector<SVGSVGElement>(':scope > svg');
    if (!svg || !markers) return;
    // The server's SVG has no scales to place markers with until ./frame gives them back.
    const place = (frame: Frame) => {
      if (!frame.adopt(svg, drawn.current.options)) return drawWithPlot(toDraw);
      if (latest.current.markers) drawMarkers(svg, latest.current.markers);
    };
    if (clientFrame) place(clientFrame);
    else void loadFrame().then(place);
  }, [markerKey]);

  let html = '';
  let narrowHtml = '';
  // Build time only (the bundle drops this branch).
  if (import.meta.env.SSR && serverPlot && serverDocument) {
    const draw = (at: ChartLayout, ids: string) => {
      const { svg, marks } = renderPlot(
        serverPlot,
        laidOut(given, at),
        at.width,
        at.height,
        alt,
        ids,
        serverDocument,
      );
      if (markers) drawMarkers(svg, markers);
      // linkedom would parse the marks as HTML (lower-casing viewBox and clipPath): splice the text.
      return svg.outerHTML.replace(
        /<g class="plot-marks"\s*(?:\/>|><\/g>)/,
        `<g class="plot-marks">${marks.map(markup).join('')}</g>`,
      );
    };
    html = draw(layout.current, ids.current);
    narrowHtml = draw(narrowLayout(wideWidth, wideHeight), `${ids.current}n`);
  }
  return (
    <figure class={`plot-figure ${className ?? ''}`}>
      <div
        ref={box}
        class="plot-box"
        // Server: the chart. Client: an unchanging empty string, so Preact never touches the box
        // after hydration and the imperative redraw above owns its children.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* The narrow layout, shown instead on a narrow column until hydration moves it into the box. */}
      <div class="plot-alt" dangerouslySetInnerHTML={{ __html: narrowHtml }} />
      {caption ? (
        <figcaption>
          <Contained>{caption}</Contained>
        </figcaption>
      ) : null}
    </figure>
  );
}
