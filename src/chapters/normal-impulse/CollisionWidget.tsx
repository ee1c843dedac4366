// Widget "collision": two bodies meet at a contact point; the solver's normal impulse changes their
// velocities. The reader scrubs the labelled controls, or drags the contact point and the velocity
// arrow tips in the diagram (the controls are the keyboard equivalent of every drag).
import { collisionParams, collisionScenario, type Collision } from './scenario';
import { paramStore } from '../../params/store';
import { useParams } from '../../params/use-params';
import { fmt, fmtVec } from '../../lib/format';
import { ParamControls } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { CollisionDiagram } from './CollisionDiagram';

const store = paramStore(collisionParams);

export default function CollisionWidget() {
  const p = useParams(store);
  const s = collisionScenario(p);
  return (
    <Widget id="collision" title="Widget: the collision" store={store}>
      <CollisionDiagram s={s} store={store} />
      <Summary s={s} />
      <Readouts s={s} />
      <ParamControls
        store={store}
        idPrefix="col"
        legend="Body A"
        boxed
        names={['mA', 'IA', 'fixA', 'rAx', 'rAy', 'vAx', 'vAy', 'wA']}
      />
      <ParamControls
        store={store}
        idPrefix="col"
        legend="Body B"
        boxed
        names={['mB', 'IB', 'fixB', 'rBx', 'rBy', 'vBx', 'vBy', 'wB']}
      />
      <ParamControls store={store} idPrefix="col" legend="Contact" boxed names={['normalDeg', 'e']} />
    </Widget>
  );
}

function Summary({ s }: { s: Collision }) {
  const { result } = s;
  return (
    <p class="widget-summary" aria-live="polite">
      {s.noImpulseReason ? (
        <span class="degenerate">{s.noImpulseReason}</span>
      ) : (
        <>
          Approaching at v<sub>n</sub> = {fmt(result.vn)} m/s; the impulse j = {fmt(result.j)} N·s (effective
          mass {fmt(result.effectiveMass)} kg) makes them separate at {fmt(result.vnAfter)} m/s = −e·v
          <sub>n</sub>.
        </>
      )}
    </p>
  );
}

function Readouts({ s }: { s: Collision }) {
  const { before, after } = s.totals;
  const immovable = s.a.invMass === 0 || s.b.invMass === 0;
  return (
    <table class="readouts">
      <caption class="sr-only">Quantities before and after the impulse</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Normal impulse j (N·s)</th>
          <td>—</td>
          <td data-readout="j">{fmt(s.result.j)}</td>
        </tr>
        <tr>
          <th scope="row">
            Normal relative velocity v<sub>rel</sub>·n (m/s)
          </th>
          <td data-readout="vn">{fmt(s.result.vn)}</td>
          <td data-readout="vn-after">{fmt(s.result.vnAfter)}</td>
        </tr>
        <tr>
          <th scope="row">Kinetic energy (J){immovable ? '*' : ''}</th>
          <td data-readout="ke">{fmt(before.kinetic)}</td>
          <td data-readout="ke-after">{fmt(after.kinetic)}</td>
        </tr>
        <tr>
          <th scope="row">Linear momentum (kg·m/s){immovable ? '*' : ''}</th>
          <td>{fmtVec(before.linear)}</td>
          <td>{fmtVec(after.linear)}</td>
        </tr>
        <tr>
          <th scope="row">Angular momentum about the contact point (kg·m²/s){immovable ? '*' : ''}</th>
          <td>{fmt(before.angular)}</td>
          <td>{fmt(after.angular)}</td>
        </tr>
      </tbody>
      {immovable ? (
        <tfoot>
          <tr>
            <td colSpan={3}>
              * Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not
              finite numbers. Momentum is not conserved here — the immovable body absorbs the change.
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
