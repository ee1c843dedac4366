import { finiteDiagrams, drawn } from './diagram-check';
import { emParams, emScenario } from '../../../src/chapters/effective-mass/scenario';
import { EmLeverDiagram } from '../../../src/chapters/effective-mass/LeverDiagram';
import { EmTopView } from '../../../src/chapters/effective-mass/TopView';

finiteDiagrams([
  ['lever', emParams, drawn(emScenario, EmLeverDiagram), 200],
  ['top view', emParams, drawn(emScenario, EmTopView), 200],
]);
