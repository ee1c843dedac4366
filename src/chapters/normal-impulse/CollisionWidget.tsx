// Widget "collision": two bodies meet at a contact point; the solver's normal impulse changes their
// velocities. The reader scrubs the labelled controls, or drags the contact point and the velocity
// arrow tips in the diagram (the controls are the keyboard equivalent of every drag).
import { collisionParams, collisionScenario, immovableNote, type Collision } from './scenario';
import { derived, useWidgetOnScreen } from '../../params/use-params';
import { Live } from '../../kit/Live';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { fmt, fmtVec } from '../../lib/format';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { CollisionDiagram } from './CollisionDiagram';

const state = derived(collisionParams, collisionScenario);
const store = state.store;
const { group, more } = controlsOf(store, 'col');

export default function CollisionWidget() {
  // Shares its store with the restitution plots: while the reader scrubs those, this widget
  // follows only when on screen (see useWidgetOnScreen).
  const onScreen = useWidgetOnScreen();
  return (
    <Widget
      rootRef={onScreen.ref}
      id="collision"
      title="Widget: the collision"
      store={store}
      figure={
        <Live state={state} live={onScreen.live}>
          {(s) => <CollisionDiagram s={s} store={store} />}
        </Live>
      }
      // Behind the disclosure: what turns the straight-on collision into an off-centre, spinning one.
      more={more('Spin, inertia, contact offsets, immovable bodies', {
        'Body A': ['fixA', 'IA', 'wA', 'rAx', 'rAy'],
        'Body B': ['fixB', 'IB', 'wB', 'rBx', 'rBy'],
      })}
    >
      <Live state={state} live={onScreen.live}>
        {(s) => (
          <>
            <Summary s={s} />
            <Readouts s={s} />
          </>
        )}
      </Live>
      {group('Contact', ['e', 'normalDeg'])}
      {group('Body A', ['mA', 'vAx', 'vAy'])}
      {group('Body B', ['mB', 'vBx', 'vBy'])}
    </Widget>
  );
}

function Summary({ s }: { s: Collision }) {
  const { result } = s;
  return (
    <WidgetSummary>
      {s.noImpulseReason ? (
        <span class="degenerate">{s.noImpulseReason}</span>
      ) : (
        <>
          Approaching at v<sub>n</sub> = {fmt(result.vn)} m/s; the impulse j = {fmt(result.j)} N·s (effective
          mass {fmt(result.effectiveMass)} kg) makes them separate at {fmt(result.vnAfter)} m/s = −e·v
          <sub>n</sub>.
        </>
      )}
    </WidgetSummary>
  );
}

function Readouts({ s }: { s: Collision }) {
  const { before, after } = s.totals;
  const star = s.a.invMass === 0 || s.b.invMass === 0 ? '*' : '';
  return (
    <ReadoutTable
      caption="Quantities before and after the impulse"
      columns={['Before', 'After']}
      rows={[
        { label: 'Normal impulse j (N·s)', cells: [null, { name: 'j', value: fmt(s.result.j) }] },
        {
          label: (
            <>
              Normal relative velocity v<sub>rel</sub>·n (m/s)
            </>
          ),
          cells: [
            { name: 'vn', value: fmt(s.result.vn) },
            { name: 'vn-after', value: fmt(s.result.vnAfter) },
          ],
        },
        {
          label: `Kinetic energy (J)${star}`,
          cells: [
            { name: 'ke', value: fmt(before.kinetic) },
            { name: 'ke-after', value: fmt(after.kinetic) },
          ],
        },
        {
          label: `Linear momentum (kg·m/s)${star}`,
          cells: [
            { name: 'p', value: fmtVec(before.linear) },
            { name: 'p-after', value: fmtVec(after.linear) },
          ],
        },
        {
          label: `Angular momentum about the contact point (kg·m²/s)${star}`,
          cells: [
            { name: 'L', value: fmt(before.angular) },
            { name: 'L-after', value: fmt(after.angular) },
          ],
        },
      ]}
      footnote={star ? immovableNote(after.kinetic - before.kinetic) : null}
    />
  );
}
