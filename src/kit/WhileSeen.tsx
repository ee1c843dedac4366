import { Component, type ComponentChildren } from 'preact';
import { debounce } from '../lib/debounce';
import { LAG_MS } from '../params/use-params';
import { Contained } from './Contained';

/**
 * A part of a widget that a scrub changes but the reader may not see: a tall readout table in the
 * widget's scrolling column, scrolled past while the reader drags a slider below it. On screen it
 * renders every change. Off screen it keeps what it shows, and renders the current values LAG_MS
 * after the changes pause (what a screen reader finds there is never more than a moment old) or as
 * soon as it comes on screen: laying out a table nobody sees would be part of every scrub step, and
 * on a slow laptop a large part.
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
  private later = debounce(() => this.catchUp(), LAG_MS);
  private io: IntersectionObserver | undefined;

  override shouldComponentUpdate(): boolean {
    if (this.seen) return true;
    this.stale = true;
    this.later();
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
    this.later.cancel();
    this.io?.disconnect();
  }

  private catchUp() {
    this.later.cancel();
    if (!this.stale) return;
    this.stale = false;
    this.forceUpdate();
  }

  render() {
    return <Contained>{this.props.children}</Contained>;
  }
}
