// Reading parameter state in components: the store's values, and state derived from them.
//
// Derived state is computed once per change and read by every island that needs it. Islands on a
// page are separate Preact roots sharing ES modules, so asking for the same (declarations, function)
// pair anywhere on the page returns the same computed signal: the collision widget, its restitution
// plot, its errata box and the page's "plug in numbers" read one scenario instead of each
// rebuilding it from the raw values.
import { computed, effect, type ReadonlySignal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { defaults, inertReason, type ParamSpec, type ParamSpecs, type ParamValues } from './spec';
import { paramStore, type ParamStore } from './store';
import { debounce } from '../lib/debounce';

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

/**
 * The store's values, subscribed; the defaults until mounted (see useMounted). With `live` false,
 * see useOnScreen.
 */
export function useParams<S extends ParamSpecs>(store: ParamStore<S>, live = true): ParamValues<S> {
  const mounted = useMounted();
  const current = useRead(store.values, live);
  return mounted ? current : defaults(store.specs);
}

const perStore = new WeakMap<object, Map<string, ReadonlySignal<unknown>>>();

/**
 * A store's value as one component reads it, subscribed to that alone: the component re-renders
 * when `read`'s result changes, not on every change of the store. Until mounted, `read` at the
 * defaults (what the server rendered; see useMounted).
 */
function useSlice<S extends ParamSpecs, T>(
  store: ParamStore<S>,
  key: string,
  read: (values: ParamValues<S>) => T,
): T {
  const mounted = useMounted();
  let byKey = perStore.get(store);
  if (!byKey) perStore.set(store, (byKey = new Map()));
  let slice = byKey.get(key);
  if (!slice) byKey.set(key, (slice = computed(() => read(store.values.value))));
  const current = slice.value as T; // subscribes to this slice only
  return mounted ? current : read(defaults(store.specs));
}

/**
 * One parameter's value: a component that reads a few of a shared store's parameters re-renders
 * when one of them changes, not when any other does.
 */
export const useParam = <S extends ParamSpecs, K extends keyof ParamValues<S> & string>(
  store: ParamStore<S>,
  name: K,
): ParamValues<S>[K] => useSlice(store, name, (v) => v[name]);

/**
 * Why a parameter's control cannot act in the current state (null: it can): its control
 * re-renders when the reason appears, changes or goes, not on every change of the values it is
 * computed from.
 */
export const useInertReason = <S extends ParamSpecs>(store: ParamStore<S>, p: ParamSpec): string | null =>
  useSlice(store, `${p.name} inert`, (v) => inertReason(p, v));

/**
 * Whether the element is on screen or near it (true until first observed). An island that only
 * shows state the reader changes elsewhere (an errata box below the derivation) passes this as
 * `live` to useDerived/useParams: off screen it catches up once changes pause (LAG_MS) instead of
 * re-rendering on every scrub step, and scrolled to, it renders the current values at once.
 */
export function useOnScreen(ref: RefObject<Element>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const watch = useRef<{ io: IntersectionObserver; el: Element | null } | null>(null);
  useEffect(() => () => watch.current?.io.disconnect(), []);
  // After every render: the element may have been replaced (a component with several roots). A
  // layout effect: run in the render's own task. An effect would have Preact schedule a frame
  // callback and a timer after every render, and a widget that renders on every scrub step would
  // pay for both on every step, to find the same element.
  useLayoutEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    watch.current ??= {
      io: new IntersectionObserver((entries) => setOnScreen(entries.at(-1)?.isIntersecting ?? true), {
        rootMargin: '200px 0px',
      }),
      el: null,
    };
    const w = watch.current;
    if (w.el === ref.current) return;
    if (w.el) w.io.unobserve(w.el);
    w.el = ref.current;
    if (w.el) w.io.observe(w.el);
  });
  return onScreen;
}

