// The page's figure: the collision widget's two bodies at the defaults, with every name the
// derivation uses: the contact point, n (A → B) and t, the lever arms r_A and r_B, and the contact
// points' velocities v_cA, v_cB and v_rel = v_cB − v_cA. Server-rendered, no hydration; the
// geometry comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2, type Vec2 } from '../../solver';
import type { ComponentChildren } from 'preact';
import {
  NARROW_WIDTH,
  StaticFigure,
  type View,
  diagramView,
  disc,
  dot,
  halfPlaneClip,
  label,
  labelledArrow,
  contactVelocities,
  leverArm,
  segment,
} from '../../kit/svg';
import { fmt, fmtVec } from '../../lib/format';
import { collisionParams, collisionScenario } from './scenario';

const W = 620;
const H = 380;
const PX_PER_M = 85;
/** A body is drawn as a disc reaching past its contact point, cut off by the contact plane. */
const BODY_REACH = 1.2;
/** Metres of arrow per m/s; the normal and tangent are drawn this long (m). */
const VEL_SCALE = 0.45;
const AXIS_LEN = 0.8;
/**
 * The two layouts: wide, the velocity diagram beside the bodies; narrow (a phone's column), below
 * them, its heading at the figure's left edge. `inset`: where the velocity diagram starts (m).
 */
const WIDE = {
  view: diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.36, y: H * 0.52 } }),
  inset: { x: 2.3, y: -0.75 },
  heading: (view: View) => view.pt({ x: 2.3, y: -0.75 }, -20, -60),
  clip: 'ni-contact-figure',
  /** Half the contact plane's length (m). */
  plane: 2,
};
const NARROW = {
  view: diagramView({ width: NARROW_WIDTH, height: 430, pxPerM: PX_PER_M, anchor: { x: 205, y: 128 } }),
  inset: { x: -1.1, y: -2.7 },
  heading: () => ({ x: 12, y: 292 }),
  clip: 'ni-contact-figure-narrow',
  plane: 1.4,
};

export default function ContactFigure() {
  const s = collisionScenario(defaults(collisionParams));
  const { rA, rB } = s.c;
  const vcA = V2.pointVelocity(s.a.v, s.a.w, rA);
  const vcB = V2.pointVelocity(s.b.v, s.b.w, rB);
  return (
    <StaticFigure
      id="ni-contact-figure"
      view={WIDE.view}
      narrow={{ view: NARROW.view, children: drawing(NARROW, s, vcA, vcB) }}
      title="Two bodies at the moment of contact"
      desc={`Body A (left) and body B (right) touch at one point, the contact point. The contact plane through it is dashed; the unit normal n points from A toward B, and the tangent t = (−n_y, n_x) lies in the plane. The lever arms run from each centre of mass to the contact point: r_A = ${fmtVec(rA)} m and r_B = ${fmtVec(rB)} m. Beside the bodies, the velocities of the two material points at the contact: v_cA = ${fmtVec(vcA)} m/s on A, v_cB = ${fmtVec(vcB)} m/s on B, and the dashed arrow from the tip of v_cA to the tip of v_cB is v_rel = v_cB − v_cA, whose component along n is v_n = ${fmt(s.result.vn)} m/s: negative, so the points are approaching.`}
      caption={
        <>
          The collision widget’s starting configuration: the normal <strong>n</strong> from A to B and the
          tangent <strong>t</strong>, the lever arms <strong>r</strong>
          <sub>A</sub>, <strong>r</strong>
          <sub>B</sub>, and (beside the bodies) the contact points’ velocities and <strong>v</strong>
          <sub>rel</sub> = <strong>v</strong>
          <sub>cB</sub> − <strong>v</strong>
          <sub>cA</sub>.
        </>
      }
    >
      {drawing(WIDE, s, vcA, vcB)}
    </StaticFigure>
  );
}

/** The figure's shapes and labels in one layout. */
function drawing(
  at: typeof WIDE,
  s: ReturnType<typeof collisionScenario>,
  vcA: Vec2,
  vcB: Vec2,
): ComponentChildren {
  const { view, inset } = at;
  const { n, rA, rB } = s.c;
  const t = V2.perp(n);
  const o = V2.vec2(0, 0);
  const body = (x: Vec2, r: Vec2, side: 1 | -1, color: string, id: string) => (
    <g>
      {halfPlaneClip(view, { id, n, side })}
      {disc(view, { at: x, r: V2.length(r) * BODY_REACH, color, fill: 'var(--bg)', clip: id })}
      {dot(view, { at: x, r: 4, color })}
    </g>
  );
  return (
    <>
      {body(s.xA, rA, -1, 'var(--body-a)', `${at.clip}-a`)}
      {body(s.xB, rB, 1, 'var(--body-b)', `${at.clip}-b`)}
      {segment(view, {
        from: V2.scale(t, -at.plane),
        to: V2.scale(t, at.plane),
        color: 'var(--fg-soft)',
        dash: '6 5',
      })}
      {label(view.pt(s.xA, -40, 56), { text: 'A', color: 'var(--body-a)' })}
      {label(view.pt(s.xB, 40, -30), { text: 'B', color: 'var(--body-b)' })}
      {leverArm(view, { body: 'A', from: s.xA, to: o, dx: -64, dy: 26 })}
      {leverArm(view, { body: 'B', from: s.xB, to: o, dx: 26, dy: -16 })}
      {labelledArrow(view, { from: o, to: V2.scale(n, AXIS_LEN), sym: 'n', dx: 6, dy: -8 })}
      {labelledArrow(view, { from: o, to: V2.scale(t, AXIS_LEN), sym: 't', dx: 8, dy: 4 })}
      {dot(view, { at: o, r: 4.5, color: 'var(--fg)' })}
      {label(at.heading(view), { text: 'contact-point velocities', color: 'var(--fg-soft)' })}
      {contactVelocities(view, { at: inset, v: [vcA, vcB], scale: VEL_SCALE, cB: [-44, 16], rel: [40, 22] })}
    </>
  );
}
