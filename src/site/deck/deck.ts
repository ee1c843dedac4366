// Presenter mode: cuts the chapter's rendered content into slides, in the browser, so the deck is
// generated from the page and never written twice. Nothing is moved: every part stays where the page
// put it (islands hydrate in place) and a slide is the set of parts shown at one time.
import { chooseIds } from '../classroom/chosen';
import { withBase } from '../../lib/site-path';
import { applySearch } from '../../params/store';
import {
  fitSlide,
  showShare,
  splitLong,
  splitWidgets,
  widgetSlides,
  widgetOf,
  type Cut,
  type WidgetHalf,
} from './fit';

export interface Slide {
  /** Direct children of the content shown on this slide. */
  parts: HTMLElement[];
  /** The id of the section heading this slide belongs to ('' before the first section). */
  section: string;
  /** What the presenter view calls it (the notes' heading, "next: …"). */
  title: string;
  /** The page's prose the slide condensed away, for the speaker's notes. */
  notes: HTMLElement[];
  /** A source's errata: left out of the deck with ?errata=0. */
  errata: boolean;
  /** A prediction's reveal: the query string its widget is set to. */
  reveal?: string;
  /** A prediction's vote: the prediction's id. */
  vote?: string;
  /** A long slide cut in several (fit.ts): this one's share. */
  cut?: Cut;
  /** A widget too tall for one slide (fit.ts): this slide's half of it. */
  half?: WidgetHalf;
  /** Which of a widget's slides this is, "3 of 4" (fit.ts). */
  halfOf?: string;
  /** Of a widget's readouts over two slides (fit.ts), which this is, from 0. */
  run?: number;
}

const SENTENCE_END = /[.!?](?=\s+[A-Z“"(])/;

/**
 * The key sentence of a section: its first paragraph cut after the first sentence. Only the
 * paragraph's own text nodes are searched, so KaTeX (elements) is kept whole.
 */
export function keySentence(p: HTMLElement): HTMLElement {
  const clone = p.cloneNode(true) as HTMLElement;
  clone.removeAttribute('id');
  let cut = false;
  for (const node of [...clone.childNodes]) {
    if (cut) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.TEXT_NODE) continue;
    const text = node.nodeValue ?? '';
    const m = SENTENCE_END.exec(text);
    if (m) {
      node.nodeValue = text.slice(0, m.index + 1);
      cut = true;
    }
  }
  clone.classList.add('deck-key');
  return clone;
}

/**
 * The words that lead into a step: the last sentence of the paragraph before it ("Dividing by the
 * masses gives the new velocities:"), its math kept whole, as one line above the equation.
 */
export function leadSentence(p: HTMLElement): HTMLElement {
  const clone = p.cloneNode(true) as HTMLElement;
  clone.removeAttribute('id');
  const nodes = [...clone.childNodes];
  // The last sentence end before the paragraph's own end.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.nodeType !== Node.TEXT_NODE) continue;
    const text = node.nodeValue ?? '';
    const ends = [...text.matchAll(new RegExp(SENTENCE_END.source, 'g'))];
    const last = ends.at(-1);
    if (!last) continue;
    for (const before of nodes.slice(0, i)) before.remove();
    node.nodeValue = text.slice(last.index + 1).trimStart();
    break;
  }
  clone.className = 'deck-lead';
  return clone;
}

/** The equation before, small, above a step's: the step's math and number without its values. */
function previousEquation(step: HTMLElement): HTMLElement {
  const eq = (step.querySelector('.step-eq') ?? step).cloneNode(true) as HTMLElement;
  const box = document.createElement('div');
  box.className = 'deck-prev';
  for (const el of [eq, ...eq.querySelectorAll('[id], [tabindex]')]) {
    el.removeAttribute('id');
    el.removeAttribute('tabindex');
  }
  const math = eq.querySelector('.step-math');
  const number = eq.querySelector('.step-number')?.textContent ?? '';
  math?.setAttribute('aria-label', `The equation before, ${number}`);
  box.append(eq);
  return box;
}

function isWidget(el: HTMLElement): boolean {
  return el.matches('section.widget') || el.querySelector('section.widget') !== null;
}

