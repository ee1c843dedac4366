// What a reader can do with a widget's configuration: reset it, copy its link, embed it.
import type { ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useId, useRef, useState } from 'preact/hooks';
import { embedOf, snippet as iframeSnippet } from './widgets/snippet';
import './WidgetActions.css';

/**
 * "Embed": shows the <iframe> snippet for this widget in its current configuration, to copy into
 * slides or a course page. The widget is found from the section this button sits in and the page's
 * <main data-embeds> (written from each chapter's manifest), so any widget listed there gets the
 * action without passing anything down.
 */
export function EmbedAction({ flushUrl }: { flushUrl?: () => void }) {
  const root = useRef<HTMLSpanElement>(null);
  const [snippet, setSnippet] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const show = () => {
    if (snippet !== null) {
      setSnippet(null);
      return;
    }
    flushUrl?.();
    const anchor = root.current?.closest('section.widget')?.id ?? '';
    const w = root.current ? embedOf(root.current, anchor) : undefined;
    if (!w) {
      setSnippet('This widget cannot be embedded on its own.');
      return;
    }
    setCopied(null);
    setSnippet(iframeSnippet(window.location.origin, w.path, w.title, window.location.search, w.height));
  };
  const copy = async () => {
    if (snippet === null) return;
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('Snippet copied.');
    } catch {
      setCopied('Select the snippet and copy it.');
    }
  };
  const id = useId();
  return (
    <span ref={root} class="embed-action">
      <button type="button" aria-expanded={snippet !== null} onClick={show}>
        Embed
      </button>
      {snippet !== null ? (
        <span class="embed-snippet">
          <label for={id}>Paste this into a slide or a course page:</label>
          <textarea id={id} readOnly rows={4} value={snippet} onFocus={(e) => e.currentTarget.select()} />
          <span>
            <button type="button" onClick={copy}>
              Copy snippet
            </button>{' '}
            <span role="status">{copied}</span>
          </span>
        </span>
      ) : null}
    </span>
  );
}

/** Reset and share: the two things a teacher needs after scrubbing. */
export function WidgetActions<S extends ParamSpecs>({ store }: { store: ParamStore<S> }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    store.flushUrl();
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('Link copied.');
    } catch {
      // Clipboard refused (permissions, insecure context): the address bar already holds the link.
      setCopied('Copy the address bar: it holds this exact configuration.');
    }
  };
  return (
    <div class="widget-actions">
      <button type="button" onClick={() => store.reset()}>
        Reset to defaults
      </button>
      <button type="button" class="widget-copy" onClick={copy}>
        Copy link to this configuration
      </button>
      <EmbedAction flushUrl={() => store.flushUrl()} />
      <span role="status">{copied}</span>
    </div>
  );
}
