// The part of Observable Plot the browser may need: the plot function, which draws a chart's frame
// (axes, grid, labels) when more than its domains and axis labels changed (./frame moves the ticks
// and changes the labels for those alone); the marks are drawn by ./mark-svg. PlotFigure imports
// this module dynamically; naming what is used (rather than importing Plot's whole namespace) lets
// the bundler drop the rest of Plot and d3.
export { plot } from '@observablehq/plot';
