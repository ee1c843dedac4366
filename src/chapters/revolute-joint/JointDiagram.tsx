// The pinned pair drawn from the K explorer's scenario: both bodies, their centres and lever arms,
// the two anchor points (apart by the drift C), the anchors' velocities before (grey) and after
// (orange), and the impulse j on B and −j on A (green). The pin can be
// dragged; the controls below are the keyboard equivalent. Metres → pixels, nothing else.
import type { ParamStore } from '../../params/store';
import type { Joint, jointParams } from './scenario';
import { fmt, fmtVec } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import { Arrow, diagramView, type Map } from '../../kit/diagram';
import { DragHandle, type SvgPoint } from '../../kit/DragHandle';

const W = 600;
const H = 320;
/** Pixels per metre: fixed, so dragging never rescales the picture under the pointer. */
const PX_PER_M = 140;
/** Metres of arrow per m/s of anchor velocity. */
const VEL_SCALE = 0.4;
/** Metres of arrow per N·s of impulse, and the longest impulse arrow (m). */
const IMPULSE_SCALE = 0.5;
const IMPULSE_MAX_LEN = 1.1;
const BODY_RADIUS_FACTOR = 1.25;
const BODY_MIN_RADIUS_M = 0.3;

type Store = ParamStore<typeof jointParams>;

export function RjJointDiagram({ s, store }: { s: Joint; store: Store }) {
  // Centred between the two centres of mass: dragging the pin moves the pin, not the view.
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, at: V2.scale(V2.add(s.xA, s.xB), 0.5) });
  const { sx, sy } = view;

  // A's anchor is the origin: moving the pin by q moves both lever arms' tips by q.
  const dragPin = (pt: SvgPoint) => {
    const q = view.toWorld(pt);
    const { p } = s;
    store.update({ rAx: p.rAx + q.x, rAy: p.rAy + q.y, rBx: p.rBx + q.x, rBy: p.rBy + q.y });
  };

  const pinA: Vec2 = { x: 0, y: 0 };
  const pinB = s.C;
  const j = s.result.j;
  const jLen = V2.length(j);
  const jArrow = jLen > 0 ? V2.scale(j, Math.min(IMPULSE_SCALE, IMPULSE_MAX_LEN / jLen)) : j;
  const showAfter = !s.singular;

  return (
    <figure class="diagram-figure rj-diagram">
      <svg
        class="diagram"
        viewBox={view.viewBox}
        role="img"
        aria-labelledby="rj-diagram-title rj-diagram-desc"
      >
        <title id="rj-diagram-title">Diagram of the two bodies pinned together</title>
        <desc id="rj-diagram-desc">{describe(s)}</desc>
        <BodyShape
          x={s.xA}
          r={s.rA}
          name="A"
          color="var(--body-a)"
          body={s.a}
          sx={sx}
          sy={sy}
          labelSide={-1}
        />
        <BodyShape
          x={s.xB}
          r={s.rB}
          name="B"
          color="var(--body-b)"
          body={s.b}
          sx={sx}
          sy={sy}
          labelSide={1}
        />
        {V2.length(s.C) > 0 ? (
          <g>
            <line
              x1={sx(pinA)}
              y1={sy(pinA)}
              x2={sx(pinB)}
              y2={sy(pinB)}
              stroke="var(--fg)"
              stroke-width={1.5}
              stroke-dasharray="3 3"
            />
            <text
              x={sx(V2.scale(pinB, 0.5)) + 6}
              y={sy(V2.scale(pinB, 0.5)) + 16}
              fill="var(--fg)"
              font-size="13"
              font-style="italic"
            >
              C
            </text>
          </g>
        ) : null}
        <Arrow
          from={pinA}
          to={V2.addScaled(pinA, s.vcA, VEL_SCALE)}
          color="var(--before)"
          sx={sx}
          sy={sy}
          width={2.5}
        />
        <Arrow
          from={pinB}
          to={V2.addScaled(pinB, s.vcB, VEL_SCALE)}
          color="var(--before)"
          sx={sx}
          sy={sy}
          width={2.5}
        />
        {showAfter ? (
          <>
            <Arrow
              from={pinA}
              to={V2.addScaled(pinA, s.vcAAfter, VEL_SCALE)}
              color="var(--after)"
              sx={sx}
              sy={sy}
              width={2.5}
            />
            <Arrow
              from={pinB}
              to={V2.addScaled(pinB, s.vcBAfter, VEL_SCALE)}
              color="var(--after)"
              sx={sx}
              sy={sy}
              width={2.5}
            />
            <Arrow from={pinB} to={V2.add(pinB, jArrow)} color="var(--impulse)" sx={sx} sy={sy} width={4} />
            <Arrow from={pinA} to={V2.sub(pinA, jArrow)} color="var(--impulse)" sx={sx} sy={sy} width={2} />
          </>
        ) : null}
        <circle
          cx={sx(pinA)}
          cy={sy(pinA)}
          r={5}
          fill="var(--body-a)"
          stroke="var(--bg)"
          stroke-width={1.5}
        />
        <circle
          cx={sx(pinB)}
          cy={sy(pinB)}
          r={5}
          fill="var(--body-b)"
          stroke="var(--bg)"
          stroke-width={1.5}
        />
        <DragHandle
          name="pin"
          cx={sx(pinA)}
          cy={sy(pinA)}
          title="Drag to move the pin (both anchors)"
          onDrag={dragPin}
        />
      </svg>
      <figcaption class="legend">
        <span>
          <i class="sw-before" />
          anchor velocities before
        </span>
        <span>
          <i class="sw-after" />
          after (equal: the pin holds)
        </span>
        <span>
          <i class="sw-impulse" />
          impulse j on B (thick), −j on A
        </span>
        <span>dashed circle: drag the pin</span>
      </figcaption>
    </figure>
  );
}

