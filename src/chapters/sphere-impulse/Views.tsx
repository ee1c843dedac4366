// The 3D collision as two orthographic views drawn from scenario output: a front view (x–y, the
// normal pointing up) and a top view (x–z, looking down the normal onto the contact plane). The
// views map metres to pixels and nothing else; all physics is in `s`.
import type { SphereCollision } from './scenario';
import { fmt } from '../../lib/format';
import { fmtVec3 } from './format';
import { V3, type Vec2, type Vec3 } from '../../solver';
import { Arrow, type Map } from '../../kit/diagram';

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

type View = 'front' | 'top';

/** World point → the view's plane coordinates (metres, y up on screen). Top view: z points down. */
function project(view: View, p: Vec3): Vec2 {
  return view === 'front' ? { x: p.x, y: p.y } : { x: p.x, y: -p.z };
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

function maps(view: View, scale: number, centre: Vec2): { sx: Map; sy: Map } {
  return {
    sx: (p: Vec2) => W / 2 + (p.x - centre.x) * scale,
    sy: (p: Vec2) => H / 2 - (p.y - centre.y) * scale,
  };
}

function FrontView({ s, R, scale }: ViewProps) {
  const view: View = 'front';
  const { sx, sy } = maps(view, scale, { x: 0, y: s.p.RB - s.p.RA });
  const P = (p: Vec3) => project(view, p);
  const O: Vec3 = { x: 0, y: 0, z: 0 };
  const vel = (v: Vec3) => clampLength(V3.scale(v, VEL_R * R), MAX_ARROW_R * R);
  const imp = (v: Vec3) => clampLength(V3.scale(v, IMPULSE_R * R), MAX_ARROW_R * R);
  const arrow = (from: Vec3, d: Vec3, color: string, width: number, key: string) => (
    <Arrow key={key} from={P(from)} to={P(V3.add(from, d))} color={color} width={width} sx={sx} sy={sy} />
  );
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
    <figure>
      <svg
        class="diagram"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="sp-front-title sp-front-desc"
        data-view="front"
      >
        <title id="sp-front-title">
          Front view (x to the right, y up) of the two bodies at the moment of contact
        </title>
        <desc id="sp-front-desc">{describeFront(s)}</desc>
        <line x1={0} y1={sy(P(O))} x2={W} y2={sy(P(O))} stroke={C.soft} stroke-dasharray="6 5" />
        {bodies.map((b) => (
          <g key={b.name} data-body={b.name}>
            <circle
              cx={sx(P(b.g))}
              cy={sy(P(b.g))}
              r={b.radius * scale}
              fill={b.color}
              fill-opacity={b.fixed ? 0.3 : 0.13}
              stroke={b.color}
              stroke-width={2}
              stroke-dasharray={b.fixed ? '2 4' : undefined}
            />
            <line
              x1={sx(P(b.x))}
              y1={sy(P(b.x))}
              x2={sx(P(O))}
              y2={sy(P(O))}
              stroke={b.color}
              stroke-width={1.5}
            />
            {b.name === 'B' ? <Cross at={P(b.g)} sx={sx} sy={sy} color={b.color} /> : null}
            <circle cx={sx(P(b.x))} cy={sy(P(b.x))} r={4} fill={b.color} data-com={b.name} />
            <text
              x={sx(P(b.g)) + (b.name === 'A' ? -0.75 : -0.75) * b.radius * scale}
              y={sy(P(b.g)) + 5}
              fill={b.color}
              font-weight="700"
              font-size="16"
            >
              {b.name}
            </text>
            {b.fixed ? (
              <text
                x={sx(P(b.g)) - 26}
                y={sy(P(b.g)) + 0.55 * b.radius * scale}
                fill={b.color}
                font-size="12"
              >
                immovable
              </text>
            ) : (
              <>
                {arrow(b.x, vel(b.v), C.before, BEFORE_WIDTH, 'v0')}
                {applied ? arrow(b.x, vel(b.vn), C.normal, AFTER_WIDTH, 'vn') : null}
                {applied ? arrow(b.x, vel(b.vv), C.variant, AFTER_WIDTH, 'vv') : null}
              </>
            )}
          </g>
        ))}
        {/* n is drawn beside the contact point, so that the impulses at the point do not hide it. */}
        {arrow(nFoot, V3.scale(s.c.n, AXIS_R * R), C.fg, 1.5, 'n')}
        <text x={sx(P(nFoot)) - 16} y={sy(tip(s.c.n, AXIS_R * 0.8)) + 4} fill={C.fg} font-weight="700">
          n
        </text>
        {applied ? (
          <g data-impulses="">
            {arrow(O, imp(s.afterNormal.P), C.normal, IMPULSE_WIDTH, 'Pn')}
            {arrow(O, imp(s.afterVariant.P), C.variant, IMPULSE_WIDTH - 2, 'Pv')}
          </g>
        ) : null}
        <circle cx={sx(P(O))} cy={sy(P(O))} r={4} fill={C.fg} />
        <Axes sx={W - 52} sy={H - 12} labels={['x', 'y']} down={false} />
      </svg>
      <figcaption>
        Front view: the normal n points up, from A to B. Dots are centres of mass; the cross is B’s geometric
        centre.
      </figcaption>
    </figure>
  );
}

