// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { sphereCollisionParams } from './scenario';
import { spheresBoxParams } from './box-scenario';

export default defineChapter({
  prefix: 'sp',
  derivation,
  params: [sphereCollisionParams, spheresBoxParams],
  widgets: [
    {
      key: 'collision',
      anchor: 'sp-collision',
      title: 'Two bodies colliding in 3D, resolved both ways',
      component: 'CollisionWidget',
      height: 2580,
    },
    {
      key: 'box',
      anchor: 'sp-box',
      title: 'Spheres in a box, three ways',
      component: 'BoxWidget',
      height: 1330,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['normalImpulse3', 'sphereImpulse3'],
});
