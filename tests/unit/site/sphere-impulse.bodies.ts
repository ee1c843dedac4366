// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { ball, type Check, num } from './exercise-bodies';

const check: Check = (v) =>
  (v.fixA ? null : ball(num(v, 'mA'), num(v, 'IA'), num(v, 'RA'), 0, 'A')) ??
  (v.fixB
    ? null
    : ball(num(v, 'mB'), num(v, 'IB'), num(v, 'RB'), Math.abs(num(v, 'off')) * num(v, 'RB'), 'B'));
export default check;
