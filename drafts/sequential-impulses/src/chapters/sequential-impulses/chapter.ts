// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { siParams } from './scenario';

export default defineChapter({
  prefix: 'si',
  derivation,
  params: [siParams],
  widgets: [
    {
      key: 'iterations',
      anchor: 'si-iterations',
      title: 'The iteration explorer',
      component: 'IterationExplorer',
      height: 1100,
    },
  ],
  exercises,
});
