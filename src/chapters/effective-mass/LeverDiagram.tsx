// The struck box drawn from the scenario: B with its centre, the disc A touching its bottom face,
// the lever arm r_B, the push direction n and its line of action, the perpendicular ℓ from the
// centre to that line, the radius of gyration ρ, and the sense the push spins B. Metres → pixels
// only; every quantity comes from `s`.
import type { ParamStore } from '../../params/store';
import { BALL_R, BOX_H, BOX_W, type EmScenario, emParams } from './scenario';
import { numberParam } from '../../params/spec';
import { fmt } from '../../lib/format';
import { V2, type Vec2 } from '../../solver';
import {
  DiagramFigure,
  DragHandle,
  around,
  arrow,
  box,
  diagramView,
  disc,
  dot,
  labelLayout,
  segment,
  text,
} from '../../kit/svg';

const W = 600;
const H = 330;
/** Pixels per metre, fixed so that dragging never rescales the picture under the pointer. */
const PX_PER_M = 230;
/** Where B's centre sits in the picture (pixels). */
const CX = W / 2;
const CY = 105;
/** Drawn length of n, and how far the line of action is drawn either side of the contact (m). */
const NORMAL_LEN = 0.2;
const LINE_HALF = 1.6;
/** Size of the right-angle mark at the foot of the perpendicular, and of the spin arc (m). */
const RIGHT_ANGLE = 0.045;
const SPIN_R = 0.11;
/** How far the lever arm's label sits from the segment (m). */
const LABEL_OFFSET = 0.08;
/** Lever arms shorter than this are drawn as none (m). */
const NO_LEVER = 1e-9;
/** The contact's offset along the face: what the handle moves, one step per arrow key. */
const OFFSET = numberParam(emParams, 's');

type Store = ParamStore<typeof emParams>;

/** Fixed: the box's centre stays put whatever the reader changes. */
const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M, anchor: { x: CX, y: CY } });

export function EmLeverDiagram({ s, store }: { s: EmScenario; store: Store }) {
  // The contact slides along the bottom face: only the horizontal position counts.
  const dragContact = (q: Vec2) => store.set('s', q.x);

  const { n, contact, foot, lever, rho } = s;
  const O = { x: 0, y: 0 };
  const t = V2.perp(n);
  const fixedA = s.a.invMass === 0;
  const hasLever = Math.abs(lever) > NO_LEVER;
  // The contact lies at foot + (r·n)n: put the lever arm's label on the other side of the segment.
  const labelShift = V2.scale(n, V2.dot(s.rB, n) > 0 ? -LABEL_OFFSET : LABEL_OFFSET);
  const leverLabelAt = V2.add(V2.scale(foot, 0.5), labelShift);
  // Anchor the text on the side it was pushed to, so that it never straddles the segment.
  const labelAnchor = labelShift.x > 0.02 ? 'start' : labelShift.x < -0.02 ? 'end' : 'middle';
  // Right-angle mark at the foot F: a small square with sides along n and toward the centre.
  const toCentre = hasLever ? V2.scale(V2.normalize(V2.neg(foot)), RIGHT_ANGLE) : O;
  const sq = [
    V2.add(foot, toCentre),
    V2.add(V2.add(foot, toCentre), V2.scale(n, RIGHT_ANGLE)),
    V2.add(foot, V2.scale(n, RIGHT_ANGLE)),
  ];
  const rhoLabel = V2.scale({ x: -Math.SQRT1_2, y: Math.SQRT1_2 }, rho);

  // r and n are placed after both arrows, clear of their shafts and of each other.
  const layout = labelLayout(view);
  const nTip = V2.addScaled(contact, n, NORMAL_LEN);
  const arrows = (
    <>
      {arrow(view, { from: O, to: contact, color: 'var(--body-b)', width: 2, avoid: layout })}
      {arrow(view, { from: contact, to: nTip, color: 'var(--fg)', width: 2.5, avoid: layout })}
    </>
  );
  const [rAt, nAt] = layout.place([
    {
      at: view.pt(V2.scale(contact, 0.55)),
      chars: 1,
      size: 16,
      offsets: around(14, [contact.x >= 0 ? 8 : -8, 16]),
    },
    { at: view.pt(V2.addScaled(nTip, t, 0.06)), chars: 1, size: 16, offsets: around(14, [4, 4]) },
  ]) as [ReturnType<typeof layout.place>[number], ReturnType<typeof layout.place>[number]];
  return (
    <DiagramFigure
      id="em-lever-diagram"
      view={view}
      title="The box B struck on its bottom face"
      desc={describe(s)}
      legend={[
        {
          color: 'var(--after)',
          text: (
            <>
              lever arm ℓ = r<sub>B</sub>×n (perpendicular from the centre to the line of action)
            </>
          ),
        },
        { text: 'dashed circle: radius of gyration ρ = √(I/m)' },
        { text: 'dashed line: line of action of the push' },
        { text: 'drag the contact point along the face', screen: true },
      ]}
      handles={
        <DragHandle
          view={view}
          name="contact"
          at={contact}
          label="Contact point"
          title="Drag along the bottom face to move the contact point"
          valueText={`${fmt(s.p.s, 3)} m from the middle of the bottom face`}
          param={OFFSET}
          value={s.p.s}
          axis="x"
          onDrag={dragContact}
        />
      }
    >
      {/* Radius of gyration: where all of B's mass would sit to give the same inertia. */}
      {disc(view, { at: O, r: rho, color: 'var(--fg-soft)', fill: 'none', width: 1, dash: '3 5' })}
      {box(view, { at: O, w: BOX_W, h: BOX_H, color: 'var(--body-b)', opacity: 0.13 })}
      {text(
        view.pt({ x: -BOX_W / 2, y: BOX_H / 2 }, 8, 22),
        { color: 'var(--body-b)', bold: true, size: 18 },
        'B',
      )}
      {view.len(rho) < CY + 20
        ? text(view.pt(rhoLabel, -14, -4), { color: 'var(--fg-soft)', size: 14 }, 'ρ')
        : null}
      {segment(view, {
        from: V2.addScaled(contact, n, -LINE_HALF),
        to: V2.addScaled(contact, n, LINE_HALF),
        color: 'var(--fg-soft)',
        dash: '7 5',
      })}
      {disc(view, {
        at: s.xA,
        r: BALL_R,
        color: 'var(--body-a)',
        opacity: fixedA ? 0.32 : 0.14,
        dash: fixedA ? '2 4' : undefined,
      })}
      {/* The ball's name, and under it what it is: a line offset in em, apart at every text scale. */}
      {text(view.pt(s.xA, -6, 6), { color: 'var(--body-a)', bold: true, size: 18 }, [
        'A',
        <tspan x={view.x(s.xA) - 34} dy="1.45em" font-size="0.78em" font-weight={400}>
          {fixedA ? 'immovable' : `${fmt(s.p.mA, 3)} kg ball`}
        </tspan>,
      ])}
      {hasLever ? (
        <>
          {segment(view, { from: O, to: foot, color: 'var(--after)', width: 4, round: true })}
          <polyline points={view.points(sq)} fill="none" stroke="var(--after)" stroke-width={1.5} />
          {text(
            view.pt(leverLabelAt),
            { color: 'var(--after)', bold: true, size: 14, anchor: labelAnchor, 'data-em': 'lever-label' },
            `ℓ = ${fmt(lever, 3)} m`,
          )}
          <SpinArc sign={Math.sign(lever)} />
        </>
      ) : null}
      {arrows}
      {text(rAt.at, { color: 'var(--body-b)', bold: true, anchor: rAt.anchor }, 'r')}
      {text(nAt.at, { color: 'var(--fg)', bold: true, anchor: nAt.anchor }, 'n')}
      {dot(view, { at: O, r: 4, color: 'var(--body-b)' })}
      {dot(view, { at: contact, r: 4.5, color: 'var(--fg)', 'data-em': 'contact' })}
    </DiagramFigure>
  );
}

