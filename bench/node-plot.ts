// Observable Plot as the build runs it, in Node: charts drawn into one linkedom document, for the
// benches that time a page's charts.
import { plot, type PlotOptions } from '@observablehq/plot';
import { parseHTML } from 'linkedom';

const { document } = parseHTML('<!doctype html><html><body></body></html>');

/** A chart drawn into the benches' document. */
export const nodePlot = (options: PlotOptions) =>
  plot({ document: document as unknown as Document, ...options });
