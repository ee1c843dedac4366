// src/kit/plot/hold.ts: a chart's axes hold still during a gesture (grown, never shrunk) and refit
// when it ends. Driven here with fake timers and a stand-in window that receives the page's events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hold = typeof import('../../../src/kit/plot/hold');

let hold: Hold;
let win: EventTarget;
const fire = (type: string) => win.dispatchEvent(new Event(type));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.resetModules();
  hold = await import('../../../src/kit/plot/hold');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('heldDomain', () => {
  it('keeps the drawn domain when it holds the fitted one (the same array: the frame is unchanged)', () => {
    const drawn = [0, 10] as const;
    expect(hold.heldDomain(drawn, [2, 8])).toBe(drawn);
    expect(hold.heldDomain(drawn, [0, 10])).toBe(drawn);
  });
  it('grows to take in data outside it, with half the span again to spare on the side that grew', () => {
    expect(hold.heldDomain([0, 10], [0, 20])).toEqual([0, 30]);
    // [-5, 10] and 7.5 to spare below: -12.5, rounded out to a tick (step 2).
    expect(hold.heldDomain([0, 10], [-5, 5])).toEqual([-14, 10]);
    expect(hold.heldDomain([-1, 1], [-3, 4])).toEqual([-8, 8]);
  });
  it('never shrinks, and holds what it grew to for as long as the data stays inside', () => {
    const grown = hold.heldDomain([0, 10], [0, 12]) as [number, number];
    expect(grown[0]).toBe(0);
    expect(grown[1]).toBeGreaterThanOrEqual(12 + 6);
    expect(hold.heldDomain(grown, [0, 17])).toBe(grown);
    expect(hold.heldDomain(grown, [0, 1])).toBe(grown);
  });
  it('does not hold what is not an ascending numeric pair', () => {
    const fitted = [0, 1];
    expect(hold.heldDomain(undefined, fitted)).toBe(fitted);
    expect(hold.heldDomain([1, 0], fitted)).toBe(fitted);
    expect(hold.heldDomain([0, NaN], fitted)).toBe(fitted);
    expect(hold.heldDomain(['a', 'b'], fitted)).toBe(fitted);
    const reversed = [5, -5];
    expect(hold.heldDomain([0, 1], reversed)).toBe(reversed);
  });
});

describe('holding and onSettle', () => {
  it('a stream of input events is one gesture: settled 300 ms after the last', () => {
    const settled = vi.fn();
    hold.onSettle(settled);
    expect(hold.holding()).toBe(false);
    for (let i = 0; i < 5; i++) {
      fire('input');
      expect(hold.holding()).toBe(true);
      vi.advanceTimersByTime(100);
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(hold.holding()).toBe(true);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hold.holding()).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a pointer held down holds however long it rests; letting go settles', () => {
    const settled = vi.fn();
    hold.onSettle(settled);
    fire('pointerdown');
    fire('input');
    vi.advanceTimersByTime(5000);
    expect(hold.holding()).toBe(true);
    expect(settled).not.toHaveBeenCalled();
    fire('pointerup');
    vi.advanceTimersByTime(0);
    expect(hold.holding()).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a pointer resting down is looked at again every 300 ms, not in a loop of timers', () => {
    hold.onSettle(() => {});
    fire('pointerdown');
    fire('input');
    const set = vi.spyOn(globalThis, 'setTimeout');
    vi.advanceTimersByTime(3000);
    // The page's only timer while the reader holds the thumb still: a look every 300 ms.
    expect(set.mock.calls.length).toBeLessThanOrEqual(3000 / 300 + 1);
    expect(hold.holding()).toBe(true);
    set.mockRestore();
  });

  it('a cancelled pointer settles too, and an unsubscribed listener is not called', () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    hold.onSettle(kept);
    hold.onSettle(dropped)();
    fire('pointerdown');
    fire('pointercancel');
    vi.advanceTimersByTime(0);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('marks an open gesture on <html> (data-gesture) from its first input until the charts have refitted', () => {
    const root = { dataset: {} as Record<string, string> };
    vi.stubGlobal('document', { documentElement: root });
    const seen: boolean[] = [];
    hold.onSettle(() => seen.push('gesture' in root.dataset));
    expect(root.dataset).toEqual({});
    fire('input');
    expect(root.dataset).toEqual({ gesture: '' });
    vi.advanceTimersByTime(100);
    fire('pointerdown');
    fire('input');
    fire('pointerup');
    vi.advanceTimersByTime(299);
    expect(root.dataset).toEqual({ gesture: '' });
    vi.advanceTimersByTime(1);
    // Removed after the listeners ran: a test that sees it gone sees the refitted charts.
    expect(seen).toEqual([true]);
    expect(root.dataset).toEqual({});
  });
});
