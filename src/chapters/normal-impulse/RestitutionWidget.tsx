// Widget "outcome vs restitution": what e does to the impulse, the bounce and the energy, with
// everything else as set in the collision widget (they share one state).
import { derived, ignoring, useDerived, useParams, useWidgetOnScreen } from '../../params/use-params';
import { Plot } from '../../kit/plot/marks';
import {
  collisionParams,
  collisionScenario,
  restitutionPoint,
  restitutionSweep,
  type RestitutionPoint,
} from './scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { niceDomain } from '../../kit/plot/domain';
import { ParamControls } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { fmt, fmtUnit } from '../../lib/format';

const state = derived(collisionParams, collisionScenario);
// The sweep runs over e: scrubbing e moves the marker along the curves, it does not rebuild them.
const sweepState = derived(collisionParams, ignoring(restitutionSweep, 'e'));
const store = state.store;

const WIDTH = 640;
const HEIGHT = 170;

interface Panel {
  key: keyof Omit<RestitutionPoint, 'e'>;
  label: string;
  /** Name and unit for the caption. */
  name: string;
  unit: string;
  color: string;
  alt: string;
}

const PANELS: readonly Panel[] = [
  {
    key: 'j',
    label: 'impulse j (N·s)',
    name: 'impulse j',
    unit: 'N·s',
    color: 'var(--impulse)',
    alt: 'Impulse j against restitution e: a straight line, since j is proportional to 1 + e.',
  },
  {
    key: 'vnAfter',
    label: 'vₙ after (m/s)',
    name: 'vₙ after',
    unit: 'm/s',
    color: 'var(--after)',
    alt: 'Normal relative velocity after the impulse against e: a straight line −e·vₙ, zero at e = 0.',
  },
  {
    key: 'energyLost',
    label: 'kinetic energy lost (J)',
    name: 'kinetic energy lost',
    unit: 'J',
    color: 'var(--body-b)',
    alt: 'Kinetic energy lost against e: a downward parabola, largest at e = 0 and zero at e = 1.',
  },
];

export default function RestitutionPlot() {
  // Shares its store with the collision widget: while the reader scrubs that, this widget's sweeps
  // and charts follow only when it is on screen.
  const onScreen = useWidgetOnScreen();
  const p = useParams(store, onScreen.live);
  const data = useDerived(sweepState, onScreen.live);
  const current = restitutionPoint(useDerived(state, onScreen.live));
  const approaching = data.some((d) => d.j > 0);
  return (
    <Widget
      rootRef={onScreen.ref}
      id="restitution"
      title="Widget: outcome against restitution"
      store={store}
      primary={false}
      figure={
        <div class="plot-stack">
          {PANELS.map((panel) => (
            <PlotFigure
              key={panel.key}
              width={WIDTH}
              height={HEIGHT}
              // The curves depend on everything but e; e only moves the markers.
              deps={[data]}
              alt={panel.alt}
              caption={`${panel.name} at e = ${fmt(p.e, 3)}: ${fmtUnit(current[panel.key], panel.unit)}`}
              options={{
                marginLeft: 48,
                x: { label: 'restitution e', domain: [0, 1], ticks: 5 },
                y: {
                  label: panel.label,
                  grid: true,
                  domain: niceDomain(
                    data.map((d) => d[panel.key]),
                    { zero: true },
                  ),
                },
                marks: [
                  Plot.ruleY([0], { stroke: 'var(--rule)' }),
                  Plot.line(data, { x: 'e', y: panel.key, stroke: panel.color, strokeWidth: 2.5 }),
                ],
              }}
              markers={[
                { kind: 'ruleX', x: p.e, stroke: 'var(--fg-soft)', strokeDasharray: '4 3' },
                { kind: 'dot', x: p.e, y: current[panel.key], r: 5, fill: panel.color, stroke: 'var(--bg)' },
              ]}
            />
          ))}
        </div>
      }
    >
      {approaching ? null : (
        <p class="degenerate">
          With the current configuration no impulse is applied for any e (the bodies are not approaching, or
          nothing can move), so every curve is flat at zero.
        </p>
      )}
      <ParamControls
        store={store}
        idPrefix="rest"
        legend="Restitution (shared with the collision widget)"
        names={['e']}
      />
    </Widget>
  );
}
