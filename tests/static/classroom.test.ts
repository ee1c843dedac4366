// The classroom routes as served: every chapter's deck (/<slug>/present/), handout
// (/<slug>/handout/; its ?sheet= versions are the same page, chosen by CSS and a script, so they are
// the browser's), /teach/, /embed/ and every /embed/<slug>/<widget>/. What these pages say without
// running a script is checked here for every chapter of the manifests; what needs a browser (deck
// keys, the slide in the URL, the notes window, a link's configuration reaching a hydrated slide or
// handout, print and PDF) is in tests/e2e/classroom.spec.ts, deck.spec.ts, teach.spec.ts and
// handout-pages.spec.ts.
//
// A deck is cut into slides in the browser (src/site/deck/deck.ts); here the same code cuts the
// served HTML (classroom-support.ts), so the slides' order and parts are the deck's own.
//
// Mutations these tests catch (each tried, on a copy of the build or on deck.ts): a reveal's
// data-query not its question's configuration; a vote that shows its answer; the key results not the
// last slide (buildSlides' order); the votes and reveals at the end of the deck (main before session
// 31), or a reveal before its section's last slide; a reveal's readout not the step's value at both
// configurations, or a prediction without one (six of fourteen before session 32); a plan's note
// on another slide, or without its minutes or expected answer, or the lesson's notes on the
// no-rotation deck; an unknown ?plan= not said; ?sections= keeping a section not asked for, or
// cutting to an empty deck on an unknown id; /teach/'s
// vote linking the answer's configuration or a section instead of the vote; a step slide without the sentence that leads into it, or without
// the equation before; the errata not marked (so ?errata=0 could not leave them out); the prose
// dropped from the speaker notes; the deck's slide bar not hidden without JavaScript; a reading
// page's errata open; a handout's answer key not the live page's answer at variant 1; a handout's
// served numbers not the derivation's at the defaults; its QR code's modules not its address's; a
// screen word ("click") printed outside screen-only markup; /teach/'s embed link to another widget,
// a lesson of other than 50 minutes, a lesson's link to an id the page lacks, a vote's link at
// another configuration; /embed/ not linking an embed; the snippet's height not the manifest's; an
// embed's link back that does not take the query.
import { renderSVG } from 'uqr';
import { chapterOf, embedPath, embedsAttribute, widgetsOf, WIDGETS } from '../../src/site/chapters';
import type { Chapter } from '../../src/site/chapters';
import { qrSvg } from '../../src/site/handout/HandoutQr';
import { SIZED_FOR, SNIPPET_COLUMN, heightListener, snippet } from '../../src/kit/widgets/snippet';
import { evaluateSteps } from '../../src/kit/steps/define';
import { defaults } from '../../src/params/spec';
import { configSearch, parseParams } from '../../src/params/url';
import { subscriptRuns } from '../../src/kit/exercises/text';
import { chooseSections, planMessage, PLAN_KEY } from '../../src/site/deck/deck';
import { fmt, fmtStepValue } from '../../src/lib/format';
import { LESSON_MINUTES, type Configuration, type Segment } from '../../src/kit/teaching';
import type { RevealLine } from '../../src/kit/exercises/reveal';
import type { PredictExercise } from '../../src/kit/exercises/model';
import { parseHTML } from 'linkedom';
import { builtPage, hiddenAsServed, requireBuild, routesOf, DIST, SLUGS } from './built';
import { deckOf, words, type Slide } from './classroom-support';
import { screenWordsIn } from './screen-words';

/** The slides a widget takes (fit.ts): whole; its figure and controls, then its results; or its
 * results in three, its charts then its long readouts over two. */
const SHAPES = [['whole'], ['controls', 'results'], ['controls', 'charts', 'readouts', 'readouts']];

requireBuild(DIST, 'npm run build');

/** Every chapter of the content collection, with its manifest (a page without one fails here). */
const CHAPTERS: Chapter[] = SLUGS.map((slug) => {
  const c = chapterOf(slug);
  if (!c) throw new Error(`content/${slug}.mdx has no manifest src/chapters/${slug}/chapter.ts`);
  return c;
});

const predictionsOf = (c: Chapter) => c.exercises.filter((e): e is PredictExercise => e.kind === 'predict');
const letter = (i: number) => String.fromCharCode(65 + i);
/** Text with its subscripts (v_n) as the page shows them, read as words (vn). */
const plain = (text: string) =>
  subscriptRuns(text)
    .map((r) => r.text)
    .join('');
const q = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

/** The slides whose parts include (or contain) an element matching `selector`. */
const slidesWith = (slides: Slide[], selector: string) =>
  slides.filter((s) => s.parts.some((p) => p.matches(selector) || p.querySelector(selector) !== null));

/**
 * The reading page's derivation steps, in its order; without the steps inside a source's errata
 * (collapsed on the page, and shown with their errata on a deck), unless `errata`.
 */
const pageSteps = (slug: string, errata = false) =>
  q(builtPage(`/${slug}/`).document, '.step[data-step]')
    .filter((s) => errata || !s.closest('details.errata'))
    .map((s) => s.getAttribute('data-step')!);

/** A page's <main data-embeds>, parsed. */
const embedsOn = (route: string, selector = 'main[data-embeds]') =>
  JSON.parse(builtPage(route).document.querySelector(selector)?.getAttribute('data-embeds') ?? 'null');

/**
 * Each segment of `plan` as a note, with its minutes (counted in that plan), first in the notes of the
 * slide it belongs to: a show on its step's or widget's slide, a vote on its vote slide with the
 * expected answer, an exercise or a discussion on the slide the class is at by then. And no note of
 * another plan: every plan note of the deck is one of these.
 */
