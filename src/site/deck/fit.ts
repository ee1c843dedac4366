// Fitting the deck's slides to a projected screen, read from the back row (src/site/deck/deck.ts
// cuts the page into slides; classroom.css sizes their type from the screen's height):
// - a long slide (a source's errata, the key results, a long table) is cut, before the deck starts,
//   into several that each fit, its heading saying "(2 of 3)": nobody scrolls a projected slide;
// - a widget is laid out for the slide, its pieces in columns, and zoomed so that its smallest word
//   is as large as the screen allows (1/54 of its height at least: the projector check in
//   tests/e2e/checks/projector.ts holds it to that), over several slides where it holds much (its
//   figure and controls, then its charts and readouts); a reveal's widget shows the controls its
//   question sets;
// - an equation wider than its box is scaled down to the box, and a step's slide that its numbers
//   make too tall has its type made smaller, down to what the back row reads.
/** What of a deck's slide the cutting here reads and writes (deck.ts's Slide). */
interface Slide {
  parts: HTMLElement[];
  title: string;
  notes: HTMLElement[];
  reveal?: string;
  cut?: Cut;
  half?: WidgetHalf;
  /** Which of a widget's slides this is, "3 of 4". */
  halfOf?: string;
  /** Of a widget's readouts over two slides, which this is, from 0. */
  run?: number;
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

/**
 * A widget shown over several slides: its figure and controls, then its charts and readouts
 * ('results'), or, where its readout tables are long as well, its charts and its readouts apart.
 */
export type WidgetHalf = 'controls' | 'results' | 'charts' | 'readouts';

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

/** Readout rows that, beside a widget's charts, make a slide of their own (a 3D collision's). */
const LONG_READOUTS = 15;

/**
 * The slides a widget takes, read from the back row: one, whole (null), unless it has charts or
 * readout tables beside its figure; then its figure and controls, then its results; or, where its
 * readout tables are long as well as its charts, its charts, then its readouts over two slides.
 */
export function widgetSlides(widget: HTMLElement): WidgetHalf[] | null {
  const figure = widget.querySelector('.widget-figure') !== null;
  const charts = widget.querySelector('.widget-figures .plot-figure') !== null;
  const rows = widget.querySelectorAll('.widget-side table tr').length;
  if (!figure || (!charts && rows === 0)) return null;
  return charts && rows >= LONG_READOUTS
    ? ['controls', 'charts', 'readouts', 'readouts']
    : ['controls', 'results'];
}

/**
 * A widget's readouts on its readouts' slides, when they take two: its side's pieces that hold a
 * table or a box of numbers, cut where half its tables' rows are shown.
 */
function readoutRuns(widget: HTMLElement): HTMLElement[][] {
  const side = widget.querySelector('.widget-side');
  const pieces = [...(side?.children ?? [])].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && (el.querySelector('table') !== null || el.matches('.contained')),
  );
  const rows = (el: HTMLElement) => el.querySelectorAll('tr').length;
  const half = pieces.reduce((n, el) => n + rows(el), 0) / 2;
  let shown = 0;
  const first = pieces.filter((el) => {
    const take = shown < half;
    shown += rows(el);
    return take;
  });
  return [first, pieces.filter((el) => !first.includes(el))];
}

/**
 * Show a widget too tall for one legible slide over several (widgetSlides): the slides after it
 * are the same widget's charts and readouts. A reveal shows its answer and the number that answers
 * it in the slide's own type first, then its widget (at the answer's configuration still) as any
 * widget slide: beside the answer, a widget zoomed to fit would be read by nobody. Done on the
 * slide list, before the deck starts.
 */
