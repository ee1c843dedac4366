// Presenter mode: cuts the chapter's rendered content into slides, in the browser, so the deck is
// generated from the page and never written twice. Nothing is moved: every part stays where the page
// put it (islands hydrate in place) and a slide is the set of parts shown at one time.

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

  const fromHash = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const i = slides.findIndex((s) => s.section === id);
    return i >= 0 ? i : 0;
  };

  const readingUrl = () => {
    const section = slides[current]?.section;
    return `/${slug}/${window.location.search}${section ? `#${section}` : ''}`;
  };

  const show = (i: number) => {
    const next = Math.max(0, Math.min(slides.length - 1, i));
    if (next === current) return;
    for (const el of content.querySelectorAll('.deck-on')) el.classList.remove('deck-on');
    for (const el of slides[next]!.parts) el.classList.add('deck-on');
    current = next;
    counter.textContent = `${current + 1} / ${slides.length}`;
    back.href = readingUrl();
    window.scrollTo(0, 0);
  };

  main.classList.add('deck-js');
  document.body.classList.add('deck-js');
  bar.hidden = false;
  show(fromHash());

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
    // Page Up/Down (what clickers send) and Esc still drive the deck.
    const inControl = target?.closest('input, select, textarea, button, [contenteditable], [role="slider"]');
    switch (e.key) {
      case 'PageDown':
        show(current + 1);
        break;
      case 'PageUp':
        show(current - 1);
        break;
      case 'Escape':
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
