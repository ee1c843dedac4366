// The contact drawn from solver output, in two panels on one ground line. Left, the bodies: B on A
// (the ground, or a movable body), the normal n and the tangent t at the contact, B's velocity
// before and after, and the slip of B's contact point before and after friction. Right, the
// impulse on B: the friction cones about n, and P = jn·n + jt·t with its two parts, drawn relative
// to jn so the cone keeps its size. The diagram maps metres and impulses to pixels and nothing
// else; the physics is all in `s`.
import type { FrictionContact } from './scenario';
import { fmt } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import {
  DiagramFigure,
  type View,
  arrow,
  diagramView,
  disc,
  dot,
  polygon,
  segment,
  text,
} from '../../kit/svg';

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
const SLIP_AFTER_PX = 72;
const BODY_MIN_RADIUS_M = 0.1;
/** The contact point: the origin of the bodies panel (and of each panel's own offsets). */
const ORIGIN: Vec2 = { x: 0, y: 0 };
/** Parts drawn in pixels, y up: offsets from the contact point, and from the impulse panel's origin. */
const atContact = diagramView({ width: W, height: H, pxPerM: 1, anchor: { x: CONTACT_X, y: GROUND_Y } });
const atImpulse = diagramView({ width: W, height: H, pxPerM: 1, anchor: { x: IMPULSE_X, y: GROUND_Y } });

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
  // Metres → pixels in the bodies panel, contact at the origin.
  const view = diagramView({ width: W, height: H, pxPerM, anchor: { x: CONTACT_X, y: GROUND_Y } });

  const { t } = friction;
  const { n } = c;
  const grip = s.noGripReason === null;
  const jnPart = V2.scale(n, JN_PX);
  const P = grip ? V2.add(jnPart, V2.scale(t, (friction.jt / s.normal.j) * JN_PX)) : ORIGIN;
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
    <DiagramFigure
      id="fr-diagram"
      view={view}
      title="Diagram of body B touching A at one point, and the impulse on B inside the friction cone"
      desc={describe(s)}
      legend={[
        { color: 'var(--before)', text: 'before (slip: after the normal impulse)' },
        { color: 'var(--after)', text: 'after friction' },
        { color: 'var(--impulse)', text: 'impulse on B' },
        { color: 'var(--fr-stick)', text: 'static cone, |jₜ| ≤ μs·jₙ' },
        { color: 'var(--fr-slip)', text: 'dynamic cone μd (dashed)' },
      ]}
    >
      <Ground s={s} view={view} radius={radiusA} />
      <BodyB s={s} view={view} radius={radiusB} />
      {arrow(atContact, { from: ORIGIN, to: nTip, color: 'var(--fg)', width: 1.5 })}
      {text(atContact.pt(nTip, 5, 4), { color: 'var(--fg)', bold: true }, 'n')}
      {arrow(atContact, { from: ORIGIN, to: tTip, color: 'var(--fg)', width: 1.5 })}
      {text(atContact.pt(tTip, -4, -7), { color: 'var(--fg)', bold: true }, 't')}
      {arrow(atContact, { from: centre, to: vBefore, color: 'var(--before)', width: 2.5 })}
      {arrow(atContact, { from: centre, to: vAfter, color: 'var(--after)', width: 2.5 })}
      {dot(atContact, { at: ORIGIN, r: 4.5, color: 'var(--fg)' })}
      {/* Slip of B's contact point relative to A's, along t: before and after friction. */}
      {slipLabel(slipBefore, SLIP_BEFORE_PX, 'slip before')}
      {slipLabel(slipAfter, SLIP_AFTER_PX, 'after')}
      {arrow(atContact, { from: slipBefore.from, to: slipBefore.to, color: 'var(--before)', width: 3 })}
      {arrow(atContact, { from: slipAfter.from, to: slipAfter.to, color: 'var(--after)', width: 3 })}
      {Math.abs(s.vtAfter) * VEL_PX < 1
        ? text(
            { x: CONTACT_X + 8, y: GROUND_Y + SLIP_AFTER_PX + 4 },
            { color: 'var(--fr-stick)', size: 14, bold: true },
            '0: sticks',
          )
        : null}

      {/* The impulse panel. */}
      <line
        x1={IMPULSE_X - 120}
        y1={GROUND_Y}
        x2={IMPULSE_X + 120}
        y2={GROUND_Y}
        stroke="var(--fg-soft)"
        stroke-dasharray="3 4"
      />
      {text(
        // Ending at the right edge, so that it stays inside at every text scale.
        { x: W - 8, y: 6 },
        { color: 'var(--fg-soft)', size: 14, anchor: 'end', dy: '1em' },
        'impulse on B, scaled to jₙ',
      )}
      {grip ? (
        <g>
          {polygon(atImpulse, {
            points: [ORIGIN, coneEdge(s.p.muS, 1), coneEdge(s.p.muS, -1)],
            color: 'var(--fr-stick)',
            opacity: 0.13,
            width: 1.5,
          })}
          {([1, -1] as const).map((side) =>
            segment(atImpulse, {
              key: side,
              from: ORIGIN,
              to: coneEdge(s.muD, side),
              color: 'var(--fr-slip)',
              width: 1.5,
              dash: '5 4',
            }),
          )}
          {arrow(atImpulse, { from: ORIGIN, to: jnPart, color: 'var(--impulse)', width: 1.5 })}
          {arrow(atImpulse, { from: jnPart, to: P, color: 'var(--impulse)', width: 1.5 })}
          {arrow(atImpulse, { from: ORIGIN, to: P, color: 'var(--impulse)', width: 4 })}
          {text(
            { x: IMPULSE_X + (P.x > 0 ? -30 : 6), y: GROUND_Y - JN_PX * 0.35 },
            { color: 'var(--impulse)', size: 14, bold: true },
            'jₙn',
          )}
          {text(
            { x: atImpulse.x(V2.scale(V2.add(jnPart, P), 0.5)), y: atImpulse.y(jnPart) - 8 },
            { color: 'var(--impulse)', size: 14, bold: true, anchor: 'middle' },
            'jₜt',
          )}
          {/* μs on the cone's left edge and μd on its right, so the two never meet (at μd = μs the
              edges coincide); each just outside its edge's end, μd kept inside the frame at μd = 1.5. */}
          {text(
            atImpulse.pt(leftmost(coneEdge(s.p.muS, 1), coneEdge(s.p.muS, -1)), -4, 2),
            { color: 'var(--fg-soft)', size: 14, anchor: 'end' },
            'μs',
          )}
          {text(
            clampX(atImpulse.pt(rightmost(coneEdge(s.muD, 1), coneEdge(s.muD, -1)), 4, 2), W - MU_LABEL_PX),
            { color: 'var(--fg-soft)', size: 14 },
            'μd',
          )}
        </g>
      ) : (
        text(
          { x: IMPULSE_X, y: GROUND_Y - 60 },
          { color: 'var(--fg)', size: 14, anchor: 'middle' },
          'no normal impulse: no friction',
        )
      )}
    </DiagramFigure>
  );
}

