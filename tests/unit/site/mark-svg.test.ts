// The charts' own mark drawing (src/kit/plot/mark-svg.ts) against Plot itself: the same marks on
// the same scales must put the same shapes at the same places, and the domains that keep a chart's
// frame still must cover the data and land on round values.
import * as PlotApi from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { Plot, recordedMarks } from '../../../src/kit/plot/marks';
import {
  canDraw,
  markNodes,
  markup,
  patchMarks,
  type MarkNode,
  type Scales,
} from '../../../src/kit/plot/mark-svg';
import { niceDomain, niceMax, tickStep } from '../../../src/kit/plot/domain';
import { runs } from '../runs';

const { document } = parseHTML('<!doctype html><html><body></body></html>');

/** The marks as the server writes them: the markup of each node of the marks group. */
const marksParts = (marks: Parameters<typeof markNodes>[0], scales: Scales, idPrefix: string) =>
  markNodes(marks, scales, idPrefix).map(markup);

/** The recorded marks made into Plot's own, the reference. */
const real = (marks: unknown[]) =>
  recordedMarks(marks)!.map((m) => (PlotApi[m.name] as (...a: unknown[]) => PlotApi.Markish)(...m.args));

/** Plot's chart of `marks`, and the scales it chose. */
function plotted(marks: unknown[], domainX: [number, number], domainY: [number, number]) {
  const svg = PlotApi.plot({
    marks: real(marks),
    x: { domain: domainX },
    y: { domain: domainY },
    width: 400,
    height: 200,
    document: document as unknown as Document,
  }) as unknown as SVGSVGElement & { scale(n: string): Scales['x'] };
  return { svg, scales: { x: svg.scale('x'), y: svg.scale('y') } };
}

/** Our markup parsed back into elements (inside an <svg>, so the tags are SVG's). */
function ours(marks: unknown[], scales: Scales) {
  const markup = marksParts(recordedMarks(marks)!, scales, 't').join('');
  return parseHTML(`<svg>${markup}</svg>`).document.querySelector('svg')!;
}

/** Every number in a path, rounded: Plot and mark-svg round differently in the last digits. */
const numbers = (d: string | null) =>
  (d ?? '').match(/-?\d+(\.\d+)?/g)!.map((v) => Math.round(Number(v) * 100) / 100);

