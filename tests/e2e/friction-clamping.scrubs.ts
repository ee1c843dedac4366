// The friction-clamping page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts): the
// stick-or-slip widget's speed down to sticking, a movable A with lever arms, the clamp step's values,
// μd above μs in both widgets, the throw and combining widgets, the seed-000 erratum, and the
// controls that cannot act while A is the ground. Numbers from friction-clamping.physics.ts.
import type { Page } from '@playwright/test';
import { expect, fmt } from './support';
import { scrub, type Scrub } from './scrubs';
import { expectedContact, rollingSpeed } from './friction-clamping.physics';

const CONTACT = 'section#fr-contact';
const THROW = 'section#fr-throw';
const COMBINE = 'section#fr-combine';

/** Where the regime map's filled dot (the applied impulse) is drawn. */
async function currentDot(page: Page) {
  const dot = page.locator(`${CONTACT} .plot-box svg g[aria-label="dot"]`).last().locator('circle');
  return { cx: Number(await dot.getAttribute('cx')), cy: Number(await dot.getAttribute('cy')) };
}

const jt = (over: Parameters<typeof expectedContact>[0] = {}) => fmt(expectedContact(over).jt);
/** A step output: the number, then its unit. */
const withUnit = (x: string) => new RegExp(`^${x.replace('.', '\\.')}\\s`);

const A_GROUND = ['mA', 'IA', 'rAx', 'rAy'];

