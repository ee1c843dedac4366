// The page's figure: the lever-arm widget's box at its defaults, with the names the derivation uses
// (r_A, r_B, n, the line of action, the lever arm ℓ, θ, the radius of gyration ρ). Server-rendered,
// no hydration; the geometry comes from the scenario (the solver).
import { defaults } from '../../params/spec';
import { V2 } from '../../solver';
import type { ComponentChildren } from 'preact';
import {
  NARROW_WIDTH,
  StaticFigure,
  type View,
  box,
  diagramView,
  disc,
  dot,
  label,
  labelledArrow,
  leverArm,
  segment,
} from '../../kit/svg';
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

/** The wide layout, and the narrow one (a phone's column): the same drawing, smaller around its words. */
const WIDE = diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: W * 0.42, y: H * 0.42 } });
const NARROW = diagramView({ width: NARROW_WIDTH, height: 280, pxPerM: 160, anchor: { x: 140, y: 112 } });

export default function LeverFigure() {
  const s = emScenario(defaults(emParams));
  return (
    <StaticFigure
      id="em-lever-figure"
      view={WIDE}
      narrow={{ view: NARROW, children: drawing(NARROW, s) }}
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
      {drawing(WIDE, s)}
    </StaticFigure>
  );
}

/** The figure's shapes and labels in one layout. */
function drawing(view: View, s: ReturnType<typeof emScenario>): ComponentChildren {
  const centre = V2.vec2(0, 0);
  const { contact, n, foot } = s;
  const lineFrom = V2.addScaled(contact, n, -(BALL_R * 2 + 0.05));
  const lineTo = V2.addScaled(contact, n, BOX_H + LINE_REACH);
  // The right-angle mark at the foot of the lever arm, on the centre's side of the line.
  const back = V2.scale(V2.normalize(V2.sub(centre, foot)), CORNER);
  const up = V2.scale(n, CORNER);
  const mark = [V2.add(foot, back), V2.add(V2.add(foot, back), up), V2.add(foot, up)];
  // θ, the angle from r_B to n, drawn as an arc at the contact point.
  const arcR = 0.13;
  const start = V2.addScaled(contact, V2.normalize(s.rB), arcR);
  const end = V2.addScaled(contact, n, arcR);
  return (
    <>
      {box(view, { at: centre, w: BOX_W, h: BOX_H, color: 'var(--body-b)', fill: 'var(--bg)' })}
      {disc(view, { at: s.xA, r: BALL_R, color: 'var(--body-a)', fill: 'var(--bg)' })}
      {disc(view, { at: centre, r: s.rho, color: 'var(--body-b)', fill: 'none', width: 1.2, dash: '4 4' })}
      {segment(view, { from: lineFrom, to: lineTo, color: 'var(--fg-soft)', width: 1.2, dash: '7 5' })}
      {/* Right of the line where there is room, left of its top in the narrow layout. */}
      {view === NARROW
        ? label(view.pt(lineTo, -8, 12), { text: 'line of action', color: 'var(--fg-soft)', anchor: 'end' })
        : label(view.pt(lineTo, 8, 16), { text: 'line of action', color: 'var(--fg-soft)' })}
      {label(
        {
          x: view.x(centre) - view.len(s.rho) * 0.71 - 6,
          y: view.y(centre) + view.len(s.rho) * 0.71 + 16,
        },
        { sym: 'ρ', anchor: 'end', color: 'var(--body-b)' },
      )}
      {label(view.pt({ x: -BOX_W / 2, y: BOX_H / 2 }, 10, 24), { text: 'B', color: 'var(--body-b)' })}
      {label(
        { x: view.x(s.xA) - view.len(BALL_R) - 24, y: view.y(s.xA) + 6 },
        { text: 'A', color: 'var(--body-a)' },
      )}
      {segment(view, { from: centre, to: foot, color: 'var(--after)', width: 3.5 })}
      <polyline points={view.points(mark)} fill="none" stroke="var(--after)" stroke-width={1.5} />
      {label(
        { x: (view.x(centre) + view.x(foot)) / 2 - 6, y: view.y(foot) - 10 },
        { sym: 'ℓ', color: 'var(--after)' },
      )}
      <path
        d={`M ${view.x(start)} ${view.y(start)} A ${view.len(arcR)} ${view.len(arcR)} 0 0 0 ${view.x(end)} ${view.y(end)}`}
        fill="none"
        stroke="var(--fg)"
        stroke-width={1.2}
      />
      {label(view.pt(contact, 34, -6), { sym: 'θ' })}
      {dot(view, { at: centre, r: 4, color: 'var(--body-b)' })}
      {dot(view, { at: s.xA, r: 3.5, color: 'var(--body-a)' })}
      {leverArm(view, { body: 'B', from: centre, to: contact, dx: -70, dy: -30 })}
      {leverArm(view, { body: 'A', from: s.xA, to: contact, dx: 8, dy: 34 })}
      {labelledArrow(view, {
        from: contact,
        to: V2.addScaled(contact, n, NORMAL_LEN),
        sym: 'n',
        dx: 8,
        dy: 4,
      })}
      {dot(view, { at: contact, r: 4.5, color: 'var(--fg)' })}
    </>
  );
}
