// Widget "stick or slip": body B lands on A while sliding; the solver's normal impulse, then its
// clamped friction impulse, change the velocities. The diagram shows the friction cone and the
// impulse; the regime map shows what the clamp does at every slip speed; the readouts give the
// numbers. Shares its state with the combining widget and the derivation's "plug in numbers".
import type { ComponentChildren } from 'preact';
import './style.css';
import { frictionParams, frictionScenario, regimeLabel, type FrictionContact } from './scenario';
import { derived, useWidgetOnScreen } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { MuNotice } from './MuNotice';
import { FrContactDiagram } from './ContactDiagram';
import { FrRegimeMap } from './RegimeMap';

const state = derived(frictionParams, frictionScenario);
const store = state.store;
const { group, more } = controlsOf(store, 'fr');

/** In the page's colours (fr-scope): each part of the widget, the disclosure's groups too. */
const scoped = (children: ComponentChildren) => <div class="fr-scope">{children}</div>;

export default function FrContactWidget() {
  // Shares its store with the combining-μ widget (see useWidgetOnScreen).
  const onScreen = useWidgetOnScreen();
  const live = (draw: (s: FrictionContact) => ComponentChildren) => (
    <Live state={state} live={onScreen.live}>
      {draw}
    </Live>
  );
  const bodies = more('Body B’s inertia and contact point; body A below', {
    'Body B (on top)': ['IB', 'rBx', 'rBy'],
    'Body A (below)': ['fixA', 'mA', 'IA', 'rAx', 'rAy'],
  });
  return (
    <Widget
      rootRef={onScreen.ref}
      id="fr-contact"
      title="Widget: stick or slip"
      store={store}
      figure={scoped(live((s) => <FrContactDiagram s={s} />))}
      figures={scoped(live((s) => <FrRegimeMap s={s} />))}
      more={{ ...bodies, content: scoped(bodies.content) }}
    >
      <div class="fr-scope">
        {live((s) => (
          <>
            <MuNotice text={s.muNotice} />
            <Summary s={s} />
            <Readouts s={s} />
          </>
        ))}
        {group('Friction', ['muS', 'muD'])}
        {group('How B arrives', ['vx', 'vy', 'w', 'e', 'mB'])}
      </div>
    </Widget>
  );
}

function Summary({ s }: { s: FrictionContact }) {
  if (s.noGripReason) {
    return (
      <WidgetSummary class="degenerate" data-fr-no-grip>
        {s.noGripReason}
      </WidgetSummary>
    );
  }
  const { friction } = s;
  return (
    <WidgetSummary>
      The normal impulse is j<sub>n</sub> = {fmt(s.normal.j)} N·s, so friction may use up to μ<sub>s</sub>j
      <sub>n</sub> = {fmt(s.staticLimit)} N·s. Stopping the slip of {fmt(Math.abs(s.friction.vt))} m/s takes
      |j
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
    </WidgetSummary>
  );
}

function Readouts({ s }: { s: FrictionContact }) {
  const immovable = s.a.invMass === 0;
  return (
    <ReadoutTable
      caption="The contact’s impulses, velocities and energy"
      columns={['Value']}
      rows={[
        {
          label: (
            <>
              Normal impulse j<sub>n</sub> (N·s)
            </>
          ),
          cells: [{ name: 'jn', value: <>{fmt(s.normal.j)}</> }],
        },
        {
          label: (
            <>
              Static limit μ<sub>s</sub>j<sub>n</sub> / dynamic cap μ<sub>d</sub>j<sub>n</sub> (N·s)
            </>
          ),
          cells: [
            {
              name: 'limits',
              value: (
                <>
                  {fmt(s.staticLimit)} / {fmt(s.dynamicCap)}
                </>
              ),
            },
          ],
        },
        {
          label: (
            <>
              Impulse that stops the slip j<sub>t</sub>* (N·s)
            </>
          ),
          cells: [{ name: 'jt-star', value: <>{fmt(s.friction.jtStar)}</> }],
        },
        {
          label: (
            <>
              Friction impulse applied j<sub>t</sub> (N·s)
            </>
          ),
          cells: [{ name: 'jt', value: <>{fmt(s.friction.jt)}</> }],
        },
        {
          label: <>Regime</>,
          cells: [
            {
              name: 'regime',
              value: (
                <>
                  <span class="fr-regime" data-regime={s.noGripReason ? 'none' : s.friction.regime}>
                    {regimeLabel(s)}
                  </span>
                </>
              ),
            },
          ],
        },
        {
          label: (
            <>
              Tangential velocity v<sub>t</sub> before → after friction (m/s)
            </>
          ),
          cells: [
            <>
              <span data-readout="vt">{fmt(s.friction.vt)}</span> →{' '}
              <span data-readout="vt-after">{fmt(s.vtAfter)}</span>
            </>,
          ],
        },
        {
          label: (
            <>
              Normal velocity v<sub>n</sub> before → after (m/s)
            </>
          ),
          cells: [
            <>
              <span data-readout="vn">{fmt(s.normal.vn)}</span> →{' '}
              <span data-readout="vn-after">{fmt(s.normal.vnAfter)}</span>
            </>,
          ],
        },
        {
          label: (
            <>
              Kinetic energy: before → after j<sub>n</sub> → after j<sub>t</sub> (J){immovable ? '*' : ''}
            </>
          ),
          cells: [
            <>
              <span data-readout="ke">{fmt(s.energy.before)}</span> →{' '}
              <span data-readout="ke-normal">{fmt(s.energy.afterNormal)}</span> →{' '}
              <span data-readout="ke-after">{fmt(s.energy.afterFriction)}</span>
            </>,
          ],
        },
      ]}
      footnote={
        immovable ? <>* Of B only: the immovable ground has infinite mass and stays at rest.</> : null
      }
    />
  );
}
