// The collision drawn from solver output: bodies, lever arms, contact plane and normal, velocity
// arrows before (grey) and after (orange), the impulse on B (green). The diagram maps metres to
// pixels and nothing else; the physics is all in `s`.
import type { ParamStore } from '../../params/store';
import type { collisionParams, Collision } from './scenario';
import { fmt } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import { Arrow, diagramView, type Map } from '../../kit/diagram';
import { DragHandle, type SvgPoint } from '../../kit/DragHandle';

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

type Store = ParamStore<typeof collisionParams>;

export function CollisionDiagram({ s, store }: { s: Collision; store: Store }) {
  // View centred on the midpoint of the two centres, so dragging the contact point moves the point,
  // not the bodies (the contact point is the origin of the physics coordinates).
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, at: V2.scale(V2.add(s.xA, s.xB), 0.5) });
  const { sx, sy, toWorld } = view;
  const { p } = s;
  // The contact point is the origin: moving it by q moves both lever arms by q.
  const dragContact = (pt: SvgPoint) => {
    const q = toWorld(pt);
    store.update({ rAx: p.rAx + q.x, rAy: p.rAy + q.y, rBx: p.rBx + q.x, rBy: p.rBy + q.y });
  };
  const dragVelocity = (body: 'A' | 'B') => (pt: SvgPoint) => {
    const q = toWorld(pt);
    const x = body === 'A' ? s.xA : s.xB;
    store.update({ [`v${body}x`]: (q.x - x.x) / VEL_SCALE, [`v${body}y`]: (q.y - x.y) / VEL_SCALE });
  };

  const { a, b, c, result } = s;
  const origin = { x: 0, y: 0 };
  const tangent = V2.perp(c.n);
  const planeHalf = 2.2;
  const P = V2.scale(c.n, Math.min(result.j * IMPULSE_SCALE, IMPULSE_MAX_LEN));
  const tipA = V2.addScaled(s.xA, a.v, VEL_SCALE);
  const tipB = V2.addScaled(s.xB, b.v, VEL_SCALE);
  return (
    <figure class="diagram-figure">
      <svg
        class="diagram"
        viewBox={view.viewBox}
        role="img"
        aria-labelledby="collision-diagram-title collision-diagram-desc"
      >
        <title id="collision-diagram-title">Diagram of the two bodies at the moment of contact</title>
        <desc id="collision-diagram-desc">{describe(s)}</desc>
        <line
          x1={sx(V2.scale(tangent, -planeHalf))}
          y1={sy(V2.scale(tangent, -planeHalf))}
          x2={sx(V2.scale(tangent, planeHalf))}
          y2={sy(V2.scale(tangent, planeHalf))}
          stroke="var(--fg-soft)"
          stroke-dasharray="6 5"
        />
        <BodyShape
          x={s.xA}
          r={c.rA}
          n={c.n}
          side={-1}
          name="A"
          color="var(--body-a)"
          fixed={a.invMass === 0}
          sx={sx}
          sy={sy}
        />
        <BodyShape
          x={s.xB}
          r={c.rB}
          n={c.n}
          side={1}
          name="B"
          color="var(--body-b)"
          fixed={b.invMass === 0}
          sx={sx}
          sy={sy}
        />
        <Arrow from={origin} to={V2.scale(c.n, NORMAL_LEN)} color="var(--fg)" sx={sx} sy={sy} width={1.5} />
        <text
          x={sx(V2.scale(c.n, NORMAL_LEN + 0.2)) - 4}
          y={sy(V2.scale(c.n, NORMAL_LEN + 0.2)) + 5}
          fill="var(--fg)"
          font-weight="700"
        >
          n
        </text>
        {result.j > 0 ? (
          <Arrow from={origin} to={P} color="var(--impulse)" sx={sx} sy={sy} width={4} />
        ) : null}
        <Arrow from={s.xA} to={tipA} color="var(--before)" sx={sx} sy={sy} width={2.5} />
        <Arrow from={s.xB} to={tipB} color="var(--before)" sx={sx} sy={sy} width={2.5} />
        {result.j > 0 ? (
          <>
            <Arrow
              from={s.xA}
              to={V2.addScaled(s.xA, result.a.v, VEL_SCALE)}
              color="var(--after)"
              sx={sx}
              sy={sy}
              width={2.5}
            />
            <Arrow
              from={s.xB}
              to={V2.addScaled(s.xB, result.b.v, VEL_SCALE)}
              color="var(--after)"
              sx={sx}
              sy={sy}
              width={2.5}
            />
          </>
        ) : null}
        <circle cx={sx(origin)} cy={sy(origin)} r={4.5} fill="var(--fg)" />
        <SpinLabel x={s.xA} w0={a.w} w1={result.a.w} fixed={a.invMass === 0} sx={sx} sy={sy} />
        <SpinLabel x={s.xB} w0={b.w} w1={result.b.w} fixed={b.invMass === 0} sx={sx} sy={sy} />
        <DragHandle
          name="contact"
          cx={sx(origin)}
          cy={sy(origin)}
          title="Drag to move the contact point"
          onDrag={dragContact}
        />
        {a.invMass > 0 ? (
          <DragHandle
            name="vA"
            cx={sx(tipA)}
            cy={sy(tipA)}
            title="Drag to change the velocity of A"
            onDrag={dragVelocity('A')}
          />
        ) : null}
        {b.invMass > 0 ? (
          <DragHandle
            name="vB"
            cx={sx(tipB)}
            cy={sy(tipB)}
            title="Drag to change the velocity of B"
            onDrag={dragVelocity('B')}
          />
        ) : null}
      </svg>
      <figcaption class="legend">
        <span>
          <i class="sw-before" />
          velocity before
        </span>
        <span>
          <i class="sw-after" />
          velocity after
        </span>
        <span>
          <i class="sw-impulse" />
          impulse on B (−P acts on A)
        </span>
        <span>dashed circles: drag the contact point or a velocity tip</span>
      </figcaption>
    </figure>
  );
}

