// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { siParams } from './scenario';
import { stackParams } from './stack-scenario';
import { cradleParams } from './cradle-scenario';

export default defineChapter({
  prefix: 'si',
  derivation,
  params: [siParams, stackParams, cradleParams],
  widgets: [
    {
      key: 'iterations',
      anchor: 'si-iterations',
      title: 'The iteration explorer',
      component: 'IterationExplorer',
      height: 2370,
    },
    { key: 'stack', anchor: 'si-stack', title: 'The stack', component: 'StackWidget', height: 2630 },
    {
      key: 'cradle',
      anchor: 'si-cradle',
      title: 'Newton’s cradle, three models',
      component: 'CradleWidget',
      height: 1860,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  sources: [
    {
      id: 'catto-2005',
      title: 'Iterative Dynamics with Temporal Coherence',
      author: 'Erin Catto',
      publisher: 'Game Developers Conference',
      year: 2005,
      use: 'sequential impulses as projected Gauss–Seidel on the contact LCP, the clamp on the running total, warm starting',
      url: 'https://box2d.org/publications/',
    },
    {
      id: 'catto-2006',
      title: 'Fast and Simple Physics using Sequential Impulses',
      author: 'Erin Catto',
      publisher: 'Game Developers Conference',
      year: 2006,
      use: 'the loop as engines write it: accumulated impulses, friction bounded by the current normal total, Baumgarte’s bias with a slop',
      url: 'https://github.com/erincatto/box2d-lite/blob/master/docs/GDC2006_Catto_Erin_PhysicsTutorial.pdf',
    },
    {
      id: 'box2d-lite',
      title: 'box2d-lite',
      author: 'Erin Catto',
      publisher: 'source code, GitHub',
      license: 'MIT',
      use: 'the smallest complete sequential-impulse engine: the step order, the contact loop, contact matching by feature ids',
      url: 'https://github.com/erincatto/box2d-lite',
    },
    {
      id: 'box2d-v3',
      title: 'Box2D v3 and “Solver2D”',
      author: 'Erin Catto',
      publisher: 'source code and the box2d.org blog',
      year: 2024,
      license: 'MIT',
      use: 'soft contacts with a stiffness and damping ratio, restitution above a threshold speed from the approach speed before the solve, solvers compared on the same scenes',
      url: 'https://box2d.org/posts/2024/02/solver2d/',
    },
    {
      id: 'gustafsson-2010',
      title: 'The life of an impulse',
      author: 'Dennis Gustafsson',
      publisher: 'blog post',
      year: 2010,
      use: 'every contact’s accumulated impulse against iterations; impulses that shift between contacts while the velocities have converged',
    },
  ],
});
