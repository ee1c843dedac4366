// A number box typed into one key at a time, as a person types: the box never shows a value the
// physics is not using unless it is marked invalid (aria-invalid, a message naming the range, tied
// to the box and announced), and committing an entry the physics cannot use as typed (Enter, or
// leaving the box) puts the value used in the box and says so in a notice, as a bad link does. A
// decimal comma is a decimal point, and a comma that could group thousands is read so and said.
//
// The example is the first chapter in teaching order with a number parameter these entries fit (a
// digit in range whose tenfold is above it, 0 below it, a value with one decimal on its steps and
// one with two between them), in a widget whose readouts it declares (tests/unit/widgets/<slug>.readouts.ts):
// today the first chapter's Mass of A (0.1 … 10 kg in steps of 0.1, default 2). The value the physics
// uses is read off the slider, the link and every readout of the widget, computed by the declaration.
import type { Locator } from '@playwright/test';
import { test, expect, loadChapters, TEACHING_ORDER, resetEveryWidget } from '../support';
import { parseHTML } from 'linkedom';
import { readoutDeclarations } from '../../unit/widgets/declared';
import { readReadouts, type WidgetDecl } from '../../unit/widgets/readouts';
import type { NumberParam } from '../../../src/params/spec';
import type { Check } from '../walk';

/** The entries typed, worked out from the parameter's declaration. */
interface Entries {
  /** A digit in range (typed first: used as typed) whose tenfold is above the maximum. */
  digit: string;
  /** An integer in range, on the steps (the default where that is one). */
  whole: number;
  /** `whole`.5, on the steps. */
  half: string;
  /** `whole`.57, between two steps, and the step nearest it. */
  between: string;
  nearest: number;
}

const onStep = (p: NumberParam, x: number) =>
  Math.abs(Math.round((x - p.min) / p.step) * p.step + p.min - x) < 1e-9;
const inRange = (p: NumberParam, x: number) => x >= p.min && x <= p.max;

/** The entries for this parameter, or null if they do not fit it. */
function entriesFor(p: NumberParam): Entries | null {
  if (p.choices || !(p.min > 0)) return null; // "0" must be below the range
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => inRange(p, d) && onStep(p, d) && d * 10 > p.max);
  const mid = (p.min + p.max) / 2;
  const digit = digits.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid))[0];
  const wholes = [Math.floor(p.default), ...digits].filter(
    (i) => inRange(p, i) && onStep(p, i) && inRange(p, i + 0.5) && onStep(p, i + 0.5),
  );
  const whole = wholes.find((i) => inRange(p, i + 0.57) && !onStep(p, i + 0.57));
  if (digit === undefined || whole === undefined) return null;
  const nearest = Number((p.min + Math.round((whole + 0.57 - p.min) / p.step) * p.step).toFixed(9));
  return { digit: String(digit), whole, half: `${whole}.5`, between: `${whole}.57`, nearest };
}

/** The example: a chapter, its parameter and the widget whose box is typed into. */
const EXAMPLE = await (async () => {
  const chapters = await loadChapters();
  const decls = new Map((await readoutDeclarations()).map((d) => [d.slug, d.decl]));
  for (const slug of TEACHING_ORDER) {
    const c = chapters.find((x) => x.slug === slug);
    const decl = decls.get(slug);
    if (!c || !decl) continue;
    for (const p of c.params.flat()) {
      if (p.kind !== 'number') continue;
      const entries = entriesFor(p);
      if (entries) return { slug, p, entries, widgets: decl.widgets };
    }
  }
  throw new Error('no chapter has a number parameter the number-box entries fit');
})();

interface Shown {
  box: string;
  /** The message beside the box (null: the box is not marked invalid). */
  invalid: string | null;
  /** The value the physics uses: the slider, the readouts and the link all follow it. */
  used: number;
}

const notice = (section: Locator, text: string) =>
  section.getByRole('status').getByRole('listitem').filter({ hasText: text });

