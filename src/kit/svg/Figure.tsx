// The two frames a diagram is drawn in. Both are an SVG with role="img" named by its <title> and
// described by its <desc> (ids `${id}-title`, `${id}-desc`), sized by the diagram's view. A live
// diagram with drag handles is a role="group" instead, named by its title and described by its desc:
// its handles are sliders the keyboard reaches, and an image's children are presentational. Its
// drawing is then hidden from assistive technology (the desc says in words what it shows), so that
// the group holds the handles and nothing else.
//   StaticFigure: a labelled figure for reading, not for playing: server-rendered SVG with no
//     hydration (use it in MDX without a client: directive), so it is there with JavaScript off and
//     in print. Each chapter draws its geometry from its scenario at the defaults (computed with the
//     solver), so the figure and the widget start from the same configuration. Its words keep their
//     laptop size on screen (text.tsx), and a phone's column is too narrow for them beside the
//     drawing laid out for a laptop, so a figure may give a narrow layout too (NARROW_WIDTH units
//     wide, the drawing rearranged for that width), which static-figure.css shows instead in a
//     narrow column, with JavaScript or without.
//   DiagramFigure: a widget's live diagram, redrawn from the scenario at every change, with a legend
//     or a caption below it.
// Colours come only from the theme's CSS variables, so dark mode and the print palette apply.
import type { ComponentChildren } from 'preact';
import { useMadeOnce } from '../made-once';
import { swatchClass } from '../swatch';
import type { DataAttributes } from './text';
import type { View } from './view';
import './diagram.css';
import './static-figure.css';

interface FrameProps {
  /** Prefix of the title and description ids; unique on the page. */
  id: string;
  view: View;
  /** Short name of the figure (the SVG's <title>). */
  title: string;
  /** The full text alternative: everything the figure shows, in words. */
  desc: string;
  children?: ComponentChildren;
}

/**
 * The <svg> itself (a function, not a component: one component per diagram is enough); `handles`,
 * drawn over the rest, make it a group.
 */
function svg(className: string, props: FrameProps & DataAttributes, handles?: ComponentChildren) {
  const { id, view, title, desc, children, ...data } = props;
  const heading = (
    <>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
    </>
  );
  if (handles)
    return (
      <svg
        class={className}
        viewBox={view.viewBox}
        role="group"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        {...data}
      >
        {heading}
        <g aria-hidden="true">{children}</g>
        {handles}
      </svg>
    );
  return (
    <svg
      class={className}
      viewBox={view.viewBox}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      {...data}
    >
      {heading}
      {children}
    </svg>
  );
}

/** The width of a static figure's narrow layout, in SVG units (static-figure.css sizes its text). */
export const NARROW_WIDTH = 330;

/** A figure for reading; `id` is also the figure's id. */
export function StaticFigure(
  props: FrameProps & {
    caption: ComponentChildren;
    /** The same figure laid out NARROW_WIDTH units wide, for a phone's column. */
    narrow?: { view: View; children: ComponentChildren };
  },
) {
  const { caption, narrow, ...frame } = props;
  return (
    <figure class="static-figure" id={props.id}>
      {svg(narrow ? 'static-figure-svg static-figure-wide' : 'static-figure-svg', frame)}
      {narrow
        ? svg('static-figure-svg static-figure-narrow', { ...frame, ...narrow, id: `${props.id}-narrow` })
        : null}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** One entry of a diagram's legend: a swatch in a colour the diagram draws with (none for a note). */
export interface LegendItem {
  /** A theme colour, var(--name). */
  color?: string;
  text: ComponentChildren;
  /** An instruction for the screen ("drag …"): not printed. */
  screen?: boolean;
}

/**
 * A live diagram's frame: its id (the prefix of its title and description ids), title, classes, and
 * either a legend (figcaption.legend: one entry per colour, then notes) or a caption (a sentence).
 * data-* attributes go on the <svg>.
 */
type DiagramFrame = {
  id: string;
  title: string;
  /** More classes for the figure, after diagram-figure. */
  class?: string;
  legend?: readonly LegendItem[];
  caption?: string;
} & DataAttributes;

/**
 * A widget's live diagram, redrawn from the scenario at every change; its drag handles (DragHandle)
 * go in `handles`, not among the children.
 */
export function DiagramFigure(
  props: DiagramFrame & {
    view: View;
    desc: string;
    children?: ComponentChildren;
    handles?: ComponentChildren;
  },
) {
  const { class: more, legend, caption, handles, ...frame } = props;
  // A scrub step redraws the diagram, never its legend.
  const legendNode = useMadeOnce(
    () => (legend ? <Legend items={legend} /> : null),
    legend?.flatMap(({ color, text, screen }) => [color, text, screen]) ?? [],
  );
  return (
    <figure class={more ? `diagram-figure ${more}` : 'diagram-figure'}>
      {svg('diagram', frame, handles)}
      {legendNode}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <figcaption class="legend">
      {items.map(({ color, text, screen }, i) => (
        <span key={i} class={screen ? 'screen-only' : undefined}>
          {color ? <i class={swatchClass(color)} /> : null}
          {text}
        </span>
      ))}
    </figcaption>
  );
}
