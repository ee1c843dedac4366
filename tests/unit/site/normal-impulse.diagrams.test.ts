import { finiteDiagrams, drawn } from './diagram-check';
import { collisionParams, collisionScenario } from '../../../src/chapters/normal-impulse/scenario';
import { CollisionDiagram } from '../../../src/chapters/normal-impulse/CollisionDiagram';

finiteDiagrams([['collision', collisionParams, drawn(collisionScenario, CollisionDiagram), 200]]);
