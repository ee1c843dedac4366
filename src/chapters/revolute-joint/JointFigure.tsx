// The page's figure: the two bodies at the K explorer's defaults with their anchors together (no
// drift), the lever arms, both halves of the pin's velocity and the impulse pair. Server-rendered,
// no hydration; every vector comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2, type Vec2 } from '../../solver';
import { Label, LabelledArrow, StaticFigure } from '../../kit/StaticFigure';
import { diagramView } from '../../kit/diagram';
import { fmtVec } from '../../lib/format';
import { jointParams, jointScenario } from './scenario';

const W = 600;
const H = 350;
const PX_PER_M = 120;
/** Metres of arrow per m/s, and per N·s. */
const VEL_SCALE = 0.45;
const IMPULSE_SCALE = 0.4;
/** Where the velocity diagram beside the bodies starts (m). */
const INSET = { x: 1.75, y: 0.45 };
/** B, a rod: its length past its anchor and its half-width (m). */
const ROD_OVERHANG = 0.25;
const ROD_HALF_WIDTH = 0.07;

export default function JointFigure() {
  const s = jointScenario({ ...defaults(jointParams), gapX: 0, gapY: 0 });
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.4, y: H * 0.45 } });
  const { sx, sy } = view;
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
  ]
    .map((p) => `${sx(p)},${sy(p)}`)
    .join(' ');
  const radiusA = V2.length(s.rA) * 1.25;
  const tipA = V2.addScaled(INSET, s.vcA, VEL_SCALE);
  const tipB = V2.addScaled(INSET, s.vcB, VEL_SCALE);
  const j = V2.scale(s.result.j, IMPULSE_SCALE);
  const at = (p: Vec2, dx: number, dy: number) => ({ x: sx(p) + dx, y: sy(p) + dy });
  const nameA = at(s.xA, -26, 46);
  const nameB = at(rodEnds[0]!, -6, 30);
  return (
    <StaticFigure
      id="rj-joint-figure"
      width={W}
      height={H}
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
          <sub>cA</sub>; the impulse <strong>j</strong> on B and −<strong>j</strong> on A.
        </>
      }
    >
      <circle
        cx={sx(s.xA)}
        cy={sy(s.xA)}
        r={radiusA * PX_PER_M}
        fill="var(--bg)"
        stroke="var(--body-a)"
        stroke-width={2}
      />
      <polygon points={rod} fill="var(--bg)" fill-opacity={0.7} stroke="var(--body-b)" stroke-width={2} />
      <Label x={nameA.x} y={nameA.y} text="A" color="var(--body-a)" />
      <Label x={nameB.x} y={nameB.y} text="B" color="var(--body-b)" />
      <circle cx={sx(s.xA)} cy={sy(s.xA)} r={4} fill="var(--body-a)" />
      <circle cx={sx(s.xB)} cy={sy(s.xB)} r={4} fill="var(--body-b)" />
      <LabelledArrow
        from={s.xA}
        to={pin}
        color="var(--body-a)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'A', vector: true }}
        dx={-70}
        dy={8}
      />
      <LabelledArrow
        from={s.xB}
        to={pin}
        color="var(--body-b)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'B', vector: true }}
        // Beside the rod's upper edge, not on the rod.
        dx={67}
        dy={24}
      />
      <Label
        x={sx(INSET) - 12}
        y={sy(INSET) + 5}
        anchor="end"
        text="the pin’s two halves:"
        color="var(--fg-soft)"
      />
      <circle cx={sx(INSET)} cy={sy(INSET)} r={3.5} fill="var(--fg)" />
      <LabelledArrow
        from={INSET}
        to={tipA}
        color="var(--before)"
        sx={sx}
        sy={sy}
        label={{ sym: 'v', sub: 'cA', vector: true }}
      />
      <LabelledArrow
        from={INSET}
        to={tipB}
        color="var(--before)"
        sx={sx}
        sy={sy}
        label={{ sym: 'v', sub: 'cB', vector: true }}
        dx={8}
        dy={10}
      />
      <LabelledArrow
        from={tipA}
        to={tipB}
        color="var(--after)"
        sx={sx}
        sy={sy}
        dashed
        label={{ sym: 'v', sub: 'rel', vector: true }}
        // Left of the dashed arrow, clear of it and of v_cB.
        dx={-40}
        dy={-28}
      />
      <LabelledArrow
        from={pin}
        to={j}
        color="var(--impulse)"
        width={3.5}
        sx={sx}
        sy={sy}
        label={{ sym: 'j', vector: true, text: ' on B' }}
        // Above the tip, outside A's rim.
        dx={-20}
        dy={-14}
      />
      <LabelledArrow
        from={pin}
        to={V2.neg(j)}
        color="var(--impulse)"
        width={3.5}
        sx={sx}
        sy={sy}
        label={{ prefix: '−', sym: 'j', vector: true, text: ' on A' }}
        dx={-78}
        dy={14}
      />
      <circle cx={sx(pin)} cy={sy(pin)} r={5} fill="var(--fg)" />
    </StaticFigure>
  );
}
