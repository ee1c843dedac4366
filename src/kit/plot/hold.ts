// Axes that hold still while the reader drags.
//
// Every chart fits its domains to its data (kit/plot/domain.ts). Refitted on every scrub step, the
// axes would jump under the reader's finger, hiding how much a curve grew or shrank, and each jump
// would move the frame's ticks and lay them out again (./frame). So while a gesture lasts, a chart
// keeps the domains it has, grown when the data leaves them and never shrunk, and refits once the
// reader lets go.
//
// A gesture: a pointer held down anywhere on the page (a slider's thumb, a diagram handle), or
// input events less than SETTLE_MS apart (a key held on a slider, or a pointer drag's stream of
// events). It ends SETTLE_MS after the last input with no pointer down.

import { debounce } from '../../lib/debounce';
import { isAscending, niceDomain } from './domain';

const SETTLE_MS = 300;

let pointerDown = false;
let lastInput = -Infinity;
const settleListeners = new Set<() => void>();

// Pushed back by every input: a gesture ends SETTLE_MS after the last, or when the pointer is let go
// if that is later. A pointer resting down is looked at again every SETTLE_MS until it is let go.
const scheduleSettle = debounce(() => {
  if (holding()) return scheduleSettle();
  for (const listener of [...settleListeners]) listener();
  const root = html();
  if (root) delete root.dataset.gesture;
}, SETTLE_MS);

/** <html>, where an open gesture is marked; none outside a page. */
const html = (): HTMLElement | undefined => globalThis.document?.documentElement;

/**
 * A gesture is open: <html data-gesture> from its first input until it settles (and the charts have
 * refitted), so that a browser test waits for that state instead of a number of milliseconds.
 * Written twice per gesture, not per input.
 */
function gestureOpen(): void {
  const root = html();
  if (root && !('gesture' in root.dataset)) root.dataset.gesture = '';
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const opts = { capture: true, passive: true } as const;
  window.addEventListener(
    'pointerdown',
    () => {
      pointerDown = true;
      gestureOpen();
    },
    opts,
  );
  const up = () => {
    pointerDown = false;
    scheduleSettle(Math.max(0, lastInput + SETTLE_MS - performance.now()));
  };
  window.addEventListener('pointerup', up, opts);
  window.addEventListener('pointercancel', up, opts);
  window.addEventListener(
    'input',
    () => {
      lastInput = performance.now();
      gestureOpen();
      scheduleSettle();
    },
    opts,
  );
}

/** True while the reader is in the middle of a gesture: charts keep their domains. */
export function holding(): boolean {
  return pointerDown || performance.now() - lastInput < SETTLE_MS;
}

/** Call `listener` when a gesture ends; returns the unsubscribe function. */
export function onSettle(listener: () => void): () => void {
  listen();
  settleListeners.add(listener);
  return () => settleListeners.delete(listener);
}

/**
 * The domain a held chart keeps: the one it has, grown to take in the fitted one. Both ascending;
 * anything else (a reversed or categorical domain) is not held.
 *
 * Grown with room to spare: half the new span again beyond each side that grew, rounded out to
 * tick values. A curve that keeps growing through a gesture then crosses the frame's edge a few
 * times instead of on every step, and the axis jumps (and its ticks move) only then.
 */
export function heldDomain(current: unknown, fitted: unknown): unknown {
  if (!isAscending(current) || !isAscending(fitted)) return fitted;
  let lo = Math.min(current[0], fitted[0]);
  let hi = Math.max(current[1], fitted[1]);
  if (lo === current[0] && hi === current[1]) return current;
  const room = (hi - lo) / 2;
  if (lo < current[0]) lo -= room;
  if (hi > current[1]) hi += room;
  return niceDomain([lo, hi]);
}
