// What a deck takes from its chapter besides the page, at build time: where each prediction's vote and
// reveal go (its section), the numbers its reveal states at the question's and the answer's
// configuration (its reveals.ts: the chapter's own steps or measures, so the solver's), and the lesson plan's notes
// for the slides they belong to. src/pages/[slug]/present.astro writes them into the deck's HTML, and
// deck.ts (buildSlides) places them; /teach/ links a vote's slide by voteId.
import type { Chapter } from '../chapters';
import type { PredictExercise } from '../../kit/exercises/model';
import { evaluateLine, type Measured, type RevealLine } from '../../kit/exercises/reveal';
import type { Configuration, Segment } from '../../kit/teaching';
import { fmt } from '../../lib/format';
import { choiceLetter } from '../../kit/exercises/text';
import { LESSON_PLAN, NO_ROTATION_PLAN } from './deck';

/**
 * The chapter's plans as the deck's ?plan= names them (deck.ts): the lesson's, and the one without
 * rotation when the chapter has it.
 */
export function plansOf(chapter: Chapter): { name: string; notes: PlanNote[] }[] {
  const nr = chapter.teaching.noRotation;
  return [
    { name: LESSON_PLAN, notes: planNotes(chapter) },
    ...('plan' in nr ? [{ name: NO_ROTATION_PLAN, notes: planNotes(chapter, nr.plan) }] : []),
  ];
}

/** The id of a prediction's vote slide (its .deck-predict section), for a #fragment. */
export const voteId = (predict: string) => `vote-${predict}`;

/** The sections a prediction may not belong to: the deck keeps these in place of its own. */
const NOT_A_DERIVATION = new Set(['key-results', 'errata', 'exercises', 'sources']);

/**
 * The prediction questions of a chapter, each checked to name a section of its page and to have the
 * lines its reveal states (its reveals.ts), which name no other question.
 */
export function predictionsOf(chapter: Chapter, sections: readonly string[]): PredictExercise[] {
  const ps = chapter.exercises.filter((e): e is PredictExercise => e.kind === 'predict');
  for (const p of ps) {
    if (!sections.includes(p.section) || NOT_A_DERIVATION.has(p.section))
      throw new Error(
        `src/chapters/${chapter.slug}/exercises.ts: prediction '${p.id}' names section '${p.section}', ` +
          `not a section of the page's derivation (${sections.filter((s) => !NOT_A_DERIVATION.has(s)).join(', ')})`,
      );
    if (!chapter.reveals[p.id]?.length)
      throw new Error(
        `src/chapters/${chapter.slug}/reveals.ts: prediction '${p.id}' has no line: its reveal must state the number that answers it`,
      );
  }
  const stray = Object.keys(chapter.reveals).filter((id) => !ps.some((p) => p.id === id));
  if (stray.length)
    throw new Error(`src/chapters/${chapter.slug}/reveals.ts: no prediction '${stray.join("', '")}'`);
  return ps;
}

export interface Readout {
  label: string;
  /** The value at the question's configuration and at the answer's, with the unit. */
  from: string;
  to: string;
}

/** A line's numbers as the reveal shows them: "2.352 N·s", "1.45, 1.42 N·s", "1.82 m/s (the slide reverses)". */
export function fmtMeasured(m: Measured): string {
  return [m.values.map((v) => fmt(v)).join(', '), m.unit, m.note ?? ''].filter((s) => s !== '').join(' ');
}

/** The lines a prediction's reveal shows, each at the question's configuration and at the answer's. */
export function readoutsOf(chapter: Chapter, p: PredictExercise): Readout[] {
  const at = (line: RevealLine, config: Configuration) => {
    try {
      return fmtMeasured(evaluateLine(line, chapter.derivation, config));
    } catch (e) {
      throw new Error(`src/chapters/${chapter.slug}/reveals.ts: ${p.id}: ${(e as Error).message}`);
    }
  };
  return (chapter.reveals[p.id] ?? []).map((line) => ({
    label: line.label,
    from: at(line, p.link.from ?? {}),
    to: at(line, p.link.query),
  }));
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
 * A lesson plan of the chapter (the 50-minute one unless given) as notes on the deck's slides: a show on its step's or widget's slide, a
 * vote on its vote slide, and an exercise or a discussion on the slide the class is at by then (the
 * previous segment's), labelled as what comes next.
 */
export function planNotes(chapter: Chapter, plan: readonly Segment[] = chapter.teaching.plan): PlanNote[] {
  const notes: PlanNote[] = [];
  let start = 0;
  let at = '';
  for (const s of plan) {
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
