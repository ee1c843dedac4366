// The friction-clamping page's links, for tests/e2e/checks/links.ts (shapes in links.ts). Numbers
// from friction-clamping.physics.ts.
import { fmt } from './support';
import type { Links } from './links';
import { expectedContact } from './friction-clamping.physics';

const CONTACT = 'section#fr-contact';
const x = expectedContact({ muS: 0.7, vx: -3 });

const links: Links = {
  roundTrip: {
    set: { boxes: { 'fr-muS': 0.7, 'fr-vx': -3, 'frt-throwSpeed': 5 } },
    sees: { readouts: { jt: fmt(x.jt) } },
    query: { muS: '0.7', vx: '-3', throwSpeed: '5' },
    islands: ['ContactWidget', 'ThrowWidget'],
    restored: {
      values: { 'fr-muS': '0.7', 'fr-vx-box': '-3', 'frt-throwSpeed': '5' },
      readouts: { jt: fmt(x.jt), regime: x.regime },
    },
    same: ['throw-vf', 'jt'],
    reset: { values: { 'fr-muS': '0.5', 'fr-vx': '4.5', 'frt-throwSpeed': '4' }, readouts: { jt: '0.72' } },
  },
  opens: [
    {
      name: '?muD=abc shows a notice naming the dynamic coefficient and uses its default 0.3',
      query: '?muD=abc',
      islands: ['ContactWidget'],
      steps: [
        {
          texts: { [`${CONTACT} .notice[role="status"]`]: 'Dynamic (sliding) friction μd' },
          values: { 'fr-muD': '0.3' },
          readouts: { jt: '0.72' },
          noNaN: true,
        },
      ],
    },
    {
      name: 'with B moving away (vy = 1) the page says there is no grip, shows jt = 0, never NaN',
      query: '?vy=1',
      plugIn: true,
      steps: [
        {
          visible: [`${CONTACT} [data-fr-no-grip]`],
          texts: { [`${CONTACT} [data-fr-no-grip]`]: 'moving away' },
          readouts: { jn: '0', jt: '0', regime: 'no contact force' },
          finite: true,
          noNaN: true,
        },
      ],
    },
  ],
};

export default links;
