// Fitting the deck's slides to a projected screen, read from the back row (src/site/deck/deck.ts
// cuts the page into slides; classroom.css sizes their type from the screen's height):
// - a long slide (a source's errata, the key results, a long table) is cut, before the deck starts,
//   into several that each fit, its heading saying "(2 of 3)": nobody scrolls a projected slide;
// - a widget whose figure column also holds charts or readouts shows on two slides (its figure and
//   controls, then its charts and readouts), each half zoomed as large as fits above the deck bar.
//   Its text is not yet at 1/54 of the screen's height on every widget (the projector check in
//   tests/e2e/checks/projector.ts measures and reports it);
// - an equation wider than its box is scaled down to the box.
/** What of a deck's slide the cutting here reads and writes (deck.ts's Slide). */
interface Slide {
  parts: HTMLElement[];
  title: string;
  notes: HTMLElement[];
  reveal?: string;
  cut?: Cut;
  half?: WidgetHalf;
}

/** Where a cut slide's share of a long part is: the part's pieces, and which of them it shows. */
export interface Cut {
  /** Every piece the part was cut into (over all its slides). */
  pieces: HTMLElement[];
  /** The pieces this slide shows. */
  shown: HTMLElement[];
  /** "2 of 3". */
  of: string;
}

/** A widget shown over two slides: its figure and controls, then its charts and readouts. */
export type WidgetHalf = 'controls' | 'results';

/**
 * How much room a block takes on a slide, in characters of running text: its words, and for each
 * line break, equation row or figure the words it displaces. A slide holds SLIDE_BUDGET of them at
 * 16:9 (the slide's type is a fixed share of the screen's height, so this holds at every such size).
 */
function weight(el: Element): number {
  // A display equation's height: its rows (a matrix's, an aligned block's) and its fractions.
  const display = [...el.querySelectorAll('math[display="block"]')];
  const rows = display.reduce(
    (n, m) => n + Math.max(1, m.querySelectorAll('mtr').length) + m.querySelectorAll('mfrac').length / 2,
    0,
  );
  const inline = el.querySelectorAll('math').length - display.length;
  const blocks = el.querySelectorAll('p, li, tr, .step, .katex-display').length + 1;
  const figures = el.querySelectorAll('astro-island, figure, svg').length;
  return proseLength(el) + inline * 12 + rows * LINE * 1.5 + blocks * LINE + figures * 500;
}

/** A line of running text on a slide, in characters (16:9: the slide's width in its type). */
const LINE = 90;

/** The length of an element's running text: an equation's text (its MathML, its TeX) says little of
 * its height, and is counted by its rows instead. */
function proseLength(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return (node.nodeValue ?? '').replace(/\s+/g, ' ').length;
  if (node.nodeType !== Node.ELEMENT_NODE) return 0;
  const el = node as Element;
  if (el.matches('math, svg, .katex-html, annotation, script, style, template')) return 0;
  let n = 0;
  for (const child of el.childNodes) n += proseLength(child);
  return n;
}

/** What one slide of running text holds (weight), beside its heading. */
const SLIDE_BUDGET = 1000;

/**
 * The pieces a long part is cut into: its children (a details' summary stays on every slide), and a
 * long list's items in its place.
 */
function piecesOf(part: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  const from = part.matches('.key-results')
    ? [...part.children].flatMap((c) => [...c.children])
    : [...part.children];
  for (const c of from) {
    if (!(c instanceof HTMLElement) || c.tagName === 'SUMMARY') continue;
    if (c.matches('ul, ol') && weight(c) > SLIDE_BUDGET / 2)
      out.push(...[...c.children].filter((li): li is HTMLElement => li instanceof HTMLElement));
    else out.push(c);
  }
  return out;
}

/** Pieces in runs that each fit a slide (one piece alone may be over: it is never cut itself). */
function runs(pieces: readonly HTMLElement[]): HTMLElement[][] {
  const out: HTMLElement[][] = [];
  let run: HTMLElement[] = [];
  let used = 0;
  for (const p of pieces) {
    const w = weight(p);
    if (run.length > 0 && used + w > SLIDE_BUDGET) {
      out.push(run);
      run = [];
      used = 0;
    }
    run.push(p);
    used += w;
  }
  if (run.length) out.push(run);
  return out;
}

/** A part long enough to cut: a source's errata, the key results, a table or a list. */
const LONG = 'details.errata, .key-results, table, ul, ol';

/**
 * Cut each slide too long for the screen into several, each showing a run of the long part's pieces
 * with the slide's other parts (its heading); the speaker's notes stay with the first.
 */
export function splitLong<S extends Slide>(slides: readonly S[]): S[] {
  return slides.flatMap((slide) => {
    const long = slide.parts.find((p) => p.matches(LONG));
    if (!long || slide.parts.reduce((n, p) => n + weight(p), 0) <= SLIDE_BUDGET * 1.15) return [slide];
    const pieces = piecesOf(long);
    const cut = runs(pieces);
    if (cut.length < 2) return [slide];
    // A numbered list's items keep their numbers on every slide (a hidden item is not counted).
    for (const li of pieces)
      if (li.tagName === 'LI' && li.parentElement?.tagName === 'OL' && !li.hasAttribute('value'))
        li.setAttribute('value', String([...li.parentElement.children].indexOf(li) + 1));
    return cut.map((shown, i) => ({
      ...slide,
      title: `${slide.title} (${i + 1} of ${cut.length})`,
      notes: i === 0 ? slide.notes : [],
      cut: { pieces, shown, of: `${i + 1} of ${cut.length}` },
    }));
  });
}

