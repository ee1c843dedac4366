// Widget "three forms": the scalar, tensor and Jacobian forms of the inverse effective mass at the
// lever-arm widget's configuration, with the constraint view's numbers; then a 3D box turned about
// the vertical axis, where the 2D shortcut (r×n)²/I_zz and the tensor form part ways. Shares the
// lever-arm widget's state (primary={false}); its own controls are the 3D box and B's motion.
import { niceMax } from '../../kit/plot/domain';
import { derived, useWidgetOnScreen } from '../../params/use-params';
import { Plot } from '../../kit/plot/marks';
import { useMemo } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { emParams, emScenario, shortcutGapPeak, turnSweep, type EmScenario } from './scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { fmt } from '../../lib/format';
import { M3 } from '../../solver';
import { controlsOf } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WhileSeen } from '../../kit/WhileSeen';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { EmTopView } from './TopView';
// Its tables of numbers are not ReadoutTables but look like them.
import '../../kit/ReadoutTable.css';
import './style.css';

const state = derived(emParams, emScenario);
const store = state.store;
const { group } = controlsOf(store, 'em');

const PLOT_W = 640;
const PLOT_H = 260;
/** Below this, a product of inertia counts as zero (z is a principal axis). */
const PRINCIPAL_TOL = 1e-12;

export default function EmThreeForms() {
  // Shares its store with the lever-arm widget (see useWidgetOnScreen).
  const onScreen = useWidgetOnScreen();
  /** A part drawn from the scenario while the widget is on screen, and re-rendered only while seen. */
  const seen = (part: (s: EmScenario) => ComponentChildren) => (
    <Live state={state} live={onScreen.live}>
      {(s) => <WhileSeen>{part(s)}</WhileSeen>}
    </Live>
  );
  return (
    <Widget
      rootRef={onScreen.ref}
      id="em-forms"
      title="Widget: three forms, one number"
      store={store}
      primary={false}
      figure={
        <Live state={state} live={onScreen.live}>
          {(s) => <TurnPlot s={s} />}
        </Live>
      }
      // The 3D box's pictures (from above, and its inertia tensor) stand under the plot of its turn:
      // in the right-hand column beside the tables, the tensor was cut off at 1280 px and that column
      // ran for two screens beside one chart.
      figures={seen((s) => (
        <Box3Figures s={s} />
      ))}
    >
      <h4 class="em-subhead">At the lever-arm widget’s contact</h4>
      {seen((s) => (
        <FormsTable s={s} />
      ))}
      {seen((s) => (
        <ConstraintView s={s} />
      ))}
      {group('B’s motion and restitution, for the constraint view', ['vBx', 'vBy', 'wB', 'e'])}
      <h4 class="em-subhead">The 3D box: the 2D shortcut against the tensor form</h4>
      {seen((s) => (
        <Box3Readouts s={s} />
      ))}
      {group('The 3D box', ['depth', 'turnDeg'])}
    </Widget>
  );
}

const list = (xs: readonly number[]) => `(${xs.map((x) => fmt(x, 3)).join(', ')})`;
const sum = (xs: readonly number[]) => xs.map((x) => fmt(x, 4)).join(' + ');

