import type { ChapterWidget } from '../../kit/widgets/registry';

/** This chapter's embeddable widgets (see src/kit/widgets/registry.ts). */
export const widgets: ChapterWidget[] = [
  {
    key: 'collision',
    anchor: 'sp-collision',
    title: 'Two bodies colliding in 3D, resolved both ways',
    component: 'CollisionWidget',
  },
  { key: 'box', anchor: 'sp-box', title: 'Spheres in a box, three ways', component: 'BoxWidget' },
];
