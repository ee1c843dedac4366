// The sphere-impulse page's links, for tests/e2e/checks/links.ts (shapes in links.ts). Numbers from
// sphere-impulse.physics.ts.
import { fmt } from './support';
import type { Links, Opened } from './links';
import { signed } from './sphere-impulse.physics';

const COLLISION = 'section#sp-collision';
const BOX = 'section#sp-box';

// Hand-worked on the page (and in tests/unit/site/sphere-impulse.test.ts): a corner at
// r_B = (−1, −1, 0) whose contact point moves at (2, −1, 0) m/s gets (φ, ψ, ξ) = (2/3, 1/3, 0):
// +1/3 J with e = 0, where the normal impulse (j = 0.5) loses ¼ J.
const corners: Opened[] = [
  {
    name: 'sliding',
    href: '?fixA=1&IB=1&vBx=2&vBy=-1&vBz=0&off=1&e=0',
    before: 2.5,
    variant: 17 / 6,
    normal: 2.25,
  },
  {
    name: 'spinning',
    href: '?fixA=1&IB=1&vBx=1&vBy=0&vBz=0&wBz=1&off=1&e=0',
    before: 1,
    variant: 4 / 3,
    normal: 0.75,
  },
].map((c) => ({
  name: `the ${c.name} corner: following the page’s link shows a perfectly inelastic contact gaining 1/3 J`,
  followHref: c.href,
  url: new RegExp(`\\${c.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  islands: ['CollisionWidget'],
  steps: [
    {
      values: { 'sp-e': '0' },
      readouts: {
        'ke-before': fmt(c.before),
        'ke-variant': fmt(c.variant),
        'dke-variant': signed(1 / 3),
        'ke-normal': fmt(c.normal),
        'dke-normal': fmt(-0.25),
      },
    },
  ],
}));

const links: Links = {
  opens: [
    {
      name: 'bad values get a notice in the widget they belong to and a safe value: off=abc keeps 0.6, boxCount=99 is clamped to 8 spheres',
      query: '?off=abc&boxCount=99',
      islands: ['CollisionWidget', 'BoxWidget'],
      steps: [
        {
          visible: [`${COLLISION} .notice[role="status"]`, `${BOX} .notice[role="status"]`],
          texts: {
            [`${COLLISION} .notice[role="status"]`]: 'Offset of B’s centre of mass',
            [`${BOX} .notice[role="status"]`]: 'Number of spheres',
            [`:nth-match(${BOX} figcaption, 1)`]: '8 spheres',
          },
          values: { 'sp-off': '0.6', 'box-boxCount': '8' },
          readouts: { 'ke-variant': '4.12' },
          noNaN: true,
        },
      ],
    },
    {
      name: 'with both bodies immovable the page says why there is no impulse, never shows NaN',
      query: '?fixA=1&fixB=1',
      plugIn: true,
      steps: [
        {
          visible: [`${COLLISION} .degenerate`],
          texts: {
            [`${COLLISION} .degenerate`]: 'Both bodies are immovable',
            [`${COLLISION} [data-readout="eigen"]`]: 'σ = 0',
          },
          readouts: { 'phi-variant': '0' },
          finite: true,
          noNaN: true,
        },
      ],
    },
    ...corners,
  ],
};

export default links;
