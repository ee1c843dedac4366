// Widget "lever arm": a box struck on its bottom face. The reader moves the contact point (drag or
// slider), tilts the push, and changes B's mass and inertia and what A is; the diagram, the terms
// of k and the plot of m_eff across the whole face follow. This widget owns the page's state.
import { niceMax } from '../../kit/plot/domain';
import { derived, useWidgetOnScreen } from '../../params/use-params';
import { Plot } from '../../kit/plot/marks';
import { useMemo } from 'preact/hooks';
import { emParams, emScenario, leverSweep, BOX_W, type EmScenario } from './scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { fmt } from '../../lib/format';
import { controlsOf } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WhileSeen } from '../../kit/WhileSeen';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { EmLeverDiagram } from './LeverDiagram';
// Its tables of numbers are not ReadoutTables but look like them.
import '../../kit/ReadoutTable.css';
import './style.css';

const state = derived(emParams, emScenario);
const store = state.store;
const { group, more } = controlsOf(store, 'em');

const PLOT_W = 640;
const PLOT_H = 280;
/** Line styles per inertia, so the three lines differ by more than colour. */
const SERIES_STYLE: Record<string, { stroke: string; dash?: string; width: number }> = {
  'I/2': { stroke: 'var(--body-a)', dash: '6 4', width: 2 },
  I: { stroke: 'var(--body-b)', width: 3 },
  '2I': { stroke: 'var(--impulse)', dash: '2 3', width: 2 },
};

export default function EmLeverArm() {
  // Shares its store with the three-forms widget (see useWidgetOnScreen).
  const onScreen = useWidgetOnScreen();
  return (
    <Widget
      rootRef={onScreen.ref}
      id="em-lever"
      title="Widget: the lever arm"
      store={store}
      figure={
        <Live state={state} live={onScreen.live}>
          {(s) => <EmLeverDiagram s={s} store={store} />}
        </Live>
      }
      figures={
        <Live state={state} live={onScreen.live}>
          {(s) => <LeverPlot s={s} />}
        </Live>
      }
      more={more('The other side, A', { 'The other side, A': ['fixA', 'mA'] })}
    >
      <Live state={state} live={onScreen.live}>
        {(s) => (
          <>
            <Summary s={s} />
            <WhileSeen>
              <Terms s={s} />
            </WhileSeen>
          </>
        )}
      </Live>
      {group('The box B and the push', ['s', 'pushDeg', 'm', 'I'])}
    </Widget>
  );
}

function Summary({ s }: { s: EmScenario }) {
  const share = (100 * s.meff) / s.p.m;
  return (
    <WidgetSummary>
      {Math.abs(s.lever) < 1e-9 ? (
        <span class="degenerate" data-em="no-lever">
          The line of action passes through B’s centre: the push does not turn B, and the contact feels the
          full translational mass, {fmt(s.meff)} kg.
        </span>
      ) : (
        <>
          With a lever arm of {fmt(s.lever, 3)} m, the {fmt(s.p.m, 3)} kg box answers this push as if it had a
          mass of <strong data-em="meff-summary">{fmt(s.meff)} kg</strong>
          {s.a.invMass === 0 ? (
            <> ({fmt(share, 3)} % of its mass): part of every push goes into turning it.</>
          ) : (
            <>, together with the ball A.</>
          )}
        </>
      )}
    </WidgetSummary>
  );
}

