// The bodies this page's exercises pose, and the bounds they must meet (exercise-bodies.test.ts).
import { type Check, pinned } from './exercise-bodies';

const check: Check = (v) => (v.fixA ? null : pinned(v, 'A')) ?? (v.fixB ? null : pinned(v, 'B'));
export default check;
