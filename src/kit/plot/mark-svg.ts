// The charts' marks as SVG markup, drawn on the scales of a chart whose frame (axes, grid, labels)
// Plot has drawn. Why: rebuilding a whole chart with Plot spends most of its time on scales, axes
// and ticks that a scrub step does not change (the bench's chart timings show the difference); with
// every domain fixed by the chart, a step only needs its lines and dots redrawn.
// PlotFigure draws the frame with Plot only when the frame's options (margins, tick options) change,
// moves its ticks and labels (./frame) when only the domains and axis labels do, and draws the marks
// with this on every step; the server uses the same two steps, so the chart a reader sees first and
// the one they scrub are drawn by the same code.
//
// This draws the subset of Plot's marks and options the site uses (dot, line, link, rect, ruleX,
// ruleY, text; constant or per-datum styles; `z` series; `clip`; a triangle symbol; an arrow at a
// link's end), with Plot's defaults for them; `canDraw` says whether a mark is within it, and a
// chart with any other mark or option fails the build (PlotFigure), so Plot's own marks never ship.
import type { Deferred } from './marks';

export interface LinearScale {
  apply(v: number): number;
  domain?: unknown[];
  range?: number[];
  type?: string;
}

/** A chart's SVG with its scales: Plot gives the SVG it draws `scale`, ./frame the server's. */
export interface Scaled {
  scale(name: string): LinearScale | undefined;
}

export interface Scales {
  x: LinearScale;
  y: LinearScale;
}

type Datum = unknown;
type Channel = string | ((d: Datum, i: number) => unknown) | number | undefined;
type MarkOptions = Record<string, unknown>;

const SUPPORTED = new Set(['dot', 'line', 'link', 'rect', 'ruleX', 'ruleY', 'text']);
/** Options the drawing below understands; any other fails the build (see PlotFigure). */
const KNOWN = new Set([
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'z',
  'r',
  'text',
  'fill',
  'fillOpacity',
  'stroke',
  'strokeWidth',
  'strokeOpacity',
  'strokeDasharray',
  'opacity',
  'clip',
  'symbol',
  'markerEnd',
  'textAnchor',
  'fontSize',
  'fontWeight',
  'dx',
  'dy',
]);

/** Whether every mark can be drawn here. */
export function canDraw(marks: readonly Deferred[]): boolean {
  return marks.every((m) => {
    if (!SUPPORTED.has(m.name)) return false;
    const o = (m.args[1] ?? {}) as MarkOptions;
    if (!Object.keys(o).every((k) => KNOWN.has(k))) return false;
    if (o.symbol !== undefined && o.symbol !== 'triangle') return false;
    if (o.markerEnd !== undefined && o.markerEnd !== 'arrow') return false;
    return true;
  });
}

const esc = (s: unknown) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A number as Plot prints it into an attribute (no exponent for the sizes a chart has). */
const num = (v: number) => String(Math.round(v * 1000) / 1000);

