// Text in a diagram, at a point in SVG units (a view's `pt(p, dx, dy)`: beside a world point).
// `text` is the live diagrams' plain label; `label` writes a symbol as the page's text does.
//
// A diagram is drawn for a laptop's column and scales down to a phone's, but its words must not:
// a 12-unit label in a 600-unit diagram would be 6 px on a phone. So a size here is the text's size
// in SVG units where the figure has its laptop width, times --text-scale, which the figure's width
// sets in steps (container queries, diagram.css and static-figure.css): the laptop's width over the
// figure's, so a label keeps its laptop size on screen at every narrower width, JavaScript or not.
// The text grows from its anchor (its start, middle or end on the baseline), so a box that is clear
// when the text is largest is clear at every width (layout.ts places labels so).
import type { ComponentChildren, VNode } from 'preact';
import type { SvgPoint } from './view';
import type { Anchor } from './layout';

/** data-* attributes, passed through to the element (tests and styles find shapes by them). */
export type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface TextOptions extends DataAttributes {
  /** Fill colour; none inherits it. */
  color?: string;
  /** Font size in SVG units at the figure's laptop width (fontSize); none inherits it. */
  size?: number;
  bold?: boolean;
  italic?: boolean;
  anchor?: Anchor;
  baseline?: 'middle';
  /**
   * A shift of the baseline in em ('1em': a text whose top is at `at.y`), so that it holds at every
   * text scale: a text near the top edge, or a second line.
   */
  dy?: string;
  class?: string;
  key?: string | number;
}

/** A font size for an SVG text attribute: `size` SVG units at the laptop's width, scaled as above. */
export const fontSize = (size: number): string => `calc(${size}px*var(--text-scale))`;

export function text(at: SvgPoint, o: TextOptions, children: ComponentChildren): VNode {
  // `dy` goes through with the data attributes.
  const { color, size, bold, italic, anchor, baseline, class: className, key, ...data } = o;
  return (
    <text
      key={key}
      class={className}
      x={at.x}
      y={at.y}
      fill={color}
      font-weight={bold ? '700' : undefined}
      font-size={size && fontSize(size)}
      font-style={italic ? 'italic' : undefined}
      text-anchor={anchor}
      dominant-baseline={baseline}
      {...data}
    >
      {children}
    </text>
  );
}

/** What a label says: a symbol and its decorations. */
export interface LabelText {
  /** Plain text before the symbol (a sign). */
  prefix?: string;
  /** The symbol ("r", "n", "v"); empty for plain words. */
  sym?: string;
  sub?: string;
  /** Text after the symbol (" = 0", "A"); bold when `textVector` (a second vector, " t₀"). */
  text?: string;
  /** Bold upright for a vector, italic for a scalar. */
  vector?: boolean;
  textVector?: boolean;
}

/**
 * A symbol as the text writes it: bold for vectors, italic for scalars, with an optional
 * subscript. A halo in the background colour (class static-figure-label) keeps it legible over lines.
 */
export function label(at: SvgPoint, o: LabelText & { color?: string; anchor?: Anchor }): VNode {
  const { sym, sub, vector } = o;
  return text(
    at,
    { class: 'static-figure-label', color: o.color ?? 'var(--fg)', anchor: o.anchor ?? 'start' },
    [
      o.prefix ? <tspan>{o.prefix}</tspan> : null,
      sym ? (
        <tspan font-weight={vector ? 700 : 400} font-style={vector ? 'normal' : 'italic'}>
          {sym}
        </tspan>
      ) : null,
      sub ? (
        <tspan baseline-shift="sub" font-size="0.75em">
          {sub}
        </tspan>
      ) : null,
      o.text ? <tspan font-weight={o.textVector ? 700 : 400}>{o.text}</tspan> : null,
    ],
  );
}
