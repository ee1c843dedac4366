// A dashed circle the reader can drag, for every diagram. It owns the pointer plumbing (capture, so
// the drag survives leaving the circle; screen → SVG coordinates) and reports the pointer in the
// diagram's SVG units; the diagram maps that to metres and to parameters. Keyboard users have the
// labelled controls, so the handle itself is hidden from assistive technology.
import { useRef } from 'preact/hooks';

/** Radius of the grab area, in SVG units: a comfortable touch target at the diagrams' scale. */
const HANDLE_RADIUS = 12;

export interface SvgPoint {
  x: number;
  y: number;
}

interface DragHandleProps {
  /** data-handle value, for tests and styling. */
  name: string;
  cx: number;
  cy: number;
  /** Tooltip saying what dragging does. */
  title: string;
  onDrag: (p: SvgPoint) => void;
}

export function DragHandle({ name, cx, cy, title, onDrag }: DragHandleProps) {
  const dragging = useRef(false);
  const onMove = (ev: PointerEvent) => {
    if (!dragging.current) return;
    const ctm = (ev.currentTarget as SVGGraphicsElement).ownerSVGElement?.getScreenCTM();
    if (!ctm) return;
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    onDrag({ x: pt.x, y: pt.y });
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
      cx={cx}
      cy={cy}
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
