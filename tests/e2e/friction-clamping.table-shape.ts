// This chapter's readout table walked while a slider moves, for tests/e2e/checks/readout-fit.ts
// (its TableShapeWalk): the contact table. With the columns sized by their content, every value of
// the velocity slider changed the value column's width by a few pixels, and the row headings wrapped
// onto one line more or one fewer (the table's height changed every other step).
import type { TableShapeWalk } from './checks/readout-fit';

const walks: TableShapeWalk[] = [
  {
    widget: 'fr-contact',
    slider: 'fr-vx',
    values: ['0.3', '0.6', '1', '2', '2.7', '3'],
    // The tangential velocity of B relative to A: −vx, as the page prints it.
    readout: { name: 'vt', text: (v) => `−${v}` },
    // Its text is a word (the regime), not a number.
    wordRows: /Regime/,
  },
];

export default walks;
