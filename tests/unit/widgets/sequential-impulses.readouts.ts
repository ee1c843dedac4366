// What the sequential-impulses page's widgets must show (readouts.test.ts and
// tests/e2e/readouts.spec.ts read it; shapes in readouts.ts): computed from the chapter's scenarios
// (src/solver and src/sim underneath) and formatted with src/lib/format.ts as the page formats it.
// The stack is read as a reader who asks for reduced motion sees it (both tests ask): paused at
// t = 0, where its scenario says it starts; its run is tested in the browser by tests/e2e/sequential-impulses.scrubs.ts.
import { fmt } from '../../../src/lib/format';
import { siParams } from '../../../src/chapters/sequential-impulses/scenario';
import { atSweep, explore } from '../../../src/chapters/sequential-impulses/explorer';
import { StackRun, stackParams } from '../../../src/chapters/sequential-impulses/stack-scenario';
import {
  cradleParams,
  cradleScenario,
  passesText,
  sweepsText,
  velocityList,
} from '../../../src/chapters/sequential-impulses/cradle-scenario';
import { columnsOf, type PageDecl, paramWidget } from './readouts';

const iterationExplorer = paramWidget('si-iterations', 'IterationExplorer', siParams, (p) => {
  const x = explore(p);
  const at = atSweep(x, p.iter);
  const readouts: Record<string, string> = {};
  x.scene.names.forEach((_, i) => {
    readouts[`lambda-${i}`] = fmt(at.lambda[i]!);
    readouts[`vn-${i}`] = fmt(at.vn[i]!);
    readouts[`exact-${i}`] = fmt(x.exact.lambda[i]!);
  });
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/^lambda-/, 'λ (N·s)'],
      [/^vn-/, 'vₙ (m/s)'],
      [/^exact-/, 'exact λ (N·s)'],
    ]),
    notices:
      x.exact.status === 'min-norm'
        ? ['K is singular: many impulse sets are exact; the one of least norm is shown.']
        : p.fric
          ? [
              'The exact λ is the frictionless LCP’s: with friction rows the normal totals may settle elsewhere.',
            ]
          : [],
  };
});

const stackWidget = paramWidget('si-stack', 'StackWidget', stackParams, (p) => {
  const s = new StackRun(p).last;
  return {
    readouts: {
      'stack-time': `${fmt(s.t, 4)} s`,
      'stack-steps': '0',
      'stack-penetration': fmt(s.pen, 3),
      'stack-drift-x': fmt(s.dx, 3),
      'stack-drift-down': fmt(-s.dy, 3),
      'stack-kinetic': fmt(s.ke, 3),
      'stack-contacts': String(s.contacts),
    },
    notices: [
      'Paused, because your system asks for reduced motion. Press Play to run it, or Step for one step at a time.',
    ],
  };
});

const cradleWidget = paramWidget('si-cradle', 'CradleWidget', cradleParams, (p) => {
  const c = cradleScenario(p);
  const readouts: Record<string, string> = {};
  const cell = (name: string, x: number) => (readouts[`cradle-${name}`] = fmt(x, 3));
  c.before.forEach((vb, i) => {
    cell(`v${i}-before`, vb);
    cell(`v${i}-seq`, c.pairwise.v[i]!);
    cell(`v${i}-loop`, c.loop.v[i]!);
    cell(`v${i}-sim`, c.simultaneous.v[i]!);
  });
  cell('p-before', c.momentumBefore);
  cell('p-seq', c.pairwise.momentum);
  cell('p-loop', c.loop.momentum);
  cell('p-sim', c.simultaneous.momentum);
  cell('t-before', c.kineticBefore);
  cell('t-seq', c.pairwise.kinetic);
  cell('t-loop', c.loop.kinetic);
  cell('t-sim', c.simultaneous.kinetic);
  readouts['cradle-passes'] = passesText(c);
  readouts['cradle-sweeps'] = sweepsText(c);
  readouts['cradle-loop-impulses'] = velocityList(c.loop.lambda);
  readouts['cradle-impulses'] = velocityList(c.simultaneous.lambda);
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/-before$/, 'Before'],
      [/-seq$|^cradle-passes$/, 'Pair by pair'],
      [/-loop$|^cradle-sweeps$|^cradle-loop-impulses$/, 'The loop'],
      [/-sim$|^cradle-impulses$/, 'All at once'],
    ]),
    notices: [
      ...(c.note ? [c.note] : []),
      `Every ball has mass 1 kg. “To agree”: sweeps of the loop until every ball is within 10⁻⁹ m/s of all at once. Largest difference between pair by pair and all at once: ${fmt(c.difference, 3)} m/s.`,
    ],
  };
});

const declaration: PageDecl = {
  widgets: [iterationExplorer, stackWidget, cradleWidget],
  configs: {
    defaults: {},
    // Three boxes, reversed, increment clamping, warm-started from the previous step's totals.
    'stack, reversed, warm': { scene: 2, order: 1, incr: true, warm: 2, iter: 7 },
    // The pyramid (K singular: a least-norm target), shuffled, with friction rows.
    'pyramid, shuffled, friction': { scene: 3, order: 2, seed: 5, fric: true, iter: 20 },
    // The flat box started at the exact answer.
    'flat box, warm from exact': { scene: 4, warm: 1, iter: 0 },
    // A pyramid of 4 rows in the stack; five balls hit by two, at e = 0.9, right pair first.
    'pyramid, five balls': { stScene: 1, stRows: 4, crN: 5, crK: 2, crE: 0.9, crOrder: 1 },
    // One link that sets every widget: two boxes after one sweep, a short stack, four balls.
    'all three from one link': { scene: 1, iter: 1, stBoxes: 4, crN: 4, crV: 2 },
  },
  link: 'all three from one link',
};

export default declaration;
