// The parts of a widget that show its state, each subscribed on its own. A widget component that
// read the state itself would re-render on every scrub step, and Preact would diff its whole frame
// (headings, every group of controls, the disclosure, the actions) to find the few nodes that show
// numbers; wrapped in <Live>, only the summary, readouts and figures re-render. The controls follow
// the store themselves (ParamControls). `live` false: the part catches up when changes pause (a
// widget off screen that shares its store with another, see useWidgetOnScreen).
import { Component, type ComponentChildren, type JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ParamSpecs } from '../params/spec';
import { LAG_MS, useDerived, type Derived } from '../params/use-params';

export function Live<S extends ParamSpecs, T>({
  state,
  live = true,
  children,
}: {
  state: Derived<S, T>;
  live?: boolean;
  children: (value: T) => ComponentChildren;
}) {
  return <>{children(useDerived(state, live))}</>;
}

/**
 * A part of a widget that a scrub changes but the reader may not see: a tall readout table in the
 * widget's scrolling column, scrolled past while the reader drags a slider below it. On screen it
 * renders every change. Off screen it keeps what it shows, and renders the current values LAG_MS
 * after the changes pause (what a screen reader finds there is never more than a moment old) or as
 * soon as it comes on screen. Sphere-impulse's readouts, laid out on every scrub step, cost about
 * a millisecond on a laptop (measured before tables were contained; contained, a third of that),
 * four times as much on a school laptop.
 *
 * On screen, the browser lays it out on its own (Contained).
 *
 * A class component: Preact asks it before each render whether to render (shouldComponentUpdate),
 * and keeps the newest props for the catch-up. What it watches is its contained box, which stays
 * the same node for as long as it is mounted.
 */
export class WhileSeen extends Component<{ children: ComponentChildren }> {
  private seen = true; // until first observed
  private stale = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private io: IntersectionObserver | undefined;

  override shouldComponentUpdate(): boolean {
    if (this.seen) return true;
    this.stale = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.catchUp(), LAG_MS);
    return false;
  }

  override componentDidMount() {
    if (typeof IntersectionObserver === 'undefined' || !(this.base instanceof Element)) return;
    this.io = new IntersectionObserver((entries) => {
      this.seen = entries.at(-1)?.isIntersecting ?? true;
      if (this.seen) this.catchUp();
    });
    this.io.observe(this.base);
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
    this.io?.disconnect();
  }

  private catchUp() {
    clearTimeout(this.timer);
    if (!this.stale) return;
    this.stale = false;
    this.forceUpdate();
  }

  render() {
    return <Contained>{this.props.children}</Contained>;
  }
}

/**
 * A part of a widget whose text a scrub step changes (a summary, a readout table, a caption), in a
 * box the browser lays out on its own. Text changed anywhere else in the page makes the browser lay
 * out the page from the document down: on a derivation page that walk alone is 0.3–0.5 ms a step
 * on a laptop, four times that on a school laptop, before anything that changed is measured. A box
 * whose size cannot depend on its content (CSS size and layout containment) is where the browser
 * starts instead.
 *
 * Its size must then come from outside: its width from the column, its height from the script. A
 * ResizeObserver on the content sets the box's height to the content's, so the box still grows
 * when the reader's values add a line; that step lays out the page once more, before it is painted.
 * Until hydration (and without JavaScript, and on paper) the box is an ordinary block.
 */
export function Contained({ children }: { children: ComponentChildren }) {
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    el.parentElement!.classList.add('contained-live');
    (sizes ??= new ResizeObserver(hold)).observe(el);
    return () => sizes!.unobserve(el);
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
  for (const [body, { height, top, bottom }] of sized) {
    const box = body.parentElement!;
    box.style.height = `${height - top - bottom}px`;
    box.style.marginBlock = `${top}px ${bottom}px`;
    body.style.marginTop = `${-top}px`;
    box.classList.add('contained-held');
  }
}

/** The content's height, and how much of it is the margins of its first and last blocks. */
function measure(body: Element) {
  const outer = body.getBoundingClientRect();
  const block = (el: Element | null) =>
    el && !getComputedStyle(el).display.startsWith('inline') ? el.getBoundingClientRect() : null;
  const first = block(body.firstElementChild);
  const last = block(body.lastElementChild);
  return {
    height: outer.height,
    top: first ? first.top - outer.top : 0,
    bottom: last ? outer.bottom - last.bottom : 0,
  };
}

/**
 * The sentence under a widget's title that says what its state means: read out by screen readers
 * when it changes (aria-live), and laid out on its own (Contained).
 */
export function WidgetSummary({ children, class: cls, ...attrs }: JSX.HTMLAttributes<HTMLParagraphElement>) {
  return (
    <Contained>
      <p {...attrs} class={cls ? `widget-summary ${cls}` : 'widget-summary'} aria-live="polite">
        {children}
      </p>
    </Contained>
  );
}
