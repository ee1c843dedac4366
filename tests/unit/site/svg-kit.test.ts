// The diagrams' kit (src/kit/svg): one view maps metres to SVG units and back, the primitives put
// their shapes where that view says, and the frame names its SVG by its own title and description.
import fc from 'fast-check';
import { h, type ComponentChildren, type VNode } from 'preact';
import { render } from 'preact-render-to-string';
import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import {
  DiagramFigure,
  DragHandle,
  arrow,
  diagramView,
  halfPlaneClip,
  labelledArrow,
  type View,
} from '../../../src/kit/svg';
import type { Vec2 } from '../../../src/solver';
import { num } from '../../../src/params/spec';
import { runs } from '../runs';

/** Views of the diagrams' sizes and scales, the world point `at` drawn anywhere inside. */
const views = fc
  .record({
    width: fc.integer({ min: 200, max: 640 }),
    height: fc.integer({ min: 200, max: 440 }),
    pxPerM: fc.double({ min: 85, max: 420, noNaN: true }),
    fx: fc.double({ min: 0, max: 1, noNaN: true }),
    fy: fc.double({ min: 0, max: 1, noNaN: true }),
    at: fc.record({
      x: fc.double({ min: -3, max: 3, noNaN: true }),
      y: fc.double({ min: -3, max: 3, noNaN: true }),
    }),
  })
  .map(({ width, height, pxPerM, fx, fy, at }) => ({
    view: diagramView({ width, height, pxPerM, anchor: { x: fx * width, y: fy * height }, at }),
    anchor: { x: fx * width, y: fy * height },
    at,
  }));
const metres = fc.double({ min: -5, max: 5, noNaN: true });
const point = fc.record({ x: metres, y: metres });

/** A point of the view's box, in metres. */
const inside = (view: View, u: number, w: number) => view.toWorld({ x: u * view.width, y: w * view.height });

describe('diagramView', () => {
  test('draws `at` at `anchor`, y up as SVG y down, lengths at pxPerM, and toWorld undoes x and y', () => {
    fc.assert(
      fc.property(views, point, ({ view, anchor, at }, p) => {
        expect(view.x(at)).toBeCloseTo(anchor.x, 9);
        expect(view.y(at)).toBeCloseTo(anchor.y, 9);
        expect(view.y({ x: p.x, y: p.y + 1 })).toBeCloseTo(view.y(p) - view.pxPerM, 9);
        expect(view.x({ x: p.x + 1, y: p.y })).toBeCloseTo(view.x(p) + view.pxPerM, 9);
        expect(view.len(p.x)).toBeCloseTo(view.x({ x: at.x + p.x, y: 0 }) - view.x({ x: at.x, y: 0 }), 9);
        const back = view.toWorld(view.pt(p));
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
        expect(view.pt(p, 3, -4)).toEqual({ x: view.x(p) + 3, y: view.y(p) - 4 });
        expect(view.points([p, at])).toBe(`${view.x(p)},${view.y(p)} ${view.x(at)},${view.y(at)}`);
        expect(view.viewBox).toBe(`0 0 ${view.width} ${view.height}`);
      }),
      { numRuns: runs(300) },
    );
  });
});

/** The numbers of an SVG points list, as pairs. */
const pairs = (points: string): Vec2[] =>
  points.split(' ').map((xy) => {
    const [x, y] = xy.split(',').map(Number);
    return { x: x!, y: y! };
  });

describe('arrow', () => {
  test('runs from `from` to a head whose tip is `to`, the head at most 12 units and symmetric', () => {
    fc.assert(
      fc.property(views, point, point, ({ view }, from, to) => {
        const a = arrow(view, { from, to, color: 'red', width: 2 });
        const len = Math.hypot(view.x(to) - view.x(from), view.y(to) - view.y(from));
        if (len < 1) {
          expect(a).toBeNull();
          return;
        }
        const [line, head] = (a as VNode<{ children: VNode<Record<string, number | string>>[] }>).props
          .children;
        const { x1, y1, x2, y2 } = line!.props as Record<string, number>;
        expect([x1, y1]).toEqual([view.x(from), view.y(from)]);
        const [tip, left, right] = pairs(head!.props.points as string);
        expect(tip).toEqual({ x: view.x(to), y: view.y(to) });
        // The line stops where the head starts: on the arrow, min(12, 0.6·len) short of the tip.
        const back = Math.min(12, 0.6 * len);
        expect(Math.hypot(tip!.x - x2!, tip!.y - y2!)).toBeCloseTo(back, 6);
        expect((tip!.x - x2!) * (y1! - y2!) - (tip!.y - y2!) * (x1! - x2!)).toBeCloseTo(0, 6);
        // The base corners sit either side of the line's end, equally far.
        expect((left!.x + right!.x) / 2).toBeCloseTo(x2!, 6);
        expect((left!.y + right!.y) / 2).toBeCloseTo(y2!, 6);
        expect(Math.hypot(left!.x - x2!, left!.y - y2!)).toBeCloseTo(0.45 * back, 6);
      }),
      { numRuns: runs(300) },
    );
  });

  test('a labelled arrow puts its label (dx, dy) from the tip, in its colour, bold as a vector', () => {
    const view = diagramView({ width: 400, height: 300, pxPerM: 100 });
    const to = { x: 1, y: 0.5 };
    const markup = render(
      labelledArrow(view, {
        from: { x: 0, y: 0 },
        to,
        color: 'var(--after)',
        sym: 'v',
        sub: 'rel',
        dx: 40,
        dy: 22,
      }),
    );
    const { document } = parseHTML(`<svg>${markup}</svg>`);
    const text = document.querySelector('text')!;
    expect([Number(text.getAttribute('x')), Number(text.getAttribute('y'))]).toEqual([
      view.x(to) + 40,
      view.y(to) + 22,
    ]);
    expect(text.getAttribute('fill')).toBe('var(--after)');
    expect(text.querySelector('tspan')!.getAttribute('font-weight')).toBe('700');
    expect(text.textContent).toBe('vrel');
  });
});

