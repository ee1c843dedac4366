// The sources' friction rules at the stick-or-slip widget's current values, beside the clamp:
// seed 004 never clamps (so every contact sticks), seed 000's dynamic branch drops the sign.
import './style.css';
import { frictionParams, frictionScenario, sourceVersions } from './scenario';
import { useRef } from 'preact/hooks';
import { derived, useDerived, useOnScreen } from '../../params/use-params';
import { fmt } from '../../lib/format';

const state = derived(frictionParams, frictionScenario);

export function FrErrata({ seed }: { seed: '000' | '004' }) {
  // Beside the derivation, away from the widget: it follows the widget's values while on screen.
  const root = useRef<HTMLDivElement>(null);
  const s = useDerived(state, useOnScreen(root));
  const v = sourceVersions(s);
  const head = (
    <p>
      At the stick-or-slip widget’s current values (j<sub>n</sub> = {fmt(s.normal.j)} N·s, v<sub>t</sub> ={' '}
      {fmt(s.friction.vt)} m/s, μ<sub>s</sub> = {fmt(s.p.muS)}, μ<sub>d</sub> = {fmt(s.muD)}):
    </p>
  );
  if (s.noGripReason) {
    return (
      <div class="fr-errata-live" aria-live="polite" data-fr-errata={seed} ref={root}>
        {head}
        <p>
          {s.noGripReason}{' '}
          {seed === '004'
            ? 'The unclamped formula would still apply jt* = ' +
              fmt(v.unclamped.jt) +
              ' N·s: friction with no push behind it.'
            : ''}
        </p>
      </div>
    );
  }
  if (seed === '004') {
    return (
      <div class="fr-errata-live" aria-live="polite" data-fr-errata="004" ref={root}>
        {head}
        <ul>
          <li>
            with the clamp: j<sub>t</sub> = <strong>{fmt(s.friction.jt)} N·s</strong>, leaving v<sub>t</sub>′
            = {fmt(s.vtAfter)} m/s ({s.friction.regime === 'static' ? 'sticks' : 'slips'});
          </li>
          <li>
            the formula as printed: j<sub>t</sub> = <strong>{fmt(v.unclamped.jt)} N·s</strong>, leaving v
            <sub>t</sub>′ = {fmt(v.unclamped.vtAfter)} m/s: it always sticks.
          </li>
        </ul>
        <p>
          {s.friction.regime === 'static'
            ? 'Here the contact sticks anyway, so the two agree. Raise B’s sliding speed and they part.'
            : `The printed formula asks for ${fmt(Math.abs(v.unclamped.jt) / s.normal.j)} times the normal impulse, more than μ allows: no skid, ever.`}
        </p>
      </div>
    );
  }
  return (
    <div class="fr-errata-live" aria-live="polite" data-fr-errata="000" ref={root}>
      {head}
      {v.seed000 === null ? (
        <p>
          The contact sticks here, where the post’s rule agrees with the clamp. Raise B’s sliding speed until
          it slips.
        </p>
      ) : (
        <ul>
          <li>
            with sign(j<sub>t</sub>*): j<sub>t</sub> = <strong>{fmt(s.friction.jt)} N·s</strong>, leaving v
            <sub>t</sub>′ = {fmt(s.vtAfter)} m/s;
          </li>
          <li>
            as written, j<sub>dynamic</sub> = μ<sub>d</sub>j<sub>n</sub> ={' '}
            <strong>{fmt(v.seed000.jt)} N·s</strong>, leaving v<sub>t</sub>′ = {fmt(v.seed000.vtAfter)} m/s
            {v.seed000.wrongWay ? (
              ': friction speeds the slide up.'
            ) : (
              <>
                : right by luck, because j<sub>t</sub>* happens to be positive here. Make B slide the other
                way (negative x velocity) and it pushes the slide along.
              </>
            )}
          </li>
        </ul>
      )}
    </div>
  );
}
