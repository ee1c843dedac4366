// A number box typed into one key at a time, as a person types: the box never shows a value the
// physics is not using unless it is marked invalid (aria-invalid, a message naming the range, tied
// to the box and announced), and committing an entry the physics cannot use as typed (Enter, or
// leaving the box) puts the value used in the box and says so in a notice, as a bad link does.
// The example is the first chapter's Mass of A (0.1 … 10 kg in steps of 0.1, default 2): its
// collision widget's impulse readout depends on it.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrate, reveal } from './support';
import { values } from './readouts';
import { fmt } from '../../src/lib/format';
import { collisionParams, collisionScenario } from '../../src/chapters/normal-impulse/scenario';

const BOX = 'col-mA-box';
const SLIDER = 'col-mA';
const OUT_OF_RANGE = 'Mass of A must be between 0.1 and 10 kg.';
const NOT_A_NUMBER = 'Mass of A must be a number between 0.1 and 10 kg.';

/** The impulse the collision widget must show when the physics uses this mass of A. */
const impulseAt = (mA: number) => fmt(collisionScenario(values(collisionParams, { mA })).result.j);

interface Shown {
  box: string;
  /** The message beside the box (null: the box is not marked invalid). */
  invalid: string | null;
  /** The mass the physics uses: the slider, the impulse readout and the link all follow it. */
  used: number;
}

async function open(page: Page): Promise<Locator> {
  await page.goto('/normal-impulse/');
  await hydrate(page, 'CollisionWidget');
  const box = await reveal(page, BOX);
  await box.focus();
  await box.press('Control+A');
  return box;
}

async function expectShown(page: Page, box: Locator, { box: text, invalid, used }: Shown, after: string) {
  await expect(box, `box after ${after}`).toHaveValue(text);
  if (invalid === null) {
    await expect(box, `not marked invalid after ${after}`).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box, `no message after ${after}`).toHaveAccessibleDescription('');
  } else {
    await expect(box, `marked invalid after ${after}`).toHaveAttribute('aria-invalid', 'true');
    await expect(box, `message tied to the box after ${after}`).toHaveAccessibleDescription(invalid);
    // Visible beside the box, in a live region so a screen reader hears it as it appears.
    const message = page.locator('#collision [aria-live="polite"]').filter({ hasText: invalid });
    await expect(message, `message on the page after ${after}`).toBeVisible();
  }
  await expect(page.locator(`#${SLIDER}`), `slider after ${after}`).toHaveValue(String(used));
  await expect(page.locator('#collision [data-readout="j"]'), `impulse after ${after}`).toHaveText(
    impulseAt(used),
  );
}

/** The notice line that says what was done with an entry of Mass of A. */
const notice = (page: Page, text: string) =>
  page.locator('#collision').getByRole('status').getByRole('listitem').filter({ hasText: text });

test('typing 50 into a box whose maximum is 10: marked invalid at the 0, clamped to 10 with a notice on Enter', async ({
  page,
}) => {
  const box = await open(page);
  await box.press('5');
  await expectShown(page, box, { box: '5', invalid: null, used: 5 }, '“5”');
  await box.press('0');
  await expectShown(page, box, { box: '50', invalid: OUT_OF_RANGE, used: 5 }, '“50”');
  await expect(page).toHaveURL(/[?&]mA=5(&|$)/);

  await box.press('Enter');
  await expectShown(page, box, { box: '10', invalid: null, used: 10 }, 'Enter');
  await expect(notice(page, 'Mass of A')).toHaveText(
    '“Mass of A” (typed 50) is outside 0.1 … 10 kg; using 10 kg.',
  );
  await expect(page).toHaveURL(/[?&]mA=10(&|$)/);
});

test('an out-of-range entry left by Tab is clamped the same way', async ({ page }) => {
  const box = await open(page);
  await box.press('0');
  await expectShown(page, box, { box: '0', invalid: OUT_OF_RANGE, used: 2 }, '“0”');
  await box.press('Tab');
  await expectShown(page, box, { box: '0.1', invalid: null, used: 0.1 }, 'Tab');
  await expect(notice(page, 'Mass of A')).toHaveText(
    '“Mass of A” (typed 0) is outside 0.1 … 10 kg; using 0.1 kg.',
  );
  await expect(page).toHaveURL(/[?&]mA=0\.1(&|$)/);
});

test('typing 2.5 key by key is used as it is typed and never left marked invalid', async ({ page }) => {
  const box = await open(page);
  await box.press('2');
  await expectShown(page, box, { box: '2', invalid: null, used: 2 }, '“2”');
  await box.press('.');
  await box.press('5');
  await expectShown(page, box, { box: '2.5', invalid: null, used: 2.5 }, '“2.5”');
  await box.press('Enter');
  await expectShown(page, box, { box: '2.5', invalid: null, used: 2.5 }, 'Enter');
  await expect(page.locator('#collision .notice')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]mA=2\.5(&|$)/);
});

test('a value between steps is marked until committed, then the nearest step is used and shown', async ({
  page,
}) => {
  const box = await open(page);
  for (const key of '2.57') await box.press(key);
  await expectShown(
    page,
    box,
    { box: '2.57', invalid: 'Mass of A goes in steps of 0.1 kg; the nearest is 2.6 kg.', used: 2.5 },
    '“2.57”',
  );
  await box.press('Enter');
  await expectShown(page, box, { box: '2.6', invalid: null, used: 2.6 }, 'Enter');
});

test('an empty box or one holding no number keeps the last good value and says so', async ({ page }) => {
  const box = await open(page);
  await box.press('Backspace');
  await expectShown(page, box, { box: '', invalid: NOT_A_NUMBER, used: 2 }, 'emptying it');
  await box.press('-');
  await expectShown(page, box, { box: '', invalid: NOT_A_NUMBER, used: 2 }, '“-”');
  await box.press('Tab');
  await expectShown(page, box, { box: '2', invalid: null, used: 2 }, 'Tab');
  await expect(notice(page, 'Mass of A')).toHaveText('“Mass of A” (typed) is not a number; using 2 kg.');

  // Emptied and left: the same, in its own words.
  await box.focus();
  await box.press('Control+A');
  await box.press('Backspace');
  await box.press('Tab');
  await expectShown(page, box, { box: '2', invalid: null, used: 2 }, 'leaving it empty');
  await expect(notice(page, 'left empty')).toHaveText(
    '“Mass of A” (left empty) is not a number; using 2 kg.',
  );
});
