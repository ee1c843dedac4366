// Client side of the handout: numbers plugged in, and every island hydrated (they wait for the
// reader's first interaction, which a printout never gets), so the figures show the query string's
// state.

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

export async function prepareHandout(): Promise<void> {
  const box = document.querySelector<HTMLInputElement>('#plug-in-numbers');
  if (box && !box.checked) {
    // Before the numbers island hydrates, so it writes the values as soon as it does.
    box.checked = true;
    box.dispatchEvent(new Event('change'));
  }
  document.querySelector('[data-handout="print"]')?.addEventListener('click', () => window.print());
  // Every island: they hydrate on a reader's first interaction (src/kit/client-interact.ts), which
  // a printout never gets. Astro removes an island's `ssr` attribute once it has hydrated.
  document.dispatchEvent(new CustomEvent('impulse:wake', { detail: '*' }));
  // (At most about ten seconds: a printout without its live numbers is still a printout.)
  for (let i = 0; i < 600 && document.querySelector('astro-island[ssr]'); i++) await frame();
  await frame();
  document.body.dataset.handoutReady = '';
}
