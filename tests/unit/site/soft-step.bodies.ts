// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, inside, num } from './exercise-bodies';

// A 1 m square box of mass m, I = m/6 about its centre, touched under its centre.
const check: Check = (v) => {
  const m = num(v, 'm');
  return inside(m, m / 6, 0.5, 0.5, 0, 'the box');
};
export default check;
