// The page's figure: the lever-arm widget's box at its defaults, with the names the derivation uses
// (r_A, r_B, n, the line of action, the lever arm ℓ, θ, the radius of gyration ρ). Server-rendered,
// no hydration; the geometry comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2 } from '../../solver';
import { Label, LabelledArrow, StaticFigure } from '../../kit/StaticFigure';
import { diagramView } from '../../kit/diagram';
import { fmt } from '../../lib/format';
import { BALL_R, BOX_H, BOX_W, emParams, emScenario } from './scenario';

const W = 600;
const H = 360;
const PX_PER_M = 220;
/** Length of the drawn normal, and how far the dashed line of action runs past the box (m). */
const NORMAL_LEN = 0.45;
const LINE_REACH = 0.2;
/** Side of the right-angle mark where the lever arm meets the line of action (m). */
const CORNER = 0.05;

export default function LeverFigure() {
  const s = emScenario(defaults(emParams));
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.42, y: H * 0.42 } });
  const { sx, sy } = view;
  const centre = V2.vec2(0, 0);
  const { contact, n, foot } = s;
  const lineFrom = V2.addScaled(contact, n, -(BALL_R * 2 + 0.05));
  const lineTo = V2.addScaled(contact, n, BOX_H + LINE_REACH);
  // The right-angle mark at the foot of the lever arm, on the centre's side of the line.
  const back = V2.scale(V2.normalize(V2.sub(centre, foot)), CORNER);
  const up = V2.scale(n, CORNER);
  const mark = [V2.add(foot, back), V2.add(V2.add(foot, back), up), V2.add(foot, up)]
    .map((p) => `${sx(p)},${sy(p)}`)
    .join(' ');
  // θ, the angle from r_B to n, drawn as an arc at the contact point.
  const arcR = 0.13;
  const start = V2.addScaled(contact, V2.normalize(s.rB), arcR);
  const end = V2.addScaled(contact, n, arcR);
  return (
    <StaticFigure
      id="em-lever-figure"
      width={W}
      height={H}
      title="The lever arm of a push on box B"
      desc={`Box B, ${fmt(BOX_W)} m wide and ${fmt(BOX_H)} m tall, is pushed at a point on its bottom face ${fmt(s.p.s)} m from the middle by ball A, which touches it from below. The push direction n points up from A into B. r_B runs from B's centre of mass to the contact point, and r_A from A's centre straight up to it. The dashed line through the contact point along n is the line of action; the lever arm ℓ = r_B × n = ${fmt(s.lever)} m is the perpendicular from B's centre to that line, meeting it at a right angle. θ is the angle from r_B to n. The dashed circle around B's centre has the radius of gyration ρ = √(I/m) = ${fmt(s.rho)} m.`}
      caption={
        <>
          The lever-arm widget’s starting configuration: the push <strong>n</strong> along the line of action
          (dashed), the lever arm ℓ = <strong>r</strong>
          <sub>B</sub> × <strong>n</strong> perpendicular to it, and the radius of gyration ρ (dashed circle).
        </>
      }
    >
      <rect
        x={sx({ x: -BOX_W / 2, y: 0 })}
        y={sy({ x: 0, y: BOX_H / 2 })}
        width={BOX_W * PX_PER_M}
        height={BOX_H * PX_PER_M}
        fill="var(--bg)"
        stroke="var(--body-b)"
        stroke-width={2}
      />
      <circle
        cx={sx(s.xA)}
        cy={sy(s.xA)}
        r={BALL_R * PX_PER_M}
        fill="var(--bg)"
        stroke="var(--body-a)"
        stroke-width={2}
      />
      <circle
        cx={sx(centre)}
        cy={sy(centre)}
        r={s.rho * PX_PER_M}
        fill="none"
        stroke="var(--body-b)"
        stroke-width={1.2}
        stroke-dasharray="4 4"
      />
      <line
        x1={sx(lineFrom)}
        y1={sy(lineFrom)}
        x2={sx(lineTo)}
        y2={sy(lineTo)}
        stroke="var(--fg-soft)"
        stroke-width={1.2}
        stroke-dasharray="7 5"
      />
      <Label x={sx(lineTo) + 8} y={sy(lineTo) + 16} text="line of action" color="var(--fg-soft)" />
      <Label
        x={sx(centre) - s.rho * PX_PER_M * 0.71 - 6}
        y={sy(centre) + s.rho * PX_PER_M * 0.71 + 16}
        sym="ρ"
        anchor="end"
        color="var(--body-b)"
      />
      <Label
        x={sx({ x: -BOX_W / 2, y: 0 }) + 10}
        y={sy({ x: 0, y: BOX_H / 2 }) + 24}
        text="B"
        color="var(--body-b)"
      />
      <Label x={sx(s.xA) - BALL_R * PX_PER_M - 24} y={sy(s.xA) + 6} text="A" color="var(--body-a)" />
      <line
        x1={sx(centre)}
        y1={sy(centre)}
        x2={sx(foot)}
        y2={sy(foot)}
        stroke="var(--after)"
        stroke-width={3.5}
      />
      <polyline points={mark} fill="none" stroke="var(--after)" stroke-width={1.5} />
      <Label x={(sx(centre) + sx(foot)) / 2 - 6} y={sy(foot) - 10} sym="ℓ" color="var(--after)" />
      <path
        d={`M ${sx(start)} ${sy(start)} A ${arcR * PX_PER_M} ${arcR * PX_PER_M} 0 0 0 ${sx(end)} ${sy(end)}`}
        fill="none"
        stroke="var(--fg)"
        stroke-width={1.2}
      />
      <Label x={sx(contact) + 34} y={sy(contact) - 6} sym="θ" />
      <circle cx={sx(centre)} cy={sy(centre)} r={4} fill="var(--body-b)" />
      <circle cx={sx(s.xA)} cy={sy(s.xA)} r={3.5} fill="var(--body-a)" />
      <LabelledArrow
        from={centre}
        to={contact}
        color="var(--body-b)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'B', vector: true }}
        dx={-70}
        dy={-30}
      />
      <LabelledArrow
        from={s.xA}
        to={contact}
        color="var(--body-a)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'A', vector: true }}
        dx={8}
        dy={34}
      />
      <LabelledArrow
        from={contact}
        to={V2.addScaled(contact, n, NORMAL_LEN)}
        color="var(--fg)"
        sx={sx}
        sy={sy}
        label={{ sym: 'n', vector: true }}
        dx={8}
        dy={4}
      />
      <circle cx={sx(contact)} cy={sy(contact)} r={4.5} fill="var(--fg)" />
    </StaticFigure>
  );
}
