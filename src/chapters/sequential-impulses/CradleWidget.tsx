// Widget "Newton's cradle, three models": the same hit resolved pair by pair (chapter one's impulse
// for one pair at a time), by the chapter's loop (sequential impulses with running totals and each
// restitution target fixed before the sweeps) and all contacts at once (their LCP), drawn one above
// the other with every ball's velocity, momentum and energy. All three come from src/solver; the
// point is that the model decides the answer, not the order of the visits: the loop lands on the
// all-at-once answer in either order.
import { derived, useDerived } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { ParamControls } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { WidgetSummary } from '../../kit/WidgetSummary';
import {
  AGREE_TOL,
  cradleParams,
  cradleScenario,
  passesText,
  sweepsText,
  velocityList,
  type Cradle,
} from './cradle-scenario';
import { SiCradleDiagram } from './CradleDiagram';

const state = derived(cradleParams, cradleScenario);
const store = state.store;

export default function SiCradleWidget() {
  const c = useDerived(state);
  return (
    <Widget
      id="si-cradle"
      title="Widget: Newton’s cradle, three models"
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
  const agree = c.loop.agreeAfter;
  const both = `Pair by pair (${c.order.label}): ${velocityList(c.pairwise.v)} m/s. The chapter’s loop (${c.order.label}): ${velocityList(c.loop.v)} m/s${agree === null ? '' : `, the all-at-once answer, after ${agree} sweeps`}.`;
  const unsettled = c.pairwise.settled
    ? ''
    : ` Pair by pair, the pairs were still approaching after ${c.pairwise.passes} passes: with e < 1 each pass leaves a smaller approach, never none.`;
  if (c.difference <= AGREE_TOL) return `${both} Here all three agree.${unsettled}`;
  return `${both} The model decides, not the order: the loop lands on all at once in either order; pair by pair is the toy’s answer, as real balls pass the push on one contact after another.${unsettled}`;
}

function Readouts({ c }: { c: Cradle }) {
  const cell = (name: string, x: number) => ({ name: `cradle-${name}`, value: fmt(x, 3) });
  const balls = c.before.map((vb, i) => ({
    label: `ball ${i + 1} (m/s)`,
    cells: [
      cell(`v${i}-before`, vb),
      cell(`v${i}-seq`, c.pairwise.v[i]!),
      cell(`v${i}-loop`, c.loop.v[i]!),
      cell(`v${i}-sim`, c.simultaneous.v[i]!),
    ],
  }));
  return (
    <ReadoutTable
      class="si-cradle-table"
      caption="Each ball’s velocity, momentum and kinetic energy before the hit and after it in each model"
      columns={['Before', 'Pair by pair', 'The loop', 'All at once']}
      rows={[
        ...balls,
        {
          label: 'momentum (kg·m/s)',
          cells: [
            cell('p-before', c.momentumBefore),
            cell('p-seq', c.pairwise.momentum),
            cell('p-loop', c.loop.momentum),
            cell('p-sim', c.simultaneous.momentum),
          ],
        },
        {
          label: 'kinetic energy (J)',
          cells: [
            cell('t-before', c.kineticBefore),
            cell('t-seq', c.pairwise.kinetic),
            cell('t-loop', c.loop.kinetic),
            cell('t-sim', c.simultaneous.kinetic),
          ],
        },
        {
          label: 'passes or sweeps',
          cells: [
            '—',
            { name: 'cradle-passes', value: passesText(c) },
            { name: 'cradle-sweeps', value: sweepsText(c) },
            'one solve',
          ],
        },
        {
          label: 'contact impulses λ (N·s)',
          cells: [
            '—',
            'no totals kept',
            { name: 'cradle-loop-impulses', value: velocityList(c.loop.lambda) },
            { name: 'cradle-impulses', value: velocityList(c.simultaneous.lambda) },
          ],
        },
      ]}
      footnote={`Every ball has mass 1 kg. “To agree”: sweeps of the loop until every ball is within 10⁻⁹ m/s of all at once. Largest difference between pair by pair and all at once: ${fmt(c.difference, 3)} m/s.`}
    />
  );
}