const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function note(text: string): HTMLElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

/** A prediction's vote slide: the question and its lettered choices, no widget. */
function voteSlide(el: HTMLElement): Slide {
  return {
    parts: [el],
    section: el.dataset.section ?? '',
    title: textOf(el.querySelector('h2')),
    notes: [
      note('A show of hands for each letter, then → for the answer and the widget.'),
      ...[...el.querySelectorAll('ol > li')].map((li) => note(textOf(li))),
    ],
    errata: false,
    vote: el.dataset.predict ?? '',
  };
}

/** A prediction's reveal slide: the answer, the number that answers it, and the widget it names. */
function revealSlide(el: HTMLElement, content: HTMLElement, children: readonly HTMLElement[]): Slide {
  const widget = content.querySelector<HTMLElement>(`section.widget#${CSS.escape(el.dataset.widget ?? '')}`);
  const part = widget ? children.find((c) => c.contains(widget)) : undefined;
  return {
    parts: part ? [el, part] : [el],
    section: el.dataset.section ?? '',
    title: textOf(el.querySelector('h2')),
    notes: [...el.querySelectorAll<HTMLElement>('p')].map((p) => p.cloneNode(true) as HTMLElement),
    errata: false,
    reveal: el.dataset.query ?? '',
  };
}

/**
 * Split the content's children into slides, in the order the deck shows them: the page's sections
 * (its errata marked), each prediction question's vote right before the section that answers it
 * (its data-section) and its reveal right after that section, and the key results last, so that the
 * deck ends on what to take away. The exercises' section is the reading page's. The notes of the
 * lesson plan `plan` names (?plan=, the 50-minute lesson's by default) go first in the notes of the
 * slides they name.
 */
export function buildSlides(content: HTMLElement, plan: string | null = null): Slide[] {
  const slides: Slide[] = [];
  const closing: Slide[] = [];
  const children = [...content.children].filter(
    (c): c is HTMLElement => c instanceof HTMLElement && !c.matches('script, style'),
  );
  const bySection = (selector: string, make: (el: HTMLElement) => Slide) => {
    const map = new Map<string, Slide[]>();
    for (const el of children.filter((c) => c.matches(selector))) {
      const slide = make(el);
      map.set(slide.section, [...(map.get(slide.section) ?? []), slide]);
    }
    return map;
  };
  const votes = bySection('.deck-predict', voteSlide);
  const reveals = bySection('.deck-reveal', (el) => revealSlide(el, content, children));
  const placeReveals = (id: string) => {
    slides.push(...(reveals.get(id) ?? []));
    reveals.delete(id);
  };
  const title = children.find((c) => c.matches('.deck-title'));
  if (title)
    slides.push({
      parts: [title],
      section: '',
      title: textOf(title.querySelector('h1')),
      notes: [],
      errata: false,
    });
  let section = '';
  let heading: HTMLElement | null = null;
  let keyAdded = true;
  let errata = false;
  let exercises = false;
  let previousStep: HTMLElement | null = null;
  // Prose not on any slide yet: it leads into the next step, or closes the section's last slide.
  let pending: HTMLElement[] = [];
  const target = () => (section === 'key-results' ? closing : slides);
  const add = (slide: Omit<Slide, 'section' | 'notes' | 'errata'>) => {
    const made = { ...slide, section, notes: pending, errata };
    pending = [];
    target().push(made);
    return made;
  };
  for (const el of children) {
    if (el === title || el.matches('.plug-in') || el.querySelector('.plug-in')) continue;
    // Porting notes are for a programmer reading the page, not for a class.
    if (el.matches('.porting-notes')) continue;
    if (el.matches('.deck-predict, .deck-reveal, .deck-plan')) continue;
    if (exercises) continue;
    if (el.tagName === 'H2') {
      // The section's last words close its last slide; then the reveals it answers, and the votes
      // the next section answers.
      target()
        .at(-1)
        ?.notes.push(...pending);
      pending = [];
      placeReveals(section);
      heading = el;
      section = el.id;
      errata = section === 'errata';
      exercises = section === 'exercises';
      if (exercises) continue;
      if (errata) previousStep = null;
      target().push(...(votes.get(section) ?? []));
      votes.delete(section);
      add({ parts: [el], title: textOf(el) });
      keyAdded = false;
      continue;
    }
    if (!keyAdded && el.tagName === 'P' && heading) {
      const key = keySentence(el);
      el.before(key);
      target().at(-1)!.parts.push(key);
      target()
        .at(-1)!
        .notes.push(el.cloneNode(true) as HTMLElement);
      keyAdded = true;
      continue;
    }
    const isStep = el.matches('.step');
    if (isStep || el.querySelector('.step') || isWidget(el) || el.matches('.key-results, table')) {
      const parts: HTMLElement[] = [];
      if (heading && !isWidget(el)) parts.push(heading);
      let name = textOf(heading);
      if (isStep) {
        const before = el.previousElementSibling;
        if (previousStep) {
          const prev = previousEquation(previousStep);
          el.before(prev);
          parts.push(prev);
        }
        if (before instanceof HTMLElement && before.tagName === 'P') {
          const lead = leadSentence(before);
          el.before(lead);
          parts.push(lead);
        }
        name = `${name}, ${textOf(el.querySelector('.step-number'))}`;
        previousStep = el;
      } else if (isWidget(el)) {
        name = textOf(el.querySelector('h3')) || name;
      }
      add({ parts: [...parts, el], title: name });
      continue;
    }
    pending.push(el.cloneNode(true) as HTMLElement);
  }
  target()
    .at(-1)
    ?.notes.push(...pending);
  if (!exercises) placeReveals(section);
  // A prediction whose section the deck does not have (present.astro checks they all do) is still
  // put to the class, before the key results.
  for (const id of new Set([...votes.keys(), ...reveals.keys()])) {
    slides.push(...(votes.get(id) ?? []));
    placeReveals(id);
  }
  // A section heading alone, before a slide that shows it again with its content, adds nothing.
  if (
    closing.length > 1 &&
    closing[0]!.parts.length === 1 &&
    closing[1]!.parts.includes(closing[0]!.parts[0]!)
  )
    closing[1]!.notes.unshift(...closing.shift()!.notes);
  const all = [...slides, ...closing];
  addPlanNotes(all, content, children, plan);
  return all;
}

