// The solver's comments tag each derivation step with the id of its equation on a page
// ("[eq:ni-k]"). Pages own the equations; this test only keeps the ids well-formed, each with the
// step prefix of a chapter there is (src/site/chapters.ts). Whether each names a step that exists is
// checked in tests/unit/site/equation-tags.test.ts, and a chapter's own tests say which of its steps
// the solver must carry.
import { describe, expect, it } from 'vitest';
import { CHAPTERS } from '../../../src/site/chapters';
import { SOLVER_TAGS } from './tags';

describe('equation tags in the solver', () => {
  it("are lower-case ids with a chapter's step prefix", () => {
    expect(SOLVER_TAGS.size, 'tags found in src/solver').toBeGreaterThan(0);
    const form = new RegExp(`^eq:(${CHAPTERS.map((c) => c.prefix).join('|')})-[a-z0-9]+(-[a-z0-9]+)*$`);
    for (const tag of SOLVER_TAGS) expect(tag).toMatch(form);
  });
});
