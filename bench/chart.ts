// The benches' chart: Observable Plot into a linkedom document, as the build draws a page's charts.
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

const { document } = parseHTML('<!doctype html><html><body></body></html>');

/** Plot.plot of `marks` at width × height px, with any other `options`, into the Node document. */
export const chart = (
  width: number,
  height: number,
  marks: Plot.Markish[],
  options: Omit<Plot.PlotOptions, 'document' | 'width' | 'height' | 'marks'> = {},
): SVGSVGElement | HTMLElement =>
  Plot.plot({ document: document as unknown as Document, width, height, ...options, marks });