/** ?plan=: whose notes the speaker notes carry, a plan present.astro wrote (.deck-plan[data-plan]). */
export const PLAN_KEY = 'plan';
/** The 50-minute lesson's plan, the notes of a deck without ?plan=. */
export const LESSON_PLAN = 'lesson';
/** The plan for a class that has not met rotation (/teach/ links its deck with ?plan=no-rotation). */
export const NO_ROTATION_PLAN = 'no-rotation';

/**
 * What the title slide says of a ?plan= this deck has none of (its notes are then the lesson's); null
 * for none asked, or one it has.
 */
export function planMessage(content: HTMLElement, name: string | null): string | null {
  const names = [...content.querySelectorAll<HTMLElement>(':scope > .deck-plan')].map((p) => p.dataset.plan);
  if (name === null || names.includes(name)) return null;
  return (
    `?${PLAN_KEY}=: this deck has no plan “${name}”; the speaker notes are the 50-minute lesson’s. ` +
    `Its plans: ${names.join(', ')}.`
  );
}

/**
 * The lesson plan's notes (present.astro's hidden .deck-plan, each naming an element by data-plan-at:
 * a step, a widget, a vote; none for the title) first in the notes of the slide that shows that
 * element, in the plan's order: the plan `name` names, or the lesson's when the page has no such plan.
 */
function addPlanNotes(
  slides: readonly Slide[],
  content: HTMLElement,
  children: readonly HTMLElement[],
  name: string | null,
): void {
  const plans = children.filter((c) => c.matches('.deck-plan'));
  const plan =
    plans.find((c) => c.dataset.plan === (name ?? LESSON_PLAN)) ??
    plans.find((c) => c.dataset.plan === LESSON_PLAN);
  if (!plan) return;
  const found = new Map<Slide, HTMLElement[]>();
  for (const p of plan.querySelectorAll<HTMLElement>('[data-plan-at]')) {
    const at = p.dataset.planAt ?? '';
    const target = at ? content.querySelector(`[id="${at}"]`) : null;
    const slide = target
      ? slides.find((s) => s.parts.some((x) => x === target || x.contains(target)))
      : slides[0];
    if (slide) found.set(slide, [...(found.get(slide) ?? []), p.cloneNode(true) as HTMLElement]);
  }
  for (const [slide, notes] of found) slide.notes.unshift(...notes);
}

