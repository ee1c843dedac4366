// Plot's marks that only some charts use (see ./plot-api.ts).
export { arrow, link, text } from '@observablehq/plot';
