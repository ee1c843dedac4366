// A chart's frame kept without Plot (src/kit/plot/frame.ts) against Plot itself: a frame Plot drew
// for one pair of domains, moved to another, must be the SVG Plot draws for the other, element for
// element and attribute for attribute, and its scales must place every value where Plot's do; so
// must the server's chart read back from its HTML and given its scales again. Anything retick or
// adopt does not know, they must refuse without touching the chart.
import * as PlotApi from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { adopt, retick } from '../../../src/kit/plot/frame';
import { recordRanges } from '../../../src/kit/plot/ranges';
import { niceDomain } from '../../../src/kit/plot/domain';
import { runs } from '../runs';

const { document } = parseHTML('<!doctype html><html><body></body></html>');

type Options = PlotApi.PlotOptions;
type Chart = SVGSVGElement & {
  scale(n: string): { apply(v: number): number; domain: number[]; range: number[] };
};

/** Plot's frame for `options`, as PlotFigure has it drawn: no marks. */
const frame = (options: Options) =>
  PlotApi.plot({ ...options, marks: [], document: document as unknown as Document }) as unknown as Chart;

const withDomains = (options: Options, x: [number, number], y: [number, number]): Options => ({
  ...options,
  x: { ...(options.x as object), domain: x },
  y: { ...(options.y as object), domain: y },
});

/** An ascending domain: round, as the charts' own (niceDomain), or any two numbers. */
const domain = fc.oneof(
  fc
    .tuple(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }))
    .map(([a, b]) => niceDomain([a, b])),
  fc
    .tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 1e-3, max: 100, noNaN: true }))
    .map(([lo, span]): [number, number] => [lo, lo + span]),
);

const label = fc.constantFrom('time t (s)', 'μ of the pair', 'vₜ (m/s)', 'energy T + U (J)');

/** A chart of the kinds the site draws: size, margins, labels, grids and tick counts. */
const axis = fc.record(
  {
    label,
    grid: fc.boolean(),
    ticks: fc.integer({ min: 2, max: 8 }),
    labelOffset: fc.integer({ min: 20, max: 45 }),
    labelAnchor: fc.constant('center'),
  },
  { requiredKeys: [] },
);
const chart = fc.record(
  {
    width: fc.integer({ min: 200, max: 700 }),
    height: fc.integer({ min: 120, max: 400 }),
    marginLeft: fc.integer({ min: 30, max: 60 }),
    marginBottom: fc.integer({ min: 20, max: 50 }),
    marginTop: fc.double({ min: 10, max: 30, noNaN: true }), // fractional: ranges need not be whole pixels
    x: axis,
    y: axis,
  },
  { requiredKeys: ['width', 'height', 'x', 'y'] },
) as fc.Arbitrary<Options>;

/** A chart, the x and y domains it is drawn with, the two it moves to, and a fraction t of a domain. */
const move = [chart, domain, domain, domain, domain, fc.double({ min: 0, max: 1 })] as const;

/** `ours` places every value where Plot's chart does: a value a fraction t into the domain, NaN. */
function expectScalesOf(ours: Chart, plots: Chart, t: number) {
  for (const k of ['x', 'y']) {
    const [lo, hi] = plots.scale(k).domain as [number, number];
    const v = lo + (hi - lo) * t;
    expect(ours.scale(k).apply(v)).toBe(plots.scale(k).apply(v));
    expect(ours.scale(k).apply(NaN)).toBe(plots.scale(k).apply(NaN));
    expect(ours.scale(k).range).toEqual(plots.scale(k).range);
    expect(ours.scale(k).domain).toEqual(plots.scale(k).domain);
  }
}

/** A chart as the server writes it into the page (ranges recorded), parsed back as the browser has it. */
function fromHtml(svg: Chart): Chart {
  recordRanges(svg);
  return parseHTML(`<div>${svg.outerHTML}</div>`).document.querySelector('svg') as unknown as Chart;
}

describe('adopt gives the server’s chart its scales back', () => {
  test('the scales Plot drew it with, and then it moves as Plot would draw it', () => {
    fc.assert(
      fc.property(...move, (c, xa, ya, xb, yb, t) => {
        const from = withDomains(c, xa, ya);
        const to = withDomains(c, xb, yb);
        const plotted = frame(from);
        const served = fromHtml(plotted);
        expect(typeof (served as Partial<Chart>).scale).toBe('undefined');
        expect(adopt(served, from)).toBe(true);
        expectScalesOf(served, plotted, t);
        expect(retick(served, from, to)).toBe(true);
        expect(served.outerHTML).toBe(fromHtml(frame(to)).outerHTML);
      }),
      { numRuns: runs(200) },
    );
  });

  test('it refuses a chart without recorded ranges, or with options it does not know', () => {
    const base: Options = { width: 400, height: 200, x: { domain: [0, 1] }, y: { domain: [0, 1] } };
    const bare = parseHTML(`<div>${frame(base).outerHTML}</div>`).document.querySelector('svg');
    expect(adopt(bare as unknown as SVGSVGElement, base), 'no ranges').toBe(false);
    expect(adopt(fromHtml(frame(base)), { ...base, y: { domain: [0, 1], type: 'log' } }), 'a log scale').toBe(
      false,
    );
    expect(adopt(fromHtml(frame(base)), { ...base, y: { domain: [1, 0] } }), 'a reversed domain').toBe(false);
    const scaled = frame(base);
    const own = scaled.scale;
    expect(adopt(scaled, base), 'a chart Plot drew in the browser keeps its scales').toBe(true);
    expect(scaled.scale).toBe(own);
  });
});

