// The boxes of the running stack. Preact draws them once per scene (the server: at t = 0, which is
// what a reader without JavaScript sees); while the run plays, `drawStack` moves each box by
// setting its transform, so a frame costs one attribute per box and no render.
import type { RefObject } from 'preact';
import { DiagramFigure, diagramView, fontSize, type View } from '../../kit/svg';
import type { StackWorld2 } from '../../sim';
import { boxPoses, sceneBounds, type StackScene } from './stack-scenario';

const W = 480;
const H = 360;
/** Pixels under the ground line, and above the scene's top. */
const GROUND_PX = 18;

/** The view for a scene: fixed for the run, fitted to the scene's bounds at t = 0. */
export function stackView(world: StackWorld2): View {
  const b = sceneBounds(world);
  const pxPerM = Math.min(W / (b.xMax - b.xMin), (H - GROUND_PX) / b.yMax);
  return diagramView({ width: W, height: H, pxPerM, anchor: { x: W / 2, y: H - GROUND_PX } });
}

const DEG_PER_RAD = 180 / Math.PI;

/** The SVG transform that puts a box of the world at its place (SVG's y points down: angle flips). */
const boxTransform = (v: View, x: number, y: number, angle: number): string =>
  `translate(${v.x({ x, y: 0 }).toFixed(2)} ${v.y({ x: 0, y }).toFixed(2)}) rotate(${(-angle * DEG_PER_RAD).toFixed(2)})`;

/** Moves every box of `group` (drawn by SiStackDiagram for this world's scene) to where it is now. */
export function drawStack(group: SVGGElement, world: StackWorld2, v: View): void {
  const rects = group.children;
  let i = 0;
  for (const b of world.bodies) {
    if (b.isStatic) continue;
    const el = rects[i++];
    if (el) el.setAttribute('transform', boxTransform(v, b.x, b.y, b.angle));
  }
}

interface Props {
  world: StackWorld2;
  view: View;
  scene: StackScene;
  boxesRef: RefObject<SVGGElement>;
}

export function SiStackDiagram({ world, view: v, scene, boxesRef }: Props) {
  const poses = boxPoses(world);
  const groundY = v.y({ x: 0, y: 0 });
  const count = poses.length;
  return (
    <DiagramFigure
      id="si-stack-diagram"
      class="si-stack"
      view={v}
      title="The boxes of the simulation"
      desc={`${scene.label} of ${count} ${count === 1 ? 'box' : 'boxes'} of 1 m and 1 kg on the ground; the top box is drawn in a second colour.`}
    >
      <rect x={0} y={groundY} width={W} height={GROUND_PX} fill="var(--bg-soft)" />
      <line x1={0} y1={groundY} x2={W} y2={groundY} stroke="var(--fg-soft)" stroke-width={1.5} />
      <g ref={boxesRef}>
        {poses.map((b, i) => {
          const w = 2 * b.hw * v.pxPerM;
          const h = 2 * b.hh * v.pxPerM;
          const top = i === count - 1;
          return (
            <rect
              key={i}
              x={-w / 2}
              y={-h / 2}
              width={w}
              height={h}
              transform={boxTransform(v, b.x, b.y, b.angle)}
              fill={top ? 'var(--body-b)' : 'var(--body-a)'}
              fill-opacity={0.22}
              stroke={top ? 'var(--body-b)' : 'var(--body-a)'}
              stroke-width={1.5}
            />
          );
        })}
      </g>
      <line x1={8} y1={14} x2={8 + v.pxPerM} y2={14} stroke="var(--fg-soft)" stroke-width={2} />
      <text x={12 + v.pxPerM} y={22} fill="var(--fg-soft)" font-size={fontSize(13)}>
        1 m
      </text>
    </DiagramFigure>
  );
}
