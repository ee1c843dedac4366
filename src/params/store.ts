// One shared state per parameter list. Islands on a page are separate Preact roots, but they share
// ES modules, so every island that asks for the same declarations gets the same signals.
import { signal, type Signal } from '@preact/signals';
import { clampToSpec, defaults, type ParamSpecs, type ParamValues } from './spec';
import { parseParams, writeParams } from './url';
import { debounce } from '../lib/debounce';

export interface ParamStore<S extends ParamSpecs> {
  specs: S;
  values: Signal<ParamValues<S>>;
  notices: Signal<string[]>;
  /** Set one value (clamped to its declaration) and mirror the state into the URL. */
  set(name: string, value: number | boolean): void;
  /** Set several values at once (one update, one redraw): a drag in a diagram moves two or four. */
  update(partial: Record<string, number | boolean>): void;
  /** Add a notice (a value given that could not be used as given); one line per distinct notice. */
  notify(notice: string): void;
  reset(): void;
  /** Write the URL now rather than after the debounce (before copying the link). */
  flushUrl(): void;
}

/** replaceState is rate-limited by browsers (Safari: 100 calls / 30 s); scrubbing fires far more. */
const URL_WRITE_DELAY_MS = 200;

const stores = new Map<ParamSpecs, ParamStore<ParamSpecs>>();

/**
 * Sent on the page's window after every change of a store's values. The window holds its stores
 * under the same name (PageStores): a step's Code frame, a page of the same site framed by this
 * one, listens for it and reads the stores then (src/site/code/values-frame.ts), so it follows the
 * widgets change by change, not the address, which is written a moment after the changes pause.
 */
export const PARAMS_CHANGED = 'impulse:params';

/** What the page's window holds under PARAMS_CHANGED: every store on the page. */
export type PageStores = ReadonlyMap<ParamSpecs, ParamStore<ParamSpecs>>;

/** Announce a change on the page's window: its own Event (in the Node renders, linkedom's). */
function announce(): void {
  window.dispatchEvent(new window.Event(PARAMS_CHANGED));
}

export function paramStore<S extends ParamSpecs>(specs: S): ParamStore<S> {
  let store = stores.get(specs) as ParamStore<S> | undefined;
  if (!store) {
    store = createStore(specs);
    stores.set(specs, store as unknown as ParamStore<ParamSpecs>);
    // The window holds the page's stores from the first one on, for a frame to read.
    if (typeof window !== 'undefined')
      (window as unknown as Record<string, PageStores>)[PARAMS_CHANGED] = stores;
  }
  return store;
}

/**
 * Put every store on the page at the values of this query string (the defaults where it names
 * none), and the query in the URL, so that an island that has not hydrated yet starts at them too:
 * a deck's reveal slide sets its widget to a prediction question's configuration, and back.
 */
export function applySearch(search: string): void {
  replaceSearch(search);
  for (const store of stores.values()) {
    store.values.value = parseParams(store.specs, search).values;
    store.notices.value = [];
  }
  announce();
}

/** This query in the page's address, its path, fragment and history entry kept. */
function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search + hash);
}

function createStore<S extends ParamSpecs>(specs: S): ParamStore<S> {
  const inBrowser = typeof window !== 'undefined';
  const initial = inBrowser
    ? parseParams(specs, window.location.search)
    : { values: defaults(specs), notices: [] };
  const values = signal(initial.values);
  const notices = signal(initial.notices);

  function writeUrl(): void {
    if (!inBrowser) return;
    urlWrite.cancel();
    replaceSearch(writeParams(specs, values.value, window.location.search));
  }

  const urlWrite = debounce(writeUrl, URL_WRITE_DELAY_MS);
  /** After a change: the address a moment later, what listens to the page at once. */
  function mirrorToUrl(): void {
    if (!inBrowser) return;
    urlWrite();
    announce();
  }

  // Plain closures, no `this`: controls receive `store.set` as a bare function.
  function update(partial: Record<string, number | boolean>): void {
    const next: Record<string, number | boolean> = { ...values.value };
    let changed = false;
    for (const [name, value] of Object.entries(partial)) {
      const p = specs.find((q) => q.name === name);
      if (!p) throw new Error(`Unknown parameter '${name}'`);
      let v: number | boolean;
      if (p.kind === 'boolean') v = Boolean(value);
      else if (typeof value === 'number' && Number.isFinite(value)) v = clampToSpec(p, value);
      else continue; // an empty or half-typed number box: keep the last good value
      if (next[name] !== v) {
        next[name] = v;
        changed = true;
      }
    }
    if (!changed) return;
    values.value = next as ParamValues<S>;
    mirrorToUrl();
  }

  return {
    specs,
    values,
    notices,
    set: (name, value) => update({ [name]: value }),
    update,
    notify: (notice) => {
      // The latest last: the same entry committed again moves its line to the end.
      notices.value = [...notices.value.filter((n) => n !== notice), notice];
    },
    flushUrl: writeUrl,
    reset: () => {
      values.value = defaults(specs);
      notices.value = [];
      mirrorToUrl();
    },
  };
}
