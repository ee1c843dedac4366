// Widget "spheres in a box": the 3D stepper run with the plain normal impulse, with Eberly's 3×3
// variant, and (optionally) with Coulomb friction, on the same spheres. Spin and energy over time.
// For spheres the first two coincide to rounding; the plot shows that rather than hiding it.
import { derived, useDerived, useParams } from '../../params/use-params';
import { Plot } from '../../kit/plot/marks';
import { swatchClass } from '../../kit/swatch';
import { useMemo } from 'preact/hooks';
import {
  BOX_METHOD_LABEL,
  spheresBoxParams,
  spheresBoxScenario,
  type BoxMethod,
  type BoxRow,
  type SpheresBox,
} from './box-scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { niceDomain } from '../../kit/plot/domain';
import { fmt } from '../../lib/format';
import { fmtTiny } from './format';
import { controlsOf } from '../../kit/ParamControls';
import { Widget } from '../../kit/Widget';
import { WhileSeen } from '../../kit/WhileSeen';

const state = derived(spheresBoxParams, spheresBoxScenario);
const store = state.store;
const { group } = controlsOf(store, 'box');

const WIDTH = 640;
const HEIGHT = 200;

/** Drawn in this order, so the variant's dashed line lies on top of the normal impulse's solid one. */
const STYLE: Record<BoxMethod, { stroke: string; strokeWidth: number; strokeDasharray?: string }> = {
  friction: { stroke: 'var(--sp-friction)', strokeWidth: 2.5 },
  normal: { stroke: 'var(--sp-normal)', strokeWidth: 5 },
  variant: { stroke: 'var(--sp-variant)', strokeWidth: 2, strokeDasharray: '6 4' },
};
const ORDER: readonly BoxMethod[] = ['friction', 'normal', 'variant'];

export default function SpBoxWidget() {
  const p = useParams(store);
  const s = useDerived(state);
  const by = useMemo(() => {
    const out: Partial<Record<BoxMethod, BoxRow[]>> = {};
    for (const r of s.rows) (out[r.method] ??= []).push(r);
    return out;
  }, [s]);
  const gravity = p.boxGravity;
  return (
    <div class="sp-widget">
      <Widget
        id="sp-box"
        title="Widget: spheres in a box, three ways"
        store={store}
        figure={
          <>
            <p class="legend sp-legend" aria-hidden="true">
              {ORDER.filter((m) => by[m]).map((m) => (
                <span key={m}>
                  <i class={`${swatchClass(STYLE[m].stroke)}${m === 'variant' ? ' sp-dashed' : ''}`} />
                  {BOX_METHOD_LABEL[m]}
                </span>
              ))}
            </p>
            <PlotFigure
              width={WIDTH}
              height={HEIGHT}
              deps={[s]}
              alt={`Total spin of the ${p.boxCount} spheres over 2 seconds: flat and identical for the normal impulse and the variant${by.friction ? ', changing at every hit with friction' : ''}.`}
              caption={
                <>Total spin Σ|ω| over {p.boxCount === 1 ? 'the sphere' : `the ${p.boxCount} spheres`}.</>
              }
              options={{
                marginLeft: 52,
                x: { label: 'time t (s)', domain: [0, 2] },
                y: {
                  label: 'total spin Σ|ω| (rad/s)',
                  grid: true,
                  domain: niceDomain(
                    ORDER.flatMap((m) => by[m]?.map((d) => d.spin) ?? []),
                    { zero: true },
                  ),
                },
                marks: ORDER.filter((m) => by[m]).map((m) =>
                  Plot.line(by[m]!, { x: 't', y: 'spin', ...STYLE[m] }),
                ),
              }}
            />
          </>
        }
        figures={
          <>
            <PlotFigure
              width={WIDTH}
              height={HEIGHT}
              deps={[s]}
              alt={`Total energy of the spheres over 2 seconds: the normal impulse and the variant give the same curve${by.friction ? '; friction lowers it' : ''}.`}
              caption={
                <>
                  {gravity
                    ? 'Total energy T + U (kinetic plus potential, zero at the box’s centre).'
                    : 'Total kinetic energy T (no gravity, so no potential energy).'}
                </>
              }
              options={{
                marginLeft: 52,
                x: { label: 'time t (s)', domain: [0, 2] },
                y: {
                  label: gravity ? 'energy T + U (J)' : 'kinetic energy T (J)',
                  grid: true,
                  domain: niceDomain(
                    ORDER.flatMap((m) => by[m]?.map((d) => d.energy) ?? []),
                    { zero: !gravity },
                  ),
                },
                marks: ORDER.filter((m) => by[m]).map((m) =>
                  Plot.line(by[m]!, { x: 't', y: 'energy', ...STYLE[m] }),
                ),
              }}
            />
          </>
        }
      >
        <WhileSeen>
          <BoxSummary s={s} />
        </WhileSeen>
        {group('The box', ['boxCount', 'boxSpin', 'boxE', 'boxSeed', 'boxGravity', 'boxFriction'])}
      </Widget>
    </div>
  );
}

function BoxSummary({ s }: { s: SpheresBox }) {
  const { maxDiff } = s;
  const largest = Math.max(maxDiff.position, maxDiff.velocity, maxDiff.spin);
  return (
    <div class="sp-box-summary" aria-live="polite">
      <p>
        Over {s.contacts} contacts in 2 s, the variant’s largest tangential impulse was{' '}
        <strong data-readout="box-tangential">{fmtTiny(s.variantTangential)} N·s</strong>, and the two runs
        never differ by more than <strong data-readout="box-diff">{fmtTiny(largest)}</strong> (in metres, m/s
        or rad/s):{' '}
        {largest < 1e-9
          ? 'the same motion, to rounding.'
          : 'more than rounding — with many simultaneous contacts, tiny differences can grow.'}
      </p>
      <div class="sp-scroll" tabIndex={0} role="region" aria-label="Spin and energy of each run">
        <table class="sp-readouts">
          <caption class="sr-only">Spin and energy at the start and after 2 s for each run</caption>
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Total spin (rad/s), 0 → 2 s</th>
              <th scope="col">{s.p.boxGravity ? 'Energy T + U' : 'Kinetic energy'} (J), 0 → 2 s</th>
            </tr>
          </thead>
          <tbody>
            {(['normal', 'variant', 'friction'] as const)
              .filter((m) => s.spinEnd[m] !== undefined)
              .map((m) => (
                <tr key={m}>
                  <th scope="row">{BOX_METHOD_LABEL[m]}</th>
                  <td data-readout={`box-spin-${m}`}>
                    {fmt(s.spinStart)} → {fmt(s.spinEnd[m]!)}
                  </td>
                  <td data-readout={`box-energy-${m}`}>
                    {fmt(s.energyStart)} → {fmt(s.energyEnd[m]!)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