/**
 * A widget that cannot show whole on one slide at a size the back row reads: its figure column holds
 * charts as well as its figure, beside a side of controls and readouts.
 */
export function tallWidget(widget: HTMLElement): boolean {
  const figure = widget.querySelector('.widget-figure') !== null;
  const charts = widget.querySelector('.widget-figures .plot-figure') !== null;
  const readouts = widget.querySelector('.widget-side table.readouts') !== null;
  return figure && (charts || readouts);
}

/**
 * Show a widget too tall for one legible slide over two: the slide after it is the same widget's
 * charts and readouts. Done on the slide list, before the deck starts, for the widgets marked so.
 */
export function splitWidgets<S extends Slide>(
  slides: readonly S[],
  tall: (widget: HTMLElement) => boolean,
): S[] {
  return slides.flatMap((slide) => {
    const widget = slide.parts.map(widgetOf).find((w) => w !== null);
    if (!widget || slide.reveal !== undefined || slide.cut || !tall(widget)) return [slide];
    return [
      { ...slide, half: 'controls' as const },
      { ...slide, title: `${slide.title}: results`, notes: [resultsNote()], half: 'results' as const },
    ];
  });
}

/** The presenter's note on a widget's second slide. */
function resultsNote(): HTMLElement {
  const p = document.createElement('p');
  p.textContent =
    'The same widget’s charts and readouts, at the values set on the slide before (← goes back to its controls).';
  return p;
}

/**
 * Show what of its parts a slide shows: a cut slide's run of pieces, the half of a split widget,
 * and its heading's "(2 of 3)". Called as the slide is shown, after its parts are marked .deck-on.
 */
export function showShare(content: HTMLElement, slide: Slide): void {
  for (const el of content.querySelectorAll('.deck-piece-off')) el.classList.remove('deck-piece-off');
  for (const el of content.querySelectorAll('[data-deck-of]')) el.removeAttribute('data-deck-of');
  for (const el of content.querySelectorAll('[data-deck-half]')) el.removeAttribute('data-deck-half');
  const heading = slide.parts.find((p) => p.matches('h2, h3')) ?? slide.parts[0]?.querySelector('h2, h3');
  if (slide.cut) {
    for (const p of slide.cut.pieces) p.classList.toggle('deck-piece-off', !slide.cut.shown.includes(p));
    heading?.setAttribute('data-deck-of', slide.cut.of);
  }
  if (slide.half) {
    for (const part of slide.parts) widgetOf(part)?.setAttribute('data-deck-half', slide.half);
    const title = slide.parts
      .map(widgetOf)
      .find((w) => w !== null)
      ?.querySelector('h3');
    title?.setAttribute('data-deck-of', slide.half === 'controls' ? '1 of 2' : '2 of 2');
  }
}

/**
 * Fit the shown slide to the screen: its equations scaled to their boxes, its widget zoomed; and
 * should a step's slide still be taller than the screen, the equation before it (a reminder, small)
 * left out rather than the slide scrolled.
 */
export function fitSlide(parts: readonly HTMLElement[]): void {
  const page = document.scrollingElement ?? document.documentElement;
  for (const part of parts) part.removeAttribute('data-deck-dropped');
  for (const part of parts) {
    const widget = widgetOf(part);
    if (widget) fitWidget(widget);
  }
  fitEquations(parts);
  if (page.scrollHeight <= window.innerHeight) return;
  const reminders = parts.filter((p) => p.matches('.deck-prev'));
  for (const p of reminders) p.setAttribute('data-deck-dropped', '');
  if (reminders.length) fitEquations(parts);
}

/** The element a widget slide zooms: the widget's frame (a part may be its island, which has no box). */
export function widgetOf(part: HTMLElement): HTMLElement | null {
  return part.matches('section.widget') ? part : part.querySelector<HTMLElement>('section.widget');
}

/**
 * Scale each display equation on the slide down to its box, if it is wider: MathML does not break
 * lines, and nobody scrolls a projected slide. Equations are sized in em, so a font size scales
 * them exactly (--fit, read by classroom.css); data-fit marks one that was scaled. Every width is
 * read at full size before any is written, so the slide is laid out twice, not once per equation.
 */
export function fitEquations(parts: readonly HTMLElement[]): void {
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
const WIDGET_WIDTHS = [64, 80, 96, 128];

/**
 * Zoom a widget slide's widget as large as fits the screen above the deck bar, with no page scroll
 * either way. The widget lays itself out again at each width and zoom (its columns, its wrapped
 * labels), so the largest zoom that fits is searched for at each width, and the best width kept (a
 * wider layout puts the controls in columns beside the figure).
 */
export function fitWidget(widget: HTMLElement): void {
  const page = document.scrollingElement ?? document.documentElement;
  const bar = document.querySelector('.deck-bar');
  const barTop = () => (bar?.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight);
  // Boxes that would scroll a table or a matrix sideways: on a slide they must not need to.
  const scrollers = [...widget.querySelectorAll<HTMLElement>('*')].filter(
    (el) => !el.closest('math') && /auto|scroll/.test(getComputedStyle(el).overflowX),
  );
  const fits = (width: number, zoom: number) => {
    widget.style.setProperty('--deck-widget-width', `${width}rem`);
    widget.style.setProperty('--deck-zoom', String(zoom));
    // What spills out of the widget's frame (a wide table) must still end on the screen, and
    // nothing of it under the deck bar (which may wrap to two lines on a narrow screen).
    const { left, bottom } = widget.getBoundingClientRect();
    return (
      page.scrollHeight <= window.innerHeight &&
      bottom <= barTop() &&
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