/** The width a "μs" or "μd" label needs at 12 px (px), with a margin. */
const MU_LABEL_PX = 18;
const leftmost = (a: Vec2, b: Vec2): Vec2 => (a.x <= b.x ? a : b);
const rightmost = (a: Vec2, b: Vec2): Vec2 => (a.x > b.x ? a : b);
const clampX = (p: { x: number; y: number }, max: number) => ({ x: Math.min(p.x, max), y: p.y });

/**
 * A slip arrow's words, on the side of the contact point its arrow does not run to (an arrow
 * pointing left would otherwise run back through them).
 */
function slipLabel(arrow: { from: Vec2; to: Vec2 }, below: number, words: string) {
  // Under a pixel long (the slip stopped) it is no arrow: the words go on their usual left.
  const left = arrow.to.x < arrow.from.x - 1;
  return text(
    { x: CONTACT_X + (left ? 12 : -12), y: GROUND_Y + below + 4 },
    { color: 'var(--fg-soft)', size: 14, anchor: left ? 'start' : 'end' },
    words,
  );
}

function Ground({ s, view, radius }: { s: FrictionContact; view: View; radius: number }) {
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
        {/* Its letter alone: the hatching says ground, and "A: ground" grown for a phone met the
            tangent's name at the left, and B's arrows at the right (the description names it). */}
        {text({ x: 10, y: GROUND_Y - 8 }, { color: 'var(--body-a)', bold: true, size: 14 }, 'A')}
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
      {disc(view, { at: s.xA, r: radius, color: 'var(--body-a)', opacity: 0.14, clip: 'fr-clip-a' })}
      {segment(view, { from: s.xA, to: ORIGIN, color: 'var(--body-a)', width: 1.5 })}
      {dot(view, { at: s.xA, r: 3.5, color: 'var(--body-a)' })}
      {text({ x: 10, y: GROUND_Y - 8 }, { color: 'var(--body-a)', bold: true, size: 14 }, 'A (movable)')}
    </g>
  );
}

function BodyB({ s, view, radius }: { s: FrictionContact; view: View; radius: number }) {
  const x = s.xB;
  return (
    <g>
      <clipPath id="fr-clip-b">
        <rect x={0} y={0} width={CONTACT_X + BODY_ROOM_SIDE} height={GROUND_Y} />
      </clipPath>
      {disc(view, { at: x, r: radius, color: 'var(--body-b)', opacity: 0.12, clip: 'fr-clip-b' })}
      {segment(view, { from: x, to: ORIGIN, color: 'var(--body-b)', width: 1.5 })}
      {dot(view, { at: x, r: 3.5, color: 'var(--body-b)' })}
      {text(view.pt(x, -22, -8), { color: 'var(--body-b)', bold: true, size: 18 }, 'B')}
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
