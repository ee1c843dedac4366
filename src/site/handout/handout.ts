// Client side of the handout: numbers plugged in, and every island hydrated (they wait for the
// reader's first interaction, which a printout never gets), so the figures show the query string's
// state.

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** ?errata=0: the handout without the sources' errata, the deck's key for the same choice. */
const ERRATA = 'errata';

/**
 * The version radio follows ?sheet=one|exercises|key (so /teach/ can link to a version), and the
 * errata box ?errata=0; both are written back, keeping the widgets' parameters beside them. The
 * choices themselves are pure CSS (handout.css), so without JavaScript the controls still work.
 */
function syncVersion(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="sheet"]')];
  const asked = new URLSearchParams(window.location.search).get('sheet');
  const chosen = radios.find((r) => r.value === asked && r.value !== 'full');
  if (chosen) chosen.checked = true;
  const errata = document.querySelector<HTMLInputElement>('#handout-errata');
  if (errata && new URLSearchParams(window.location.search).get(ERRATA) === '0') errata.checked = false;
  const write = () => {
    const url = new URL(window.location.href);
    const value = radios.find((r) => r.checked)?.value ?? 'full';
    if (value === 'full') url.searchParams.delete('sheet');
    else url.searchParams.set('sheet', value);
    if (errata?.checked === false) url.searchParams.set(ERRATA, '0');
    else url.searchParams.delete(ERRATA);
    window.history.replaceState(window.history.state, '', url);
  };
  for (const r of [...radios, ...(errata ? [errata] : [])]) r.addEventListener('change', write);
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
