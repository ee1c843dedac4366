// Every chapter's teaching data (src/chapters/<slug>/teaching.ts) against its page: every part is
// there, the plans take the minutes they claim, and every id it names is on the page as /teach/
// links it (src/site/teaching.ts), so a renamed step or widget fails here, not on the teacher's page.
import { describe, expect, it } from 'vitest';
import { CHAPTERS, chapterOfPrefix, chapterOfStep, type Chapter } from '../../../src/site/chapters';
import { SLUGS } from '../../../scripts/content-slugs.mjs';
import { body, headings, mdx, resolve } from './teaching-support';
import { LESSON_MINUTES, PREREQUISITES } from '../../../src/kit/teaching';
import type { PredictExercise } from '../../../src/kit/exercises/model';
import { configSearch } from '../../../src/params/url';

const total = (plan: readonly { minutes: number }[]) => plan.reduce((s, x) => s + x.minutes, 0);

/** Ids on the page's HTML: steps, widgets' sections and exercises' cards. */
function onPage(c: Chapter): Set<string> {
  const src = mdx(c.slug);
  const ids = new Set<string>();
  for (const m of src.matchAll(/<Step id="([^"]+)"/g)) ids.add(m[1]!);
  for (const m of src.matchAll(/<Widgets widget="([^"]+)"/g)) {
    const w = c.widgets.find((x) => x.key === m[1]);
    if (w) ids.add(w.anchor);
  }
  if (/<Exercises /.test(src)) for (const e of c.exercises) ids.add(`ex-${e.id}`);
  return ids;
}
/**
 * A step one chapter names of another: on a page of the site, unless the site has no chapter with
 * its prefix (the chapter removed, when /teach/ leaves it out).
 */
function expectStepOrAbsent(id: string): void {
  expect(id, 'a step id').toMatch(/^eq:[a-z\d]+-[\w-]+$/);
  if (chapterOfPrefix(id)) expect(chapterOfStep(id), `${id} on a page`).toBeDefined();
}

const fragment = (href: string) => decodeURIComponent(new URL(href, 'https://x.test').hash.slice(1));

describe('the teaching data', () => {
  it('is there for every page of the site', () => {
    expect(CHAPTERS.map((c) => c.slug).sort()).toEqual([...SLUGS].sort());
    expect(CHAPTERS.length).toBeGreaterThan(0);
  });

  for (const c of CHAPTERS) {
    describe(c.slug, () => {
      const t = c.teaching;

      it('has 3 to 5 objectives, each starting with a verb whose outcome can be checked', () => {
        expect(t.objectives.length).toBeGreaterThanOrEqual(3);
        expect(t.objectives.length).toBeLessThanOrEqual(5);
        for (const o of t.objectives) {
          const verb = o.split(/\s/)[0]!;
          expect(['Understand', 'Know', 'Learn', 'Appreciate', 'See', 'Be']).not.toContain(verb);
          expect(verb, o).toMatch(/^[A-Z][a-z]+$/);
        }
      });

      it('lists prerequisites from the shared vocabulary, and only chapters taught before it', () => {
        expect(t.prerequisites.length).toBeGreaterThan(0);
        for (const p of t.prerequisites) expect(Object.keys(PREREQUISITES)).toContain(p);
        for (const id of t.after) {
          expectStepOrAbsent(id);
          expect(chapterOfStep(id)?.slug, id).not.toBe(c.slug);
        }
      });

      it('names at least three misconceptions, each with why and where the page confronts it', () => {
        expect(t.misconceptions.length).toBeGreaterThanOrEqual(3);
        for (const m of t.misconceptions) {
          expect(m.belief.length).toBeGreaterThan(20);
          expect(m.why.length).toBeGreaterThan(40);
        }
      });

      it('links every misconception to a step or widget that is on the page', () => {
        const ids = onPage(c);
        for (const m of resolve(c).misconceptions) expect(ids, m.belief).toContain(fragment(m.where.href));
      });

      it(`plans a lesson of exactly ${LESSON_MINUTES} minutes with a vote and an exercise`, () => {
        expect(total(t.plan)).toBe(LESSON_MINUTES);
        expect(t.plan.some((s) => s.kind === 'vote')).toBe(true);
        expect(t.plan.some((s) => s.kind === 'exercise')).toBe(true);
        expect(t.plan.some((s) => s.kind === 'show')).toBe(true);
      });

      it('has a shorter plan without rotation, or says why it cannot and what to teach first', () => {
        const nr = t.noRotation;
        if ('plan' in nr) {
          expect(total(nr.plan)).toBeLessThan(LESSON_MINUTES);
          expect(nr.leaveOut.length).toBeGreaterThan(20);
        } else {
          expect(nr.cannot.length).toBeGreaterThan(40);
          expect(nr.first.length).toBeGreaterThan(0);
          for (const id of nr.first) expectStepOrAbsent(id);
        }
      });

      it('links every part of its plans to a place on the page, each vote set up as its question says', () => {
        const r = resolve(c);
        const ids = onPage(c);
        const plans = [r.plan, r.noRotation.kind === 'plan' ? r.noRotation.plan : []];
        for (const s of plans.flat()) {
          if (s.kind === 'discuss') continue;
          expect(ids, s.note).toContain(fragment(s.what!.href));
        }
        for (const s of t.plan.filter((x) => x.kind === 'vote')) {
          const p = c.exercises.find((e) => e.id === s.predict) as PredictExercise;
          const seg = r.plan[t.plan.indexOf(s)]!;
          expect(seg.question).toBe(p.question);
          expect(seg.what!.href).toContain(configSearch(p.link.query));
          // The deck at the vote's slide, set up as the question starts (the reveal sets the answer's).
          expect(seg.what!.deck).toBe(`/${c.slug}/present/${configSearch(p.link.from ?? {})}#vote-${p.id}`);
        }
      });

      it('gives every widget a deck link that opens a section of the page, and every vote its vote slide', () => {
        const sections = new Set(headings(body(c.slug)).map((h) => h.slug));
        for (const s of resolve(c).plan)
          if (s.kind === 'vote') expect(fragment(s.what!.deck!)).toMatch(/^vote-/);
          else if (s.what?.deck) expect(sections).toContain(fragment(s.what.deck));
      });
    });
  }

  it('points every prerequisite’s link at a step that is on its page', () => {
    for (const p of Object.values(PREREQUISITES) as { see?: string }[]) {
      if (!p.see) continue;
      expectStepOrAbsent(p.see);
      const c = chapterOfStep(p.see);
      if (c) expect(mdx(c.slug)).toContain(`<Step id="${p.see}"`);
    }
  });
});
