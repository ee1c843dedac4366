// The drag handles of this chapter's diagrams, for checks/drag-handles.ts (see drag.ts).
import { emParams } from '../../src/chapters/effective-mass/scenario';
import type { Diagram } from './drag';

// The scale is the diagram's own declaration, restated here: LeverDiagram.tsx (PX_PER_M 230).
const diagrams: Diagram[] = [
  {
    island: 'LeverArmWidget',
    svg: '#em-lever svg.diagram',
    params: emParams,
    step: 0.01,
    handles: [
      {
        // The contact slides along B's bottom face: x moves it, y must not.
        name: 'contact',
        perSvgUnit: 1 / 230,
        steps: { x: -12, y: 9 },
        drives: [{ id: 'em-s', name: 's', axis: 'x' }],
        along: 'x',
      },
    ],
  },
];

export default diagrams;
