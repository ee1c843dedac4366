// On a laptop and a phone, every control of every widget, scrolled into view, has a figure of its
// widget at least half in view, and no number in a readout table breaks across lines
// (tests/e2e/figure-in-view.ts), on the walk's own loads at their widths. Before anything is touched: the page as a reader who
// scrolls to a control finds it.
import { expectFigureInView } from '../figure-in-view';
import type { Check } from '../walk';

export default [
  {
    name: 'every control, scrolled into view, has a figure of its widget at least half in view, and no readout number breaks across lines',
    visits: ['laptop', 'phone'],
    phase: 'served',
    // Before the first touches (order 90 and 100), which wake the islands.
    order: 50,
    budget: 20_000,
    async run({ page }) {
      await expectFigureInView(page, page.viewportSize()!);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
] satisfies Check[];
