// Widget "iteration explorer": a small scene frozen at one step, solved by sequential impulses. The
// reader scrubs the number of sweeps and watches every contact's accumulated impulse and normal
// velocity approach the exact LCP answer (dashed), with the choices that change the iterates:
// clamping, warm start, order, friction. One run to MAX_SWEEPS per configuration (explorer.ts);
// the sweep count only picks an index into it.
import { Plot } from '../../kit/plot/marks';
import { derived, ignoring } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { PlotFigure, type Marker } from '../../kit/plot/PlotFigure';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { Contained } from '../../kit/Contained';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { siParams, type SiValues } from './scenario';
import { atSweep, explore, MAX_SWEEPS, type AtSweep, type Explorer } from './explorer';
import { SiSceneDiagram } from './SceneDiagram';
import { contactColor } from './colors';

/** The run, rebuilt only when something other than the sweep count changes. */
const runOf = ignoring(explore, 'iter');

interface View {
  x: Explorer;
  at: AtSweep;
  p: SiValues;
}
const state = derived(siParams, (p: SiValues): View => {
  const x = runOf(p);
  return { x, at: atSweep(x, p.iter), p };
});
const store = state.store;
const { group, more } = controlsOf(store, 'si');

export default function SiIterationExplorer() {
  return (
    <Widget
      id="si-iterations"
      title="Widget: the iteration explorer"
      store={store}
      figure={<Live state={state}>{(v) => <SiSceneDiagram x={v.x} at={v.at} />}</Live>}
      figures={
        <Live state={state}>
          {(v) => (
            <>
              <SweepChart v={v} q="lambda" />
              <SweepChart v={v} q="vn" />
            </>
          )}
        </Live>
      }
      more={more('The box: mass, size, velocities; the derivation’s e, threshold and penetration', {
        Boxes: ['m', 'w', 'h', 'off', 'vy', 'omega', 'vx', 'mu'],
        'Derivation only': ['e', 'vth', 'depth'],
      })}
    >
      <Live state={state}>{(v) => <Summary v={v} />}</Live>
      {group('Sweeps', ['iter'])}
      {group('Scene', ['scene'])}
      <Live state={state}>{(v) => <Choices v={v} />}</Live>
      {group('The loop', ['incr', 'warm', 'order', 'seed', 'fric'])}
      <Live state={state}>{(v) => <Readouts v={v} />}</Live>
    </Widget>
  );
}

function Summary({ v }: { v: View }) {
  const { x, at } = v;
  const n = x.scene.contacts.length;
  const worst = Math.min(...at.vn);
  return (
    <WidgetSummary>
      <span data-si="summary">
        {x.scene.label[0]!.toUpperCase() + x.scene.label.slice(1)}: {n} contacts, after {at.k} sweep
        {at.k === 1 ? '' : 's'}. The fastest approach left is{' '}
        {worst < 0 ? `${fmt(-worst)} m/s` : 'none (every contact at rest or separating)'}
        {x.exact.status === 'min-norm'
          ? '. K is singular: the exact impulses are not unique, and the dashed target is the one of least norm.'
          : x.exact.status === 'none'
            ? '. No set of pushes stops every approach.'
            : '.'}
      </span>
    </WidgetSummary>
  );
}

/** The integer parameters' choices in words, beside their sliders. */
function Choices({ v }: { v: View }) {
  return (
    <Contained>
      <p class="si-choices" data-si="choices">
        Scene: <strong>{v.x.scene.label}</strong>. Order: <strong>{v.x.orderLabel}</strong>. Warm start:{' '}
        <strong>{v.x.warmLabel}</strong>.
      </p>
    </Contained>
  );
}

function Readouts({ v }: { v: View }) {
  const { x, at } = v;
  return (
    <ReadoutTable
      class="si-table"
      caption={`Each contact after ${at.k} sweeps, and the exact answer`}
      showCaption
      rowHeader="Contact"
      columns={['λ (N·s)', 'vₙ (m/s)', 'exact λ (N·s)']}
      rows={x.scene.names.map((name, i) => ({
        label: name,
        cells: [
          { name: `lambda-${i}`, value: fmt(at.lambda[i]!) },
          { name: `vn-${i}`, value: fmt(at.vn[i]!) },
          { name: `exact-${i}`, value: fmt(x.exact.lambda[i]!) },
        ],
      }))}
      footnote={
        x.exact.status === 'min-norm'
          ? 'K is singular: many impulse sets are exact; the one of least norm is shown.'
          : v.p.fric
            ? 'The exact λ is the frictionless LCP’s: with friction rows the normal totals may settle elsewhere.'
            : undefined
      }
    />
  );
}

