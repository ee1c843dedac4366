// The first interaction with a widget, before its code has loaded: a reader on a slow connection
// moves a control of the page as served, and the island that hydrates later must take that value up
// (src/kit/client-interact.ts replays it), not reset the control to the defaults it was rendered
// with; and every chart of the widget (drawn by the server until then, and by code fetched only
// then) must follow it.
//
// Every widget of the chapter's manifest, in one visit: the page's scripts are held back while the
// reader presses a key on each widget's first slider, so every touch lands before any island has
// hydrated, however fast the machine (islands of one group wake together, so touching one widget
// after another would otherwise find the second already awake). Each widget's slider moves a
// parameter no other widget's touch moves, so one widget's lost key cannot hide behind another's.
import type { Page } from '@playwright/test';
import { blurToTop, expect, resetEveryWidget } from '../support';
import { holdScripts } from '../held-scripts';
import type { Check } from '../walk';

interface Touch {
  widget: string;
  /** The slider's id, its parameter, the value it showed and the value the key gave it. */
  id: string;
  param: string;
  from: string;
  to: string;
}

/** What each chart of the widget shows: its marks and its markers (a dot or a rule at the current value). */
const chartsOf = (page: Page, widget: string) =>
  page
    .locator(`section#${widget} .plot-box > svg`)
    .evaluateAll((svgs) =>
      svgs.map((svg) =>
        [...svg.querySelectorAll(':scope > :is(g.plot-marks, g.plot-markers)')]
          .map((g) => g.innerHTML)
          .join(''),
      ),
    );

export default [
  {
    name: 'a control touched before its widget has loaded keeps its value, and every chart of the widget follows it',
    visits: ['phone'],
    phase: 'served',
    // It wakes every widget: the last check of the page as served.
    order: 100,
    budget: 30_000,
    async run({ page, chapter }) {
      // Each widget's enabled sliders as served, by parameter; widgets with fewer choices choose first,
      // so that each gets a parameter of its own where the page allows it.
      const sliders = await page.evaluate(
        (anchors) =>
          anchors.map((anchor) => ({
            widget: anchor,
            sliders: [
              ...document.querySelectorAll<HTMLInputElement>(
                `section#${anchor} input[type="range"]:not([disabled])`,
              ),
            ].map((el) => ({ id: el.id, param: el.dataset.param! })),
          })),
        chapter.widgets.map((w) => w.anchor),
      );
      const taken = new Set<string>();
      const chosen = new Map<string, { id: string; param: string }>();
      for (const w of [...sliders].sort((a, b) => a.sliders.length - b.sliders.length)) {
        expect(w.sliders.length, `#${w.widget}: a slider to touch`).toBeGreaterThan(0);
        const s = w.sliders.find((x) => !taken.has(x.param)) ?? w.sliders[0]!;
        taken.add(s.param);
        chosen.set(w.widget, s);
      }

      const before = new Map<string, string[]>();
      for (const w of chapter.widgets) before.set(w.anchor, await chartsOf(page, w.anchor));

      // Hold the islands' code back until every touch is made.
      const release = await holdScripts(page);
      const touches: Touch[] = [];
      try {
        for (const w of chapter.widgets) {
          const { id, param } = chosen.get(w.anchor)!;
          const slider = page.locator(`#${id}`);
          const from = await slider.inputValue();
          const max = await slider.getAttribute('max');
          await slider.focus();
          // A step up, or down from the top of the range.
          await page.keyboard.press(from === max ? 'ArrowLeft' : 'ArrowRight');
          await expect(slider, `#${id} moved by the key`).not.toHaveValue(from);
          touches.push({ widget: w.anchor, id, param, from, to: await slider.inputValue() });
        }
        // Every touch landed on the page as served: no widget's island has hydrated yet.
        expect(
          await page.locator('astro-island[ssr]:has(section.widget)').count(),
          'widgets still as served after every touch',
        ).toBe(chapter.widgets.length);
      } finally {
        await release();
      }

      await expect(
        page.locator('astro-island[ssr]:has(section.widget)'),
        'every widget hydrated',
      ).toHaveCount(0, {
        timeout: 15_000,
      });
      for (const t of touches) {
        // The key press was not lost to hydration: the control, and the state (the link), have it.
        await expect(page.locator(`#${t.id}`), `#${t.id} after hydration`).toHaveValue(t.to);
        await expect
          .poll(() => new URL(page.url()).searchParams.get(t.param), `${t.param} in the link`)
          .toBe(t.to);
        const was = before.get(t.widget)!;
        if (was.length === 0) continue;
        expect(
          was.every((html) => html.length > 0),
          `#${t.widget}: every chart has marks as served`,
        ).toBe(true);
        await expect
          .poll(async () => (await chartsOf(page, t.widget)).filter((html, i) => html === was[i]).length, {
            message: `#${t.widget}: charts not redrawn`,
            // The charts' drawing code is fetched on the first interaction.
            timeout: 15_000,
          })
          .toBe(0);
        await expect(page.locator(`section#${t.widget} .plot-box > svg`)).toHaveCount(was.length);
      }
      // The defaults back, as a reader gets them, for the checks after this one; focus and scroll too.
      await resetEveryWidget(page);
      await expect.poll(() => new URL(page.url()).search, 'the link back at the defaults').toBe('');
      for (const t of touches) await expect(page.locator(`#${t.id}`)).toHaveValue(t.from);
      await blurToTop(page);
    },
  },
] satisfies Check[];
