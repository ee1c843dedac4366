// What a widget reads from the store: the defaults while hydrating (they are what the server
// rendered), then the live values once mounted.
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bool, inertWhen, num, whileOn } from '../../../src/params/spec';
import { paramStore } from '../../../src/params/store';
import { useLayoutEffect, useRef } from 'preact/hooks';
import {
  derived,
  ignoring,
  reading,
  useDerived,
  useMounted,
  useOnScreen,
  useInertReason,
  useParam,
  useParams,
  useWidgetOnScreen,
} from '../../../src/params/use-params';

const specs = [num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2)] as const;

/**
 * A stand-in IntersectionObserver the test drives: each observer's callback and observed elements,
 * and the rootMargin it was made with. As the browser's, it throws on anything but an element.
 */
function stubIntersectionObserver() {
  const observers: { cb: (e: { isIntersecting: boolean }[]) => void; els: Set<Element> }[] = [];
  const margins: (string | undefined)[] = [];
  const element = (el: unknown) => {
    if (!el || typeof el !== 'object') throw new TypeError('not an Element');
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      els = new Set<Element>();
      constructor(cb: (e: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
        observers.push({ cb, els: this.els });
        margins.push(options?.rootMargin);
      }
      observe(el: Element) {
        element(el);
        this.els.add(el);
      }
      unobserve(el: Element) {
        element(el);
        this.els.delete(el);
      }
      disconnect() {
        this.els.clear();
      }
    },
  );
  return { observers, margins };
}

