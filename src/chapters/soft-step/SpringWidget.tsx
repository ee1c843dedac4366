// Widget "the spring behind a soft contact": a box lands on one contact point and the contact, a
// damped spring, takes it. Its separation over time three ways (spring-scenario.ts): the exact spring,
// the implicit steps of the spring alone, and Box2D v3's substeps with their relax pass; the three
// coefficients the steps use, live. Shares its state with the derivation's "plug in numbers".
import type { ComponentChildren } from 'preact';
import { derived, useWidgetOnScreen } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { Plot } from '../../kit/plot/marks';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { ssParams } from './scenario';
import { springRun, SPRING_SPAN, type SpringRun } from './spring-scenario';

const state = derived(ssParams, springRun);
const store = state.store;
const { group, more } = controlsOf(store, 'ss');

// The derivation's other cases share this widget's numbers (its "plug in numbers" reads the same
// store) but not its figure: an overlap at the substep's start, a bounce, a speculative gap, a mass
// ratio. Their controls are here, folded away, so that every number the steps use can be set.
const derivationOnly = more('The derivation’s other cases (the steps, not this figure)', {
  'One substep of the contact': ['s', 'gap'],
  'Bounce and mass ratio': ['e', 'ratio'],
});

export default function SsSpringWidget() {
  const onScreen = useWidgetOnScreen();
  return (
    <Widget
      rootRef={onScreen.ref}
      id="ss-spring"
      title="Widget: the spring behind a soft contact"
      store={store}
      more={derivationOnly}
      figure={
        <Live state={state} live={onScreen.live}>
          {(r) => <SpringChart r={r} />}
        </Live>
      }
    >
      <Live state={state} live={onScreen.live}>
        {(r) => (
          <>
            <Summary r={r} />
            <Readouts r={r} />
          </>
        )}
      </Live>
      {group('The spring', ['fc', 'zeta', 'n'])}
      {group('The box', ['m', 'v0'])}
    </Widget>
  );
}

function Summary({ r }: { r: SpringRun }) {
  return (
    <WidgetSummary>
      Against the ground the spring runs at f<sub>s</sub> = {fmt(r.fs, 3)} Hz
      {r.capped ? <> (the contact hertz capped at a quarter of the substep rate, then doubled)</> : null},
      over substeps of h = {fmt(r.h * 1000, 3)} ms. Relaxed every substep, the box goes down to{' '}
      {fmt(r.lowest, 3)} mm and is at {fmt(r.end, 3)} mm after {fmt(SPRING_SPAN, 2)} s; its spring holds it at{' '}
      {fmt(r.rest, 3)} mm.
    </WidgetSummary>
  );
}

function Readouts({ r }: { r: SpringRun }) {
  const row = (name: string, label: ComponentChildren, x: number) => ({
    label,
    cells: [{ name, value: <>{fmt(x)}</> }],
  });
  return (
    <ReadoutTable
      caption="The spring’s numbers, as the steps use them"
      columns={['Value']}
      rows={[
        row('h', 'substep h (ms)', r.h * 1000),
        row(
          'fs',
          <>
            spring against the ground f<sub>s</sub> (Hz)
          </>,
          r.fs,
        ),
        row('h-omega', 'hω', r.h * r.omega),
        row('bias-rate', 'biasRate (1/s)', r.soft.biasRate),
        row('mass-scale', 'massScale', r.soft.massScale),
        row('impulse-scale', 'impulseScale', r.soft.impulseScale),
        row('rest', 'rest separation −g/ω² (mm)', r.rest),
        row('lowest', 'lowest separation, relaxed (mm)', r.lowest),
      ]}
    />
  );
}

const WIDTH = 640;
const HEIGHT = 300;

function SpringChart({ r }: { r: SpringRun }) {
  return (
    <PlotFigure
      width={WIDTH}
      height={HEIGHT}
      deps={[r]}
      alt="The contact’s separation over time after the box lands: the exact spring as a line, the implicit steps without relax as a dashed line with dots, and Box2D’s relaxed substeps as dots; a horizontal line at the rest separation."
      caption="Separation of the contact (mm, negative: overlap) after the box lands at t = 0. Solid: the exact spring. Dashed: the implicit steps without relax. Dots: the soft step’s substeps, relaxed. Thin line: where the spring holds the box, −g/ω²."
      options={{
        marginLeft: 56,
        x: { label: 'time t (s)', domain: [0, SPRING_SPAN], ticks: 5 },
        y: { label: 'separation s (mm)', grid: true, domain: r.domain },
        marks: [
          Plot.ruleY([0], { stroke: 'var(--rule)' }),
          Plot.ruleY([r.rest], { stroke: 'var(--fg-soft)', strokeDasharray: '2 3' }),
          Plot.line(r.exact, { x: 't', y: 's', stroke: 'var(--body-a)', strokeWidth: 2 }),
          Plot.line(r.implicit, {
            x: 't',
            y: 's',
            stroke: 'var(--impulse)',
            strokeWidth: 1.5,
            strokeDasharray: '6 3',
          }),
          Plot.dot(r.relaxed, { x: 't', y: 's', fill: 'var(--body-b)', r: 2.5 }),
        ],
      }}
    />
  );
}
