// The charts' marks as SVG nodes, drawn on the scales of a chart whose frame (axes, grid, labels)
// Plot has drawn: written as markup by the server, updated in place in the browser (patchMarks).
// Why: rebuilding a whole chart with Plot spends most of its time on scales, axes and ticks that a
// scrub step does not change (the bench's chart timings show the difference); with every domain
// fixed by the chart, a step only needs its lines and dots redrawn.
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

/**
 * One SVG node of a chart's marks: its tag, its attributes in order, and its children or its text.
 * The server writes these as markup (`markup`); the browser updates the chart's nodes from them
 * (`patchMarks`).
 */
export interface MarkNode {
  tag: string;
  attrs: Attrs;
  children?: MarkNode[];
  text?: string;
}

type Attrs = Record<string, string>;

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
function styles(o: MarkOptions, defaults: MarkOptions): { group: Attrs; perDatum: [string, Channel][] } {
  const group: Attrs = {};
  const perDatum: [string, Channel][] = [];
  for (const [key, attr] of STYLE) {
    const v = o[key] ?? defaults[key];
    if (v === undefined) continue;
    if (typeof v === 'function') perDatum.push([attr, v as Channel]);
    else group[attr] = String(v);
  }
  return { group, perDatum };
}

const own = (perDatum: [string, Channel][], d: Datum, i: number): Attrs =>
  Object.fromEntries(perDatum.map(([attr, ch]) => [attr, String(value(ch, d, i))]));

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
const lines = new WeakMap<object, { key: string; paths: MarkNode[] }>();

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

const el = (tag: string, attrs: Attrs, children?: MarkNode[]): MarkNode =>
  children ? { tag, attrs, children } : { tag, attrs };

/**
 * The marks as the nodes of a `<g>` on the frame's scales: the clip path (if a mark is clipped),
 * then one group per mark that draws anything. `idPrefix` makes the clip and arrowhead ids unique
 * on the page (one prefix per chart) and stable from one call to the next, so a mark that did not
 * change gives the same nodes, and a line drawn from the same data on the same scales the very
 * same path nodes (patchMarks then skips them without a look).
 */
export function markNodes(marks: readonly Deferred[], scales: Scales, idPrefix: string): MarkNode[] {
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
  const out: MarkNode[] = [];
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
    let body: MarkNode[] = [];
    const extra: Attrs = {};
    switch (m.name) {
      case 'line': {
        extra['stroke-linecap'] = extra['stroke-linejoin'] = 'round';
        // A curve the reader moves a marker along is the same data from step to step: its paths
        // are taken from the last drawing instead of being written again.
        const key = lineKey(o, scales);
        const cached = key === null ? undefined : lines.get(data);
        if (cached && cached.key === key) {
          body = cached.paths;
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
        for (const { pieces } of series.values())
          if (pieces.length) body.push(el('path', { d: pieces.join('') }));
        if (key !== null) lines.set(data, { key, paths: body });
        break;
      }
      case 'dot':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(px) || !Number.isFinite(py)) return;
          const r = typeof o.r === 'number' ? o.r : 3;
          body.push(
            o.symbol === 'triangle'
              ? el('path', {
                  d: triangle(r),
                  transform: `translate(${num(px)},${num(py)})`,
                  ...own(perDatum, d, i),
                })
              : el('circle', { cx: num(px), cy: num(py), r: num(r), ...own(perDatum, d, i) }),
          );
        });
        break;
      case 'link': {
        let marker: Attrs = {};
        if (o.markerEnd === 'arrow') {
          const id = `${idPrefix}-m${index}`;
          extra['stroke-miterlimit'] = '1';
          body.push(
            el(
              'marker',
              {
                id,
                viewBox: '-5 -5 10 10',
                markerWidth: '6.67',
                markerHeight: '6.67',
                orient: 'auto',
                fill: 'none',
                stroke: String(o.stroke ?? 'currentColor'),
                'stroke-width': '1.5',
                'stroke-linecap': 'round',
                'stroke-linejoin': 'round',
              },
              [el('path', { d: 'M-1.5,-3l3,3l-3,3' })],
            ),
          );
          marker = { 'marker-end': `url(#${id})` };
        }
        data.forEach((d, i) => {
          const p = [
            X(o.x1 as Channel, d, i),
            Y(o.y1 as Channel, d, i),
            X(o.x2 as Channel, d, i),
            Y(o.y2 as Channel, d, i),
          ];
          if (!p.every(Number.isFinite)) return;
          body.push(
            el('path', {
              d: `M${num(p[0]!)},${num(p[1]!)}L${num(p[2]!)},${num(p[3]!)}`,
              ...marker,
              ...own(perDatum, d, i),
            }),
          );
        });
        break;
      }
      case 'rect':
        data.forEach((d, i) => {
          const xs = [X(o.x1 as Channel, d, i), X(o.x2 as Channel, d, i)];
          const ys = [Y(o.y1 as Channel, d, i), Y(o.y2 as Channel, d, i)];
          if (![...xs, ...ys].every(Number.isFinite)) return;
          const [a, b] = [Math.min(...xs), Math.min(...ys)];
          body.push(
            el('rect', {
              x: num(a),
              y: num(b),
              width: num(Math.max(...xs) - a),
              height: num(Math.max(...ys) - b),
              ...own(perDatum, d, i),
            }),
          );
        });
        break;
      case 'ruleX':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          if (!Number.isFinite(px)) return;
          body.push(
            el('line', {
              x1: num(px),
              x2: num(px),
              y1: num(frame.bottom),
              y2: num(frame.top),
              ...own(perDatum, d, i),
            }),
          );
        });
        break;
      case 'ruleY':
        data.forEach((d, i) => {
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(py)) return;
          body.push(
            el('line', {
              x1: num(frame.left),
              x2: num(frame.right),
              y1: num(py),
              y2: num(py),
              ...own(perDatum, d, i),
            }),
          );
        });
        break;
      case 'text':
        data.forEach((d, i) => {
          const px = X(o.x as Channel, d, i);
          const py = Y(o.y as Channel, d, i);
          if (!Number.isFinite(px) || !Number.isFinite(py)) return;
          body.push({
            tag: 'text',
            attrs: {
              transform: `translate(${num(px)},${num(py)})`,
              y: '0.32em',
              ...own(perDatum, d, i),
            },
            text: String(value(o.text as Channel, d, i) ?? ''),
          });
        });
        if (o.textAnchor) extra['text-anchor'] = String(o.textAnchor);
        if (o.dx || o.dy) extra.transform = `translate(${num(Number(o.dx ?? 0))},${num(Number(o.dy ?? 0))})`;
        break;
    }
    if (!body.length) return;
    let g = el(
      'g',
      {
        'aria-label': m.name === 'ruleX' || m.name === 'ruleY' ? 'rule' : m.name,
        role: 'group',
        ...group,
        ...extra,
      },
      body,
    );
    if (o.clip) {
      if (!clipId) {
        clipId = `${idPrefix}-clip`;
        out.push(
          el('clipPath', { id: clipId }, [
            el('rect', {
              x: num(frame.left),
              y: num(frame.top),
              width: num(frame.right - frame.left),
              height: num(frame.bottom - frame.top),
            }),
          ]),
        );
      }
      g = el('g', { 'clip-path': `url(#${clipId})` }, [g]);
    }
    out.push(g);
  });
  return out;
}

