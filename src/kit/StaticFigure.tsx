// A labelled figure for reading, not for playing: server-rendered SVG with no hydration (use it in
// MDX without a client: directive), so it is there with JavaScript off and in print. Colours come
// only from the theme's CSS variables, so dark mode and the print palette apply to it as to the
// widgets. Each chapter draws its own geometry from its scenario at the defaults (computed with
// the solver), so the figure and the widget start from the same configuration.
import type { ComponentChildren } from 'preact';
import type { Vec2 } from '../solver';
import { Arrow, type Map } from './diagram';
import './StaticFigure.css';

export function StaticFigure(props: {
  /** Unique on the page: the figure's id, and the prefix of its title and description ids. */
  id: string;
  width: number;
  height: number;
  /** Short name of the figure (the SVG's <title>). */
  title: string;
  /** The full text alternative: everything the figure shows, in words. */
  desc: string;
  caption: ComponentChildren;
  children: ComponentChildren;
}) {
  const { id, width, height } = props;
  return (
    <figure class="static-figure" id={id}>
      <svg
        class="static-figure-svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{props.desc}</desc>
        {props.children}
      </svg>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/**
 * A symbol as the text writes it: bold for vectors, italic for scalars, with an optional
 * subscript, at an SVG point. A halo in the background colour keeps it legible over lines.
 */
export function Label(props: {
  x: number;
  y: number;
  /** Plain text before the symbol (a sign). */
  prefix?: string;
  /** The symbol ("r", "n", "v"); empty for plain words. */
  sym?: string;
  sub?: string;
  /** Text after the symbol (" = 0", "A"); bold when `textVector` (a second vector, " t₀"). */
  text?: string;
  vector?: boolean;
  textVector?: boolean;
  color?: string;
  anchor?: 'start' | 'middle' | 'end';
}) {
  const { sym, sub, text, vector } = props;
  return (
    <text
      class="static-figure-label"
      x={props.x}
      y={props.y}
      fill={props.color ?? 'var(--fg)'}
      text-anchor={props.anchor ?? 'start'}
    >
      {props.prefix ? <tspan>{props.prefix}</tspan> : null}
      {sym ? (
        <tspan font-weight={vector ? 700 : 400} font-style={vector ? 'normal' : 'italic'}>
          {sym}
        </tspan>
      ) : null}
      {sub ? (
        <tspan baseline-shift="sub" font-size="0.75em">
          {sub}
        </tspan>
      ) : null}
      {text ? <tspan font-weight={props.textVector ? 700 : 400}>{text}</tspan> : null}
    </text>
  );
}

/** An arrow with a label near its tip (offset in pixels), in one colour. */
export function LabelledArrow(props: {
  from: Vec2;
  to: Vec2;
  color: string;
  width?: number;
  sx: Map;
  sy: Map;
  label: Omit<Parameters<typeof Label>[0], 'x' | 'y' | 'color'>;
  /** Label offset from the arrow's tip, in SVG units. */
  dx?: number;
  dy?: number;
  dashed?: boolean;
}) {
  const { from, to, color, sx, sy } = props;
  return (
    <g>
      <g stroke-dasharray={props.dashed ? '5 4' : undefined}>
        <Arrow from={from} to={to} color={color} width={props.width ?? 2.5} sx={sx} sy={sy} />
      </g>
      <Label x={sx(to) + (props.dx ?? 6)} y={sy(to) + (props.dy ?? -6)} color={color} {...props.label} />
    </g>
  );
}
