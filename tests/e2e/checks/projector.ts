// Presenter mode on a projector: every slide of a chapter's deck at 1920×1080 and 1280×720, as the
// back row sees it, on the one deck visit (1920×1080, then 1280×720 in place, then back). A slide
// shows all of itself: nothing wider than the screen, nothing cut off in a box that scrolls
// sideways, no equation number over its equation, a widget slide without a page scroll. A slide's
// text (headings, key sentences, equation numbers, notes) is at least 1/36 of the screen's height,
// and its math at least that unless an equation too wide for the slide is scaled down to fit it
// exactly. A widget slide shows the page's widget laid out for the slide and zoomed as large as fits
// (it fills the slide's height or width), every word of it, its figures' (SVG) included, at least
// 1/54 of the screen's height, and none of its pieces over another. The deck bar's
// text and the "plug in numbers" switch in it may be smaller than the slide's, but not below 16 px,
// and the switch's label is on screen. Every readout table fits its slide (readout-tables.ts; on
// the page: checks/readout-fit.ts). The deck lays a widget slide out once as it shows it: it does
// not write the widget's layout again while the widget's size stays what that fit gave it.
//
// A screen size is one round trip: the deck is walked in the page, from the first slide to the last
// with its own key (→, as a keydown its handler takes), each slide measured where it stands, once
// it has settled (a state, not a time: see walkDeck).
//
// And on a widget slide the deck's keys give way to the focused control's: a slider's and a number
// box's arrows, Page Up/Down, Home and End; a drag handle's arrows (Page Down still moves the deck).
import type { Page } from '@playwright/test';
import { expect } from '../support';
import { declaredBy } from '../declared';
import type { Diagram } from '../drag';
import { readoutTablesOverflowing } from '../readout-tables';
import { numberParam } from '../../../src/params/spec';
import type { Check } from '../walk';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/** The deck bar's smallest text, whatever the screen. */
const BAR_MIN_PX = 16;

interface Measured {
  widget: boolean;
  /** Elements that reach past the viewport, or that cut off or scroll their content sideways. */
  overflowing: string[];
  /** The page scrolls: its scrolling element is larger than the viewport. */
  pageScroll: { x: number; y: number };
  /** The smallest slide text outside math, with where. */
  smallestText: { px: number; where: string };
  /** The smallest math (a math element's font size), unless fitted, with where. */
  smallestMath: { px: number; where: string };
  /** Display equations scaled down although they would fit at full size, or still too wide. */
  badFit: string[];
  smallestBar: number;
  widest: { px: number; where: string };
  /** A widget slide's widget: the larger of its share of the room's height and of its width. */
  fill: number;
  /** The "Plug in numbers" switch's label is shown, wholly on screen. */
  plugInOnScreen: boolean;
  /** Readout tables on the slide, and what of them does not fit. */
  tables: { checked: number; out: string[] };
  /** The smallest text of any kind on the slide, widgets' and figures' (SVG) included, on screen. */
  smallestAny: { px: number; where: string };
  /** What of the slide reaches below the deck bar's top edge (text, figures, controls). */
  underBar: string[];
  /** The deck bar's controls and labels (the switch in it included) that overlap each other. */
  barOverlaps: string[];
  /** A tall widget's half (src/site/deck/fit.ts): a narrow table of readouts may not fill the slide. */
  half: boolean;
  /** A widget's tables, figures, groups of controls and readout boxes that overlap one another. */
  widgetOverlaps: string[];
  /** The widget was fitted again after the slide showed, at the size the first fit gave it. */
  fittedTwice?: boolean;
}

