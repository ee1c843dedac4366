// The 3D collision as two orthographic views drawn from scenario output: a front view (x–y, the
// normal pointing up) and a top view (x–z, looking down the normal onto the contact plane). The
// views map metres to pixels and nothing else; all physics is in `s`.
import type { SphereCollision } from './scenario';
import { fmt } from '../../lib/format';
import { fmtVec3 } from './format';
import { V3, type Vec2, type Vec3 } from '../../solver';
import {
  DiagramFigure,
  type LabelLayout,
  type SvgPoint,
  type View,
  around,
  arrow,
  diagramView,
  disc,
  dot,
  labelLayout,
  segment,
  text,
  fontSize,
} from '../../kit/svg';

const W = 320;
const H = 340;
/** World half-width shown, in units of the larger radius (front view; the top view shows less). */
const HALF_WIDTH_R = 1.5;
const TOP_HALF_WIDTH_R = 1.3;
/** Margin above and below the bodies in the front view, in units of the larger radius. */
const MARGIN_R = 0.25;
/** Arrow length per m/s and per N·s, in units of the larger radius; longest arrow drawn. */
const VEL_R = 0.35;
const IMPULSE_R = 0.35;
const MAX_ARROW_R = 1.25;
const AXIS_R = 0.75;
/** How far left of the contact point the front view draws n, in units of R. */
const N_BESIDE_R = 0.45;
/** Stroke widths: impulses thick, velocities before as a wide grey band under the thin "after" ones. */
const IMPULSE_WIDTH = 6;
const BEFORE_WIDTH = 4;
const AFTER_WIDTH = 2;
/** A projected basis arrow shorter than this (in units of R) is drawn as ⊙/⊗ instead. */
const FORESHORTENED = 0.12;

const C = {
  before: 'var(--before)',
  normal: 'var(--sp-normal)',
  variant: 'var(--sp-variant)',
  a: 'var(--body-a)',
  b: 'var(--body-b)',
  fg: 'var(--fg)',
  soft: 'var(--fg-soft)',
};

type Side = 'front' | 'top';

/** World point → the view's plane coordinates (metres, y up on screen). Top view: z points down. */
function project(side: Side, p: Vec3): Vec2 {
  return side === 'front' ? { x: p.x, y: p.y } : { x: p.x, y: -p.z };
}

function clampLength(v: Vec3, max: number): Vec3 {
  const l = V3.length(v);
  return l > max ? V3.scale(v, max / l) : v;
}

export function SpViews({ s }: { s: SphereCollision }) {
  const R = Math.max(s.p.RA, s.p.RB);
  const spanY = 2 * s.p.RA + 2 * s.p.RB + 2 * MARGIN_R * R;
  const scale = Math.min(W / (2 * HALF_WIDTH_R * R), H / spanY);
  const topScale = Math.min(W, H) / (2 * TOP_HALF_WIDTH_R * R);
  return (
    <div class="sp-views">
      <FrontView s={s} R={R} scale={scale} />
      <TopView s={s} R={R} scale={topScale} />
    </div>
  );
}

interface ViewProps {
  s: SphereCollision;
  R: number;
  scale: number;
}