/** ?sections=a,b: the deck presents only these sections (ids as on the page). */
export const SECTIONS_KEY = 'sections';

/**
 * The slides of the chosen sections (`?sections=`, comma-separated ids of the page's h2s), with their
 * votes and reveals, the title and the key results. Ids the deck does not have are named in
 * `message`, for the title slide; with no known id at all the whole deck is kept, never an empty one.
 */
export function chooseSections(
  slides: readonly Slide[],
  param: string | null,
): { slides: Slide[]; message: string | null } {
  const ids = [...new Set(slides.map((s) => s.section).filter((s) => s !== ''))];
  const { keep, unknown } = chooseIds(param, ids);
  const message =
    unknown.length === 0
      ? null
      : `?${SECTIONS_KEY}=: this page has no section ${unknown.map((u) => `“${u}”`).join(', ')}; ` +
        (keep === null ? 'every section is shown. ' : 'the other sections asked for are shown. ') +
        `Its sections: ${ids.join(', ')}.`;
  const kept =
    keep === null
      ? [...slides]
      : slides.filter((s) => s.section === '' || s.section === 'key-results' || keep.includes(s.section));
  return { slides: kept, message };
}

/** ?errata=0: the deck leaves out the sources' errata (the teacher's choice, kept in the URL). */
const ERRATA_KEY = 'errata';
/** ?notes: this window is the presenter's view of the deck in another window. */
const NOTES_KEY = 'notes';

/** A query string with the errata choice set in it (nothing when they are in, the default). */
function withErrata(search: string, errataOn: boolean): string {
  const q = new URLSearchParams(search);
  if (errataOn) q.delete(ERRATA_KEY);
  else q.set(ERRATA_KEY, '0');
  // A comma is as good in a query as its %2C, and ?sections=a,b stays as a teacher types it.
  const out = q.toString().replace(/%2C/g, ',');
  return out ? `?${out}` : '';
}

/** What a deck window and its notes window say to each other (same origin, no server). */
type Message =
  { type: 'slide'; index: number; errata: boolean } | { type: 'go'; index: number } | { type: 'hello' };

/**
 * The slide a #fragment names: #slide-14 (from 1), or an element's id: the slide that shows it (a
 * section's heading, a step, a widget, a vote: #vote-<prediction id>), or a section's first slide.
 */
function slideFromHash(slides: readonly Slide[]): number {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const numbered = /^slide-(\d+)$/.exec(id);
  if (numbered) return Math.min(slides.length, Math.max(1, Number(numbered[1]))) - 1;
  const el = id ? document.getElementById(id) : null;
  const shown = el ? slides.findIndex((s) => s.parts.some((p) => p === el || p.contains(el))) : -1;
  if (shown >= 0) return shown;
  const i = slides.findIndex((s) => s.section === id && s.vote === undefined);
  return i >= 0 ? i : 0;
}

function replaceHash(index: number): void {
  const { pathname, search } = window.location;
  // replaceState: the slides are not pages of the history (Back leaves the deck).
  window.history.replaceState(window.history.state, '', `${pathname}${search}#slide-${index + 1}`);
}

/** Wake the islands of the group a widget belongs to (client:interact), so it shows its values. */
function wake(part: HTMLElement): void {
  let group = '*';
  try {
    const opts = JSON.parse(part.querySelector('astro-island')?.getAttribute('opts') ?? '{}') as {
      value?: unknown;
    };
    if (typeof opts.value === 'string' && opts.value) group = opts.value;
  } catch {
    // No readable group: wake every island.
  }
  document.dispatchEvent(new CustomEvent('impulse:wake', { detail: group }));
}

