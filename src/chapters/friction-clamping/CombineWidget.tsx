// Widget "combining μ": one coefficient per material, one per pair. Each rule's combined μ as B's
// material runs from frictionless to grippy, A's held where the reader put it. Shares its state
// with the stick-or-slip widget (and so with the derivation's "plug in numbers").
import { niceMax } from '../../kit/plot/domain';
import './style.css';
import { Plot } from '../../kit/plot/marks';
import { combineSweep, combinedMu, frictionParams } from './scenario';
import { derived, reading, useDerived, useParam } from '../../params/use-params';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { fmt } from '../../lib/format';
import { ParamControls } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { ReadoutTable } from '../../kit/ReadoutTable';

const WIDTH = 640;
const HEIGHT = 260;
/** One stroke pattern per rule, so the lines differ without colour too. */
const DASH: Record<string, string> = {
  'Geometric mean': 'none',
  Minimum: '8 4',
  Maximum: '2 3',
  Average: '10 3 2 3',
  Product: '1 5',
};
const COLOR: Record<string, string> = {
  'Geometric mean': 'var(--impulse)',
  Minimum: 'var(--body-a)',
  Maximum: 'var(--body-b)',
  Average: 'var(--after)',
  Product: 'var(--before)',
};
const LABELS = Object.keys(DASH);

// Each rule's curve over μB, rebuilt only when μA changes: scrubbing μB moves the rule and the dots
// and keeps the curves (the same arrays, whose paths the chart keeps).
const curves = derived(
  frictionParams,
  reading((p) => {
    const data = combineSweep(p.muA);
    return LABELS.map((rule) => ({ rule, data: data.filter((d) => d.rule === rule) }));
  }, 'muA'),
);
// The pair's μ under each rule, at the two coefficients.
const pair = derived(
  frictionParams,
  reading((p) => combinedMu(p.muA, p.muB), 'muA', 'muB'),
);
const store = curves.store;

export default function FrCombineWidget() {
  // Only the two coefficients: scrubbing the stick-or-slip widget's other values leaves this alone.
  const p = { muA: useParam(store, 'muA'), muB: useParam(store, 'muB') };
  const byRule = useDerived(curves);
  const rows = useDerived(pair);
  return (
    <Widget
      id="fr-combine"
      title="Widget: combining two materials’ μ"
      store={store}
      primary={false}
      figure={
        <div class="fr-scope">
          <PlotFigure
            width={WIDTH}
            height={HEIGHT}
            deps={[p.muA, p.muB]}
            alt={`Combined friction coefficient against B's coefficient from 0 to 1.5, with A's coefficient at ${fmt(p.muA)}, for five rules: geometric mean, minimum, maximum, average and product. The current B coefficient ${fmt(p.muB)} is marked.`}
            caption={`μA = ${fmt(p.muA)}; the vertical rule marks μB = ${fmt(p.muB)}. Geometric mean there: ${fmt(rows[0]!.value)}.`}
            options={{
              marginLeft: 48,
              x: { label: 'μB, B’s material alone', domain: [0, 1.5] },
              y: { label: 'μ of the pair', domain: [0, Math.max(1.5, niceMax(p.muA * 1.5))], grid: true },
              marks: [
                Plot.ruleX([p.muB], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3' }),
                ...byRule.map(({ rule, data }) =>
                  Plot.line(data, {
                    x: 'muB',
                    y: 'value',
                    stroke: COLOR[rule],
                    strokeWidth: 2.2,
                    strokeDasharray: DASH[rule],
                  }),
                ),
                Plot.dot(
                  rows.map((r) => ({ muB: p.muB, value: r.value, rule: r.label })),
                  {
                    x: 'muB',
                    y: 'value',
                    r: 4,
                    fill: (d: { rule: string }) => COLOR[d.rule],
                    stroke: 'var(--bg)',
                  },
                ),
              ],
            }}
          />
          <div class="legend" aria-hidden="true">
            {LABELS.map((rule) => (
              <span key={rule}>
                <svg class="legend-line" width="28" height="8">
                  <line
                    x1="0"
                    y1="4"
                    x2="28"
                    y2="4"
                    stroke={COLOR[rule]}
                    stroke-width="2.5"
                    stroke-dasharray={DASH[rule]}
                  />
                </svg>
                {rule}
              </span>
            ))}
          </div>
        </div>
      }
    >
      <div class="fr-scope">
        <ReadoutTable
          class="fr-combine-table"
          caption="The pair’s friction coefficient under each combining rule"
          rowHeader="Rule"
          columns={['μ of the pair']}
          rows={rows.map((r) => ({
            label: r.label,
            cells: [{ name: `combine-${r.rule}`, value: fmt(r.value) }],
          }))}
        />
        <ParamControls store={store} idPrefix="frc" legend="The two materials" names={['muA', 'muB']} />
      </div>
    </Widget>
  );
}
