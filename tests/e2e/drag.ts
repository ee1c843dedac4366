// What a chapter declares about the drag handles in its diagrams, for checks/drag-handles.ts: the default
// export of tests/e2e/<slug>.drag.ts, one entry per diagram with handles. From the keyboard a handle
// moves by one step of each parameter it drives per arrow key (ten with Shift), each parameter's own
// declared step.
import type { ParamSpecs } from '../../src/params/spec';

export interface Handle {
  /** data-handle, inside the diagram `svg`. */
  name: string;
  /** Metres of the parameters' quantity per SVG unit of pointer motion: 1 / pixels per metre, or for a velocity arrow 1 / (px per m × m per m/s). */
  perSvgUnit: number;
  /** The move, in steps of the driven parameters (+y is up, as in the physics). */
  steps: { x: number; y: number };
  /** Each driven parameter (control id without the -box suffix) with its axis and sign. */
  drives: { id: string; name: string; axis: 'x' | 'y' }[];
  /** Parameters that must not move (a handle constrained to a line). */
  fixed?: { id: string; name: string }[];
  /**
   * 'x' for a handle that slides along a horizontal line: from the keyboard, ↑ and → move it forward
   * along the line, ↓ and ← back, as on a horizontal slider.
   */
  along?: 'x';
}

/**
 * The drives of a handle that moves whole vectors: for each v, parameter <v>x along x and <v>y along
 * y, their controls <prefix><v>x and <prefix><v>y.
 */
export const xyDrives = (prefix: string, ...vectors: string[]): Handle['drives'] =>
  vectors.flatMap((v) =>
    (['x', 'y'] as const).map((axis) => ({ id: `${prefix}${v}${axis}`, name: `${v}${axis}`, axis })),
  );

export interface Diagram {
  /** The island the diagram is drawn in (its component's name, for hydrate()). */
  island: string;
  svg: string;
  params: ParamSpecs;
  /** The step of every driven parameter (they share one). */
  step: number;
  handles: Handle[];
}