describe('retick moves a frame as Plot would draw it', () => {
  test('the moved frame is the SVG Plot draws for the new domains and labels, and its scales are Plot’s', () => {
    fc.assert(
      fc.property(...move, label, label, (c, xa, ya, xb, yb, t, lx, ly) => {
        const from = withDomains(c, xa, ya);
        // A label changes its text; an axis without one keeps none.
        const relabel = (s: unknown, l: string) =>
          (s as { label?: string }).label ? { ...(s as object), label: l } : s;
        const to = withDomains({ ...c, x: relabel(c.x, lx), y: relabel(c.y, ly) } as Options, xb, yb);
        const moved = frame(from);
        expect(retick(moved, from, to)).toBe(true);
        const drawn = frame(to);
        expect(moved.outerHTML).toBe(drawn.outerHTML);
        expectScalesOf(moved, drawn, t);
      }),
      { numRuns: runs(300) },
    );
  });

  test('from a frame with many ticks to one with few and back (elements are added and removed)', () => {
    const c: Options = {
      width: 640,
      height: 300,
      marginLeft: 52,
      x: { label: 'x' },
      y: { label: 'y', grid: true },
    };
    const a = withDomains(c, [0, 6], [0, 2]); // 7 and 11 ticks
    const b = withDomains(c, [0, 1e4], [-3, 7]); // other counts, thousands separators, minus signs
    const moved = frame(a);
    expect(retick(moved, a, b)).toBe(true);
    expect(moved.outerHTML).toBe(frame(b).outerHTML);
    expect(moved.outerHTML).toContain('10,000');
    expect(moved.outerHTML).toContain('−2');
    expect(retick(moved, b, a)).toBe(true);
    expect(moved.outerHTML).toBe(frame(a).outerHTML);
  });

  test('it refuses, leaving the chart as it was, whatever else changed or it cannot place', () => {
    const base: Options = {
      width: 400,
      height: 200,
      x: { domain: [0, 1], label: 'x' },
      y: { domain: [0, 1] },
    };
    const refused: [string, Options][] = [
      ['a label added', { ...base, y: { domain: [0, 2], label: 'other' } }],
      ['a label removed', { ...base, x: { domain: [0, 2] } }],
      ['a label with an arrow of its own', { ...base, x: { domain: [0, 2], label: 'x ←' } }],
      ['a label on two lines', { ...base, x: { domain: [0, 2], label: 'x\ny' } }],
      ['a margin', { ...base, marginLeft: 70, x: { domain: [0, 2], label: 'x' } }],
      ['a tick format', { ...base, y: { domain: [0, 2], tickFormat: '.1f' } }],
      ['a scale type', { ...base, y: { domain: [1, 10], type: 'log' } }],
      ['a reversed domain', { ...base, y: { domain: [2, 0] } }],
      ['a flat domain', { ...base, y: { domain: [1, 1] } }],
      ['a NaN in a domain', { ...base, y: { domain: [0, NaN] } }],
      ['an option it does not know', { ...base, y: { domain: [0, 2] }, inset: 4 } as Options],
    ];
    for (const [what, to] of refused) {
      const svg = frame(base);
      const before = svg.outerHTML;
      expect(retick(svg, base, to), what).toBe(false);
      expect(svg.outerHTML, what).toBe(before);
    }
    // The server's SVG, parsed back, has no scales to move.
    const parsed = parseHTML(`<div>${frame(base).outerHTML}</div>`).document.querySelector('svg')!;
    expect(retick(parsed as unknown as SVGSVGElement, base, { ...base, y: { domain: [0, 2] } })).toBe(false);
  });

  test('domains that did not change leave their axis alone', () => {
    const a: Options = { width: 400, height: 200, x: { domain: [0, 1] }, y: { domain: [0, 1] } };
    const svg = frame(a);
    const xAxis = [...svg.children].find((g) => g.getAttribute('aria-label') === 'x-axis tick')!;
    const first = xAxis.firstElementChild;
    expect(retick(svg, a, { ...a, y: { domain: [0, 5] } })).toBe(true);
    expect(xAxis.firstElementChild).toBe(first);
    expect(svg.outerHTML).toBe(frame({ ...a, y: { domain: [0, 5] } }).outerHTML);
  });
});
