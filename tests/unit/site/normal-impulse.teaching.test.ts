// The first page's teaching data resolved against its page: a step named by its number and section,
// both lessons starting on the head-on section, and what resolving refuses.
import { describe, expect, it } from 'vitest';
import { CHAPTERS, type Chapter } from '../../../src/site/chapters';
import { resolveTeaching } from '../../../src/site/teaching';
import { defineTeaching, type Segment, type Teaching } from '../../../src/kit/teaching';
import { placesOf, resolve, titles } from './teaching-support';

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
    bad({ after: ['nowhere'] }, "'nowhere' is no step id");
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
