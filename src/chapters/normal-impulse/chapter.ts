// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { collisionParams } from './scenario';

export default defineChapter({
  prefix: 'ni',
  derivation,
  params: [collisionParams],
  widgets: [
    {
      key: 'collision',
      anchor: 'collision',
      title: 'The collision',
      component: 'CollisionWidget',
      height: 1490,
    },
    {
      key: 'restitution',
      anchor: 'restitution',
      title: 'Outcome against restitution',
      component: 'RestitutionWidget',
      height: 910,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['normalImpulse2'],
});
