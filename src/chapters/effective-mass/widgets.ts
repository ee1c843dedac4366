import type { ChapterWidget } from '../../kit/widgets/registry';

/** This chapter's embeddable widgets (see src/kit/widgets/registry.ts). */
export const widgets: ChapterWidget[] = [
  { key: 'lever-arm', anchor: 'em-lever', title: 'The lever arm', component: 'LeverArmWidget' },
  { key: 'three-forms', anchor: 'em-forms', title: 'Three forms, one number', component: 'ThreeFormsWidget' },
];
