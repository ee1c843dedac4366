// The readout declarations' shapes and helpers moved to tests/unit/widgets/readouts.ts (they read a
// DOM, in Node or from a browser's page); what other browser specs still take from here is
// re-exported until they import it from there.
export { READOUT_ATTR, values } from '../unit/widgets/readouts';
