// The pinned pair drawn from the K explorer's scenario: both bodies, their centres and lever arms,
// the two anchor points (apart by the drift C), the anchors' velocities before (grey) and after
// (orange), and the impulse P on B and −P on A (green). The pin can be
// dragged; the controls below are the keyboard equivalent. Metres → pixels, nothing else.
import type { ParamStore } from '../../params/store';
import { type Joint, jointParams } from './scenario';
import { numberParam } from '../../params/spec';
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
  labelLayout,
  around,
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
/** The largest disc drawn, in SVG units: an anchor dragged far off would grow its disc over the diagram. */
const BODY_MAX_RADIUS_PX = 0.4 * H;
/** What the pin's horizontal arrow keys change; one step of it is one key press. */
const ANCHOR_X = numberParam(jointParams, 'rAx');

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
  // The arrows tell the layout where their shafts run; the labels, placed after them, keep clear.
  const layout = labelLayout(view);
  const velocity = (pin: Vec2, v: Vec2, color: string) =>
    arrow(view, { from: pin, to: V2.addScaled(pin, v, VEL_SCALE), color, width: 2.5, avoid: layout });
  const arrows = (
    <>
      {velocity(pinA, s.vcA, 'var(--before)')}
      {velocity(pinB, s.vcB, 'var(--before)')}
      {showAfter ? (
        <>
          {velocity(pinA, s.vcAAfter, 'var(--after)')}
          {/* The impulse makes the two anchors move together: one arrow (at A's anchor) says so, where
              two side by side only crowded the pin. */}
          {samePoint(s.vcAAfter, s.vcBAfter) ? null : velocity(pinB, s.vcBAfter, 'var(--after)')}
          {arrow(view, {
            from: pinB,
            to: V2.add(pinB, jArrow),
            color: 'var(--impulse)',
            width: 4,
            avoid: layout,
          })}
          {arrow(view, {
            from: pinA,
            to: V2.sub(pinA, jArrow),
            color: 'var(--impulse)',
            width: 2,
            avoid: layout,
          })}
        </>
      ) : null}
    </>
  );
  const bodies = [
    { x: s.xA, r: s.rA, name: 'A', color: 'var(--body-a)', body: s.a, side: -1 },
    { x: s.xB, r: s.rB, name: 'B', color: 'var(--body-b)', body: s.b, side: 1 },
  ] as const;
  // Each body's words: its lever arm's name beside the arm's middle, its name beside its centre, and
  // what holds it, under the centre; then the drift C beside its middle.
  type Word = {
    at: Vec2;
    say: string;
    sub?: string;
    size: number;
    color: string;
    bold?: boolean;
    italic?: boolean;
    first: [number, number];
  };
  const words: Word[] = [];
  for (const k of bodies) {
    // Beside the arm's middle, 0.12 m off the line along the arm's normal, normalised before it is
    // scaled: 0.12/|r| would overflow for an arm of a few 1e-308 m, which a URL can set.
    const off = V2.scale(V2.normalize(V2.perp(k.r)), k.side * 0.12);
    words.push({
      at: V2.add(V2.add(k.x, V2.scale(k.r, 0.5)), off),
      say: 'r',
      sub: k.name,
      size: 18,
      color: k.color,
      italic: true,
      first: [0, 5],
    });
    words.push({ at: k.x, say: k.name, size: 18, color: k.color, bold: true, first: [k.side * 12, -12] });
    const fixed = k.body.invMass === 0 && k.body.invInertia === 0;
    const axle = k.body.invMass === 0 && k.body.invInertia > 0;
    if (fixed || axle)
      words.push({
        at: k.x,
        say: fixed ? 'immovable' : 'on an axle',
        size: 14,
        color: k.color,
        first: [0, 28],
      });
  }
  if (V2.length(s.C) > 0)
    words.push({
      at: V2.scale(pinB, 0.5),
      say: 'C',
      size: 14,
      color: 'var(--fg)',
      italic: true,
      first: [6, 16],
    });
  const placed = layout.place(
    words.map((w) => ({
      at: view.pt(w.at),
      chars: w.say.length + (w.sub ? 1 : 0),
      size: w.size,
      offsets: around(Math.max(w.size, 16), w.first),
    })),
  );
  const labels = words.map((w, i) =>
    text(
      placed[i]!.at,
      { key: i, color: w.color, size: w.size, bold: w.bold, italic: w.italic, anchor: placed[i]!.anchor },
      [
        w.say,
        w.sub ? (
          <tspan font-size="0.78em" dy="0.2em">
            {w.sub}
          </tspan>
        ) : null,
      ],
    ),
  );

  return (
    <DiagramFigure
      id="rj-diagram"
      class="rj-diagram"
      view={view}
      title="Diagram of the two bodies pinned together"
      desc={describe(s)}
      legend={[
        { color: 'var(--before)', text: 'anchor velocities before' },
        { color: 'var(--after)', text: 'after (one arrow: the pin holds)' },
        { color: 'var(--impulse)', text: 'impulse P on B (thick), −P on A' },
        { text: 'dashed circle: drag the pin', screen: true },
      ]}
      handles={
        <DragHandle
          view={view}
          name="pin"
          at={pinA}
          label="Pin"
          title="Drag to move the pin (both anchors)"
          valueText={`${fmtVec(s.rA)} m from A’s centre, ${fmtVec(s.rB)} m from B’s`}
          param={ANCHOR_X}
          value={s.rA.x}
          onDrag={dragPin}
        />
      }
    >
      {bodies.map((k) => (
        <BodyShape key={k.name} view={view} x={k.x} r={k.r} color={k.color} body={k.body} />
      ))}
      {V2.length(s.C) > 0
        ? segment(view, { from: pinA, to: pinB, color: 'var(--fg)', width: 1.5, dash: '3 3' })
        : null}
      {arrows}
      {dot(view, { at: pinA, r: 5, color: 'var(--body-a)', stroke: 'var(--bg)', width: 1.5 })}
      {dot(view, { at: pinB, r: 5, color: 'var(--body-b)', stroke: 'var(--bg)', width: 1.5 })}
      {labels}
    </DiagramFigure>
  );
}