export function startDeck(): void {
  const main = document.querySelector<HTMLElement>('main.deck');
  const content = main?.querySelector<HTMLElement>('.deck-content');
  const bar = document.querySelector<HTMLElement>('.deck-bar');
  if (!main || !content || !bar) return;
  // The reading page collapses each source's errata; a slide shows them whole.
  for (const d of content.querySelectorAll<HTMLDetailsElement>('details.errata')) d.open = true;
  // ?sections= cuts the deck once, for this window and its notes window alike; long slides and tall
  // widgets are cut first, so that a chosen section keeps every run of its own.
  const plan = new URLSearchParams(window.location.search).get(PLAN_KEY);
  const chosen = chooseSections(
    splitWidgets(splitLong(buildSlides(content, plan)), widgetSlides),
    new URLSearchParams(window.location.search).get(SECTIONS_KEY),
  );
  const all = chosen.slides;
  if (all.length === 0) return;
  const sectionsNote = content.querySelector<HTMLElement>('[data-deck="sections-note"]');
  const message = [chosen.message, planMessage(content, plan)].filter((m) => m !== null).join(' ');
  if (sectionsNote && message) {
    sectionsNote.textContent = message;
    sectionsNote.hidden = false;
  }
  const slug = main.dataset.slug ?? '';
  let errataOn = new URLSearchParams(window.location.search).get(ERRATA_KEY) !== '0';
  let slides = all.filter((s) => errataOn || !s.errata);
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`impulse-deck:${slug}`);
  const post = (m: Message) => channel?.postMessage(m);
  main.classList.add('deck-js');
  document.body.classList.add('deck-js');
  if (new URLSearchParams(window.location.search).has(NOTES_KEY)) {
    startNotes(main, all, channel);
    return;
  }

  const counter = bar.querySelector<HTMLElement>('[data-deck="counter"]')!;
  const back = bar.querySelector<HTMLAnchorElement>('[data-deck="back"]')!;
  const help = content.querySelector<HTMLElement>('.deck-help');
  const errataBox = content.querySelector<HTMLInputElement>('[data-deck="errata"]');
  const notesLink = content.querySelector<HTMLAnchorElement>('[data-deck="notes-link"]');
  let current = -1;
  const hint = bar.querySelector<HTMLElement>('[data-deck="widget-hint"]');
  // The reader's configuration while a prediction's reveal shows the question's; in the history's
  // state, which a reload keeps, so that a reload on a reveal does not lose it.
  const SAVED = 'impulseDeckSaved';
  const state = () => (window.history.state ?? {}) as Record<string, unknown>;
  let saved = typeof state()[SAVED] === 'string' ? (state()[SAVED] as string) : null;
  let disclosures: Map<HTMLDetailsElement, boolean> | null = null;
  const keepSaved = () => window.history.replaceState({ ...state(), [SAVED]: saved }, '');

  /** What the deck watches on the shown slide (its widgets, its other parts), and the size of each. */
  let watched: HTMLElement[] = [];
  const sizes = new Map<Element, string>();
  const sizeOf = (el: HTMLElement) => `${el.offsetWidth}×${el.offsetHeight}`;
  /** Fit the shown slide to the screen: its widget zoomed, its equations scaled to their boxes. */
  const fit = () => {
    fitSlide(slides[current]?.parts ?? []);
    for (const el of watched) sizes.set(el, sizeOf(el));
  };
  // A widget's size changes when it hydrates or when the reader's values add a line: fit again
  // then. Only then: an observer reports every element once as it starts watching it, at the size
  // the fit just gave it, and fitting a widget is a search of up to 58 layouts.
  const resized = new ResizeObserver((entries) => {
    if (entries.some((e) => sizes.get(e.target) !== sizeOf(e.target as HTMLElement))) fit();
  });

  const readingUrl = () => {
    const section = slides[current]?.section;
    return `${withBase(`/${slug}/`)}${window.location.search}${section ? `#${section}` : ''}`;
  };
  const notesUrl = () => {
    const q = new URLSearchParams(window.location.search);
    q.set(NOTES_KEY, '');
    return `${window.location.pathname}?${q.toString()}#slide-${current + 1}`;
  };

  // The slide is in the URL's #fragment (#slide-14, counted from 1), so a reload or a shared link
  // returns to it; the query string stays the widgets' state, which the stores rewrite and keep
  // the fragment. A fragment naming a section (a link from the reading page) opens its first slide.
  const show = (i: number, force = false) => {
    const next = Math.max(0, Math.min(slides.length - 1, i));
    if (next === current && !force) return;
    for (const el of content.querySelectorAll('.deck-on')) el.classList.remove('deck-on');
    resized.disconnect();
    const slide = slides[next]!;
    for (const el of slide.parts) el.classList.add('deck-on');
    showShare(content, slide);
    current = next;
    // A reveal sets its widget to the question's configuration; the slide after it, back to the
    // teacher's.
    if (slide.reveal !== undefined) {
      // The tucked-away controls as the teacher left them: the question's values may open them.
      disclosures ??= new Map(
        [...content.querySelectorAll<HTMLDetailsElement>('details.widget-more')].map((d) => [d, d.open]),
      );
      saved ??= window.location.search;
      keepSaved();
      // The deck's own choices stay in the URL, so that a reload on a reveal keeps the same deck.
      const q = new URLSearchParams(slide.reveal);
      for (const key of [SECTIONS_KEY, PLAN_KEY]) {
        const chosen = new URLSearchParams(window.location.search).get(key);
        if (chosen !== null) q.set(key, chosen);
      }
      applySearch(withErrata(q.size ? `?${q.toString()}` : '', errataOn));
      for (const part of slide.parts) wake(part);
    } else if (saved !== null) {
      applySearch(withErrata(saved, errataOn));
      saved = null;
      keepSaved();
    }
    if (slide.reveal === undefined && disclosures) {
      for (const [d, open] of disclosures) d.open = open;
      disclosures = null;
    }
    // A reveal's slides (its answer, then its widget at the answer's configuration) are marked:
    // their widget's islands wake as the slide shows, which a check waits for.
    document.body.classList.toggle('deck-revealing', slide.reveal !== undefined);
    const widgets = slide.parts.map(widgetOf).filter((w) => w !== null);
    if (hint) hint.hidden = widgets.length === 0;
    // Each part's widget, or the part itself: a step, which its plugged-in numbers lengthen (N, the
    // switch).
    watched = slide.parts.map((part) => widgetOf(part) ?? part);
    sizes.clear();
    fit();
    for (const el of watched) resized.observe(el);
    // A new configuration re-renders the widget after this task (Preact renders in a microtask):
    // fit it again once it has, before the counter says the slide is there.
    if (slide.reveal !== undefined)
      void Promise.resolve()
        .then(() => undefined)
        .then(() => {
          if (current === next) fit();
          counter.textContent = `${current + 1} / ${slides.length}`;
        });
    else counter.textContent = `${current + 1} / ${slides.length}`;
    back.href = readingUrl();
    replaceHash(current);
    if (notesLink) notesLink.href = notesUrl();
    post({ type: 'slide', index: current, errata: errataOn });
    window.scrollTo(0, 0);
  };

  window.addEventListener('resize', fit);
  bar.hidden = false;
  if (help) help.hidden = false;
  if (errataBox) {
    errataBox.checked = errataOn;
    errataBox.addEventListener('change', () => {
      const at = slides[current];
      errataOn = errataBox.checked;
      slides = all.filter((s) => errataOn || !s.errata);
      const { pathname, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${withErrata(window.location.search, errataOn)}${hash}`,
      );
      // The same slide, or the last one before it still in the deck.
      let index = at ? slides.indexOf(at) : 0;
      if (index < 0) index = slides.filter((s) => all.indexOf(s) < all.indexOf(at!)).length - 1;
      show(index, true);
    });
  }
  show(slideFromHash(slides));
  // A fragment typed into the address bar, or a link within the deck.
  window.addEventListener('hashchange', () => show(slideFromHash(slides)));
  channel?.addEventListener('message', (e: MessageEvent<Message>) => {
    if (e.data.type === 'hello') post({ type: 'slide', index: current, errata: errataOn });
    else if (e.data.type === 'go') show(e.data.index);
  });

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const togglePlugIn = () => document.querySelector<HTMLInputElement>('#plug-in-numbers')?.click();
  const openNotes = () => window.open(notesUrl(), `deck-notes-${slug}`, 'popup,width=960,height=720');

  bar.querySelector('[data-deck="prev"]')!.addEventListener('click', () => show(current - 1));
  bar.querySelector('[data-deck="next"]')!.addEventListener('click', () => show(current + 1));
  bar.querySelector('[data-deck="fullscreen"]')!.addEventListener('click', toggleFullscreen);
  back.addEventListener('click', () => (back.href = readingUrl()));
  notesLink?.addEventListener('click', (e) => {
    e.preventDefault();
    openNotes();
  });

  // L: the slides' numbers and titles, a button each, in a native dialog (Esc closes it).
  const list = document.querySelector<HTMLDialogElement>('dialog[data-deck="list"]');
  const listItems = list?.querySelector<HTMLElement>('[data-deck="list-items"]');
  const openList = () => {
    if (!list || !listItems) return;
    listItems.replaceChildren(
      ...slides.map((s, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = `${i + 1}. ${s.title}`;
        if (i === current) b.setAttribute('aria-current', 'true');
        b.addEventListener('click', () => {
          list.close();
          show(i);
        });
        li.append(b);
        return li;
      }),
    );
    list.showModal();
    listItems.querySelectorAll('button')[current]?.focus();
  };

  // G, then a slide's number, then Enter: that slide. The counter shows the number as it is typed;
  // a number no slide has is said there, not taken as the nearest slide. Any other key leaves it.
  let goTo: string | null = null;
  const sayGoTo = (text: string) => (counter.textContent = text);
  const goToKey = (key: string): boolean => {
    if (goTo === null) return false;
    if (/^[0-9]$/.test(key) || key === 'Backspace') {
      goTo = key === 'Backspace' ? goTo.slice(0, -1) : goTo + key;
      sayGoTo(`go to slide ${goTo || '…'} of ${slides.length}`);
      return true;
    }
    const asked = goTo;
    goTo = null;
    const n = Number(asked);
    if (key === 'Enter' && asked && n >= 1 && n <= slides.length) {
      // The slide already shown: show() does nothing, so the counter is put back here.
      if (n - 1 === current) sayGoTo(`${current + 1} / ${slides.length}`);
      show(n - 1);
    } else if (key === 'Enter' && asked) sayGoTo(`no slide ${asked}: 1 to ${slides.length}`);
    else sayGoTo(`${current + 1} / ${slides.length}`);
    return key === 'Enter' || key === 'Escape';
  };

  document.addEventListener('keydown', (e) => {
    // The slide list's keys are its own (Tab, Enter, Esc closes it).
    if (e.altKey || e.ctrlKey || e.metaKey || list?.open) return;
    const target = e.target as HTMLElement | null;
    // Inside a control, arrows, Space and letters belong to the control (a slider, a diagram's drag
    // handle, a number box); a slider or a number box also keeps Page Up/Down, Home and End (its big
    // steps and its ends). Elsewhere, a button or a drag handle included (it has only its arrows, and
    // a handle just dragged with the mouse keeps the focus), Page Up/Down (what clickers send) still
    // drive the deck, and Esc always does.
    const inControl = target?.closest('input, select, textarea, button, [contenteditable], [role="slider"]');
    const stepper = target?.closest(
      'input[type="range"], input[role="spinbutton"], [role="slider"]:not(.handle)',
    );
    if (stepper && ['PageDown', 'PageUp', 'Home', 'End'].includes(e.key)) return;
    if (!inControl && goToKey(e.key)) {
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case 'PageDown':
        show(current + 1);
        break;
      case 'PageUp':
        show(current - 1);
        break;
      case 'Escape':
        // Out of a widget's control first (its arrow keys are its own), then out of the deck.
        if (inControl && content.contains(target)) {
          (target as HTMLElement).blur();
          break;
        }
        if (document.fullscreenElement) return;
        window.location.href = readingUrl();
        break;
      default:
        if (inControl) return;
        if (e.key === 'ArrowRight' || e.key === ' ') show(current + 1);
        else if (e.key === 'ArrowLeft') show(current - 1);
        else if (e.key === 'Home') show(0);
        else if (e.key === 'End') show(slides.length - 1);
        else if (e.key === 'f' || e.key === 'F') toggleFullscreen();
        else if (e.key === 'n' || e.key === 'N') togglePlugIn();
        else if (e.key === 's' || e.key === 'S') openNotes();
        else if (e.key === 'l' || e.key === 'L') openList();
        else if (e.key === 'g' || e.key === 'G') {
          goTo = '';
          sayGoTo(`go to slide … of ${slides.length}`);
        } else return;
    }
    e.preventDefault();
  });
}

/**
 * The presenter's view, in a second window: the shown slide's notes (the page's prose it condensed
 * away), the next slide's title and the time since the view opened. It follows the deck's window
 * through a BroadcastChannel, and its arrow keys move that deck.
 */
function startNotes(main: HTMLElement, all: readonly Slide[], channel: BroadcastChannel | null): void {
  document.body.classList.add('deck-notes-mode');
  let slides = all.filter(
    (s) => new URLSearchParams(window.location.search).get(ERRATA_KEY) !== '0' || !s.errata,
  );
  const pane = document.createElement('section');
  pane.className = 'deck-notes';
  pane.setAttribute('aria-label', 'Speaker notes');
  const top = document.createElement('p');
  top.className = 'deck-notes-top';
  const counter = document.createElement('span');
  counter.dataset.notes = 'counter';
  const timer = document.createElement('button');
  timer.type = 'button';
  timer.dataset.notes = 'timer';
  top.append(counter, ' · ', timer);
  const title = document.createElement('h2');
  title.dataset.notes = 'title';
  const body = document.createElement('div');
  body.dataset.notes = 'body';
  const next = document.createElement('p');
  next.className = 'deck-notes-next';
  next.dataset.notes = 'next';
  const keys = note('→ ← here move the deck in the other window too; click the time to restart it.');
  keys.className = 'deck-notes-keys';
  pane.append(top, title, body, next, keys);
  main.append(pane);

  let current = 0;
  const render = (i: number) => {
    current = Math.max(0, Math.min(slides.length - 1, i));
    const slide = slides[current]!;
    counter.textContent = `Slide ${current + 1} / ${slides.length}`;
    title.textContent = slide.title;
    document.title = `Notes: ${slide.title}`;
    const notes = slide.notes.map((n) => n.cloneNode(true) as HTMLElement);
    for (const n of notes) for (const el of [n, ...n.querySelectorAll('[id]')]) el.removeAttribute('id');
    body.replaceChildren(...(notes.length ? notes : [note('Nothing more on the page for this slide.')]));
    next.textContent = `Next: ${slides[current + 1]?.title ?? 'the end of the deck'}`;
    replaceHash(current);
  };
  let started = Date.now();
  const tick = () => {
    const s = Math.floor((Date.now() - started) / 1000);
    timer.textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    timer.setAttribute('aria-label', `Time since the start: ${timer.textContent}; restart`);
  };
  timer.addEventListener('click', () => {
    started = Date.now();
    tick();
  });
  tick();
  window.setInterval(tick, 1000);
  render(slideFromHash(slides));
  channel?.addEventListener('message', (e: MessageEvent<Message>) => {
    if (e.data.type !== 'slide') return;
    const errataOn = e.data.errata;
    slides = all.filter((s) => errataOn || !s.errata);
    render(e.data.index);
  });
  channel?.postMessage({ type: 'hello' } satisfies Message);
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement | null)?.closest('button')) return;
    const to: Record<string, number> = {
      ArrowRight: current + 1,
      PageDown: current + 1,
      ' ': current + 1,
      ArrowLeft: current - 1,
      PageUp: current - 1,
      Home: 0,
      End: slides.length - 1,
    };
    const index = to[e.key];
    if (index === undefined) return;
    e.preventDefault();
    channel?.postMessage({ type: 'go', index } satisfies Message);
  });
}