function value(ch: Channel, d: Datum, i: number): unknown {
  if (typeof ch === 'function') return ch(d, i);
  if (typeof ch === 'string') return (d as Record<string, unknown>)[ch];
  if (typeof ch === 'number') return ch;
  return d; // no channel: the datum itself (ruleY([0]))
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Style attribute names, in Plot's spelling. */
const STYLE: [keyof MarkOptions & string, string][] = [
  ['fill', 'fill'],
  ['fillOpacity', 'fill-opacity'],
  ['stroke', 'stroke'],
  ['strokeWidth', 'stroke-width'],
  ['strokeOpacity', 'stroke-opacity'],
  ['strokeDasharray', 'stroke-dasharray'],
  ['opacity', 'opacity'],
  ['fontSize', 'font-size'],
  ['fontWeight', 'font-weight'],
];

/** The group's constant styles; per-datum ones (functions) go on each element (`perDatum`). */
function styles(o: MarkOptions, defaults: MarkOptions): { group: string; perDatum: [string, Channel][] } {
  let group = '';
  const perDatum: [string, Channel][] = [];
  for (const [key, attr] of STYLE) {
    const v = o[key] ?? defaults[key];
    if (v === undefined) continue;
    if (typeof v === 'function') perDatum.push([attr, v as Channel]);
    else group += ` ${attr}="${esc(v)}"`;
  }
  return { group, perDatum };
}

const own = (perDatum: [string, Channel][], d: Datum, i: number) =>
  perDatum.map(([attr, ch]) => ` ${attr}="${esc(value(ch, d, i))}"`).join('');

/** Plot's defaults: a mark with a fill and no stroke is filled only, and so on. */
function defaultsFor(name: string, o: MarkOptions): MarkOptions {
  switch (name) {
    case 'dot':
      return o.fill !== undefined && o.stroke === undefined
        ? {}
        : { fill: o.fill ?? 'none', stroke: o.stroke ?? 'currentColor', strokeWidth: o.strokeWidth ?? 1.5 };
    case 'line':
    case 'link':
      return { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 };
    case 'ruleX':
    case 'ruleY':
      return { stroke: 'currentColor' };
    default:
      return {};
  }
}

/** d3's triangle symbol of Plot's size for radius r (area πr²), centred on the origin. */
function triangle(r: number): string {
  const y = -Math.sqrt((Math.PI * r * r) / (Math.sqrt(3) * 3));
  const x = -Math.sqrt(3) * y;
  return `M0,${num(y * 2)}L${num(x)},${num(-y)}L${num(-x)},${num(-y)}Z`;
}

/** A line's paths by its data array, with what else they were drawn from (see lineKey). */
const lines = new WeakMap<object, { key: string; body: string }>();

/**
 * What a line's paths depend on besides its data: its channels and the scales. Null when that
 * cannot be written down (a channel is a function, or a scale does not tell its domain), and the
 * paths are written every time.
 */
function lineKey(o: MarkOptions, { x, y }: Scales): string | null {
  const channels = [o.x, o.y, o.z];
  if (!channels.every((ch) => ch === undefined || typeof ch === 'string')) return null;
  if (!x.domain || !y.domain || !x.range || !y.range) return null;
  return JSON.stringify([channels, x.domain, x.range, y.domain, y.range]);
}

/**
 * The marks as markup for a `<g>` on the frame's scales, one string per node of that group: the
 * clip path (if a mark is clipped), then one group per mark that draws anything. `idPrefix` makes
 * the clip and arrowhead ids unique on the page (one prefix per chart) and stable from one call to
 * the next, so a mark that did not change gives the same string: PlotFigure replaces only the
 * nodes whose markup changed (a scrub step that moves one dot leaves the curves alone).
 */
export function marksParts(marks: readonly Deferred[], scales: Scales, idPrefix: string): string[] {
  const { x, y } = scales;
  const [xr0, xr1] = x.range ?? [0, 0];
  const [yr0, yr1] = y.range ?? [0, 0];
  const frame = {
    left: Math.min(xr0!, xr1!),
    right: Math.max(xr0!, xr1!),
    top: Math.min(yr0!, yr1!),
    bottom: Math.max(yr0!, yr1!),
  };
  let clipId: string | null = null;
  const out: string[] = [];
  marks.forEach((m, index) => {
    const data = (m.args[0] ?? []) as readonly Datum[];
    const o = (m.args[1] ?? {}) as MarkOptions;
    const { group, perDatum } = styles(o, defaultsFor(m.name, o));
    const X = (ch: Channel, d: Datum, i: number) => {
      const v = value(ch, d, i);
      return finite(v) ? x.apply(v) : NaN;
    };
    const Y = (ch: Channel, d: Datum, i: number) => {
      const v = value(ch, d, i);
      return finite(v) ? y.apply(v) : NaN;
    };
    let body = '';
    let extra = '';
    switch (m.name) {
      case 'line': {
        extra = ' stroke-linecap="round" stroke-linejoin="round"';
        // A curve the reader moves a marker along is the same data from step to step: its paths
        // are taken from the last drawing instead of being written again.
        const key = lineKey(o, scales);
        const cached = key === null ? undefined : lines.get(data);
        if (cached && cached.key === key) {
          body = cached.body;
          break;
        }
        // One path per series (z), broken where a point is undefined (Plot's default `defined`): a
        // point after a break (or first) moves to it, the others draw to it. The pieces are joined
        // once at the end: a string grown point by point and read back (was the last piece a
        // break?) is copied whole at each point, megabytes per step for a long curve.
        const series = new Map<unknown, { pieces: string[]; open: boolean }>();
        data.forEach((d, i) => {
          const key = o.z === undefined ? null : value(o.z as Channel, d, i);
          const px = X(o.x as Channel, d, i);
          const py = Y(o.y as Channel, d, i);
          let path = series.get(key);
          if (!path) series.set(key, (path = { pieces: [], open: false }));
          if (Number.isFinite(px) && Number.isFinite(py)) {
            path.pieces.push(`${path.open ? 'L' : 'M'}${num(px)},${num(py)}`);
            path.open = true;
          } else path.open = false;
        });
        for (const { pieces } of series.values()) if (pieces.length) body += `<path d="${pieces.join('')}"/>`;
        if (key !== null) lines.set(data, { key, body });
        break;
      }
      case 'dot':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(px) || !Number.isFinite(py)) return;
          const r = typeof o.r === 'number' ? o.r : 3;
          body +=
            o.symbol === 'triangle'
              ? `<path d="${triangle(r)}" transform="translate(${num(px)},${num(py)})"${own(perDatum, d, i)}/>`
              : `<circle cx="${num(px)}" cy="${num(py)}" r="${num(r)}"${own(perDatum, d, i)}/>`;
        });
        break;
      case 'link': {
        let marker = '';
        if (o.markerEnd === 'arrow') {
          const id = `${idPrefix}-m${index}`;
          extra += ` stroke-miterlimit="1"`;
          body += `<marker id="${id}" viewBox="-5 -5 10 10" markerWidth="6.67" markerHeight="6.67" orient="auto" fill="none" stroke="${esc(o.stroke ?? 'currentColor')}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="M-1.5,-3l3,3l-3,3"/></marker>`;
          marker = ` marker-end="url(#${id})"`;
        }
        data.forEach((d, i) => {
          const p = [
            X(o.x1 as Channel, d, i),
            Y(o.y1 as Channel, d, i),
            X(o.x2 as Channel, d, i),
            Y(o.y2 as Channel, d, i),
          ];
          if (!p.every(Number.isFinite)) return;
          body += `<path d="M${num(p[0]!)},${num(p[1]!)}L${num(p[2]!)},${num(p[3]!)}"${marker}${own(perDatum, d, i)}/>`;
        });
        break;
      }
      case 'rect':
        data.forEach((d, i) => {
          const xs = [X(o.x1 as Channel, d, i), X(o.x2 as Channel, d, i)];
          const ys = [Y(o.y1 as Channel, d, i), Y(o.y2 as Channel, d, i)];
          if (![...xs, ...ys].every(Number.isFinite)) return;
          const [a, b] = [Math.min(...xs), Math.min(...ys)];
          body += `<rect x="${num(a)}" y="${num(b)}" width="${num(Math.max(...xs) - a)}" height="${num(Math.max(...ys) - b)}"${own(perDatum, d, i)}/>`;
        });
        break;
      case 'ruleX':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          if (!Number.isFinite(px)) return;
          body += `<line x1="${num(px)}" x2="${num(px)}" y1="${num(frame.bottom)}" y2="${num(frame.top)}"${own(perDatum, d, i)}/>`;
        });
        break;
      case 'ruleY':
        data.forEach((d, i) => {
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(py)) return;
          body += `<line x1="${num(frame.left)}" x2="${num(frame.right)}" y1="${num(py)}" y2="${num(py)}"${own(perDatum, d, i)}/>`;
        });
        break;
      case 'text':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(px) || !Number.isFinite(py)) return;
          body += `<text transform="translate(${num(px)},${num(py)})" y="0.32em"${own(perDatum, d, i)}>${esc(value(o.text as Channel, d, i) ?? '')}</text>`;
        });
        if (o.textAnchor) extra += ` text-anchor="${esc(o.textAnchor)}"`;
        if (o.dx || o.dy)
          extra += ` transform="translate(${num(Number(o.dx ?? 0))},${num(Number(o.dy ?? 0))})"`;
        break;
    }
    if (!body) return;
    let g = `<g aria-label="${m.name === 'ruleX' || m.name === 'ruleY' ? 'rule' : m.name}" role="group"${group}${extra}>${body}</g>`;
    if (o.clip) {
      if (!clipId) {
        clipId = `${idPrefix}-clip`;
        out.push(
          `<clipPath id="${clipId}"><rect x="${num(frame.left)}" y="${num(frame.top)}" width="${num(frame.right - frame.left)}" height="${num(frame.bottom - frame.top)}"/></clipPath>`,
        );
      }
      g = `<g clip-path="url(#${clipId})">${g}</g>`;
    }
    out.push(g);
  });
  return out;
}

/** The markup each chart's marks group holds now, node by node (see setMarks). */
const shownParts = new WeakMap<Element, string[]>();

/**
 * Put the marks' markup into the chart's marks group: only the nodes whose markup changed are
 * replaced (parsing SVG markup and laying out its shapes is most of a redraw's cost). When the
 * number of nodes changed, or most of them did, the group is set whole: one parse of everything
 * costs less than one per node.
 */
export function setMarks(g: Element, parts: string[]): void {
  const shown = shownParts.get(g);
  const changed =
    shown?.length === parts.length ? parts.filter((part, i) => part !== shown[i]).length : Infinity;
  if (g.children.length === parts.length && changed <= parts.length / 2) {
    parts.forEach((part, i) => {
      if (part === shown![i]) return;
      const old = g.children[i]!;
      // Parsed in the context of the marks group, so as SVG.
      old.insertAdjacentHTML('afterend', part);
      old.remove();
    });
  } else g.innerHTML = parts.join('');
  shownParts.set(g, parts);
}
