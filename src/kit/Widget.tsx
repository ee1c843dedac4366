// The frame every widget shares: a titled, labelled section, the notices for values from the link
// that could not be used, the widget's content, and the reset/share actions.
import type { ComponentChildren } from 'preact';
import type { ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { Notices, WidgetActions } from './Notices';

interface WidgetProps<S extends ParamSpecs> {
  /** Unique on the page; the heading gets id `${id}-title`. */
  id: string;
  title: string;
  store: ParamStore<S>;
  children: ComponentChildren;
  /**
   * The widget that owns the state (default true) shows its notices and the reset/copy-link
   * actions; a widget that shares another's state sets this false, so they appear once.
   */
  primary?: boolean;
}

export function Widget<S extends ParamSpecs>({ id, title, store, children, primary = true }: WidgetProps<S>) {
  return (
    <section class="widget" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {primary ? <Notices store={store} /> : null}
      {children}
      {primary ? <WidgetActions store={store} /> : null}
    </section>
  );
}
