// A live simulation's Play works on the first press, before its island's code has arrived (the
// transport is served enabled): the keyboard reaches it, and the press, kept by
// src/kit/client-interact.ts, plays the run once the code is there.
// - Under reduced motion the run starts paused: the press alone makes it play.
// - Otherwise the run starts by itself at hydration and Play has become Pause by the time the press is
//   replayed: the press must not be replayed then (it would pause what the reader asked to play).
// The page's scripts are held back while the key is pressed (tests/e2e/held-scripts.ts), so the press
// lands on the page as served however fast the machine loads the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { blurToTop, DIST, expect } from '../support';
import { holdScripts } from '../held-scripts';
import type { Check } from '../walk';

/** The ids of the chapter's live simulations, from its built page. */
const liveSims = (slug: string): string[] =>
  [
    ...readFileSync(join(DIST, slug, 'index.html'), 'utf8').matchAll(
      /<section\b[^>]*\bid="([\w-]+)"[^>]*\bdata-live-sim\b/g,
    ),
  ].map((m) => m[1]!);

/** Play pressed from the keyboard, reached by Tab, before the island has its code; then the code let in. */
async function pressPlayAsServed(page: Page, id: string): Promise<void> {
  const play = page.locator(`section#${id} button[data-si="play"]`);
  const island = page.locator(`astro-island:has(section#${id})`);
  await play.scrollIntoViewIfNeeded();
  await expect(island, 'as served').toHaveAttribute('ssr');
  const release = await holdScripts(page);
  try {
    // A Tab stop: focus goes back from it and comes to it again (a disabled button is none).
    await play.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(play).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(island, 'the key pressed before the code arrived').toHaveAttribute('ssr');
  } finally {
    await release();
  }
  await expect(island).not.toHaveAttribute('ssr');
}

const steps = async (page: Page, id: string) =>
  Number(await page.locator(`section#${id} [data-readout$="-steps"]`).first().textContent());

export default [
  {
    name: 'Play pressed from the keyboard before the simulation has loaded plays it, under reduced motion too',
    visits: ['laptop'],
    phase: 'served',
    // It wakes the widget's island: after the checks that need the page as served.
    order: 95,
    applies: (chapter) => liveSims(chapter.slug).length > 0,
    async run({ page, chapter }) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        for (const id of liveSims(chapter.slug)) {
          await pressPlayAsServed(page, id);
          // Without the press the run would wait, paused for the reduced motion.
          await expect(page.locator(`section#${id} [data-si="status"]`)).toHaveText(/^Playing\./);
          await expect(page.locator(`section#${id} button[data-si="play"]`)).toHaveText('Pause');
          await expect.poll(() => steps(page, id), { message: 'the run steps' }).toBeGreaterThan(0);
        }
      } finally {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
      }
      await blurToTop(page);
    },
  },
  {
    name: 'Play pressed before the simulation has loaded is not pressed again once the run has started by itself',
    visits: ['laptop'],
    // A fresh load: the page as served again.
    phase: 'links',
    order: -10,
    applies: (chapter) => liveSims(chapter.slug).length > 0,
    async run({ page, path, chapter }) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      for (const id of liveSims(chapter.slug)) {
        await page.goto(path);
        await pressPlayAsServed(page, id);
        // Ten steps take at least four frames of the run's loop (four steps a frame at most, none in
        // its first): by then the kept press has had its turn, two frames after hydration.
        await expect.poll(() => steps(page, id), { message: 'ten steps run' }).toBeGreaterThanOrEqual(10);
        await expect(page.locator(`section#${id} [data-si="status"]`)).toHaveText(/^Playing\./);
        await expect(page.locator(`section#${id} button[data-si="play"]`)).toHaveText('Pause');
      }
    },
  },
] satisfies Check[];
