// The sequential-impulses page's links, for tests/e2e/checks/links.ts (shapes in links.ts): the
// explorer's round trip; one link with bad values for all three widgets; and the page reloaded as a
// reader who asks for reduced motion, where the stack starts paused and says why.
import type { Page } from '@playwright/test';
import { expect } from './support';
import { watchFrames } from './scrubs';
import type { Links } from './links';
import { runsTwentySteps, stackSteps, STACK_NUMBERS } from './sequential-impulses.scrubs';

const EXPLORER = 'section#si-iterations';
const STACK = 'section#si-stack';
const CRADLE = 'section#si-cradle';
const STEP = `${STACK} button[data-si="step"]`;
const STATUS = `${STACK} [data-si="status"]`;

const links: Links = {
  opens: [
    {
      name: 'bad values in every widget get a notice naming the control and a safe value; the stack still runs, the cradle still resolves, never NaN',
      query: '?iter=abc&scene=9&stScene=7&stBoxes=-3&stIter=1e9&stBeta=abc&crN=99&crV=-4&crE=2',
      islands: ['IterationExplorer', 'CradleWidget', 'StackWidget'],
      steps: [
        {
          texts: { [`${EXPLORER} .notice[role="status"]`]: ['Sweeps', 'Scene'] },
          values: { 'si-iter': '3' },
          readouts: { 'exact-0': /\S/, 'cradle-v4-seq': /^[−\d.]+$/ },
          visible: [`:nth-match(${CRADLE} .notice, 1)`],
          also: runsTwentySteps,
        },
        { readouts: STACK_NUMBERS, finite: true, noNaN: true },
      ],
    },
    {
      name: 'with prefers-reduced-motion the stack starts paused and says why; Step steps; a solver setting continues the run, a new scene restarts it',
      reducedMotion: true,
      islands: ['StackWidget'],
      steps: [
        {
          texts: { [STATUS]: 'reduced motion', [`${STACK} button[data-si="play"]`]: /^Play$/ },
          async also(page: Page) {
            await watchFrames(page);
            expect(await stackSteps(page), 'no steps until asked').toBe(0);
          },
        },
        { press: [STEP, 'Enter'], also: async (page: Page) => expect.poll(() => stackSteps(page)).toBe(1) },
        {
          press: [STEP, 'Enter', 'Enter'],
          also: async (page: Page) => expect.poll(() => stackSteps(page)).toBe(3),
        },
        {
          keys: ['sis-stWarm', 'Space'],
          texts: { [STATUS]: 'the run goes on' },
          also: async (page: Page) => expect(await stackSteps(page)).toBe(3),
        },
        {
          picks: { 'sis-stScene': 1 },
          texts: { [STATUS]: 'started again' },
          // The default pyramid: 5 rows, 15 boxes.
          counts: { [`${STACK} .si-stack svg g rect`]: 15 },
          also: async (page: Page) => expect.poll(() => stackSteps(page)).toBe(0),
        },
      ],
    },
  ],
};

export default links;
