// The effective-mass page's links, for tests/e2e/checks/links.ts (shapes in links.ts).
import type { Links } from './links';

const LEVER = 'section#em-lever';
const FORMS = 'section#em-forms';

const links: Links = {
  opens: [
    {
      name: 'bad values get a notice naming the control and a safe value: I=abc keeps 0.15, s=9 is clamped to the corner, 0.6 m',
      query: '?I=abc&s=9',
      islands: ['LeverArmWidget'],
      steps: [
        {
          visible: [`${LEVER} .notice[role="status"]`],
          texts: { [`${LEVER} .notice[role="status"]`]: ['Moment of inertia of B', 'Contact offset'] },
          values: { 'em-I': '0.15', 'em-s': '0.6' },
          readouts: { 'em-meff': '0.2941' },
          noNaN: true,
        },
      ],
    },
    {
      name: 'a separating contact and a thin box turned far say what is going on, never NaN; a push through the centre too',
      query: '?vBy=1&depth=0.3&turnDeg=60',
      plugIn: true,
      steps: [
        {
          // λ is clamped to 0 and the sentence says an equality constraint would pull.
          visible: [`${FORMS} [data-em="separating"]`, '[data-step="eq:em-lambda"] .step-reason'],
          texts: { [`${FORMS} [data-em="separating"]`]: 'a pull' },
          readouts: { 'em-lambda': '0', 'em-lambda-eq': '\u22120.375' },
          finite: true,
          noNaN: true,
        },
        // The contact point is off the thin box's face.
        { visible: [`${FORMS} [data-em="off-face"]`] },
        {
          // A push through the centre: no lever arm, the full translational mass, no spin; back on the face.
          boxes: { 'em-s': 0 },
          visible: [`${LEVER} [data-em="no-lever"]`],
          readouts: { 'em-meff': '1' },
          counts: { [`${LEVER} [data-em="spin"]`]: 0, [`${FORMS} [data-em="off-face"]`]: 0 },
          noNaN: true,
        },
      ],
    },
  ],
};

export default links;
