// Widget "K explorer": two bodies pinned together. The reader moves the anchors, masses,
// inertias and velocities (either body may be immovable or on an axle) and sees K, its ellipse,
// and the impulse that stops the pin's relative motion, before and after.
import { niceMax } from '../../kit/plot/domain';
import { Plot } from '../../kit/plot/marks';
import {
  jointParams,
  jointScenario,
  ellipseExtent,
  ellipseFigure,
  segmentPoints,
  type Joint,
} from './scenario';
import { derived } from '../../params/use-params';
import { fmt, fmtVec } from '../../lib/format';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WhileSeen } from '../../kit/WhileSeen';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { RjJointDiagram } from './JointDiagram';

const state = derived(jointParams, jointScenario);
const store = state.store;
const { group, more } = controlsOf(store, 'rj');

/** The ellipse plot is square: equal margins left+right and top+bottom keep one unit as long on both axes. */
const SIZE = 360;
const MARGIN = { marginLeft: 52, marginRight: 18, marginTop: 18, marginBottom: 52 };

export default function RjKExplorer() {
  return (
    <Widget
      id="rj-k"
      title="Widget: the K explorer"
      store={store}
      figure={<Live state={state}>{(s) => <RjJointDiagram s={s} store={store} />}</Live>}
      figures={<Live state={state}>{(s) => <EllipsePlot s={s} />}</Live>}
      more={more('Velocities, immovable or axle-bound bodies, joint drift', {
        'Body A': ['fixA', 'axleA', 'vAx', 'vAy', 'wA'],
        'Body B': ['fixB', 'axleB', 'vBx', 'vBy', 'wB'],
        Drift: ['gapX', 'gapY'],
      })}
    >
      <Live state={state}>
        {(s) => (
          <>
            <Summary s={s} />
            <KReadouts s={s} />
            <BeforeAfter s={s} />
            <TwoRules s={s} />
          </>
        )}
      </Live>
      {group('Body A', ['mA', 'IA', 'rAx', 'rAy'])}
      {group('Body B', ['mB', 'IB', 'rBx', 'rBy'])}
      {group('Probe direction', ['dirDeg'])}
      <Live state={state}>
        {(s) => (
          <WhileSeen>
            <Correction s={s} />
          </WhileSeen>
        )}
      </Live>
    </Widget>
  );
}

function Summary({ s }: { s: Joint }) {
  return (
    <WidgetSummary>
      {s.singularReason ? (
        <span class="degenerate" data-rj="singular">
          {s.singularReason}
        </span>
      ) : (
        <>
          The anchors move apart at v<sub>rel</sub> = {fmtVec(s.vRel)} m/s. The impulse P ={' '}
          {fmtVec(s.result.j)} N·s on B (−P on A) solves K P = −v<sub>rel</sub>, and afterwards the pin’s two
          points move together: v<sub>rel</sub>′ = {fmtVec(s.vRelAfter)} m/s.
        </>
      )}
    </WidgetSummary>
  );
}