export function splitWidgets<S extends Slide>(
  slides: readonly S[],
  split: (widget: HTMLElement) => WidgetHalf[] | null,
): S[] {
  return slides.flatMap((slide) => {
    const at = slide.parts.findIndex((p) => widgetOf(p) !== null);
    if (at < 0 || slide.cut) return [slide];
    const widget = widgetOf(slide.parts[at]!)!;
    const reveal = slide.reveal !== undefined;
    const lead: S[] = reveal ? [{ ...slide, parts: slide.parts.filter((_, i) => i !== at) }] : [];
    const shown: S = reveal
      ? { ...slide, parts: [slide.parts[at]!], title: `${slide.title}: the widget`, notes: [revealNote()] }
      : slide;
    const halves = split(widget);
    if (!halves) return [...lead, shown];
    return [
      ...lead,
      ...halves.map((half, i) => {
        const run = halves.slice(0, i).filter((h) => h === half).length;
        const of = halves.filter((h) => h === half).length;
        const share = { half, halfOf: `${i + 1} of ${halves.length}`, ...(of > 1 ? { run } : {}) };
        const name = of > 1 ? `${half} (${run + 1} of ${of})` : half;
        return i === 0
          ? { ...shown, ...share }
          : { ...shown, ...share, title: `${shown.title}: ${name}`, notes: [resultsNote()] };
      }),
    ];
  });
}

/** The presenter's note on a reveal's widget. */
function revealNote(): HTMLElement {
  const p = document.createElement('p');
  p.textContent =
    'The widget at the answer’s configuration, with the controls the question sets: drag or scrub to show why. After the reveal the widget returns to your values.';
  return p;
}

/** The presenter's note on a widget's second slide. */
function resultsNote(): HTMLElement {
  const p = document.createElement('p');
  p.textContent =
    'The same widget’s results, at the values set on its controls’ slide (← goes back to them).';
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
  for (const el of content.querySelectorAll('[data-deck-aside]')) el.removeAttribute('data-deck-aside');
  if (slide.reveal !== undefined) focusReveal(slide);
  const heading = slide.parts.find((p) => p.matches('h2, h3')) ?? slide.parts[0]?.querySelector('h2, h3');
  if (slide.cut) {
    for (const p of slide.cut.pieces) p.classList.toggle('deck-piece-off', !slide.cut.shown.includes(p));
    heading?.setAttribute('data-deck-of', slide.cut.of);
  }
  if (slide.half) {
    const widget = slide.parts.map(widgetOf).find((w) => w !== null);
    if (!widget) return;
    widget.setAttribute('data-deck-half', slide.half);
    if (slide.halfOf) widget.querySelector('h3')?.setAttribute('data-deck-of', slide.halfOf);
    if (slide.run !== undefined)
      readoutRuns(widget).forEach((run, i) => {
        for (const el of run) el.toggleAttribute('data-deck-aside', i !== slide.run);
      });
  }
}

/**
 * A reveal's widget shows the controls its question sets (the answer's configuration names them),
 * with the figure and the readouts: the class sees what was changed, at a size the back row reads.
 * The widget's own slides, earlier, have every control.
 */
function focusReveal(slide: Slide): void {
  const named = new Set(new URLSearchParams(slide.reveal).keys());
  for (const widget of slide.parts.map(widgetOf)) {
    if (!widget || named.size === 0) continue;
    const inputs = [...widget.querySelectorAll<HTMLElement>('[data-param]')];
    const shown = inputs.filter((i) => named.has(i.dataset.param ?? ''));
    if (shown.length === 0) continue;
    for (const input of inputs)
      if (!shown.includes(input))
        input.closest('.control, .control-check')?.setAttribute('data-deck-aside', '');
    for (const group of widget.querySelectorAll('fieldset, details'))
      if (!shown.some((i) => group.contains(i))) group.setAttribute('data-deck-aside', '');
  }
}

/**
 * Fit the shown slide to the screen: its equations scaled to their boxes, its widget zoomed; and
 * should a step's slide still be taller than the screen (its numbers plugged in under it), the
 * equation before it (a reminder, small) left out, then its type made smaller, down to what the
 * back row still reads, rather than the slide scrolled.
 */
