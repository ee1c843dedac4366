// In the presenter's deck, C opens the "Code" disclosures of the slide on screen (the steps' lines of
// the solver, src/site/code/StepCode.astro) and, pressed again, closes them. Its own key handler,
// beside the deck's (deck.ts): the slide on screen is the one whose parts carry .deck-on.
export function startDeckCode(): void {
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'c' && e.key !== 'C')) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest('input, select, textarea, [contenteditable], [role="slider"]')) return;
    const shown = [...document.querySelectorAll<HTMLDetailsElement>('.deck-on details.step-code')];
    if (shown.length === 0) return;
    const open = shown.some((d) => !d.open);
    for (const d of shown) d.open = open;
    e.preventDefault();
  });
}
