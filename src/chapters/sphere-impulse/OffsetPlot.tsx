// Both methods as B's centre of mass moves off its geometric centre: the change of kinetic energy
// and the spin the sphere A picks up, with the current offset marked. Data from offsetSweep.
import { Plot } from '../../kit/plot/marks';
import type { OffsetPoint, SphereCollision } from './scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { niceDomain } from '../../kit/plot/domain';
import { fmt } from '../../lib/format';
import { fmtDelta } from './format';

const WIDTH = 640;
const HEIGHT = 190;

interface Panel {
  key: 'dT' | 'spinA';
  label: string;
  normal: keyof OffsetPoint;
  variant: keyof OffsetPoint;
  alt: string;
}

const PANELS: readonly Panel[] = [
  {
    key: 'dT',
    label: 'T′ − T (J)',
    normal: 'dTNormal',
    variant: 'dTVariant',
    alt: 'Change of kinetic energy against the offset of B’s centre of mass, for the normal impulse and for the 3×3 variant. The two curves meet at offset 0, where both bodies are spheres.',
  },
  {
    key: 'spinA',
    label: 'spin A gains |Δω_A| (rad/s)',
    normal: 'spinANormal',
    variant: 'spinAVariant',
    alt: 'Spin gained by the sphere A against the offset of B’s centre of mass: always zero for the normal impulse, zero for the variant only at offset 0.',
  },
];

export function SpOffsetPlot({ s, data }: { s: SphereCollision; data: readonly OffsetPoint[] }) {
  const off = s.p.off;
  const now: Record<Panel['key'], { normal: number; variant: number }> = {
    dT: { normal: s.afterNormal.dT, variant: s.afterVariant.dT },
    spinA: { normal: s.afterNormal.spinGainA, variant: s.afterVariant.spinGainA },
  };
  return (
    <div class="plot-stack" data-sp-plot="">
      <p class="legend sp-legend" aria-hidden="true">
        <span>
          <i class="sw-sp-normal" />
          normal impulse only
        </span>
        <span>
          <i class="sw-sp-variant" />
          Eberly’s 3×3 variant
        </span>
        <span>dashed line: the current offset</span>
      </p>
      {s.a.invMass === 0 ? (
        <p class="sp-note">A is immovable, so it cannot spin: the lower plot is zero for both methods.</p>
      ) : null}
      {PANELS.map((panel) => {
        const show = panel.key === 'dT' ? fmtDelta : (x: number) => fmt(x);
        return (
          <PlotFigure
            key={panel.key}
            width={WIDTH}
            height={HEIGHT}
            deps={[data, off]}
            alt={panel.alt}
            caption={
              <>
                {panel.key === 'dT' ? 'Kinetic energy change' : 'Spin gained by the sphere A'} at offset{' '}
                {fmt(off, 3)}: normal impulse{' '}
                <strong data-sp-caption={`${panel.key}-normal`}>{show(now[panel.key].normal)}</strong>,
                variant{' '}
                <strong data-sp-caption={`${panel.key}-variant`}>{show(now[panel.key].variant)}</strong>
                {panel.key === 'dT' ? ' J' : ' rad/s'}.
              </>
            }
            options={(layout) => ({
              marginLeft: 52,
              marginBottom: 44,
              x: {
                // Centred, the long label ran past both sides of a phone's chart (and its widget).
                label: layout.narrow
                  ? 'B’s centre-of-mass offset (× its radius)'
                  : 'offset of B’s centre of mass (fraction of its radius)',
                domain: [-1, 1],
                ticks: 9,
                labelOffset: 38,
                labelAnchor: 'center',
              },
              y: {
                label: panel.label,
                grid: true,
                domain: niceDomain(
                  data.flatMap((d) => [d[panel.normal], d[panel.variant]]),
                  { zero: true },
                ),
              },
              marks: [
                Plot.ruleY([0], { stroke: 'var(--rule)' }),
                Plot.line(data, { x: 'off', y: panel.normal, stroke: 'var(--sp-normal)', strokeWidth: 3 }),
                Plot.line(data, {
                  x: 'off',
                  y: panel.variant,
                  stroke: 'var(--sp-variant)',
                  strokeWidth: 2.5,
                }),
                Plot.ruleX([off], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3' }),
                Plot.dot([{ off, y: now[panel.key].normal }], {
                  x: 'off',
                  y: 'y',
                  r: 5,
                  fill: 'var(--sp-normal)',
                  stroke: 'var(--bg)',
                }),
                Plot.dot([{ off, y: now[panel.key].variant }], {
                  x: 'off',
                  y: 'y',
                  r: 4,
                  fill: 'var(--sp-variant)',
                  stroke: 'var(--bg)',
                }),
              ],
            })}
          />
        );
      })}
    </div>
  );
}
