// Client side of the handout: numbers plugged in, and every island hydrated (they wait for the
// reader's first interaction, which a printout never gets), so the figures show the query string's
// state.

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/**
 * The version radio follows ?sheet=one|exercises|key (so /teach/ can link to a version) and writes
 * it back, keeping the widgets' parameters beside it. The choice itself is pure CSS (handout.css),
 * so without JavaScript the radio still works.
 */
function syncVersion(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="sheet"]')];
  const asked = new URLSearchParams(window.location.search).get('sheet');
  const chosen = radios.find((r) => r.value === asked && r.value !== 'full');
  if (chosen) chosen.checked = true;
  const write = () => {
    const url = new URL(window.location.href);
    const value = radios.find((r) => r.checked)?.value ?? 'full';
    if (value === 'full') url.searchParams.delete('sheet');
    else url.searchParams.set('sheet', value);
    window.history.replaceState(window.history.state, '', url);
  };
  for (const r of radios) r.addEventListener('change', write);
}

export async function prepareHandout(): Promise<void> {
  syncVersion();
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