function FormsTable({ s }: { s: EmScenario }) {
  const { terms, flat } = s;
  const jTerms = s.J.map((Ji, i) => Ji * Ji * (s.Minv[i] as number));
  const meffs = [s.meff, flat.meff, s.meffJacobian];
  const spread = Math.max(...meffs) - Math.min(...meffs);
  return (
    <div class="em-scroll">
      <table class="readouts em-forms-table">
        <caption>
          The inverse effective mass k three ways. J = {list(s.J)}; diagonal of M<sup>−1</sup> ={' '}
          {list(s.Minv)}.
        </caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col">Terms</th>
            <th scope="col">k (1/kg)</th>
            <th scope="col">
              m<sub>eff</sub> (kg)
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Scalar (2D)</th>
            <td>
              <span class="em-formula">
                1/m<sub>A</sub> + 1/m<sub>B</sub> + (r<sub>A</sub>×n)²/I<sub>A</sub> + (r<sub>B</sub>×n)²/I
                <sub>B</sub>
              </span>
              {sum([terms.invMassA, terms.invMassB, terms.angA, terms.angB])}
            </td>
            <td data-readout="em-k-scalar">{fmt(s.k)}</td>
            <td data-readout="em-meff-scalar">{fmt(s.meff)}</td>
          </tr>
          <tr>
            <th scope="row">Tensor (3D, B as a thin plate)</th>
            <td>
              <span class="em-formula">
                1/m<sub>A</sub> + 1/m<sub>B</sub> + ((I<sub>A</sub>
                <sup>−1</sup>u<sub>A</sub>)×r<sub>A</sub>)·n + ((I<sub>B</sub>
                <sup>−1</sup>u<sub>B</sub>)×r<sub>B</sub>)·n
              </span>
              {sum([flat.a.invMass, flat.b.invMass, flat.termA, flat.termB])}
            </td>
            <td data-readout="em-k-tensor">{fmt(flat.k)}</td>
            <td data-readout="em-meff-tensor">{fmt(flat.meff)}</td>
          </tr>
          <tr>
            <th scope="row">Jacobian</th>
            <td>
              <span class="em-formula">
                J M<sup>−1</sup> J<sup>T</sup> = Σ J<sub>i</sub>² M<sup>−1</sup>
                <sub>ii</sub>
              </span>
              {sum(jTerms)}
            </td>
            <td data-readout="em-k-jacobian">{fmt(s.kJacobian)}</td>
            <td data-readout="em-meff-jacobian">{fmt(s.meffJacobian)}</td>
          </tr>
        </tbody>
      </table>
      <p class="em-note" data-em="agreement">
        Largest difference between the three effective masses:{' '}
        {spread === 0 ? '0' : `${spread.toExponential(1).replace('-', '−')}`} kg{' '}
        {spread === 0
          ? '(identical to the last bit).'
          : '(rounding in the last bits: the three forms are the same sum).'}
      </p>
    </div>
  );
}

function ConstraintView({ s }: { s: EmScenario }) {
  const { result } = s;
  const approaching = result.vn < 0;
  return (
    <>
      <table class="readouts em-constraint">
        <caption class="sr-only">The constraint view: J V, the bias, λ and J V after</caption>
        <thead>
          <tr>
            <th scope="col">Constraint view</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              J V = v<sub>n</sub> (m/s)
            </th>
            <td data-readout="em-jv">{fmt(s.JV)}</td>
          </tr>
          <tr>
            <th scope="row">bias b = e J V (m/s)</th>
            <td data-readout="em-bias">{approaching ? fmt(s.bias) : '—'}</td>
          </tr>
          <tr>
            <th scope="row">λ = max(0, −(J V + b)/(J M⁻¹ Jᵀ)) (N·s)</th>
            <td data-readout="em-lambda">{fmt(result.j)}</td>
          </tr>
          <tr>
            <th scope="row">J V′ after the impulse (m/s)</th>
            <td data-readout="em-jv-after">{fmt(result.vnAfter)}</td>
          </tr>
          <tr>
            <th scope="row">
              Equality constraint instead: λ<sub>=</sub> = −J V/(J M⁻¹ Jᵀ) (N·s)
            </th>
            <td data-readout="em-lambda-eq">{fmt(s.lambdaEq)}</td>
          </tr>
        </tbody>
      </table>
      {approaching ? null : (
        <p class="degenerate" data-em="separating">
          J V ≥ 0: the contact is not closing, so the inequality constraint is satisfied and λ is clamped to
          0. An equality constraint (a rod) would still act, with λ<sub>=</sub> = {fmt(s.lambdaEq)} N·s
          {s.lambdaEq < 0 ? ', a pull' : ''}.
        </p>
      )}
    </>
  );
}

