// The friction-clamping page's links, for tests/e2e/checks/links.ts (shapes in links.ts).
import type { Links } from './links';

const CONTACT = 'section#fr-contact';

const links: Links = {
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
