// What every chapter's diagrams draw with: the mapping from metres to SVG units (and back, for
// dragging) and arrows. Drag handles are in DragHandle.tsx (not every diagram is draggable).
import type { SvgPoint } from './DragHandle';
import type { Vec2 } from '../solver';
import './diagram.css';

// ---------------------------------------------------------------------------------------------
// A diagram's mapping from the physics (metres, y up) to SVG units (pixels, y down), shared by every
// 2D diagram so that the maps, their inverse for dragging and the viewBox agree by construction.
/** World coordinate → SVG coordinate, one for x and one for y (what Arrow takes). */
export type Map = (p: Vec2) => number;

export interface View {
  width: number;
  height: number;
  /** The SVG viewBox attribute. */
  viewBox: string;
  pxPerM: number;
  sx: Map;
  sy: Map;
  /** SVG units → metres: the inverse of sx, sy, for drag handles. */
  toWorld: (pt: SvgPoint) => Vec2;
}

/**
 * A view of `width`×`height` SVG units at `pxPerM` pixels per metre, with the world point `at`
 * (default the origin) drawn at the SVG point `anchor` (default the centre).
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
  return {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    pxPerM,
    sx: (p) => ax + (p.x - wx) * pxPerM,
    sy: (p) => ay - (p.y - wy) * pxPerM,
    toWorld: (pt) => ({ x: (pt.x - ax) / pxPerM + wx, y: -(pt.y - ay) / pxPerM + wy }),
  };
}

// ---------------------------------------------------------------------------------------------
// An arrow between two points in world coordinates, drawn with the diagram's world→pixel maps.
// The head is a polygon, not an SVG marker, so it takes the line's colour in every browser.
/** Longest arrow head, in pixels; shorter arrows get a proportionally smaller head. */
const HEAD_PX = 12;

export function Arrow({
  from,
  to,
  color,
  width,
  sx,
  sy,
}: {
  from: Vec2;
  to: Vec2;
  color: string;
  width: number;
  sx: Map;
  sy: Map;
}) {
  const x1 = sx(from);
  const y1 = sy(from);
  const x2 = sx(to);
  const y2 = sy(to);
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len < 1) return null;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const head = Math.min(HEAD_PX, len * 0.6);
  const hw = head * 0.45;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  return (
    <g>
      <line x1={x1} y1={y1} x2={bx} y2={by} stroke={color} stroke-width={width} stroke-linecap="round" />
      <polygon
        points={`${x2},${y2} ${bx - uy * hw},${by + ux * hw} ${bx + uy * hw},${by - ux * hw}`}
        fill={color}
      />
    </g>
  );
}