function expectPlanNotes(c: Chapter, plan: readonly Segment[], slides: Slide[]): void {
  const steps = slidesWith(slides, ':scope.step');
  let start = 0;
  let atSlide = slides[0]!;
  const expected: string[] = [];
  for (const s of plan) {
    const when = `min ${start}–${start + s.minutes} · ${s.minutes} min`;
    start += s.minutes;
    let label = s.kind === 'show' ? 'Show' : s.kind === 'vote' ? 'Vote' : 'Next:';
    if (s.kind === 'show') {
      if ('step' in s.at) {
        const id = s.at.step;
        atSlide = steps.find((x) => x.parts.at(-1)!.getAttribute('data-step') === id)!;
      } else {
        const key = s.at.widget;
        const anchor = c.widgets.find((w) => w.key === key)!.anchor;
        atSlide = slidesWith(slides, `section.widget#${anchor}`).find((x) => x.reveal === undefined)!;
      }
    } else if (s.kind === 'vote') {
      atSlide = slides.find((x) => x.vote === s.predict)!;
      const p = predictionsOf(c).find((x) => x.id === s.predict)!;
      label = 'Vote';
      const noted = atSlide.notes.map(words).find((n) => n.includes(plain(s.note)));
      expect(noted, `${s.predict}: the expected answer`).toContain(
        `Expected answer: ${letter(p.correct)}, ${p.choices[p.correct]}`,
      );
    }
    expect(atSlide, `${s.kind} at ${when}: a slide`).toBeDefined();
    const note = atSlide.notes.find((n) => n.matches('.deck-plan-note') && words(n).includes(when));
    expect(note, `${s.kind} at ${when}: on “${atSlide.title}”`).toBeDefined();
    expect(words(note).startsWith(label), `${s.kind} at ${when}: “${words(note)}”`).toBe(true);
    expect(words(note)).toContain(plain(s.note));
    expected.push(words(note));
    // The plan's notes come first, before the page's prose.
    expect(atSlide.notes.findIndex((n) => !n.matches('.deck-plan-note'))).not.toBe(0);
  }
  const all = slides.flatMap((x) => x.notes.filter((n) => n.matches('.deck-plan-note')).map(words));
  expect(all.sort(), 'the deck’s plan notes: this plan’s, no other').toEqual(expected.sort());
}

