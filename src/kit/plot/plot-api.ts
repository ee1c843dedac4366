// The part of Observable Plot the charts use: the plot function and the marks listed in ./marks.ts.
// PlotFigure imports this module dynamically; naming what is used (rather than importing Plot's
// whole namespace) lets the bundler drop the rest of Plot and d3. A mark must be exported here and
// listed in ./marks.ts.
export { plot, dot, line, link, rect, ruleX, ruleY, text } from '@observablehq/plot';
