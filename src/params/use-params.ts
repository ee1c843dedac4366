import { useEffect, useState } from 'preact/hooks';
import { defaults, type ParamSpecs, type ParamValues } from './spec';
import type { ParamStore } from './store';

/**
 * False during hydration, true once mounted. The server rendered the defaults, and Preact's
 * hydration does not repair text that differs, so anything the client knows better (values from
 * the URL, notices) is shown by the ordinary re-render right after mount.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The store's values, subscribed; the defaults until mounted (see useMounted). */
export function useParams<S extends ParamSpecs>(store: ParamStore<S>): ParamValues<S> {
  const mounted = useMounted();
  const current = store.values.value; // reading .value subscribes this component
  return mounted ? current : defaults(store.specs);
}
