// Scrubbing with the keyboard and the number boxes, as a reader does, on a chapter's hydrated page:
// each scrub its chapter declares (tests/e2e/<slug>.scrubs.ts, shapes in tests/e2e/scrubs.ts) moves
// a control and checks that the readouts, the step values, the sentences, the diagrams and the plots
// follow, to numbers the declaration works from an independent statement of the chapter's physics.
// The configurations a chapter's old spec reached through links (a degenerate case, a regime, the
// errata's) are reached here through the controls, in the one visit; only what is about the link
// itself loads a page (tests/e2e/checks/links.ts).
import { expect } from '../support';
import { declaredBy } from '../declared';
import { runScrubs } from '../scrub-walk';
import type { Scrub } from '../scrubs';
import type { Check } from '../walk';

const DECLARED = new Map((await declaredBy<Scrub[]>('scrubs')).map((d) => [d.slug, d.decl]));

export default [
  {
    name: "the chapter's declared scrubs: the readouts, step values, sentences and figures follow each control",
    visits: ['laptop'],
    phase: 'interact',
    // Every chapter declares its scrubs: a chapter without a declaration fails here, by name.
    budget: 120_000,
    async run({ page, chapter }) {
      const scrubs = DECLARED.get(chapter.slug);
      expect(scrubs, `tests/e2e/${chapter.slug}.scrubs.ts declares the chapter's scrubs`).toBeDefined();
      expect(scrubs!.length).toBeGreaterThan(0);
      await runScrubs(page, scrubs!);
    },
  },
] satisfies Check[];
