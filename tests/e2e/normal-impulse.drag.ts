// The drag handles of this chapter's diagrams, for checks/drag-handles.ts (see drag.ts).
import { collisionParams } from '../../src/chapters/normal-impulse/scenario';
import { xyDrives, type Diagram } from './drag';

// The scales are the diagram's own declarations, restated here: CollisionDiagram.tsx (PX_PER_M 90,
// VEL_SCALE 0.3).
const diagrams: Diagram[] = [
  {
    island: 'CollisionWidget',
    svg: '#collision svg.diagram',
    params: collisionParams,
    step: 0.1,
    handles: [
      {
        name: 'vA',
        perSvgUnit: 1 / (90 * 0.3),
        steps: { x: 10, y: 8 },
        drives: xyDrives('col-', 'vA'),
      },
      {
        name: 'vB',
        perSvgUnit: 1 / (90 * 0.3),
        steps: { x: -7, y: -6 },
        drives: xyDrives('col-', 'vB'),
      },
      {
        // The contact point is the origin of the lever arms: moving it moves both by the same amount.
        name: 'contact',
        perSvgUnit: 1 / 90,
        steps: { x: 4, y: 3 },
        drives: xyDrives('col-', 'rA', 'rB'),
      },
    ],
  },
];

export default diagrams;