/** Runs in the page: what the shown slide and the deck bar measure. */
function measureSlide(tablesOverflowing: () => { checked: number; out: string[] }): Measured {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const name = (el: Element) => {
    const near = el.closest('[id]');
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls}${near ? ` in #${near.id}` : ''}`;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('.sr-only');
  // As drawn: a zoomed widget reports its unzoomed font sizes.
  const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize) * (el.currentCSSZoom || 1);
  const parts = [...document.querySelectorAll<HTMLElement>('.deck-content > .deck-on')];
  const bar = document.querySelector<HTMLElement>('.deck-bar')!;
  const plugIn = document.querySelector<HTMLElement>('.plug-in')!;
  const overflowing: string[] = [];
  let widest = { px: 0, where: '' };
  for (const root of [...parts, bar, plugIn]) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      // A figure's marks are clipped to its SVG, which is checked itself.
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      if (r.right > vw + 1 || r.left < -1) {
        overflowing.push(`${name(el)} spans ${r.left.toFixed(0)}–${r.right.toFixed(0)} px`);
        continue;
      }
      // Inside an equation, its box is what is checked.
      if (el.closest('math')) continue;
      const style = getComputedStyle(el);
      const width = Math.max(
        r.width,
        style.overflowX === 'visible' ? 0 : el.scrollWidth * (el.currentCSSZoom || 1),
      );
      if (parts.includes(root) && width > widest.px) widest = { px: width, where: name(el) };
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        overflowing.push(`${name(el)} cuts off ${el.scrollWidth - el.clientWidth} px sideways`);
    }
  }

  let smallestText = { px: Infinity, where: '' };
  let smallestBar = Infinity;
  // The text of the shown slide and of the bar only (the deck's other slides are not on screen: a
  // walk of the whole deck per slide would cost the square of its length).
  for (const root of [...parts, bar, plugIn]) {
    const inBar = root === bar || root === plugIn;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const el = t.parentElement;
      if (!el || !t.nodeValue?.trim() || !shown(el) || el.closest('svg, math')) continue;
      // The "Plug in numbers" label sits in the deck's content but is measured as the bar's.
      if (!inBar && plugIn.contains(el)) continue;
      const px = size(el);
      if (inBar) smallestBar = Math.min(smallestBar, px);
      else if (px < smallestText.px)
        smallestText = { px, where: `“${t.nodeValue.trim().slice(0, 30)}” in ${name(el)}` };
    }
  }

  // Math: each expression's size. A display equation may be smaller only when it is scaled down
  // (its box marked data-fit) to fit its box: then it fills the box, and no more.
  let smallestMath = { px: Infinity, where: '' };
  const badFit: string[] = [];
  for (const part of parts) {
    for (const math of part.querySelectorAll<Element>('math')) {
      if (!shown(math)) continue;
      const px = size(math);
      const fitted = math.closest<HTMLElement>('[data-fit]');
      if (fitted) {
        const box = fitted.clientWidth;
        const eq = math.getBoundingClientRect().width;
        if (eq > box + 1 || eq < box * 0.9)
          badFit.push(`${name(fitted)} fitted to ${eq.toFixed(0)} of ${box.toFixed(0)} px`);
        continue;
      }
      if (px < smallestMath.px) smallestMath = { px, where: name(math) };
    }
    // An equation's number sits beside it, not over it.
    for (const number of part.querySelectorAll<HTMLElement>('.step-number')) {
      const math = number.closest('.step')?.querySelector('.step-math math');
      if (!math || !shown(number)) continue;
      const n = number.getBoundingClientRect();
      const m = math.getBoundingClientRect();
      const over = Math.min(n.right, m.right) - Math.max(n.left, m.left);
      if (over > 1)
        badFit.push(`the number ${number.textContent} overlaps its equation by ${over.toFixed(0)} px`);
    }
  }
  const widget = parts.some((p) => p.matches('section.widget') || p.querySelector('section.widget') !== null);
  const scroller = document.scrollingElement!;
  const frame = parts
    .map((p) => (p.matches('section.widget') ? p : p.querySelector('section.widget')))
    .find(Boolean);
  let fill = 0;
  if (frame) {
    const r = frame.getBoundingClientRect();
    const content = document.querySelector('.deck-content')!.getBoundingClientRect();
    // The room the slide leaves it: below what is shown above it (a prediction's answer).
    const above = parts
      .filter((p) => !p.contains(frame))
      .map((p) => p.getBoundingClientRect().bottom)
      .filter((bottom) => bottom <= r.top + 1);
    const top = Math.max(content.top, ...above);
    fill = Math.max(r.width / content.width, r.height / (bar.getBoundingClientRect().top - top));
  }
  const label = document.querySelector('label:has(#plug-in-numbers)');
  const lr = label?.getBoundingClientRect();
  const plugInOnScreen =
    !!label &&
    !!lr &&
    label.checkVisibility() &&
    lr.width > 0 &&
    lr.height > 0 &&
    lr.left >= 0 &&
    lr.top >= 0 &&
    lr.right <= vw &&
    lr.bottom <= vh;
  // Every visible text as the back row sees it: an HTML text's font size times its zoom; an SVG
  // text's times the figure's scale on screen (its viewBox to its box, and any transform inside).
  let smallestAny = smallestText;
  const consider = (px: number, say: string, el: Element) => {
    if (px < smallestAny.px) smallestAny = { px, where: `“${say.slice(0, 30)}” in ${name(el)}` };
  };
  for (const part of parts)
    for (const t of part.querySelectorAll<SVGTextElement>('svg text, svg tspan')) {
      const say = (t.textContent ?? '').trim();
      const svg = t.ownerSVGElement;
      const m = t.getScreenCTM();
      if (!say || !svg || !m || !shown(t)) continue;
      // getScreenCTM may leave out a CSS zoom: the root SVG's own scale on screen corrects it.
      const box = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      const own = svg.getScreenCTM();
      const drawn =
        vb && vb.width > 0
          ? Math.min(box.width / vb.width, box.height / vb.height)
          : box.width / (svg.width.baseVal.value || box.width);
      const fix = own && Math.hypot(own.a, own.b) > 0 ? drawn / Math.hypot(own.a, own.b) : 1;
      consider(parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) * fix, say, svg);
    }
  // Nothing of the slide below the bar's top: a text's own line box, a figure, a control, an equation.
  const barTop = bar.getBoundingClientRect().top;
  const underBar: string[] = [];
  for (const part of parts) {
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const el = t.parentElement;
      if (!el || !t.nodeValue?.trim() || !shown(el) || el.closest('svg, math')) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      const r = range.getBoundingClientRect();
      if (r.height > 0 && r.bottom > barTop + 1)
        underBar.push(
          `“${t.nodeValue.trim().slice(0, 30)}” in ${name(el)} reaches ${r.bottom.toFixed(0)} px`,
        );
    }
    for (const el of part.querySelectorAll('svg:not(svg svg), math, input, button, select, img, canvas')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.bottom > barTop + 1)
        underBar.push(`${name(el)} reaches ${r.bottom.toFixed(0)} px`);
    }
  }
  for (const bt of [...bar.querySelectorAll('*')]) {
    if (!shown(bt)) continue;
    const text = bt.closest('.sr-only') ? '' : (bt.textContent ?? '').trim();
    if (text) consider(size(bt), text, bt);
  }
  // The bar's own pieces, and the switch laid over its left end, keep apart.
  const barOverlaps: string[] = [];
  const pieces = [
    ...[...bar.children].filter((c) => shown(c)),
    ...(label && label.checkVisibility() ? [label] : []),
  ];
  pieces.forEach((a, i) => {
    const ra = a.getBoundingClientRect();
    for (const b of pieces.slice(i + 1)) {
      const rb = b.getBoundingClientRect();
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 1 && h > 1)
        barOverlaps.push(`${name(a)} and ${name(b)} overlap by ${w.toFixed(0)}×${h.toFixed(0)} px`);
    }
  });
  // A widget's pieces, laid out in columns on a slide (fit.ts): none runs over another (a table
  // wider than its column, a figure over a control). A table going on in the next column is a box
  // in each (its client rects).
  const widgetOverlaps: string[] = [];
  const blocks = parts
    .flatMap((p) => [
      ...p.querySelectorAll<HTMLElement>('section.widget :is(table, svg, fieldset, .contained)'),
    ])
    .filter((el) => shown(el) && !el.closest('svg svg, fieldset fieldset'));
  blocks.forEach((a, i) => {
    for (const b of blocks.slice(i + 1)) {
      if (a.contains(b) || b.contains(a)) continue;
      for (const ra of a.getClientRects())
        for (const rb of b.getClientRects()) {
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > 2 && h > 2)
            widgetOverlaps.push(`${name(a)} and ${name(b)} overlap by ${w.toFixed(0)}×${h.toFixed(0)} px`);
        }
    }
  });
  return {
    widgetOverlaps,
    half: document.querySelector('.deck-on[data-deck-half], .deck-on [data-deck-half]') !== null,
    smallestAny,
    underBar,
    barOverlaps,
    widget,
    overflowing,
    pageScroll: { x: scroller.scrollWidth - vw, y: scroller.scrollHeight - vh },
    smallestText,
    smallestMath,
    badFit,
    smallestBar,
    widest,
    fill,
    plugInOnScreen,
    tables: tablesOverflowing(),
  };
}

/**
 * Runs in the page: from the first slide to the last, each measured once it has settled. A slide is
 * shown at once by the deck's key handler, its equations fitted in the same task; a prediction's
 * reveal wakes its widget's islands and sets the question's configuration, so it is measured once
 * those have hydrated; and the deck fits a widget again whenever its size changes (a
 * ResizeObserver), so a widget slide is measured once that fit leaves no page scroll, or after
 * `settleMs` without (then it is reported). Each wait polls the condition, frame by frame.
 */
async function walkDeck(
  measure: typeof measureSlide,
  tables: typeof readoutTablesOverflowing,
  { width, height, settleMs }: { width: number; height: number; settleMs: number },
): Promise<Measured[]> {
  const until = (cond: () => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      const end = performance.now() + ms;
      const tick = () => {
        if (cond()) resolve(true);
        else if (performance.now() > end) resolve(false);
        else requestAnimationFrame(tick);
      };
      tick();
    });
  const counter = document.querySelector<HTMLElement>('[data-deck="counter"]')!;
  const at = () => (counter.textContent ?? '').trim();
  // The deck's own keys, on the page (not in a control, where they would be the control's).
  const press = (key: string) =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  if (!(await until(() => innerWidth === width && innerHeight === height, 5000)))
    throw new Error(`the window is ${innerWidth}×${innerHeight}, not ${width}×${height}`);
  (document.activeElement as HTMLElement | null)?.blur();
  press('Home');
  if (!(await until(() => /^1 \/ \d+$/.test(at()), 5000))) throw new Error(`Home shows ${at()}`);
  const n = Number(at().split('/')[1]);
  const out: Measured[] = [];
  const scroller = document.scrollingElement!;
  /**
   * Whether the deck writes the shown widget's layout again although its size stayed what the fit
   * on showing gave it. The deck watches the widget with a ResizeObserver, which reports once as it
   * starts; one made after it reports after it, in the same frame: by then any such fit is done.
   */
  const fittedAgain = async (widget: HTMLElement): Promise<boolean> => {
    const size = () => `${widget.offsetWidth}×${widget.offsetHeight}`;
    const shown = size();
    let written = 0;
    const writes = new MutationObserver((records) => (written += records.length));
    writes.observe(widget, { attributes: true, attributeFilter: ['style', 'data-deck-span'] });
    await new Promise<void>((resolve) => {
      const after = new ResizeObserver(() => {
        after.disconnect();
        resolve();
      });
      after.observe(widget);
    });
    written += writes.takeRecords().length;
    writes.disconnect();
    return written > 0 && size() === shown;
  };
  for (let i = 1; i <= n; i++) {
    let refit: Promise<boolean> | null = null;
    if (i > 1) {
      press('ArrowRight');
      // Shown and fitted in the key's handler; a reveal wakes its widget, which changes its size.
      const widget = document.querySelector<HTMLElement>('.deck-on section.widget, section.widget.deck-on');
      if (widget && !document.body.classList.contains('deck-revealing')) refit = fittedAgain(widget);
      if (!(await until(() => at() === `${i} / ${n}`, 5000)))
        throw new Error(`→ on slide ${i - 1} shows ${at()}, not ${i} / ${n}`);
    }
    const fittedTwice = (await refit) ?? false;
    if (document.body.classList.contains('deck-revealing'))
      await until(() => document.querySelector('.deck-on astro-island[ssr]') === null, 10_000);
    let m = measure(tables);
    if (m.widget && (m.pageScroll.y > 0 || m.underBar.length > 0)) {
      // The deck fits the widget again when its size changes (its readouts laid out anew).
      const frame = document.querySelector('.deck-on section.widget, section.widget.deck-on')!;
      const bar = document.querySelector('.deck-bar')!;
      await until(
        () =>
          scroller.scrollHeight <= innerHeight &&
          frame.getBoundingClientRect().bottom <= bar.getBoundingClientRect().top,
        settleMs,
      );
      m = measure(tables);
    }
    out.push({ ...m, fittedTwice });
  }
  return out;
}

/** Every slide of the deck at this size, measured in the page (its functions sent as their source:
 * one round trip for the whole deck). */
async function walkAndMeasure(page: Page, size: { width: number; height: number }): Promise<Measured[]> {
  return (await page.evaluate(
    `(${walkDeck})(${measureSlide}, ${readoutTablesOverflowing}, ${JSON.stringify({ ...size, settleMs: 2000 })})`,
  )) as Measured[];
}

/** Every slide at this size: what fails, and a line on what was measured. */
async function slidesAt(
  page: Page,
  slug: string,
  size: { width: number; height: number },
): Promise<{ failures: string[]; summary: string; tables: number }> {
  const measured = await walkAndMeasure(page, size);
  const failures: string[] = [];
  let smallestText = Infinity;
  let widest = 0;
  let smallestWidget = Infinity;
  let tables = 0;
  const floor = size.height / 36 - 0.05;
  // Any text at all, a widget's and a figure's included: 1/54 of the screen's height.
  const backRow = size.height / 54 - 0.05;
  let smallestAny = Infinity;
  const scrolling: number[] = [];
  const under: number[] = [];
  measured.forEach((m, index) => {
    const at = `${size.width}×${size.height} slide ${index + 1}`;
    if (!m.widget) smallestText = Math.min(smallestText, m.smallestText.px);
    widest = Math.max(widest, m.widest.px);
    if (m.overflowing.length) failures.push(`${at}: overflows: ${m.overflowing.slice(0, 4).join('; ')}`);
    if (m.pageScroll.x > 0) failures.push(`${at}: the page scrolls sideways by ${m.pageScroll.x} px`);
    if (m.pageScroll.y > 0) scrolling.push(index + 1);
    if (m.underBar.length) under.push(index + 1);
    if (m.pageScroll.y > 0) failures.push(`${at}: the slide scrolls down by ${m.pageScroll.y} px`);
    if (m.underBar.length) failures.push(`${at}: under the deck bar: ${m.underBar.slice(0, 3).join('; ')}`);
    if (m.barOverlaps.length) failures.push(`${at}: in the deck bar: ${m.barOverlaps.join('; ')}`);
    if (m.fittedTwice) failures.push(`${at}: the widget was fitted again, its size unchanged`);
    smallestAny = Math.min(smallestAny, m.smallestAny.px);
    // Every word, a widget's included: fit.ts lays a widget out for the slide and zooms it so
    // that its smallest reads, over several slides where it holds much.
    if (m.smallestAny.px < backRow)
      failures.push(`${at}: text at ${m.smallestAny.px.toFixed(1)} px (${m.smallestAny.where})`);
    if (m.widgetOverlaps.length)
      failures.push(`${at}: in the widget: ${m.widgetOverlaps.slice(0, 3).join('; ')}`);
    if (m.widget) smallestWidget = Math.min(smallestWidget, m.smallestText.px);
    // A widget is the page's widget, zoomed as large as the screen allows: it fills the slide's
    // height or its width (a share of a tall widget, its readouts alone, most of it).
    if (m.widget && m.fill < (m.half ? 0.75 : 0.9))
      failures.push(`${at}: the widget fills ${(m.fill * 100).toFixed(0)}% of the slide`);
    if (!m.widget && m.smallestText.px < floor)
      failures.push(`${at}: text at ${m.smallestText.px.toFixed(1)} px (${m.smallestText.where})`);
    if (m.smallestMath.px < floor)
      failures.push(`${at}: math at ${m.smallestMath.px.toFixed(1)} px (${m.smallestMath.where})`);
    if (m.badFit.length) failures.push(`${at}: ${m.badFit.join('; ')}`);
    if (m.smallestBar < BAR_MIN_PX) failures.push(`${at}: deck bar text at ${m.smallestBar} px`);
    if (!m.plugInOnScreen) failures.push(`${at}: the "Plug in numbers" label is not on screen`);
    tables += m.tables.checked;
    failures.push(...m.tables.out.map((o) => `${at}: readout table: ${o}`));
  });
  return {
    failures,
    tables,
    summary: `${slug} ${size.width}×${size.height}: ${measured.length} slides, smallest text ${smallestText.toFixed(1)} px (widgets ${smallestWidget.toFixed(1)} px, any text ${smallestAny.toFixed(1)} px), slides that scroll [${scrolling.join(' ')}], text under the bar [${under.join(' ')}], widest element ${widest.toFixed(0)} px, ${tables} readout tables`,
  };
}

/**
 * The deck again with the numbers plugged in (the deck bar's switch, N): a step's slide grows by its
 * numbers, and must still fit the screen, above the bar, every word of it (its math included) at
 * 1/54 of the screen's height at least (fit.ts makes its type smaller, down to that).
 */
async function numbersAt(page: Page, size: { width: number; height: number }): Promise<string[]> {
  const html = page.locator('html');
  await page.locator('#plug-in-numbers').evaluate((box: HTMLInputElement) => box.click());
  await expect(html).toHaveClass(/\bplug-in-on\b/);
  const measured = await walkAndMeasure(page, size);
  const backRow = size.height / 54 - 0.05;
  const failures = measured.flatMap((m, index) => {
    const at = `${size.width}×${size.height} with the numbers, slide ${index + 1}`;
    return [
      ...(m.pageScroll.y > 0 ? [`${at}: the slide scrolls down by ${m.pageScroll.y} px`] : []),
      ...(m.underBar.length ? [`${at}: under the deck bar: ${m.underBar.slice(0, 3).join('; ')}`] : []),
      ...(m.smallestAny.px < backRow
        ? [`${at}: text at ${m.smallestAny.px.toFixed(1)} px (${m.smallestAny.where})`]
        : []),
      ...(m.smallestMath.px < backRow
        ? [`${at}: math at ${m.smallestMath.px.toFixed(1)} px (${m.smallestMath.where})`]
        : []),
    ];
  });
  await page.locator('#plug-in-numbers').evaluate((box: HTMLInputElement) => box.click());
  await expect(html).not.toHaveClass(/\bplug-in-on\b/);
  return failures;
}

/**
 * From the first slide on, with the deck's → (sent in the page, as walkDeck does), to the first
 * slide that shows what `selector` finds; then until its counter says so (a reveal's counter moves
 * after its widget has re-rendered).
 */
async function toFirstSlideWith(page: Page, selector: string): Promise<void> {
  const counter = await page.evaluate((selector) => {
    const shows = () => document.querySelector(selector)?.checkVisibility() ?? false;
    const press = () =>
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
      );
    const n = Number(document.querySelector('[data-deck="counter"]')!.textContent!.split('/')[1]);
    let i = 1;
    for (; i < n && !shows(); i++) press();
    return `${i} / ${n}`;
  }, selector);
  await expect(page.locator('[data-deck="counter"]')).toHaveText(counter);
}

const DRAG = await declaredBy<Diagram[]>('drag');

export default [
  {
    name: 'every slide fits the screen at 1920×1080 and at 1280×720, in type the back row can read, its readout tables too, and with its numbers plugged in',
    visits: ['deck'],
    phase: 'served',
    // Last of its phase: a prediction's reveal wakes its widget's islands.
    order: 900,
    budget: 120_000,
    async run({ page, chapter }) {
      const failures: string[] = [];
      let tables = 0;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const at = await slidesAt(page, chapter.slug, size);
        console.log(at.summary);
        failures.push(...at.failures);
        tables += at.tables;
      }
      // The smaller screen, where the numbers are tallest.
      failures.push(...(await numbersAt(page, SIZES[1])));
      expect(failures).toEqual([]);
      // A deck without readout tables in its widgets has nothing to check; none is expected.
      if ((await page.locator('table.readouts').count()) > 0)
        expect(tables, 'readout tables on the slides').toBeGreaterThan(0);
      // Back as the visit arrived: its size, the first slide.
      await page.setViewportSize(SIZES[0]);
      await page.keyboard.press('Home');
      await expect(page.locator('[data-deck="counter"]')).toHaveText(/^1 \//);
    },
  },
  {
    name: 'on a widget slide the arrow keys move the focused slider, Esc leaves the slider, then → goes on',
    visits: ['deck'],
    phase: 'interact',
    async run({ page }) {
      const counter = page.locator('[data-deck="counter"]');
      await expect(counter).toHaveText(/^1 \//);
      // On to the first slide with a slider (the deck's key, sent in the page: one round trip).
      const slider = page.locator('.deck-on input[type="range"]:not([disabled])').first();
      await toFirstSlideWith(page, '.deck-on input[type="range"]:not([disabled])');
      await expect(slider).toBeVisible();
      const at = await counter.textContent();
      await expect(page.locator('[data-deck="widget-hint"]')).toBeVisible();
      await slider.focus();
      const before = await slider.inputValue();
      const atMax = before === (await slider.getAttribute('max'));
      await page.keyboard.press(atMax ? 'ArrowLeft' : 'ArrowRight');
      await expect(slider).not.toHaveValue(before);
      await expect(counter).toHaveText(at!);
      // Page Up/Down, Home and End are the slider's too (its big steps and its ends), not the deck's.
      const min = (await slider.getAttribute('min'))!;
      const max = (await slider.getAttribute('max'))!;
      await page.keyboard.press('End');
      await expect(slider).toHaveValue(max);
      await page.keyboard.press('PageDown');
      await expect(slider).not.toHaveValue(max);
      await page.keyboard.press('Home');
      await expect(slider).toHaveValue(min);
      await page.keyboard.press('PageUp');
      await expect(slider).not.toHaveValue(min);
      await expect(counter).toHaveText(at!);
      // So are a number box's: Page Up/Down step it as the slider does.
      const box = page.locator(
        `.deck-on input[role="spinbutton"][data-param="${await slider.getAttribute('data-param')}"]`,
      );
      await box.focus();
      const typed = await box.inputValue();
      await page.keyboard.press(Number(typed) < Number(max) ? 'PageUp' : 'PageDown');
      await expect(box).not.toHaveValue(typed);
      await expect(slider).toHaveValue(await box.inputValue());
      await expect(counter).toHaveText(at!);
      // Back at the value it had (the deck has no "Reset to defaults"), for the checks after this one.
      await slider.fill(before);
      await expect(box).toHaveValue(before);
      await slider.focus();
      await page.keyboard.press('Escape');
      await expect(slider).not.toBeFocused();
      await expect(page).toHaveURL(/\/present\//);
      await page.keyboard.press('ArrowRight');
      await expect(counter).not.toHaveText(at!);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Home');
      await expect(counter).toHaveText(/^1 \//);
    },
  },
  {
    name: 'on a widget slide the arrow keys move a focused drag handle, not the slide; Page Down still goes on',
    visits: ['deck'],
    phase: 'interact',
    applies: (c) => DRAG.some((d) => d.slug === c.slug),
    async run({ page, chapter }) {
      const d = DRAG.find((x) => x.slug === chapter.slug)!.decl[0]!;
      const h = d.handles[0]!;
      const { id, name } = h.drives.find((v) => v.axis === 'x')!;
      const counter = page.locator('[data-deck="counter"]');
      await expect(counter).toHaveText(/^1 \//);
      const handle = page.locator(`${d.svg} .handle:has(> circle[data-handle="${h.name}"])`);
      await toFirstSlideWith(page, `.deck-on ${d.svg} .handle:has(> circle[data-handle="${h.name}"])`);
      await expect(handle).toBeVisible();
      const at = await counter.textContent();
      await handle.focus();
      const box = page.locator(`#${id}-box`);
      const before = Number(await box.inputValue());
      const step = numberParam(d.params, name).step;
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await box.inputValue())).toBeCloseTo(before + step, 9);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => Number(await box.inputValue())).toBeCloseTo(before, 9);
      await expect(counter).toHaveText(at!);
      await expect(handle).toBeFocused();
      // A handle has only its arrows: Page Down (a clicker's) still moves the deck.
      await page.keyboard.press('PageDown');
      await expect(counter).not.toHaveText(at!);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Home');
      await expect(counter).toHaveText(/^1 \//);
    },
  },
] satisfies Check[];
