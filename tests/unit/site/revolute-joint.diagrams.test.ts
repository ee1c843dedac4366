import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { finiteDiagrams, drawn } from './diagram-check';
import { jointParams, jointScenario } from '../../../src/chapters/revolute-joint/scenario';
import { RjJointDiagram } from '../../../src/chapters/revolute-joint/JointDiagram';
import { chainParams, chainScenario } from '../../../src/chapters/revolute-joint/chain-scenario';
import { RjChainDiagram } from '../../../src/chapters/revolute-joint/ChainDiagram';

finiteDiagrams([
  ['pin joint', jointParams, drawn(jointScenario, RjJointDiagram), 200],
  // Each set runs the chain's simulation: a few are enough to reach every branch of its drawing.
  ['chain', chainParams, (p: never) => render(h(RjChainDiagram, { c: chainScenario(p) })), 6],
]);
