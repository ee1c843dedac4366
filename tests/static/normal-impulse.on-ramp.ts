// The normal-impulse page's head-on on-ramp: its steps, in the page's order, which the page, its
// handout and its deck all show first (normal-impulse.on-ramp.test.ts, normal-impulse.classroom.test.ts).
export const ON_RAMP = [
  'eq:ni-1d-momentum',
  'eq:ni-1d-velocity',
  'eq:ni-1d-approach',
  'eq:ni-1d-restitution',
  'eq:ni-1d-solve',
  'eq:ni-1d-j',
  'eq:ni-impulse-linear',
];
