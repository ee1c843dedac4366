// Widget "thrown onto the ground": a disc thrown with spin onto immovable ground, run with the
// site's stepper. Three charts of the same run: the path with a few frames of the disc, the slip
// v_t of its lowest point coloured by the friction regime, and the centre speed against the speed
// its spin would roll at, which meet at the analytic rolling speed. The run is computed once per
// input, in the scenario; this file only chooses marks.
import './style.css';
import { Plot } from '../../kit/plot/marks';
import {
  DISC_RADIUS,
  THROW_STEPS,
  throwParams,
  throwScenario,
  type ThrowRun,
  type ThrowSample,
} from './throw-scenario';
import { DEFAULT_DT } from '../../sim';
import { derived } from '../../params/use-params';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { niceDomain, niceMax } from '../../kit/plot/domain';
import { fmt } from '../../lib/format';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { MuNotice } from './MuNotice';

const state = derived(throwParams, throwScenario);
const store = state.store;
const { group } = controlsOf(store, 'frt');

const WIDTH = 640;
const PATH_HEIGHT = 210;
const PATH_MARGIN = { top: 14, right: 14, bottom: 38, left: 46 };
/** Room (m) around the path so the disc's outline is not cut by the frame. */
const PAD_M = 0.05;
const SERIES_HEIGHT = 200;
const DURATION = THROW_STEPS * DEFAULT_DT;

const PHASE_FILL = { stick: 'var(--fr-stick)', slip: 'var(--fr-slip)', air: 'var(--fr-air)' } as const;

export default function FrThrowWidget() {
  return (
    <Widget
      id="fr-throw"
      title="Widget: thrown onto the ground"
      store={store}
      figure={
        <div class="fr-scope">
          <Live state={state}>{(run) => <PathPlot run={run} />}</Live>
          <PhaseLegend />
        </div>
      }
      figures={
        <div class="fr-scope">
          <Live state={state}>
            {(run) => (
              <>
                <SlipPlot run={run} />
                <SpeedPlot run={run} />
              </>
            )}
          </Live>
        </div>
      }
    >
      <div class="fr-scope">
        <Live state={state}>
          {(run) => (
            <>
              <MuNotice text={run.muNotice} />
              <WidgetSummary data-fr-throw-outcome>{run.outcome}</WidgetSummary>
              <Readouts run={run} />
            </>
          )}
        </Live>
        {group('Throw', ['throwSpeed', 'throwAngle', 'throwSpin'])}
        {group('Contact', ['throwE', 'throwMuS', 'throwMuD', 'throwDamping'])}
      </div>
    </Widget>
  );
}

function PhaseLegend() {
  return (
    <div class="legend">
      <span>
        <span class="fr-swatch-dot sw-fr-stick" />
        sticks / rolls (static)
      </span>
      <span>
        <span class="fr-swatch-tri sw-fr-slip" />
        slips / skids (dynamic)
      </span>
      <span>
        <span class="fr-swatch-dot sw-fr-air" />
        in the air (no contact force)
      </span>
    </div>
  );
}

/** Domains with one metre the same length on both axes, so the disc is drawn round. */
function equalAspect(samples: readonly ThrowSample[]) {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of samples) {
    x0 = Math.min(x0, s.x);
    x1 = Math.max(x1, s.x);
    y1 = Math.max(y1, s.y);
  }
  // Rounded out to round values, so the axes stay put while a scrub changes the path a little.
  [x0, x1] = niceDomain([x0 - DISC_RADIUS - PAD_M, x1 + DISC_RADIUS + PAD_M], { count: 5 });
  const y0 = -PAD_M;
  y1 = niceMax(y1 + DISC_RADIUS + PAD_M);
  const innerW = WIDTH - PATH_MARGIN.left - PATH_MARGIN.right;
  const innerH = PATH_HEIGHT - PATH_MARGIN.top - PATH_MARGIN.bottom;
  const pxPerM = Math.min(innerW / (x1 - x0), innerH / (y1 - y0));
  return {
    pxPerM,
    x: [x0, x0 + innerW / pxPerM] as [number, number],
    y: [y0, y0 + innerH / pxPerM] as [number, number],
  };
}

function PathPlot({ run }: { run: ThrowRun }) {
  const view = equalAspect(run.samples);
  const frames = run.frames.map((i) => run.samples[i]!);
  const r = DISC_RADIUS * view.pxPerM;
  return (
    <PlotFigure
      width={WIDTH}
      height={PATH_HEIGHT}
      deps={[run]}
      alt={`The disc's path over ${DURATION} seconds, with its outline every 0.2 seconds coloured by what friction was doing. ${run.outcome}`}
      caption={`The centre’s path, and the disc every 0.2 s (the spoke marks one point of its rim). After ${DURATION} s it is at x = ${fmt(run.final.x)} m.`}
      options={{
        marginTop: PATH_MARGIN.top,
        marginRight: PATH_MARGIN.right,
        marginBottom: PATH_MARGIN.bottom,
        marginLeft: PATH_MARGIN.left,
        x: { label: 'x (m)', domain: view.x },
        y: { label: 'y (m)', domain: view.y, ticks: 3 },
        marks: [
          Plot.rect([{ x1: view.x[0], x2: view.x[1], y1: view.y[0], y2: 0 }], {
            x1: 'x1',
            x2: 'x2',
            y1: 'y1',
            y2: 'y2',
            fill: 'var(--rule)',
          }),
          Plot.ruleY([0], { stroke: 'var(--fg-soft)', strokeWidth: 1.5 }),
          Plot.line(run.samples, {
            x: 'x',
            y: 'y',
            stroke: 'var(--fg-soft)',
            strokeWidth: 1,
            strokeDasharray: '3 3',
          }),
          ...(['air', 'slip', 'stick'] as const).map((phase) =>
            Plot.dot(
              frames.filter((f) => f.phase === phase),
              {
                x: 'x',
                y: 'y',
                r,
                stroke: PHASE_FILL[phase],
                strokeWidth: 2,
                fill: PHASE_FILL[phase],
                fillOpacity: 0.08,
              },
            ),
          ),
          Plot.link(frames, {
            x1: 'x',
            y1: 'y',
            x2: 'markX',
            y2: 'markY',
            stroke: 'var(--fg)',
            strokeWidth: 1.5,
          }),
        ],
      }}
    />
  );
}

