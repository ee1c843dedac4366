// A chapter's teaching data (src/kit/teaching.ts) resolved against its page, for /teach/: every id
// becomes what the page shows there and a link to it (a step: its number and section; a widget: its
// title; a prediction question: its text, opening its widget set up as the question says; an
// exercise: its title). An id the page does not have is an error naming the chapter, so the teacher's
// page cannot point at something that has moved away.
import { chapterOfStep, type Chapter } from './chapters';
import { PREREQUISITES, planMinutes, type Configuration, type PageRef, type Segment } from '../kit/teaching';
import type { PredictExercise } from '../kit/exercises/model';
import { configSearch } from '../params/url';
import { withBase } from '../lib/site-path';
import { voteId } from './deck/plan';
import { NO_ROTATION_PLAN, PLAN_KEY } from './deck/deck';

/** A heading of the page as Astro gives it (`render(entry).headings`). */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** Where a step or a widget sits on the page: its section (the nearest heading) and the h2 above it. */
export interface Place {
  section: Heading;
  /** The h2 it falls under: a deck opens at an h2's first slide. */
  top: Heading;
}

export interface PagePlaces {
  steps: ReadonlyMap<string, Place>;
  /** By widget key (the MDX's `<Widgets widget="…">`). */
  widgets: ReadonlyMap<string, Place>;
}

/**
 * The places of the page's steps and widgets, from its MDX source and its headings in order (the
 * source's heading lines are the headings, one for one, which is checked).
 */
export function pagePlaces(slug: string, body: string, headings: readonly Heading[]): PagePlaces {
  const steps = new Map<string, Place>();
  const widgets = new Map<string, Place>();
  let h = -1;
  let section: Heading | undefined;
  let top: Heading | undefined;
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    if (/^#{1,6} /.test(line)) {
      section = headings[++h];
      if (!section) throw new Error(`content/${slug}.mdx has more heading lines than the page has headings`);
      if (section.depth <= 2) top = section;
      continue;
    }
    const at = section && top ? { section, top } : undefined;
    for (const m of line.matchAll(/<Step id="([^"]+)"/g)) if (at) steps.set(m[1]!, at);
    for (const m of line.matchAll(/<Widgets widget="([^"]+)"/g)) if (at) widgets.set(m[1]!, at);
  }
  if (h + 1 !== headings.length)
    throw new Error(
      `content/${slug}.mdx: ${h + 1} heading lines, but the page has ${headings.length} headings`,
    );
  return { steps, widgets };
}

/** A link the teacher's page shows: what it is, where it goes. */
export interface Link {
  text: string;
  href: string;
}

/** A place on a chapter's page as a link (and, for a widget, the deck set up the same way). */
export interface Resolved extends Link {
  /** What it is, before its name: 'the widget', 'the question' (a step's name, "Equation (n)", says it). */
  prefix?: string;
  /** The section it is in, for a step ("in …"). */
  section?: string;
  /** The chapter's deck, opened at this place's section with the same configuration. */
  deck?: string;
}

export interface ResolvedSegment {
  minutes: number;
  kind: Segment['kind'];
  /** What to show, vote on or set; none for a discussion. */
  what?: Resolved;
  /** For a vote: the question put to the class. */
  question?: string;
  note: string;
}

export interface ResolvedTeaching {
  objectives: readonly string[];
  prerequisites: { name: string; explain: string; href?: string }[];
  after: Link[];
  misconceptions: { belief: string; why: string; where: Resolved }[];
  plan: ResolvedSegment[];
  minutes: number;
  noRotation:
    | {
        kind: 'plan';
        plan: ResolvedSegment[];
        minutes: number;
        leaveOut: string;
        /** The deck with only the plan's sections (?sections=) and its notes (?plan=). */
        deck: string;
      }
    | { kind: 'cannot'; why: string; first: Link[] };
}

/** A step's id: eq:<the chapter's prefix>-<name>. */
const STEP_ID = /^eq:[a-z\d]+-[\w-]+$/;

const page = (slug: string, search = '', hash = '') =>
  `${withBase(`/${slug}/`)}${search}${hash ? `#${hash}` : ''}`;
/** A deck link: the configuration's query, then the deck's own choices (`also`: ?sections=, ?plan=). */
const deck = (slug: string, search: string, section: string, also = '') =>
  `${withBase(`/${slug}/present/`)}${search}${also ? `${search ? '&' : '?'}${also}` : ''}#${section}`;

