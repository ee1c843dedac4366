// Every chapter's teaching data (src/chapters/<slug>/teaching.ts) against its page: every part is
// there, the plans take the minutes they claim, and every id it names is on the page as /teach/
// links it (src/site/teaching.ts), so a renamed step or widget fails here, not on the teacher's page.
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { CHAPTERS, type Chapter } from '../../../src/site/chapters';
import { pagePlaces, resolveTeaching, type Heading } from '../../../src/site/teaching';
import {
  defineTeaching,
  LESSON_MINUTES,
  PREREQUISITES,
  type Segment,
  type Teaching,
} from '../../../src/kit/teaching';
import type { PredictExercise } from '../../../src/kit/exercises/model';
import { configSearch } from '../../../src/params/url';

const mdx = (slug: string) => readFileSync(`content/${slug}.mdx`, 'utf8');
const body = (slug: string) => mdx(slug).replace(/^---\n[\s\S]*?\n---\n/, '');

/** The page's headings as Astro slugs them (github-slugger, in order). */
function headings(source: string): Heading[] {
  const slugger = new GithubSlugger();
  let fenced = false;
  const out: Heading[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^(#{1,6}) (.+)$/.exec(line);
    if (m) {
      const text = m[2]!.replace(/[*_`]/g, '');
      out.push({ depth: m[1]!.length, text, slug: slugger.slug(text) });
    }
  }
  return out;
}
const placesOf = (slug: string) => pagePlaces(slug, body(slug), headings(body(slug)));
const titles = new Map(CHAPTERS.map((c) => [c.slug, c.slug]));
const resolve = (c: Chapter) => resolveTeaching(c, placesOf(c.slug), titles);
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
const fragment = (href: string) => decodeURIComponent(new URL(href, 'https://x.test').hash.slice(1));

describe('the teaching data', () => {
  it('is there for six chapters', () => {
    expect(CHAPTERS.length).toBeGreaterThanOrEqual(6);
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
        for (const slug of t.after) expect(CHAPTERS.map((x) => x.slug)).toContain(slug);
        expect(t.after).not.toContain(c.slug);
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
          for (const slug of nr.first) expect(CHAPTERS.map((x) => x.slug)).toContain(slug);
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
          expect(seg.what!.deck).toContain(`/${c.slug}/present/${configSearch(p.link.query)}#`);
        }
      });

      it('gives every widget a deck link that opens a section of the page', () => {
        const sections = new Set(headings(body(c.slug)).map((h) => h.slug));
        for (const s of resolve(c).plan) if (s.what?.deck) expect(sections).toContain(fragment(s.what.deck));
      });
    });
  }

  it('points every prerequisite’s link at a step that is on its page', () => {
    for (const p of Object.values(PREREQUISITES) as { see?: string }[]) {
      if (!p.see) continue;
      const [, slug, id] = /^\/([a-z-]+)\/#(.+)$/.exec(p.see)!;
      expect(mdx(slug!)).toContain(`<Step id="${id}"`);
    }
  });
});

describe('resolving against the page', () => {
  const c = CHAPTERS.find((x) => x.slug === 'normal-impulse')!;
  const withTeaching = (teaching: Teaching): Chapter => ({ ...c, teaching });

  it('names a step by its number and its section, as the page does', () => {
    const r = resolve(c);
    const m = r.misconceptions.find((x) => x.where.href.endsWith('#eq:ni-k'))!;
    const n = c.derivation.steps.findIndex((s) => s.id === 'eq:ni-k') + 1;
    expect(m.where.text).toBe(`Equation (${n})`);
    expect(m.where.section).toBe('Solving for the impulse');
  });

  it('starts both lessons on the head-on section: its steps first, and its exercise set', () => {
    const steps = (plan: readonly Segment[]) =>
      plan.flatMap((x) => (x.kind === 'show' && 'step' in x.at ? [x.at.step] : []));
    const exercises = (plan: readonly Segment[]) =>
      plan.flatMap((x) => (x.kind === 'exercise' ? [x.exercise] : []));
    const t = c.teaching;
    const noRotation = 'plan' in t.noRotation ? t.noRotation.plan : [];
    expect(noRotation).not.toEqual([]);
    for (const plan of [t.plan, noRotation]) {
      expect(steps(plan)[0]).toBe('eq:ni-1d-momentum');
      expect(exercises(plan)[0]).toBe('ni-1d');
    }
    // Without rotation, no step of the turning bodies but the energy's, which holds as it is.
    expect(steps(noRotation).filter((id) => !id.startsWith('eq:ni-1d-'))).toEqual(['eq:ni-energy']);
    // The head-on steps come first on the page too, right after the widget's section.
    const first = c.derivation.steps.slice(0, 6).map((x) => x.id);
    expect(first.every((id) => id.startsWith('eq:ni-1d-'))).toBe(true);
    expect(resolve(c).plan.find((x) => x.what?.href.endsWith('#eq:ni-1d-momentum'))?.what?.section).toBe(
      'Start on one line: a head-on collision',
    );
  });

  it('fails naming a step, widget, question or exercise the page does not have', () => {
    const t = c.teaching;
    const bad = (over: Partial<Teaching>, what: string) =>
      expect(() => resolveTeaching(withTeaching({ ...t, ...over }), placesOf(c.slug), titles)).toThrow(what);
    const mis = t.misconceptions[0]!;
    bad({ misconceptions: [{ ...mis, at: { step: 'eq:ni-nothing' } }] }, "step 'eq:ni-nothing'");
    bad({ misconceptions: [{ ...mis, at: { widget: 'nothing' } }] }, "widget 'nothing'");
    bad({ plan: [{ minutes: 50, kind: 'vote', predict: 'ni-j', note: '' }] }, "'ni-j' is no prediction");
    bad(
      { plan: [{ minutes: 50, kind: 'exercise', exercise: 'ni-pinned', note: '' }] },
      "'ni-pinned' is no numeric",
    );
    bad({ after: ['nowhere'] }, "'nowhere' is no chapter");
  });

  it('refuses a lesson that does not take 50 minutes, and a plan without rotation that is not shorter', () => {
    const t = c.teaching;
    const show = { kind: 'discuss', note: '' } as const;
    expect(() => defineTeaching({ ...t, plan: [{ ...show, minutes: 45 }] })).toThrow('45 minutes, not 50');
    expect(() =>
      defineTeaching({ ...t, noRotation: { leaveOut: 'x', plan: [{ ...show, minutes: 50 }] } }),
    ).toThrow('must be shorter');
  });
});
