import type { ChapterWidget } from '../../kit/widgets/registry';

/** This chapter's embeddable widgets (see src/kit/widgets/registry.ts). */
export const widgets: ChapterWidget[] = [
  { key: 'k-explorer', anchor: 'rj-k', title: 'The K explorer', component: 'KExplorer' },
  { key: 'chain', anchor: 'rj-chain', title: 'The swinging chain', component: 'ChainWidget' },
];
