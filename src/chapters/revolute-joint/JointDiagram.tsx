// The pinned pair drawn from the K explorer's scenario: both bodies, their centres and lever arms,
// the two anchor points (apart by the drift C), the anchors' velocities before (grey) and after
// (orange), and the impulse j on B and −j on A (green). The pin can be
// dragged; the controls below are the keyboard equivalent. Metres → pixels, nothing else.
import type { ParamStore } from '../../params/store';
import type { Joint, jointParams } from './scenario';
import { fmt, fmtVec } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import {
  DiagramFigure,
  DragHandle,
  type View,
  arrow,
  diagramView,
  disc,
  dot,
  segment,
  text,
} from '../../kit/svg';

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

  // A's anchor is the origin: moving the pin by q moves both lever arms' tips by q.
  const dragPin = (q: Vec2) => {
    const { p } = s;
    store.update({ rAx: p.rAx + q.x, rAy: p.rAy + q.y, rBx: p.rBx + q.x, rBy: p.rBy + q.y });
  };

  const pinA: Vec2 = { x: 0, y: 0 };
  const pinB = s.C;
  const j = s.result.j;
  const jLen = V2.length(j);
  const jArrow = jLen > 0 ? V2.scale(j, Math.min(IMPULSE_SCALE, IMPULSE_MAX_LEN / jLen)) : j;
  const showAfter = !s.singular;
  const velocity = (pin: Vec2, v: Vec2, color: string) =>
    arrow(view, { from: pin, to: V2.addScaled(pin, v, VEL_SCALE), color, width: 2.5 });

  return (
    <DiagramFigure
      id="rj-diagram"
      class="rj-diagram"
      view={view}
      title="Diagram of the two bodies pinned together"
      desc={describe(s)}
      legend={[
        { color: 'var(--before)', text: 'anchor velocities before' },
        { color: 'var(--after)', text: 'after (equal: the pin holds)' },
        { color: 'var(--impulse)', text: 'impulse j on B (thick), −j on A' },
        { text: 'dashed circle: drag the pin' },
      ]}
    >
      <BodyShape view={view} x={s.xA} r={s.rA} name="A" color="var(--body-a)" body={s.a} labelSide={-1} />
      <BodyShape view={view} x={s.xB} r={s.rB} name="B" color="var(--body-b)" body={s.b} labelSide={1} />
      {V2.length(s.C) > 0 ? (
        <g>
          {segment(view, { from: pinA, to: pinB, color: 'var(--fg)', width: 1.5, dash: '3 3' })}
          {text(view.pt(V2.scale(pinB, 0.5), 6, 16), { color: 'var(--fg)', size: 13, italic: true }, 'C')}
        </g>
      ) : null}
      {velocity(pinA, s.vcA, 'var(--before)')}
      {velocity(pinB, s.vcB, 'var(--before)')}
      {showAfter ? (
        <>
          {velocity(pinA, s.vcAAfter, 'var(--after)')}
          {velocity(pinB, s.vcBAfter, 'var(--after)')}
          {arrow(view, { from: pinB, to: V2.add(pinB, jArrow), color: 'var(--impulse)', width: 4 })}
          {arrow(view, { from: pinA, to: V2.sub(pinA, jArrow), color: 'var(--impulse)', width: 2 })}
        </>
      ) : null}
      {dot(view, { at: pinA, r: 5, color: 'var(--body-a)', stroke: 'var(--bg)', width: 1.5 })}
      {dot(view, { at: pinB, r: 5, color: 'var(--body-b)', stroke: 'var(--bg)', width: 1.5 })}
      <DragHandle
        view={view}
        name="pin"
        at={pinA}
        title="Drag to move the pin (both anchors)"
        onDrag={dragPin}
      />
    </DiagramFigure>
  );
}

function BodyShape(props: {
  view: View;
  x: Vec2;
  r: Vec2;
  name: string;
  color: string;
  body: Joint['a'];
  labelSide: 1 | -1;
}) {
  const { view, x, r, name, color, body, labelSide } = props;
  const fixed = body.invMass === 0 && body.invInertia === 0;
  const axle = body.invMass === 0 && body.invInertia > 0;
  // Only the lever arm matters to K, so a body is a disc around its centre reaching past its anchor.
  const radius = Math.max(V2.length(r) * BODY_RADIUS_FACTOR, BODY_MIN_RADIUS_M);
  const tip = V2.add(x, r);
  // The arm's label sits beside its middle, 0.12 m off the line along the arm's normal, normalised
  // before it is scaled: 0.12/|r| would overflow for an arm of a few 1e-308 m, which a URL can set.
  const side = V2.scale(V2.normalize(V2.perp(r)), labelSide * 0.12);
  const mid = V2.add(V2.add(x, V2.scale(r, 0.5)), side);
  const cx = view.x(x);
  const cy = view.y(x);
  return (
    <g>
      {disc(view, { at: x, r: radius, color, opacity: fixed ? 0.3 : 0.12, dash: fixed ? '2 4' : undefined })}
      {segment(view, { from: x, to: tip, color, width: 2 })}
      {text(view.pt(mid), { color, size: 14, italic: true, anchor: 'middle', baseline: 'middle' }, [
        'r',
        <tspan font-size="10" dy="3">
          {name}
        </tspan>,
      ])}
      {axle ? (
        <g>
          {dot(view, { at: x, r: 8, color: 'var(--bg)', stroke: color, width: 2 })}
          <line x1={cx - 5} y1={cy - 5} x2={cx + 5} y2={cy + 5} stroke={color} stroke-width={2} />
          <line x1={cx - 5} y1={cy + 5} x2={cx + 5} y2={cy - 5} stroke={color} stroke-width={2} />
        </g>
      ) : (
        dot(view, { at: x, r: 4, color })
      )}
      {text(
        { x: cx + labelSide * 14 - (labelSide < 0 ? 14 : 0), y: cy - 12 },
        { color, bold: true, size: 18 },
        name,
      )}
      {fixed || axle
        ? text(view.pt(x, -34, 26), { color, size: 13 }, fixed ? 'immovable' : 'on an axle')
        : null}
    </g>
  );
}

function describe(s: Joint): string {
  const outcome = s.singularReason
    ? s.singularReason
    : `The impulse ${fmtVec(s.result.j)} newton-seconds on B (and its opposite on A) changes the pin's relative velocity from ${fmtVec(s.vRel)} to ${fmtVec(s.vRelAfter)} metres per second.`;
  return `Body A's centre at (${fmt(s.xA.x, 3)}, ${fmt(s.xA.y, 3)}) m and body B's at (${fmt(s.xB.x, 3)}, ${fmt(s.xB.y, 3)}) m; A's anchor at the origin, B's anchor ${fmtVec(s.C)} m away. ${outcome}`;
}