describe('mark-svg draws what Plot draws', () => {
  const data = [
    { t: 0, v: 0.5, k: 'a' },
    { t: 1, v: NaN, k: 'a' },
    { t: 2, v: 1.5, k: 'a' },
    { t: 3, v: 1.0, k: 'a' },
    { t: 0, v: -1, k: 'b' },
    { t: 3, v: 2, k: 'b' },
  ];

  test('lines: one path per series, broken at an undefined point, at the same coordinates', () => {
    const marks = [Plot.line(data, { x: 't', y: 'v', z: 'k', stroke: 'var(--x)', strokeWidth: 2 })];
    const { svg, scales } = plotted(marks, [0, 3], [-1, 2]);
    const theirs = [...svg.querySelectorAll('g[aria-label="line"] path')].map((p) =>
      numbers(p.getAttribute('d')),
    );
    const mine = [...ours(marks, scales).querySelectorAll('g[aria-label="line"] path')].map((p) =>
      numbers(p.getAttribute('d')),
    );
    expect(mine).toEqual(theirs);
    // Series a: (0, .5) then a gap, then (2, 1.5)–(3, 1): two moves.
    expect(ours(marks, scales).querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    const g = ours(marks, scales).querySelector('g')!;
    expect([g.getAttribute('stroke'), g.getAttribute('stroke-width'), g.getAttribute('fill')]).toEqual([
      'var(--x)',
      '2',
      'none',
    ]);
  });

  test('dots, rules, rects and links land where Plot puts them', () => {
    const marks = [
      Plot.dot([{ x: 1, y: 1 }], { x: 'x', y: 'y', r: 5, fill: 'red' }),
      Plot.ruleX([2], {}),
      Plot.ruleY([0.5], {}),
      Plot.rect([{ a: 0.5, b: 2.5, c: -0.5, d: 1 }], { x1: 'a', x2: 'b', y1: 'c', y2: 'd' }),
      Plot.link([{ a: 0, b: 0, c: 3, d: 2 }], { x1: 'a', y1: 'b', x2: 'c', y2: 'd', markerEnd: 'arrow' }),
    ];
    const { svg, scales } = plotted(marks, [0, 3], [-1, 2]);
    const mine = ours(marks, scales);
    const attrs = (root: Element, sel: string, names: string[]) =>
      names.map((n) => Math.round(Number(root.querySelector(sel)!.getAttribute(n)) * 100) / 100);
    expect(attrs(mine, 'circle', ['cx', 'cy', 'r'])).toEqual(attrs(svg, 'circle', ['cx', 'cy', 'r']));
    expect(attrs(mine, 'rect', ['x', 'y', 'width', 'height'])).toEqual(
      attrs(svg, 'g[aria-label="rect"] rect', ['x', 'y', 'width', 'height']),
    );
    const rules = (root: Element) =>
      [...root.querySelectorAll('g[aria-label="rule"] line')].map((l) =>
        ['x1', 'x2', 'y1', 'y2'].map((n) => Math.round(Number(l.getAttribute(n)) * 100) / 100).sort(),
      );
    expect(rules(mine)).toEqual(rules(svg));
    expect(numbers(mine.querySelector('g[aria-label="link"] path[marker-end]')!.getAttribute('d'))).toEqual(
      numbers(svg.querySelector('g[aria-label="link"] path[marker-end]')!.getAttribute('d')),
    );
    expect(mine.querySelector('marker')).not.toBeNull();
  });

  test('a triangle symbol is Plot’s triangle', () => {
    const marks = [Plot.dot([{ x: 1, y: 1 }], { x: 'x', y: 'y', r: 3, symbol: 'triangle', fill: 'red' })];
    const { svg, scales } = plotted(marks, [0, 3], [-1, 2]);
    const path = (root: Element) => root.querySelector('g[aria-label="dot"] path')!;
    expect(numbers(path(ours(marks, scales)).getAttribute('d'))).toEqual(
      numbers(path(svg).getAttribute('d')),
    );
    expect(numbers(path(ours(marks, scales)).getAttribute('transform'))).toEqual(
      numbers(path(svg).getAttribute('transform')),
    );
  });

  test('text is placed at its point, escaped, with its anchor and offset', () => {
    const marks = [
      Plot.text([{ x: 1, y: 1, s: 'a < b' }], { x: 'x', y: 'y', text: 's', textAnchor: 'end', dy: -4 }),
    ];
    const { scales } = plotted(marks, [0, 3], [-1, 2]);
    const g = ours(marks, scales).querySelector('g[aria-label="text"]')!;
    expect(g.textContent).toBe('a < b');
    expect(g.getAttribute('text-anchor')).toBe('end');
    expect(g.getAttribute('transform')).toBe('translate(0,-4)');
    expect(numbers(g.querySelector('text')!.getAttribute('transform'))).toEqual(
      [scales.x.apply(1), scales.y.apply(1)].map((v) => Math.round(v * 100) / 100),
    );
  });

  test('a clipped mark is clipped to the frame; per-datum colours go on each element', () => {
    const marks = [
      Plot.line(data, { x: 't', y: 'v', clip: true }),
      Plot.dot(data.slice(0, 1), { x: 't', y: 'v', fill: (d: { k: string }) => `var(--${d.k})` }),
    ];
    const { scales } = plotted(marks, [0, 3], [-1, 2]);
    const svg = ours(marks, scales);
    const id = svg.querySelector('clipPath')!.getAttribute('id');
    expect(svg.querySelector(`g[clip-path="url(#${id})"] g[aria-label="line"]`)).not.toBeNull();
    expect(svg.querySelector('circle')!.getAttribute('fill')).toBe('var(--a)');
  });

  test('one part per node, the same string for a mark that did not change: a redraw replaces only what moved', () => {
    const scales = plotted([], [0, 3], [-1, 2]).scales;
    const at = (x: number) => [
      Plot.line(data, { x: 't', y: 'v', z: 'k', clip: true }),
      Plot.link([{ a: 0, b: 0, c: 3, d: 2 }], { x1: 'a', y1: 'b', x2: 'c', y2: 'd', markerEnd: 'arrow' }),
      Plot.ruleY([], {}), // draws nothing: no node
      Plot.dot([{ x, y: 1 }], { x: 'x', y: 'y' }),
    ];
    const before = marksParts(recordedMarks(at(1))!, scales, 'c7');
    const after = marksParts(recordedMarks(at(2))!, scales, 'c7');
    // The clip path, the clipped line, the link with its arrowhead, the dot.
    expect(before).toHaveLength(4);
    expect(before[0]).toMatch(/^<clipPath id="c7-clip">/);
    expect(before[2]).toContain('<marker id="c7-m1"');
    expect(after.slice(0, 3), 'ids and markup of the marks that did not move').toEqual(before.slice(0, 3));
    expect(after[3]).not.toBe(before[3]);
  });

  test('marks or options it does not draw are refused', () => {
    expect(canDraw(recordedMarks([Plot.dot([], { x: 'x', symbol: 'square' })])!)).toBe(false);
    expect(canDraw(recordedMarks([Plot.line([], { x: 'x', curve: 'step' } as never)])!)).toBe(false);
    expect(canDraw(recordedMarks([[Plot.line([], { x: 'x' })], null, Plot.ruleY([0])])!)).toBe(true);
    expect(recordedMarks([PlotApi.line([])])).toBeNull();
  });
});

describe('a line drawn again from the same data', () => {
  const curve = Array.from({ length: 50 }, (_, i) => ({ t: i / 10, v: Math.sin(i / 10) }));
  const line = (data: unknown[], extra = {}) => [Plot.line(data, { x: 't', y: 'v', ...extra })];
  const scales = (domainY: [number, number]) => plotted(line(curve), [0, 5], domainY).scales;

  test('gives the same paths as a fresh drawing, for the same scales and channels', () => {
    const s = scales([-1, 1]);
    const first = marksParts(recordedMarks(line(curve))!, s, 't');
    expect(marksParts(recordedMarks(line(curve))!, s, 't')).toEqual(first);
    expect(marksParts(recordedMarks(line([...curve]))!, s, 't')).toEqual(first); // not from the cache
  });

  test('is drawn anew when a scale or a channel changes', () => {
    const a = marksParts(recordedMarks(line(curve))!, scales([-1, 1]), 't');
    const b = marksParts(recordedMarks(line(curve))!, scales([-2, 2]), 't');
    expect(b).not.toEqual(a);
    expect(b).toEqual(marksParts(recordedMarks(line([...curve]))!, scales([-2, 2]), 't'));
    const swapped = marksParts(recordedMarks(line(curve, { x: 'v', y: 't' }))!, scales([-1, 1]), 't');
    expect(swapped).toEqual(
      marksParts(recordedMarks(line([...curve], { x: 'v', y: 't' }))!, scales([-1, 1]), 't'),
    );
    expect(swapped).not.toEqual(a);
  });

  test('with a channel that is a function, is always drawn anew', () => {
    const s = scales([-1, 1]);
    let k = 1;
    const marks = () => line(curve, { y: (d: { v: number }) => d.v * k });
    const first = marksParts(recordedMarks(marks())!, s, 't');
    k = 0.5;
    expect(marksParts(recordedMarks(marks())!, s, 't')).not.toEqual(first);
  });
});

describe('patchMarks: changing only what differs from the last drawing', () => {
  type Attrs = Record<string, string>;
  const path = (d: string): MarkNode => ({ tag: 'path', attrs: { d } });
  const circle = (cx: number): MarkNode => ({ tag: 'circle', attrs: { cx: String(cx), cy: '2', r: '3' } });
  const text = (t: string): MarkNode => ({ tag: 'text', attrs: { y: '0.32em' }, text: t });
  const g = (label: string, children: MarkNode[], extra: Attrs = {}): MarkNode => ({
    tag: 'g',
    attrs: { 'aria-label': label, ...extra },
    children,
  });
  // A marks group's content as a short list of nodes drawn from a few, so that successive lists
  // share some nodes (what stayed) and differ in others (what moved), in length and tags too.
  const node = fc.constantFrom(
    g('line', [path('M0,0L1,1')]),
    g('line', [path('M0,0L2,3'), path('M1,1L2,2')], { stroke: 'red' }),
    g('dot', [circle(1)]),
    g('dot', [circle(4), circle(5)], { fill: 'blue' }),
    g('text', [text('a < b')]),
    g('text', [text('c')]),
    { tag: 'clipPath', attrs: { id: 'c-clip' }, children: [{ tag: 'rect', attrs: { x: '0' } }] },
  );
  /** A node's tag, attributes (in any order) and content, from the DOM or from a MarkNode. */
  type Shape = { tag: string; attrs: string[]; content: Shape[] | string };
  const fromDom = (el: Element): Shape => ({
    tag: el.tagName.toLowerCase(),
    attrs: [...el.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    content: el.children.length ? [...el.children].map(fromDom) : (el.textContent ?? ''),
  });
  const fromNode = (n: MarkNode): Shape => ({
    tag: n.tag.toLowerCase(),
    attrs: Object.entries(n.attrs)
      .map(([k, v]) => `${k}=${v}`)
      .sort(),
    content: n.children?.length ? n.children.map(fromNode) : (n.text ?? ''),
  });
  const group = () => parseHTML('<svg><g class="plot-marks"></g></svg>').document.querySelector('g')!;

  test('a dot that moved keeps its node, with its new attributes; a line from the same data is not touched', () => {
    const el = group();
    const curve = g('line', [path('M0,0L1,1')]);
    patchMarks(el as unknown as Element, [curve, g('dot', [circle(1)])]);
    const [line, dots] = [...el.children];
    const dot = dots!.firstElementChild!;
    const d = line!.firstElementChild!;
    d.setAttribute('data-probe', 'kept'); // a node the patch must not have rewritten
    patchMarks(el as unknown as Element, [curve, g('dot', [circle(7)])]);
    expect(el.children[0]).toBe(line);
    expect(el.children[0]!.firstElementChild).toBe(d);
    expect(d.getAttribute('data-probe')).toBe('kept');
    expect(el.children[1]!.firstElementChild, 'the same circle, moved').toBe(dot);
    expect(dot.getAttribute('cx')).toBe('7');
    // An attribute the new drawing lacks is removed; a text changes in place.
    patchMarks(el as unknown as Element, [
      g('line', [path('M0,0L1,1')], { stroke: 'red' }),
      g('text', [text('x')]),
    ]);
    expect(el.children[0]!.getAttribute('stroke')).toBe('red');
    patchMarks(el as unknown as Element, [g('line', [path('M0,0L1,1')]), g('text', [text('y')])]);
    expect(el.children[0]!.hasAttribute('stroke')).toBe(false);
    expect(el.children[1]!.textContent).toBe('y');
  });

  test('after any sequence of drawings the group holds exactly the last one; a node whose tag did not change stays the same node', () => {
    fc.assert(
      fc.property(fc.array(fc.array(node, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (frames) => {
        const el = group();
        let previous: MarkNode[] | null = null;
        for (const nodes of frames) {
          const before = [...el.children];
          patchMarks(el as unknown as Element, nodes);
          expect([...el.children].map(fromDom)).toEqual(nodes.map(fromNode));
          if (previous)
            nodes.forEach((n, i) => {
              if (previous![i]?.tag === n.tag) expect(el.children[i], `node ${i} kept`).toBe(before[i]);
            });
          previous = nodes;
        }
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('nice domains', () => {
  const finiteValue = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

  test('cover every value (and zero when asked), and rounding them again changes nothing', () => {
    fc.assert(
      fc.property(fc.array(finiteValue, { minLength: 1, maxLength: 20 }), fc.boolean(), (values, zero) => {
        const [lo, hi] = niceDomain(values, { zero });
        expect(lo).toBeLessThan(hi);
        // Within rounding (a billionth of the domain) of a tick counts as on it.
        for (const v of values) {
          expect(lo).toBeLessThanOrEqual(v + 1e-9 * (hi - lo));
          expect(hi).toBeGreaterThanOrEqual(v - 1e-9 * (hi - lo));
        }
        if (zero) expect(lo <= 0 && hi >= 0).toBe(true);
        // Rounding an already round domain changes nothing: the frame stays put.
        expect(niceDomain([lo, hi], { zero })).toEqual([lo, hi]);
      }),
      { numRuns: runs(300) },
    );
  });

  test('reference values (d3’s nice for ten ticks)', () => {
    expect(niceDomain([0.1, 7.2], { zero: true })).toEqual([0, 8]);
    expect(niceDomain([-1.02, 1.02])).toEqual([-1.2, 1.2]);
    expect(niceDomain([3, 3])).toEqual([2.5, 3.5]);
    expect(niceDomain([])).toEqual([0, 1]);
    expect(niceMax(0.37)).toBe(0.4);
    expect(niceMax(1.5)).toBe(2);
    expect(tickStep(0, 1, 10)).toBe(0.1);
    expect(tickStep(0, 7.2, 10)).toBe(1);
  });
});
