import type { ChapterWidget } from '../../kit/widgets/registry';

/** This chapter's embeddable widgets (see src/kit/widgets/registry.ts). */
export const widgets: ChapterWidget[] = [
  { key: 'contact', anchor: 'fr-contact', title: 'Stick or slip', component: 'ContactWidget' },
  { key: 'combine', anchor: 'fr-combine', title: 'Combining two materials’ μ', component: 'CombineWidget' },
  { key: 'throw', anchor: 'fr-throw', title: 'Thrown onto the ground', component: 'ThrowWidget' },
];
