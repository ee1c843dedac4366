// Seed 001's sample divides by (1/mA − 1/mB). This island shows, at the collision widget's current
// values, what that would do compared with the correct linear-only impulse.
import { useRef } from 'preact/hooks';
import { derived, useDerived, useOnScreen, useParams } from '../../params/use-params';
import { collisionParams, collisionScenario } from './scenario';
import type { Seed001Verdict } from '../../solver';
import { fmt } from '../../lib/format';
import type { JSX } from 'preact';

const state = derived(collisionParams, collisionScenario);
const store = state.store;

const invA = (
  <>
    1/m<sub>A</sub>
  </>
);
const invB = (
  <>
    1/m<sub>B</sub>
  </>
);
const diff = (
  <>
    {invA} − {invB}
  </>
);

const VERDICT: Record<Seed001Verdict, JSX.Element> = {
  separating: (
    <>The centres are separating along n, so the sample returns before dividing; nothing goes wrong here.</>
  ),
  agrees: (
    <>Here the bug happens to be invisible: with B immovable ({invB} = 0), the difference equals the sum.</>
  ),
  'too-large': (
    <>
      A is lighter than B, so {diff} is positive but smaller than the sum: the impulse is too large and the
      bodies fly apart faster than −e·v<sub>n</sub>.
    </>
  ),
  'wrong-sign': (
    <>A is heavier than B, so {diff} is negative: the “impulse” pulls the bodies into each other.</>
  ),
  'divides-by-zero': (
    <>Equal masses make {diff} = 0: the sample divides by zero and its impulse is infinite.</>
  ),
  'zero-over-zero': <>Equal masses and no approach: the sample computes 0/0 and its velocities become NaN.</>,
};

export default function ErrataSeed001() {
  // Far below the widget: it follows the collision widget's values while on screen.
  const root = useRef<HTMLDivElement>(null);
  const live = useOnScreen(root);
  const p = useParams(store, live);
  const s = useDerived(state, live);
  const r = s.seed001;
  return (
    <div class="errata-live" aria-live="polite" ref={root}>
      <p>
        At the collision widget’s current values (m<sub>A</sub> = {p.fixA ? '∞' : fmt(p.mA)} kg, m<sub>B</sub>{' '}
        = {p.fixB ? '∞' : fmt(p.mB)} kg, linear v<sub>n</sub> = {fmt(r.vn)} m/s, e = {fmt(p.e, 3)}):
      </p>
      <ul>
        <li>
          correct linear-only impulse: <strong>{fmt(r.jCorrect)} N·s</strong>, leaving v<sub>n</sub>′ ={' '}
          {fmt(r.vn < 0 ? -p.e * r.vn : r.vn)} m/s;
        </li>
        <li>
          the sample’s impulse:{' '}
          <strong data-nonfinite-ok>
            {r.j === null ? (r.nonFinite === 'NaN' ? 'NaN' : '∞') : `${fmt(r.j)} N·s`}
          </strong>
          {r.vnAfter === null ? null : (
            <>
              , leaving v<sub>n</sub>′ = {fmt(r.vnAfter)} m/s
            </>
          )}
          .
        </li>
      </ul>
      <p data-nonfinite-ok>{VERDICT[r.verdict]}</p>
    </div>
  );
}
