// Widget "stick or slip": body B lands on A while sliding; the solver's normal impulse, then its
// clamped friction impulse, change the velocities. The diagram shows the friction cone and the
// impulse; the regime map shows what the clamp does at every slip speed; the readouts give the
// numbers. Shares its state with the combining widget and the derivation's "plug in numbers".
import './style.css';
import { frictionParams, frictionScenario, regimeLabel, type FrictionContact } from './scenario';
import { paramStore } from '../../params/store';
import { useParams } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { ParamControls } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { FrContactDiagram } from './ContactDiagram';
import { FrRegimeMap } from './RegimeMap';

const store = paramStore(frictionParams);

export default function FrContactWidget() {
  const p = useParams(store);
  const s = frictionScenario(p);
  return (
    <Widget id="fr-contact" title="Widget: stick or slip" store={store}>
      <div class="fr-scope">
        {s.muNotice ? (
          <p class="notice degenerate" role="status" data-fr-mu-notice>
            {s.muNotice}
          </p>
        ) : null}
        <FrContactDiagram s={s} />
        <Summary s={s} />
        <FrRegimeMap s={s} />
        <Readouts s={s} />
        <ParamControls store={store} idPrefix="fr" legend="Friction" boxed names={['muS', 'muD']} />
        <ParamControls
          store={store}
          idPrefix="fr"
          legend="How B arrives"
          boxed
          names={['vx', 'vy', 'w', 'e']}
        />
        <ParamControls
          store={store}
          idPrefix="fr"
          legend="Body B (on top)"
          boxed
          names={['mB', 'IB', 'rBx', 'rBy']}
        />
        <ParamControls
          store={store}
          idPrefix="fr"
          legend="Body A (below)"
          boxed
          names={['fixA', 'mA', 'IA', 'rAx', 'rAy']}
        />
      </div>
    </Widget>
  );
}

function Summary({ s }: { s: FrictionContact }) {
  if (s.noGripReason) {
    return (
      <p class="widget-summary degenerate" aria-live="polite" data-fr-no-grip>
        {s.noGripReason}
      </p>
    );
  }
  const { friction } = s;
  return (
    <p class="widget-summary" aria-live="polite">
      The normal impulse is j<sub>n</sub> = {fmt(s.jn)} N·s, so friction may use up to μ<sub>s</sub>j
      <sub>n</sub> = {fmt(s.staticLimit)} N·s. Stopping the slip of {fmt(Math.abs(s.vt))} m/s takes |j
      <sub>t</sub>*| = {fmt(Math.abs(friction.jtStar))} N·s:{' '}
      {friction.regime === 'static' ? (
        <>
          that fits, so the contact <strong>sticks</strong> and the slip stops.
        </>
      ) : (
        <>
          too much, so the contact <strong>slips</strong> and friction gives the cap μ<sub>d</sub>j
          <sub>n</sub> = {fmt(s.dynamicCap)} N·s; the slip only slows to {fmt(Math.abs(s.vtAfter))} m/s.
        </>
      )}
    </p>
  );
}

function Readouts({ s }: { s: FrictionContact }) {
  const immovable = s.a.invMass === 0;
  return (
    <table class="readouts">
      <caption class="sr-only">The contact’s impulses, velocities and energy</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            Normal impulse j<sub>n</sub> (N·s)
          </th>
          <td data-fr-readout="jn">{fmt(s.jn)}</td>
        </tr>
        <tr>
          <th scope="row">
            Static limit μ<sub>s</sub>j<sub>n</sub> / dynamic cap μ<sub>d</sub>j<sub>n</sub> (N·s)
          </th>
          <td data-fr-readout="limits">
            {fmt(s.staticLimit)} / {fmt(s.dynamicCap)}
          </td>
        </tr>
        <tr>
          <th scope="row">
            Impulse that stops the slip j<sub>t</sub>* (N·s)
          </th>
          <td data-fr-readout="jt-star">{fmt(s.friction.jtStar)}</td>
        </tr>
        <tr>
          <th scope="row">
            Friction impulse applied j<sub>t</sub> (N·s)
          </th>
          <td data-fr-readout="jt">{fmt(s.friction.jt)}</td>
        </tr>
        <tr>
          <th scope="row">Regime</th>
          <td data-fr-readout="regime">
            <span class="fr-regime" data-regime={s.noGripReason ? 'none' : s.friction.regime}>
              {regimeLabel(s)}
            </span>
          </td>
        </tr>
        <tr>
          <th scope="row">
            Tangential velocity v<sub>t</sub> before → after friction (m/s)
          </th>
          <td>
            <span data-fr-readout="vt">{fmt(s.vt)}</span> →{' '}
            <span data-fr-readout="vt-after">{fmt(s.vtAfter)}</span>
          </td>
        </tr>
        <tr>
          <th scope="row">
            Normal velocity v<sub>n</sub> before → after (m/s)
          </th>
          <td>
            <span data-fr-readout="vn">{fmt(s.normal.vn)}</span> →{' '}
            <span data-fr-readout="vn-after">{fmt(s.normal.vnAfter)}</span>
          </td>
        </tr>
        <tr>
          <th scope="row">
            Kinetic energy: before → after j<sub>n</sub> → after j<sub>t</sub> (J){immovable ? '*' : ''}
          </th>
          <td>
            <span data-fr-readout="ke">{fmt(s.energy.before)}</span> →{' '}
            <span data-fr-readout="ke-normal">{fmt(s.energy.afterNormal)}</span> →{' '}
            <span data-fr-readout="ke-after">{fmt(s.energy.afterFriction)}</span>
          </td>
        </tr>
      </tbody>
      {immovable ? (
        <tfoot>
          <tr>
            <td colSpan={2}>* Of B only: the immovable ground has infinite mass and stays at rest.</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