const CHART_W = 420;
const CHART_H = 240;
const MARGIN = { marginLeft: 56, marginRight: 44, marginTop: 14, marginBottom: 40 };

/** Each contact's series over the sweeps, built once per run (the run object is the key). */
const seriesCache = new WeakMap<Explorer, { lambda: Pt[][]; vn: Pt[][] }>();
interface Pt {
  k: number;
  y: number;
}
function series(x: Explorer) {
  let s = seriesCache.get(x);
  if (!s) {
    const n = x.scene.contacts.length;
    const of = (rows: number[][]) =>
      Array.from({ length: n }, (_, i) => rows.map((r, k) => ({ k, y: r[i]! })));
    s = { lambda: of(x.trace.history), vn: of(x.trace.vn) };
    seriesCache.set(x, s);
  }
  return s;
}

function chartMarks(x: Explorer, data: Pt[][], target: readonly number[]) {
  return data.flatMap((pts, i) => [
    Plot.ruleY([target[i]!], { stroke: contactColor(i), strokeDasharray: '5 4', strokeWidth: 1.5 }),
    Plot.line(pts, { x: 'k', y: 'y', stroke: contactColor(i), strokeWidth: 2 }),
    Plot.text([pts[pts.length - 1]!], {
      x: 'k',
      y: 'y',
      text: () => x.scene.names[i]!,
      fill: contactColor(i),
      dx: 6,
      textAnchor: 'start',
      // In em, so that it follows the chart's text as the chart's width sets it (PlotFigure.css).
      fontSize: '0.92em',
    }),
  ]);
}

function markers(at: AtSweep, values: readonly number[]): Marker[] {
  return [
    { kind: 'ruleX', x: at.k, stroke: 'var(--fg-soft)', strokeWidth: 1.5 },
    ...values.map((y, i): Marker => ({ kind: 'dot', x: at.k, y, r: 4, fill: contactColor(i) })),
  ];
}

/** A chart against sweeps, of each contact's accumulated impulse λ or its normal velocity vₙ, dashed: the exact answer's. */
function SweepChart({ v, q }: { v: View; q: 'lambda' | 'vn' }) {
  const { x, at } = v;
  const lambda = q === 'lambda';
  return (
    <PlotFigure
      class={`si-chart si-${q}-chart`}
      width={CHART_W}
      height={CHART_H}
      deps={[x]}
      markers={markers(at, at[q])}
      alt={
        lambda
          ? `Each contact's accumulated normal impulse against the number of sweeps, 0 to ${MAX_SWEEPS}; dashed lines are the exact answer; a vertical line marks sweep ${at.k}.`
          : `Each contact's normal velocity against the number of sweeps; negative means still approaching; dashed lines are the exact answer's velocities.`
      }
      caption={
        lambda ? (
          <>
            Accumulated impulse λ per contact against sweeps; dashed: the exact answer
            {x.exact.status === 'min-norm' ? ' (least-norm, not unique)' : ''}.
          </>
        ) : (
          <>Normal velocity vₙ per contact against sweeps (negative: still approaching); dashed: exact.</>
        )
      }
      options={{
        ...MARGIN,
        x: { domain: [0, MAX_SWEEPS], label: 'sweeps', ticks: 5 },
        y: {
          domain: lambda ? x.lambdaDomain : x.vnDomain,
          label: lambda ? 'λ (N·s)' : 'vₙ (m/s)',
          ticks: 5,
          grid: true,
        },
        marks: [
          Plot.ruleY([0], { stroke: 'var(--rule)' }),
          ...chartMarks(x, series(x)[q], lambda ? x.exact.lambda : x.exact.w),
        ],
      }}
    />
  );
}
