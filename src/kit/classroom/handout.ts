// Client side of the handout: numbers plugged in, and every island hydrated (they wait until they are
// scrolled into view, which a printout never does), so the figures show the query string's state.

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

export async function prepareHandout(): Promise<void> {
  const box = document.querySelector<HTMLInputElement>('#plug-in-numbers');
  if (box && !box.checked) {
    // Before the numbers island hydrates, so it writes the values as soon as it does.
    box.checked = true;
    box.dispatchEvent(new Event('change'));
  }
  document.querySelector('[data-handout="print"]')?.addEventListener('click', () => window.print());
  const islands = [...document.querySelectorAll<HTMLElement>('astro-island[client="visible"]')];
  if (islands.length === 0) return;
  const { scrollX, scrollY } = window;
  for (const island of islands) {
    const first = [...island.children].find((c) => c.tagName !== 'TEMPLATE');
    first?.scrollIntoView({ block: 'center' });
    await frame();
  }
  window.scrollTo(scrollX, scrollY);
  document.body.dataset.handoutReady = '';
}
