// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, num, touching } from './exercise-bodies';

// B lands on the ground (n = (0, 1)), touching it at r_B: its outward normal there is (0, −1).
const check: Check = (v) =>
  touching({ mB: v.mB!, IB: v.IB! }, 'B', [num(v, 'rBx'), num(v, 'rBy')], [0, -1]) ??
  (v.fixA ? null : touching({ mA: v.mA!, IA: v.IA! }, 'A', [num(v, 'rAx'), num(v, 'rAy')], [0, 1]));
export default check;
