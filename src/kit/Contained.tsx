import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { holding, onSettle } from './plot/hold';
import './Contained.css';

/**
 * A part of a widget whose text a scrub step changes (a summary, a readout table, a caption), in a
 * box the browser lays out on its own. Text changed anywhere else in the page makes the browser lay
 * out the page from the document down, a walk over every block of a long derivation page before
 * anything that changed is measured. A box whose size cannot depend on its content (CSS size and
 * layout containment) is where the browser starts instead.
 *
 * Its size must then come from outside: its width from the column, its height from the script. A
 * ResizeObserver on the content sets the box's height to the content's, so the box still grows
 * when the reader's values add a line; that step lays out the page once more, before it is painted.
 * While the reader drags (a gesture, ./plot/hold), a box grows but does not shrink: a sentence whose
 * numbers make it a line longer, then shorter, then longer again as the reader scrubs would
 * otherwise lay out and move the page below it at every step. It fits its content when they let go.
 * Until hydration (and without JavaScript, and on paper) the box is an ordinary block.
 */
export function Contained({ children }: { children: ComponentChildren }) {
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    el.parentElement!.classList.add('contained-live');
    if (!sizes) {
      sizes = new ResizeObserver(hold);
      onSettle(fit);
    }
    sizes.observe(el);
    return () => {
      sizes!.unobserve(el);
      over.delete(el);
    };
  }, []);
  return (
    <div class="contained">
      <div class="contained-body" ref={body}>
        {children}
      </div>
    </div>
  );
}

/**
 * One observer for every contained box on the page. It watches each box's content and gives the
 * box the content's height. Its first report comes after the first layout that includes the box
 * and before that layout is painted; every box that hydrates in one render is sized in that one
 * pass (reading each box's height and then setting it, box by box, would make the browser lay out
 * the page once per box).
 *
 * The content's margins: a summary's or a table's margins collapse with the margins of what is
 * above and below it. A contained box keeps its content's margins inside, so the box takes them
 * over as its own, where they collapse as before: the content (a block formatting context, so that
 * its height includes them) is measured with its margins, and drawn that far up.
 */
let sizes: ResizeObserver | undefined;

function hold(entries: ResizeObserverEntry[]) {
  // Every read, then every write: a write between two reads would lay the page out again.
  const sized = entries.map(({ target }) => [target as HTMLElement, measure(target)] as const);
  const during = holding();
  for (const [body, size] of sized) set(body, size, during);
}

/** The contents of boxes held taller than they are, during a gesture: fitted when it ends. */
const over = new Set<HTMLElement>();

function fit() {
  const sized = [...over].map((body) => [body, measure(body)] as const);
  over.clear();
  for (const [body, size] of sized) set(body, size, false);
}

function set(body: HTMLElement, { height, top, bottom }: ReturnType<typeof measure>, grow: boolean) {
  const box = body.parentElement as Held;
  let h = height - top - bottom;
  const was = box.written;
  // What it holds, as written: its style gives it back rounded to six figures.
  const held = was?.[0] ?? 0;
  if (grow && held > h + 0.5) {
    over.add(body);
    h = held;
  } else over.delete(body);
  // The observer reports a box on most scrub steps (a readout that wraps, then not), mostly at the
  // size it already holds, and a box's own style change lays the page out from its root. Written
  // again each time (a held height read back from its style, 621.406 for 621.40625), 16 of 40 steps
  // of one slider on the revolute joint's page were a layout of the whole page. So a box is
  // written only when its size changes.
  const now = [h, top, bottom];
  if (`${was}` === `${now}`) return;
  box.written = now;
  box.style.height = `${h}px`;
  box.style.marginBlock = `${top}px ${bottom}px`;
  body.style.marginTop = `${-top}px`;
  box.classList.add('contained-held');
}

/** A box, with what `set` last wrote on it: its height and its two margins. */
type Held = HTMLElement & { written?: number[] };

/**
 * The content's height, and how much of it is the margins of its first and last blocks, in the
 * box's own CSS pixels: a zoomed widget (a presenter's slide) measures its rectangles zoomed.
 */
function measure(body: Element) {
  const zoom = body.currentCSSZoom || 1;
  const outer = body.getBoundingClientRect();
  const block = (el: Element | null) =>
    el && !getComputedStyle(el).display.startsWith('inline') ? el.getBoundingClientRect() : null;
  const first = block(body.firstElementChild);
  const last = block(body.lastElementChild);
  return {
    height: outer.height / zoom,
    top: first ? (first.top - outer.top) / zoom : 0,
    bottom: last ? (outer.bottom - last.bottom) / zoom : 0,
  };
}