describe.each(CHAPTERS.map((c) => [c.slug, c] as const))('the deck of %s', (slug, c) => {
  const route = `/${slug}/present/`;
  const deck = deckOf(slug);
  const { slides } = deck;
  const steps = slidesWith(slides, ':scope.step');

  test('without JavaScript it is the page in sequence: every heading and step shown, the slide bar and help hidden', () => {
    const { document } = builtPage(route);
    expect(document.querySelector('.deck-bar')?.hasAttribute('hidden'), 'the slide bar').toBe(true);
    expect(document.querySelector('.deck-help')?.hasAttribute('hidden'), 'the keys’ help').toBe(true);
    const headings = q(document, '.deck-content > h2');
    expect(headings.length).toBeGreaterThan(2);
    expect(headings.filter((h) => hiddenAsServed(h)).map((h) => h.id)).toEqual([]);
    const all = q(document, '.deck-content .step[data-step]');
    expect(all.map((s) => s.getAttribute('data-step'))).toEqual(pageSteps(slug, true));
    // The errata's steps are collapsed with their errata, as on the reading page.
    const shown = all.filter((s) => !hiddenAsServed(s));
    expect(shown.map((s) => s.getAttribute('data-step'))).toEqual(pageSteps(slug));
    expect(document.querySelector('[data-deck="back"]')?.getAttribute('href')).toBe(`/${slug}/`);
    expect(embedsOn(route), 'the Embed action’s data: the manifest’s widgets').toEqual(
      JSON.parse(embedsAttribute(widgetsOf(slug))),
    );
  });

  test('the first slide is the title, with the errata choice and the speaker notes link', () => {
    const title = slides[0]!;
    expect(title.parts.map((p) => p.className)).toEqual(['deck-title']);
    expect(title.title).toBe(words(builtPage(`/${slug}/`).document.querySelector('main h1')));
    const box = title.parts[0]!.querySelector('input[type="checkbox"][data-deck="errata"]');
    expect(box?.hasAttribute('checked'), 'errata included by default').toBe(true);
    expect(words(box?.closest('label'))).toBe('Include the sources’ errata');
    expect(title.parts[0]!.querySelector('a[data-deck="notes-link"]')).not.toBeNull();
    expect(slides.length, 'slides').toBeGreaterThan(8);
  });

  test('every step of the page has a slide, in the page’s order, under its section’s heading', () => {
    expect(steps.map((s) => s.parts.at(-1)!.getAttribute('data-step'))).toEqual(pageSteps(slug));
    for (const s of steps) {
      const step = s.parts.at(-1)!;
      let h = step.previousElementSibling;
      while (h && h.tagName !== 'H2') h = h.previousElementSibling;
      expect(h, `${step.id}: a section`).not.toBeNull();
      expect(s.section, step.id).toBe(h!.id);
      expect(s.parts[0], `${step.id}: its section's heading on the slide`).toBe(h);
      expect(s.title).toBe(`${words(h)}, ${words(step.querySelector('.step-number'))}`);
    }
  });

  test('a step slide shows the last sentence before it and, small, the equation before', () => {
    let previous: Element | null = null;
    for (const s of steps) {
      const step = s.parts.at(-1)!;
      const id = step.getAttribute('data-step')!;
      // The page's paragraph right before the step, if any, leads into it: its last sentence.
      const reading = builtPage(`/${slug}/`).document.querySelector(`.step[data-step="${id}"]`)!;
      const before = reading.previousElementSibling;
      const lead = s.parts.find((p) => p.classList.contains('deck-lead'));
      if (before?.tagName === 'P') {
        expect(lead, `${id}: a lead-in`).toBeDefined();
        const sentence = words(lead);
        expect(sentence.length, `${id}: a lead-in with words`).toBeGreaterThan(0);
        expect(words(before).endsWith(sentence), `${id}: "${sentence}" ends the paragraph before`).toBe(true);
        expect(sentence.length, `${id}: one sentence, not the paragraph`).toBeLessThanOrEqual(
          words(before).length,
        );
      } else expect(lead, `${id}: no paragraph before, no lead-in`).toBeUndefined();
      // The equation before: the previous step's, without ids (the step keeps its own), once the
      // derivation has begun; the errata start afresh.
      const prev = s.parts.find((p) => p.classList.contains('deck-prev'));
      if (previous === null || s.errata)
        expect(prev, `${id}: first step, no equation before`).toBeUndefined();
      else {
        expect(words(prev?.querySelector('.step-number')), `${id}: the equation before`).toBe(
          words(previous.querySelector('.step-number')),
        );
        expect(prev!.querySelector('[id]'), `${id}: the copy has no ids`).toBeNull();
      }
      previous = step;
    }
  });

  test('every table of the page’s prose and every widget has a slide of its own', () => {
    // The prose's tables (MDX tables); a component's scrolling table (a notation mapping in the
    // errata) goes to the notes with the prose around it.
    const tables = [...deck.content.children].filter((t) => t.matches('table') && !isAfterExercises(t));
    const alone = new Set<Element>(slides.flatMap((s) => s.parts.filter((p) => p.matches('table'))));
    for (const t of tables) expect(alone.has(t), words(t).slice(0, 60)).toBe(true);
    for (const w of widgetsOf(slug)) {
      const on = slidesWith(slides, `section.widget#${w.anchor}`).filter((s) => s.reveal === undefined);
      // One slide, or a tall widget's (fit.ts): its figure and controls, then its results.
      expect(SHAPES, `${w.anchor}: one slide, or its figure and controls then its results`).toContainEqual(
        on.map((s) => s.half ?? 'whole'),
      );
      expect(on[0]!.title.toLowerCase()).toContain(w.title.toLowerCase());
    }
  });

  test('each prediction’s vote comes right before the section that answers it, its reveal right after that section, at the answer’s configuration', () => {
    const ps = predictionsOf(c);
    expect(ps.length, 'a prediction question at least').toBeGreaterThan(0);
    const isPrediction = (s: Slide) => s.vote !== undefined || s.reveal !== undefined;
    for (const p of ps) {
      const vote = slides.find((s) => s.vote === p.id)!;
      const reveal = slides.find((s) => s.parts[0]?.getAttribute('data-reveal') === p.id)!;
      expect(vote, `${p.id}: a vote`).toBeDefined();
      expect(reveal, `${p.id}: a reveal`).toBeDefined();
      // Its place: the section's heading slide follows the section's votes (in the chapter's
      // order), and the section's reveals follow its last slide, before the next section begins.
      const own = slides.filter((s) => s.section === p.section && !isPrediction(s));
      expect(own.length, `${p.id}: section ${p.section} has slides`).toBeGreaterThan(0);
      const first = slides.indexOf(own[0]!);
      const last = slides.indexOf(own.at(-1)!);
      expect(own[0]!.parts[0]!.id, `${p.id}: the section starts at its heading`).toBe(p.section);
      const same = ps.filter((x) => x.section === p.section);
      const at = same.indexOf(p);
      expect(slides.indexOf(vote), `${p.id}: the vote right before “${own[0]!.title}”`).toBe(
        first - same.length + at,
      );
      // The section's reveals in its order, each its answer's slide then its widget's (fit.ts).
      const after = slides.slice(last + 1);
      const run = after.slice(0, after.findIndex((s) => s.reveal === undefined) >>> 0);
      const leads = run.filter((s) => s.parts[0]?.hasAttribute('data-reveal'));
      expect(leads.indexOf(reveal), `${p.id}: the reveal right after “${own.at(-1)!.title}”`).toBe(at);
      expect(leads.length).toBe(same.length);
      expect(run[0], `${p.id}: the reveals right after “${own.at(-1)!.title}”`).toBe(leads[0]);
      expect([vote.section, reveal.section, vote.errata, reveal.errata]).toEqual([
        p.section,
        p.section,
        false,
        false,
      ]);
      // The vote: the question and its choices lettered for a show of hands, no answer, no widget;
      // its id is the fragment /teach/ links.
      expect(vote.parts.map((el) => el.getAttribute('data-predict'))).toEqual([p.id]);
      const v = vote.parts[0]!;
      expect(v.id).toBe(`vote-${p.id}`);
      expect(words(v.querySelector('h2'))).toBe(`Predict: ${p.title}`);
      expect(q(v, '.deck-choices > li').map((li) => words(li.querySelector('.deck-letter')))).toEqual(
        p.choices.map((_, i) => letter(i)),
      );
      expect(
        v.querySelector('section.widget, .deck-why, .deck-readout'),
        `${p.id}: no answer, no widget`,
      ).toBeNull();
      expect(words(v)).not.toContain('Answer');
      expect(vote.reveal).toBeUndefined();
      expect(vote.notes.map(words), 'the notes: the choices, one a line').toEqual(
        expect.arrayContaining(q(v, '.deck-choices > li').map(words)),
      );
      // The reveal: the answer above the widget the question names, set to its configuration.
      const r = reveal.parts[0]!;
      expect(words(r.querySelector('h2'))).toBe(`Answer: ${letter(p.correct)}, ${p.choices[p.correct]}`);
      expect(r.getAttribute('data-widget')).toBe(p.link.widget);
      expect(`?${r.getAttribute('data-query')}`, `${p.id}: the answer’s configuration`).toBe(
        configSearch(p.link.query),
      );
      expect(reveal.reveal).toBe(r.getAttribute('data-query'));
      // Its widget: the slides after the answer, up to the next answer or the end of the reveals,
      // still at the answer's configuration.
      const from = slides.indexOf(reveal) + 1;
      const end = slides.findIndex(
        (s, i) => i >= from && (s.reveal === undefined || s.parts[0]?.hasAttribute('data-reveal')),
      );
      const shows = slides.slice(from, end < 0 ? undefined : end);
      for (const s of shows)
        expect(s.reveal, `${p.id}: its widget at the answer’s configuration`).toBe(reveal.reveal);
      expect(reveal.vote).toBeUndefined();
      // Every value the question sets, at its start or in its answer, is one of the chapter's
      // parameters, in its range, and a control of the widget the reveal shows.
      const specs = c.params.flat();
      for (const [name, value] of Object.entries({ ...p.link.from, ...p.link.query })) {
        const spec = specs.find((x) => x.name === name);
        expect(spec, `${p.id}: ${name} is a parameter of ${slug}`).toBeDefined();
        if (spec?.kind === 'number') {
          expect(typeof value, `${p.id}: ${name}`).toBe('number');
          expect(value as number).toBeGreaterThanOrEqual(spec.min);
          expect(value as number).toBeLessThanOrEqual(spec.max);
        } else expect(typeof value, `${p.id}: ${name}`).toBe('boolean');
        expect(
          shows[0]!.parts[0]!.querySelector(`section.widget#${p.link.widget} [data-param="${name}"]`),
          `${p.id}: a control of ${name} on the widget`,
        ).not.toBeNull();
      }
      expect(reveal.parts.length, `${p.id}: the answer alone, in the slide's type`).toBe(1);
      expect(shows.length, `${p.id}: its widget on the slides after, whole or in halves`).toBeGreaterThan(0);
      expect(SHAPES).toContainEqual(shows.map((s) => s.half ?? 'whole'));
      for (const s of shows) {
        expect(s.parts.length).toBe(1);
        expect(s.parts[0]!.querySelector(`section.widget#${p.link.widget}`)).not.toBeNull();
      }
      expect(reveal.notes.map(words).join(' '), 'the notes: why').toContain(
        words(r.querySelector('.deck-why')),
      );
      // The numbers that answer it, one line each of its reveals.ts, at the question's configuration
      // and at the answer's, as the chapter's own step or measure computes them (the solver's and
      // the simulation's numbers, formatted as the page does). Every prediction has one.
      const lines = c.reveals[p.id] ?? [];
      expect(lines.length, `${p.id}: a line of the numbers that answer it`).toBeGreaterThan(0);
      const value = (line: RevealLine, config: Configuration) => {
        if ('measure' in line) {
          const m = line.measure(parseParams(line.params, configSearch(config)).values);
          return [m.values.map((x) => fmt(x)).join(', '), m.unit, m.note]
            .filter((x) => x !== undefined && x !== '')
            .join(' ');
        }
        const d = c.derivation;
        const step = evaluateSteps(d, parseParams(d.params, configSearch(config)).values).find(
          (s) => s.id === line.step,
        )!;
        const unit = d.steps.find((s) => s.id === line.step)!.rows[line.row]!.unit ?? '';
        return fmtStepValue(step.values![line.row]!.at(-1)!, unit);
      };
      const readout = r.querySelector('.deck-readout');
      expect(q(readout!, '.deck-readout-line').map(words), `${p.id}: the readout`).toEqual(
        lines.map((l) => `${plain(l.label)}: ${value(l, p.link.from ?? {})} → ${value(l, p.link.query)}`),
      );
      // Visible on the slide, above the widget: its text is the reveal's own, not hidden.
      expect(readout!.closest('.deck-reveal')).toBe(r);
      expect(hiddenAsServed(readout!)).toBe(false);
    }
    // Nowhere else: a vote and a reveal per prediction, no more.
    expect(slides.filter((s) => s.vote !== undefined || s.parts[0]?.hasAttribute('data-reveal')).length).toBe(
      2 * ps.length,
    );
  });

  test('the lesson plan’s notes are in the notes of the slides they belong to, with their minutes', () => {
    expectPlanNotes(c, c.teaching.plan, slides);
    expect(c.teaching.plan.reduce((t, s) => t + s.minutes, 0)).toBe(LESSON_MINUTES);
  });

  test('?sections= presents only those sections, with their votes and reveals, the title and the key results', () => {
    const ids = [...new Set(slides.map((s) => s.section).filter((s) => s && s !== 'key-results'))];
    const ps = predictionsOf(c);
    // Two sections, one of them a prediction's, the other not next to it.
    const chosen = [
      ps[0]!.section,
      ids.find((id) => id !== ps[0]!.section && !ps.some((p) => p.section === id))!,
    ];
    const cut = chooseSections(slides, chosen.join(','));
    expect(cut.message).toBeNull();
    expect(cut.slides).toEqual(
      slides.filter((s) => s.section === '' || s.section === 'key-results' || chosen.includes(s.section)),
    );
    expect(cut.slides[0]).toBe(slides[0]);
    expect(cut.slides.at(-1)).toBe(slides.at(-1));
    expect(new Set(cut.slides.map((s) => s.section))).toEqual(new Set(['', ...chosen, 'key-results']));
    const inFirst = ps.filter((p) => p.section === chosen[0]);
    expect(cut.slides.filter((s) => s.vote !== undefined).map((s) => s.vote)).toEqual(
      inFirst.map((p) => p.id),
    );
    expect(cut.slides.filter((s) => s.parts[0]?.hasAttribute('data-reveal')).length).toBe(inFirst.length);
    // An id the page does not have is named on the title slide, with the page's ids; never an empty deck.
    const wrong = chooseSections(slides, `${chosen[0]},no-such-section`);
    expect(wrong.slides).toEqual(chooseSections(slides, chosen[0]!).slides);
    expect(wrong.message).toContain('“no-such-section”');
    expect(wrong.message).toContain(chosen[0]);
    const none = chooseSections(slides, 'nothing-here');
    expect(none.slides).toEqual(slides);
    expect(none.message).toContain('every section is shown');
    expect(chooseSections(slides, null)).toEqual({ slides, message: null });
    // The title slide has the (empty, hidden) place the message goes.
    const place = slides[0]!.parts[0]!.querySelector('[data-deck="sections-note"]');
    expect(place?.getAttribute('role')).toBe('status');
    expect(place?.hasAttribute('hidden')).toBe(true);
  });

  test('?plan= names the plan whose notes it carries; one the deck lacks is said on the title slide', () => {
    const names = q(deck.content, ':scope > .deck-plan').map((p) => p.getAttribute('data-plan'));
    expect(names).toEqual('plan' in c.teaching.noRotation ? ['lesson', 'no-rotation'] : ['lesson']);
    for (const name of [null, ...names]) expect(planMessage(deck.content, name), `${name}`).toBeNull();
    const wrong = planMessage(deck.content, 'no-such-plan');
    expect(wrong).toContain('“no-such-plan”');
    expect(wrong).toContain(`Its plans: ${names.join(', ')}.`);
    // Its notes are then the lesson's.
    expectPlanNotes(c, c.teaching.plan, deckOf(slug, DIST, 'no-such-plan').slides);
  });

  test('the key results are the last slides, and only there, each result on one of them', () => {
    const last = slides.filter((s) => s.section === 'key-results');
    expect(slides.slice(-last.length)).toEqual(last);
    expect(slidesWith(slides, '.key-results')).toEqual(last);
    for (const s of last) expect(words(s.parts.at(-1))).not.toContain('numbers of your own');
    const items = q(
      last[0]!.parts.find((p) => p.matches('.key-results'))!,
      'li',
    );
    // Cut in several (fit.ts) or whole: every result shown once, in order.
    const shown = last.flatMap((s) => (s.cut ? s.cut.shown : items));
    expect(shown).toEqual(items);
  });

  test('a long slide (errata, key results) is cut into runs that each fit, its title saying “(2 of 3)”', () => {
    const cut = slides.filter((s) => s.cut);
    for (const s of cut) {
      expect(s.title).toMatch(new RegExp(`\\(${s.cut!.of}\\)$`));
      expect(s.cut!.shown.length).toBeGreaterThan(0);
    }
    // The runs of one part cover its pieces once each, in order.
    const byPart = new Map<HTMLElement[], HTMLElement[]>();
    for (const s of cut) byPart.set(s.cut!.pieces, [...(byPart.get(s.cut!.pieces) ?? []), ...s.cut!.shown]);
    for (const [pieces, shown] of byPart) expect(shown).toEqual(pieces);
    // An errata box shown on a slide is never one slide when it is long (one was 2,731 px tall at
    // 1280×720).
    const boxes = [...new Set(slides.flatMap((s) => s.parts.filter((p) => p.matches('details.errata'))))];
    for (const box of boxes.filter((b) => words(b).length > 2000))
      expect(slides.filter((s) => s.parts.includes(box)).length, words(box).slice(0, 50)).toBeGreaterThan(1);
  });

  test('the sources’ errata are marked (so ?errata=0 leaves them out), and nothing else is', () => {
    const reading = builtPage(`/${slug}/`).document;
    const onPage = q(reading, 'details.errata');
    const marked = slides.filter((s) => s.errata);
    const withErrata = slidesWith(slides, '.errata, #errata');
    expect(
      withErrata.every((s) => s.errata),
      'every slide showing errata is marked',
    ).toBe(true);
    expect(marked.every((s) => s.section === 'errata')).toBe(true);
    if (onPage.length > 0) expect(marked.length).toBeGreaterThan(0);
    // Every errata box of the page is in the deck, shown on a marked slide or in its notes.
    const boxes = q(deck.content, 'details.errata');
    expect(boxes.length).toBe(onPage.length);
    const shownOn = new Set(marked.flatMap((s) => s.parts.flatMap((p) => [p, ...q(p, '*')])));
    const noted = new Set(marked.flatMap((s) => s.notes.map(words)));
    for (const b of boxes)
      expect(shownOn.has(b) || noted.has(words(b)), words(b.querySelector('summary'))).toBe(true);
    // An errata step is on an errata slide, not among the derivation's.
    for (const step of q(deck.content, 'details.errata .step'))
      expect(shownOn.has(step), step.getAttribute('data-step')!).toBe(true);
    const kept = slides.filter((s) => !s.errata);
    expect(slidesWith(kept, '.errata, #errata')).toEqual([]);
  });

  test('the speaker notes hold the page’s prose the slides condensed away', () => {
    const shown = new Set(slides.flatMap((s) => s.parts));
    const noted = new Set(slides.flatMap((s) => s.notes.map(words)));
    const prose = q(deck.content, ':scope > p').filter(
      (p) =>
        !isAfterExercises(p) &&
        !p.matches('.deck-key, .deck-lead') &&
        !shown.has(p as HTMLElement) &&
        words(p) !== '',
    );
    expect(prose.length).toBeGreaterThan(0);
    expect(prose.filter((p) => !noted.has(words(p))).map((p) => words(p).slice(0, 60))).toEqual([]);
  });

  /** Whether an element of the deck comes after the page's exercises heading (the reading page's). */
  function isAfterExercises(el: Element): boolean {
    const ex = deck.content.querySelector(':scope > h2#exercises');
    if (!ex) return false;
    const all = [...deck.content.children];
    return all.indexOf(el) > all.indexOf(ex);
  }
});