function TopView({ s, R, scale }: ViewProps) {
  const view: View = 'top';
  const { sx, sy } = maps(view, scale, { x: 0, y: 0 });
  const P = (p: Vec3) => project(view, p);
  const O: Vec3 = { x: 0, y: 0, z: 0 };
  const vel = (v: Vec3) => clampLength(V3.scale(v, VEL_R * R), MAX_ARROW_R * R);
  const imp = (v: Vec3) => clampLength(V3.scale(v, IMPULSE_R * R), MAX_ARROW_R * R);
  const tangential = (v: Vec3) => V3.sub(v, V3.scale(s.c.n, V3.dot(v, s.c.n)));
  const arrow = (d: Vec3, color: string, width: number, key: string) => (
    <Arrow key={key} from={P(O)} to={P(d)} color={color} width={width} sx={sx} sy={sy} />
  );
  const applied = s.noImpulseReason === null;
  return (
    <figure>
      <svg
        class="diagram"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="sp-top-title sp-top-desc"
        data-view="top"
      >
        <title id="sp-top-title">
          Top view (x to the right, z down), looking down the normal onto the contact plane
        </title>
        <desc id="sp-top-desc">{describeTop(s)}</desc>
        <circle
          cx={sx(P(O))}
          cy={sy(P(O))}
          r={s.p.RA * scale}
          fill={C.a}
          fill-opacity={0.08}
          stroke={C.a}
          stroke-width={1.5}
          stroke-dasharray="4 4"
        />
        <circle
          cx={sx(P(O))}
          cy={sy(P(O))}
          r={s.p.RB * scale}
          fill={C.b}
          fill-opacity={0.1}
          stroke={C.b}
          stroke-width={2}
        />
        <line x1={sx(P(s.xB))} y1={sy(P(s.xB))} x2={sx(P(O))} y2={sy(P(O))} stroke={C.b} stroke-width={1.5} />
        <circle cx={sx(P(s.xB))} cy={sy(P(s.xB))} r={4} fill={C.b} data-com="B" />
        <Basis view={view} s={s} R={R} sx={sx} sy={sy} />
        <g data-slip="">
          {arrow(vel(tangential(s.vRel)), C.before, BEFORE_WIDTH, 'slip0')}
          {applied ? arrow(vel(tangential(s.afterNormal.vRel)), C.normal, AFTER_WIDTH, 'slipn') : null}
          {applied ? arrow(vel(tangential(s.afterVariant.vRel)), C.variant, AFTER_WIDTH, 'slipv') : null}
        </g>
        {applied ? (
          <g data-impulses="" opacity={0.75}>
            {arrow(imp(tangential(s.afterVariant.P)), C.variant, IMPULSE_WIDTH, 'Pvt')}
          </g>
        ) : null}
        <circle cx={sx(P(O))} cy={sy(P(O))} r={7} fill="none" stroke={C.fg} stroke-width={1.5} />
        <circle cx={sx(P(O))} cy={sy(P(O))} r={2.2} fill={C.fg} />
        <text x={sx(P(O)) - 30} y={sy(P(O)) - 10} fill={C.fg} font-weight="700">
          n ⊙
        </text>
        <Axes sx={W - 52} sy={H - 40} labels={['x', 'z']} down />
      </svg>
      <figcaption>
        Top view: n points at you. Thin arrows: how fast B’s contact point slides over A’s (tangential v_rel);
        thick: the variant’s tangential impulse on B.
      </figcaption>
    </figure>
  );
}

function Basis({ view, s, R, sx, sy }: { view: View; s: SphereCollision; R: number; sx: Map; sy: Map }) {
  const items = [
    { v: s.variant.t0, label: 't₀' },
    { v: s.variant.t1, label: 't₁' },
  ];
  return (
    <g data-basis="">
      {items.map(({ v, label }) => {
        const d = project(view, v);
        const len = Math.hypot(d.x, d.y);
        const at = { x: d.x * AXIS_R * 0.8 * R, y: d.y * AXIS_R * 0.8 * R };
        if (len < FORESHORTENED) {
          // Nearly along the line of sight: a dot (toward the viewer) or a cross (away).
          const toward = view === 'front' ? v.z > 0 : v.y > 0;
          return (
            <text
              key={label}
              x={sx({ x: 0, y: 0 }) + 10}
              y={sy({ x: 0, y: 0 }) + (label === 't₀' ? 18 : 32)}
              fill={C.soft}
              font-size="12"
            >
              {label} {toward ? '⊙' : '⊗'}
            </text>
          );
        }
        const lab = { x: at.x + (d.x / len) * 0.14 * R, y: at.y + (d.y / len) * 0.14 * R };
        return (
          <g key={label}>
            <Arrow from={{ x: 0, y: 0 }} to={at} color={C.soft} width={1.2} sx={sx} sy={sy} />
            <text x={sx(lab) - 6} y={sy(lab) + 4} fill={C.soft} font-size="13">
              {label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Cross({ at, sx, sy, color }: { at: Vec2; sx: Map; sy: Map; color: string }) {
  const x = sx(at);
  const y = sy(at);
  return (
    <g stroke={color} stroke-width={1.5}>
      <line x1={x - 5} y1={y - 5} x2={x + 5} y2={y + 5} />
      <line x1={x - 5} y1={y + 5} x2={x + 5} y2={y - 5} />
    </g>
  );
}

/** A small axis glyph: first label to the right, second up (front) or down (top). */
function Axes({ sx, sy, labels, down }: { sx: number; sy: number; labels: [string, string]; down: boolean }) {
  const L = 26;
  const yEnd = down ? sy + L : sy - L;
  return (
    <g stroke={C.soft} fill={C.soft} font-size="11" aria-hidden="true">
      <line x1={sx} y1={sy} x2={sx + L} y2={sy} stroke-width={1} />
      <line x1={sx} y1={sy} x2={sx} y2={yEnd} stroke-width={1} />
      <text x={sx + L + 3} y={sy + 4} stroke="none">
        {labels[0]}
      </text>
      <text x={sx - 3} y={down ? yEnd + 11 : yEnd - 3} stroke="none">
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
