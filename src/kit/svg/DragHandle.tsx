// A dashed circle the reader can drag, for every diagram. It owns the pointer plumbing (capture, so
// the drag survives leaving the circle; screen → SVG units → metres through the diagram's view) and
// the keyboard's, and reports where the handle goes in metres; the diagram maps that to parameters.
//
// What the reader sees is the dashed circle, drawn in SVG units, so it shrinks with the diagram: on
// a phone it is about 13 CSS px across, too small a target for a finger (WCAG 2.2 asks for 24 × 24
// CSS px). A second, invisible shape widens the grab area in screen units instead: its transparent
// stroke does not scale with the diagram (diagram.css), so the handle answers the pointer within
// 12 CSS px of its centre at every size of the diagram, and within the dashed circle when that is
// larger. It is plain SVG, so it holds before the widget's script has loaded too.
//
// From the keyboard the handle is a slider: a Tab stop named for what it moves, whose arrow keys
// move it by one step of the parameters it drives (Shift: ten), through the same onDrag as a drag,
// so clamping, notices and the URL follow as they do for the pointer. ARIA has no two-dimensional
// slider; the slider role is what makes a screen reader hand the arrow keys to the element instead
// of reading on, and aria-valuetext says the whole position in the physics' terms (both lever arms,
// a velocity), read out at every move. aria-valuenow, which the role requires, is the parameter the
// horizontal arrows change. The diagram's frame exposes the handles and hides its drawing
// (Figure.tsx): a slider inside role="img" would be presentational.
import type { NumberParam } from '../../params/spec';
import type { Vec2 } from '../../solver';
import type { View } from './view';
import './diagram.css';

/** Radius of the dashed circle, in SVG units. */
const HANDLE_RADIUS = 12;
/** Radius of the focus ring, in SVG units: just outside the dashed circle. */
const RING_RADIUS = HANDLE_RADIUS + 5;
/** Steps per arrow key with Shift held. */
const BIG_STEP = 10;

/** The direction each arrow key moves a handle, y up as in the physics. */
const ARROWS: Readonly<Record<string, Vec2>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
};

interface DragHandleProps {
  view: View;
  /** data-handle value, for tests and styling. */
  name: string;
  /** Where the handle is drawn (world point). */
  at: Vec2;
  /** What it moves, its accessible name ("Contact point"). */
  label: string;
  /** Tooltip saying what dragging does. */
  title: string;
  /** Where it is, in the physics' words: what a screen reader says at every move. */
  valueText: string;
  /** The parameter the horizontal arrow keys change, and its value (aria-valuemin, -max, -now). */
  param: NumberParam;
  value: number;
  /**
   * Metres of the drawing one arrow key moves the handle: one step of the parameters it drives. By
   * default `param`'s step, for a handle drawn where its parameter's value is (in metres).
   */
  step?: number;
  /**
   * 'x' for a handle that slides along a horizontal line: every arrow moves it along that line, up
   * and right forward, as on a horizontal slider.
   */
  axis?: 'x';
  /** The handle's new position in metres, at every move of a drag and at every arrow key. */
  onDrag: (q: Vec2) => void;
}

/**
 * The handle a press belongs to: the one of the diagram's handles whose centre is nearest the
 * pointer. Two handles closer than their grab areas are wide (on a phone the first chapter's
 * velocity tip of A sits 18 px from its contact point, each answering within 14 px) overlap, and the
 * one drawn on top took every press in the overlap, even one nearer the other's centre.
 */
function nearestHandle(pressed: Element, x: number, y: number): Element {
  let best = pressed;
  let bestDistance = Infinity;
  for (const h of pressed.closest('svg')?.querySelectorAll('.handle') ?? []) {
    const c = h.querySelector('circle[data-handle]')?.getBoundingClientRect();
    if (!c) continue;
    const d = Math.hypot(c.x + c.width / 2 - x, c.y + c.height / 2 - y);
    if (d < bestDistance) [best, bestDistance] = [h, d];
  }
  return best;
}

export function DragHandle(props: DragHandleProps) {
  const { view, name, at, label, title, valueText, param, value, step = param.step, axis, onDrag } = props;
  // A handle drags while it holds the pointer's capture: a press on another handle's grab area
  // gives it to this one when this one's centre is nearer (nearestHandle). The browser lets the
  // capture go when the pointer is lifted or cancelled.
  const onMove = (ev: PointerEvent) => {
    const el = ev.currentTarget as SVGGraphicsElement;
    if (!el.hasPointerCapture(ev.pointerId)) return;
    const ctm = el.ownerSVGElement?.getScreenCTM();
    if (!ctm) return;
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    onDrag(view.toWorld({ x: pt.x, y: pt.y }));
  };
  const start = (ev: PointerEvent) => {
    nearestHandle(ev.currentTarget as Element, ev.clientX, ev.clientY).setPointerCapture(ev.pointerId);
    ev.preventDefault();
  };
  const onKey = (ev: KeyboardEvent) => {
    const d = ARROWS[ev.key];
    if (!d || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    ev.preventDefault();
    const k = step * (ev.shiftKey ? BIG_STEP : 1);
    const dir = axis === 'x' ? { x: d.x + d.y, y: 0 } : d;
    onDrag({ x: at.x + dir.x * k, y: at.y + dir.y * k });
  };
  const cx = view.x(at);
  const cy = view.y(at);
  return (
    <g
      class="handle"
      tabindex={0}
      role="slider"
      aria-label={label}
      aria-valuetext={valueText}
      aria-valuenow={value}
      aria-valuemin={param.min}
      aria-valuemax={param.max}
      aria-orientation={axis === 'x' ? 'horizontal' : undefined}
      onPointerDown={start}
      onPointerMove={onMove}
      onKeyDown={onKey}
    >
      <title>{title}</title>
      {/* Seen only while the handle has the keyboard's focus (diagram.css). */}
      <circle class="handle-ring" cx={cx} cy={cy} r={RING_RADIUS} />
      <circle
        data-handle={name}
        cx={cx}
        cy={cy}
        r={HANDLE_RADIUS}
        fill="transparent"
        stroke="currentColor"
        stroke-dasharray="3 3"
      />
      {/* A dot: its round-capped stroke, in screen units, is the reach (diagram.css). A path, not a
          circle: Chromium does not hit-test a circle's non-scaling stroke. */}
      <path class="handle-reach" d={`M${cx} ${cy}h0.01`} />
    </g>
  );
}