export function fitSlide(parts: readonly HTMLElement[]): void {
  const page = document.scrollingElement ?? document.documentElement;
  for (const part of parts) {
    part.removeAttribute('data-deck-dropped');
    part.style.removeProperty('--deck-shrink');
  }
  for (const part of parts) {
    const widget = widgetOf(part);
    if (widget) fitWidget(widget);
  }
  fitEquations(parts);
  if (page.scrollHeight <= window.innerHeight) return;
  const reminders = parts.filter((p) => p.matches('.deck-prev'));
  for (const p of reminders) p.setAttribute('data-deck-dropped', '');
  if (reminders.length) fitEquations(parts);
  if (page.scrollHeight <= window.innerHeight || parts.some((p) => widgetOf(p))) return;
  shrinkToFit(parts, () => page.scrollHeight <= window.innerHeight);
}

/**
 * The largest scale of the slide's type (classroom.css --deck-shrink), from 1 down, at which it fits
 * the screen; never below the scale at which its smallest words, or an equation's letters, would
 * stand under 1/54 of the screen's height (its scripts, a size smaller, may): a slide that cannot
 * fit then scrolls.
 */
function shrinkToFit(parts: readonly HTMLElement[], fits: () => boolean): void {
  const set = (k: number) => {
    for (const p of parts) p.style.setProperty('--deck-shrink', k.toFixed(3));
    return fits();
  };
  let lo = Math.min(1, window.innerHeight / 54 / smallestText(parts));
  let hi = 1;
  if (!set(lo)) return;
  for (let k = 0; k < 6; k++) {
    const mid = (lo + hi) / 2;
    if (set(mid)) lo = mid;
    else hi = mid;
  }
  set(lo);
}

/** The font size of the smallest shown words of a slide's parts (an equation's, its own). */
function smallestText(parts: readonly HTMLElement[]): number {
  let least = Infinity;
  for (const part of parts)
    for (const el of shownWords(part))
      least = Math.min(least, parseFloat(getComputedStyle(el.closest('math') ?? el).fontSize));
  return least;
}

/** The elements of a root's shown words, one per text (a screen reader's own text left out). */
function* shownWords(root: HTMLElement): Generator<Element> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!el || !(t.nodeValue ?? '').trim()) continue;
    if (el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only')) yield el;
  }
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

/** The widths, in rem, a widget slide may be laid out at before it is zoomed (classroom.css). */
const WIDGET_WIDTHS = [48, 56, 64, 72, 80, 88, 96, 112, 128];

/** The columns a widget's pieces may flow down on a slide (classroom.css). */
const COLUMNS = [1, 2, 3];

/**
 * Zoom a widget slide's widget as large as fits the screen above the deck bar, with no page scroll
 * either way. Its layout is tried at several widths and numbers of columns (its pieces flow down
 * them, classroom.css): wide and in columns, its controls stand beside its figure; narrow and in
 * one, under it. A layout does not depend on the zoom (the width is set, not a maximum), so each
 * is laid out once at zoom 1 and its zoom is what its size leaves room for; the largest wins (every
 * word on the slide grows with it), and is checked on screen, and taken down should it not fit.
 */
