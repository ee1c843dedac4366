// A live simulation's contract (a widget that steps its run frame by frame), for a chapter's
// scrubs: it plays on screen; pause, step and play work from the keyboard, and one step moves the
// drawing; nothing runs while paused, off screen or in a hidden tab, and the run goes on after. What
// differs between widgets (where it is, which readouts count its steps, what a step moves in its
// drawing) is the LiveSimUnderTest a chapter gives.
import type { Page } from '@playwright/test';
import { expect, fmt } from './support';
import { watchFrames } from './scrubs';

export interface LiveSimUnderTest<D> {
  /** The widget's section ('section#si-stack'). */
  section: string;
  /** Its readouts' prefix: `${readout}-steps` and `${readout}-time`. */
  readout: string;
  /** The figure scrolled into view to run it (inside the section). */
  figure: string;
  /** What a frame changes in the drawing (a transform, or one per panel). */
  drawing: (page: Page) => Promise<D>;
  /** That one step moved the drawing from `before` to `after`. */
  moved: (before: D, after: D) => void;
  /** Where the page is scrolled to take the widget off screen (the end farther from it). */
  away: 'top' | 'bottom';
}

export interface LiveSimChecks {
  steps: (page: Page) => Promise<number>;
  /** The widget, on screen, runs twenty steps more at whatever its controls now hold. */
  runsTwentySteps: (page: Page) => Promise<void>;
  playPauseStep: (page: Page) => Promise<void>;
  holdsOffScreenAndHidden: (page: Page) => Promise<void>;
}

export function liveSimChecks<D>(w: LiveSimUnderTest<D>): LiveSimChecks {
  const steps = async (page: Page) =>
    Number(await page.locator(`${w.section} [data-readout="${w.readout}-steps"]`).textContent());
  const button = (page: Page, which: 'play' | 'step') =>
    page.locator(`${w.section} button[data-si="${which}"]`);
  const status = (page: Page) => page.locator(`${w.section} [data-si="status"]`);
  /**
   * The widget on screen, where it runs. In one step in the page: a new scene draws the figure anew
   * (a new element), which a locator could find and then lose before scrolling to it.
   */
  const toWidget = (page: Page) =>
    page.evaluate(
      (s) => document.querySelector(s)!.scrollIntoView({ block: 'center' }),
      `${w.section} ${w.figure}`,
    );

  /**
   * Until the run has stopped: a few frames with no step. The status says so on the render that
   * stops it; the loop itself ends in that render's effect, a frame or so later.
   */
  async function untilStopped(page: Page): Promise<number> {
    await expect
      .poll(
        async () => {
          const from = await steps(page);
          await watchFrames(page, 4);
          return (await steps(page)) - from;
        },
        { message: 'the run stops' },
      )
      .toBe(0);
    return steps(page);
  }

  /**
   * The status says why the run stopped (`why`); once it has stopped, no step is taken while the
   * frames go on. Returns the steps it stopped at.
   */
  async function staysStopped(page: Page, why: string, where = why): Promise<number> {
    await expect(status(page)).toContainText(why);
    const stopped = await untilStopped(page);
    await watchFrames(page);
    expect(await steps(page), `no steps ${where}`).toBe(stopped);
    return stopped;
  }

  async function runsTwentySteps(page: Page): Promise<void> {
    await toWidget(page);
    const from = await steps(page);
    await expect.poll(() => steps(page), { message: 'twenty steps run' }).toBeGreaterThan(from + 20);
  }

  async function playPauseStep(page: Page): Promise<void> {
    await toWidget(page);
    await expect(status(page)).toHaveText(/^Playing\./);
    const start = await steps(page);
    await expect.poll(() => steps(page)).toBeGreaterThan(start + 5);

    await button(page, 'play').focus();
    await page.keyboard.press('Enter');
    await expect(button(page, 'play')).toHaveText('Play');
    await expect(status(page)).toHaveText(/^Paused\./);
    const paused = await untilStopped(page);
    const pausedDrawing = await w.drawing(page);
    await watchFrames(page);
    expect(await steps(page), 'no steps while paused').toBe(paused);
    const still: unknown = await w.drawing(page);
    expect(still, 'the drawing still while paused').toEqual(pausedDrawing);

    await button(page, 'step').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => steps(page)).toBe(paused + 1);
    w.moved(pausedDrawing, await w.drawing(page));
    await expect(page.locator(`${w.section} [data-readout="${w.readout}-time"]`)).toHaveText(
      `${fmt((paused + 1) / 60, 4)} s`,
    );

    await button(page, 'play').focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Playing\./);
    await expect.poll(() => steps(page)).toBeGreaterThan(paused + 5);
    await expect(button(page, 'step')).toBeDisabled();
  }

  async function holdsOffScreenAndHidden(page: Page): Promise<void> {
    await toWidget(page);
    const start = await steps(page);
    await expect.poll(() => steps(page)).toBeGreaterThan(start + 3);

    await page.evaluate(
      (top) => window.scrollTo(0, top ? 0 : document.documentElement.scrollHeight),
      w.away === 'top',
    );
    const away = await staysStopped(page, 'off screen');
    await toWidget(page);
    await expect.poll(() => steps(page)).toBeGreaterThan(away);

    const visibility = (state: 'hidden' | null) =>
      page.evaluate((state) => {
        if (state)
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        // The page's own property gone, the document's real state again.
        else delete (document as unknown as { visibilityState?: string }).visibilityState;
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    const hidden = await staysStopped(page, 'tab is hidden', 'in a hidden tab');
    await visibility(null);
    await expect.poll(() => steps(page)).toBeGreaterThan(hidden);
  }

  return { steps, runsTwentySteps, playPauseStep, holdsOffScreenAndHidden };
}