test('on every reading page each source’s errata are collapsed behind one line', () => {
  for (const slug of SLUGS) {
    for (const d of q(builtPage(`/${slug}/`).document, 'details.errata')) {
      expect(d.hasAttribute('open'), slug).toBe(false);
      expect(words(d.querySelector(':scope > summary')), slug).toContain('Errata');
    }
  }
});

describe.each(CHAPTERS.map((c) => [c.slug, c] as const))('the handout of %s', (slug, c) => {
  const route = `/${slug}/handout/`;
  const { document } = builtPage(route);
  const reading = builtPage(`/${slug}/`).document;

  test('its QR code is drawn for the live page at the defaults, and says so in words', () => {
    const qr = document.querySelector('figure.handout-qr')!;
    const href = qr.getAttribute('data-qr')!;
    const url = new URL(href);
    expect(url.pathname).toBe(`/${slug}/`);
    expect(url.search).toBe('');
    const code = qr.querySelector('.handout-qr-code')!;
    expect(code.getAttribute('aria-label')).toBe(`QR code: ${href}`);
    // The modules drawn are those of the address: the same SVG as uqr draws for it (not any code).
    const drawn = modulesOf(code.innerHTML);
    expect(drawn.d.length, 'a code drawn').toBeGreaterThan(100);
    expect(drawn, 'the QR modules of its address').toEqual(modulesOf(qrSvg(href)));
    expect(drawn).toEqual(modulesOf(renderSVG(href, { border: 1, pixelSize: 4, ecc: 'M' })));
    expect(qr.querySelector('figcaption a')?.getAttribute('href')).toBe(href);
    expect(document.querySelector('h1')?.textContent).toBe(reading.querySelector('main h1')?.textContent);
  });

  test('its numbers are plugged in at the defaults, every step of the page with the derivation’s values', () => {
    expect(document.querySelector('input#plug-in-numbers')).not.toBeNull();
    const evaluated = new Map(
      evaluateSteps(c.derivation, defaults(c.derivation.params)).map((e) => [e.id, e]),
    );
    const stepsHere = q(document, '.handout-content .step[data-step]');
    expect(stepsHere.map((s) => s.getAttribute('data-step'))).toEqual(pageSteps(slug, true));
    for (const el of stepsHere) {
      const id = el.getAttribute('data-step')!;
      const ev = evaluated.get(id)!;
      const step = c.derivation.steps.find((s) => s.id === id)!;
      const served = parseNoscript(el);
      if (ev.values === null) {
        expect(served.reason, `${id}: why it does not apply`).toBe(ev.reason);
        continue;
      }
      const expected = ev.values.flatMap((row, r) =>
        row.map((v, k) => [`${r}.${k}`, fmtStepValue(v, step.rows[r]!.unit)] as const),
      );
      expect(served.values, id).toEqual(Object.fromEntries(expected));
    }
  });

  test('its versions are a choice of four, the full handout chosen', () => {
    const radios = q(document, '.handout-version input[type="radio"][name="sheet"]');
    expect(radios.map((r) => [r.id, r.getAttribute('value'), r.hasAttribute('checked')])).toEqual([
      ['sheet-full', 'full', true],
      ['sheet-exercises', 'exercises', false],
      ['sheet-key', 'key', false],
      ['sheet-one', 'one', false],
    ]);
    // What the one-page version keeps: every chapter has its key results.
    expect(
      document.querySelector(
        '.handout-content > h2#key-results + .key-results, .handout-content > .key-results',
      ),
    ).not.toBeNull();
    expect(document.querySelector('a[data-keep-query]')?.getAttribute('href')).toBe(`/${slug}/`);
  });

  test('its exercise sheet is the live page’s exercises at variant 1, in its order, and the key answers each', () => {
    const problems = q(document, '.handout-exercises .handout-problems > li[data-exercise]');
    const live = q(reading, '[data-exercise]');
    expect(problems.map((p) => p.getAttribute('data-exercise'))).toEqual(c.exercises.map((e) => e.id));
    expect(problems.map((p) => p.getAttribute('data-exercise'))).toEqual(
      live.map((e) => e.getAttribute('data-exercise')),
    );
    expect(problems.length).toBeGreaterThanOrEqual(4);
    expect(words(document.querySelector('.handout-exercises > p'))).toContain('?ex-<id>=1');
    const keys = q(document, '.handout-answers > ol > li[data-key]');
    expect(keys.map((k) => k.getAttribute('data-key'))).toEqual(c.exercises.map((e) => e.id));
    expect(words(document.querySelector('.handout-answers h2'))).toBe('Answer key');
    expect(document.querySelector('.handout-exercises [data-answer]'), 'no answer on the sheet').toBeNull();
    expect(words(document.querySelector('.handout-exercises'))).not.toMatch(/Answer key/);
    let predictions = 0;
    c.exercises.forEach((ex, i) => {
      const p = problems[i]!;
      const onPage = live[i]!;
      const answer = keys[i]!.querySelector('[data-answer]')!.getAttribute('data-answer');
      expect(p.querySelector('.handout-working'), `${ex.id}: room for working`).not.toBeNull();
      expect(p.getAttribute('data-exercise-kind')).toBe(ex.kind);
      // Marked for the sheet without rotation as its chapter declares it, on the sheet and in the key.
      expect(p.hasAttribute('data-rotation'), `${ex.id}: needs rotation`).toBe(ex.rotation !== false);
      expect(keys[i]!.hasAttribute('data-rotation')).toBe(ex.rotation !== false);
      // Its id links to the exercise on the live page, at the variant printed.
      const link = p.querySelector('p a[href]')!.getAttribute('href')!;
      expect(link).toBe(`/${slug}/${ex.kind === 'numeric' ? `?ex-${ex.id}=1` : ''}#ex-${ex.id}`);
      expect(reading.getElementById(`ex-${ex.id}`), `${ex.id}: on the live page`).not.toBeNull();
      if (ex.kind === 'numeric') {
        // The live page serves each numeric exercise at its default seed, the handout's variant 1:
        // the same problem, and the same answer as its worked solution.
        expect(words(p.querySelector('p')), ex.id).toContain('variant 1)');
        expect(words(p.querySelector('p'))).toContain(words(onPage.querySelector('[data-exercise-prompt]')));
        expect(answer, `${ex.id}: the key's answer`).toBe(
          onPage.querySelector('[data-answer]')?.getAttribute('data-answer'),
        );
      } else {
        predictions++;
        expect(q(p, '.handout-choices > li').length, ex.id).toBe(ex.choices.length);
        expect(ex.choices.length).toBeGreaterThanOrEqual(2);
        expect(answer).toBe(letter(ex.correct));
        // The live page numbers its choices from 1.
        expect(onPage.querySelector('[data-answer]')?.getAttribute('data-answer')).toBe(
          String(ex.correct + 1),
        );
      }
    });
    expect(predictions).toBeGreaterThanOrEqual(1);
    // The choice of the sheet without rotation, where it leaves some problems out and keeps some.
    const free = c.exercises.filter((e) => e.rotation === false).length;
    expect(document.querySelector('#handout-no-rotation') !== null).toBe(
      free > 0 && free < c.exercises.length,
    );
  });

  test('nothing it would print tells the reader to tick, drag or click: such words are only in screen-only markup', () => {
    // What print hides (handout.css, global.css's .screen-only): the bar, form controls and their
    // labels, a figure's tooltip, the reading page's own exercises; the browser checks the print CSS.
    const SCREEN = ':is(.screen-only, .handout-bar, button, label, select, textarea, title, script, style)';
    const exercises = document.querySelector('.handout-content > h2#exercises');
    const siblings = [...(exercises?.parentElement?.children ?? [])];
    const afterExercises = (el: Element) => {
      if (!exercises) return false;
      const top = siblings.find((s) => s.contains(el));
      return top !== undefined && siblings.indexOf(top) >= siblings.indexOf(exercises);
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (el.closest(SCREEN) || afterExercises(el)) continue;
      found.push(...screenWordsIn(n.nodeValue ?? ''));
    }
    expect(found).toEqual([]);
    // The check sees the words where they are: the page's own hint is there, marked.
    expect(q(document, '.screen-only').length + q(document, 'label').length).toBeGreaterThan(0);
  });
});

