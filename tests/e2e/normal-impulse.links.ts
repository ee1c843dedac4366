// The normal-impulse page's links, for tests/e2e/checks/links.ts (shapes in links.ts). Numbers from
// normal-impulse.physics.ts.
import { expect, fmt } from './support';
import type { Links } from './links';
import { expectedCollision, expectedHeadOn } from './normal-impulse.physics';

const j = (over: Parameters<typeof expectedCollision>[0] = {}) => fmt(expectedCollision(over).j);
const NOTICE = '.notice[role="status"]';

const links: Links = {
  opens: [
    {
      name: 'several bad values each get their own notice and a safe value; good ones beside them still apply, a tucked-away one opening its disclosure',
      query: '?e=abc&mA=99&fixA=maybe&vBx=-2&IA=1',
      islands: ['CollisionWidget'],
      steps: [
        {
          counts: { [`${NOTICE} li`]: 3 },
          // e=abc: the default 0.5; mA=99: clamped to 10 kg; fixA=maybe: not ticked.
          texts: { [NOTICE]: ['Restitution e', 'Mass of A', 'A is immovable'] },
          visible: [NOTICE],
          values: { 'col-e': '0.5', 'col-mA': '10', 'col-mA-box': '10', 'col-vBx': '-2', 'col-IA': '1' },
          ticked: { 'col-fixA': false },
          attributes: { '#collision-more': { open: '' } },
          readouts: { j: j({ mA: 10, vBx: -2, IA: 1 }) },
          noNaN: true,
        },
      ],
    },
    {
      name: 'a link with a clamped value and both bodies immovable says why there is no impulse, never shows NaN, and passes axe after values change',
      query: '?mA=99&fixA=1&fixB=1',
      plugIn: true,
      steps: [
        {
          visible: ['.notice', '#collision .degenerate', '#col-mA-why', '.step-reason:visible >> nth=0'],
          texts: { '#collision .degenerate': /\S/ },
          readouts: { j: '0' },
          finite: true,
          noNaN: true,
        },
        { keys: ['col-e', 'End'], boxes: { 'col-vBx': -3 }, values: { 'col-e': '1', 'col-vBx': '-3' } },
      ],
      // What differs from the page at its defaults: the widgets and the steps' values.
      axe: ['section.widget', '.step-numbers'],
    },
    {
      name: 'the bridge’s head-on link sets the widget to that collision: its j is the on-ramp’s',
      follow: 'a head-on hit',
      url: /[?&]rAy=0\b/,
      // The server's readouts are the defaults' until the widget has read the link.
      islands: ['CollisionWidget', 'PlugInNumbers'],
      plugIn: true,
      steps: [
        {
          readouts: { j: fmt(expectedHeadOn().j) },
          outputs: { 'eq:ni-1d-j 0.0': fmt(expectedHeadOn().j), 'eq:ni-j 0.0': fmt(expectedHeadOn().j) },
          also: async () => expect(j({ rAy: 0, rBy: 0, vAy: 0, wA: 0, wB: 0 })).toBe(fmt(expectedHeadOn().j)),
        },
      ],
    },
  ],
};

export default links;
