// The collision drawn from solver output: bodies, lever arms, contact plane and normal, velocity
// arrows before (grey) and after (orange), the impulse on B (green). The diagram maps metres to
// pixels and nothing else; the physics is all in `s`.
import type { ParamStore } from '../../params/store';
import { collisionParams, type Collision } from './scenario';
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
  halfPlaneClip,
  labelLayout,
  around,
  segment,
  text,
  type LabelLayout,
} from '../../kit/svg';

const W = 600;
const H = 320;
/** Pixels per metre. Fixed, so that dragging never rescales the picture under the pointer. */
const PX_PER_M = 90;
/** Metres of arrow per m/s of velocity. */
const VEL_SCALE = 0.3;
/** Metres of arrow per N·s of impulse, and the longest impulse arrow drawn (metres). */
const IMPULSE_SCALE = 0.25;
const IMPULSE_MAX_LEN = 2.4;
const NORMAL_LEN = 0.9;
/** What the handles' horizontal arrow keys change; one step of each is one key press. */
const LEVER_X = numberParam(collisionParams, 'rAx');
const VELOCITY_X = { A: numberParam(collisionParams, 'vAx'), B: numberParam(collisionParams, 'vBx') };

type Store = ParamStore<typeof collisionParams>;

export function CollisionDiagram({ s, store }: { s: Collision; store: Store }) {
  // View centred on the midpoint of the two centres, so dragging the contact point moves the point,
  // not the bodies (the contact point is the origin of the physics coordinates).
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, at: V2.scale(V2.add(s.xA, s.xB), 0.5) });
  const { p, a, b, c, result } = s;
  /** A then B: where each is, its lever arm, its side of the contact plane, its state before and after. */
  const bodies: readonly DrawnBody[] = [
    { name: 'A', x: s.xA, r: c.rA, side: -1, color: 'var(--body-a)', before: a, after: result.a },
    { name: 'B', x: s.xB, r: c.rB, side: 1, color: 'var(--body-b)', before: b, after: result.b },
  ];
  // The contact point is the origin: moving it by q moves both lever arms by q.
  const dragContact = (q: Vec2) =>
    store.update({ rAx: p.rAx + q.x, rAy: p.rAy + q.y, rBx: p.rBx + q.x, rBy: p.rBy + q.y });
  // A velocity tip sits at x + v·VEL_SCALE.
  const dragVelocity = (k: DrawnBody) => (q: Vec2) =>
    store.update({ [`v${k.name}x`]: (q.x - k.x.x) / VEL_SCALE, [`v${k.name}y`]: (q.y - k.x.y) / VEL_SCALE });

  const origin = { x: 0, y: 0 };
  const tangent = V2.perp(c.n);
  const planeHalf = 2.2;
  const P = V2.scale(c.n, Math.min(result.j * IMPULSE_SCALE, IMPULSE_MAX_LEN));
  // The arrows are drawn first, each telling the layout where its shaft runs; the labels are placed
  // after them, clear of every shaft and of each other.
  const layout = labelLayout(view);
  const velocity = (k: DrawnBody, v: Vec2, color: string) =>
    arrow(view, {
      key: k.name,
      from: k.x,
      to: V2.addScaled(k.x, v, VEL_SCALE),
      color,
      width: 2.5,
      avoid: layout,
    });
  const arrows = (
    <>
      {arrow(view, {
        from: origin,
        to: V2.scale(c.n, NORMAL_LEN),
        color: 'var(--fg)',
        width: 1.5,
        avoid: layout,
      })}
      {result.j > 0
        ? arrow(view, { from: origin, to: P, color: 'var(--impulse)', width: 4, avoid: layout })
        : null}
      {bodies.map((k) => velocity(k, k.before.v, 'var(--before)'))}
      {result.j > 0 ? bodies.map((k) => velocity(k, k.after.v, 'var(--after)')) : null}
    </>
  );
  const labels = placeLabels(view, layout, c.n, bodies);
  return (
    <DiagramFigure
      id="collision-diagram"
      view={view}
      title="Diagram of the two bodies at the moment of contact"
      desc={describe(s)}
      legend={[
        { color: 'var(--before)', text: 'velocity before' },
        { color: 'var(--after)', text: 'velocity after' },
        { color: 'var(--impulse)', text: 'impulse on B (−P acts on A)' },
        { text: 'dashed circles: drag the contact point or a velocity tip', screen: true },
      ]}
      handles={
        <>
          {bodies.map((k) =>
            k.before.invMass > 0 ? (
              <DragHandle
                key={k.name}
                view={view}
                name={`v${k.name}`}
                at={V2.addScaled(k.x, k.before.v, VEL_SCALE)}
                label={`Velocity of ${k.name}`}
                title={`Drag to change the velocity of ${k.name}`}
                valueText={`${fmtVec(k.before.v)} m/s`}
                param={VELOCITY_X[k.name]}
                value={k.before.v.x}
                step={VELOCITY_X[k.name].step * VEL_SCALE}
                onDrag={dragVelocity(k)}
              />
            ) : null,
          )}
          {/* Last, so on top: on a small screen a velocity tip's reach can overlap the contact's,
              and the contact, which moves both lever arms, should not be lost under it. */}
          <DragHandle
            view={view}
            name="contact"
            at={origin}
            label="Contact point"
            title="Drag to move the contact point"
            valueText={`${fmtVec(c.rA)} m from A’s centre, ${fmtVec(c.rB)} m from B’s`}
            param={LEVER_X}
            value={c.rA.x}
            onDrag={dragContact}
          />
        </>
      }
    >
      {segment(view, {
        from: V2.scale(tangent, -planeHalf),
        to: V2.scale(tangent, planeHalf),
        color: 'var(--fg-soft)',
        dash: '6 5',
      })}
      {bodies.map((k) => (
        <BodyShape key={k.name} view={view} body={k} n={c.n} />
      ))}
      {arrows}
      {dot(view, { at: origin, r: 4.5, color: 'var(--fg)' })}
      {labels}
    </DiagramFigure>
  );
}

