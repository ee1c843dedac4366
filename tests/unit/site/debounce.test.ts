// src/lib/debounce.ts: work run once the calls pause, with one timer per pause instead of one per
// call. Driven with fake timers (and a fake clock: the deadline is read from performance.now).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { debounce } from '../../../src/lib/debounce';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, `ms` after the last of a stream of calls', () => {
    const run = vi.fn();
    const later = debounce(run, 250);
    for (let i = 0; i < 10; i++) {
      later();
      vi.advanceTimersByTime(40);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250 - 40 - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('sets a timer per pause, not per call', () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const later = debounce(() => {}, 250);
    for (let i = 0; i < 40; i++) {
      later();
      vi.advanceTimersByTime(40); // a scrub step
    }
    // 1.6 s of steps: the first timer, then one more each time a timer fires before the deadline.
    expect(set.mock.calls.length).toBeLessThanOrEqual(1 + Math.ceil(1600 / 250));
    set.mockRestore();
  });

  it('a shorter wait brings the run forward; cancel drops it', () => {
    const run = vi.fn();
    const later = debounce(run, 300);
    later();
    later(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    later();
    later.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('property: it runs exactly when the last call’s wait has passed, once per pause', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gap: fc.integer({ min: 0, max: 400 }), wait: fc.integer({ min: 0, max: 300 }) }),
          { minLength: 1, maxLength: 30 },
        ),
        (calls) => {
          vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
          const runs: number[] = [];
          const later = debounce(() => runs.push(performance.now()), 250);
          const start = performance.now();
          // Expected: a run at each call's deadline that no later call arrives before.
          const expected: number[] = [];
          let t = 0;
          calls.forEach(({ gap, wait }, i) => {
            t += gap;
            const due = t + wait;
            const next = calls[i + 1];
            if (!next || t + next.gap >= due) expected.push(due);
          });
          t = 0;
          for (const { gap, wait } of calls) {
            vi.advanceTimersByTime(gap);
            t += gap;
            later(wait);
          }
          vi.advanceTimersByTime(1000);
          expect(runs.map((r) => r - start)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
