// What every chapter's figures and diagrams draw with: one view per diagram (metres → SVG units, its
// inverse, the viewBox), handed to every primitive; the primitives, lower-case factories that return
// the SVG elements themselves (no component of their own, so a redraw diffs only the elements); the
// drag handle; and the two frames.
export { diagramView, type View, type SvgPoint } from './view';
export { arrow, labelledArrow, leverArm, contactVelocities } from './arrows';
export { text, label, fontSize, type LabelText } from './text';
export { labelLayout, around, type LabelLayout, type LabelRequest } from './layout';
export { disc, box, polygon, dot, segment, halfPlaneClip } from './shapes';
export { DragHandle } from './DragHandle';
export { StaticFigure, DiagramFigure, NARROW_WIDTH, type LegendItem } from './Figure';