function BodyShape(props: { view: View; x: Vec2; r: Vec2; color: string; body: Joint['a'] }) {
  const { view, x, r, color, body } = props;
  const fixed = body.invMass === 0 && body.invInertia === 0;
  const axle = body.invMass === 0 && body.invInertia > 0;
  // Only the lever arm matters to K, so a body is a disc around its centre reaching past its anchor.
  const radius = Math.min(
    Math.max(V2.length(r) * BODY_RADIUS_FACTOR, BODY_MIN_RADIUS_M),
    BODY_MAX_RADIUS_PX / view.pxPerM,
  );
  const tip = V2.add(x, r);
  const cx = view.x(x);
  const cy = view.y(x);
  return (
    <g>
      {disc(view, { at: x, r: radius, color, opacity: fixed ? 0.3 : 0.12, dash: fixed ? '2 4' : undefined })}
      {segment(view, { from: x, to: tip, color, width: 2 })}
      {axle ? (
        <g>
          {dot(view, { at: x, r: 8, color: 'var(--bg)', stroke: color, width: 2 })}
          <line x1={cx - 5} y1={cy - 5} x2={cx + 5} y2={cy + 5} stroke={color} stroke-width={2} />
          <line x1={cx - 5} y1={cy + 5} x2={cx + 5} y2={cy - 5} stroke={color} stroke-width={2} />
        </g>
      ) : (
        dot(view, { at: x, r: 4, color })
      )}
    </g>
  );
}

function describe(s: Joint): string {
  const outcome = s.singularReason
    ? s.singularReason
    : `The impulse ${fmtVec(s.result.j)} newton-seconds on B (and its opposite on A) changes the pin's relative velocity from ${fmtVec(s.vRel)} to ${fmtVec(s.vRelAfter)} metres per second.`;
  return `Body A's centre at (${fmt(s.xA.x, 3)}, ${fmt(s.xA.y, 3)}) m and body B's at (${fmt(s.xB.x, 3)}, ${fmt(s.xB.y, 3)}) m; A's anchor at the origin, B's anchor ${fmtVec(s.C)} m away. ${outcome}`;
}

/** Equal to the last few bits: the two anchors' velocities once the impulse holds the pin. */
function samePoint(a: Vec2, b: Vec2): boolean {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y) <= 1e-12 * (1 + Math.abs(a.x) + Math.abs(a.y));
}
