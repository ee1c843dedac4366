// This chapter's contained box for checks/contained-layout.ts (see contained.ts): the contact
// widget's summary says more in the dynamic regime (|vx| large) than in the static one, a line or more.
import type { HeldBox } from './contained';

const held: HeldBox = {
  slider: 'fr-vx',
  box: '#fr-contact .contained:has(> .contained-body > .widget-summary)',
  long: 6,
  short: 0,
};

export default held;
