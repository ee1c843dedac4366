// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, deg, num, touching } from './exercise-bodies';

const check: Check = (v) => {
  const n: [number, number] = [Math.cos(deg(num(v, 'normalDeg'))), Math.sin(deg(num(v, 'normalDeg')))];
  return (
    (v.fixA ? null : touching(v, 'A', [num(v, 'rAx'), num(v, 'rAy')], n)) ??
    (v.fixB ? null : touching(v, 'B', [num(v, 'rBx'), num(v, 'rBy')], [-n[0], -n[1]]))
  );
};
export default check;
