// The page's figure: the contact basis {n, t0, t1} at the widget's default collision, in an oblique
// view (x right, y up, z toward the reader drawn down and to the left). Server-rendered, no
// hydration. Every vector is computed with the solver through the page's scenario.
import { defaults } from '../../params/spec';
import { V3, type Vec2, type Vec3 } from '../../solver';
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
  polygon,
  type SvgPoint,
  type View,
} from '../../kit/svg';
import { fmt } from '../../lib/format';
import { sphereCollisionParams, sphereCollisionScenario } from './scenario';

const W = 620;
const H = 420;
const PX_PER_M = 88;
/** How far a unit of z moves a point left and down on the page (the oblique view). */
const Z_SLANT = 0.42;
/** Metres of arrow per unit basis vector, and per m/s of velocity. */
const BASIS_LEN = 1;
const VEL_SCALE = 0.5;
/**
 * The two layouts. Wide: the velocity diagram beside the bodies (`inset`: where it starts, m in the
 * view's plane), its heading above it, B's centre of mass named beside it. Narrow (a phone's column):
 * the velocity diagram below the bodies, its heading at the left edge, and the centre of mass named
 * above B, where there is room for the words (`com`: where that name ends).
 */
const WIDE = {
  view: diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.33, y: H * 0.5 } }),
  inset: { x: 2.75, y: 1.3 },
  heading: (view: View) => view.pt({ x: 2.75, y: 1.3 }, -40, -16),
  com: null as SvgPoint | null,
  t1: { dx: 4, dy: -10 },
};
const NARROW = {
  view: diagramView({ width: NARROW_WIDTH, height: 500, pxPerM: 72, anchor: { x: 160, y: 190 } }),
  inset: { x: -0.14, y: -2.71 },
  heading: () => ({ x: 12, y: 365 }),
  com: { x: NARROW_WIDTH - 8, y: 26 },
  // t₁'s name right of its tip: above it, in this steeper drawing, it runs into r_B's, and below it
  // into t₀'s once the words grow on a small phone.
  t1: { dx: 12, dy: 5 },
};
/** Half the side of the drawn patch of the tangent plane (m). */
const PLANE_HALF = 1.5;

export default function BasisFigure() {
  const s = sphereCollisionScenario(defaults(sphereCollisionParams));
  return (
    <StaticFigure
      id="sp-basis-figure"
      view={WIDE.view}
      narrow={{ view: NARROW.view, children: drawing(NARROW, s) }}
      title="The contact basis n, t₀, t₁"
      desc={`Sphere A below and ball B above touch at one point, where the tangent plane is drawn as a parallelogram. The unit normal n points up, from A toward B. The lever arm r_A runs from A's centre straight up to the contact point, parallel to n. B's centre of mass is off its geometric centre by ${fmt(s.d, 3)} m, so r_B, from B's centre of mass to the contact point, leans away from n. The relative velocity of the contact points, v_rel, points down into the plane: its normal part v_n n (v_n = ${fmt(s.normal.vn, 3)} m/s, approaching) and its tangential part v_t t₀ (v_t = ${fmt(s.variant.vt, 3)} m/s). t₀ is the unit vector along that tangential part, and t₁ = n × t₀ completes a right-handed basis; t₁ is perpendicular to the sliding.`}
      caption={
        <>
          The contact basis at the widget’s starting collision: <strong>n</strong> from A to B,{' '}
          <strong>t</strong>
          <sub>0</sub> along the sliding part of <strong>v</strong>
          <sub>rel</sub>, <strong>t</strong>
          <sub>1</sub> = <strong>n</strong> × <strong>t</strong>
          <sub>0</sub>. The tangent plane is drawn in an oblique view (the third axis runs toward you, down
          and to the left).
        </>
      }
    >
      {drawing(WIDE, s)}
    </StaticFigure>
  );
}

