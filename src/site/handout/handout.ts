// Client side of the handout: numbers plugged in, and every island hydrated (they wait for the
// reader's first interaction, which a printout never gets), so the figures show the query string's
// state.
import { chooseIds } from '../classroom/chosen';

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** ?errata=0: the handout without the sources' errata, the deck's key for the same choice. */
const ERRATA = 'errata';

/** ?rotation=0: only the exercises that need no rotation. */
const ROTATION = 'rotation';
/** ?ex=<id>,<id>: only these exercises, on the sheet and in the key. */
const CHOSEN = 'ex';

/**
 * The exercises ?ex= names, of those on the page: the ids to keep (in the page's order; null, all of
 * them, when it names none or none that is here) and the message that says what was not found.
 */
export function chooseExercises(
  asked: string | null,
  ids: readonly string[],
): { keep: readonly string[] | null; message: string | null } {
  const { keep, unknown } = chooseIds(asked, ids);
  if (unknown.length === 0) return { keep, message: null };
  const list = unknown.map((id) => `“${id}”`).join(', ');
  const known = `This page’s exercises are ${ids.join(', ')}.`;
  return keep === null
    ? {
        keep: null,
        message: `?ex= names no exercise of this page (${list}), so the sheet has all of them. ${known}`,
      }
    : {
        keep,
        message: `?ex=: no exercise ${list} on this page; the sheet has the ${keep.length} it names that are. ${known}`,
      };
}

/** ?ex=: the exercises not named are marked hidden, on the sheet and in the key; a name not found is said. */
function chooseFromQuery(): void {
  const problems = [...document.querySelectorAll<HTMLElement>('.handout-problems > li[data-exercise]')];
  const { keep, message } = chooseExercises(
    new URLSearchParams(window.location.search).get(CHOSEN),
    problems.map((li) => li.dataset.exercise!),
  );
  if (keep)
    for (const li of document.querySelectorAll<HTMLElement>('li[data-exercise], li[data-key]'))
      li.hidden = !keep.includes(li.dataset.exercise ?? li.dataset.key!);
  const note = document.querySelector<HTMLElement>('[data-handout-chosen]');
  if (note && message) {
    note.textContent = message;
    note.hidden = false;
  }
}

/**
 * The version radio follows ?sheet=one|exercises|key (so /teach/ can link to a version), the errata
 * box ?errata=0 and the no-rotation box ?rotation=0; each is written back, keeping the widgets'
 * parameters beside them. The choices themselves are pure CSS (handout.css), so without JavaScript
 * the controls still work.
 */
function syncVersion(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="sheet"]')];
  const asked = new URLSearchParams(window.location.search).get('sheet');
  const chosen = radios.find((r) => r.value === asked && r.value !== 'full');
  if (chosen) chosen.checked = true;
  const errata = document.querySelector<HTMLInputElement>('#handout-errata');
  if (errata && new URLSearchParams(window.location.search).get(ERRATA) === '0') errata.checked = false;
  const rotation = document.querySelector<HTMLInputElement>('#handout-no-rotation');
  if (rotation && new URLSearchParams(window.location.search).get(ROTATION) === '0') rotation.checked = true;
  const write = () => {
    const url = new URL(window.location.href);
    const value = radios.find((r) => r.checked)?.value ?? 'full';
    if (value === 'full') url.searchParams.delete('sheet');
    else url.searchParams.set('sheet', value);
    if (errata?.checked === false) url.searchParams.set(ERRATA, '0');
    else url.searchParams.delete(ERRATA);
    if (rotation?.checked) url.searchParams.set(ROTATION, '0');
    else url.searchParams.delete(ROTATION);
    window.history.replaceState(window.history.state, '', url);
  };
  for (const r of [...radios, ...(errata ? [errata] : []), ...(rotation ? [rotation] : [])])
    r.addEventListener('change', write);
}

export async function prepareHandout(): Promise<void> {
  syncVersion();
  chooseFromQuery();
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
