// Widget "two bodies colliding in 3D": the same contact resolved two ways, side by side — the plain
// normal impulse (normalImpulse3) and Eberly's 3×3 variant (sphereImpulse3). The offset of B's
// centre of mass is the control that matters: at 0 both bodies are spheres and the methods agree.
import { derived, ignoring } from '../../params/use-params';
import type { ComponentChildren } from 'preact';
import {
  offsetSweep,
  sphereCollisionParams,
  sphereCollisionScenario,
  type MethodOutcome,
  type SphereCollision,
} from './scenario';
import { fmt } from '../../lib/format';
import { fmtDelta, fmtVec3 } from './format';
import { M3 } from '../../solver';
import { controlsOf } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { Live } from '../../kit/Live';
import { WhileSeen } from '../../kit/WhileSeen';
import { WidgetSummary } from '../../kit/WidgetSummary';
import { SpViews } from './Views';
import { SpOffsetPlot } from './OffsetPlot';

const state = derived(sphereCollisionParams, sphereCollisionScenario);
// The sweep runs over the offset: scrubbing the offset moves the marker, not the curves.
const sweepState = derived(sphereCollisionParams, ignoring(offsetSweep, 'off'));
const store = state.store;
const { group, more } = controlsOf(store, 'sp');

export default function SpCollisionWidget() {
  return (
    <div class="sp-widget">
      <Widget
        id="sp-collision"
        title="Widget: two bodies colliding in 3D, resolved both ways"
        store={store}
        figure={
          <>
            <Live state={state}>{(s) => <SpViews s={s} />}</Live>
            <p class="legend sp-legend" aria-hidden="true">
              <span>
                <i class="sw-before" />
                before
              </span>
              <span>
                <i class="sw-sp-normal" />
                after the normal impulse
              </span>
              <span>
                <i class="sw-sp-variant" />
                after Eberly’s 3×3 variant
              </span>
              <span>
                thick arrows: impulses on B; thin arrows: velocities (the wide grey band is “before”)
              </span>
            </p>
          </>
        }
        figures={
          <Live state={state}>
            {(s) => <Live state={sweepState}>{(sweep) => <SpOffsetPlot s={s} data={sweep} />}</Live>}
          </Live>
        }
        more={more('The two bodies: masses, radii, velocities, spin', {
          'Sphere A (its centre of mass is its centre)': ['fixA', 'mA', 'IA', 'RA', 'vAx', 'vAy', 'vAz'],
          'Ball B': ['fixB', 'mB', 'IB', 'RB', 'vBx', 'vBy', 'vBz', 'wBx', 'wBy', 'wBz'],
        })}
      >
        <Live state={state}>{(s) => <Summary s={s} />}</Live>
        {group('Contact', ['off', 'az', 'e'])}
        <Live state={state}>
          {(s) => (
            <>
              <WhileSeen>
                <Readouts s={s} />
              </WhileSeen>
              <WhileSeen>
                <CMatrix s={s} />
              </WhileSeen>
            </>
          )}
        </Live>
      </Widget>
    </div>
  );
}

function Summary({ s }: { s: SphereCollision }) {
  if (s.noImpulseReason) {
    return (
      <WidgetSummary>
        <span class="degenerate">{s.noImpulseReason}</span>
      </WidgetSummary>
    );
  }
  const n = s.afterNormal;
  const v = s.afterVariant;
  const sphere = s.p.off === 0;
  const work = s.tangentialWork;
  /** Below this, an energy difference is rounding. */
  const tiny = 1e-9 * Math.max(1, s.before.kinetic);
  return (
    <WidgetSummary>
      Approaching at v<sub>n</sub> = {fmt(s.normal.vn)} m/s and sliding at v<sub>t</sub> = {fmt(s.variant.vt)}{' '}
      m/s, e = {fmt(s.p.e, 3)}. Kinetic energy {fmt(s.before.kinetic)} J →{' '}
      <strong>{fmt(n.totals.kinetic)} J</strong> with the normal impulse (ΔT = {fmtDelta(n.dT)} J), →{' '}
      <strong>{fmt(v.totals.kinetic)} J</strong> with the variant (ΔT = {fmtDelta(v.dT)} J).{' '}
      {sphere ? (
        <>
          B’s centre of mass is at its geometric centre: both bodies are true spheres, the variant’s ψ and ξ
          are 0 and the two methods agree.
        </>
      ) : work > tiny ? (
        <>
          The variant’s tangential impulse does positive work ψ·v<sub>t</sub> = {fmt(work)} J
          {v.dT > tiny ? ': it adds energy.' : '.'}
        </>
      ) : work < -tiny ? (
        <>
          The variant’s tangential impulse does negative work ψ·v<sub>t</sub> = {fmt(work)} J.
        </>
      ) : null}
      {s.noSlipNote ? <> {s.noSlipNote}</> : null}
    </WidgetSummary>
  );
}

const row = (
  label: ComponentChildren,
  key: string,
  before: string,
  normal: string,
  variant: string,
  highlight = false,
) => (
  <tr key={key} class={highlight ? 'sp-highlight' : undefined}>
    <th scope="row">{label}</th>
    <td data-readout={`${key}-before`}>{before}</td>
    <td class="sp-normal-col" data-readout={`${key}-normal`}>
      {normal}
    </td>
    <td class="sp-variant-col" data-readout={`${key}-variant`}>
      {variant}
    </td>
  </tr>
);

