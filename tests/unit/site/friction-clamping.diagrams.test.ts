import { finiteDiagrams, drawn } from './diagram-check';
import { frictionParams, frictionScenario } from '../../../src/chapters/friction-clamping/scenario';
import { FrContactDiagram } from '../../../src/chapters/friction-clamping/ContactDiagram';

finiteDiagrams([['friction contact', frictionParams, drawn(frictionScenario, FrContactDiagram), 200]]);
