// The classroom routes as served, for the static layer: a deck cut into its slides by the deck's own
// code (src/site/deck/deck.ts, buildSlides) run over the served HTML in linkedom, so the slides'
// structure and order are checked without a browser; only what needs one (keys, the URL, fitting,
// the notes window) is left to tests/e2e/classroom.spec.ts.
import { parseHTML } from 'linkedom';
import { buildSlides, type Slide } from '../../src/site/deck/deck';
import { splitLong, splitWidgets, widgetSlides } from '../../src/site/deck/fit';
import { builtPage, DIST } from './built';

export type { Slide };

export interface Deck {
  /** The deck's own document (a fresh parse: buildSlides inserts the key and lead sentences). */
  document: Document;
  content: HTMLElement;
  /** Every slide, in the deck's order, errata included (?errata=0 filters those marked `errata`). */
  slides: Slide[];
}

/** CSS.escape, which linkedom's window does not have (the deck uses it to find a reveal's widget). */
function cssEscape(s: string): string {
  return s.replace(/[^\w-]/g, (c) => `\\${c}`);
}

/**
 * A chapter's deck (/<slug>/present/) cut into slides as the browser cuts it, with the speaker notes of
 * the lesson plan ?plan= names (`plan`; the 50-minute lesson's by default). The deck's code reads
 * the DOM's globals (HTMLElement, Node, CSS, document): they are the parsed page's while it runs.
 */
export function deckOf(slug: string, dir = DIST, plan: string | null = null): Deck {
  const { html } = builtPage(`/${slug}/present/`, dir);
  const { document, window } = parseHTML(html);
  const content = document.querySelector('main.deck .deck-content') as unknown as HTMLElement | null;
  if (!content) throw new Error(`/${slug}/present/ has no main.deck .deck-content`);
  const g = globalThis as Record<string, unknown>;
  const names = ['HTMLElement', 'Node', 'CSS', 'document'] as const;
  const saved = names.map((n) => [n, g[n]] as const);
  Object.assign(g, {
    HTMLElement: window.HTMLElement,
    Node: window.Node,
    CSS: { escape: cssEscape },
    document,
  });
  try {
    // The deck opens each source's errata before it cuts (startDeck): the slides show them whole.
    for (const d of content.querySelectorAll('details.errata')) d.setAttribute('open', '');
    // And cuts what is too long for a slide as the deck does (fit.ts).
    const slides = splitWidgets(splitLong(buildSlides(content, plan)), widgetSlides);
    return { document: document as unknown as Document, content, slides };
  } finally {
    for (const [n, v] of saved) g[n] = v;
  }
}

/** Text with its white space collapsed, as a reader reads it. */
export const words = (el: Element | null | undefined): string =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
