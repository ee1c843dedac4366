// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, inside, num } from './exercise-bodies';
import { BOX_H, BOX_W } from '../../../src/chapters/effective-mass/scenario';

// Box B, BOX_W × BOX_H, its centre of mass in the middle.
const check: Check = (v) => inside(num(v, 'm'), num(v, 'I'), BOX_W / 2, BOX_H / 2, 0, 'B');
export default check;
