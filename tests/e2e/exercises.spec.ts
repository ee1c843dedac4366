// The exercises island on every derivation page, running: one visit per chapter wires each kind of
// exercise once. A numeric problem: "New numbers" works on the first tap, made before the island's
// code has arrived, and puts its seed in the URL; the problem shown is that seed's (its answer is the
// model's for it), and a seed in the URL on arrival gives that seed's problem; a wrong answer gets a
// hint linked to a step, the revealed answer is accepted, and progress stays in the browser. A
// prediction: a wrong choice is told so, the right one is accepted.
//
// Elsewhere: without JavaScript the problems and their worked solutions are on the page, the
// default seed's, each solution line and each prediction's widget link landing on the page
// (tests/static/exercises.test.ts); the judging, hints for the usual slips, seeds and tolerances,
// over many seeds (tests/unit/site/exercises.test.ts); the exercises with feedback and solutions
// shown are checked by axe in checks/a11y.ts (light and dark), with the rest of their page.
import type { Locator, Page } from '@playwright/test';
import { test, expect, DERIVATIONS } from './support';
import {
  type AnyNumeric,
  DEFAULT_SEED,
  type Exercise,
  seedKey,
  variant,
} from '../../src/kit/exercises/model';

const prompt = (ex: Locator) => ex.locator('[data-exercise-prompt]');
const card = (page: Page, id: string) => page.locator(`[data-exercise="${id}"]`);

async function revealAnswer(ex: Locator): Promise<string> {
  await ex.getByRole('button', { name: 'Show solution' }).click();
  const answer = await ex.locator('[data-answer]').getAttribute('data-answer');
  expect(answer).not.toBeNull();
  return answer!;
}

/** A seed whose problem differs from the default seed's: a page stuck at the default cannot pass. */
function otherSeed(ex: AnyNumeric): number {
  const base = variant(ex, DEFAULT_SEED).answer;
  for (let seed = 4242; ; seed++) if (variant(ex, seed).answer !== base) return seed;
}

for (const path of DERIVATIONS) {
  test(`${path}: "New numbers" on the first tap, seeds in the URL both ways, a numeric answer and a prediction checked`, async ({
    page,
  }) => {
    const { exercises } = (await import(`../../src/chapters${path}exercises.ts`)) as {
      exercises: readonly Exercise[];
    };
    const numerics = exercises.filter((e): e is AnyNumeric => e.kind === 'numeric');
    const first = numerics[0]!;
    // The problem the link assigns: another numeric exercise's, so that the first one's New numbers
    // does not replace it (a chapter with one numeric exercise gets the link on a second visit).
    const linked = numerics.at(-1)!;
    const linkedSeed = otherSeed(linked);

    // The exercises island's code is held back until after the tap.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route(/\/_astro\/Exercises\.[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(linked === first ? path : `${path}?${seedKey(linked.id)}=${linkedSeed}`);
    const ex = card(page, first.id);
    const before = (await prompt(ex).textContent())!;
    await expect(page.locator('astro-island[ssr]').filter({ has: ex })).toHaveCount(1);
    await ex.getByRole('button', { name: 'New numbers' }).click();
    await expect.poll(() => asked, 'the tap asked for the code').toBe(true);
    await expect(prompt(ex)).toHaveText(before);
    release();
    await expect(prompt(ex)).not.toHaveText(before);
    const seed = Number(new URL(page.url()).searchParams.get(seedKey(first.id)));
    expect(seed, 'the new seed in the URL').toBeGreaterThan(0);
    // The problem shown is the seed's: the link reproduces it.
    const answer = await revealAnswer(ex);
    expect(answer).toBe(String(variant(first, seed).answer));

    // A wrong answer gets a hint and a link to its step; the revealed answer is accepted.
    const box = ex.getByRole('textbox', { name: /answer/ });
    const status = ex.getByRole('status');
    await box.fill('98765');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(status).toContainText('Not right');
    await expect(status).not.toContainText('Correct');
    await expect(status.locator('a[href^="#eq:"]')).toHaveCount(1);
    // Typed key by key as half of Europe writes it, with a decimal comma ("6,87"): the same answer.
    const withComma = answer.includes('.') ? answer.replace('.', ',') : `${answer},0`;
    await box.fill('');
    await box.pressSequentially(withComma);
    await expect(box).toHaveValue(withComma);
    await box.press('Enter');
    await expect(status).toContainText('Correct');
    // The seed's answer may itself read as thousands ("9,776": up to three digits, a comma, three
    // digits): then it is told how it was read; any other comma entry is not.
    if (/^-?[1-9]\d{0,2},\d{3}$/.test(withComma))
      await expect(status).toContainText(`“${withComma}” read as ${answer}`);
    else await expect(status).not.toContainText('read as');
    // Text that is no number is told what the box takes, not judged.
    await box.fill('6,8,7');
    await box.press('Enter');
    await expect(status).toContainText('“6,8,7” is not a number');
    // A comma that could group thousands is read as a decimal, and the reader is told so.
    await box.fill('1,234');
    await box.press('Enter');
    await expect(status).toContainText('“1,234” read as 1.234');
    await box.fill(answer);
    await box.press('Enter');
    await expect(status).toContainText('Correct');
    // Progress stays in this browser.
    expect(await page.evaluate(() => localStorage.getItem('impulse-notebook:exercises'))).toContain(first.id);

    // A prediction: a wrong choice is told so, the right one is accepted.
    const predict = exercises.find((e) => e.kind === 'predict')!;
    const p = card(page, predict.id);
    const correct = Number(await revealAnswer(p));
    expect(correct).toBe(predict.correct + 1);
    const radios = p.getByRole('radio');
    await radios.nth(correct === 1 ? 1 : 0).check();
    await p.getByRole('button', { name: 'Check' }).click();
    await expect(p.getByRole('status')).toContainText('Not right');
    await expect(p.getByRole('status')).not.toContainText('Correct');
    await radios.nth(correct - 1).check();
    await p.getByRole('button', { name: 'Check' }).click();
    await expect(p.getByRole('status')).toContainText('Correct');

    // A seed in the URL on arrival gives that seed's problem.
    if (linked === first) await page.goto(`${path}?${seedKey(linked.id)}=${linkedSeed}`);
    const l = card(page, linked.id);
    await expect(l.locator('.exercise-meta')).toContainText(`Variant ${linkedSeed} `);
    expect(await revealAnswer(l)).toBe(String(variant(linked, linkedSeed).answer));
  });
}