/** The turned box seen from above and its world inertia tensor: the 3D box's figures. */
function Box3Figures({ s }: { s: EmScenario }) {
  const I = s.box.inertia;
  const box = s.box;
  return (
    <>
      <h4 class="em-subhead">A 3D box, turned about the vertical axis</h4>
      <div class="em-box3">
        <EmTopView s={s} />
        <table class="em-matrix" aria-label="World inertia tensor of the turned box, kg·m²">
          <caption>
            World inertia tensor <strong>I</strong> (kg·m²); principal moments I<sub>1</sub>, I<sub>2</sub>, I
            <sub>3</sub> = {fmt(box.I1, 3)}, {fmt(box.I2, 3)}, {fmt(box.I3, 3)}
          </caption>
          <tbody>
            {[0, 1, 2].map((i) => (
              <tr key={i}>
                {[0, 1, 2].map((j) => (
                  <td
                    key={j}
                    data-readout={i === 0 && j === 2 ? 'em-ixz' : i === 2 && j === 2 ? 'em-izz' : undefined}
                  >
                    {fmt(M3.at(I, i, j), 3)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Box3Readouts({ s }: { s: EmScenario }) {
  const { box } = s;
  const I = box.inertia;
  const Izz = M3.at(I, 2, 2);
  const Ixz = M3.at(I, 0, 2);
  const principal = Math.abs(Ixz) <= PRINCIPAL_TOL * Izz && Math.abs(M3.at(I, 1, 2)) <= PRINCIPAL_TOL * Izz;
  const diff = box.meffShortcut - box.meffTensor;
  // A push through B's centre turns the box about no axis: both forms are the translational mass.
  const noTurn = Math.abs(s.lever) < 1e-9;
  return (
    <div>
      <div>
        <table class="readouts em-box3-table">
          <caption class="sr-only">The 2D shortcut against the tensor form for the turned box</caption>
          <thead>
            <tr>
              <th scope="col">At the same contact</th>
              <th scope="col">2D shortcut</th>
              <th scope="col">Tensor form</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">angular factor (1/(kg·m²))</th>
              <td data-readout="em-inv-izz">
                1/I<sub>zz</sub> = {fmt(1 / Izz)}
              </td>
              <td data-readout="em-izz-inv">
                (I⁻¹)<sub>zz</sub> = {fmt(M3.at(box.invInertia, 2, 2))}
              </td>
            </tr>
            <tr>
              <th scope="row">
                m<sub>eff</sub> (kg)
              </th>
              <td data-readout="em-meff-shortcut">{fmt(box.meffShortcut)}</td>
              <td data-readout="em-meff-true">
                <strong>{fmt(box.meffTensor)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <WidgetSummary>
          {principal ? (
            <span data-em="principal">
              z is a principal axis at this turn (I<sub>xz</sub> = 0): the shortcut is exact.
            </span>
          ) : noTurn ? (
            <span data-em="no-turn">
              The push passes through the box’s centre, so it does not turn the box: the shortcut is exact.
            </span>
          ) : (
            <span data-em="shortcut-error">
              The shortcut overestimates the effective mass by{' '}
              <strong data-readout="em-diff">{fmt(diff)} kg</strong> ({fmt((100 * diff) / box.meffTensor, 3)}{' '}
              %): with I<sub>xz</sub> = {fmt(Ixz, 3)} kg·m², a push of 1 N·s spins the box at ω = (
              {fmt(box.spin.x, 3)}, {fmt(box.spin.y, 3)}, {fmt(box.spin.z, 3)}) rad/s, not about z alone.
            </span>
          )}
        </WidgetSummary>
        {box.onFace ? null : (
          <p class="degenerate" data-em="off-face">
            At this turn and depth the contact point (in the picture plane, {fmt(s.p.s, 3)} m from the centre)
            lies outside the box’s bottom face, which is only {fmt(s.p.depth, 3)} m deep. The numbers still
            hold for a push at that point (through a rigid bracket, say); reduce the turn or the offset to put
            it back on the box.
          </p>
        )}
      </div>
    </div>
  );
}

function TurnPlot({ s }: { s: EmScenario }) {
  const { p, box } = s;
  const sweepDeps = [p.m, p.s, p.pushDeg, p.fixA, p.mA, p.depth];
  const deps = [...sweepDeps, p.turnDeg];
  // The sweep reads exactly these (not the turn), so turning the box does not recompute it.
  const data = useMemo(() => turnSweep(p), sweepDeps);
  const peak = useMemo(() => shortcutGapPeak(p), sweepDeps);
  const current = [{ turnDeg: p.turnDeg, tensor: box.meffTensor, shortcut: box.meffShortcut }];
  // Label the two curves where they are furthest apart (they meet at 0° and ±90°).
  const widest = data.reduce((w, d) => (d.shortcut - d.tensor > w.shortcut - w.tensor ? d : w), data[0]!);
  const top = niceMax(Math.max(...data.map((d) => d.shortcut), ...data.map((d) => d.tensor)) * 1.1);
  return (
    <PlotFigure
      width={PLOT_W}
      height={PLOT_H}
      deps={deps}
      class="em-turn-plot"
      alt={`Effective mass of the 3D box against its turn about the vertical axis, from −90° to 90°: the 2D shortcut with I_zz and the tensor form. They agree at 0° and ±90°, where z is a principal axis, and the shortcut is higher in between. At the current turn, ${fmt(p.turnDeg, 3)}°, the shortcut gives ${fmt(box.meffShortcut)} kg and the tensor form ${fmt(box.meffTensor)} kg.`}
      caption={
        <>
          At γ = {fmt(p.turnDeg, 3)}°: 2D shortcut {fmt(box.meffShortcut)} kg, tensor form{' '}
          <strong>{fmt(box.meffTensor)} kg</strong>.{' '}
          <span data-readout="em-gap-peak">
            {peak
              ? `They part most at γ = ±${fmt(peak.turnDeg, 3)}°, by ${fmt(peak.gap)} kg (I_xz alone peaks at 45°).`
              : 'They never part: every turn of this box is about a principal axis, or the push has no lever arm.'}
          </span>
        </>
      }
      options={{
        marginLeft: 52,
        marginRight: 20,
        x: { label: 'turn γ of the box about the vertical axis (°)', domain: [-90, 90], ticks: 7 },
        y: { label: 'effective mass (kg)', domain: [0, top], grid: true },
        marks: [
          Plot.line(data, {
            x: 'turnDeg',
            y: 'shortcut',
            stroke: 'var(--after)',
            strokeWidth: 2,
            strokeDasharray: '6 4',
          }),
          Plot.line(data, { x: 'turnDeg', y: 'tensor', stroke: 'var(--body-b)', strokeWidth: 3 }),
          Plot.text([widest], {
            x: 'turnDeg',
            y: 'shortcut',
            text: () => '2D shortcut',
            dy: -12,
            fill: 'var(--after)',
          }),
          Plot.text([widest], {
            x: 'turnDeg',
            y: 'tensor',
            text: () => 'tensor form',
            dy: 14,
            fill: 'var(--body-b)',
          }),
          Plot.ruleX([p.turnDeg], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3' }),
          Plot.dot(current, {
            x: 'turnDeg',
            y: 'shortcut',
            r: 4.5,
            fill: 'var(--after)',
            stroke: 'var(--bg)',
          }),
          Plot.dot(current, {
            x: 'turnDeg',
            y: 'tensor',
            r: 5.5,
            fill: 'var(--body-b)',
            stroke: 'var(--bg)',
          }),
          Plot.ruleY([0], { stroke: 'var(--rule)' }),
        ],
      }}
    />
  );
}
