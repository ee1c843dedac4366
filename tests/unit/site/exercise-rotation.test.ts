// Which exercises need rotation (each chapter's exercises.ts declares `rotation: false` on those that do
// not), and the handout's ?ex= choice. The no-rotation handout prints the declared ones, so a
// declaration is checked against what the exercise gives the student and against the chapter's own
// lesson without rotation.
import { describe, expect, it } from 'vitest';
import { CHAPTERS } from '../../../src/site/chapters';
import { needsRotation, variant } from '../../../src/kit/exercises/model';
import { chooseExercises } from '../../../src/site/handout/handout';

/** A moment of inertia given (I_A, kg·m²) or a cross product (r × n): rotation, in a student's words. */
const ROTATION_WORDS = /\bI_|kg·m²|×/;

describe.each(CHAPTERS.map((c) => [c.slug, c] as const))('%s: exercises without rotation', (_, c) => {
  it('every vote and exercise of the lesson without rotation is one', () => {
    const plan = 'plan' in c.teaching.noRotation ? c.teaching.noRotation.plan : [];
    const named = plan.flatMap((s) =>
      s.kind === 'vote' ? [s.predict] : s.kind === 'exercise' ? [s.exercise] : [],
    );
    const rotating = named.filter((id) => needsRotation(c.exercises.find((e) => e.id === id)!));
    expect(rotating, 'named by the plan without rotation, but need it').toEqual([]);
  });

  it('gives, asks and answers with no moment of inertia and no cross product', () => {
    for (const ex of c.exercises.filter((e) => !needsRotation(e))) {
      const words =
        ex.kind === 'predict'
          ? [ex.question, ...ex.choices, ex.why]
          : [1, 2, 3, 17, 123].map((seed) => variant(ex, seed).prompt).concat(ex.asked, ex.hint);
      for (const w of words) expect(w, ex.id).not.toMatch(ROTATION_WORDS);
    }
  });
});

describe('?ex= on a handout', () => {
  const ids = ['a-1', 'a-2', 'a-3'];
  it('keeps the exercises it names, in the page’s order', () => {
    expect(chooseExercises('a-3, a-1', ids)).toEqual({ keep: ['a-1', 'a-3'], message: null });
  });
  it('keeps them all when it names none, and says nothing', () => {
    expect(chooseExercises(null, ids)).toEqual({ keep: null, message: null });
    expect(chooseExercises(' , ', ids)).toEqual({ keep: null, message: null });
  });
  it('says which names it does not know, and what the page has', () => {
    const some = chooseExercises('a-2,zz', ids);
    expect(some.keep).toEqual(['a-2']);
    expect(some.message).toMatch(/no exercise “zz” on this page; the sheet has the 1 it names/);
    expect(some.message).toContain('a-1, a-2, a-3');
    // Not an empty sheet: none known, all printed, and said.
    const none = chooseExercises('zz,yy', ids);
    expect(none.keep).toBeNull();
    expect(none.message).toMatch(
      /names no exercise of this page \(“zz”, “yy”\), so the sheet has all of them/,
    );
  });
});
