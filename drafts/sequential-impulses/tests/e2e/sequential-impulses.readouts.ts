// What the sequential-impulses page's iteration explorer must show, in the shape of
// tests/e2e/readouts.ts's PageDecl: computed from the chapter's explorer (src/solver underneath) and
// formatted with src/lib/format.ts as the page formats it.
import { fmt } from '../../src/lib/format';
import { siParams } from '../../src/chapters/sequential-impulses/scenario';
import { atSweep, explore } from '../../src/chapters/sequential-impulses/explorer';
import { values, type PageDecl, type WidgetDecl } from './readouts';

const iterationExplorer: WidgetDecl = {
  id: 'si-iterations',
  island: 'IterationExplorer',
  attr: 'data-readout',
  expected(query) {
    const p = values(siParams, query);
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
      notices:
        x.exact.status === 'min-norm'
          ? ['K is singular: many impulse sets are exact; the one of least norm is shown.']
          : p.fric
            ? [
                'The exact λ is the frictionless LCP’s: with friction rows the normal totals may settle elsewhere.',
              ]
            : [],
    };
  },
};

export const sequentialImpulsesReadouts: PageDecl = {
  path: '/sequential-impulses/',
  widgets: [iterationExplorer],
  configs: {
    defaults: {},
    // Three boxes, reversed, increment clamping, warm-started from the previous step's totals.
    'stack, reversed, warm': { scene: 2, order: 1, incr: true, warm: 2, iter: 7 },
    // The pyramid (K singular: a least-norm target), shuffled, with friction rows.
    'pyramid, shuffled, friction': { scene: 3, order: 2, seed: 5, fric: true, iter: 20 },
    // The flat box started at the exact answer.
    'flat box, warm from exact': { scene: 4, warm: 1, iter: 0 },
  },
};
