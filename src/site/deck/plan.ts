// What a deck takes from its chapter besides the page, at build time: where each prediction's vote and
// reveal go (its section), the number its reveal shows at the question's and the answer's
// configuration (evaluated by the chapter's own steps, so by the solver), and the lesson plan's notes
// for the slides they belong to. src/pages/[slug]/present.astro writes them into the deck's HTML, and
// deck.ts (buildSlides) places them; /teach/ links a vote's slide by voteId.
import type { Chapter } from '../chapters';
import type { PredictExercise } from '../../kit/exercises/model';
import type { Configuration } from '../../kit/teaching';
import { evaluateSteps } from '../../kit/steps/define';
import { configSearch, parseParams } from '../../params/url';
import { fmtStepValue } from '../../lib/format';
import { choiceLetter } from '../../kit/exercises/text';

/** The id of a prediction's vote slide (its .deck-predict section), for a #fragment. */
export const voteId = (predict: string) => `vote-${predict}`;

/** The sections a prediction may not belong to: the deck keeps these in place of its own. */
const NOT_A_DERIVATION = new Set(['key-results', 'errata', 'exercises', 'sources']);

/** The prediction questions of a chapter, each checked to name a section of its page. */
export function predictionsOf(chapter: Chapter, sections: readonly string[]): PredictExercise[] {
  const ps = chapter.exercises.filter((e): e is PredictExercise => e.kind === 'predict');
  for (const p of ps)
    if (!sections.includes(p.section) || NOT_A_DERIVATION.has(p.section))
      throw new Error(
        `src/chapters/${chapter.slug}/exercises.ts: prediction '${p.id}' names section '${p.section}', ` +
          `not a section of the page's derivation (${sections.filter((s) => !NOT_A_DERIVATION.has(s)).join(', ')})`,
      );
  return ps;
}

export interface Readout {
  label: string;
  /** The value at the question's configuration and at the answer's, with the unit. */
  from: string;
  to: string;
}

/** A step row's value at a configuration (its last side), as the page formats it, with its unit. */
function stepValue(chapter: Chapter, step: string, row: number, config: Configuration): string {
  const d = chapter.derivation;
  const at = evaluateSteps(d, parseParams(d.params, configSearch(config)).values).find((s) => s.id === step);
  const where = `src/chapters/${chapter.slug}/exercises.ts: a readout of step '${step}', row ${row}`;
  if (!at) throw new Error(`${where}: no such step`);
  if (!at.values)
    throw new Error(`${where}: the step does not apply at ${configSearch(config)} (${at.reason})`);
  const value = at.values[row]?.at(-1);
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`${where}: no finite number at ${configSearch(config) || 'the defaults'}`);
  return fmtStepValue(value, d.steps.find((s) => s.id === step)!.rows[row]!.unit ?? '');
}

/** The number a prediction's reveal shows, before and after; none if the prediction declares none. */
export function readoutOf(chapter: Chapter, p: PredictExercise): Readout | null {
  if (!p.readout) return null;
  const { step, row, label } = p.readout;
  return {
    label,
    from: stepValue(chapter, step, row, p.link.from ?? {}),
    to: stepValue(chapter, step, row, p.link.query),
  };
}

/** A note of the lesson plan for a slide: the element id it belongs with, its timing and text. */
export interface PlanNote {
  /** The id of an element of the deck (a step, a widget, a vote); '' for the title slide. */
  at: string;
  /** "min 4–8 · 4 min". */
  when: string;
  /** What the plan does there: "Vote", or "Next: exercise “…”" for what comes after the slide. */
  what: string;
  note: string;
  /** For a vote: the expected answer, "B, It grows by a third.". */
  answer?: string;
}

/**
 * The chapter's lesson plan as notes on the deck's slides: a show on its step's or widget's slide, a
 * vote on its vote slide, and an exercise or a discussion on the slide the class is at by then (the
 * previous segment's), labelled as what comes next.
 */
export function planNotes(chapter: Chapter): PlanNote[] {
  const notes: PlanNote[] = [];
  let start = 0;
  let at = '';
  for (const s of chapter.teaching.plan) {
    const when = `min ${start}–${start + s.minutes} · ${s.minutes} min`;
    start += s.minutes;
    if (s.kind === 'show') {
      if ('step' in s.at) at = s.at.step;
      else {
        const key = s.at.widget;
        at = chapter.widgets.find((w) => w.key === key)?.anchor ?? at;
      }
      notes.push({ at, when, what: 'Show', note: s.note });
    } else if (s.kind === 'vote') {
      const p = chapter.exercises.find(
        (e): e is PredictExercise => e.kind === 'predict' && e.id === s.predict,
      );
      if (!p) throw new Error(`src/chapters/${chapter.slug}/teaching.ts: no prediction '${s.predict}'`);
      at = voteId(p.id);
      notes.push({
        at,
        when,
        what: 'Vote',
        note: s.note,
        answer: `${choiceLetter(p.correct)}, ${p.choices[p.correct]}`,
      });
    } else if (s.kind === 'exercise') {
      const title = chapter.exercises.find((e) => e.id === s.exercise)?.title ?? s.exercise;
      notes.push({ at, when, what: `Next: the exercise “${title}”`, note: s.note });
    } else notes.push({ at, when, what: 'Next: discuss', note: s.note });
  }
  return notes;
}