function SlipPlot({ run }: { run: ThrowRun }) {
  const slip = run.samples.filter((s) => s.phase === 'slip');
  // The sticking stretches as one thick line: NaN outside them breaks it (cheaper than a dot a step).
  const stick = run.samples.map((s) => ({ t: s.t, vt: s.phase === 'stick' ? s.vt : NaN }));
  return (
    <PlotFigure
      width={WIDTH}
      height={SERIES_HEIGHT}
      deps={[run]}
      alt={`Tangential velocity of the disc's lowest point over time, marked at each step by the friction regime. ${run.outcome}`}
      caption={
        <>
          v<sub>t</sub> = v<sub>rel</sub>·t at the lowest point. The ground is A and its normal points up, so
          t = (−1, 0) points left: a disc skidding forward has v<sub>t</sub> &lt; 0. Rolling is v<sub>t</sub>{' '}
          = 0.
        </>
      }
      options={{
        marginLeft: 46,
        x: { label: 'time (s)', domain: [0, DURATION] },
        y: { label: 'vₜ (m/s)', grid: true, domain: niceDomain([0, ...run.samples.map((s) => s.vt)]) },
        marks: [
          Plot.ruleY([0], { stroke: 'var(--fg-soft)' }),
          Plot.line(run.samples, { x: 't', y: 'vt', stroke: 'var(--fr-air)', strokeWidth: 1.2 }),
          Plot.dot(slip, { x: 't', y: 'vt', r: 3, symbol: 'triangle', fill: 'var(--fr-slip)' }),
          Plot.line(stick, { x: 't', y: 'vt', stroke: 'var(--fr-stick)', strokeWidth: 4 }),
          ...(run.rollingFrom !== null
            ? [Plot.ruleX([run.rollingFrom], { stroke: 'var(--fr-stick)', strokeDasharray: '4 3' })]
            : []),
        ],
      }}
    />
  );
}

function SpeedPlot({ run }: { run: ThrowRun }) {
  return (
    <PlotFigure
      width={WIDTH}
      height={SERIES_HEIGHT}
      deps={[run]}
      alt={`The centre's horizontal speed and minus the spin times the radius, over time. They meet when the disc rolls; the analytic rolling speed ${fmt(run.rollingSpeed)} metres per second is drawn as a horizontal line.`}
      caption={
        <>
          Centre speed v<sub>x</sub> (solid) and −ωr (dashed), the speed the current spin would roll at; the
          thin line is the analytic rolling speed v<sub>f</sub> = {fmt(run.rollingSpeed)} m/s.
        </>
      }
      options={{
        marginLeft: 46,
        x: { label: 'time (s)', domain: [0, DURATION] },
        y: {
          label: 'speed (m/s)',
          grid: true,
          domain: niceDomain([0, run.rollingSpeed, ...run.samples.flatMap((s) => [s.vx, s.rollingAtSpin])]),
        },
        marks: [
          Plot.ruleY([0], { stroke: 'var(--rule)' }),
          Plot.ruleY([run.rollingSpeed], { stroke: 'var(--fr-stick)', strokeWidth: 1.2 }),
          Plot.line(run.samples, { x: 't', y: 'vx', stroke: 'var(--body-a)', strokeWidth: 2.2 }),
          Plot.line(run.samples, {
            x: 't',
            y: 'rollingAtSpin',
            stroke: 'var(--body-b)',
            strokeWidth: 2.2,
            strokeDasharray: '6 3',
          }),
        ],
      }}
    />
  );
}

function Readouts({ run }: { run: ThrowRun }) {
  const { final } = run;
  const first = run.samples[0]!;
  return (
    <ReadoutTable
      caption="The run’s outcome against the analytic rolling speed"
      columns={['Value']}
      rows={[
        {
          label: (
            <>
              Analytic rolling speed v<sub>f</sub> = (m r v<sub>0</sub> − I ω<sub>0</sub>)/(m r + I/r) (m/s)
            </>
          ),
          cells: [{ name: 'throw-vf', value: <>{fmt(run.rollingSpeed)}</> }],
        },
        {
          label: (
            <>
              Simulated centre speed v<sub>x</sub> at {DURATION} s (m/s)
            </>
          ),
          cells: [{ name: 'throw-vx', value: <>{fmt(final.vx)}</> }],
        },
        {
          label: <>−ωr at {DURATION} s (m/s)</>,
          cells: [{ name: 'throw-wr', value: <>{fmt(final.rollingAtSpin)}</> }],
        },
        {
          label: <>Lands at / rolls from (s)</>,
          cells: [
            <>
              <span data-readout="throw-landed">{run.landed === null ? '—' : fmt(run.landed)}</span> /{' '}
              <span data-readout="throw-rolling">
                {run.rollingFrom === null ? 'not rolling' : fmt(run.rollingFrom)}
              </span>
            </>,
          ],
        },
        {
          label: <>Kinetic energy at 0 → {DURATION} s (J)</>,
          cells: [
            <>
              <span data-readout="throw-ke0">{fmt(first.kinetic)}</span> →{' '}
              <span data-readout="throw-ke">{fmt(final.kinetic)}</span>
            </>,
          ],
        },
      ]}
    />
  );
}
