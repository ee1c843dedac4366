// The page's figure: the collision widget's two bodies at the defaults, with every name the
// derivation uses: the contact point, n (A → B) and t, the lever arms r_A and r_B, and the contact
// points' velocities v_cA, v_cB and v_rel = v_cB − v_cA. Server-rendered, no hydration; the
// geometry comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2, type Vec2 } from '../../solver';
import { Label, LabelledArrow, StaticFigure } from '../../kit/StaticFigure';
import { diagramView } from '../../kit/diagram';
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
/** Where the velocity diagram beside the bodies starts (m). */
const INSET = { x: 2.3, y: -0.75 };
/** Far enough to cover the view (m): the half-planes the bodies are clipped to. */
const FAR = 20;

export default function ContactFigure() {
  const s = collisionScenario(defaults(collisionParams));
  const { n, rA, rB } = s.c;
  const t = V2.perp(n);
  const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.36, y: H * 0.52 } });
  const { sx, sy } = view;
  const o = V2.vec2(0, 0);
  /** The half-plane on one side of the contact plane, as an SVG polygon. */
  const half = (side: 1 | -1) =>
    [
      V2.scale(t, -FAR),
      V2.scale(t, FAR),
      V2.add(V2.scale(t, FAR), V2.scale(n, side * FAR)),
      V2.add(V2.scale(t, -FAR), V2.scale(n, side * FAR)),
    ]
      .map((p) => `${sx(p)},${sy(p)}`)
      .join(' ');
  const vcA = V2.pointVelocity(s.a.v, s.a.w, rA);
  const vcB = V2.pointVelocity(s.b.v, s.b.w, rB);
  const tipA = V2.addScaled(INSET, vcA, VEL_SCALE);
  const tipB = V2.addScaled(INSET, vcB, VEL_SCALE);
  const plane = (k: number) => V2.scale(t, k);
  const body = (x: Vec2, r: Vec2, side: 1 | -1, color: string, id: string) => (
    <g>
      <clipPath id={id}>
        <polygon points={half(side)} />
      </clipPath>
      <circle
        cx={sx(x)}
        cy={sy(x)}
        r={V2.length(r) * BODY_REACH * PX_PER_M}
        fill="var(--bg)"
        stroke={color}
        stroke-width={2}
        clip-path={`url(#${id})`}
      />
      <circle cx={sx(x)} cy={sy(x)} r={4} fill={color} />
    </g>
  );
  return (
    <StaticFigure
      id="ni-contact-figure"
      width={W}
      height={H}
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
      {body(s.xA, rA, -1, 'var(--body-a)', 'ni-contact-figure-a')}
      {body(s.xB, rB, 1, 'var(--body-b)', 'ni-contact-figure-b')}
      <line
        x1={sx(plane(-2))}
        y1={sy(plane(-2))}
        x2={sx(plane(2))}
        y2={sy(plane(2))}
        stroke="var(--fg-soft)"
        stroke-dasharray="6 5"
      />
      <Label x={sx(s.xA) - 40} y={sy(s.xA) + 56} text="A" color="var(--body-a)" />
      <Label x={sx(s.xB) + 40} y={sy(s.xB) - 30} text="B" color="var(--body-b)" />
      <LabelledArrow
        from={s.xA}
        to={o}
        color="var(--body-a)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'A', vector: true }}
        dx={-64}
        dy={26}
      />
      <LabelledArrow
        from={s.xB}
        to={o}
        color="var(--body-b)"
        width={2}
        sx={sx}
        sy={sy}
        label={{ sym: 'r', sub: 'B', vector: true }}
        dx={26}
        dy={-2}
      />
      <LabelledArrow
        from={o}
        to={V2.scale(n, AXIS_LEN)}
        color="var(--fg)"
        sx={sx}
        sy={sy}
        label={{ sym: 'n', vector: true }}
        dx={6}
        dy={-8}
      />
      <LabelledArrow
        from={o}
        to={V2.scale(t, AXIS_LEN)}
        color="var(--fg)"
        sx={sx}
        sy={sy}
        label={{ sym: 't', vector: true }}
        dx={8}
        dy={4}
      />
      <circle cx={sx(o)} cy={sy(o)} r={4.5} fill="var(--fg)" />
      <Label x={sx(INSET) - 20} y={sy(INSET) - 44} text="contact-point velocities" color="var(--fg-soft)" />
      <circle cx={sx(INSET)} cy={sy(INSET)} r={3.5} fill="var(--fg)" />
      <LabelledArrow
        from={INSET}
        to={tipA}
        color="var(--body-a)"
        sx={sx}
        sy={sy}
        label={{ sym: 'v', sub: 'cA', vector: true }}
      />
      <LabelledArrow
        from={INSET}
        to={tipB}
        color="var(--body-b)"
        sx={sx}
        sy={sy}
        label={{ sym: 'v', sub: 'cB', vector: true }}
        dx={-44}
        dy={16}
      />
      <LabelledArrow
        from={tipA}
        to={tipB}
        color="var(--after)"
        sx={sx}
        sy={sy}
        dashed
        label={{ sym: 'v', sub: 'rel', vector: true }}
        dx={40}
        dy={22}
      />
    </StaticFigure>
  );
}
