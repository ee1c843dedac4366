import type { ChapterWidget } from '../../kit/widgets/registry';

/** This chapter's embeddable widgets (see src/kit/widgets/registry.ts). */
export const widgets: ChapterWidget[] = [
  { key: 'collision', anchor: 'collision', title: 'The collision', component: 'CollisionWidget' },
  {
    key: 'restitution',
    anchor: 'restitution',
    title: 'Outcome against restitution',
    component: 'RestitutionWidget',
  },
];
