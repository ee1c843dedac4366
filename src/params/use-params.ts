// Reading parameter state in components: the store's values, and state derived from them.
//
// Derived state is computed once per change and read by every island that needs it. Islands on a
// page are separate Preact roots sharing ES modules, so asking for the same (declarations, function)
// pair anywhere on the page returns the same computed signal: the collision widget, its restitution
// plot, its errata box and the page's "plug in numbers" read one scenario instead of each
// rebuilding it from the raw values.
import { computed, type ReadonlySignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { defaults, type ParamSpecs, type ParamValues } from './spec';
import { paramStore, type ParamStore } from './store';

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

export interface Derived<S extends ParamSpecs, T> {
  store: ParamStore<S>;
  /** The derived value at the store's current values; recomputed only when they change. */
  current: ReadonlySignal<T>;
  /** The derived value at the defaults: what the server rendered (computed on first use). */
  atDefaults: () => T;
}

const cache = new Map<ParamSpecs, Map<unknown, Derived<ParamSpecs, unknown>>>();

/** The one derived signal of `build` over the store of `specs` (created on first request). */
export function derived<S extends ParamSpecs, T>(specs: S, build: (p: ParamValues<S>) => T): Derived<S, T> {
  let bySpecs = cache.get(specs);
  if (!bySpecs) cache.set(specs, (bySpecs = new Map()));
  let d = bySpecs.get(build) as Derived<S, T> | undefined;
  if (!d) {
    const store = paramStore(specs);
    let atDefaults: { value: T } | undefined;
    d = {
      store,
      current: computed(() => build(store.values.value)),
      atDefaults: () => (atDefaults ??= { value: build(defaults(specs)) }).value,
    };
    bySpecs.set(build, d as Derived<ParamSpecs, unknown>);
  }
  return d;
}

/**
 * The derived value, subscribed; the defaults' value until mounted, because the server rendered the
 * defaults and hydration must see the same (see useMounted).
 */
export function useDerived<S extends ParamSpecs, T>(d: Derived<S, T>): T {
  const mounted = useMounted();
  const current = d.current.value; // reading .value subscribes this component
  return mounted ? current : d.atDefaults();
}
