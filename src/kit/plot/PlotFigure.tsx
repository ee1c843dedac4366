// The one wrapper every Observable Plot chart goes through:
// - at build time it renders the chart to SVG, so it is visible with JavaScript off;
// - it reserves the chart's box (aspect ratio) so nothing jumps while hydrating or redrawing;
// - in the browser it redraws on every change of `options`, but not during hydration, when the
//   server's SVG is already the chart for the default parameters;
// - it gives the SVG a text alternative and makes Plot's labelled groups valid ARIA.
import * as Plot from '@observablehq/plot';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { serverDocument } from './server-document';

export interface PlotFigureProps {
  /** Plot options without size or document: the wrapper owns those. */
  options: Plot.PlotOptions;
  /** Intrinsic size in SVG units; the chart scales to the column width keeping this ratio. */
  width: number;
  height: number;
  /** Text alternative: what is plotted, in one or two sentences. */
  alt: string;
  caption?: ComponentChildren;
  /** Changes whenever `options` would (e.g. the parameters that built them); drives the redraw. */
  deps: readonly unknown[];
  class?: string;
}

export function renderPlot(
  options: Plot.PlotOptions,
  width: number,
  height: number,
  alt: string,
  document?: Document,
): SVGSVGElement {
  const node = Plot.plot({
    style: { fontSize: '12px' },
    ...options,
    width,
    height,
    ariaLabel: alt,
    ...(document ? { document } : {}),
  }) as unknown as SVGSVGElement;
  node.setAttribute('role', 'img');
  // axe: aria-label is not allowed on a <g> without a role.
  for (const g of node.querySelectorAll('g[aria-label]')) g.setAttribute('role', 'group');
  return node;
}

export function PlotFigure({
  options,
  width,
  height,
  alt,
  caption,
  deps,
  class: className,
}: PlotFigureProps) {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);

  useLayoutEffect(() => {
    // First run = hydration: keep the server's SVG (it was drawn from these same options).
    if (!hydrated.current) {
      hydrated.current = true;
      if (box.current?.firstElementChild) return;
    }
    box.current?.replaceChildren(renderPlot(options, width, height, alt));
    // `deps` stands for `options`: the caller lists what built them.
  }, deps);

  const html = serverDocument ? renderPlot(options, width, height, alt, serverDocument).outerHTML : '';
  return (
    <figure class={`plot-figure ${className ?? ''}`}>
      <div
        ref={box}
        class="plot-box"
        style={{ aspectRatio: `${width} / ${height}` }}
        // Server: the chart. Client: an unchanging empty string, so Preact never touches the box
        // after hydration and the imperative redraw above owns its children.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
