// The shapes diagrams are drawn with, placed in world coordinates through the diagram's view:
// bodies (disc, box, polygon, sized in metres, and halfPlaneClip to cut one off at its contact
// plane), dot (a marker of fixed size: a centre of mass, a contact point, a pin) and segment (a lever
// arm, a contact plane, a link).
import type { VNode } from 'preact';
import { V2, type Vec2 } from '../../solver';
import type { DataAttributes } from './text';
import type { View } from './view';

/** How a body is painted. */
export interface BodyStyle {
  /** Outline colour, and the fill's unless `fill` is given. */
  color: string;
  fill?: string;
  /** Fill opacity: the live diagrams tint a body, denser when it is immovable. */
  opacity?: number;
  /** Outline width in SVG units (default 2). */
  width?: number;
  /** Outline dashes: the live diagrams dash an immovable body. */
  dash?: string;
  /** The id of a clipPath the body is cut to (a body behind its contact plane). */
  clip?: string;
}

const paint = (b: BodyStyle) => ({
  'clip-path': b.clip ? `url(#${b.clip})` : undefined,
  fill: b.fill ?? b.color,
  'fill-opacity': b.opacity,
  stroke: b.color,
  'stroke-width': b.width ?? 2,
  'stroke-dasharray': b.dash,
});

/** A body drawn as a disc of radius `r` metres about the world point `at` (data-* passed through). */
export function disc(view: View, o: BodyStyle & { at: Vec2; r: number } & DataAttributes): VNode {
  const data = Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('data-')));
  return <circle cx={view.x(o.at)} cy={view.y(o.at)} r={view.len(o.r)} {...paint(o)} {...data} />;
}

/** A body drawn as an upright box `w`×`h` metres centred on the world point `at`. */
export function box(view: View, o: BodyStyle & { at: Vec2; w: number; h: number }): VNode {
  const { at, w, h } = o;
  return (
    <rect
      x={view.x({ x: at.x - w / 2, y: at.y })}
      y={view.y({ x: at.x, y: at.y + h / 2 })}
      width={view.len(w)}
      height={view.len(h)}
      {...paint(o)}
    />
  );
}

/** A body drawn as the polygon through world points (a rod, a turned footprint, a cone). */
export function polygon(view: View, o: BodyStyle & { points: readonly Vec2[] }): VNode {
  return <polygon points={view.points(o.points)} {...paint(o)} />;
}

export interface DotOptions extends DataAttributes {
  at: Vec2;
  /** Radius in SVG units, whatever the scale. */
  r: number;
  /** Fill ("none" for a ring). */
  color: string;
  stroke?: string;
  /** Outline width. */
  width?: number;
}

/** A marker of fixed size at a world point. */
export function dot(view: View, o: DotOptions): VNode {
  const { at, r, color, stroke, width, ...data } = o;
  return (
    <circle
      cx={view.x(at)}
      cy={view.y(at)}
      r={r}
      fill={color}
      stroke={stroke}
      stroke-width={width}
      {...data}
    />
  );
}

export interface SegmentOptions {
  from: Vec2;
  to: Vec2;
  color: string;
  width?: number;
  dash?: string;
  /** Round ends (a thick lever arm, a link). */
  round?: boolean;
  opacity?: number;
  key?: string | number;
}

/** A straight line between two world points. */
export function segment(view: View, o: SegmentOptions): VNode {
  return (
    <line
      key={o.key}
      x1={view.x(o.from)}
      y1={view.y(o.from)}
      x2={view.x(o.to)}
      y2={view.y(o.to)}
      stroke={o.color}
      stroke-width={o.width}
      stroke-dasharray={o.dash}
      stroke-linecap={o.round ? 'round' : undefined}
      stroke-opacity={o.opacity}
    />
  );
}

/** Far enough to cover any diagram's view (metres): 1,700 SVG units at the smallest scale, 85/m. */
const FAR = 20;

/**
 * A clipPath `id` holding the half-plane on one side of the line through the origin across `n`
 * (side 1: where n points): a body drawn past its contact point, cut off by the contact plane.
 */
export function halfPlaneClip(view: View, { id, n, side }: { id: string; n: Vec2; side: 1 | -1 }): VNode {
  const t = V2.perp(n);
  return (
    <clipPath id={id}>
      <polygon
        points={view.points([
          V2.scale(t, -FAR),
          V2.scale(t, FAR),
          V2.add(V2.scale(t, FAR), V2.scale(n, side * FAR)),
          V2.add(V2.scale(t, -FAR), V2.scale(n, side * FAR)),
        ])}
      />
    </clipPath>
  );
}
