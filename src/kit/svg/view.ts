// A diagram's view: the one mapping from the physics (metres, y up) to SVG units (y down) that every
// shape of the diagram is drawn with, its inverse for dragging, and the viewBox, so that all three
// agree by construction. A diagram builds its view once per render (once for good when nothing in it
// depends on the state) and hands the same object to every primitive in this folder.
import type { Vec2 } from '../../solver';

/** A point in SVG units (the viewBox's coordinates). */
export interface SvgPoint {
  x: number;
  y: number;
}

export interface View {
  width: number;
  height: number;
  /** The SVG viewBox attribute. */
  viewBox: string;
  /** SVG units per metre. */
  pxPerM: number;
  /** The SVG x of a world point. */
  x: (p: Vec2) => number;
  /** The SVG y of a world point. */
  y: (p: Vec2) => number;
  /** A world point in SVG units, moved by (dx, dy) SVG units: where a label beside it goes. */
  pt: (p: Vec2, dx?: number, dy?: number) => SvgPoint;
  /** A length in metres, in SVG units (a radius, a side). */
  len: (m: number) => number;
  /** World points as an SVG points list ("x,y x,y …"), for a polygon or a polyline. */
  points: (ps: readonly Vec2[]) => string;
  /** SVG units → metres: the inverse of x and y, for drag handles. */
  toWorld: (pt: SvgPoint) => Vec2;
}

/**
 * A view of `width`×`height` SVG units at `pxPerM` SVG units per metre, with the world point `at`
 * (default the origin) drawn at the SVG point `anchor` (default the centre). With `pxPerM` 1 it maps
 * offsets in SVG units (y up) from `anchor`: a panel drawn in pixels rather than metres.
 */
export function diagramView(v: {
  width: number;
  height: number;
  pxPerM: number;
  anchor?: SvgPoint;
  at?: Vec2;
}): View {
  const { width, height, pxPerM } = v;
  const ax = v.anchor?.x ?? width / 2;
  const ay = v.anchor?.y ?? height / 2;
  const wx = v.at?.x ?? 0;
  const wy = v.at?.y ?? 0;
  const x = (p: Vec2) => ax + (p.x - wx) * pxPerM;
  const y = (p: Vec2) => ay - (p.y - wy) * pxPerM;
  return {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    pxPerM,
    x,
    y,
    pt: (p, dx = 0, dy = 0) => ({ x: x(p) + dx, y: y(p) + dy }),
    len: (m) => m * pxPerM,
    points: (ps) => ps.map((p) => `${x(p)},${y(p)}`).join(' '),
    toWorld: (pt) => ({ x: (pt.x - ax) / pxPerM + wx, y: -(pt.y - ay) / pxPerM + wy }),
  };
}