/** A QR code's SVG as what it draws: its view box and its modules' path (not its serialisation). */
function modulesOf(svg: string): { viewBox: string; d: string } {
  const el = parseHTML(`<!doctype html><html><body>${svg}</body></html>`).document.querySelector('svg');
  return {
    viewBox: el?.getAttribute('viewBox') ?? '',
    d: el?.querySelector('path')?.getAttribute('d') ?? '',
  };
}

/** A step's served values (its <noscript> rows, which show without JavaScript), by side. */
function parseNoscript(step: Element): { values: Record<string, string>; reason: string } {
  const ns = step.querySelector('noscript[data-step-numbers]');
  const root = ns?.querySelector('.step-numbers') ? ns : parseFragment(ns?.textContent ?? '');
  const values: Record<string, string> = {};
  const rows = root.querySelector('.step-values');
  if (rows && !rows.hasAttribute('hidden'))
    for (const o of q(rows, 'output[data-side]')) values[o.getAttribute('data-side')!] = words(o);
  return { values, reason: words(root.querySelector('.step-reason')) };
}

/** A <noscript>'s markup, as a browser with JavaScript off reads it. */
function parseFragment(html: string): ParentNode {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.body as unknown as ParentNode;
}

describe('/teach/', () => {
  const { document } = builtPage('/teach/');

  test('for every chapter: its present, print and one-page links and an embed link per widget, each taking a configuration', () => {
    for (const slug of SLUGS) {
      const row = document.querySelector(`tr[data-chapter="${slug}"]`)!;
      expect(row, slug).not.toBeNull();
      const links = q(row, 'a[data-config-link]');
      expect(
        links.every((a) => a.getAttribute('data-config-link') === slug),
        slug,
      ).toBe(true);
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        `/${slug}/present/`,
        `/${slug}/handout/`,
        `/${slug}/handout/?sheet=one`,
        ...widgetsOf(slug).map(embedPath),
      ]);
      expect(q(row, '.teach-embeds a').map(words)).toEqual(widgetsOf(slug).map((w) => w.title));
      const lesson = document.querySelector(`section[data-lesson="${slug}"] .lesson-links`);
      expect(q(lesson!, 'a').map((a) => a.getAttribute('href'))).toEqual([
        `/${slug}/`,
        `/${slug}/present/`,
        `/${slug}/handout/`,
      ]);
    }
    const assign = q(document, 'code').find((c) => words(c) === '?ex-<exercise id>=<seed>');
    expect(assign && !hiddenAsServed(assign), 'how to assign a variant').toBe(true);
  });

  test('every chapter’s lesson: objectives, prerequisites, misconceptions, a 50-minute plan and one without rotation', () => {
    for (const slug of SLUGS) {
      const lesson = document.querySelector(`section[data-lesson="${slug}"]`)!;
      expect(lesson.querySelector(`h2#${CSS_ID(slug)}`), slug).not.toBeNull();
      expect(document.querySelectorAll(`.teach-contents a[href="#${slug}"]`).length, slug).toBe(1);
      const objectives = q(lesson, '[data-part="objectives"] > li').length;
      expect(objectives, `${slug}: objectives`).toBeGreaterThanOrEqual(3);
      expect(objectives).toBeLessThanOrEqual(5);
      expect(q(lesson, '[data-part="prerequisites"] > li').length, slug).toBeGreaterThan(0);
      const misconceptions = q(lesson, '[data-part="misconceptions"] > li');
      expect(misconceptions.length, slug).toBeGreaterThanOrEqual(3);
      expect(misconceptions.filter((li) => !li.querySelector('a[data-confronts]')).length, slug).toBe(0);
      const plan = lesson.querySelector('table[data-part="plan"]')!;
      const rows = q(plan, 'tbody tr');
      const minutes = rows.map((r) => Number(r.getAttribute('data-minutes')));
      expect(
        minutes.reduce((a, b) => a + b, 0),
        `${slug}: the lesson's minutes`,
      ).toBe(LESSON_MINUTES);
      expect(LESSON_MINUTES).toBe(50);
      expect(words(rows.at(-1)!.querySelector('.lesson-minutes'))).toMatch(/–50$/);
      expect(words(plan)).toContain('Vote');
      expect(words(plan)).toContain('Exercise');
      expect(q(lesson, '[data-part="no-rotation"]').length, slug).toBe(1);
    }
  });

  test('every link of a lesson lands on an element of the page it names', () => {
    let checked = 0;
    for (const slug of SLUGS) {
      for (const a of q(
        document,
        `section[data-lesson="${slug}"] :is([data-part="misconceptions"], table) a`,
      )) {
        const url = new URL(a.getAttribute('href')!, 'http://site/teach/');
        if (!url.hash) continue;
        const id = decodeURIComponent(url.hash.slice(1));
        const target = builtPage(url.pathname).document.getElementById(id);
        expect(target, `${url.pathname}#${id}`).not.toBeNull();
        // A deck's link names a section, which opens its first slide, or a vote, which opens its
        // slide (deck.ts slideFromHash).
        if (url.pathname.endsWith('/present/'))
          expect(
            target!.tagName === 'H2' ||
              target!.matches(`section.deck-predict#vote-${target!.getAttribute('data-predict')}`),
            `${url.pathname}#${id}`,
          ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SLUGS.length * 3);
  });

  test('a vote in a lesson plan links its widget, and its deck, set up as the prediction question says', () => {
    for (const c of CHAPTERS) {
      for (const s of c.teaching.plan) {
        if (s.kind !== 'vote') continue;
        const p = predictionsOf(c).find((e) => e.id === s.predict)!;
        const search = configSearch(p.link.query);
        const links = q(document, `section[data-lesson="${c.slug}"] table[data-part="plan"] a`).filter(
          (a) => words(a) === p.title,
        );
        expect(links.length, `${c.slug}: ${p.id}`).toBeGreaterThan(0);
        expect(links[0]!.getAttribute('href')).toBe(`/${c.slug}/${search}#${p.link.widget}`);
        // The deck opens at the vote's slide, in the configuration the question starts from.
        const deck = links[0]!.parentElement!.querySelector('a[href*="/present/"]');
        expect(deck!.getAttribute('href'), `${p.id}: the deck's link`).toBe(
          `/${c.slug}/present/${configSearch(p.link.from ?? {})}#vote-${p.id}`,
        );
      }
    }
  });
});

