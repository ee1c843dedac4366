// The contact drawn from solver output, in two panels on one ground line. Left, the bodies: B on A
// (the ground, or a movable body), the normal n and the tangent t at the contact, B's velocity
// before and after, and the slip of B's contact point before and after friction. Right, the
// impulse on B: the friction cones about n, and P = jn·n + jt·t with its two parts, drawn relative
// to jn so the cone keeps its size. The diagram maps metres and impulses to pixels and nothing
// else; the physics is all in `s`.
import type { FrictionContact } from './scenario';
import { fmt } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import { Arrow, diagramView, type Map } from '../../kit/diagram';

const W = 600;
const H = 300;
/** The ground line and the contact point of the bodies panel (px). */
const GROUND_Y = 205;
const CONTACT_X = 190;
/** The origin of the impulse panel (px), on the same ground line. */
const IMPULSE_X = 470;
/** Largest pixels per metre; smaller when B's lever arm is long, so the whole body fits. */
const MAX_PX_PER_M = 420;
/** Room for the body above the ground and either side of the contact (px). */
const BODY_ROOM_UP = 180;
const BODY_ROOM_SIDE = 170;
/** Pixels per m/s for velocity arrows (fixed, so scrubbing a speed changes the arrow's length). */
const VEL_PX = 14;
/** Length (px) of the normal part of the impulse: impulses are drawn relative to jn. */
const JN_PX = 118;
/** Length (px) of the n and t direction arrows. */
const AXIS_PX = 46;
/** How far below the ground the two slip arrows are drawn (px). */
const SLIP_BEFORE_PX = 40;
const SLIP_AFTER_PX = 64;
const BODY_MIN_RADIUS_M = 0.1;

