// Every input on a chapter's page can be reached with Tab, the closed disclosures opened with
// Enter on the way (tests/e2e/tab-walk.ts). The site's other pages: tests/e2e/site-pages.spec.ts.
import { expectEveryInputTabbable } from '../tab-walk';
import type { Check } from '../walk';

export default [
  {
    name: 'every input can be reached with Tab',
    visits: ['laptop'],
    phase: 'hydrated',
    // One key press and one round trip per focusable element (over a hundred on the larger pages).
    budget: 60_000,
    run: ({ page }) => expectEveryInputTabbable(page),
  },
] satisfies Check[];