describe('useParams and useMounted', () => {
  beforeEach(() => {
    const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
    vi.stubGlobal('document', document);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the defaults on the first render and the store’s values once mounted', async () => {
    const store = paramStore(specs);
    store.set('mA', 7);
    const seen: string[] = [];
    function Probe() {
      const p = useParams(store);
      const mounted = useMounted();
      seen.push(`${mounted ? 'mounted' : 'hydrating'} mA=${p.mA}`);
      return h('span', null, String(p.mA));
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    expect(seen[0]).toBe('hydrating mA=2');
    expect(seen.at(-1)).toBe('mounted mA=7');
    expect(root.textContent).toBe('7');

    // Subscribed: a change in the store re-renders with the new value.
    await act(() => store.set('mA', 3));
    expect(root.textContent).toBe('3');
    await act(() => render(null, root));
  });

  it('derives a value once per change, shared by every island that asks with the same function', async () => {
    const list = [num('m', 'Mass', 'kg', 1, 10, 1, 2), num('v', 'Speed', 'm/s', -5, 5, 1, 3)] as const;
    const calls: string[] = [];
    const momentum = (p: { m: number; v: number }) => {
      calls.push(`${p.m}·${p.v}`);
      return p.m * p.v;
    };
    const d = derived(list, momentum);
    expect(derived(list, momentum)).toBe(d);
    expect(d.store).toBe(paramStore(list));
    // Another function over the same list, or the same function over another list: another value.
    const energy = (p: { m: number; v: number }) => (p.m * p.v ** 2) / 2;
    expect(derived(list, energy)).not.toBe(d);
    expect(derived(list, energy).current.value).toBe(9);
    expect(derived([...list], momentum)).not.toBe(d);

    d.store.set('v', 4);
    expect(calls).toEqual([]); // nothing computed before it is read
    expect(d.current.value).toBe(8);
    expect(d.current.value).toBe(8);
    expect(calls).toEqual(['2·4']);
    // What the server rendered: the defaults, computed once however often asked.
    expect(d.atDefaults()).toBe(6);
    expect(d.atDefaults()).toBe(6);
    expect(calls).toEqual(['2·4', '2·3']);

    const seen: string[] = [];
    function Probe() {
      const p = useDerived(d);
      seen.push(`${useMounted() ? 'mounted' : 'hydrating'} p=${p}`);
      return h('span', null, String(p));
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    expect(seen[0]).toBe('hydrating p=6');
    expect(seen.at(-1)).toBe('mounted p=8');
    expect(root.textContent).toBe('8');
    await act(() => d.store.set('m', 5));
    expect(root.textContent).toBe('20');
    expect(calls).toEqual(['2·4', '2·3', '5·4']);
    await act(() => render(null, root));
  });

  it('useParam re-renders for its own parameter only', async () => {
    const list = [num('a', 'A', 'm', 0, 10, 1, 1), num('b', 'B', 'm', 0, 10, 1, 2)] as const;
    const store = paramStore(list);
    const seen: string[] = [];
    function Probe() {
      const a = useParam(store, 'a');
      seen.push(`${useMounted() ? 'mounted' : 'hydrating'} a=${a}`);
      return h('span', null, String(a));
    }
    store.set('a', 4);
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    expect(seen[0]).toBe('hydrating a=1');
    expect(root.textContent).toBe('4');
    const renders = seen.length;
    await act(() => store.set('b', 9));
    expect(seen.length, 'another parameter changed: no render').toBe(renders);
    await act(() => store.set('a', 6));
    expect(root.textContent).toBe('6');
    expect(seen.length).toBe(renders + 1);
    await act(() => render(null, root));
  });

  it('useInertReason gives each parameter its own reason, re-rendering only when that reason changes', async () => {
    const list = [
      bool('fix', 'Immovable', false),
      inertWhen(
        num('m', 'Mass', 'kg', 0.1, 10, 0.1, 1),
        whileOn('fix', 'immovable: its mass changes nothing'),
      ),
      inertWhen(num('w', 'Spin', 'rad/s', -5, 5, 0.1, 0), (v) =>
        (v.m as number) > 5 ? 'too heavy to spin' : null,
      ),
    ] as const;
    const store = paramStore(list);
    const seen: string[] = [];
    function Probe({ name }: { name: 'm' | 'w' }) {
      // A control reads its value too: the two are kept apart.
      const value = useParam(store, name);
      const reason = useInertReason(
        store,
        list.find((p) => p.name === name)!,
      );
      seen.push(`${name}:${reason}`);
      return h('span', null, `${name}=${value}:${reason ?? 'acts'} `);
    }
    store.set('fix', true); // read only once mounted: the server rendered the defaults
    const root = document.getElementById('root')!;
    await act(() => render(h('div', null, h(Probe, { name: 'm' }), h(Probe, { name: 'w' })), root));
    expect(seen.slice(0, 2), 'hydrating: the reasons at the defaults').toEqual(['m:null', 'w:null']);
    expect(root.textContent).toBe('m=1:immovable: its mass changes nothing w=0:acts ');
    const renders = seen.length;
    await act(() => store.set('fix', false));
    expect(root.textContent).toBe('m=1:acts w=0:acts ');
    expect(seen.slice(renders), 'only m, whose reason went').toEqual(['m:null']);
    await act(() => store.set('m', 7));
    expect(root.textContent).toBe('m=7:acts w=0:too heavy to spin ');
    expect(seen.slice(renders + 1), 'm for its value, w for its reason').toEqual([
      'm:null',
      'w:too heavy to spin',
    ]);
    await act(() => render(null, root));
  });

  it('useOnScreen: an island off screen renders once changes pause, and at once when seen', async () => {
    const { observers } = stubIntersectionObserver();
    const store = paramStore([num('q', 'Q', 'm', 0, 10, 1, 1)] as const);
    let computed = 0;
    const d = derived(store.specs, (p: { q: number }) => (computed++, p.q * 10));
    let renders = 0;
    function Probe() {
      const ref = useRef<HTMLParagraphElement>(null);
      const live = useOnScreen(ref);
      const v = useDerived(d, live);
      const p = useParams(store, live);
      renders++;
      return h('p', { ref }, `${v} ${p.q}`);
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    await act(() => store.set('q', 2));
    expect(root.textContent).toBe('20 2');
    const io = observers.at(-1)!;
    expect([...io.els]).toEqual([root.firstChild]);

    await act(() => io.cb([{ isIntersecting: false }]));
    vi.useFakeTimers();
    const offScreen = renders;
    const computedBefore = computed;
    for (const q of [3, 4, 5]) {
      await act(() => store.set('q', q));
      await act(() => void vi.advanceTimersByTime(200));
    }
    expect(renders, 'no render while the changes go on').toBe(offScreen);
    expect(computed, 'nor a recomputation of the derived value (a sweep nobody sees)').toBe(computedBefore);
    expect(root.textContent).toBe('20 2');
    await act(() => void vi.advanceTimersByTime(50));
    expect(root.textContent, 'caught up 250 ms after the last change').toBe('50 5');
    expect(renders).toBe(offScreen + 1);
    vi.useRealTimers();

    await act(() => store.set('q', 4));
    await act(() => io.cb([{ isIntersecting: true }]));
    expect(root.textContent, 'the current values once on screen').toBe('40 4');
    await act(() => store.set('q', 6));
    expect(root.textContent, 'on screen: every change at once').toBe('60 6');
    await act(() => render(null, root));
    expect(io.els.size, 'disconnected on unmount').toBe(0);
  });

  it('useOnScreen: the catch-up render happens once per pause, never while on screen, never after unmount', async () => {
    const { observers, margins } = stubIntersectionObserver();
    const store = paramStore([num('z', 'Z', 'm', 0, 10, 1, 1)] as const);
    let renders = 0;
    function Probe() {
      const ref = useRef<HTMLElement>(null);
      const live = useOnScreen(ref);
      const p = useParams(store, live);
      renders++;
      // Nothing at 0 (no element to observe yet), then a different root element for odd values:
      // the observer must follow it.
      if (p.z === 0) return null;
      return p.z % 2 ? h('em', { ref }, String(p.z)) : h('b', { ref }, String(p.z));
    }
    const root = document.getElementById('root')!;
    vi.useFakeTimers();
    store.set('z', 0);
    await act(() => render(h(Probe, null), root));
    const io = observers.at(-1)!;
    expect(io.els.size, 'nothing rendered, nothing observed').toBe(0);
    // Near the view counts as on screen: the island is current by the time it scrolls in.
    expect(margins.at(-1)).toBe('200px 0px');
    await act(() => store.set('z', 2));
    expect([...io.els], 'follows the replaced element').toEqual([root.firstChild]);
    // On screen: one render per change and none later.
    let before = renders;
    await act(() => store.set('z', 4));
    await act(() => void vi.advanceTimersByTime(1000));
    expect(renders - before, 'on screen: no catch-up render').toBe(1);

    // The last of several entries decides.
    await act(() => io.cb([{ isIntersecting: true }, { isIntersecting: false }]));
    before = renders;
    await act(() => void vi.advanceTimersByTime(1000));
    expect(renders, 'off screen, nothing changed: no render').toBe(before);
    for (const round of [6, 8]) {
      await act(() => store.set('z', round));
      await act(() => void vi.advanceTimersByTime(300));
      expect(root.textContent, `caught up with ${round}`).toBe(String(round));
    }
    expect(renders - before, 'one render per pause').toBe(2);

    // A change still waiting when the island comes back on screen: rendered at once, not again.
    await act(() => store.set('z', 3));
    await act(() => io.cb([{ isIntersecting: true }]));
    expect(root.textContent).toBe('3');
    before = renders;
    await act(() => void vi.advanceTimersByTime(1000));
    expect(renders, 'no late render from the cancelled wait').toBe(before);
    await act(() => store.set('z', 1));
    await act(() => void vi.advanceTimersByTime(1000));
    expect(renders - before, 'on screen again: one render per change, no catch-up').toBe(1);

    // Unmounted with a wait pending: no render afterwards.
    await act(() => io.cb([{ isIntersecting: false }]));
    await act(() => store.set('z', 5));
    await act(() => render(null, root));
    before = renders;
    await act(() => void vi.advanceTimersByTime(1000));
    expect(renders).toBe(before);
    expect(io.els.size).toBe(0);
    vi.useRealTimers();
  });

  it('useOnScreen: a change between the render that leaves the screen and its effects is caught up', async () => {
    // In the browser: a reader changes a value while the island's effects wait for the next frame.
    // The probe's layout effect makes the change there, after the render and before the effects.
    const { observers } = stubIntersectionObserver();
    const store = paramStore([num('w', 'W', 'm', 0, 10, 1, 1)] as const);
    let changeOnCommit: number | null = null;
    function Probe() {
      const ref = useRef<HTMLParagraphElement>(null);
      const live = useOnScreen(ref);
      const p = useParams(store, live);
      useLayoutEffect(() => {
        if (changeOnCommit === null) return;
        store.set('w', changeOnCommit);
        changeOnCommit = null;
      });
      return h('p', { ref }, String(p.w));
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    await act(() => store.set('w', 2));
    expect(root.textContent).toBe('2');
    vi.useFakeTimers();
    await act(() => {
      changeOnCommit = 7;
      observers.at(-1)!.cb([{ isIntersecting: false }]);
    });
    await act(() => void vi.advanceTimersByTime(300));
    expect(root.textContent, 'the value changed before the effects ran').toBe('7');
    vi.useRealTimers();
  });

  it('useWidgetOnScreen: the ref it gives is the element watched, and live follows it', async () => {
    const { observers } = stubIntersectionObserver();
    const shown: boolean[] = [];
    function Probe() {
      const { ref, live } = useWidgetOnScreen<HTMLElement>();
      shown.push(live);
      return h('section', { ref }, live ? 'live' : 'lagging');
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    const io = observers.at(-1)!;
    expect([...io.els]).toEqual([root.firstChild]);
    expect(root.textContent).toBe('live');
    await act(() => io.cb([{ isIntersecting: false }]));
    expect(root.textContent).toBe('lagging');
    await act(() => io.cb([{ isIntersecting: true }]));
    expect(shown.at(-1)).toBe(true);
    await act(() => render(null, root));
  });

  it('useOnScreen without IntersectionObserver: always on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const store = paramStore([num('y', 'Y', 'm', 0, 10, 1, 1)] as const);
    function Probe() {
      const ref = useRef<HTMLElement>(null);
      const p = useParams(store, useOnScreen(ref));
      return h('i', { ref }, String(p.y));
    }
    const root = document.getElementById('root')!;
    await act(() => render(h(Probe, null), root));
    await act(() => store.set('y', 7));
    expect(root.textContent).toBe('7');
    await act(() => render(null, root));
  });
});

describe('ignoring', () => {
  it('returns the value already built while only the ignored parameters change', () => {
    const build = vi.fn((p: { a: number; b: number; c: number }) => ({ sum: p.a + p.b }));
    const f = ignoring(build, 'c');
    const first = f({ a: 1, b: 2, c: 0 });
    expect(f({ a: 1, b: 2, c: 5 })).toBe(first);
    expect(f({ a: 1, b: 2, c: -3 })).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    const second = f({ a: 1, b: 3, c: -3 });
    expect(second).toEqual({ sum: 4 });
    expect(second).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });
});

describe('reading', () => {
  it('returns the value already built while only the other parameters change', () => {
    const build = vi.fn((p: { a: number; b: number; c: number }) => ({ sum: p.a + p.b }));
    const f = reading(build, 'a', 'b');
    const first = f({ a: 1, b: 2, c: 0 });
    expect(f({ a: 1, b: 2, c: 5 })).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    const second = f({ a: 1, b: 3, c: 5 });
    expect(second).toEqual({ sum: 4 });
    expect(second).not.toBe(first);
    const third = f({ a: 2, b: 3, c: 5 });
    expect(third).toEqual({ sum: 5 });
    expect(build).toHaveBeenCalledTimes(3);
  });
});