export function FrContactDiagram({ s }: { s: FrictionContact }) {
  const { c, friction } = s;
  const radiusB = Math.max(V2.length(c.rB), BODY_MIN_RADIUS_M);
  const radiusA = Math.max(V2.length(c.rA), BODY_MIN_RADIUS_M);
  // Fit B above the ground and, when it is drawn, A below it (the picture keeps true proportions).
  const pxPerM = Math.min(
    MAX_PX_PER_M,
    BODY_ROOM_UP / (-c.rB.y + radiusB),
    BODY_ROOM_SIDE / (Math.abs(c.rB.x) + radiusB),
    s.a.invMass === 0 ? Infinity : (H - GROUND_Y - 6) / (c.rA.y + radiusA),
    s.a.invMass === 0 ? Infinity : BODY_ROOM_SIDE / (Math.abs(c.rA.x) + radiusA),
  );
  // Metres → pixels in the bodies panel (contact at the origin), and pixel offsets from an origin.
  const view = diagramView({ width: W, height: H, pxPerM, anchor: { x: CONTACT_X, y: GROUND_Y } });
  const { sx, sy } = view;
  const at = (x0: number, y0: number) => ({
    sx: ((p: Vec2) => x0 + p.x) as Map,
    sy: ((p: Vec2) => y0 - p.y) as Map,
  });
  const contact = at(CONTACT_X, GROUND_Y);
  const imp = at(IMPULSE_X, GROUND_Y);
  const origin = { x: 0, y: 0 };

  const { t } = friction;
  const { n } = c;
  const grip = s.noGripReason === null;
  const jnPart = V2.scale(n, JN_PX);
  const P = grip ? V2.add(jnPart, V2.scale(t, (friction.jt / s.normal.j) * JN_PX)) : origin;
  const coneEdge = (mu: number, side: 1 | -1): Vec2 =>
    V2.scale(V2.add(n, V2.scale(t, side * mu)), (JN_PX * 1.2) / Math.hypot(1, mu));
  const centre = { x: s.xB.x * pxPerM, y: s.xB.y * pxPerM };
  const vBefore = V2.add(centre, V2.scale(s.b.v, VEL_PX));
  const vAfter = V2.add(centre, V2.scale(friction.b.v, VEL_PX));
  // The slip v_t·t drawn along the ground line, below it: offsets from the contact point (px).
  const slip = (vt: number, below: number) => ({
    from: { x: 0, y: -below },
    to: V2.add({ x: 0, y: -below }, V2.scale(t, vt * VEL_PX)),
  });
  const slipBefore = slip(s.friction.vt, SLIP_BEFORE_PX);
  const slipAfter = slip(s.vtAfter, SLIP_AFTER_PX);
  const tTip = V2.scale(t, AXIS_PX);
  const nTip = V2.scale(n, AXIS_PX);

  return (
    <figure class="diagram-figure">
      <svg
        class="diagram"
        viewBox={view.viewBox}
        role="img"
        aria-labelledby="fr-diagram-title fr-diagram-desc"
      >
        <title id="fr-diagram-title">
          Diagram of body B touching A at one point, and the impulse on B inside the friction cone
        </title>
        <desc id="fr-diagram-desc">{describe(s)}</desc>
        <Ground s={s} sx={sx} sy={sy} radius={radiusA * pxPerM} />
        <BodyB s={s} radius={radiusB * pxPerM} sx={sx} sy={sy} />
        <Arrow from={origin} to={nTip} color="var(--fg)" sx={contact.sx} sy={contact.sy} width={1.5} />
        <text x={contact.sx(nTip) + 5} y={contact.sy(nTip) + 4} fill="var(--fg)" font-weight="700">
          n
        </text>
        <Arrow from={origin} to={tTip} color="var(--fg)" sx={contact.sx} sy={contact.sy} width={1.5} />
        <text x={contact.sx(tTip) - 4} y={contact.sy(tTip) - 7} fill="var(--fg)" font-weight="700">
          t
        </text>
        <Arrow from={centre} to={vBefore} color="var(--before)" sx={contact.sx} sy={contact.sy} width={2.5} />
        <Arrow from={centre} to={vAfter} color="var(--after)" sx={contact.sx} sy={contact.sy} width={2.5} />
        <circle cx={CONTACT_X} cy={GROUND_Y} r={4.5} fill="var(--fg)" />
        {/* Slip of B's contact point relative to A's, along t: before and after friction. */}
        <text
          x={CONTACT_X - 12}
          y={GROUND_Y + SLIP_BEFORE_PX + 4}
          fill="var(--fg-soft)"
          font-size="12"
          text-anchor="end"
        >
          slip before
        </text>
        <text
          x={CONTACT_X - 12}
          y={GROUND_Y + SLIP_AFTER_PX + 4}
          fill="var(--fg-soft)"
          font-size="12"
          text-anchor="end"
        >
          after
        </text>
        <Arrow
          from={slipBefore.from}
          to={slipBefore.to}
          color="var(--before)"
          sx={contact.sx}
          sy={contact.sy}
          width={3}
        />
        <Arrow
          from={slipAfter.from}
          to={slipAfter.to}
          color="var(--after)"
          sx={contact.sx}
          sy={contact.sy}
          width={3}
        />
        {Math.abs(s.vtAfter) * VEL_PX < 1 ? (
          <text
            x={CONTACT_X + 8}
            y={GROUND_Y + SLIP_AFTER_PX + 4}
            fill="var(--fr-stick)"
            font-size="12"
            font-weight="700"
          >
            0: sticks
          </text>
        ) : null}

        {/* The impulse panel. */}
        <line
          x1={IMPULSE_X - 120}
          y1={GROUND_Y}
          x2={IMPULSE_X + 120}
          y2={GROUND_Y}
          stroke="var(--fg-soft)"
          stroke-dasharray="3 4"
        />
        <text x={IMPULSE_X} y={24} fill="var(--fg-soft)" font-size="12" text-anchor="middle">
          impulse on B, scaled to jₙ
        </text>
        {grip ? (
          <g>
            <polygon
              points={[origin, coneEdge(s.p.muS, 1), coneEdge(s.p.muS, -1)]
                .map((p) => `${imp.sx(p)},${imp.sy(p)}`)
                .join(' ')}
              fill="var(--fr-stick)"
              fill-opacity={0.13}
              stroke="var(--fr-stick)"
              stroke-width={1.5}
            />
            {([1, -1] as const).map((side) => {
              const e = coneEdge(s.muD, side);
              return (
                <line
                  key={side}
                  x1={IMPULSE_X}
                  y1={GROUND_Y}
                  x2={imp.sx(e)}
                  y2={imp.sy(e)}
                  stroke="var(--fr-slip)"
                  stroke-width={1.5}
                  stroke-dasharray="5 4"
                />
              );
            })}
            <Arrow from={origin} to={jnPart} color="var(--impulse)" sx={imp.sx} sy={imp.sy} width={1.5} />
            <Arrow from={jnPart} to={P} color="var(--impulse)" sx={imp.sx} sy={imp.sy} width={1.5} />
            <Arrow from={origin} to={P} color="var(--impulse)" sx={imp.sx} sy={imp.sy} width={4} />
            <text
              x={IMPULSE_X + (P.x > 0 ? -30 : 6)}
              y={GROUND_Y - JN_PX * 0.35}
              fill="var(--impulse)"
              font-size="13"
              font-weight="700"
            >
              jₙn
            </text>
            <text
              x={imp.sx(V2.scale(V2.add(jnPart, P), 0.5))}
              y={imp.sy(jnPart) - 8}
              fill="var(--impulse)"
              font-size="13"
              font-weight="700"
              text-anchor="middle"
            >
              jₜt
            </text>
            <text
              x={imp.sx(coneEdge(s.p.muS, -1)) + 6}
              y={imp.sy(coneEdge(s.p.muS, -1)) + 4}
              fill="var(--fg-soft)"
              font-size="12"
            >
              μs
            </text>
            <text
              x={imp.sx(coneEdge(s.muD, -1)) + 4}
              y={imp.sy(coneEdge(s.muD, -1)) - 4}
              fill="var(--fg-soft)"
              font-size="12"
            >
              μd
            </text>
          </g>
        ) : (
          <text x={IMPULSE_X} y={GROUND_Y - 60} fill="var(--fg)" font-size="13" text-anchor="middle">
            no normal impulse: no friction
          </text>
        )}
      </svg>
      <figcaption class="legend">
        <span>
          <i class="sw-before" />
          before (slip: after the normal impulse)
        </span>
        <span>
          <i class="sw-after" />
          after friction
        </span>
        <span>
          <i class="sw-impulse" />
          impulse on B
        </span>
        <span>
          <i class="sw-fr-stick" />
          static cone, |jₜ| ≤ μs·jₙ
        </span>
        <span>
          <i class="sw-fr-slip" />
          dynamic cone μd (dashed)
        </span>
      </figcaption>
    </figure>
  );
}

