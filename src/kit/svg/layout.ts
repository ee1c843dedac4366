// Where a live diagram's labels go. A label's natural place (beside a body, past an arrow's tip)
// collides with other labels and arrows at some parameters, and the reader can reach every parameter.
// So a diagram names what its labels must keep clear of (its arrows' shafts, as segments) and places
// its labels one by one, each at the first of its candidate places that is free: clear of the labels
// placed before it and of every shaft, and inside the view. When no place is free (a crowded corner at
// an extreme), the label takes the place that collides least. Text is measured by estimate (the
// server has no fonts to measure with), generously, so that an estimate that is a little short still
// leaves a gap.
//
// A diagram's words keep their size on screen while the drawing scales (text.tsx): on a phone they
// are up to LARGEST_TEXT_SCALE times larger in SVG units than on a laptop, grown from the same
// anchor. So a label is placed by its box at that largest size: a place free for it is free at every
// width, the text's box at any smaller scale lying inside it; failing that, by its laptop size.
import type { SvgPoint, View } from './view';

/** An axis-aligned box in SVG units: left, top, right, bottom. */
export interface Box {
  l: number;
  t: number;
  r: number;
  b: number;
}

/** A straight segment in SVG units (an arrow's shaft). */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Average advance of a character, as a fraction of the font size (wide for the site's serif). */
const CHAR_EM = 0.62;
/** A text's ink above and below its baseline, as fractions of the font size. */
const ASCENT = 0.8;
const DESCENT = 0.25;
/** Free space kept around a label, in SVG units. */
const GAP = 2;

/**
 * The largest factor a widget diagram's texts grow by in SVG units (diagram.css: the laptop's
 * figure column, 468 px, over its last step's, 240 px: 1.95).
 */
export const LARGEST_TEXT_SCALE = 1.95;

export type Anchor = 'start' | 'middle' | 'end';

/** The box a text of `chars` characters at font size `size` covers, written at `at` with `anchor`. */
export function textBox(at: SvgPoint, chars: number, size: number, anchor: Anchor = 'start'): Box {
  const w = chars * size * CHAR_EM;
  const l = anchor === 'start' ? at.x : anchor === 'middle' ? at.x - w / 2 : at.x - w;
  return { l, r: l + w, t: at.y - size * ASCENT, b: at.y + size * DESCENT };
}

/** The area two boxes share (0 when apart). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
  const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The length of segment `s` inside box `b` (Liang–Barsky clipping). */
export function lengthInside(s: Segment, b: Box): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  let t0 = 0;
  let t1 = 1;
  const sides: readonly (readonly [number, number])[] = [
    [-dx, s.x1 - b.l],
    [dx, b.r - s.x1],
    [-dy, s.y1 - b.t],
    [dy, b.b - s.y1],
  ];
  for (const [den, num] of sides) {
    if (den === 0) {
      if (num < 0) return 0;
      continue;
    }
    const t = num / den;
    if (den < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
}

const grow = (b: Box, by: number): Box => ({ l: b.l - by, t: b.t - by, r: b.r + by, b: b.b + by });

/**
 * How badly box `b` collides: the area it shares with the boxes taken, plus a strip of the font's
 * height for every unit of shaft through it, plus the area it leaves the bounds by. 0 is free.
 */
export function collision(b: Box, taken: readonly Box[], shafts: readonly Segment[], bounds: Box): number {
  const g = grow(b, GAP);
  const h = b.b - b.t;
  let cost = 0;
  for (const o of taken) cost += overlapArea(g, o);
  for (const s of shafts) cost += lengthInside(s, g) * h;
  const w = b.r - b.l;
  const inside = overlapArea(b, bounds);
  cost += w * h - inside;
  return cost;
}

/**
 * For each label (its candidate boxes, best first), the index of the candidate it takes: the first
 * free one, else the least colliding, the labels placed in order, each keeping clear of those before.
 */
export function placeLabels(
  labels: readonly (readonly Box[])[],
  shafts: readonly Segment[],
  bounds: Box,
): number[] {
  const taken: Box[] = [];
  return labels.map((candidates) => {
    let best = 0;
    let bestCost = Infinity;
    for (let i = 0; i < candidates.length && bestCost > 0; i++) {
      const cost = collision(candidates[i]!, taken, shafts, bounds);
      if (cost < bestCost) {
        best = i;
        bestCost = cost;
      }
    }
    if (candidates.length) taken.push(candidates[best]!);
    return best;
  });
}

/** Offsets (SVG units) of eight places around a point, at distance `d`: the first is `first`. */
export function around(d: number, first: readonly [number, number] = [d, -d]): [number, number][] {
  const ring: [number, number][] = [
    [d, -d],
    [d, d],
    [-d, -d],
    [-d, d],
    [0, -d * 1.4],
    [0, d * 1.4],
    [d * 1.4, 0],
    [-d * 1.4, 0],
    [d * 2, -d * 2],
    [-d * 2, d * 2],
    [d * 2, d * 2],
    [-d * 2, -d * 2],
  ];
  return [[first[0], first[1]], ...ring];
}

/** A label to place: its text's length and size, and where it may go (its baseline's start). */
export interface LabelRequest {
  at: SvgPoint;
  chars: number;
  size: number;
  /** Offsets from `at`, best first, in SVG units. A negative dx puts the text's end there instead. */
  offsets: readonly (readonly [number, number])[];
}

/**
 * One diagram's label placement for one render: `shaft` registers an arrow's shaft (world points) to
 * keep clear of, `place` places the labels given (in order) and returns each one's point and anchor.
 */
export interface LabelLayout {
  shaft(from: SvgPoint, to: SvgPoint): void;
  place(requests: readonly LabelRequest[]): { at: SvgPoint; anchor: Anchor }[];
}

export function labelLayout(view: View): LabelLayout {
  const shafts: Segment[] = [];
  const bounds: Box = { l: 0, t: 0, r: view.width, b: view.height };
  // Left of the point the text ends there (anchor end), right of it it starts there, above or below
  // it it is centred: the label grows away from what it labels.
  const anchorOf = (dx: number): Anchor => (dx < 0 ? 'end' : dx === 0 ? 'middle' : 'start');
  return {
    shaft: (from, to) => shafts.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y }),
    place(requests) {
      // Each place with the text at the largest scale, then at the laptop's: one free at every
      // width if there is one, else one free at least on the laptop.
      const options = requests.map((q) =>
        [LARGEST_TEXT_SCALE, 1].flatMap((k) =>
          q.offsets.map(([dx, dy]) => {
            const at = { x: q.at.x + dx, y: q.at.y + dy };
            const anchor = anchorOf(dx);
            return { at, anchor, box: textBox(at, q.chars, q.size * k, anchor) };
          }),
        ),
      );
      const chosen = placeLabels(
        options.map((o) => o.map((c) => c.box)),
        shafts,
        bounds,
      );
      return chosen.map((i, k) => {
        const c = options[k]![i]!;
        return { at: c.at, anchor: c.anchor };
      });
    },
  };
}
