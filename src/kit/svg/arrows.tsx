// Arrows between two world points, drawn with the diagram's view. The head is a polygon, not an SVG
// marker, so it takes the line's colour in every browser.
import type { VNode } from 'preact';
import { V2, type Vec2 } from '../../solver';
import type { Anchor, LabelLayout } from './layout';
import { dot } from './shapes';
import { label, type LabelText } from './text';
import type { View } from './view';

/** Longest arrow head, in SVG units; shorter arrows get a proportionally smaller head. */
const HEAD_PX = 12;

export interface ArrowOptions {
  from: Vec2;
  to: Vec2;
  color: string;
  /** Stroke width, in SVG units. */
  width: number;
  key?: string | number;
  /** The diagram's label layout, told of this arrow so that its labels keep clear of the shaft. */
  avoid?: LabelLayout;
}

/** An arrow from `from` to `to`; none when it would be shorter than one SVG unit (a head alone). */
export function arrow(view: View, { from, to, color, width, key, avoid }: ArrowOptions): VNode | null {
  const x1 = view.x(from);
  const y1 = view.y(from);
  const x2 = view.x(to);
  const y2 = view.y(to);
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len < 1) return null;
  avoid?.shaft({ x: x1, y: y1 }, { x: x2, y: y2 });
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const head = Math.min(HEAD_PX, len * 0.6);
  const hw = head * 0.45;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  return (
    <g key={key}>
      <line x1={x1} y1={y1} x2={bx} y2={by} stroke={color} stroke-width={width} stroke-linecap="round" />
      <polygon
        points={`${x2},${y2} ${bx - uy * hw},${by + ux * hw} ${bx + uy * hw},${by - ux * hw}`}
        fill={color}
      />
    </g>
  );
}

export interface LabelledArrowOptions extends LabelText {
  from: Vec2;
  to: Vec2;
  /** Default the foreground. */
  color?: string;
  /** Default 2.5. */
  width?: number;
  dashed?: boolean;
  /** The label's offset from the arrow's tip, in SVG units (default 6, −6: above right). */
  dx?: number;
  dy?: number;
  /** Which end of the label is at that offset (default its start). */
  anchor?: Anchor;
}

/**
 * An arrow named as the text names it, the label beside its tip in the arrow's colour. The symbol
 * is a vector unless `vector` is false (a scalar times a vector: v_t t).
 */
export function labelledArrow(
  view: View,
  {
    from,
    to,
    color = 'var(--fg)',
    width = 2.5,
    dashed,
    dx = 6,
    dy = -6,
    vector = true,
    ...name
  }: LabelledArrowOptions,
): VNode {
  return (
    <g>
      <g stroke-dasharray={dashed ? '5 4' : undefined}>{arrow(view, { from, to, color, width })}</g>
      {label(view.pt(to, dx, dy), { color, vector, ...name })}
    </g>
  );
}

/** The lever arm r_A or r_B: from the body's centre of mass to the contact point, in its colour. */
export function leverArm(
  view: View,
  o: { body: 'A' | 'B'; from: Vec2; to: Vec2; dx: number; dy: number },
): VNode {
  const { body, ...at } = o;
  return labelledArrow(view, {
    ...at,
    color: `var(--body-${body.toLowerCase()})`,
    width: 2,
    sym: 'r',
    sub: body,
  });
}

/**
 * The contact points' velocities, drawn beside a figure's bodies from one point `at`: v_cA and v_cB (in
 * the bodies' colours unless `colors` says otherwise), and v_rel = v_cB − v_cA dashed from the tip of
 * the one to the tip of the other. `scale`: metres of arrow per m/s.
 */
export function contactVelocities(
  view: View,
  o: {
    at: Vec2;
    v: readonly [Vec2, Vec2];
    scale: number;
    colors?: readonly [string, string];
    /** Where v_cB's and v_rel's labels go (SVG units from the tip), clear of the others. */
    cB: readonly [number, number];
    rel: readonly [number, number];
  },
): VNode {
  const [colorA, colorB] = o.colors ?? ['var(--body-a)', 'var(--body-b)'];
  const [tipA, tipB] = o.v.map((v) => V2.addScaled(o.at, v, o.scale)) as [Vec2, Vec2];
  const [dx, dy] = o.cB;
  return (
    <>
      {dot(view, { at: o.at, r: 3.5, color: 'var(--fg)' })}
      {labelledArrow(view, { from: o.at, to: tipA, color: colorA, sym: 'v', sub: 'cA' })}
      {labelledArrow(view, { from: o.at, to: tipB, color: colorB, sym: 'v', sub: 'cB', dx, dy })}
      {labelledArrow(view, {
        from: tipA,
        to: tipB,
        color: 'var(--after)',
        dashed: true,
        sym: 'v',
        sub: 'rel',
        dx: o.rel[0],
        dy: o.rel[1],
      })}
    </>
  );
}