function FrontView({ s, R, scale }: ViewProps) {
  const side: Side = 'front';
  const view = diagramView({ width: W, height: H, pxPerM: scale, at: { x: 0, y: s.p.RB - s.p.RA } });
  const P = (p: Vec3) => project(side, p);
  const O: Vec3 = { x: 0, y: 0, z: 0 };
  const vel = (v: Vec3) => clampLength(V3.scale(v, VEL_R * R), MAX_ARROW_R * R);
  const imp = (v: Vec3) => clampLength(V3.scale(v, IMPULSE_R * R), MAX_ARROW_R * R);
  const vector = (from: Vec3, d: Vec3, color: string, width: number, key: string) =>
    arrow(view, { key, from: P(from), to: P(V3.add(from, d)), color, width });
  const applied = s.noImpulseReason === null;
  const bodies = [
    {
      name: 'A',
      x: s.xA,
      g: s.xA,
      radius: s.p.RA,
      color: C.a,
      fixed: s.a.invMass === 0,
      v: s.a.v,
      vn: s.afterNormal.a.v,
      vv: s.afterVariant.a.v,
    },
    {
      name: 'B',
      x: s.xB,
      g: s.gB,
      radius: s.p.RB,
      color: C.b,
      fixed: s.b.invMass === 0,
      v: s.b.v,
      vn: s.afterNormal.b.v,
      vv: s.afterVariant.b.v,
    },
  ];
  const tip = (d: Vec3, scaleR: number) => P(V3.scale(d, scaleR * R));
  const nFoot = V3.vec3(-N_BESIDE_R * R, 0, 0);
  return (
    <DiagramFigure
      id="sp-front"
      view={view}
      title="Front view (x to the right, y up) of the two bodies at the moment of contact"
      desc={describeFront(s)}
      data-view="front"
      caption="Front view: the normal n points up, from A to B. Dots are centres of mass; the cross is B’s geometric centre."
    >
      <line x1={0} y1={view.y(P(O))} x2={W} y2={view.y(P(O))} stroke={C.soft} stroke-dasharray="6 5" />
      {bodies.map((b) => (
        <g key={b.name} data-body={b.name}>
          {disc(view, {
            at: P(b.g),
            r: b.radius,
            color: b.color,
            opacity: b.fixed ? 0.3 : 0.13,
            dash: b.fixed ? '2 4' : undefined,
          })}
          {segment(view, { from: P(b.x), to: P(O), color: b.color, width: 1.5 })}
          {b.name === 'B' ? <Cross view={view} at={P(b.g)} color={b.color} /> : null}
          {dot(view, { at: P(b.x), r: 4, color: b.color, 'data-com': b.name })}
          {/* The name on the side the body's velocity arrow does not point to. */}
          {text(
            { x: view.x(P(b.g)) + (b.v.x < 0 ? 0.75 : -0.75) * b.radius * scale, y: view.y(P(b.g)) + 5 },
            { color: b.color, bold: true, size: 16, anchor: b.v.x < 0 ? 'end' : 'start' },
            b.name,
          )}
          {b.fixed ? (
            text(
              { x: view.x(P(b.g)) - 26, y: view.y(P(b.g)) + 0.55 * b.radius * scale },
              { color: b.color, size: 16 },
              'immovable',
            )
          ) : (
            <>
              {vector(b.x, vel(b.v), C.before, BEFORE_WIDTH, 'v0')}
              {applied ? vector(b.x, vel(b.vn), C.normal, AFTER_WIDTH, 'vn') : null}
              {applied ? vector(b.x, vel(b.vv), C.variant, AFTER_WIDTH, 'vv') : null}
            </>
          )}
        </g>
      ))}
      {/* n is drawn beside the contact point, so that the impulses at the point do not hide it. */}
      {vector(nFoot, V3.scale(s.c.n, AXIS_R * R), C.fg, 1.5, 'n')}
      {text(
        { x: view.x(P(nFoot)) - 16, y: view.y(tip(s.c.n, AXIS_R * 0.8)) + 4 },
        { color: C.fg, bold: true },
        'n',
      )}
      {applied ? (
        <g data-impulses="">
          {vector(O, imp(s.afterNormal.P), C.normal, IMPULSE_WIDTH, 'Pn')}
          {vector(O, imp(s.afterVariant.P), C.variant, IMPULSE_WIDTH - 2, 'Pv')}
        </g>
      ) : null}
      {dot(view, { at: P(O), r: 4, color: C.fg })}
      <Axes x={W - 52} y={H - 12} labels={['x', 'y']} down={false} />
    </DiagramFigure>
  );
}

