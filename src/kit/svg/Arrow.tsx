// An arrow between two points in world coordinates, drawn with the diagram's world→pixel maps.
// The head is a polygon, not an SVG marker, so it takes the line's colour in every browser.
import { type Vec2 } from '../../solver';

/** World coordinate → SVG pixel coordinate (one for x, one for y). */
export type Map = (p: Vec2) => number;

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
