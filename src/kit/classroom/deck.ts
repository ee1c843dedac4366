// Presenter mode: cuts the chapter's rendered content into slides, in the browser, so the deck is
// generated from the page and never written twice. Nothing is moved: every part stays where the page
// put it (islands hydrate in place) and a slide is the set of parts shown at one time.
import { withBase } from '../../lib/site-path';

interface Slide {
  /** Direct children of the content shown on this slide. */
  parts: HTMLElement[];
  /** The id of the section heading this slide belongs to ('' before the first section). */
  section: string;
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

function isWidget(el: HTMLElement): boolean {
  return el.matches('section.widget') || el.querySelector('section.widget') !== null;
}

/** Split the content's children into slides. */
export function buildSlides(content: HTMLElement): Slide[] {
  const slides: Slide[] = [];
  const children = [...content.children].filter(
    (c): c is HTMLElement => c instanceof HTMLElement && !c.matches('script, style'),
  );
  const title = children.find((c) => c.matches('.deck-title'));
  if (title) slides.push({ parts: [title], section: '' });
  let section = '';
  let heading: HTMLElement | null = null;
  let keyAdded = true;
  for (const el of children) {
    if (el === title || el.matches('.plug-in') || el.querySelector('.plug-in')) continue;
    if (el.tagName === 'H2') {
      heading = el;
      section = el.id;
      slides.push({ parts: [el], section });
      keyAdded = false;
      continue;
    }
    if (!keyAdded && el.tagName === 'P' && heading) {
      const key = keySentence(el);
      el.before(key);
      slides.at(-1)!.parts.push(key);
      keyAdded = true;
      continue;
    }
    if (el.matches('.step') || el.querySelector('.step') || isWidget(el) || el.matches('.key-results')) {
      slides.push({ parts: heading && !isWidget(el) ? [heading, el] : [el], section });
    }
  }
  return slides;
}

/** The element a widget slide zooms: the widget's frame (a part may be its island, which has no box). */
function widgetOf(part: HTMLElement): HTMLElement | null {
  return part.matches('section.widget') ? part : part.querySelector<HTMLElement>('section.widget');
}

/**
 * Scale each display equation on the slide down to its box, if it is wider: MathML does not break
 * lines, and nobody scrolls a projected slide. Equations are sized in em, so a font size scales
 * them exactly (--fit, read by classroom.css); data-fit marks one that was scaled. Every width is
 * read at full size before any is written, so the slide is laid out twice, not once per equation.
 */
function fitEquations(parts: readonly HTMLElement[]): void {
  const boxes = parts.flatMap((p) => [...p.querySelectorAll<HTMLElement>('.step-math, .katex-display')]);
  for (const box of boxes) {
    box.style.removeProperty('--fit');
    delete box.dataset.fit;
  }
  const scales = boxes.map((box) => {
    const math = box.querySelector('math');
    if (!math || box.clientWidth === 0) return 1;
    // A display <math> is as wide as its box; its rows are as wide as the equation.
    let left = Infinity;
    let right = -Infinity;
    for (const row of math.children) {
      const r = row.getBoundingClientRect();
      left = Math.min(left, r.left);
      right = Math.max(right, r.right);
    }
    const zoom = box.currentCSSZoom || 1;
    const natural = Math.max(box.scrollWidth, (right - left) / zoom);
    // A pixel to spare: a fitted equation must not round up to a scroll bar.
    return Math.min(1, (box.clientWidth - 1) / natural);
  });
  const fitted = boxes.filter((box, i) => {
    if (scales[i]! >= 1) return false;
    box.style.setProperty('--fit', scales[i]!.toFixed(4));
    box.dataset.fit = '';
    return true;
  });
  // Spacing set in px (rules, a fraction's padding) does not scale with the font: what is still
  // over after the first pass goes in a second.
  const over = fitted.map((box) => box.scrollWidth / (box.clientWidth - 1));
  fitted.forEach((box, i) => {
    if (over[i]! > 1)
      box.style.setProperty('--fit', (Number(box.style.getPropertyValue('--fit')) / over[i]!).toFixed(4));
  });
}

/** The widths, in rem, a widget slide is laid out at before it is zoomed (classroom.css). */
const WIDGET_WIDTHS = [64, 96, 128];

/**
 * Zoom a widget slide's widget as large as fits the screen above the deck bar, with no page scroll
 * either way. The widget lays itself out again at each width and zoom (its columns, its wrapped
 * labels), so the largest zoom that fits is searched for at each width, and the best width kept.
 */
function fitWidget(widget: HTMLElement): void {
  const page = document.scrollingElement ?? document.documentElement;
  // Boxes that would scroll a table or a matrix sideways: on a slide they must not need to.
  const scrollers = [...widget.querySelectorAll<HTMLElement>('*')].filter(
    (el) => !el.closest('math') && /auto|scroll/.test(getComputedStyle(el).overflowX),
  );
  const fits = (width: number, zoom: number) => {
    widget.style.setProperty('--deck-widget-width', `${width}rem`);
    widget.style.setProperty('--deck-zoom', String(zoom));
    // What spills out of the widget's frame (a wide table) must still end on the screen.
    const left = widget.getBoundingClientRect().left;
    return (
      page.scrollHeight <= window.innerHeight &&
      page.scrollWidth <= window.innerWidth &&
      left + Math.max(widget.offsetWidth, widget.scrollWidth) * zoom <= window.innerWidth &&
      scrollers.every((el) => el.scrollWidth <= el.clientWidth + 1)
    );
  };
  const largest = (width: number) => {
    let lo = 0.25;
    let hi = 3;
    if (fits(width, hi)) return hi;
    for (let k = 0; k < 8; k++) {
      const mid = (lo + hi) / 2;
      if (fits(width, mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  let best = { width: WIDGET_WIDTHS[0]!, zoom: 0 };
  for (const width of WIDGET_WIDTHS) {
    const zoom = largest(width);
    if (zoom > best.zoom) best = { width, zoom };
  }
  fits(best.width, best.zoom);
}

export function startDeck(): void {
  const main = document.querySelector<HTMLElement>('main.deck');
  const content = main?.querySelector<HTMLElement>('.deck-content');
  const bar = document.querySelector<HTMLElement>('.deck-bar');
  if (!main || !content || !bar) return;
  const slides = buildSlides(content);
  if (slides.length === 0) return;
  const counter = bar.querySelector<HTMLElement>('[data-deck="counter"]')!;
  const back = bar.querySelector<HTMLAnchorElement>('[data-deck="back"]')!;
  const slug = main.dataset.slug ?? '';
  let current = -1;
  const hint = bar.querySelector<HTMLElement>('[data-deck="widget-hint"]');

  /** Fit the shown slide to the screen: its widget zoomed, its equations scaled to their boxes. */
  const fit = () => {
    const parts = slides[current]?.parts ?? [];
    for (const part of parts) {
      const widget = widgetOf(part);
      if (widget) fitWidget(widget);
    }
    fitEquations(parts);
  };
  // A widget's size changes when it hydrates or when the reader's values add a line.
  const resized = new ResizeObserver(() => fit());

  // The slide is in the URL's #fragment (#slide-14, counted from 1), so a reload or a shared link
  // returns to it; the query string stays the widgets' state, which the stores rewrite and keep
  // the fragment. A fragment naming a section (a link from the reading page) opens its first slide.
  const fromHash = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const numbered = /^slide-(\d+)$/.exec(id);
    if (numbered) return Math.min(slides.length, Math.max(1, Number(numbered[1]))) - 1;
    const i = slides.findIndex((s) => s.section === id);
    return i >= 0 ? i : 0;
  };

  const writeHash = () => {
    const { pathname, search } = window.location;
    // replaceState: the slides are not pages of the history (Back leaves the deck).
    window.history.replaceState(window.history.state, '', `${pathname}${search}#slide-${current + 1}`);
  };

  const readingUrl = () => {
    const section = slides[current]?.section;
    return `${withBase(`/${slug}/`)}${window.location.search}${section ? `#${section}` : ''}`;
  };

  const show = (i: number) => {
    const next = Math.max(0, Math.min(slides.length - 1, i));
    if (next === current) return;
    for (const el of content.querySelectorAll('.deck-on')) el.classList.remove('deck-on');
    resized.disconnect();
    for (const el of slides[next]!.parts) el.classList.add('deck-on');
    current = next;
    const widgets = slides[current]!.parts.map(widgetOf).filter((w) => w !== null);
    if (hint) hint.hidden = widgets.length === 0;
    fit();
    for (const w of widgets) resized.observe(w);
    counter.textContent = `${current + 1} / ${slides.length}`;
    back.href = readingUrl();
    writeHash();
    window.scrollTo(0, 0);
  };

  window.addEventListener('resize', fit);
  main.classList.add('deck-js');
  document.body.classList.add('deck-js');
  bar.hidden = false;
  show(fromHash());
  // A fragment typed into the address bar, or a link within the deck.
  window.addEventListener('hashchange', () => show(fromHash()));

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const togglePlugIn = () => document.querySelector<HTMLInputElement>('#plug-in-numbers')?.click();

  bar.querySelector('[data-deck="prev"]')!.addEventListener('click', () => show(current - 1));
  bar.querySelector('[data-deck="next"]')!.addEventListener('click', () => show(current + 1));
  bar.querySelector('[data-deck="fullscreen"]')!.addEventListener('click', toggleFullscreen);
  back.addEventListener('click', () => (back.href = readingUrl()));

  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    // Inside a control, arrows, Space and letters belong to the control (a slider, a number box);
    // a slider or a number box also keeps Page Up/Down, Home and End (its big steps and its ends).
    // Elsewhere, a button included, Page Up/Down (what clickers send) still drive the deck, and
    // Esc always does.
    const inControl = target?.closest('input, select, textarea, button, [contenteditable], [role="slider"]');
    const stepper = target?.closest('input[type="range"], input[type="number"], [role="slider"]');
    if (stepper && ['PageDown', 'PageUp', 'Home', 'End'].includes(e.key)) return;
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
        else return;
    }
    e.preventDefault();
  });
}
