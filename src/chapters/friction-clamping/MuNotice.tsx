// The notice both friction widgets show when the reader sets μd above μs: the stick-or-slip clamp
// needs μd ≤ μs (not Coulomb's law itself: with μd > μs the clamp can overshoot and reverse a slide),
// so the scenario uses μd = μs and this says so (scenario.ts, dynamicAboveStaticNotice).

export function MuNotice({ text }: { text: string | null }) {
  return text ? (
    <p class="notice degenerate" role="status" data-fr-mu-notice>
      {text}
    </p>
  ) : null;
}
