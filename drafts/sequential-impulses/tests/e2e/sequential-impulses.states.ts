// The sequential-impulses page's widget states, in the shape of tests/e2e/widget-actions.spec.ts's
// STATES entries: the widget that owns each state, the widgets sharing it, and its parameters.
import { siParams } from '../../src/chapters/sequential-impulses/scenario';

export const sequentialImpulsesStates = {
  '/sequential-impulses/': [{ widget: 'si-iterations', shares: [] as string[], params: siParams }],
};

/** The page's parameter lists, one per shared store, as tests/e2e/param-range.spec.ts's PAGE_PARAMS. */
export const sequentialImpulsesParams = { 'sequential-impulses': [siParams] };
