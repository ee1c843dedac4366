// The revolute-joint page's links, for tests/e2e/checks/links.ts (shapes in links.ts). Numbers from
// revolute-joint.physics.ts.
import type { Links } from './links';
import { vec } from './revolute-joint.physics';

const K = 'section#rj-k';
const CHAIN = 'section#rj-chain';

const links: Links = {
  opens: [
    {
      name: 'bad values get a notice naming the control and a safe value, in the widget they belong to',
      query: '?mA=abc&links=99',
      islands: ['KExplorer', 'ChainWidget'],
      steps: [
        {
          texts: {
            [`${K} .notice[role="status"]`]: 'Mass of A',
            [`${CHAIN} .notice[role="status"]`]: 'Number of links',
            [`${CHAIN} svg.diagram desc`]: '5 links',
          },
          values: { 'rj-mA': '5', 'rjc-links': '5' },
          readouts: { k11: '3.27' },
          noNaN: true,
        },
      ],
    },
    {
      name: 'both bodies immovable: the page says why there is no impulse, never shows NaN',
      query: '?fixA=1&fixB=1',
      plugIn: true,
      steps: [
        {
          visible: [`${K} [data-rj="singular"]`],
          texts: {
            [`${K} [data-rj="singular"]`]: 'Neither anchor can move at all',
            '[data-step="eq:rj-solve"] .step-reason': 'Neither anchor can move',
            '[data-step="eq:rj-errata-solve"] .step-reason': 'non-number',
          },
          readouts: { j: '(0, 0)', k11: '0', meff: '∞' },
          finite: true,
          noNaN: true,
        },
      ],
    },
    {
      // A on its axle (I_A = 2) turning at 2 rad/s, r_A = (0.6, 0.3), B immovable at rest:
      // v_rel = (0.6, −1.2) on K's line; j⁺ = −K·v_rel/(tr K)² = (−8/3, 16/3).
      name: 'a rank-1 K from the page’s link: the policy leaves the pin separating; the pseudo-inverse stops A turning and holds it',
      followHref: '?axleA=1&fixB=1&wA=2&rAx=0.6&rAy=0.3&vAx=0&vAy=0&vBx=0&vBy=0&wB=0',
      islands: ['KExplorer'],
      steps: [
        {
          ticked: { 'rj-axleA': true },
          texts: { [`${K} [data-rj="singular"]`]: 'policy' },
          readouts: {
            'policy-j': '(0, 0)',
            'policy-vrel-after': vec({ x: 0.6, y: -1.2 }),
            'pinv-j': vec({ x: -8 / 3, y: 16 / 3 }),
            'pinv-vrel-after': '(0, 0)',
            'pinv-spins': '0 · 0',
          },
        },
        // Untick B's immovability: K is invertible again and the two-rule table goes away.
        { ticks: { 'rj-fixB': false }, counts: { '[data-readout="pinv-j"]': 0 } },
      ],
    },
  ],
};

export default links;
