// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { emParams } from './scenario';

export default defineChapter({
  prefix: 'em',
  derivation,
  params: [emParams],
  widgets: [
    {
      key: 'lever-arm',
      anchor: 'em-lever',
      title: 'The lever arm',
      component: 'LeverArmWidget',
      height: 1850,
    },
    {
      key: 'three-forms',
      anchor: 'em-forms',
      title: 'Three forms, one number',
      component: 'ThreeFormsWidget',
      height: 2400,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['effectiveMass2'],
});
