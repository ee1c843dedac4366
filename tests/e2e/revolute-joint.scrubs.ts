// The revolute-joint page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts): keyboard
// scrubbing updates K, the ellipse, the diagram and the readouts; the probe direction; a rank-1 K
// reached through the boxes; the swinging chain's links, mode, time, β, the hanging chain and warm
// starting. Numbers from revolute-joint.physics.ts.
import type { Page } from '@playwright/test';
import { expect, fmt, parseShown } from './support';
import { scrub, type Scrub } from './scrubs';
import { expectedJoint, vec } from './revolute-joint.physics';

const K = 'section#rj-k';
const CHAIN = 'section#rj-chain';
const MINUS = '\u2212';

const shown = async (page: Page, name: string) =>
  Number(((await page.locator(`[data-readout="${name}"]`).textContent()) ?? '').replace(MINUS, '-'));

const at = (over: Parameters<typeof expectedJoint>[0]) => expectedJoint(over);

const scrubs: Scrub[] = [
  {
    name: 'ArrowRight on B’s anchor y updates K, the ellipse, the diagram and the readouts to the expected values',
    redraws: [`${K} .rj-ellipse .plot-box`, `${K} svg.diagram`],
    steps: [
      {
        // The defaults: K = [3.27, 1.71; 1.71, 2.98], the impulse (−0.0935, 1.03) and a stopped pin.
        readouts: {
          k11: '3.27',
          k12: '1.71',
          k21: '1.71',
          k22: '2.98',
          l1: fmt(at({}).l1), // 4.841
          l2: fmt(at({}).l2), // 1.409
          j: `(${MINUS}0.0935, 1.03)`,
          vrel: `(${MINUS}1.45, ${MINUS}2.9)`,
          'vrel-after': '(0, 0)',
          meff: fmt(at({}).meffX), // 1/3.27 = 0.3058
        },
        async also(page) {
          // det = 6.8205 sits on a rounding edge of the 4-digit format (6.82 or 6.821), so compare numbers.
          const det = parseShown((await page.locator('[data-readout="det"]').textContent()) ?? '');
          expect(Math.abs(det - at({}).det)).toBeLessThan(1e-3);
          expect(vec(at({}).j)).toBe(`(${MINUS}0.0935, 1.03)`);
        },
      },
      {
        keys: ['rj-rBy', 'ArrowRight'],
        values: { 'rj-rBy': '0.5', 'rj-rBy-box': '0.5' },
        // rBy 0.45 → 0.5: k11 = 1.2 + 0.045 + 10·0.25 = 3.745, k12 = −(0.09 − 2) = 1.91.
        readouts: {
          k11: '3.745',
          k12: '1.91',
          k22: fmt(at({ rBy: 0.5 }).k22),
          det: fmt(at({ rBy: 0.5 }).det),
          l1: fmt(at({ rBy: 0.5 }).l1),
          l2: fmt(at({ rBy: 0.5 }).l2),
          j: vec(at({ rBy: 0.5 }).j),
          vrel: vec(at({ rBy: 0.5 }).vRel),
          'vrel-after': '(0, 0)',
          meff: fmt(at({ rBy: 0.5 }).meffX),
        },
        also: async () => expect(fmt(at({ rBy: 0.5 }).k11)).toBe('3.745'),
      },
      {
        keys: ['rj-rBy', 'End'], // rBy = 1.5
        values: { 'rj-rBy': '1.5' },
        readouts: { k11: fmt(at({ rBy: 1.5 }).k11) }, // 23.745
        texts: { [`${K} .rj-ellipse figcaption`]: fmt(at({ rBy: 1.5 }).l1) },
      },
    ],
  },
  {
    name: 'the probe direction moves the effective mass between 1/κ₁ and 1/κ₂',
    steps: [
      {
        boxes: { 'rj-dirDeg': 90 },
        readouts: {
          meff: fmt(1 / at({}).k22), // along +y: 1/k22 = 0.3356
          'meff-min': fmt(1 / at({}).l1),
          'meff-max': fmt(1 / at({}).l2),
        },
      },
    ],
  },
  {
    name: 'B immovable and A on an axle: K has rank 1, and the sentence says so, never NaN',
    steps: [
      {
        ticks: { 'rj-fixB': true, 'rj-axleA': true },
        texts: { [`${K} [data-rj="singular"]`]: 'rank 1' },
        readouts: { j: '(0, 0)', 'meff-max': '∞' },
        noNaN: true,
      },
    ],
  },
  scrub({
    name: 'more links, a new mode and a new time redraw the chain’s plots, the diagram and the table',
    redraws: [1, 2, 3].map((i) => `:nth-match(${CHAIN} .plot-box, ${i})`),
    before: async () => ({ none: '' }),
    steps: [
      {
        texts: { [`${CHAIN} svg.diagram desc`]: ['3 links', 'mass-weighted'] },
        counts: { [`${CHAIN} .plot-box`]: 3 },
        async also(page, before) {
          before.none = (await page.locator('[data-readout="drift-max-none"]').textContent()) ?? '';
        },
      },
      {
        keys: ['rjc-links', 'ArrowRight'],
        values: { 'rjc-links': '4' },
        texts: { [`${CHAIN} svg.diagram desc`]: '4 links' },
        counts: { [`${CHAIN} svg.diagram line[stroke-width="6"]`]: 4 },
        async also(page, before) {
          await expect(page.locator('[data-readout="drift-max-none"]')).not.toHaveText(before.none);
          // Mass-weighted keeps the gaps far smaller than no correction at all.
          expect(await shown(page, 'drift-max-mass-weighted')).toBeLessThan(
            (await shown(page, 'drift-max-none')) / 10,
          );
        },
      },
      { picks: { 'rjc-mode': 0 }, texts: { [`${CHAIN} svg.diagram desc`]: 'no correction' } },
      { boxes: { 'rjc-tSnap': 1.5 }, texts: { [`${CHAIN} svg.diagram`]: 't = 1.5 s' } },
    ],
  }),
  {
    name: 'β near 1 lifts Baumgarte’s energy above where the chain started',
    steps: [
      { readouts: { 'de-max-baumgarte': '0' } },
      {
        keys: ['rjc-beta', 'End'],
        values: { 'rjc-beta': '1' },
        texts: { [`${CHAIN} .rj-legend`]: 'β = 1' },
        // The runs are computed after the legend changes: the table shows "…" until they are done.
        also: async (page) => expect.poll(() => shown(page, 'de-max-baumgarte')).toBeGreaterThan(0.1),
      },
    ],
  },
  {
    name: 'released hanging straight down, the chain does not swing but still stretches; warm-started joints shrink its drift a hundredfold',
    steps: [
      {
        boxes: { 'rjc-angle0': -90 },
        visible: [`${CHAIN} [data-rj="hanging"]`],
        texts: { [`${CHAIN} [data-rj="hanging"]`]: 'does not swing' },
        readouts: { 'drift-max-none': /^24\.\d mm$|^24\.\d$/ },
        noNaN: true,
      },
      {
        ticks: { 'rjc-warm': true },
        readouts: { 'drift-max-none': /^0\.2\d+/ },
        texts: { [`${CHAIN} [data-rj="hanging"]`]: ['Warm-started', /comes apart by only 0\.2\d+ mm/] },
        url: { warm: '1' },
      },
    ],
  },
];

export default scrubs;
