import type { ParamSpecs } from '../params/spec';
import type { ParamStore } from '../params/store';
import { useState } from 'preact/hooks';
import { useMounted } from '../params/use-params';

/** Says, in words, which values from the link could not be used as given. */
export function Notices<S extends ParamSpecs>({ store }: { store: ParamStore<S> }) {
  const mounted = useMounted();
  const notices = store.notices.value;
  if (!mounted || notices.length === 0) return null;
  return (
    <div class="notice" role="status">
      <strong>Some values in this link were adjusted:</strong>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
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
      <button type="button" onClick={copy}>
        Copy link to this configuration
      </button>
      <span role="status">{copied}</span>
    </div>
  );
}