/** A small arc around B's centre showing which way the push turns it (+1 counter-clockwise). */
function SpinArc({ sign }: { sign: number }) {
  const r = SPIN_R * PX_PER_M;
  const a0 = (-40 * Math.PI) / 180;
  const a1 = (220 * Math.PI) / 180;
  const [from, to] = sign > 0 ? [a0, a1] : [a1, a0];
  const p = (a: number) => ({ x: CX + r * Math.cos(a), y: CY - r * Math.sin(a) });
  const start = p(from);
  const end = p(to);
  // Tangent at the end, in the direction of travel (screen y points down).
  const dir = { x: -Math.sin(to) * sign, y: -Math.cos(to) * sign };
  const head = 8;
  const back = { x: end.x - dir.x * head, y: end.y - dir.y * head };
  const side = { x: -dir.y * head * 0.45, y: dir.x * head * 0.45 };
  return (
    <g data-em="spin" data-sense={sign > 0 ? 'ccw' : 'cw'}>
      <path
        d={`M ${start.x} ${start.y} A ${r} ${r} 0 1 ${sign > 0 ? 0 : 1} ${end.x} ${end.y}`}
        fill="none"
        stroke="var(--after)"
        stroke-width={1.8}
      />
      <polygon
        points={`${end.x},${end.y} ${back.x + side.x},${back.y + side.y} ${back.x - side.x},${back.y - side.y}`}
        fill="var(--after)"
      />
    </g>
  );
}

function describe(s: EmScenario): string {
  const spin =
    Math.abs(s.lever) > NO_LEVER
      ? `The push turns B ${s.lever > 0 ? 'counter-clockwise' : 'clockwise'}.`
      : 'The line of action passes through B’s centre, so the push does not turn B.';
  return `Box B, ${fmt(BOX_W)} by ${fmt(BOX_H)} metres, is pushed at ${fmt(s.contact.x, 3)} metres from the middle of its bottom face, along a direction tilted ${fmt(s.p.pushDeg, 3)} degrees from the face normal. The lever arm is ${fmt(s.lever, 3)} metres and the radius of gyration ${fmt(s.rho, 3)} metres. ${spin}`;
}
