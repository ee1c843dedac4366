// The kit's label placement (src/kit/svg/layout.ts): labels keep clear of each other, of the arrows'
// shafts and of the view's edges whenever one of their candidate places allows it.
import { describe, expect, it } from 'vitest';
import { diagramView } from '../../../src/kit/svg/view';
import {
  around,
  labelLayout,
  lengthInside,
  overlapArea,
  placeLabels,
  textBox,
  LARGEST_TEXT_SCALE,
  type Box,
} from '../../../src/kit/svg/layout';

const bounds: Box = { l: 0, t: 0, r: 600, b: 320 };
const at = (x: number, y: number, w = 20, h = 16): Box => ({ l: x, t: y, r: x + w, b: y + h });

describe('label layout', () => {
  it('measures the length of a segment inside a box, and nothing for one that misses it', () => {
    const b = at(10, 10, 20, 20);
    expect(lengthInside({ x1: 0, y1: 20, x2: 100, y2: 20 }, b)).toBeCloseTo(20);
    expect(lengthInside({ x1: 0, y1: 0, x2: 40, y2: 40 }, b)).toBeCloseTo(Math.hypot(20, 20));
    expect(lengthInside({ x1: 0, y1: 50, x2: 100, y2: 50 }, b)).toBe(0);
    expect(lengthInside({ x1: 15, y1: 15, x2: 15, y2: 15 }, b)).toBe(0);
  });

  it('keeps a label at its first place when that is free', () => {
    expect(placeLabels([[at(100, 100), at(200, 100)]], [], bounds)).toEqual([0]);
  });

  it('moves a second label off the first one', () => {
    const [a, b] = placeLabels(
      [
        [at(100, 100), at(300, 100)],
        [at(105, 104), at(100, 130)],
      ],
      [],
      bounds,
    );
    expect([a, b]).toEqual([0, 1]);
  });

  it('moves a label off an arrow that runs through it, and inside the view', () => {
    const shaft = { x1: 0, y1: 108, x2: 600, y2: 108 };
    expect(placeLabels([[at(100, 100), at(100, 130)]], [shaft], bounds)).toEqual([1]);
    expect(placeLabels([[at(590, 100), at(560, 100)]], [], bounds)).toEqual([1]);
  });

  it('takes the least crowded place when none is free', () => {
    const shafts = [
      { x1: 0, y1: 108, x2: 600, y2: 108 },
      { x1: 0, y1: 140, x2: 600, y2: 140 },
      { x1: 0, y1: 142, x2: 600, y2: 142 },
    ];
    expect(placeLabels([[at(100, 132), at(100, 100)]], shafts, bounds)).toEqual([1]);
  });

  it('places labels crowded on one point among arrows so that no two overlap, all inside the view', () => {
    const view = diagramView({ width: 600, height: 320, pxPerM: 100 });
    const layout = labelLayout(view);
    const centre = { x: 300, y: 160 };
    // Six short arrows from one point, as at the pin of two bodies pinned together.
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3 + 0.3;
      layout.shaft(centre, { x: centre.x + 30 * Math.cos(a), y: centre.y + 30 * Math.sin(a) });
    }
    const words = ['n', 'A', 'B', 'C', 'rA'];
    const placed = layout.place(
      words.map((w) => ({ at: centre, chars: w.length, size: 14, offsets: around(16) })),
    );
    const boxes = placed.map((p, i) => textBox(p.at, words[i]!.length, 14, p.anchor));
    for (let i = 0; i < boxes.length; i++) {
      expect(overlapArea(boxes[i]!, bounds), 'inside the view').toBeCloseTo(
        (boxes[i]!.r - boxes[i]!.l) * (boxes[i]!.b - boxes[i]!.t),
      );
      for (let j = i + 1; j < boxes.length; j++) expect(overlapArea(boxes[i]!, boxes[j]!)).toBe(0);
    }
  });

  it('places a label clear at the largest text scale a phone gives it', () => {
    const view = diagramView({ width: 600, height: 320, pxPerM: 100 });
    const label = (offsets: [number, number][]) => ({ at: { x: 300, y: 100 }, chars: 3, size: 14, offsets });
    // A shaft right of the label's first place: clear of the 3-character, 14-unit label (26 units
    // wide), not of the same label grown for a phone; left of the point is clear at both sizes.
    const layout = labelLayout(view);
    layout.shaft({ x: 336, y: 0 }, { x: 336, y: 320 });
    const [p] = layout.place([
      label([
        [1, 0],
        [-1, 0],
      ]),
    ]);
    expect(p!.anchor).toBe('end');
    expect(textBox(p!.at, 3, 14 * LARGEST_TEXT_SCALE, p!.anchor).r).toBeLessThan(336);
  });

  it('writes a label left of its point ending there, and right of it starting there', () => {
    const layout = labelLayout(diagramView({ width: 600, height: 320, pxPerM: 100 }));
    const [left, right, above] = layout.place([
      { at: { x: 300, y: 100 }, chars: 3, size: 14, offsets: [[-10, 0]] },
      { at: { x: 300, y: 200 }, chars: 3, size: 14, offsets: [[10, 0]] },
      { at: { x: 300, y: 300 }, chars: 3, size: 14, offsets: [[0, -10]] },
    ]);
    expect([left!.anchor, right!.anchor, above!.anchor]).toEqual(['end', 'start', 'middle']);
    expect(left!.at).toEqual({ x: 290, y: 100 });
  });
});
