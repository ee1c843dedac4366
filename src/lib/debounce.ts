// Work that waits for changes to pause: the link written after a scrub, a gesture's end, an island
// off screen catching up. A scrub calls each of these once per step.
//
// The usual debounce clears its timer and sets a new one on every call. Each of those is a timer
// the browser creates and schedules (and cancels), several per scrub step on a page with several
// islands. Here a call only moves the deadline: the one timer pending, when it fires early, waits
// the time that is left, so a drag of any length costs a timer or two per pause.

export interface Debounced {
  /** Run after `wait` (by default the debounce's `ms`) with no further call. */
  (wait?: number): void;
  /** Drop the pending run, if any. */
  cancel(): void;
}

export function debounce(run: () => void, ms: number): Debounced {
  let due = 0;
  let firesAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    const left = due - performance.now();
    if (left > 0) {
      firesAt = due;
      timer = setTimeout(fire, left);
      return;
    }
    timer = undefined;
    run();
  };
  const call = (wait = ms) => {
    due = performance.now() + wait;
    if (timer !== undefined && firesAt <= due) return; // it fires in time, and waits the rest
    clearTimeout(timer);
    firesAt = due;
    timer = setTimeout(fire, wait);
  };
  call.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return call;
}
