// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what the spring widget must show, worked here from the stepper's runs
// (spring-scenario.ts) and formatted as the widget formats them, and the configurations that reach
// its regimes: the defaults, a contact hertz above the cap, an underdamped spring.
import { paramWidget, type PageDecl } from './readouts';
import { fmt } from '../../../src/lib/format';
import { ssParams } from '../../../src/chapters/soft-step/scenario';
import { springRun, SPRING_SPAN } from '../../../src/chapters/soft-step/spring-scenario';

const springWidget = paramWidget('ss-spring', 'SpringWidget', ssParams, (p) => {
  const r = springRun(p);
  return {
    readouts: {
      h: fmt(r.h * 1000),
      fs: fmt(r.fs),
      'h-omega': fmt(r.h * r.omega),
      'bias-rate': fmt(r.soft.biasRate),
      'mass-scale': fmt(r.soft.massScale),
      'impulse-scale': fmt(r.soft.impulseScale),
      rest: fmt(r.rest),
      lowest: fmt(r.lowest),
    },
    notices: [],
    sentences: {
      '.widget-summary': `Against the ground the spring runs at fs = ${fmt(r.fs, 3)} Hz${
        r.capped ? ' (the contact hertz capped at a quarter of the substep rate, then doubled)' : ''
      }, over substeps of h = ${fmt(r.h * 1000, 3)} ms. Relaxed every substep, the box goes down to ${fmt(r.lowest, 3)} mm and is at ${fmt(r.end, 3)} mm after ${fmt(SPRING_SPAN, 2)} s; its spring holds it at ${fmt(r.rest, 3)} mm.`,
    },
  };
});

const declaration: PageDecl = {
  widgets: [springWidget],
  configs: {
    defaults: {},
    // One substep per step: the cap is 15 Hz, under the 40 asked for.
    'capped, one substep': { fc: 40, n: 1, v0: -1 },
    // An underdamped spring, a heavier box landing slowly.
    underdamped: { zeta: 0.2, m: 3, v0: -0.5 },
  },
  link: 'capped, one substep',
};

export default declaration;