function EllipsePlot({ s }: { s: Joint }) {
  // Rounded up: the axes stay put while a scrub changes K a little, and the ellipse visibly grows or
  // shrinks.
  const R = niceMax(ellipseExtent(s));
  const f = ellipseFigure(s, R);
  const zero = s.trace === 0;
  const caption = zero ? (
    <>K = 0: the ellipse has shrunk to a point, because no impulse moves the pin at all.</>
  ) : (
    <>
      Ellipse of K: semi-axes κ<sub>1</sub> = {fmt(s.eig.l1)} and κ<sub>2</sub> = {fmt(s.eig.l2)} kg⁻¹
      {s.singular ? ' (a segment: K is singular)' : ''}. Along d: dᵀKd = {fmt(s.dKd)} kg⁻¹, so m<sub>eff</sub>
      (d) = {fmt(s.meff)} kg.
    </>
  );
  return (
    <PlotFigure
      class="rj-ellipse"
      width={SIZE}
      height={SIZE}
      deps={[s.p]}
      alt={`The ellipse traced by K times every unit impulse: the change of the pin's relative velocity per newton-second, with semi-axes ${fmt(s.eig.l1)} and ${fmt(s.eig.l2)} per kilogram; the arrow is K times the probe direction d.`}
      caption={caption}
      options={{
        ...MARGIN,
        x: { domain: [-R, R], label: 'Δv_rel,x per unit impulse (1/kg)', ticks: 5, grid: true },
        y: { domain: [-R, R], label: 'Δv_rel,y per unit impulse (1/kg)', ticks: 5, grid: true },
        marks: [
          Plot.ruleX([0], { stroke: 'var(--rule)' }),
          Plot.ruleY([0], { stroke: 'var(--rule)' }),
          Plot.line(segmentPoints([f.probeLine]), {
            x: 'x',
            y: 'y',
            z: 'i',
            stroke: 'var(--fg-soft)',
            strokeDasharray: '5 4',
          }),
          Plot.line(f.points, { x: 'x', y: 'y', stroke: 'var(--body-b)', strokeWidth: 2.5 }),
          Plot.line(segmentPoints(f.axes), {
            x: 'x',
            y: 'y',
            z: 'i',
            stroke: 'var(--body-a)',
            strokeWidth: 1.5,
          }),
          Plot.text(f.axes, {
            x: 'x2',
            y: 'y2',
            text: 'label',
            fill: 'var(--body-a)',
            dx: 10,
            dy: -8,
            fontSize: '1.08em',
          }),
          Plot.line(segmentPoints([{ x1: 0, y1: 0, x2: f.projection.x, y2: f.projection.y }]), {
            x: 'x',
            y: 'y',
            z: 'i',
            stroke: 'var(--after)',
            strokeWidth: 5,
            strokeOpacity: 0.85,
          }),
          // A link with an arrowhead, not Plot's arrow mark: the one use of that mark would put its
          // code in the bundle of every page.
          Plot.link([f.response], {
            x1: 'x1',
            y1: 'y1',
            x2: 'x2',
            y2: 'y2',
            stroke: 'var(--impulse)',
            strokeWidth: 2.5,
            markerEnd: 'arrow',
          }),
          Plot.text([f.response], {
            x: 'x2',
            y: 'y2',
            text: () => 'Kd',
            fill: 'var(--impulse)',
            dx: 12,
            dy: 10,
            fontSize: '1.08em',
            fontWeight: 700,
          }),
        ],
      }}
    />
  );
}

function KReadouts({ s }: { s: Joint }) {
  const [k11, k12, k21, k22] = s.result.K;
  const cell = (name: string, x: number) => ({ name, value: fmt(x) });
  return (
    <ReadoutTable
      class="rj-table rj-k-table"
      caption="The matrix K"
      showCaption
      rows={[
        { label: 'K, first row (kg⁻¹)', cells: [cell('k11', k11), cell('k12', k12)] },
        { label: 'K, second row (kg⁻¹)', cells: [cell('k21', k21), cell('k22', k22)] },
        { label: 'det K (kg⁻²) · tr K (kg⁻¹)', cells: [cell('det', s.det), cell('trace', s.trace)] },
        { label: 'Eigenvalues κ₁ · κ₂ (kg⁻¹)', cells: [cell('l1', s.eig.l1), cell('l2', s.eig.l2)] },
        {
          label: 'Direction of e₁ (from +x)',
          cells: [{ name: 'e1-angle', value: `${fmt((s.eig.angle * 180) / Math.PI, 3)}°`, span: 2 }],
        },
        { label: 'Effective mass along d (kg)', cells: [{ ...cell('meff', s.meff), span: 2 }] },
        {
          label: 'Its range 1/κ₁ · 1/κ₂ (kg)',
          cells: [
            cell('meff-min', 1 / s.eig.l1),
            {
              name: 'meff-max',
              value: s.singular || !(s.eig.l2 > 0) ? '∞' : fmt(1 / s.eig.l2),
            },
          ],
        },
      ]}
    />
  );
}

