// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { ssParams } from './scenario';
import { benchParams } from './bench-scenario';

export default defineChapter({
  prefix: 'ss',
  derivation,
  params: [ssParams, benchParams],
  widgets: [
    {
      key: 'spring',
      anchor: 'ss-spring',
      title: 'The spring behind a soft contact',
      component: 'SpringWidget',
      height: 1500,
    },
    {
      key: 'bench',
      anchor: 'ss-bench',
      title: 'The solver bench',
      component: 'SolverBench',
      height: 2600,
    },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['softness', 'softContactSweeps2'],
  // Measured 141.4 kB: the site's 136.2 kB plus the bench's two engines side by side (the stack
  // world with both of its steps, and the 2D world with its joints, for the chain); 140.2 kB before
  // the number boxes read a decimal comma (src/lib/decimal.ts: 0.43 kB here), 139.7 kB before every
  // chart kept the layout the page shows at hydration (kit/plot/PlotFigure.tsx: 0.4 kB here); 140.6 kB
  // before "plug in numbers" filled the formulas from the page's symbols (0.7 kB here), and the embed
  // snippet said the column it was sized for (kit/widgets/snippet.ts: 0.06 kB).
  jsBudget: {
    bytes: 141_500,
    why: 'the solver bench runs two engines on one page: the stack world with its PGS and soft steps, and the 2D world with its joints for the chain with a heavy end',
  },
  sources: [
    {
      id: 'catto-2011',
      title: 'Soft Constraints: Reinventing the Spring',
      author: 'Erin Catto',
      publisher: 'Game Developers Conference',
      year: 2011,
      use: 'a spring–damper integrated implicitly and written as a velocity constraint: the bias and the softness, and their link to ODE’s ERP and CFM',
      url: 'https://box2d.org/publications/',
    },
    {
      id: 'catto-solver2d',
      title: 'Solver2D',
      author: 'Erin Catto',
      publisher: 'box2d.org blog',
      year: 2024,
      use: 'eight solvers on the same scenes (stacks, pyramids, mass ratios, overlap recovery, a chain with a heavy end); why the soft step with relaxing was kept',
      url: 'https://box2d.org/posts/2024/02/solver2d/',
    },
    {
      id: 'box2d-v3-source',
      title: 'Box2D v3.0: solver.c, contact_solver.c, solver.h',
      author: 'Erin Catto',
      publisher: 'source code, GitHub',
      year: 2024,
      license: 'MIT',
      use: 'the soft step as shipped: b2MakeSoft, the substep stages, the contact hertz capped at a quarter of the substep rate and doubled against static bodies, the speculative margin, the push-out cap, restitution after the substeps',
      url: 'https://github.com/erincatto/box2d',
    },
  ],
});
