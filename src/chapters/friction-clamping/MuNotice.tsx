// The notice both friction widgets show when the reader sets μd above μs: Coulomb's model needs
// μd ≤ μs, so the scenario uses μd = μs and this says so (scenario.ts, dynamicAboveStaticNotice).

export function MuNotice({ text }: { text: string | null }) {
  return text ? (
    <p class="notice degenerate" role="status" data-fr-mu-notice>
      {text}
    </p>
  ) : null;
}
