import type { JSX } from 'preact';
import { Contained } from './Contained';

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
