// The page's figure: the contact widget's disc sliding on the ground at the defaults, with the
// tangent t = (−n_y, n_x) pointing left, the slide (v_t < 0: to the right) and the friction impulse
// j_t·t (j_t > 0: to the left, against the slide). Server-rendered, no hydration; the numbers come
// from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2, type Vec2 } from '../../solver';
import type { ComponentChildren } from 'preact';
import {
  NARROW_WIDTH,
  StaticFigure,
  diagramView,
  disc,
  dot,
  label,
  labelledArrow,
  leverArm,
} from '../../kit/svg';
import { fmt } from '../../lib/format';
import { frictionParams, frictionScenario } from './scenario';

const W = 600;
const H = 300;
const PX_PER_M = 330;
/** The drawn normal and tangent (m); metres of arrow per m/s and per N·s. */
const AXIS_LEN = 0.26;
const VEL_SCALE = 0.045;
const IMPULSE_SCALE = 0.32;
/**
 * The two layouts. Wide: n and t beside the disc (`axes`, m in the ground's frame), each arrow's name
 * beside its tip. Narrow (a phone's column): n and t above the disc's left, under their heading; the
 * disc's name on its right; under the ground, the slide and the ground's impulse, and their names and
 * the ground's on rows of their own at the left edge (`rows`: their baselines), where each is clear of
 * the arrows at any text scale.
 */
const WIDE = {
  view: diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.45, y: H * 0.66 } }),
  axes: V2.vec2(0.78, 0.12),
  /** Where −j_t t on A is drawn (m below the contact). */
  onA: 0.13,
  rows: null,
};
const NARROW = {
  view: diagramView({ width: NARROW_WIDTH, height: 340, pxPerM: 240, anchor: { x: 215, y: 185 } }),
  axes: V2.vec2(-0.54, 0.354),
  onA: 0.25,
  rows: { slide: 226, onA: 282, ground: 322 },
};

export default function GroundFigure() {
  const s = frictionScenario(defaults(frictionParams));
  const t = s.friction.t;
  return (
    <StaticFigure
      id="fr-ground-figure"
      view={WIDE.view}
      narrow={{ view: NARROW.view, children: drawing(NARROW, s) }}
      title="The tangent on the ground, and which way friction pushes"
      desc={`A disc B rests its lowest point on the immovable ground A. The normal n points up, from A to B. The tangent is n turned a quarter turn counter-clockwise, t = (−n_y, n_x) = (${fmt(t.x)}, ${fmt(t.y)}): it points to the left. The disc's contact point slides to the right at ${fmt(Math.abs(s.friction.vt))} m/s, so its velocity along t is v_t = ${fmt(s.friction.vt)} m/s, negative. The friction impulse on B is j_t t with j_t = ${fmt(s.friction.jt)} N·s, positive, so it points along t, to the left, against the slide; the ground receives −j_t t, to the right.`}
      caption={
        <>
          With A below and <strong>n</strong> pointing up, <strong>t</strong> = (−n<sub>y</sub>, n<sub>x</sub>
          ) points <em>left</em>. A disc sliding right has v<sub>t</sub> &lt; 0, and friction answers with j
          <sub>t</sub> &gt; 0: a push along <strong>t</strong>, to the left.
        </>
      }
    >
      {drawing(WIDE, s)}
    </StaticFigure>
  );
}

/** The figure's shapes and labels in one layout. */
function drawing(at: typeof WIDE | typeof NARROW, s: ReturnType<typeof frictionScenario>): ComponentChildren {
  const { view, axes: AXES, rows } = at;
  const { n, rB } = s.c;
  const t = s.friction.t;
  const o = V2.vec2(0, 0);
  const radius = V2.length(rB);
  const slide = V2.scale(t, s.friction.vt); // the contact's sliding velocity along t (after the normal impulse)
  const onB = V2.scale(t, s.friction.jt * IMPULSE_SCALE);
  const groundY = view.y(o);
  /** A label's offset from an arrow's tip that puts it at the left edge on baseline `y` (narrow). */
  const row = (tip: Vec2, y: number) => ({ dx: 12 - view.x(tip), dy: y - view.y(tip) });
  return (
    <>
      <line x1={0} y1={groundY} x2={view.width} y2={groundY} stroke="var(--body-a)" stroke-width={2.5} />
      <rect
        x={0}
        y={groundY}
        width={view.width}
        height={view.height - groundY}
        fill="var(--body-a)"
        fill-opacity={0.12}
      />
      {label(rows ? { x: 12, y: rows.ground } : { x: 16, y: groundY + 30 }, {
        text: 'A (the ground, immovable)',
        color: 'var(--body-a)',
      })}
      {disc(view, { at: s.xB, r: radius, color: 'var(--body-b)', fill: 'var(--bg)' })}
      {dot(view, { at: s.xB, r: 4, color: 'var(--body-b)' })}
      {label(
        // Left of the disc; right of it in the narrow layout, where n and t are on its left.
        { x: view.x(s.xB) + (rows ? view.len(radius) + 8 : -view.len(radius) - 26), y: view.y(s.xB) },
        { text: 'B', color: 'var(--body-b)' },
      )}
      {leverArm(view, { body: 'B', from: s.xB, to: o, dx: 8, dy: -24 })}
      {/* The contact basis, drawn beside the disc so it does not hide r_B (which lies along n). */}
      {labelledArrow(view, { from: AXES, to: V2.addScaled(AXES, n, AXIS_LEN), sym: 'n', dx: -22, dy: 8 })}
      {labelledArrow(view, {
        from: AXES,
        to: V2.addScaled(AXES, t, AXIS_LEN),
        sym: 't',
        text: ` = (${fmt(t.x)}, ${fmt(t.y)})`,
        dx: -10,
        dy: rows ? 24 : -12,
      })}
      {dot(view, { at: AXES, r: 3, color: 'var(--fg)' })}
      {rows
        ? label({ x: 96, y: 24 }, { text: 'the contact basis', color: 'var(--fg-soft)' })
        : label(view.pt(AXES, 6, 24), { text: 'the contact basis', color: 'var(--fg-soft)', anchor: 'end' })}
      {labelledArrow(view, {
        from: V2.vec2(0, -0.05),
        to: V2.addScaled(V2.vec2(0, -0.05), slide, VEL_SCALE),
        color: 'var(--before)',
        dashed: true,
        sym: 'v',
        sub: 't',
        text: ' t: sliding right',
        vector: false,
        ...(rows ? row(V2.addScaled(V2.vec2(0, -0.05), slide, VEL_SCALE), rows.slide) : { dx: 8, dy: 6 }),
      })}
      {labelledArrow(view, {
        from: V2.vec2(0, 0.025),
        to: V2.add(V2.vec2(0, 0.025), onB),
        color: 'var(--impulse)',
        width: 4,
        sym: 'j',
        sub: 't',
        text: ' t on B',
        vector: false,
        dx: -96,
        dy: -8,
      })}
      {labelledArrow(view, {
        from: V2.vec2(0, -at.onA),
        to: V2.addScaled(V2.vec2(0, -at.onA), onB, -1),
        color: 'var(--impulse)',
        width: 4,
        prefix: '−',
        sym: 'j',
        sub: 't',
        text: ' t on A',
        vector: false,
        ...(rows ? row(V2.addScaled(V2.vec2(0, -at.onA), onB, -1), rows.onA) : { dx: 8, dy: 16 }),
      })}
      {dot(view, { at: o, r: 4.5, color: 'var(--fg)' })}
    </>
  );
}
