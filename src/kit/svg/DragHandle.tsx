// A dashed circle the reader can drag, for every diagram. It owns the pointer plumbing (capture, so
// the drag survives leaving the circle; screen → SVG units → metres through the diagram's view) and
// reports where the pointer is in metres; the diagram maps that to parameters. Keyboard users have
// the labelled controls, so the handle itself is hidden from assistive technology.
import { useRef } from 'preact/hooks';
import type { Vec2 } from '../../solver';
import type { View } from './view';
import './diagram.css';

/** Radius of the grab area, in SVG units: a comfortable touch target at the diagrams' scale. */
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
  return (
    <circle
      class="handle"
      data-handle={name}
      cx={view.x(at)}
      cy={view.y(at)}
      r={HANDLE_RADIUS}
      fill="transparent"
      stroke="currentColor"
      stroke-dasharray="3 3"
      aria-hidden="true"
      onPointerDown={start}
      onPointerMove={onMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <title>{title}</title>
    </circle>
  );
}