/** The figure's shapes and labels in one layout. */
function drawing(layout: typeof WIDE, s: ReturnType<typeof sphereCollisionScenario>): ComponentChildren {
  const { view, inset: INSET } = layout;
  const { n } = s.c;
  const { t0, t1 } = s.variant;
  const project = (p: Vec3): Vec2 => ({ x: p.x - Z_SLANT * p.z, y: p.y - Z_SLANT * p.z });
  const P = (p: Vec3) => project(p);
  const o = V3.zero();
  const corner = (a: number, b: number) => P({ x: a * PLANE_HALF, y: 0, z: b * PLANE_HALF });
  const plane = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
  const centreA = P(s.xA);
  const geoB = P(s.gB);
  const comB = P(s.xB);
  const vt = V3.scale(t0, s.variant.vt);
  const vn = V3.scale(n, s.normal.vn);
  const end = (v: Vec3, k: number) => P(V3.scale(v, k));
  /** A velocity drawn from the start of the velocity diagram. */
  const at = (v: Vec3): Vec2 => {
    const q = end(v, VEL_SCALE);
    return { x: INSET.x + q.x, y: INSET.y + q.y };
  };
  return (
    <>
      {polygon(view, { points: plane, color: 'var(--fg-soft)', fill: 'var(--bg)', width: 1.5 })}
      {disc(view, { at: centreA, r: s.p.RA, color: 'var(--body-a)', fill: 'none' })}
      {disc(view, { at: geoB, r: s.p.RB, color: 'var(--body-b)', fill: 'none' })}
      {label(view.pt(centreA, -104, 50), { text: 'A', color: 'var(--body-a)' })}
      {label(view.pt(geoB, -104, -40), { text: 'B', color: 'var(--body-b)' })}
      {dot(view, { at: centreA, r: 4, color: 'var(--body-a)' })}
      {dot(view, { at: geoB, r: 3, color: 'none', stroke: 'var(--body-b)', width: 1.5 })}
      {dot(view, { at: comB, r: 4.5, color: 'var(--body-b)' })}
      {label(layout.com ?? view.pt(comB, 8, -6), {
        text: 'centre of mass of B',
        color: 'var(--body-b)',
        anchor: layout.com ? 'end' : 'start',
      })}
      {leverArm(view, { body: 'A', from: centreA, to: P(o), dx: -30, dy: 52 })}
      {leverArm(view, { body: 'B', from: comB, to: P(o), dx: 34, dy: -40 })}
      {labelledArrow(view, { from: P(o), to: end(n, BASIS_LEN), sym: 'n', dx: -20, dy: 0 })}
      {labelledArrow(view, { from: P(o), to: end(t0, BASIS_LEN), sym: 't', sub: '0', dx: 6, dy: 16 })}
      {labelledArrow(view, { from: P(o), to: end(t1, BASIS_LEN), sym: 't', sub: '1', ...layout.t1 })}
      {label(layout.heading(view), { text: 'velocities at the contact', color: 'var(--fg-soft)' })}
      {labelledArrow(view, {
        from: INSET,
        to: at(s.vRel),
        color: 'var(--before)',
        sym: 'v',
        sub: 'rel',
        dx: -52,
        dy: -30,
      })}
      {labelledArrow(view, {
        from: INSET,
        to: at(vt),
        color: 'var(--after)',
        dashed: true,
        sym: 'v',
        sub: 't',
        text: ' t₀',
        vector: false,
        textVector: true,
        dx: 8,
        dy: 4,
      })}
      {labelledArrow(view, {
        from: at(vt),
        to: at(V3.add(vt, vn)),
        color: 'var(--after)',
        dashed: true,
        sym: 'v',
        sub: 'n',
        text: ' n',
        vector: false,
        textVector: true,
        dx: 10,
        dy: 0,
      })}
      {dot(view, { at: P(o), r: 4, color: 'var(--fg)' })}
    </>
  );
}