function Ground({ s, sx, sy, radius }: { s: FrictionContact; sx: Map; sy: Map; radius: number }) {
  const right = CONTACT_X + BODY_ROOM_SIDE;
  if (s.a.invMass === 0) {
    const hatch = [];
    for (let x = 14; x < right; x += 16)
      hatch.push(
        <line
          key={x}
          x1={x}
          y1={GROUND_Y + 2}
          x2={x - 10}
          y2={GROUND_Y + 12}
          stroke="var(--body-a)"
          stroke-width={1}
        />,
      );
    return (
      <g>
        <line x1={4} y1={GROUND_Y} x2={right} y2={GROUND_Y} stroke="var(--body-a)" stroke-width={2.5} />
        {hatch}
        <text x={10} y={GROUND_Y - 8} fill="var(--body-a)" font-weight="700" font-size="14">
          A: ground
        </text>
      </g>
    );
  }
  // A movable body below the contact: a disc around A's centre, cut off at the contact line.
  return (
    <g>
      <clipPath id="fr-clip-a">
        <rect x={0} y={GROUND_Y} width={right} height={H - GROUND_Y} />
      </clipPath>
      <line
        x1={4}
        y1={GROUND_Y}
        x2={right}
        y2={GROUND_Y}
        stroke="var(--body-a)"
        stroke-width={1}
        stroke-dasharray="4 4"
      />
      <circle
        cx={sx(s.xA)}
        cy={sy(s.xA)}
        r={radius}
        clip-path="url(#fr-clip-a)"
        fill="var(--body-a)"
        fill-opacity={0.14}
        stroke="var(--body-a)"
        stroke-width={2}
      />
      <line
        x1={sx(s.xA)}
        y1={sy(s.xA)}
        x2={CONTACT_X}
        y2={GROUND_Y}
        stroke="var(--body-a)"
        stroke-width={1.5}
      />
      <circle cx={sx(s.xA)} cy={sy(s.xA)} r={3.5} fill="var(--body-a)" />
      <text x={10} y={GROUND_Y - 8} fill="var(--body-a)" font-weight="700" font-size="14">
        A (movable)
      </text>
    </g>
  );
}

function BodyB({ s, radius, sx, sy }: { s: FrictionContact; radius: number; sx: Map; sy: Map }) {
  const x = s.xB;
  return (
    <g>
      <clipPath id="fr-clip-b">
        <rect x={0} y={0} width={CONTACT_X + BODY_ROOM_SIDE} height={GROUND_Y} />
      </clipPath>
      <circle
        cx={sx(x)}
        cy={sy(x)}
        r={radius}
        clip-path="url(#fr-clip-b)"
        fill="var(--body-b)"
        fill-opacity={0.12}
        stroke="var(--body-b)"
        stroke-width={2}
      />
      <line x1={sx(x)} y1={sy(x)} x2={CONTACT_X} y2={GROUND_Y} stroke="var(--body-b)" stroke-width={1.5} />
      <circle cx={sx(x)} cy={sy(x)} r={3.5} fill="var(--body-b)" />
      <text x={sx(x) - 22} y={sy(x) - 8} fill="var(--body-b)" font-weight="700" font-size="18">
        B
      </text>
    </g>
  );
}

function describe(s: FrictionContact): string {
  const head = `Body B touches ${s.a.invMass === 0 ? 'the immovable ground A' : 'the movable body A'} at one point; n points up from A to B and t = (−1, 0) points left.`;
  if (s.noGripReason) return `${head} ${s.noGripReason}`;
  const verdict =
    s.friction.regime === 'static'
      ? `The impulse lies inside the static friction cone: the contact sticks and its slip along t drops from ${fmt(s.friction.vt)} to 0 metres per second.`
      : `Sticking would need a tangential impulse of ${fmt(Math.abs(s.friction.jtStar))} newton-seconds, more than the static limit ${fmt(s.staticLimit)}: the contact slips, the impulse lies on the dynamic cone at ${fmt(s.dynamicCap)}, and the slip along t goes from ${fmt(s.friction.vt)} to ${fmt(s.vtAfter)} metres per second.`;
  return `${head} The normal impulse is ${fmt(s.normal.j)} newton-seconds. ${verdict}`;
}