function BeforeAfter({ s }: { s: Joint }) {
  const { a, b } = s.result;
  const star = s.kinematicMotion ? '*' : '';
  return (
    <ReadoutTable
      class="rj-table"
      caption="The pin before and after the impulse"
      showCaption
      columns={['Before', 'After']}
      rows={[
        { label: 'Impulse P on B (N·s)', cells: [null, { name: 'j', value: fmtVec(s.result.j) }] },
        {
          label: (
            <>
              Pin relative velocity v<sub>rel</sub> (m/s)
            </>
          ),
          cells: [
            { name: 'vrel', value: fmtVec(s.vRel) },
            { name: 'vrel-after', value: fmtVec(s.vRelAfter) },
          ],
        },
        {
          label: (
            <>
              A’s anchor velocity v<sub>cA</sub> (m/s)
            </>
          ),
          cells: [
            { name: 'vcA', value: fmtVec(s.vcA) },
            { name: 'vcA-after', value: fmtVec(s.vcAAfter) },
          ],
        },
        {
          label: (
            <>
              B’s anchor velocity v<sub>cB</sub> (m/s)
            </>
          ),
          cells: [
            { name: 'vcB', value: fmtVec(s.vcB) },
            { name: 'vcB-after', value: fmtVec(s.vcBAfter) },
          ],
        },
        {
          label: 'A: v (m/s), ω (rad/s)',
          cells: [
            { name: 'bodyA', value: `${fmtVec(s.a.v)}, ${fmt(s.a.w, 3)}` },
            { name: 'bodyA-after', value: `${fmtVec(a.v)}, ${fmt(a.w, 3)}` },
          ],
        },
        {
          label: 'B: v (m/s), ω (rad/s)',
          cells: [
            { name: 'bodyB', value: `${fmtVec(s.b.v)}, ${fmt(s.b.w, 3)}` },
            { name: 'bodyB-after', value: `${fmtVec(b.v)}, ${fmt(b.w, 3)}` },
          ],
        },
        {
          label: `Kinetic energy (J)${star}`,
          cells: [
            { name: 'ke', value: fmt(s.kinetic.before) },
            { name: 'ke-after', value: fmt(s.kinetic.after) },
          ],
        },
      ]}
      footnote={
        star
          ? '* Movable parts only. An immovable body (or the axle of one) keeps the velocity you give it — think of a moving platform — and can do work on the other body.'
          : null
      }
    />
  );
}

/**
 * Where K has rank 1 the solver's policy applies nothing; the pseudo-inverse rule would apply
 * −K·v_rel/(tr K)². Both, side by side, only for that case (elsewhere the two are the same impulse).
 */
function TwoRules({ s }: { s: Joint }) {
  if (s.pinv.rank !== 1) return null;
  const { pinv } = s;
  return (
    <ReadoutTable
      class="rj-table rj-two-rules"
      caption="K has rank 1: two rules for the impulse"
      showCaption
      columns={['P = 0 (the solver’s policy)', 'P⁺ = −K v_rel/(tr K)² (pseudo-inverse)']}
      rows={[
        {
          label: 'Impulse on B (N·s)',
          cells: [
            { name: 'policy-j', value: fmtVec(s.result.j) },
            { name: 'pinv-j', value: fmtVec(pinv.j) },
          ],
        },
        {
          label: (
            <>
              Pin relative velocity after, v<sub>rel</sub>′ (m/s)
            </>
          ),
          cells: [
            { name: 'policy-vrel-after', value: fmtVec(s.vRelAfter) },
            { name: 'pinv-vrel-after', value: fmtVec(pinv.vRelAfter) },
          ],
        },
        {
          label: 'A: ω after (rad/s) · B: ω after (rad/s)',
          cells: [
            { name: 'policy-spins', value: `${fmt(s.result.a.w, 3)} · ${fmt(s.result.b.w, 3)}` },
            { name: 'pinv-spins', value: `${fmt(pinv.a.w, 3)} · ${fmt(pinv.b.w, 3)}` },
          ],
        },
        {
          label: `Kinetic energy after (J)${s.kinematicMotion ? '*' : ''}`,
          cells: [
            { name: 'policy-ke-after', value: fmt(s.kinetic.after) },
            { name: 'pinv-ke-after', value: fmt(s.pinvKinetic) },
          ],
        },
      ]}
      footnote="The pseudo-inverse cancels the part of v_rel along the one line the pin can move on and leaves the rest, which no impulse can reach. With every immovable part at rest v_rel lies on that line, and the pin holds."
    />
  );
}

function Correction({ s }: { s: Joint }) {
  const mw = s.massWeighted;
  const bg = s.baumgarte;
  return (
    <div class="rj-correction">
      <p class="rj-correction-title">
        If the anchors have drifted apart by C = {fmtVec(s.C)} m (the last section of the page):
      </p>
      <ul>
        <li data-readout="mass-weighted">
          {mw ? (
            <>
              mass-weighted correction: A’s centre moves {fmtVec(mw.dA)} m, B’s {fmtVec(mw.dB)} m; both
              anchors meet at {fmtVec(mw.meetA)} m, closer to the heavier body’s anchor.
            </>
          ) : (
            s.massWeightedReason
          )}
        </li>
        <li data-readout="baumgarte">
          {bg ? (
            <>
              Baumgarte (β = {fmt(bg.beta)}, Δt = 1/60 s): the impulse becomes {fmtVec(bg.j)} N·s, leaving v
              <sub>rel</sub>′ = {fmtVec(bg.vRelAfter)} m/s = −βC/Δt, which closes a fraction β of the gap in
              the next step.
            </>
          ) : (
            'Baumgarte: K is singular, so there is no bias impulse either.'
          )}
        </li>
      </ul>
    </div>
  );
}