function Readouts({ s }: { s: SphereCollision }) {
  const n = s.afterNormal;
  const v = s.afterVariant;
  const immovable = s.a.invMass === 0 || s.b.invMass === 0;
  const star = immovable ? '*' : '';
  const both = (f: (o: MethodOutcome) => string): [string, string] => [f(n), f(v)];
  return (
    <div
      class="sp-scroll"
      tabIndex={0}
      role="region"
      aria-label="Readouts, before and after, for both methods"
    >
      <table class="sp-readouts">
        <caption class="sr-only">
          Quantities before the impulse and after it, for the normal impulse and for Eberly’s 3×3 variant
        </caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Before</th>
            <th scope="col" class="sp-normal-col">
              Normal impulse only
            </th>
            <th scope="col" class="sp-variant-col">
              3×3 variant
            </th>
          </tr>
        </thead>
        <tbody>
          {row(<>Impulse along n: φ (N·s)</>, 'phi', '—', ...both((o) => fmt(o.phi)))}
          {row(<>Impulse along t₀: ψ (N·s)</>, 'psi', '—', ...both((o) => fmt(o.psi)))}
          {row(<>Impulse along t₁: ξ (N·s)</>, 'xi', '—', ...both((o) => fmt(o.xi)))}
          {row(
            <>
              v<sub>rel</sub>·n (m/s)
            </>,
            'vn',
            fmt(s.normal.vn),
            ...both((o) => fmt(o.vn)),
          )}
          {row(
            <>
              v<sub>rel</sub>·t₀ (m/s)
            </>,
            'vt0',
            fmt(s.variant.vt),
            ...both((o) => fmt(o.vt0)),
          )}
          {row(
            <>
              v<sub>rel</sub>·t₁ (m/s)
            </>,
            'vt1',
            fmt(0),
            ...both((o) => fmt(o.vt1)),
          )}
          {row(
            <>Kinetic energy T (J){star}</>,
            'ke',
            fmt(s.before.kinetic),
            ...both((o) => fmt(o.totals.kinetic)),
            true,
          )}
          {row(<>Change T′ − T (J){star}</>, 'dke', '—', ...both((o) => fmtDelta(o.dT)), true)}
          {row(
            <>Linear momentum (kg·m/s){star}</>,
            'p',
            fmtVec3(s.before.linear),
            ...both((o) => fmtVec3(o.totals.linear)),
          )}
          {row(
            <>Angular momentum about the contact point (kg·m²/s){star}</>,
            'L',
            fmtVec3(s.before.angular),
            ...both((o) => fmtVec3(o.totals.angular)),
          )}
          {row(<>Velocity of A (m/s)</>, 'vA', fmtVec3(s.a.v), ...both((o) => fmtVec3(o.a.v)))}
          {row(<>Velocity of B (m/s)</>, 'vB', fmtVec3(s.b.v), ...both((o) => fmtVec3(o.b.v)))}
          {row(
            <>
              Spin of A, ω<sub>A</sub> (rad/s)
            </>,
            'wA',
            fmtVec3(s.a.w),
            ...both((o) => fmtVec3(o.a.w)),
            true,
          )}
          {row(
            <>
              Spin of B, ω<sub>B</sub> (rad/s)
            </>,
            'wB',
            fmtVec3(s.b.w),
            ...both((o) => fmtVec3(o.b.w)),
            true,
          )}
        </tbody>
        {immovable ? (
          <tfoot>
            <tr>
              <td colSpan={4}>
                * Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not
                finite numbers. Momentum is not conserved here — the immovable body absorbs the change.
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

const BASIS = ['n', 't₀', 't₁'] as const;

function CMatrix({ s }: { s: SphereCollision }) {
  const [e0, e1, e2] = s.eigenC;
  return (
    <div class="sp-scroll" tabIndex={0} role="region" aria-label="The matrix C of the variant">
      <table class="sp-matrix" data-sp-matrix="" aria-describedby="sp-matrix-note">
        <caption class="sr-only">The variant’s matrix C (1/kg), basis (n, t₀, t₁)</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="sr-only">row</span>
            </th>
            {BASIS.map((b) => (
              <th scope="col" key={b}>
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BASIS.map((b, i) => (
            <tr key={b}>
              <th scope="row">{b}</th>
              {BASIS.map((_, j) => (
                <td key={j} data-c={`${i}${j}`}>
                  {fmt(M3.at(s.variant.C, i, j))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="sp-note" id="sp-matrix-note" data-readout="eigen">
        The variant’s matrix C (1/kg) in the basis (n, t₀, t₁). Symmetric; eigenvalues {fmt(e0)}, {fmt(e1)},{' '}
        {fmt(e2)}, all at least σ = 1/m<sub>A</sub> + 1/m<sub>B</sub> = {fmt(s.lambda)}
        {s.lambda > 0 ? ', so C is positive definite.' : ': σ = 0, and nothing keeps C away from singular.'}
      </p>
    </div>
  );
}
