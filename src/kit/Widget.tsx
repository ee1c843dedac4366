// The frame every widget shares: a titled, labelled section, the notices for values from the link
// that could not be used, the figures, the widget's readouts and controls, and the reset/share
// actions.
//
// Layout (Widget.css): the reader must see a figure while moving any
// control. Where the screen is wide, the widget takes the empty margin beside the reading column,
// the figures stand in a column that stays in view (sticky) and the readouts and controls scroll
// beside them. Where it is narrow, the primary figure sticks, smaller, above the controls that
// scroll under it, and the other figures flow with the text.
//
// Controls: the few parameters that teach come first (`children`); the rest (`more`) sit in a
// native <details> disclosure, keyboard-operable like any control and with its values in the URL
// like the others. It opens by itself when the link sets one of its values.
import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useMounted } from '../params/use-params';
import { Notices } from './Notices';
import { EmbedAction, WidgetActions } from './WidgetActions';
import './Widget.css';
import './legend.css';

interface WidgetProps<S extends ParamSpecs> {
  /** Unique on the page; the heading gets id `${id}-title`. */
  id: string;
  title: string;
  store: ParamStore<S>;
  /** The figure the reader watches while scrubbing (a diagram or a chart): sticks on narrow screens. */
  figure?: ComponentChildren;
  /** Further figures: beside the controls on wide screens, with the text on narrow ones. */
  figures?: ComponentChildren;
  /** Readouts, sentences and the teaching parameters' controls. */
  children: ComponentChildren;
  /** The remaining parameters, behind a disclosure. */
  more?: { summary: string; names: readonly string[]; content: ComponentChildren };
  /**
   * The widget that owns the state (default true) shows its notices and the reset/copy-link
   * actions; a widget that shares another's state sets this false, so they appear once.
   */
  primary?: boolean;
  /** The root's ref, for a widget that follows its store only while on screen (useWidgetOnScreen). */
  rootRef?: RefObject<HTMLElement>;
  /** A simulation that runs on its own (data-live-sim: the benchmark times its frames). */
  live?: boolean;
}

export function Widget<S extends ParamSpecs>({
  id,
  title,
  store,
  figure,
  figures,
  children,
  more,
  primary = true,
  rootRef,
  live = false,
}: WidgetProps<S>) {
  const hasFigures = figure !== undefined || figures !== undefined;
  // Every widget can be embedded; only the primary widget of a store resets and shares it.
  const actions = primary ? (
    <WidgetActions store={store} />
  ) : (
    <div class="widget-actions">
      <EmbedAction flushUrl={() => store.flushUrl()} />
    </div>
  );
  return (
    <section
      class={hasFigures ? 'widget widget-split' : 'widget'}
      id={id}
      aria-labelledby={`${id}-title`}
      ref={rootRef}
      data-live-sim={live ? '' : undefined}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {primary ? <Notices store={store} /> : null}
      {hasFigures ? (
        <div class="widget-body">
          {/* On wide screens this column scrolls on its own when its figures are taller than the
              window: focusable, so the keyboard can scroll it too. */}
          <div class="widget-visuals" tabindex={0} role="group" aria-label={`${title}: figures`}>
            {figure !== undefined ? <div class="widget-figure">{figure}</div> : null}
            {figures !== undefined ? <div class="widget-figures">{figures}</div> : null}
          </div>
          <div class="widget-side">
            {children}
            {more ? <More id={id} store={store} more={more} /> : null}
            {actions}
          </div>
        </div>
      ) : (
        <>
          {children}
          {more ? <More id={id} store={store} more={more} /> : null}
          {actions}
        </>
      )}
    </section>
  );
}

function More<S extends ParamSpecs>({
  id,
  store,
  more,
}: {
  id: string;
  store: ParamStore<S>;
  more: NonNullable<WidgetProps<S>['more']>;
}) {
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  // A link that sets a tucked-away value opens the disclosure, so the reader sees what is set.
  useEffect(() => {
    if (!mounted) return;
    const values = store.values.peek() as Record<string, unknown>;
    if (more.names.some((n) => values[n] !== store.specs.find((p) => p.name === n)?.default)) setOpen(true);
    // Only once, after mount: later the reader decides.
  }, [mounted]);
  return (
    <details
      class="widget-more"
      id={`${id}-more`}
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{more.summary}</summary>
      {more.content}
    </details>
  );
}