describe('halfPlaneClip', () => {
  test('keeps exactly the side of the contact plane that `side` names, over the whole view', () => {
    const unit = fc
      .double({ min: 0, max: 2 * Math.PI, noNaN: true })
      .map((a) => ({ x: Math.cos(a), y: Math.sin(a) }));
    const where = fc.tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    );
    fc.assert(
      fc.property(
        views,
        unit,
        fc.constantFrom(1 as const, -1 as const),
        where,
        ({ view }, n, side, [u, w]) => {
          const clip = halfPlaneClip(view, { id: 'c', n, side }) as VNode<{
            children: VNode<{ points: string }>;
          }>;
          const polygon = pairs(clip.props.children.props.points);
          const q = inside(view, u, w);
          const along = side * (q.x * n.x + q.y * n.y);
          if (Math.abs(along) < 1e-6) return;
          // Inside a convex polygon: on the same side of every edge (corners listed in either order).
          const crosses = polygon.map((a, i) => {
            const b = polygon[(i + 1) % polygon.length]!;
            return Math.sign((b.x - a.x) * (view.y(q) - a.y) - (b.y - a.y) * (view.x(q) - a.x));
          });
          const kept = crosses.every((c) => c === crosses[0]);
          expect(kept).toBe(along > 0);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

/** A 300×200 DiagramFigure with its title and description, these further props and this drawing, parsed. */
const figureView = diagramView({ width: 300, height: 200, pxPerM: 50 });
const figureDocument = (
  props: Omit<Parameters<typeof DiagramFigure>[0], 'id' | 'view' | 'title' | 'desc'>,
  drawing: ComponentChildren,
) =>
  parseHTML(
    render(
      h(
        DiagramFigure,
        { id: 'x-diagram', view: figureView, title: 'The title', desc: 'What it shows.', ...props },
        drawing,
      ),
    ),
  ).document;

describe('DiagramFigure', () => {
  test('names its SVG by its own title and description, and gives each legend colour its swatch', () => {
    const document = figureDocument(
      { legend: [{ color: 'var(--before)', text: 'before' }, { text: 'drag the dot' }] },
      h('circle', { r: 1 }),
    );
    const svg = document.querySelector('figure.diagram-figure > svg.diagram')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 300 200');
    const [t, d] = svg.getAttribute('aria-labelledby')!.split(' ');
    expect(document.getElementById(t!)!.textContent).toBe('The title');
    expect(document.getElementById(d!)!.textContent).toBe('What it shows.');
    const entries = [...document.querySelectorAll('figcaption.legend span')];
    expect(entries.map((e) => [e.querySelector('i')?.getAttribute('class') ?? null, e.textContent])).toEqual([
      ['sw-before', 'before'],
      [null, 'drag the dot'],
    ]);
  });
});

describe('DiagramFigure with drag handles', () => {
  test('is a group named by its title and described by its desc, its drawing hidden, its handles sliders', () => {
    const param = num('px', 'Point, x', 'm', -2, 2, 0.05, 0.4);
    const document = figureDocument(
      {
        handles: h(DragHandle, {
          view: figureView,
          name: 'point',
          at: { x: 0.4, y: -0.2 },
          label: 'The point',
          title: 'Drag to move the point',
          valueText: '(0.4, −0.2) m',
          param,
          value: 0.4,
          step: 0.05,
          onDrag: () => {},
        }),
      },
      h('text', {}, 'A'),
    );
    const svg = document.querySelector('figure.diagram-figure > svg.diagram')!;
    expect(svg.getAttribute('role')).toBe('group');
    expect(document.getElementById(svg.getAttribute('aria-labelledby')!)!.textContent).toBe('The title');
    expect(document.getElementById(svg.getAttribute('aria-describedby')!)!.textContent).toBe(
      'What it shows.',
    );
    // The drawing's words are the desc's to say; the group holds only the handle.
    expect(svg.querySelector('g[aria-hidden="true"] > text')!.textContent).toBe('A');
    const handle = svg.querySelector(':scope > g.handle')!;
    expect(handle.closest('[aria-hidden]')).toBeNull();
    expect(
      Object.fromEntries(
        [
          'role',
          'tabindex',
          'aria-label',
          'aria-valuetext',
          'aria-valuenow',
          'aria-valuemin',
          'aria-valuemax',
        ].map((a) => [a, handle.getAttribute(a)]),
      ),
    ).toEqual({
      role: 'slider',
      tabindex: '0',
      'aria-label': 'The point',
      'aria-valuetext': '(0.4, −0.2) m',
      'aria-valuenow': '0.4',
      'aria-valuemin': '-2',
      'aria-valuemax': '2',
    });
    // Drawn where the view puts the point: (150 + 0.4·50, 100 + 0.2·50).
    const circle = handle.querySelector('circle[data-handle="point"]')!;
    expect([circle.getAttribute('cx'), circle.getAttribute('cy')]).toEqual(['170', '110']);
  });

  test('without handles the same frame stays an image', () => {
    const view = diagramView({ width: 300, height: 200, pxPerM: 50 });
    const markup = render(h(DiagramFigure, { id: 'y', view, title: 'T', desc: 'D' }, h('circle', { r: 1 })));
    const { document } = parseHTML(markup);
    const svg = document.querySelector('svg.diagram')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('[aria-hidden]')).toBeNull();
  });
});