export default [
  {
    name: 'a number box typed into key by key: marked while the entry cannot be used, the value used and a notice on commit',
    visits: ['laptop'],
    phase: 'interact',
    applies: (c) => c.slug === EXAMPLE.slug,
    budget: 30_000,
    async run({ page }) {
      const { p, entries: e } = EXAMPLE;
      const unit = p.unit ? ` ${p.unit}` : '';
      const OUT_OF_RANGE = `${p.label} must be between ${p.min} and ${p.max}${unit}.`;
      const NOT_A_NUMBER = `${p.label} must be a number between ${p.min} and ${p.max}${unit}.`;
      // The widget holding the parameter's box (the first, if several show it), and its declaration.
      const boxId = await page
        .locator(`section.widget input[role="spinbutton"][data-param="${p.name}"]`)
        .first()
        .getAttribute('id');
      const widgetId = await page.locator(`#${boxId}`).evaluate((el) => el.closest('section.widget')!.id);
      const widget: WidgetDecl | undefined = EXAMPLE.widgets.find((w) => w.id === widgetId);
      expect(
        widget,
        `#${widgetId}'s readouts declared in tests/unit/widgets/${EXAMPLE.slug}.readouts.ts`,
      ).toBeDefined();
      const section = page.locator(`section#${widgetId}`);
      const box = page.locator(`#${boxId}`);
      const slider = section.locator(`input[type="range"][data-param="${p.name}"]`);

      async function expectShown({ box: text, invalid, used }: Shown, after: string) {
        await expect(box, `box after ${after}`).toHaveValue(text);
        if (invalid === null) {
          await expect(box, `not marked invalid after ${after}`).not.toHaveAttribute('aria-invalid', 'true');
          await expect(box, `no message after ${after}`).toHaveAccessibleDescription('');
        } else {
          await expect(box, `marked invalid after ${after}`).toHaveAttribute('aria-invalid', 'true');
          await expect(box, `message tied to the box after ${after}`).toHaveAccessibleDescription(invalid);
          // Visible beside the box, in a live region so a screen reader hears it as it appears.
          const message = section.locator('[aria-live="polite"]').filter({ hasText: invalid });
          await expect(message, `message on the page after ${after}`).toBeVisible();
        }
        await expect(slider, `slider after ${after}`).toHaveValue(String(used));
        const want = widget!.expected({ [p.name]: used }).readouts;
        // The widget's readouts as the page shows them, read by the declarations' own reader.
        const shownReadouts = async () =>
          readReadouts(
            parseHTML(`<section>${await section.innerHTML()}</section>`).document.querySelector('section')!,
          );
        await expect.poll(shownReadouts, `readouts after ${after}`).toEqual(want);
      }

      const inUrl = (v: number) => new RegExp(`[?&]${p.name}=${String(v).replace('.', '\\.')}(&|$)`);

      let opened = false;
      /** From the defaults, the box focused and its text selected, as before typing over it. */
      async function fresh(): Promise<void> {
        await resetEveryWidget(page);
        await expect.poll(() => new URL(page.url()).search, 'the link at the defaults').toBe('');
        const summary = page.locator(`details:not([open]):has(#${boxId}) > summary`);
        if (await summary.count()) {
          await summary.first().click();
          opened = true;
        }
        await box.focus();
        await box.press('Control+A');
      }

      await test.step('typing past the maximum: marked invalid at the key that passes it, clamped with a notice on Enter', async () => {
        await fresh();
        const d = Number(e.digit);
        await box.press(e.digit);
        await expectShown({ box: e.digit, invalid: null, used: d }, `“${e.digit}”`);
        await box.press('0');
        await expectShown({ box: `${e.digit}0`, invalid: OUT_OF_RANGE, used: d }, `“${e.digit}0”`);
        await expect(page).toHaveURL(inUrl(d));
        await box.press('Enter');
        await expectShown({ box: String(p.max), invalid: null, used: p.max }, 'Enter');
        await expect(notice(section, p.label)).toHaveText(
          `“${p.label}” (typed ${e.digit}0) is outside ${p.min} … ${p.max}${unit}; using ${p.max}${unit}.`,
        );
        await expect(page).toHaveURL(inUrl(p.max));
      });

      await test.step('an out-of-range entry left by Tab is clamped the same way', async () => {
        await fresh();
        await box.press('0');
        await expectShown({ box: '0', invalid: OUT_OF_RANGE, used: p.default }, '“0”');
        await box.press('Tab');
        await expectShown({ box: String(p.min), invalid: null, used: p.min }, 'Tab');
        await expect(notice(section, p.label)).toHaveText(
          `“${p.label}” (typed 0) is outside ${p.min} … ${p.max}${unit}; using ${p.min}${unit}.`,
        );
        await expect(page).toHaveURL(inUrl(p.min));
      });

      await test.step('a value typed key by key is used as it is typed and never left marked invalid', async () => {
        await fresh();
        const whole = String(e.whole);
        const half = e.half;
        for (const key of whole) await box.press(key);
        await expectShown({ box: whole, invalid: null, used: e.whole }, `“${whole}”`);
        await box.press('.');
        await box.press('5');
        await expectShown({ box: half, invalid: null, used: Number(half) }, `“${half}”`);
        await box.press('Enter');
        await expectShown({ box: half, invalid: null, used: Number(half) }, 'Enter');
        await expect(section.locator('.notice')).toHaveCount(0);
        await expect(page).toHaveURL(inUrl(Number(half)));
      });

      await test.step('a decimal comma is a decimal point; a comma that could group thousands is read so and said', async () => {
        await fresh();
        const whole = String(e.whole);
        const half = e.half.replace('.', ',');
        for (const key of half) await box.press(key);
        await expectShown({ box: half, invalid: null, used: Number(e.half) }, `“${half}”`);
        await box.press('Enter');
        await expectShown({ box: e.half, invalid: null, used: Number(e.half) }, 'Enter');
        await expect(section.locator('.notice')).toHaveCount(0);
        // "2,500": 2.5 to one reader, 2500 to another. Read as the first, not marked, but said
        // beside the box and tied to it.
        await fresh();
        const grouped = `${whole},500`;
        for (const key of grouped) await box.press(key);
        const readAs = `“${grouped}” read as ${whole}.500 (the comma as a decimal mark).`;
        await expect(box).not.toHaveAttribute('aria-invalid', 'true');
        await expect(box).toHaveAccessibleDescription(readAs);
        await expect(section.locator('[aria-live="polite"]').filter({ hasText: readAs })).toBeVisible();
        await expect(slider).toHaveValue(e.half);
        await box.press('Enter');
        await expectShown({ box: e.half, invalid: null, used: Number(e.half) }, 'Enter');
      });

      await test.step('a value between steps is marked until committed, then the nearest step is used and shown', async () => {
        await fresh();
        for (const key of e.between) await box.press(key);
        await expectShown(
          {
            box: e.between,
            invalid: `${p.label} goes in steps of ${p.step}${unit}; the nearest is ${e.nearest}${unit}.`,
            used: Number(e.half),
          },
          `“${e.between}”`,
        );
        await box.press('Enter');
        await expectShown({ box: String(e.nearest), invalid: null, used: e.nearest }, 'Enter');
      });

      await test.step('an empty box or one holding no number keeps the last good value and says so', async () => {
        await fresh();
        const d = p.default;
        await box.press('Backspace');
        await expectShown({ box: '', invalid: NOT_A_NUMBER, used: d }, 'emptying it');
        await box.press('-');
        await expectShown({ box: '-', invalid: NOT_A_NUMBER, used: d }, '“-”');
        await box.press('Tab');
        await expectShown({ box: String(d), invalid: null, used: d }, 'Tab');
        await expect(notice(section, p.label)).toHaveText(
          `“${p.label}” (typed -) is not a number; using ${d}${unit}.`,
        );
        // Emptied and left: the same, in its own words.
        await box.focus();
        await box.press('Control+A');
        await box.press('Backspace');
        await box.press('Tab');
        await expectShown({ box: String(d), invalid: null, used: d }, 'leaving it empty');
        await expect(notice(section, 'left empty')).toHaveText(
          `“${p.label}” (left empty) is not a number; using ${d}${unit}.`,
        );
      });
      // The disclosure opened here (if the box was tucked away) closed again, and the focus given up.
      if (opened) await page.locator(`details[open]:has(#${boxId}) > summary`).first().click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
] satisfies Check[];
