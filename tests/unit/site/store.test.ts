// The shared parameter store: what every control writes to and every widget reads, and the one place
// that mirrors the state into the address bar (a teacher's link).
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bool, num } from '../../../src/params/spec';
import { applySearch, paramStore, PARAMS_CHANGED } from '../../../src/params/store';

// A fresh declaration list per test: stores are shared per list, for the whole module.
const specs = () =>
  [
    num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2),
    num('e', 'Restitution e', '', 0, 1, 0.01, 0.5),
    bool('fixA', 'A is immovable', false),
  ] as const;

/** How many times the store's values changed while `body` ran. */
function changes(store: ReturnType<typeof paramStore>, body: () => void): number {
  let n = -1; // effect runs once on subscribe
  const dispose = effect(() => {
    void store.values.value;
    n++;
  });
  body();
  dispose();
  return n;
}

describe('the parameter store (no browser: server rendering and tests)', () => {
  it('is shared per declaration list: every island asking for the same list gets the same state', () => {
    const list = specs();
    expect(paramStore(list)).toBe(paramStore(list));
    expect(paramStore(specs())).not.toBe(paramStore(list));
  });

  it('starts at the defaults, with no notices', () => {
    const store = paramStore(specs());
    expect(store.values.value).toEqual({ mA: 2, e: 0.5, fixA: false });
    expect(store.notices.value).toEqual([]);
    expect(store.specs.map((p) => p.name)).toEqual(['mA', 'e', 'fixA']);
  });

  it('clamps and snaps a value set from a control, like a value from a link', () => {
    const store = paramStore(specs());
    store.set('mA', 99);
    expect(store.values.value.mA).toBe(10);
    store.set('mA', 3.14159);
    expect(store.values.value.mA).toBe(3.1);
    store.set('e', -1);
    expect(store.values.value.e).toBe(0);
    store.set('fixA', true);
    expect(store.values.value).toEqual({ mA: 3.1, e: 0, fixA: true });
  });

  it('keeps the last good value when a number box is empty or half-typed (NaN), or given a non-number', () => {
    const store = paramStore(specs());
    store.set('mA', 4);
    expect(changes(store, () => store.set('mA', NaN))).toBe(0);
    store.set('mA', Infinity);
    store.set('mA', '5' as unknown as number);
    expect(store.values.value.mA).toBe(4);
  });

  it('turns a checkbox value into a boolean', () => {
    const store = paramStore(specs());
    store.set('fixA', 1 as unknown as boolean);
    expect(store.values.value.fixA).toBe(true);
    store.set('fixA', 0 as unknown as boolean);
    expect(store.values.value.fixA).toBe(false);
  });

  it('refuses a parameter it does not declare, by name', () => {
    const store = paramStore(specs());
    expect(() => store.set('mB', 1)).toThrow("Unknown parameter 'mB'");
    expect(() => store.update({ mA: 3, zz: 1 })).toThrow("Unknown parameter 'zz'");
  });

  it('applies several values as one change (one redraw), and a value that does not change as none', () => {
    const store = paramStore(specs());
    expect(changes(store, () => store.update({ mA: 3, e: 0.25, fixA: true }))).toBe(1);
    expect(store.values.value).toEqual({ mA: 3, e: 0.25, fixA: true });
    expect(changes(store, () => store.set('mA', 3))).toBe(0);
    expect(changes(store, () => store.update({ mA: 3, e: 0.25 }))).toBe(0);
    // One real change among unchanged ones still counts, and the others are kept.
    expect(changes(store, () => store.update({ mA: 3, e: 0.3 }))).toBe(1);
    expect(store.values.value).toEqual({ mA: 3, e: 0.3, fixA: true });
  });

  it('does not touch the previous values object (widgets may still hold it)', () => {
    const store = paramStore(specs());
    const before = store.values.value;
    store.set('mA', 7);
    expect(before).toEqual({ mA: 2, e: 0.5, fixA: false });
  });

  it('adds a notice once: the same one again moves to the end, and a reset clears them', () => {
    const store = paramStore(specs());
    store.notify('first');
    store.notify('second');
    store.notify('first');
    expect(store.notices.value).toEqual(['second', 'first']);
    store.reset();
    expect(store.notices.value).toEqual([]);
  });

  it('resets to the defaults', () => {
    const store = paramStore(specs());
    store.update({ mA: 3, fixA: true });
    store.reset();
    expect(store.values.value).toEqual({ mA: 2, e: 0.5, fixA: false });
  });

  it('has no address bar to write: a change, a reset or a flush schedules nothing and throws nothing', () => {
    vi.useFakeTimers();
    try {
      const store = paramStore(specs());
      store.set('mA', 5);
      store.reset();
      expect(vi.getTimerCount()).toBe(0);
      expect(() => store.flushUrl()).not.toThrow();
      expect(store.values.value).toEqual({ mA: 2, e: 0.5, fixA: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the parameter store in a browser', () => {
  let replaceState: ReturnType<typeof vi.fn>;
  let dispatchEvent: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    replaceState = vi.fn();
    dispatchEvent = vi.fn();
    vi.stubGlobal('window', {
      location: { pathname: '/some-page/', search: '?mA=99&lang=en', hash: '#widget' },
      history: { state: { scroll: 1 }, replaceState },
      Event: globalThis.Event,
      dispatchEvent,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts from the link, with a notice for each value it had to adjust', () => {
    const store = paramStore(specs());
    expect(store.values.value).toEqual({ mA: 10, e: 0.5, fixA: false });
    expect(store.notices.value).toEqual(['“Mass of A” (mA=99) is outside 0.1 … 10 kg; using 10 kg.']);
  });

  it('announces every change on the window at once, before the address is written', () => {
    const store = paramStore(specs());
    store.set('e', 0.3);
    expect(replaceState).not.toHaveBeenCalled();
    expect(dispatchEvent).toHaveBeenCalledTimes(1);
    expect((dispatchEvent.mock.calls[0]![0] as Event).type).toBe(PARAMS_CHANGED);
    store.set('e', 0.4);
    expect(dispatchEvent).toHaveBeenCalledTimes(2);
    // The window holds the page's stores under the same name, for the frame to read.
    const held = (window as unknown as Record<string, Map<unknown, unknown>>)[PARAMS_CHANGED]!;
    expect([...held.values()].includes(store), 'the store held on the window').toBe(true);
  });

  it('puts every store at a query given to the page, writes it to the address and announces it', () => {
    const store = paramStore(specs());
    applySearch('?e=0.7&mA=3');
    expect(store.values.value).toEqual({ mA: 3, e: 0.7, fixA: false });
    expect(replaceState).toHaveBeenCalledWith({ scroll: 1 }, '', '/some-page/?e=0.7&mA=3#widget');
    expect(dispatchEvent).toHaveBeenCalledTimes(1);
    expect((dispatchEvent.mock.calls[0]![0] as Event).type).toBe(PARAMS_CHANGED);
  });

  it('writes the state into the address bar 200 ms after the last change, keeping other keys and the hash', () => {
    const store = paramStore(specs());
    store.set('e', 0.3);
    vi.advanceTimersByTime(150);
    store.set('e', 0.4); // scrubbing: the write waits for a pause
    vi.advanceTimersByTime(150);
    expect(replaceState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith({ scroll: 1 }, '', '/some-page/?mA=10&lang=en&e=0.4#widget');
  });

  it('writes at once when asked (before copying the link), and then not again', () => {
    const store = paramStore(specs());
    store.set('fixA', true);
    store.flushUrl();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]![2]).toBe('/some-page/?mA=10&lang=en&fixA=1#widget');
    vi.advanceTimersByTime(1000);
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('does not write when nothing changed', () => {
    const store = paramStore(specs());
    store.set('mA', 10);
    vi.advanceTimersByTime(1000);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('resets to the defaults, clears the notices and drops its keys from the link', () => {
    const store = paramStore(specs());
    store.reset();
    expect(store.values.value).toEqual({ mA: 2, e: 0.5, fixA: false });
    expect(store.notices.value).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(replaceState).toHaveBeenCalledWith({ scroll: 1 }, '', '/some-page/?lang=en#widget');
  });
});
