// The notice both friction widgets show when the reader sets μd above μs: the stick-or-slip clamp
// needs μd ≤ μs (not Coulomb's law itself: with μd > μs the clamp can overshoot and reverse a slide),
// so the scenario uses μd = μs and this says so (scenario.ts, dynamicAboveStaticNotice).

import { Contained } from '../../kit/Contained';

// In a box of its own (Contained): while it shows, every scrub step of μs rewrites its numbers, and
// text that changes outside such a box has the browser lay out the whole page at every step.
export function MuNotice({ text }: { text: string | null }) {
  return text ? (
    <Contained>
      <p class="notice degenerate" role="status" data-fr-mu-notice>
        {text}
      </p>
    </Contained>
  ) : null;
}
