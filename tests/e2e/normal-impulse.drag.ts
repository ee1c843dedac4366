// The drag handles of this chapter's diagrams, for checks/drag-handles.ts (see drag.ts).
import { collisionParams } from '../../src/chapters/normal-impulse/scenario';
import type { Diagram } from './drag';

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
        drives: [
          { id: 'col-vAx', name: 'vAx', axis: 'x' },
          { id: 'col-vAy', name: 'vAy', axis: 'y' },
        ],
      },
      {
        name: 'vB',
        perSvgUnit: 1 / (90 * 0.3),
        steps: { x: -7, y: -6 },
        drives: [
          { id: 'col-vBx', name: 'vBx', axis: 'x' },
          { id: 'col-vBy', name: 'vBy', axis: 'y' },
        ],
      },
      {
        // The contact point is the origin of the lever arms: moving it moves both by the same amount.
        name: 'contact',
        perSvgUnit: 1 / 90,
        steps: { x: 4, y: 3 },
        drives: [
          { id: 'col-rAx', name: 'rAx', axis: 'x' },
          { id: 'col-rAy', name: 'rAy', axis: 'y' },
          { id: 'col-rBx', name: 'rBx', axis: 'x' },
          { id: 'col-rBy', name: 'rBy', axis: 'y' },
        ],
      },
    ],
  },
];

export default diagrams;