/** How far past the lever arm a body's disc reaches, so the contact plane cuts a visible chord. */
const BODY_RADIUS_FACTOR = 1.2;
const BODY_MIN_RADIUS_M = 0.3;

function BodyShape(props: {
  x: Vec2;
  r: Vec2;
  n: Vec2;
  side: 1 | -1;
  name: string;
  color: string;
  fixed: boolean;
  sx: Map;
  sy: Map;
}) {
  const { x, r, n, side, name, color, fixed, sx, sy } = props;
  // Only the lever arm matters to the impulse, so a body is drawn as a disc around its centre that
  // reaches past the contact point, cut off by the contact plane on its own side (A behind the
  // plane, B in front of it). If the centre lies on the wrong side, the data contradict the picture
  // of touching bodies; then the whole disc is drawn rather than hiding the centre.
  const radius = Math.max(V2.length(r) * BODY_RADIUS_FACTOR, BODY_MIN_RADIUS_M);
  const clip = side * V2.dot(x, n) >= 0;
  const t = V2.perp(n);
  const far = 20; // metres: far enough to cover the view
  const halfPlane = [
    V2.scale(t, -far),
    V2.scale(t, far),
    V2.add(V2.scale(t, far), V2.scale(n, side * far)),
    V2.add(V2.scale(t, -far), V2.scale(n, side * far)),
  ];
  const clipId = `clip-body-${name}`;
  return (
    <g>
      {clip ? (
        <clipPath id={clipId}>
          <polygon points={halfPlane.map((p) => `${sx(p)},${sy(p)}`).join(' ')} />
        </clipPath>
      ) : null}
      <circle
        cx={sx(x)}
        cy={sy(x)}
        r={radius * PX_PER_M}
        clip-path={clip ? `url(#${clipId})` : undefined}
        fill={color}
        fill-opacity={fixed ? 0.32 : 0.14}
        stroke={color}
        stroke-width={2}
        stroke-dasharray={fixed ? '2 4' : undefined}
      />
      <line
        x1={sx(x)}
        y1={sy(x)}
        x2={sx(V2.add(x, r))}
        y2={sy(V2.add(x, r))}
        stroke={color}
        stroke-width={1.5}
      />
      <circle cx={sx(x)} cy={sy(x)} r={3.5} fill={color} />
      <text x={sx(x) - 22} y={sy(x) - 8} fill={color} font-weight="700" font-size="18">
        {name}
      </text>
      {fixed ? (
        <text x={sx(x) - 30} y={sy(x) + 24} fill={color} font-size="13">
          immovable
        </text>
      ) : null}
    </g>
  );
}

function SpinLabel({
  x,
  w0,
  w1,
  fixed,
  sx,
  sy,
}: {
  x: Vec2;
  w0: number;
  w1: number;
  fixed: boolean;
  sx: Map;
  sy: Map;
}) {
  if (fixed && w0 === 0) return null;
  return (
    <text x={sx(x) + 8} y={sy(x) + 44} fill="var(--fg-soft)" font-size="13">
      ω {fmt(w0, 3)} → {fmt(w1, 3)} rad/s
    </text>
  );
}

function describe(s: Collision): string {
  const { result } = s;
  const outcome =
    s.noImpulseReason ??
    `The impulse of ${fmt(result.j)} newton-seconds along n changes the normal relative velocity from ${fmt(result.vn)} to ${fmt(result.vnAfter)} metres per second.`;
  return `Body A at (${fmt(s.xA.x, 3)}, ${fmt(s.xA.y, 3)}) m and body B at (${fmt(s.xB.x, 3)}, ${fmt(s.xB.y, 3)}) m touch at the origin; the normal points from A to B. ${outcome}`;
}