/** A node as SVG markup (what the server writes into the chart). */
export function markup(node: MarkNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');
  if (node.text !== undefined) return `<${node.tag}${attrs}>${esc(node.text)}</${node.tag}>`;
  if (!node.children) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(markup).join('')}</${node.tag}>`;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The nodes each chart's marks group was last drawn from (see patchMarks). */
const shownNodes = new WeakMap<Element, MarkNode[]>();

/**
 * Draw the marks into the chart's marks group by changing what differs from the last drawing: an
 * attribute here (a dot's `cx`, a path's `d`), a text there, a node only where the tag changed or
 * the count did. A scrub step moves a few dots and redraws a few paths; writing the marks as markup
 * for the browser to parse made new nodes for all of them, each to be styled and laid out anew,
 * and that parse was a large part of a step. The first drawing in a group (the server's nodes are
 * not known here) makes every node.
 */
export function patchMarks(g: Element, nodes: MarkNode[]): void {
  const shown = shownNodes.get(g);
  if (shown) patchChildren(g, shown, nodes);
  else g.replaceChildren(...nodes.map((n) => create(g.ownerDocument, n)));
  shownNodes.set(g, nodes);
}

function create(doc: Document, node: MarkNode): Element {
  const made = doc.createElementNS(SVG_NS, node.tag);
  for (const k in node.attrs) made.setAttribute(k, node.attrs[k]!);
  if (node.text !== undefined) made.textContent = node.text;
  else if (node.children) made.append(...node.children.map((c) => create(doc, c)));
  return made;
}

function patchChildren(parent: Element, was: readonly MarkNode[], now: readonly MarkNode[]): void {
  now.forEach((node, i) => {
    const child = parent.children[i];
    const old = was[i];
    if (child && old && old.tag === node.tag) patch(child, old, node);
    else {
      const made = create(parent.ownerDocument, node);
      if (child) child.replaceWith(made);
      else parent.append(made);
    }
  });
  while (parent.children.length > now.length) parent.lastElementChild!.remove();
}

function patch(target: Element, was: MarkNode, now: MarkNode): void {
  if (was === now) return;
  for (const k in now.attrs) if (was.attrs[k] !== now.attrs[k]) target.setAttribute(k, now.attrs[k]!);
  for (const k in was.attrs) if (!(k in now.attrs)) target.removeAttribute(k);
  if (now.text !== undefined) {
    if (now.text !== was.text) target.textContent = now.text;
  } else if (was.text !== undefined) {
    target.replaceChildren(...(now.children ?? []).map((c) => create(target.ownerDocument, c)));
  } else patchChildren(target, was.children ?? [], now.children ?? []);
}