function TopView({ s, R, scale }: ViewProps) {
  const side: Side = 'top';
  const view = diagramView({ width: W, height: H, pxPerM: scale });
  const P = (p: Vec3) => project(side, p);
  const O: Vec3 = { x: 0, y: 0, z: 0 };
  const vel = (v: Vec3) => clampLength(V3.scale(v, VEL_R * R), MAX_ARROW_R * R);
  const imp = (v: Vec3) => clampLength(V3.scale(v, IMPULSE_R * R), MAX_ARROW_R * R);
  const tangential = (v: Vec3) => V3.sub(v, V3.scale(s.c.n, V3.dot(v, s.c.n)));
  // The arrows tell the layout where their shafts run; the labels, placed after them, keep clear.
  const layout = labelLayout(view);
  const vector = (d: Vec3, color: string, width: number, key: string) =>
    arrow(view, { key, from: P(O), to: P(d), color, width, avoid: layout });
  const applied = s.noImpulseReason === null;
  const slips = (
    <g data-slip="">
      {vector(vel(tangential(s.vRel)), C.before, BEFORE_WIDTH, 'slip0')}
      {applied ? vector(vel(tangential(s.afterNormal.vRel)), C.normal, AFTER_WIDTH, 'slipn') : null}
      {applied ? vector(vel(tangential(s.afterVariant.vRel)), C.variant, AFTER_WIDTH, 'slipv') : null}
    </g>
  );
  const impulses = applied ? (
    <g data-impulses="" opacity={0.75}>
      {vector(imp(tangential(s.afterVariant.P)), C.variant, IMPULSE_WIDTH, 'Pvt')}
    </g>
  ) : null;
  return (
    <DiagramFigure
      id="sp-top"
      view={view}
      title="Top view (x to the right, z down), looking down the normal onto the contact plane"
      desc={describeTop(s)}
      data-view="top"
      caption="Top view: n points at you. Thin arrows: how fast B’s contact point slides over A’s (tangential v_rel); thick: the variant’s tangential impulse on B."
    >
      {disc(view, { at: P(O), r: s.p.RA, color: C.a, opacity: 0.08, width: 1.5, dash: '4 4' })}
      {disc(view, { at: P(O), r: s.p.RB, color: C.b, opacity: 0.1 })}
      {segment(view, { from: P(s.xB), to: P(O), color: C.b, width: 1.5 })}
      {dot(view, { at: P(s.xB), r: 4, color: C.b, 'data-com': 'B' })}
      <Basis side={side} s={s} R={R} view={view} layout={layout} />
      {slips}
      {impulses}
      {dot(view, { at: P(O), r: 7, color: 'none', stroke: C.fg, width: 1.5 })}
      {dot(view, { at: P(O), r: 2.2, color: C.fg })}
      <NormalLabel layout={layout} at={view.pt(P(O))} />
      <Axes x={W - 52} y={H - 40} labels={['x', 'z']} down />
    </DiagramFigure>
  );
}

/**
 * "n ⊙" at the origin, where every arrow of the top view starts: a component of its own so that it is
 * placed after all of them, the basis's included, have told the layout where they run; when they fan
 * out it steps further away.
 */
function NormalLabel({ layout, at }: { layout: LabelLayout; at: SvgPoint }) {
  const [nAt] = layout.place([
    { at, chars: 3, size: 16, offsets: [...around(24, [-12, -10]), ...around(44)] },
  ]);
  return text(nAt!.at, { color: C.fg, bold: true, size: 16, anchor: nAt!.anchor }, 'n ⊙');
}