export function resolveTeaching(
  chapter: Chapter,
  places: PagePlaces,
  /** Every chapter's page title, by slug. */
  titles: ReadonlyMap<string, string>,
): ResolvedTeaching {
  const t = chapter.teaching;
  const fail = (what: string): never => {
    throw new Error(`src/chapters/${chapter.slug}/teaching.ts: ${what}`);
  };
  const number = (id: string) => chapter.derivation.steps.findIndex((s) => s.id === id) + 1;

  const ref = (at: PageRef, query: Configuration = {}, deckAlso = ''): Resolved => {
    const search = configSearch(query);
    if ('step' in at) {
      const place = places.steps.get(at.step);
      if (!number(at.step) || !place) fail(`step '${at.step}' is not on the page`);
      return {
        text: `Equation (${number(at.step)})`,
        section: place!.section.text,
        href: page(chapter.slug, search, at.step),
      };
    }
    const w = chapter.widgets.find((x) => x.key === at.widget);
    const place = places.widgets.get(at.widget);
    if (!w || !place) return fail(`widget '${at.widget}' is not on the page`);
    return {
      prefix: 'the widget',
      text: w.title,
      href: page(chapter.slug, search, w.anchor),
      deck: deck(chapter.slug, search, place.top.slug, deckAlso),
    };
  };

  /** A segment of a plan; `deckAlso`, the deck's own query its deck links add (its plan's deck). */
  const segment = (s: Segment, deckAlso = ''): ResolvedSegment => {
    const base = { minutes: s.minutes, kind: s.kind, note: s.note };
    if (s.kind === 'show') return { ...base, what: ref(s.at, s.query, deckAlso) };
    if (s.kind === 'discuss') return base;
    if (s.kind === 'vote') {
      const p = chapter.exercises.find(
        (e): e is PredictExercise => e.kind === 'predict' && e.id === s.predict,
      );
      if (!p) return fail(`'${s.predict}' is no prediction question of the chapter`);
      const w = chapter.widgets.find((x) => x.anchor === p.link.widget);
      if (!w) return fail(`prediction '${p.id}' opens '${p.link.widget}', no widget of the chapter`);
      // The deck opens at the vote's slide, in the configuration the question starts from; the
      // reveal, after the section that answers it, sets the answer's.
      return {
        ...base,
        what: {
          ...ref({ widget: w.key }, p.link.query),
          prefix: 'the question',
          text: p.title,
          deck: deck(chapter.slug, configSearch(p.link.from ?? {}), voteId(p.id), deckAlso),
        },
        question: p.question,
      };
    }
    const ex = chapter.exercises.find((e) => e.kind === 'numeric' && e.id === s.exercise);
    if (!ex) return fail(`'${s.exercise}' is no numeric exercise of the chapter`);
    return { ...base, what: { text: ex.title, href: page(chapter.slug, '', `ex-${ex.id}`) } };
  };

  /** The chapters of these steps, once each; a step the site does not have (its chapter removed) gives none. */
  const chapterLinks = (ids: readonly string[]): Link[] => {
    const links = new Map<string, Link>();
    for (const id of ids) {
      if (!STEP_ID.test(id)) fail(`'${id}' is no step id`);
      const slug = chapterOfStep(id)?.slug;
      const title = slug && titles.get(slug);
      if (slug && title && slug !== chapter.slug) links.set(slug, { text: title, href: page(slug) });
    }
    return [...links.values()];
  };
  /** A step of the site, on its chapter's page; none when the site does not have it. */
  const stepHref = (id: string) => {
    const slug = chapterOfStep(id)?.slug;
    return slug ? page(slug, '', id) : undefined;
  };

  /** The sections (h2 ids) a plan shows or votes in, in the page's order of first use. */
  const sectionsOf = (plan: readonly Segment[]) => {
    const ids = new Set<string>();
    for (const s of plan) {
      if (s.kind === 'show') {
        const place =
          'step' in s.at
            ? places.steps.get(s.at.step)
            : places.widgets.get((s.at as { widget: string }).widget);
        if (place) ids.add(place.top.slug);
      } else if (s.kind === 'vote') {
        const p = chapter.exercises.find((e) => e.kind === 'predict' && e.id === s.predict);
        if (p?.kind === 'predict') ids.add(p.section);
      }
    }
    return [...ids];
  };

  const nr = t.noRotation;
  // The plan without rotation's deck: its sections only, with its own notes (deck.ts, ?plan=); each
  // of its deck links opens that deck too.
  const shortDeck =
    'plan' in nr ? `sections=${sectionsOf(nr.plan).join(',')}&${PLAN_KEY}=${NO_ROTATION_PLAN}` : '';
  return {
    objectives: t.objectives,
    prerequisites: t.prerequisites.map((id) => {
      const p: { name: string; explain: string; see?: string } = PREREQUISITES[id];
      return { name: p.name, explain: p.explain, href: p.see ? stepHref(p.see) : undefined };
    }),
    after: chapterLinks(t.after),
    misconceptions: t.misconceptions.map((m) => ({
      belief: m.belief,
      why: m.why,
      where: ref(m.at, m.query),
    })),
    plan: t.plan.map((s) => segment(s)),
    minutes: planMinutes(t.plan),
    noRotation:
      'plan' in nr
        ? {
            kind: 'plan',
            plan: nr.plan.map((s) => segment(s, shortDeck)),
            minutes: planMinutes(nr.plan),
            leaveOut: nr.leaveOut,
            deck: `${withBase(`/${chapter.slug}/present/`)}?${shortDeck}`,
          }
        : { kind: 'cannot', why: nr.cannot, first: chapterLinks(nr.first) },
  };
}
