// The ranges Plot chose for a chart's x and y scales, written on the chart's SVG at build time, so
// that the browser can give the server's chart its scales back without Plot (./frame, adopt).
// Plot chooses them from the chart's size and margins; the browser reads them rather than
// repeating Plot's rules for default margins.

import type { Scaled } from './mark-svg';

type Key = 'x' | 'y';

const ATTR = { x: 'data-x-range', y: 'data-y-range' } as const;

/** Write on a chart Plot drew the range of each position scale. */
export function recordRanges(svg: SVGSVGElement): void {
  for (const k of ['x', 'y'] as const) {
    const range = (svg as unknown as Scaled).scale(k)?.range;
    if (range) svg.setAttribute(ATTR[k], range.join(' '));
  }
}

/** The range written on the chart for scale `k`: two finite numbers, or undefined. */
export function readRange(svg: Element, k: Key): [number, number] | undefined {
  const range = svg.getAttribute(ATTR[k])?.split(' ').map(Number);
  return range?.length === 2 && range.every(Number.isFinite) ? (range as [number, number]) : undefined;
}
