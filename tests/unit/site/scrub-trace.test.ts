// The bench's trace reading (scripts/bench/scrub-trace.mjs): which tasks make a scrub step, and
// that each is counted once.
import { describe, expect, it } from 'vitest';
import { stepsFromTrace } from '../../../scripts/bench/scrub-trace.mjs';

const PID = 1;
const MAIN = 7;
const meta = [
  { ph: 'M', name: 'thread_name', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: PID, tid: 9, args: { name: 'Compositor' } },
];
/** A complete event; durations in ms, as the trace's µs. */
const x = (name: string, ts: number, dur: number, tdur: number, extra: object = {}, tid = MAIN) => ({
  ph: 'X',
  name,
  pid: PID,
  tid,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
  ...extra,
});
const input = (ts: number) => x('EventDispatch', ts, 0.5, 0.5, { args: { data: { type: 'input' } } });

describe('stepsFromTrace', () => {
  it('counts a task nested in another once, and stops at the first task that paints', () => {
    const steps = stepsFromTrace({
      traceEvents: [
        ...meta,
        // The input's task (outer and inner RunTask), its thread time 3 ms.
        x('ThreadControllerImpl::RunTask', 100, 4, 3),
        x('RunTask', 100.1, 3.8, 2.9),
        input(100.5),
        // A deferred render in a task of its own, then the frame: both belong to the step.
        x('ThreadControllerImpl::RunTask', 106, 1, 0.8),
        x('ThreadControllerImpl::RunTask', 110, 2, 1.5),
        x('Paint', 110.5, 0.5, 0.5),
        // After the frame: not the step's.
        x('ThreadControllerImpl::RunTask', 115, 5, 5),
        x('Paint', 116, 0.5, 0.5),
        // Another thread's work is never counted.
        x('ThreadControllerImpl::RunTask', 100, 50, 50, {}, 9),
      ],
    });
    expect(steps).toHaveLength(1);
    const [step] = steps;
    if (!step) throw new Error('no step');
    expect(step.ms).toBeCloseTo(3 + 0.8 + 1.5, 9);
    expect(step.tasks).toBe(3);
    expect(step.wall).toBeCloseTo(12, 9);
  });

  it('a step whose own task paints (a pointer move dispatched at the start of a frame) is that task', () => {
    const steps = stepsFromTrace([
      ...meta,
      x('ThreadControllerImpl::RunTask', 200, 6, 5),
      input(200.2),
      x('Commit', 205, 0.3, 0.3),
      x('ThreadControllerImpl::RunTask', 210, 3, 3),
      x('Paint', 211, 0.2, 0.2),
      x('ThreadControllerImpl::RunTask', 230, 6, 4),
      input(230.2),
      x('Paint', 235, 0.3, 0.3),
    ]);
    expect(steps.map((s: { ms: number }) => s.ms)).toEqual([5, 4]);
  });

  it('an input whose frame the trace did not record is left out, not counted short', () => {
    const steps = stepsFromTrace([...meta, x('ThreadControllerImpl::RunTask', 300, 2, 2), input(300.5)]);
    expect(steps).toEqual([]);
  });
});