function Terms({ s }: { s: EmScenario }) {
  const { terms } = s;
  return (
    <table class="readouts em-terms">
      <caption class="sr-only">The terms of k and the effective mass</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            Lever arm ℓ = r<sub>B</sub>×n (m)
          </th>
          <td data-readout="em-lever">{fmt(s.lever)}</td>
        </tr>
        <tr>
          <th scope="row">
            Radius of gyration ρ<sub>B</sub> = √(I<sub>B</sub>/m<sub>B</sub>) (m)
          </th>
          <td data-readout="em-rho">{fmt(s.rho)}</td>
        </tr>
        <tr>
          <th scope="row">
            1/m<sub>A</sub> (1/kg)
          </th>
          <td data-readout="em-invmA">{fmt(terms.invMassA)}</td>
        </tr>
        <tr>
          <th scope="row">
            1/m<sub>B</sub> (1/kg)
          </th>
          <td data-readout="em-invmB">{fmt(terms.invMassB)}</td>
        </tr>
        <tr>
          <th scope="row">
            (r<sub>A</sub>×n)²/I<sub>A</sub> (1/kg)
          </th>
          <td data-readout="em-angA">{fmt(terms.angA)}</td>
        </tr>
        <tr>
          <th scope="row">
            (r<sub>B</sub>×n)²/I<sub>B</sub> (1/kg)
          </th>
          <td data-readout="em-angB">{fmt(terms.angB)}</td>
        </tr>
        <tr>
          <th scope="row">k, the sum (1/kg)</th>
          <td data-readout="em-k">{fmt(s.k)}</td>
        </tr>
        <tr>
          <th scope="row">
            Effective mass m<sub>eff</sub> = 1/k (kg)
          </th>
          <td data-readout="em-meff">
            <strong>{fmt(s.meff)}</strong>
          </td>
        </tr>
        <tr>
          <th scope="row">
            Without rotation, 1/(1/m<sub>A</sub> + 1/m<sub>B</sub>) (kg)
          </th>
          <td data-readout="em-meff-norot">{fmt(s.meffNoRotation)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function LeverPlot({ s }: { s: EmScenario }) {
  const { p } = s;
  // The sweep reads exactly these parameters: a change of the velocities, or of the offset s the
  // reader scrubs along the curves, does not redo it.
  const sweepDeps = [p.m, p.I, p.pushDeg, p.fixA, p.mA];
  const series = useMemo(() => leverSweep(p), sweepDeps);
  const deps = [...sweepDeps, p.s];
  const sweepMax = useMemo(
    () => Math.max(...series.flatMap((ser) => ser.points.map((pt) => pt.meff))),
    [series],
  );
  const ends = series.map((ser) => ({
    ...ser.points[ser.points.length - 1]!,
    label: `${ser.label} = ${fmt(ser.I, 3)}`,
  }));
  const current = { s: p.s, meff: s.meff };
  const top = niceMax(Math.max(s.meffNoRotation, sweepMax) * 1.08);
  return (
    <PlotFigure
      width={PLOT_W}
      height={PLOT_H}
      deps={deps}
      class="em-lever-plot"
      alt={`Effective mass against the contact offset along B’s bottom face, for three moments of inertia of B (I/2, I and 2I). Each curve peaks where the line of action passes through the centre and falls towards the corners; a larger inertia keeps it higher. The current offset, ${fmt(p.s, 3)} m, gives ${fmt(s.meff)} kg.`}
      caption={
        <>
          m<sub>eff</sub> at s = {fmt(p.s, 3)} m with I = {fmt(p.I, 3)} kg·m²:{' '}
          <strong>{fmt(s.meff)} kg</strong>. The dashed rule is the mass without rotation,{' '}
          {fmt(s.meffNoRotation)} kg.
        </>
      }
      options={{
        marginLeft: 52,
        marginRight: 92,
        x: { label: 'contact offset s along the bottom face (m)', domain: [-BOX_W / 2, BOX_W / 2], ticks: 7 },
        y: { label: 'effective mass (kg)', domain: [0, top], grid: true },
        marks: [
          Plot.ruleY([s.meffNoRotation], { stroke: 'var(--fg-soft)', strokeDasharray: '5 4' }),
          ...series.map((ser) =>
            Plot.line(ser.points, {
              x: 's',
              y: 'meff',
              stroke: SERIES_STYLE[ser.label]!.stroke,
              strokeWidth: SERIES_STYLE[ser.label]!.width,
              strokeDasharray: SERIES_STYLE[ser.label]!.dash,
            }),
          ),
          Plot.text(ends, {
            x: 's',
            y: 'meff',
            text: 'label',
            textAnchor: 'start',
            dx: 6,
            fill: 'currentColor',
          }),
          Plot.ruleX([p.s], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3' }),
          Plot.dot([current], { x: 's', y: 'meff', r: 5.5, fill: 'var(--body-b)', stroke: 'var(--bg)' }),
        ],
      }}
    />
  );
}
