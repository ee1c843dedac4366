// The page's figure: the two bodies at the K explorer's defaults with their anchors together (no
// drift), the lever arms, both halves of the pin's velocity and the impulse pair. Server-rendered,
// no hydration; every vector comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2 } from '../../solver';
import type { ComponentChildren } from 'preact';
import {
  NARROW_WIDTH,
  StaticFigure,
  contactVelocities,
  diagramView,
  disc,
  dot,
  label,
  labelledArrow,
  leverArm,
  polygon,
  type SvgPoint,
  type View,
} from '../../kit/svg';
import { fmtVec } from '../../lib/format';
import { jointParams, jointScenario } from './scenario';

const W = 600;
const H = 350;
const PX_PER_M = 120;
/** Metres of arrow per m/s, and per N·s. */
const VEL_SCALE = 0.45;
const IMPULSE_SCALE = 0.4;
/**
 * The two layouts: wide, the velocity diagram (`inset`: where it starts, m) beside the bodies, its
 * heading ending left of it; narrow (a phone's column), below them, its heading at the left edge.
 */
const WIDE = {
  view: diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.4, y: H * 0.45 } }),
  inset: { x: 1.75, y: 0.45 },
  heading: (view: View): [SvgPoint, 'end' | 'start'] => [view.pt({ x: 1.75, y: 0.45 }, -12, 5), 'end'],
};
const NARROW = {
  view: diagramView({ width: NARROW_WIDTH, height: 470, pxPerM: PX_PER_M, anchor: { x: 190, y: 92 } }),
  inset: { x: -0.17, y: -2.07 },
  heading: (): [SvgPoint, 'end' | 'start'] => [{ x: 12, y: 252 }, 'start'],
};
/** B, a rod: its length past its anchor and its half-width (m). */
const ROD_OVERHANG = 0.25;
const ROD_HALF_WIDTH = 0.07;

export default function JointFigure() {
  const s = jointScenario({ ...defaults(jointParams), gapX: 0, gapY: 0 });
  return (
    <StaticFigure
      id="rj-joint-figure"
      view={WIDE.view}
      narrow={{ view: NARROW.view, children: drawing(NARROW, s) }}
      title="Two bodies sharing a pin"
      desc={`Body A, a disc, and body B, a rod, share one pin. The lever arms r_A and r_B run from each centre of mass to the pin: r_A = ${fmtVec(s.rA)} m and r_B = ${fmtVec(s.rB)} m. At the pin, A's half moves with v_cA = ${fmtVec(s.vcA)} m/s and B's half with v_cB = ${fmtVec(s.vcB)} m/s; the dashed arrow from the tip of v_cA to the tip of v_cB is their difference, the relative velocity v_rel = v_cB − v_cA = ${fmtVec(s.vRel)} m/s, which the joint impulse must cancel. The impulse j = ${fmtVec(s.result.j)} N·s acts on B at its anchor and −j on A at its anchor.`}
      caption={
        <>
          The K explorer’s starting joint, anchors together: lever arms <strong>r</strong>
          <sub>A</sub>, <strong>r</strong>
          <sub>B</sub>; the two halves of the pin moving with <strong>v</strong>
          <sub>cA</sub> and <strong>v</strong>
          <sub>cB</sub> (drawn beside the bodies); <strong>v</strong>
          <sub>rel</sub> = <strong>v</strong>
          <sub>cB</sub> − <strong>v</strong>
          <sub>cA</sub>; the impulse <strong>P</strong> on B and −<strong>P</strong> on A.
        </>
      }
    >
      {drawing(WIDE, s)}
    </StaticFigure>
  );
}

/** The figure's shapes and labels in one layout. */
function drawing(at: typeof WIDE, s: ReturnType<typeof jointScenario>): ComponentChildren {
  const { view, inset: INSET } = at;
  const [headAt, headAnchor] = at.heading(view);
  const pin = V2.vec2(0, 0);
  // B is drawn as a rod along its lever arm, from beyond its centre to beyond the pin.
  const along = V2.normalize(s.rB);
  const across = V2.perp(along);
  const rodEnds = [V2.addScaled(s.xB, along, -V2.length(s.rB)), V2.addScaled(pin, along, ROD_OVERHANG)];
  const rod = [
    V2.addScaled(rodEnds[0]!, across, ROD_HALF_WIDTH),
    V2.addScaled(rodEnds[1]!, across, ROD_HALF_WIDTH),
    V2.addScaled(rodEnds[1]!, across, -ROD_HALF_WIDTH),
    V2.addScaled(rodEnds[0]!, across, -ROD_HALF_WIDTH),
  ];
  const radiusA = V2.length(s.rA) * 1.25;
  const j = V2.scale(s.result.j, IMPULSE_SCALE);
  return (
    <>
      {disc(view, { at: s.xA, r: radiusA, color: 'var(--body-a)', fill: 'var(--bg)' })}
      {polygon(view, { points: rod, color: 'var(--body-b)', fill: 'var(--bg)', opacity: 0.7 })}
      {label(view.pt(s.xA, -26, 46), { text: 'A', color: 'var(--body-a)' })}
      {label(view.pt(rodEnds[0]!, -6, 30), { text: 'B', color: 'var(--body-b)' })}
      {dot(view, { at: s.xA, r: 4, color: 'var(--body-a)' })}
      {dot(view, { at: s.xB, r: 4, color: 'var(--body-b)' })}
      {leverArm(view, { body: 'A', from: s.xA, to: pin, dx: -70, dy: 8 })}
      {/* Beside the rod's upper edge, not on the rod. */}
      {leverArm(view, { body: 'B', from: s.xB, to: pin, dx: 67, dy: 24 })}
      {label(headAt, {
        anchor: headAnchor,
        text: 'the pin’s two halves:',
        color: 'var(--fg-soft)',
      })}
      {contactVelocities(view, {
        at: INSET,
        v: [s.vcA, s.vcB],
        scale: VEL_SCALE,
        colors: ['var(--before)', 'var(--before)'],
        cB: [8, 10],
        rel: [-40, -28], // left of the dashed arrow, clear of it and of v_cB
      })}
      {/* Above the tip, outside A's rim. */}
      {labelledArrow(view, {
        from: pin,
        to: j,
        color: 'var(--impulse)',
        width: 3.5,
        sym: 'P',
        text: ' on B',
        dx: -20,
        dy: -14,
      })}
      {labelledArrow(view, {
        from: pin,
        to: V2.neg(j),
        color: 'var(--impulse)',
        width: 3.5,
        prefix: '−',
        sym: 'P',
        text: ' on A',
        dx: -78,
        dy: 14,
      })}
      {dot(view, { at: pin, r: 5, color: 'var(--fg)' })}
    </>
  );
}
