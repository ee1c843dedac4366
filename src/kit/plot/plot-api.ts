// The part of Observable Plot every chart needs: the plot function and the common marks. PlotFigure
// imports this module dynamically; naming what is used (rather than importing Plot's whole
// namespace) lets the bundler drop the rest of Plot and d3. The rarer marks are in ./plot-extra.ts,
// loaded only by a chart that uses one, so a page without them does not fetch them. A mark must be
// exported from one of the two and listed in ./marks.ts.
export { plot, dot, line, rect, ruleX, ruleY } from '@observablehq/plot';
