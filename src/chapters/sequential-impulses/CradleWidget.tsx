// Widget "Newton's cradle, two ways": the same hit resolved one pair at a time (sequential
// impulses) and all contacts at once (their LCP), drawn one above the other with every ball's
// velocity, momentum and energy. Both come from src/solver; the point is that they differ and that
// the choice between them is a choice of model (how the row passes the push along), not of accuracy.
import { derived, useDerived } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { ParamControls } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { AGREE_TOL, cradleParams, cradleScenario, velocityList, type Cradle } from './cradle-scenario';
import { SiCradleDiagram } from './CradleDiagram';

const state = derived(cradleParams, cradleScenario);
const store = state.store;

export default function SiCradleWidget() {
  const c = useDerived(state);
  return (
    <Widget
      id="si-cradle"
      title="Widget: Newton’s cradle, two ways"
      store={store}
      figure={<SiCradleDiagram c={c} />}
    >
      <WidgetSummary class={c.note ? 'degenerate' : undefined} data-si="cradle-summary">
        {summary(c)}
      </WidgetSummary>
      <Readouts c={c} />
      <ParamControls
        store={store}
        idPrefix="sic"
        legend="The hit"
        names={['crN', 'crK', 'crV', 'crE', 'crOrder']}
      />
    </Widget>
  );
}

function summary(c: Cradle): string {
  if (c.note) return c.note;
  const seq = `One pair at a time (${c.order.label}) gives ${velocityList(c.sequential.v)} m/s`;
  const sim = `all at once gives ${velocityList(c.simultaneous.v)} m/s`;
  const unsettled = c.sequential.settled
    ? ''
    : ` The pairs were still approaching after ${c.sequential.passes} passes: with e < 1 each pass leaves a smaller approach, never none.`;
  if (c.difference <= AGREE_TOL) return `${seq}; ${sim}: here the two agree.${unsettled}`;
  return `${seq}; ${sim}. Both keep the momentum, and neither is wrong by itself: each is a model of how the push travels along the row (one contact after another, or every contact at the same instant), and only the balls can say which fits.${unsettled}`;
}

function Readouts({ c }: { c: Cradle }) {
  const cell = (name: string, x: number) => ({ name: `cradle-${name}`, value: fmt(x, 4) });
  const balls = c.before.map((vb, i) => ({
    label: `ball ${i + 1} (m/s)`,
    cells: [
      cell(`v${i}-before`, vb),
      cell(`v${i}-seq`, c.sequential.v[i]!),
      cell(`v${i}-sim`, c.simultaneous.v[i]!),
    ],
  }));
  return (
    <ReadoutTable
      class="si-cradle-table"
      caption="Velocities, momentum and kinetic energy before the hit and after it, pair by pair and all at once"
      columns={['Before', 'Pair by pair', 'All at once']}
      rows={[
        ...balls,
        {
          label: 'momentum (kg·m/s)',
          cells: [
            cell('p-before', c.momentumBefore),
            cell('p-seq', c.sequential.momentum),
            cell('p-sim', c.simultaneous.momentum),
          ],
        },
        {
          label: 'kinetic energy (J)',
          cells: [
            cell('t-before', c.kineticBefore),
            cell('t-seq', c.sequential.kinetic),
            cell('t-sim', c.simultaneous.kinetic),
          ],
        },
        {
          label: 'passes',
          cells: [
            '—',
            {
              name: 'cradle-passes',
              value: `${c.sequential.passes}${c.sequential.settled ? '' : ' (not settled)'}`,
            },
            'one solve',
          ],
        },
        {
          label: 'contact impulses λ (N·s)',
          cells: ['—', '—', { name: 'cradle-impulses', value: velocityList(c.simultaneous.lambda) }],
        },
      ]}
      footnote={`Every ball has mass 1 kg. Largest difference between the two models: ${fmt(c.difference, 3)} m/s.`}
    />
  );
}