export function fitWidget(widget: HTMLElement): void {
  const page = document.scrollingElement ?? document.documentElement;
  const bar = document.querySelector('.deck-bar');
  const content = widget.closest<HTMLElement>('.deck-content') ?? document.body;
  const barTop = () => (bar?.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight);
  // Boxes that would scroll a table or a matrix sideways: on a slide they must not need to.
  const scrollers = [...widget.querySelectorAll<HTMLElement>('*')].filter(
    (el) => !el.closest('math') && /auto|scroll/.test(getComputedStyle(el).overflowX),
  );
  const set = (width: number, columns: number, zoom: number) => {
    widget.style.setProperty('--deck-widget-width', `${width}rem`);
    widget.style.setProperty('--deck-columns', String(columns));
    widget.style.setProperty('--deck-zoom', String(zoom));
  };
  const fits = (zoom: number) => {
    widget.style.setProperty('--deck-zoom', String(zoom));
    // What spills out of the widget's frame (a wide table) must still end on the screen, and
    // nothing of it under the deck bar (which may wrap to two lines on a narrow screen).
    const { left, bottom } = widget.getBoundingClientRect();
    return (
      page.scrollHeight <= window.innerHeight &&
      bottom <= barTop() &&
      page.scrollWidth <= window.innerWidth &&
      left + Math.max(widget.offsetWidth, widget.scrollWidth) * zoom <= window.innerWidth
    );
  };
  // The room: the slide's width, and the screen's height above the bar less the slide's other
  // parts (a heading beside the widget) and the slide's padding above.
  set(WIDGET_WIDTHS[0]!, COLUMNS[1]!, 0.25);
  const others = [...content.children]
    .filter((el) => el.classList.contains('deck-on') && !el.contains(widget) && el.checkVisibility())
    .reduce((h, el) => h + el.getBoundingClientRect().height, 0);
  const roomW = content.clientWidth;
  const roomH = barTop() - content.getBoundingClientRect().top - others - 8;
  const words = smallestWords(widget);
  let best = { width: WIDGET_WIDTHS[0]!, columns: COLUMNS[1]!, zoom: 0, text: 0, span: false };
  const body = widget.querySelector<HTMLElement>('.widget-body');
  const wide = [...widget.querySelectorAll<HTMLElement>('table, svg, figure')];
  // Readout tables may each span the slide's width above the columns (a table of vectors reads on
  // one line a row), or flow in them.
  const tables = [...widget.querySelectorAll<HTMLElement>('.widget-side table')].filter((t) =>
    t.checkVisibility(),
  );
  const tryLayout = (width: number, columns: number, span = false) => {
    set(width, columns, 1);
    widget.toggleAttribute('data-deck-span', span);
    if (scrollers.some((el) => el.scrollWidth > el.clientWidth + 1)) return;
    // A table or a figure wider than its column would run over the next one (a table going on in
    // the next column is a box in each: its client rects).
    if (body) {
      const gap = parseFloat(getComputedStyle(body).columnGap) || 0;
      const column = (body.clientWidth - (columns - 1) * gap) / columns;
      const over = (el: HTMLElement) => [...el.getClientRects()].some((r) => r.width > column + 1);
      if (wide.some((el) => body.contains(el) && over(el))) return;
    }
    const w = Math.max(widget.offsetWidth, widget.scrollWidth);
    const zoom = Math.min(3, roomW / w, roomH / widget.offsetHeight);
    const text = zoom * words();
    if (text > best.text || (text === best.text && zoom > best.zoom))
      best = { width, columns, zoom, text, span };
  };
  for (const span of tables.length ? [false, true] : [false])
    for (const width of WIDGET_WIDTHS) for (const columns of COLUMNS) tryLayout(width, columns, span);
  // Between the widths tried, the best may lie closer to its neighbour: a table a little narrower.
  const { width: found, columns: kept, span: spanned } = best;
  for (const step of [-6, -4, -2, 2]) tryLayout(found + step, kept, spanned);
  widget.toggleAttribute('data-deck-span', best.span);
  set(best.width, best.columns, best.zoom);
  if (fits(best.zoom)) return;
  let lo = 0.25;
  let hi = best.zoom;
  for (let k = 0; k < 7; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  fits(lo);
}

/**
 * The smallest words of a widget at zoom 1, as a function of its layout: an HTML text's size is
 * its font's, whatever the layout; a figure's (SVG) is its font's times the figure's scale, which
 * its width in the layout sets (a narrow figure's words are small).
 */
function smallestWords(widget: HTMLElement): () => number {
  let html = Infinity;
  const figures = new Map<SVGSVGElement, number>();
  for (const el of shownWords(widget)) {
    if (el.closest('math')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
    if (svg) figures.set(svg, Math.min(figures.get(svg) ?? Infinity, size));
    else html = Math.min(html, size);
  }
  return () => {
    let least = html;
    for (const [svg, size] of figures) {
      const vb = svg.viewBox.baseVal;
      const w = svg.getBoundingClientRect().width;
      if (vb && vb.width > 0 && w > 0)
        least = Math.min(least, (size * w) / vb.width / (svg.currentCSSZoom || 1));
    }
    return least;
  };
}