describe('/teach/, a plan without rotation', () => {
  test('links its deck with ?sections= the sections its shows and votes are in, each a section of the deck, and ?plan= its own notes', () => {
    const { document } = builtPage('/teach/');
    let checked = 0;
    for (const c of CHAPTERS) {
      const nr = c.teaching.noRotation;
      const a = document.querySelector(`section[data-lesson="${c.slug}"] a[data-part="no-rotation-deck"]`);
      if (!('plan' in nr)) {
        expect(a, c.slug).toBeNull();
        continue;
      }
      const url = new URL(a!.getAttribute('href')!, 'http://site');
      expect(url.pathname).toBe(`/${c.slug}/present/`);
      const { slides } = deckOf(c.slug, DIST, url.searchParams.get(PLAN_KEY));
      const cut = chooseSections(slides, url.searchParams.get('sections'));
      expect(cut.message, `${c.slug}: every id a section of the deck`).toBeNull();
      expect(cut.slides.length).toBeLessThan(slides.length);
      // Everything the plan shows or puts to a vote is in the cut deck.
      for (const s of nr.plan) {
        const on =
          s.kind === 'vote'
            ? cut.slides.some((x) => x.vote === s.predict)
            : s.kind !== 'show'
              ? true
              : 'step' in s.at
                ? slidesWith(cut.slides, `.step[data-step="${s.at.step}"]`).length > 0
                : slidesWith(
                    cut.slides,
                    `section.widget#${c.widgets.find((w) => 'widget' in s.at && w.key === s.at.widget)!.anchor}`,
                  ).length > 0;
        expect(on, `${c.slug}: ${s.kind} “${s.note.slice(0, 40)}” in the cut deck`).toBe(true);
      }
      // Its speaker notes are this plan's (its notes, minutes and expected answers), not the
      // 50-minute lesson's; and each of its deck links opens the same deck.
      expectPlanNotes(c, nr.plan, cut.slides);
      const lesson = document.querySelector(`section[data-lesson="${c.slug}"]`)!;
      const rows = q(lesson, '[data-part="no-rotation"] a[href*="/present/"]');
      for (const row of rows)
        expect(
          new URL(row.getAttribute('href')!, 'http://site').search,
          `${c.slug}: ${words(row)}`,
        ).toContain(url.search.slice(1));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** An id as it may be written in a selector (the slugs are plain). */
const CSS_ID = (id: string) => id.replace(/[^\w-]/g, (ch) => `\\${ch}`);

describe('the embeds', () => {
  test('an embed is built for every widget of every chapter’s manifest, and /embed/ links each once', () => {
    const built = routesOf(DIST)
      .filter((r) => /^\/embed\/[^/]+\/[^/]+\/$/.test(r))
      .sort();
    expect(built).toEqual(WIDGETS.map((w) => embedPath(w)).sort());
    for (const slug of SLUGS) expect(widgetsOf(slug).length, `${slug}: a widget`).toBeGreaterThan(0);
    const { document } = builtPage('/embed/');
    for (const w of WIDGETS)
      expect(document.querySelectorAll(`a[href="${embedPath(w)}"]`).length, embedPath(w)).toBe(1);
    expect(document.querySelectorAll('.site-header').length).toBe(1);
  });

  test('the snippet on /embed/ is an iframe at the widget’s manifest height, the column it fits, and the one-line script', () => {
    const { document } = builtPage('/embed/');
    const box = document.querySelector('textarea[data-embed-snippet]')!;
    const w = WIDGETS[0]!;
    expect(JSON.parse(box.getAttribute('data-embed-snippet')!)).toEqual({
      path: embedPath(w),
      title: w.title,
      height: w.height,
    });
    // A <textarea>'s text is served escaped; a browser reads it decoded.
    const text = parseHTML(
      `<!doctype html><html><body><p>${box.textContent}</p></body></html>`,
    ).document.querySelector('p')!.textContent!;
    const origin = new URL(/src="([^"]+)"/.exec(text)![1]!).origin;
    expect(text).toBe(snippet(origin, embedPath(w), w.title, '', w.height));
    expect(text).toContain(` height="${w.height}" `);
    expect(text.split('\n')[1]).toBe(SIZED_FOR);
    expect(text.split('\n')[1]).toContain(`${SNIPPET_COLUMN} px`);
    expect(text.split('\n')[2]).toBe(heightListener(origin));
  });

  test('every chapter page and deck gives its Embed actions the manifest’s path, title and height', () => {
    for (const slug of SLUGS) {
      const expected = JSON.parse(embedsAttribute(widgetsOf(slug)));
      expect(embedsOn(`/${slug}/`), slug).toEqual(expected);
      for (const w of widgetsOf(slug)) expect(expected[w.anchor].height).toBe(w.height);
    }
  });

  test.each(WIDGETS.map((w) => [`${w.slug}/${w.key}`, w] as const))(
    'the embed %s is the widget alone, with a link back to it on its page',
    (_, w) => {
      const route = embedPath(w);
      const { document } = builtPage(route);
      expect(q(document, '.site-header, .toc, nav.prev-next, .site-footer')).toEqual([]);
      const widgets = q(document, 'section.widget');
      expect(widgets.map((s) => s.id)).toEqual([w.anchor]);
      expect(words(widgets[0]!.querySelector('h3')).toLowerCase()).toContain(w.title.toLowerCase());
      expect(widgets[0]!.closest('astro-island'), 'a live island').not.toBeNull();
      expect(embedsOn(route)).toEqual(JSON.parse(embedsAttribute([w])));
      const back = document.querySelector('.embed-back a')!;
      expect(back.getAttribute('href')).toBe(`/${w.slug}/#${w.anchor}`);
      expect(back.hasAttribute('data-keep-query'), 'the link back takes the query').toBe(true);
      expect(back.getAttribute('target')).toBe('_top');
    },
  );
});
