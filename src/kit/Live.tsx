// The parts of a widget that show its state, each subscribed on its own. A widget component that
// read the state itself would re-render on every scrub step, and Preact would diff its whole frame
// (headings, every group of controls, the disclosure, the actions) to find the few nodes that show
// numbers; wrapped in <Live>, only the summary, readouts and figures re-render. The controls follow
// the store themselves (ParamControls). `live` false: the part catches up when changes pause (a
// widget off screen that shares its store with another, see useWidgetOnScreen).
import { Component, type ComponentChildren } from 'preact';
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
 * soon as it comes on screen. Each table laid out on every scrub step costs about a millisecond
 * on a laptop (sphere-impulse's readouts, measured), four or five on a school laptop: a quarter of
 * a frame.
 *
 * A class component: Preact asks it before each render whether to render (shouldComponentUpdate),
 * and keeps the newest props for the catch-up. Its first DOM node is what it watches.
 */
export class WhileSeen extends Component<{ children: ComponentChildren }> {
  private seen = true; // until first observed
  private stale = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private io: IntersectionObserver | undefined;
  private watched: Element | null = null;

  override shouldComponentUpdate(): boolean {
    if (this.seen) return true;
    this.stale = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.catchUp(), LAG_MS);
    return false;
  }

  override componentDidMount() {
    this.watch();
  }

  override componentDidUpdate() {
    this.watch(); // the first node may have been replaced
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

  private watch() {
    if (typeof IntersectionObserver === 'undefined') return;
    const el = this.base instanceof Element ? this.base : null;
    if (el === this.watched) return;
    this.io ??= new IntersectionObserver((entries) => {
      this.seen = entries.at(-1)?.isIntersecting ?? true;
      if (this.seen) this.catchUp();
    });
    if (this.watched) this.io.unobserve(this.watched);
    this.watched = el;
    if (el) this.io.observe(el);
  }

  render() {
    return this.props.children;
  }
}
