// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { frictionParams } from './scenario';
import { throwParams } from './throw-scenario';

export default defineChapter({
  prefix: 'fr',
  derivation,
  params: [frictionParams, throwParams],
  widgets: [
    {
      key: 'contact',
      anchor: 'fr-contact',
      title: 'Stick or slip',
      component: 'ContactWidget',
      height: 2000,
    },
    {
      key: 'combine',
      anchor: 'fr-combine',
      title: 'Combining two materials’ μ',
      component: 'CombineWidget',
      height: 940,
    },
    {
      key: 'throw',
      anchor: 'fr-throw',
      title: 'Thrown onto the ground',
      component: 'ThrowWidget',
      height: 1850,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['frictionImpulse2'],
});
