// A dashed circle the reader can drag, for every diagram. It owns the pointer plumbing (capture, so
// the drag survives leaving the circle; screen → SVG units → metres through the diagram's view) and
// reports where the pointer is in metres; the diagram maps that to parameters. Keyboard users have
// the labelled controls, so the handle itself is hidden from assistive technology.
//
// What the reader sees is the dashed circle, drawn in SVG units, so it shrinks with the diagram: on
// a phone it is about 13 CSS px across, too small a target for a finger (WCAG 2.2 asks for 24 × 24
// CSS px). A second, invisible shape widens the grab area in screen units instead: its transparent
// stroke does not scale with the diagram (diagram.css), so the handle answers the pointer within
// 12 CSS px of its centre at every size of the diagram, and within the dashed circle when that is
// larger. It is plain SVG, so it holds before the widget's script has loaded too.
import { useRef } from 'preact/hooks';
import type { Vec2 } from '../../solver';
import type { View } from './view';
import './diagram.css';

/** Radius of the dashed circle, in SVG units. */
const HANDLE_RADIUS = 12;

interface DragHandleProps {
  view: View;
  /** data-handle value, for tests and styling. */
  name: string;
  /** Where the handle is drawn (world point). */
  at: Vec2;
  /** Tooltip saying what dragging does. */
  title: string;
  /** The pointer's position in metres, at every move of a drag. */
  onDrag: (q: Vec2) => void;
}

export function DragHandle({ view, name, at, title, onDrag }: DragHandleProps) {
  const dragging = useRef(false);
  const onMove = (ev: PointerEvent) => {
    if (!dragging.current) return;
    const ctm = (ev.currentTarget as SVGGraphicsElement).ownerSVGElement?.getScreenCTM();
    if (!ctm) return;
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    onDrag(view.toWorld({ x: pt.x, y: pt.y }));
  };
  const start = (ev: PointerEvent) => {
    dragging.current = true;
    (ev.currentTarget as Element).setPointerCapture(ev.pointerId);
    ev.preventDefault();
  };
  const end = () => {
    dragging.current = false;
  };
  const cx = view.x(at);
  const cy = view.y(at);
  return (
    <g
      class="handle"
      aria-hidden="true"
      onPointerDown={start}
      onPointerMove={onMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <title>{title}</title>
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