/**
 * For a widget that shares its store with another widget on the page (the collision widget and the
 * restitution plots): a ref for its root element (for the Widget frame) and whether that is on
 * screen, to pass as `live` to useDerived/useParams and <Live>. Scrubbing one widget then
 * re-renders the other only when the reader can see it (and LAG_MS after the changes pause
 * otherwise), instead of rebuilding its sweeps and charts on every step, work nobody sees.
 */
export function useWidgetOnScreen<E extends Element = HTMLElement>(): { ref: RefObject<E>; live: boolean } {
  const ref = useRef<E>(null);
  return { ref, live: useOnScreen(ref) };
}

/** How long an island off screen waits for changes to pause before it catches up. */
export const LAG_MS = 250;

/**
 * A signal's value for a component: subscribed when `live`; otherwise read without subscribing,
 * and the component re-rendered LAG_MS after the last change (so what a screen reader finds there
 * is never more than a moment old). `source` is what `sig` is computed from (the store's values):
 * the watcher compares that, so an island off screen never recomputes a derived value (a sweep of
 * a hundred solves) that nobody is looking at.
 */
function useRead<T>(sig: ReadonlySignal<T>, live: boolean, source: ReadonlySignal<unknown> = sig): T {
  const [, bump] = useState(0);
  const shown = live ? sig.value : sig.peek(); // .value subscribes this component
  const shownSource = source.peek();
  useEffect(() => {
    if (live) return;
    const catchUp = debounce(() => bump((n) => n + 1), LAG_MS);
    // Compared with what this render shows, from the effect's first run on: a change that lands
    // between the render and this effect (a reader typing while the page hydrates) must bring the
    // catch-up too, or the island would show the old values until the next change.
    const stop = effect(() => {
      if (source.value !== shownSource) catchUp();
    });
    return () => {
      stop();
      catchUp.cancel();
    };
    // Live, the component is subscribed and nothing is to watch: deps that stay the same keep a scrub
    // step from scheduling this effect (Preact schedules pending effects with a frame callback and
    // a timer, per component, per step).
  }, [live, source, live ? null : shownSource]);
  return shown;
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
 * `build`, blind to the parameters named: for a sweep over one parameter, which does not depend on
 * that parameter's current value. Scrubbing it then returns the sweep already built, the same
 * object (so the chart redraws only its marker, see src/kit/plot/mark-svg.ts), instead of
 * recomputing it on every step. Any other change rebuilds it.
 */
export function ignoring<V extends object, T>(
  build: (p: V) => T,
  ...names: (keyof V & string)[]
): (p: V) => T {
  return keptWhile(build, (p, prev) =>
    (Object.keys(p) as (keyof V & string)[]).every((k) => names.includes(k) || Object.is(p[k], prev[k])),
  );
}

/**
 * `build`, rebuilt only when one of the parameters named changes: for a value that reads a few of a
 * shared store's parameters (the combined μ of two materials' coefficients), which scrubbing any
 * other parameter of the store returns as the same object instead of recomputing.
 */
export function reading<V extends object, T>(
  build: (p: V) => T,
  ...names: (keyof V & string)[]
): (p: V) => T {
  return keptWhile(build, (p, prev) => names.every((k) => Object.is(p[k], prev[k])));
}

/** `build`, returning the value it last built while `same` holds between those values and these. */
function keptWhile<V, T>(build: (p: V) => T, same: (p: V, prev: V) => boolean): (p: V) => T {
  let last: { p: V; value: T } | undefined;
  return (p) => {
    if (!last || !same(p, last.p)) last = { p, value: build(p) };
    return last.value;
  };
}

/**
 * The derived value, subscribed; the defaults' value until mounted, because the server rendered the
 * defaults and hydration must see the same (see useMounted). With `live` false, see useOnScreen.
 */
export function useDerived<S extends ParamSpecs, T>(d: Derived<S, T>, live = true): T {
  const mounted = useMounted();
  const current = useRead(d.current, live, d.store.values);
  return mounted ? current : d.atDefaults();
}
