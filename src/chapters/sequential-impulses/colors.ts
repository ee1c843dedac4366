// One colour per contact, shared by the explorer's charts, its diagram and its readouts. Up to eight
// contacts: the site's theme colours, which already meet contrast in light and dark.
const PALETTE = [
  'var(--body-a)',
  'var(--body-b)',
  'var(--impulse)',
  'var(--after)',
  'var(--accent)',
  'var(--errata-rule)',
  'var(--link)',
  'var(--fg-soft)',
] as const;

export const contactColor = (i: number): string => PALETTE[i % PALETTE.length]!;
