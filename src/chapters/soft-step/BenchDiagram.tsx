// The bench's scene, once per solver: small multiples side by side, the same scene at the same scale,
// each panel headed by its solver's name in its colour. Preact draws the bodies once per scene (the
// server: at t = 0, what a reader without JavaScript sees); while the runs play, `drawBench` moves each
// body by setting its transform, so a frame costs one attribute per body and no render.
//
// The boxes are drawn in a neutral colour and the body the charts follow (the top box, the heavy box,
// the chain's heavy end) in its solver's colour, so a panel and its line on the charts read together.
import type { RefObject } from 'preact';
import { DiagramFigure, diagramView, fontSize, type View } from '../../kit/svg';
import {
  benchBounds,
  lanePoses,
  SOLVER_NAMES,
  type BenchRun,
  type Lane,
  type SolverKey,
} from './bench-scenario';

const W = 640;
/** The tallest the figure gets; a scene wider than tall gets a lower one, at the width's scale. */
const H_MAX = 320;
/**
 * Room above each panel for its solver's name (two lines: a phone's third of the figure has room
 * for "split impulses" at the name's screen size, not for "PGS, split impulses"), and under the
 * ground line.
 */
const LABEL_PX = 40;
const GROUND_PX = 14;

/** Each solver's colour and line style, shared by the panels, the charts and their legend. */
export const SOLVER_STYLE: Record<SolverKey, { color: string; dash?: string; line: string }> = {
  baumgarte: { color: 'var(--body-a)', line: 'solid' },
  split: { color: 'var(--after)', dash: '7 4', line: 'dashed' },
  soft: { color: 'var(--impulse)', dash: '2 3', line: 'dotted' },
};

/** The panels' common view (panel coordinates: each panel is shifted by its index × its width). */
export interface BenchView {
  view: View;
  height: number;
  panelWidth: number;
  chain: boolean;
}

/** The view for a scene: fixed for the run, fitted to the scene's bounds at t = 0. */
export function benchView(run: BenchRun): BenchView {
  const lane = run.lanes[0]!;
  const b = benchBounds(lane);
  const panelWidth = W / run.lanes.length;
  const chain = lane.kind === 'chain';
  const margin = LABEL_PX + (chain ? 0 : GROUND_PX);
  const pxPerM = Math.min((panelWidth - 8) / (b.xMax - b.xMin), (H_MAX - margin) / (b.yMax - b.yMin));
  const height = Math.round(margin + pxPerM * (b.yMax - b.yMin));
  const view = diagramView({
    width: W,
    height,
    pxPerM,
    at: { x: (b.xMin + b.xMax) / 2, y: chain ? b.yMax : 0 },
    anchor: { x: panelWidth / 2, y: chain ? LABEL_PX : height - GROUND_PX },
  });
  return { view, height, panelWidth, chain };
}

const DEG_PER_RAD = 180 / Math.PI;

/** The SVG transform that puts a body at its place (SVG's y points down: the angle flips). */
const bodyTransform = (v: View, x: number, y: number, angle: number): string =>
  `translate(${v.x({ x, y: 0 }).toFixed(2)} ${v.y({ x: 0, y }).toFixed(2)}) rotate(${(-angle * DEG_PER_RAD).toFixed(2)})`;

/** Moves every body of every panel of `group` (drawn by SsBenchDiagram for this run) to where it is now. */
export function drawBench(group: SVGGElement, run: BenchRun, bv: BenchView): void {
  run.lanes.forEach((lane, i) => {
    const rects = group.children[i]?.children;
    if (!rects) return;
    lanePoses(lane).forEach((b, k) =>
      rects[k]?.setAttribute('transform', bodyTransform(bv.view, b.x, b.y, b.angle)),
    );
  });
}

const describe = (lane: Lane, scene: string): string => {
  const n = lanePoses(lane).length;
  return lane.kind === 'chain'
    ? `${scene}: ${n} links pinned end to end, hanging from a pivot, the last one heavy and drawn in colour`
    : `${scene}: ${n} boxes of 1 m on the ground, the one the charts follow drawn in colour`;
};