const scrubs: Scrub[] = [
  scrub({
    name: 'ArrowLeft on the sliding speed down to 3.6 m/s makes the contact stick, and moves the plot and diagram',
    redraws: [`${CONTACT} svg.diagram`],
    before: currentDot,
    steps: [
      {
        // The defaults: jn = 2.4, jt* = 1.5 and the clamped jt = 0.72: it slips.
        readouts: {
          jn: '2.4',
          'jt-star': '1.5',
          jt: '0.72',
          regime: 'dynamic (slips)',
          vt: '\u22124.5',
          'vt-after': '\u22122.34',
          limits: '1.2 / 0.72',
        },
        async also() {
          const x = expectedContact();
          expect([fmt(x.jn), fmt(x.jtStar), fmt(x.jt), fmt(x.vtAfter)]).toEqual([
            '2.4',
            '1.5',
            '0.72',
            '\u22122.34',
          ]);
        },
      },
      {
        keys: ['fr-vx', ...Array<string>(9).fill('ArrowLeft')],
        values: { 'fr-vx': '3.6', 'fr-vx-box': '3.6' },
        // At the threshold: jt* = 3.6/3 = 1.2 = μs·jn exactly, so it sticks with jt = 1.2.
        readouts: {
          regime: 'static (sticks)',
          jt: jt({ vx: 3.6 }),
          'jt-star': fmt(expectedContact({ vx: 3.6 }).jtStar),
          'vt-after': '0',
        },
        visible: [`${CONTACT} svg.diagram text:has-text("0: sticks")`],
        async also(page, before) {
          expect(expectedContact({ vx: 3.6 }).regime).toBe('static (sticks)');
          // A plot may wait for its chart code, loaded on the first interaction: poll, as for the text.
          await expect
            .poll(async () => (await currentDot(page)).cx, {
              message: 'the current point moves left (slower slip)',
            })
            .toBeLessThan(before.cx);
          expect((await currentDot(page)).cy, 'and up (1.2 N·s granted instead of 0.72)').toBeLessThan(
            before.cy,
          );
        },
      },
      // One more step: 3.5 m/s, still sticking, jt = 3.5/3.
      { keys: ['fr-vx', 'ArrowLeft'], readouts: { jt: jt({ vx: 3.5 }) } }, // 1.167
    ],
  }),
  {
    name: 'a movable A with lever arms gives the independently computed impulses',
    steps: [
      {
        ticks: { 'fr-fixA': false },
        boxes: { 'fr-rBx': 0.15, 'fr-w': 3 },
        readouts: Object.fromEntries(
          (
            [
              ['jn', 'jn'],
              ['vt', 'vt'],
              ['jt', 'jt'],
              ['vt-after', 'vtAfter'],
            ] as const
          ).map(([name, key]) => [name, fmt(expectedContact({ fixA: false, rBx: 0.15, w: 3 })[key])]),
        ),
      },
    ],
  },
  {
    name: '“Plug in numbers” shows the clamp step with the same jt as the readout',
    plugIn: true,
    steps: [
      { outputs: { 'eq:fr-clamp 0.0': /^0\.72\s/ } },
      {
        boxes: { 'fr-muS': 0.4 },
        readouts: { jt: jt({ muS: 0.4 }) },
        outputs: {
          'eq:fr-clamp 0.0': withUnit(jt({ muS: 0.4 })),
          'eq:fr-clamp 0.1': withUnit(jt({ muS: 0.4 })),
        },
      },
    ],
  },
  {
    name: 'μd above μs says so in both widgets and uses μd = μs: the cap becomes 1.2 N·s, with no NaN',
    steps: [
      {
        boxes: { 'fr-muD': 0.9 },
        visible: [`${CONTACT} [data-fr-mu-notice]`],
        texts: { [`${CONTACT} [data-fr-mu-notice]`]: 'Using μd = μs = 0.5' },
        values: { 'fr-muD': '0.9' },
        readouts: { jt: jt({ muD: 0.9 }), limits: '1.2 / 1.2' }, // 1.2
      },
      {
        boxes: { 'frt-throwMuD': 0.8 },
        texts: { [`${THROW} [data-fr-mu-notice]`]: 'Using μd = μs = 0.5' },
        noNaN: true,
      },
    ],
  },
  {
    name: 'the throw widget’s spin slider changes the rolling speed, the readouts and all three plots',
    redraws: [1, 2, 3].map((i) => `:nth-match(${THROW} .plot-box, ${i})`),
    steps: [
      { readouts: { 'throw-vf': fmt(rollingSpeed(20)), 'throw-vx': fmt(rollingSpeed(20)) } }, // 1.506
      {
        keys: ['frt-throwSpin', 'ArrowRight', 'ArrowRight'],
        values: { 'frt-throwSpin': '21' },
        readouts: {
          'throw-vf': fmt(rollingSpeed(21)), // 1.456
          'throw-vx': fmt(rollingSpeed(21)),
          'throw-wr': fmt(rollingSpeed(21)),
        },
        texts: { [`${THROW} [data-fr-throw-outcome]`]: 'rolls from' },
      },
    ],
  },
  {
    name: 'the combining widget’s μB slider updates the rule table',
    steps: [
      { readouts: { 'combine-geometricMean': '0.3' } },
      {
        boxes: { 'frc-muB': 0.4 },
        readouts: {
          'combine-geometricMean': '0.6', // √(0.9·0.4)
          'combine-min': '0.4',
          'combine-average': '0.65',
          'combine-product': '0.36',
        },
        texts: { [`${COMBINE} figcaption`]: 'μB = 0.4' },
      },
    ],
  },
  {
    name: 'the seed-000 erratum shows the wrong-way push once B slides left',
    steps: [
      { texts: { '[data-fr-errata="000"]': 'right by luck' } },
      // As written: +0.72 along t on a slip of +4.5 m/s: vt' = 4.5 + 3·0.72 = 6.66.
      { boxes: { 'fr-vx': -4.5 }, texts: { '[data-fr-errata="000"]': ['speeds the slide up', '6.66 m/s'] } },
    ],
  },
  {
    name: 'friction: body A’s mass, inertia and offsets are disabled while A is the immovable ground, and come back; a value set meanwhile is kept, and in the link',
    steps: [
      {
        // Opened by its summary once the island has hydrated (the walk's), and waited for, open.
        open: 'fr-contact-more',
        disabled: A_GROUND.flatMap((n) => [`fr-${n}`, `fr-${n}-box`]),
        texts: Object.fromEntries(A_GROUND.map((n) => [`#fr-${n}-why`, 'immovable ground'])),
      },
      {
        ticks: { 'fr-fixA': false },
        enabled: A_GROUND.map((n) => `fr-${n}`),
        texts: Object.fromEntries(A_GROUND.map((n) => [`#fr-${n}-why`, null])),
        attributes: Object.fromEntries(A_GROUND.map((n) => [`#fr-${n}`, { 'aria-describedby': null }])),
      },
      // A value set while it mattered is kept when it stops mattering, and in the link.
      { boxes: { 'fr-mA': 7 } },
      { ticks: { 'fr-fixA': true }, disabled: ['fr-mA'], values: { 'fr-mA': '7' }, url: { mA: '7' } },
    ],
  },
];

export default scrubs;