/** The tangent basis; its labels keep clear of the arrows `layout` was told of (the top view's). */
function Basis(props: { side: Side; s: SphereCollision; R: number; view: View; layout?: LabelLayout }) {
  const { side, s, R, view, layout } = props;
  const items = [
    { v: s.variant.t0, label: 't₀' },
    { v: s.variant.t1, label: 't₁' },
  ];
  const o = { x: 0, y: 0 };
  return (
    <g data-basis="">
      {items.map(({ v, label }) => {
        const d = project(side, v);
        const len = Math.hypot(d.x, d.y);
        const at = { x: d.x * AXIS_R * 0.8 * R, y: d.y * AXIS_R * 0.8 * R };
        if (len < FORESHORTENED) {
          // Nearly along the line of sight: a dot (toward the viewer) or a cross (away).
          const toward = side === 'front' ? v.z > 0 : v.y > 0;
          return text(
            view.pt(o, 10, label === 't₀' ? 18 : 32),
            { key: label, color: C.soft, size: 16 },
            `${label} ${toward ? '⊙' : '⊗'}`,
          );
        }
        const lab = { x: at.x + (d.x / len) * 0.14 * R, y: at.y + (d.y / len) * 0.14 * R };
        const place = layout?.place([
          { at: view.pt(lab), chars: 2, size: 16, offsets: around(12, [0, 4]) },
        ])[0];
        return (
          <g key={label}>
            {arrow(view, { from: o, to: at, color: C.soft, width: 1.2, avoid: layout })}
            {text(
              place?.at ?? view.pt(lab, -6, 4),
              { color: C.soft, size: 16, anchor: place?.anchor },
              label,
            )}
          </g>
        );
      })}
    </g>
  );
}

function Cross({ view, at, color }: { view: View; at: Vec2; color: string }) {
  const x = view.x(at);
  const y = view.y(at);
  return (
    <g stroke={color} stroke-width={1.5}>
      <line x1={x - 5} y1={y - 5} x2={x + 5} y2={y + 5} />
      <line x1={x - 5} y1={y + 5} x2={x + 5} y2={y - 5} />
    </g>
  );
}

/** A small axis glyph: first label to the right, second up (front) or down (top). */
function Axes({ x, y, labels, down }: { x: number; y: number; labels: [string, string]; down: boolean }) {
  const L = 26;
  const yEnd = down ? y + L : y - L;
  return (
    <g stroke={C.soft} fill={C.soft} font-size={fontSize(16)} aria-hidden="true">
      <line x1={x} y1={y} x2={x + L} y2={y} stroke-width={1} />
      <line x1={x} y1={y} x2={x} y2={yEnd} stroke-width={1} />
      <text x={x + L + 3} y={y + 4} stroke="none">
        {labels[0]}
      </text>
      {/* Pointing down, the axis is named left of its end: below it, the name would leave the view. */}
      <text x={x - 3} y={down ? yEnd : yEnd - 3} text-anchor={down ? 'end' : undefined} stroke="none">
        {labels[1]}
      </text>
    </g>
  );
}

function describeFront(s: SphereCollision): string {
  const where = `Sphere A has its centre ${fmt(s.p.RA, 3)} m below the contact point; ball B’s geometric centre is ${fmt(s.p.RB, 3)} m above it and its centre of mass is ${fmt(Math.abs(s.d), 3)} m off the line through both centres.`;
  if (s.noImpulseReason) return `${where} ${s.noImpulseReason}`;
  return `${where} The normal impulse is ${fmt(s.normal.j)} newton-seconds along n; the variant’s impulse is ${fmtVec3(s.afterVariant.P)} newton-seconds. Velocity of B: ${fmtVec3(s.b.v)} before, ${fmtVec3(s.afterNormal.b.v)} after the normal impulse, ${fmtVec3(s.afterVariant.b.v)} after the variant.`;
}

function describeTop(s: SphereCollision): string {
  const slip = (v: Vec3) => fmt(Math.hypot(V3.dot(v, s.variant.t0), V3.dot(v, s.variant.t1)));
  if (s.noImpulseReason)
    return `Looking down the normal. The contact points slide at ${slip(s.vRel)} metres per second. ${s.noImpulseReason}`;
  return `Looking down the normal. The contact points slide at ${slip(s.vRel)} metres per second before, ${slip(s.afterNormal.vRel)} after the normal impulse and ${slip(s.afterVariant.vRel)} after the variant, which keeps the sliding velocity unchanged.`;
}