interface Props {
  run: BenchRun;
  bv: BenchView;
  sceneLabel: string;
  bodiesRef: RefObject<SVGGElement>;
}

export function SsBenchDiagram({ run, bv, sceneLabel, bodiesRef }: Props) {
  const { view: v, height: H, panelWidth, chain } = bv;
  const groundY = v.y({ x: 0, y: 0 });
  const names = run.lanes.map((l) => SOLVER_NAMES[l.solver]).join(', ');
  return (
    <DiagramFigure
      id="ss-bench-diagram"
      class="ss-bench"
      view={v}
      title="The scene, once per solver"
      desc={`${describe(run.lanes[0]!, sceneLabel)}; side by side, the same scene stepped by ${names}.`}
    >
      {run.lanes.map((lane, i) => (
        <g key={lane.solver} transform={`translate(${(i * panelWidth).toFixed(2)} 0)`}>
          {i > 0 ? (
            <line
              x1={0}
              y1={4}
              x2={0}
              y2={H}
              stroke="var(--fg-soft)"
              stroke-width={1}
              stroke-dasharray="2 4"
            />
          ) : null}
          <text
            x={panelWidth / 2}
            y={4}
            dy="1em"
            text-anchor="middle"
            font-size={fontSize(15)}
            fill={SOLVER_STYLE[lane.solver].color}
            data-ss-panel={lane.solver}
          >
            {/* After its comma, a name goes on a line of its own ("PGS," / "Baumgarte"). */}
            {SOLVER_NAMES[lane.solver].split(/(?<=,)(?= )/).map((part, k) =>
              k === 0 ? (
                part
              ) : (
                <tspan key={k} x={panelWidth / 2} dy="1.1em">
                  {part}
                </tspan>
              ),
            )}
          </text>
          {chain ? (
            <circle cx={v.x({ x: 0, y: 0 })} cy={v.y({ x: 0, y: 0 })} r={4} fill="var(--fg-soft)" />
          ) : (
            <>
              <rect x={0} y={groundY} width={panelWidth} height={GROUND_PX} fill="var(--bg-soft)" />
              <line
                x1={0}
                y1={groundY}
                x2={panelWidth}
                y2={groundY}
                stroke="var(--fg-soft)"
                stroke-width={1.5}
              />
            </>
          )}
        </g>
      ))}
      <g ref={bodiesRef}>
        {run.lanes.map((lane, i) => {
          const poses = lanePoses(lane);
          const color = SOLVER_STYLE[lane.solver].color;
          return (
            <g
              key={lane.solver}
              transform={`translate(${(i * panelWidth).toFixed(2)} 0)`}
              clip-path={`url(#ss-bench-clip-${i})`}
            >
              {poses.map((b, k) => {
                const w = 2 * b.hw * v.pxPerM;
                const h = Math.max(2 * b.hh * v.pxPerM, 2);
                const watched = k === poses.length - 1;
                return (
                  <rect
                    key={k}
                    x={-w / 2}
                    y={-h / 2}
                    width={w}
                    height={h}
                    transform={bodyTransform(v, b.x, b.y, b.angle)}
                    fill={watched ? color : 'var(--fg-soft)'}
                    fill-opacity={watched ? 0.35 : 0.15}
                    stroke={watched ? color : 'var(--fg-soft)'}
                    stroke-width={1.2}
                  />
                );
              })}
            </g>
          );
        })}
      </g>
      <defs>
        {run.lanes.map((_, i) => (
          <clipPath key={i} id={`ss-bench-clip-${i}`}>
            <rect x={0} y={LABEL_PX} width={panelWidth} height={H - LABEL_PX} />
          </clipPath>
        ))}
      </defs>
      <line x1={8} y1={H - 4} x2={8 + v.pxPerM} y2={H - 4} stroke="var(--fg)" stroke-width={2} />
      <text x={12 + v.pxPerM} y={H - 6} fill="var(--fg)" font-size={fontSize(15)}>
        1 m
      </text>
    </DiagramFigure>
  );
}
