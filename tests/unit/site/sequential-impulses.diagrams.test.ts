import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { finiteDiagrams } from './diagram-check';
import { siParams, type SiValues } from '../../../src/chapters/sequential-impulses/scenario';
import { atSweep, explore } from '../../../src/chapters/sequential-impulses/explorer';
import { SiSceneDiagram } from '../../../src/chapters/sequential-impulses/SceneDiagram';
import { cradleParams, cradleScenario } from '../../../src/chapters/sequential-impulses/cradle-scenario';
import { SiCradleDiagram } from '../../../src/chapters/sequential-impulses/CradleDiagram';

const scene = (p: SiValues) => {
  const x = explore(p);
  return render(h(SiSceneDiagram, { x, at: atSweep(x, p.iter) }));
};

finiteDiagrams([
  // Each set runs the explorer's sweeps to the end: fewer sets than a diagram drawn from a formula.
  ['iteration scene', siParams, scene as (p: never) => string, 60],
  ['cradle', cradleParams, (p: never) => render(h(SiCradleDiagram, { c: cradleScenario(p) })), 200],
]);
