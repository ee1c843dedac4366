// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, inside, num, sq } from './exercise-bodies';

// The box, w × h, I = m(w² + h²)/12 about its centre of mass, which sits off·w/2 right of the middle.
const check: Check = (v) => {
  const [m, w, h] = [num(v, 'm'), num(v, 'w'), num(v, 'h')];
  return inside(m, (m * sq(w, h)) / 12, w / 2, h / 2, (num(v, 'off') / 100) * (w / 2), 'the box');
};
export default check;