/** A body as the diagram draws it. */
interface DrawnBody {
  name: 'A' | 'B';
  /** Centre of mass and lever arm (m). */
  x: Vec2;
  r: Vec2;
  /** Which side of the contact plane the body lies on: −1 behind it (A), 1 in front (B). */
  side: 1 | -1;
  color: string;
  before: Collision['a'];
  after: { v: Vec2; w: number };
}

/** How far past the lever arm a body's disc reaches, so the contact plane cuts a visible chord. */
const BODY_RADIUS_FACTOR = 1.2;
const BODY_MIN_RADIUS_M = 0.3;
/**
 * The largest disc drawn, in SVG units: a contact point dragged far from the centres would otherwise
 * grow both discs until each covers the diagram and the other. Past it the lever arm reaches beyond
 * its disc, which still shows where the body is.
 */
const BODY_MAX_RADIUS_PX = 0.4 * H;

function BodyShape({ view, body, n }: { view: View; body: DrawnBody; n: Vec2 }) {
  const { x, r, side, name, color } = body;
  const fixed = body.before.invMass === 0;
  // Only the lever arm matters to the impulse, so a body is drawn as a disc around its centre that
  // reaches past the contact point, cut off by the contact plane on its own side (A behind the
  // plane, B in front of it). If the centre lies on the wrong side, the data contradict the picture
  // of touching bodies; then the whole disc is drawn rather than hiding the centre.
  const radius = Math.min(
    Math.max(V2.length(r) * BODY_RADIUS_FACTOR, BODY_MIN_RADIUS_M),
    BODY_MAX_RADIUS_PX / view.pxPerM,
  );
  const clip = side * V2.dot(x, n) >= 0;
  const clipId = `clip-body-${name}`;
  return (
    <g>
      {clip ? halfPlaneClip(view, { id: clipId, n, side }) : null}
      {disc(view, {
        at: x,
        r: radius,
        color,
        opacity: fixed ? 0.32 : 0.14,
        dash: fixed ? '2 4' : undefined,
        clip: clip ? clipId : undefined,
      })}
      {segment(view, { from: x, to: V2.add(x, r), color, width: 1.5 })}
      {dot(view, { at: x, r: 3.5, color })}
    </g>
  );
}

/**
 * The diagram's words, placed clear of its arrows and of each other: n past the normal's tip, each
 * body's name beside its centre, "immovable" under it, and its spin before and after.
 */
function placeLabels(view: View, layout: LabelLayout, n: Vec2, bodies: readonly DrawnBody[]) {
  type Word = { at: Vec2; say: string; size: number; color: string; bold?: boolean; first: [number, number] };
  const words: Word[] = [
    { at: V2.scale(n, NORMAL_LEN + 0.2), say: 'n', size: 16, color: 'var(--fg)', bold: true, first: [0, 6] },
  ];
  for (const k of bodies) {
    const fixed = k.before.invMass === 0;
    words.push({ at: k.x, say: k.name, size: 18, color: k.color, bold: true, first: [-10, -10] });
    if (fixed) words.push({ at: k.x, say: 'immovable', size: 14, color: k.color, first: [0, 28] });
    if (!fixed || k.before.w !== 0)
      words.push({
        at: k.x,
        say: `ω ${fmt(k.before.w, 3)} → ${fmt(k.after.w, 3)} rad/s`,
        size: 14,
        color: 'var(--fg-soft)',
        first: [8, 44],
      });
  }
  const placed = layout.place(
    words.map((w) => ({
      at: view.pt(w.at),
      chars: w.say.length,
      size: w.size,
      offsets: around(Math.max(w.size, 18), w.first),
    })),
  );
  return words.map((w, i) =>
    text(
      placed[i]!.at,
      { key: i, color: w.color, bold: w.bold, size: w.size, anchor: placed[i]!.anchor },
      w.say,
    ),
  );
}

function describe(s: Collision): string {
  const { result } = s;
  const outcome =
    s.noImpulseReason ??
    `The impulse of ${fmt(result.j)} newton-seconds along n changes the normal relative velocity from ${fmt(result.vn)} to ${fmt(result.vnAfter)} metres per second.`;
  return `Body A at (${fmt(s.xA.x, 3)}, ${fmt(s.xA.y, 3)}) m and body B at (${fmt(s.xB.x, 3)}, ${fmt(s.xB.y, 3)}) m touch at the origin; the normal points from A to B. ${outcome}`;
}
