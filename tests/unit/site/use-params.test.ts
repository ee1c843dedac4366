// What a widget reads from the store: the defaults while hydrating (they are what the server
// rendered), then the live values once mounted.
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { num } from '../../../src/params/spec';
import { paramStore } from '../../../src/params/store';
import { derived, useDerived, useMounted, useParams } from '../../../src/params/use-params';

const specs = [num('mA', 'Mass of A', 'kg', 0.1, 10, 0.1, 2)] as const;

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
});
