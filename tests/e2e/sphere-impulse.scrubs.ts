// The sphere-impulse page's scrubs, for tests/e2e/checks/scrubs.ts (shapes in scrubs.ts): keyboard
// scrubbing of the offset updates the plots, both views and the readouts, and the readout table's
// columns hold still; restitution and a contact with no sliding through the controls; the
// spheres-in-a-box widget responds; a readout table scrolled past holds still while the reader
// scrubs and catches up (src/kit/WhileSeen.tsx). Numbers from sphere-impulse.physics.ts.
import type { Page } from '@playwright/test';
import { expect, fmt } from './support';
import { scrub, type Scrub } from './scrubs';
import { expected, signed } from './sphere-impulse.physics';
import { LAG_MS } from '../../src/params/use-params';

const COLLISION = 'section#sp-collision';
const BOX = 'section#sp-box';

/** Where the offset plots draw the current-offset rule, per plot. */
const ruleX = (page: Page) =>
  page
    .locator(`${COLLISION} .plot-box svg`)
    .evaluateAll((svgs) =>
      svgs.map((svg) =>
        Number(svg.querySelector('g[aria-label="rule"][stroke-dasharray] line')?.getAttribute('x1')),
      ),
    );
const comB = (page: Page) =>
  page
    .locator(`${COLLISION} svg[data-view="front"] circle[data-com="B"]`)
    .evaluate((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) }));

// ——— A readout table scrolled past (src/kit/WhileSeen.tsx) ———
// A scrub step does not re-render it, and it shows the current values as soon as the changes pause
// or it comes on screen. This page's readouts are the tall table above the widget's controls: with
// the slider for A's velocity in view at 1280×800, they are above the window.
const TABLE = `${COLLISION} table.sp-readouts`;
const CELL = `${TABLE} [data-readout="vA-before"]`;

interface Scrubbed {
  changes: number;
  text: string | null;
  /** The longest time between two of the scrub's input events, in ms. */
  gap: number;
  /** When the last input event was sent (the page's clock). */
  last: number;
}

/**
 * Steps the slider through `values`, one a frame, as a drag delivers them; returns how many changes
 * the table's content saw meanwhile, its text right after, and the longest gap between two steps.
 * The frames pace the input (a render may happen between steps, as in a drag); they are not waited
 * on for any state.
 */
