// The page's scripts held back, for a check of what a reader does before an island's code has
// arrived (tests/e2e/checks/first-touch.ts, drag-handles.ts): every script the page asks for from
// now on waits until the check releases them, so the reader's touches land on the page as served
// however fast the machine loads the code (a race the check would otherwise win or lose by chance).
import type { Page, Route } from '@playwright/test';

/** Hold every script request of the page from now on; the function returned lets them all go. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const pending = new Set<Promise<void>>();
  const hold = async (route: Route) => {
    const continued = released.then(() => route.continue());
    pending.add(continued);
    await continued;
    pending.delete(continued);
  };
  await page.route('**/*.js', hold);
  return async () => {
    release();
    await Promise.all(pending);
    await page.unroute('**/*.js', hold);
  };
}