function BodyShape(props: {
  x: Vec2;
  r: Vec2;
  name: string;
  color: string;
  body: Joint['a'];
  sx: Map;
  sy: Map;
  labelSide: 1 | -1;
}) {
  const { x, r, name, color, body, sx, sy, labelSide } = props;
  const fixed = body.invMass === 0 && body.invInertia === 0;
  const axle = body.invMass === 0 && body.invInertia > 0;
  // Only the lever arm matters to K, so a body is a disc around its centre reaching past its anchor.
  const radius = Math.max(V2.length(r) * BODY_RADIUS_FACTOR, BODY_MIN_RADIUS_M);
  const tip = V2.add(x, r);
  const len = V2.length(r);
  // The arm's label sits beside its middle, a fixed few pixels off the line.
  const side = len > 0 ? V2.scale(V2.perp(r), (labelSide * 0.12) / len) : { x: 0, y: 0 };
  const mid = V2.add(V2.add(x, V2.scale(r, 0.5)), side);
  const lx = sx(x) + labelSide * 14 - (labelSide < 0 ? 14 : 0);
  return (
    <g>
      <circle
        cx={sx(x)}
        cy={sy(x)}
        r={radius * PX_PER_M}
        fill={color}
        fill-opacity={fixed ? 0.3 : 0.12}
        stroke={color}
        stroke-width={2}
        stroke-dasharray={fixed ? '2 4' : undefined}
      />
      <line x1={sx(x)} y1={sy(x)} x2={sx(tip)} y2={sy(tip)} stroke={color} stroke-width={2} />
      <text
        x={sx(mid)}
        y={sy(mid)}
        fill={color}
        font-size="14"
        font-style="italic"
        text-anchor="middle"
        dominant-baseline="middle"
      >
        r
        <tspan font-size="10" dy="3">
          {name}
        </tspan>
      </text>
      {axle ? (
        <g>
          <circle cx={sx(x)} cy={sy(x)} r={8} fill="var(--bg)" stroke={color} stroke-width={2} />
          <line x1={sx(x) - 5} y1={sy(x) - 5} x2={sx(x) + 5} y2={sy(x) + 5} stroke={color} stroke-width={2} />
          <line x1={sx(x) - 5} y1={sy(x) + 5} x2={sx(x) + 5} y2={sy(x) - 5} stroke={color} stroke-width={2} />
        </g>
      ) : (
        <circle cx={sx(x)} cy={sy(x)} r={4} fill={color} />
      )}
      <text x={lx} y={sy(x) - 12} fill={color} font-weight="700" font-size="18">
        {name}
      </text>
      {fixed || axle ? (
        <text x={sx(x) - 34} y={sy(x) + 26} fill={color} font-size="13">
          {fixed ? 'immovable' : 'on an axle'}
        </text>
      ) : null}
    </g>
  );
}

function describe(s: Joint): string {
  const outcome = s.singularReason
    ? s.singularReason
    : `The impulse ${fmtVec(s.result.j)} newton-seconds on B (and its opposite on A) changes the pin's relative velocity from ${fmtVec(s.vRel)} to ${fmtVec(s.vRelAfter)} metres per second.`;
  return `Body A's centre at (${fmt(s.xA.x, 3)}, ${fmt(s.xA.y, 3)}) m and body B's at (${fmt(s.xB.x, 3)}, ${fmt(s.xB.y, 3)}) m; A's anchor at the origin, B's anchor ${fmtVec(s.C)} m away. ${outcome}`;
}
