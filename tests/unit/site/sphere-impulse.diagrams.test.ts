import { finiteDiagrams, drawn } from './diagram-check';
import {
  sphereCollisionParams,
  sphereCollisionScenario,
} from '../../../src/chapters/sphere-impulse/scenario';
import { SpViews } from '../../../src/chapters/sphere-impulse/Views';

finiteDiagrams([['sphere views', sphereCollisionParams, drawn(sphereCollisionScenario, SpViews), 200]]);
