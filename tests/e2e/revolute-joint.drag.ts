// The drag handles of this chapter's diagrams, for checks/drag-handles.ts (see drag.ts).
import { jointParams } from '../../src/chapters/revolute-joint/scenario';
import { xyDrives, type Diagram } from './drag';

// The scale is the diagram's own declaration, restated here: JointDiagram.tsx (PX_PER_M 140).
const diagrams: Diagram[] = [
  {
    island: 'KExplorer',
    svg: '#rj-k svg.diagram',
    params: jointParams,
    step: 0.05,
    handles: [
      {
        name: 'pin',
        perSvgUnit: 1 / 140,
        steps: { x: 3, y: -4 },
        drives: xyDrives('rj-', 'rA', 'rB'),
      },
    ],
  },
];

export default diagrams;