const scrubVAx = (page: Page, values: number[]) =>
  page.evaluate(
    async ({ values, table, cell }) => {
      const input = document.getElementById('sp-vAx') as HTMLInputElement;
      const t = document.querySelector(table)!;
      let changes = 0;
      const mo = new MutationObserver((records) => (changes += records.length));
      mo.observe(t, { subtree: true, childList: true, characterData: true, attributes: true });
      let gap = 0;
      let last = -1;
      for (const [i, v] of values.entries()) {
        if (i > 0) await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        if (last >= 0) gap = Math.max(gap, now - last);
        last = now;
        input.value = String(v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      changes += mo.takeRecords().length;
      mo.disconnect();
      return { changes, text: document.querySelector(cell)!.textContent, gap, last };
    },
    { values, table: TABLE, cell: CELL },
  ) as Promise<Scrubbed>;

/**
 * A scrub that is one gesture for the table: all its steps closer together than the catch-up delay
 * (LAG_MS). On a machine so loaded that a frame takes longer, the table catches up mid-scrub, as it
 * should, and that scrub shows nothing: wait for the catch-up and scrub again.
 */
async function heldScrub(page: Page, values: number[], lastShown: RegExp) {
  for (let attempt = 0; ; attempt++) {
    const before = await page.locator(CELL).textContent();
    const scrubbed = await scrubVAx(page, values);
    if (scrubbed.gap < LAG_MS || attempt === 4) {
      expect(scrubbed.gap, 'a scrub whose steps are closer than the catch-up delay').toBeLessThan(LAG_MS);
      return { before, ...scrubbed };
    }
    await expect(page.locator(CELL)).toHaveText(lastShown);
    values = values.map((v) => Math.round((v - 0.5) * 10) / 10);
  }
}

const offScreen = (page: Page) =>
  page.locator(TABLE).evaluate((t) => {
    const r = t.getBoundingClientRect();
    return r.bottom < 0 || r.top > innerHeight;
  });

/** The slider for A's velocity in view (its disclosure opened) and focused: the table above the window. */
async function atTheSlider(page: Page) {
  const slider = page.locator('#sp-vAx');
  await slider.evaluate((el) => el.closest('details')!.setAttribute('open', ''));
  await slider.scrollIntoViewIfNeeded();
  await slider.focus();
  expect(await offScreen(page), 'the table is above the window').toBe(true);
}

/**
 * Scrolls the table into view and resolves once the browser has reported it on screen (to an
 * IntersectionObserver of the test's) and its cell shows `shows`: with the times of both since
 * `since` (the page's clock). Without `shows`, once it is reported on screen.
 */
const scrollToTable = (page: Page, since: number, shows?: RegExp) =>
  page.evaluate(
    ({ table, cell, since, shows }) =>
      new Promise<{ seen: number; updated: number }>((resolve) => {
        const t = document.querySelector(table)!;
        const c = document.querySelector(cell)!;
        const want = shows ? new RegExp(shows) : null;
        let seen = -1;
        let updated = -1;
        const done = () => {
          if (seen < 0 || updated < 0) return;
          mo.disconnect();
          io.disconnect();
          resolve({ seen: seen - since, updated: updated - since });
        };
        const check = () => {
          if (updated < 0 && (!want || want.test(c.textContent ?? ''))) updated = performance.now();
          done();
        };
        const mo = new MutationObserver(check);
        mo.observe(t, { subtree: true, childList: true, characterData: true });
        const io = new IntersectionObserver((entries) => {
          if (!entries.at(-1)?.isIntersecting || seen >= 0) return;
          seen = performance.now();
          check();
        });
        io.observe(t);
        check();
        t.scrollIntoView({ block: 'center' });
      }),
    { table: TABLE, cell: CELL, since, shows: shows?.source },
  );

const scrubs: Scrub[] = [
  scrub({
    name: 'Home, then ArrowRight to 0, on the offset slider update the readouts, both views and both plots',
    before: async (page) => ({
      rules: await ruleX(page),
      com: await comB(page),
      top: await page.locator(`${COLLISION} svg[data-view="top"]`).innerHTML(),
    }),
    steps: [
      {
        // The defaults: the variant adds energy to an elastic collision that the normal impulse conserves.
        readouts: {
          'phi-normal': '1.667',
          'phi-variant': fmt(expected().phi),
          'psi-variant': fmt(expected().psi),
          'xi-variant': fmt(expected().xi),
          'ke-before': '3.25',
          'ke-normal': '3.25',
          'ke-variant': '4.12',
          'dke-normal': '0',
          'dke-variant': signed(expected().dTVariant), // +0.8696
        },
        texts: { [`${COLLISION} td[data-c="11"]`]: new RegExp(`^${fmt(expected().C[1]![1]!)}$`) }, // 5.34
        values: { 'sp-off': '0.6' },
        async also() {
          expect(fmt(expected().j)).toBe('1.667');
          expect(fmt(expected().variant.T)).toBe('4.12');
        },
      },
      {
        keys: ['sp-off', 'Home'],
        values: { 'sp-off': '-1', 'sp-off-box': '-1' },
        // Offset −1: the mirrored geometry, where the variant removes energy instead.
        readouts: {
          'psi-variant': fmt(expected({ off: -1 }).psi),
          'ke-variant': fmt(expected({ off: -1 }).variant.T),
          'dke-variant': signed(expected({ off: -1 }).dTVariant),
          'phi-normal': fmt(expected({ off: -1 }).j),
          'ke-normal': '3.25',
        },
        texts: {
          [`${COLLISION} [data-sp-caption="dT-variant"]`]: new RegExp(
            `^${signed(expected({ off: -1 }).dTVariant).replace(/[.+]/g, '\\$&')}$`,
          ),
        },
        async also(page, before) {
          expect(expected({ off: -1 }).dTVariant).toBeLessThan(0);
          // The plots may wait for their chart code (loaded on the first interaction): poll, as for the text.
          await expect
            .poll(async () => (await ruleX(page)).map((x, i) => x < before.rules[i]!), {
              message: 'both plots: the offset marker moves left',
            })
            .toEqual([true, true]);
          expect((await comB(page)).x, 'front view: B’s centre of mass moves to the other side').toBeLessThan(
            before.com.x,
          );
          expect(
            await page.locator(`${COLLISION} svg[data-view="top"]`).innerHTML(),
            'top view redrawn',
          ).not.toBe(before.top);
        },
      },
      {
        // 20 steps of 0.05 back to offset 0: two true spheres, and the methods agree.
        keys: ['sp-off', ...Array<string>(20).fill('ArrowRight')],
        values: { 'sp-off': '0' },
        readouts: {
          'psi-variant': '0',
          'xi-variant': '0',
          'phi-variant': fmt(expected({ off: 0 }).j), // 8/3 = 2.667
          'phi-normal': '2.667',
          'dke-variant': '0',
          'wA-variant': '(0, 0, 0)',
          'wB-variant': '(0, 0, 0)',
        },
        texts: { [`${COLLISION} .widget-summary`]: 'true spheres' },
      },
    ],
  }),
  {
    name: 'the readout table’s columns hold their widths while the offset and azimuth are scrubbed',
    steps: [
      {
        async also(page) {
          const table = page.locator(`${COLLISION} table.sp-readouts`);
          const widths = () =>
            table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
          const shown = () => page.locator('[data-readout="wB-variant"]').textContent();
          const before = await widths();
          const texts = new Set([await shown()]);
          for (const id of ['#sp-off', '#sp-az']) {
            await page.locator(id).focus();
            for (const key of ['Home', 'PageUp', 'PageUp', 'End']) {
              await page.keyboard.press(key);
              texts.add(await shown());
              expect(await widths(), `${id} ${key}`).toEqual(before);
            }
          }
          // The numbers did change: B's spin after the variant took several values, of several lengths.
          expect(texts.size).toBeGreaterThan(4);
          expect(new Set([...texts].map((t) => t?.length)).size).toBeGreaterThan(1);
        },
      },
    ],
  },
  {
    name: 'the restitution slider changes the energy balance as ½(1−e)φ·vₙ + ψ·vₜ predicts',
    steps: [
      {
        keys: ['sp-e', 'Home'],
        values: { 'sp-e': '0' },
        readouts: {
          'dke-variant': signed(expected({ e: 0 }).dTVariant),
          'dke-normal': signed(expected({ e: 0 }).dTNormal),
          'vn-variant': '0',
        },
        async also() {
          const x = expected({ e: 0 });
          expect(x.dTVariant).toBeCloseTo(0.5 * x.phi * x.vn + x.psi * x.vt, 12);
        },
      },
    ],
  },
  {
    name: 'a head-on contact (no sliding) says that t₀ has no direction of its own, never NaN',
    plugIn: true,
    steps: [
      {
        boxes: { 'sp-vBx': 0, 'sp-vBz': 0 },
        texts: {
          [`${COLLISION} .widget-summary`]: 'not sliding',
          '[data-step="eq:sp-t0"] .step-reason': 'not sliding',
        },
        readouts: { 'vt0-variant': '0', 'vt1-variant': '0' },
        finite: true,
        noNaN: true,
      },
    ],
  },
  scrub({
    name: 'the spheres-in-a-box widget responds: switching friction off removes the third run, and a new seed changes the numbers',
    before: async () => ({ spin: '' }),
    steps: [
      {
        counts: { [`:nth-match(${BOX} .plot-box svg, 1) g[aria-label="line"]`]: 3 },
        visible: [`${BOX} [data-readout="box-spin-friction"]`],
        async also(page, before) {
          before.spin = (await page.locator(`${BOX} [data-readout="box-spin-normal"]`).textContent())!;
          // The variant and the normal impulse end with the same spin: it never changes for spheres.
          await expect(page.locator(`${BOX} [data-readout="box-spin-variant"]`)).toHaveText(before.spin);
          const [start, end] = before.spin.split('→').map((t) => t.trim());
          expect(end).toBe(start);
        },
      },
      {
        ticks: { 'box-boxFriction': false },
        counts: {
          [`:nth-match(${BOX} .plot-box svg, 1) g[aria-label="line"]`]: 2,
          [`${BOX} [data-readout="box-spin-friction"]`]: 0,
        },
      },
      {
        keys: ['box-boxSeed', 'ArrowRight'],
        values: { 'box-boxSeed': '2' },
        readouts: { 'box-diff': /^(0|\d(\.\d)?×10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/ },
        also: async (page, before) =>
          expect(page.locator(`${BOX} [data-readout="box-spin-normal"]`)).not.toHaveText(before.spin),
      },
    ],
  }),
  {
    name: 'a readout table scrolled past holds still while the reader scrubs, then catches up; on screen it follows every step',
    steps: [
      {
        async also(page) {
          await atTheSlider(page);
          const held = await heldScrub(page, [0.5, 1, 1.5, 2], /^\(2, /);
          expect(held.changes, 'changes in the table during the scrub').toBe(0);
          expect(held.text).toBe(held.before);
          // The changes paused: the table shows the last value (A's velocity starts with vAx = 2).
          await expect(page.locator(CELL)).toHaveText(/^\(2, /);
          expect(await offScreen(page), 'it caught up off screen').toBe(true);
          expect(await page.locator(CELL).textContent()).not.toBe(held.before);

          // On screen, the same table follows every step: once the browser has reported it seen.
          await scrollToTable(page, 0);
          const live = await scrubVAx(page, [-1, -0.5, 0.3]);
          expect(live.changes, 'changes in the table during the scrub').toBeGreaterThan(0);
          await expect(page.locator(CELL)).toHaveText(/^\(0\.3, /);
        },
      },
    ],
  },
  {
    name: 'a readout table scrolled past shows the current values as soon as it is scrolled to',
    steps: [
      {
        async also(page) {
          for (let attempt = 0; ; attempt++) {
            await atTheSlider(page);
            const held = await heldScrub(page, [-2, -1.5], /^\(−1\.5, /);
            expect(held.changes).toBe(0);
            // Scrolled to before the catch-up delay has passed: the current value, before the
            // catch-up timer (due LAG_MS after the last change at the earliest) could have shown it.
            const shown = await scrollToTable(page, held.last, /^\(−1\.5, /);
            if (shown.seen < LAG_MS || attempt === 4) {
              expect(shown.seen, 'scrolled to within the catch-up delay').toBeLessThan(LAG_MS);
              expect(shown.updated, 'shown before the catch-up delay had passed').toBeLessThan(LAG_MS);
              break;
            }
            // Too slow a machine to tell the two apart this time: back to the defaults, again.
            await page.getByRole('button', { name: 'Reset to defaults' }).first().click();
            await expect(page.locator(CELL)).not.toHaveText(/^\(−1\.5, /);
          }
        },
      },
    ],
  },
];

export default scrubs;
