// Widget "swinging chain": a chain of rods released from a pivot, run by src/sim once per
// joint-drift correction. The three runs are overlaid on every plot (angle, energy, drift); the
// diagram shows one of them at one instant.
import { Plot } from '../../kit/plot/marks';
import { swatchClass } from '../../kit/swatch';
import { type JointCorrection } from '../../sim';
import { useEffect, useState } from 'preact/hooks';
import {
  CHAIN_DURATION,
  MODES,
  chainParams,
  chainRun,
  chainScenario,
  type Chain,
  type ChainRow,
  type ModeSummary,
} from './chain-scenario';
import { paramStore } from '../../params/store';
import { useMounted, useParams } from '../../params/use-params';
import { fmt } from '../../lib/format';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { niceDomain } from '../../kit/plot/domain';
import { controlsOf } from '../../kit/ParamControls';
import { ReadoutTable } from '../../kit/ReadoutTable';
import { Widget } from '../../kit/Widget';
import { RjChainDiagram } from './ChainDiagram';
import { Contained } from '../../kit/Contained';
import { WidgetSummary } from '../../kit/WidgetSummary';

const store = paramStore(chainParams);
const { group } = controlsOf(store, 'rjc');

const WIDTH = 640;
const HEIGHT = 170;

const MODE_COLOR: Record<JointCorrection, string> = {
  none: 'var(--errata-rule)',
  'mass-weighted': 'var(--impulse)',
  baumgarte: 'var(--body-a)',
};

interface Panel {
  key: keyof Omit<ChainRow, 't' | 'mode'>;
  label: string;
  alt: string;
  caption: (c: Chain) => string;
}

const PANELS: readonly Panel[] = [
  {
    key: 'angle',
    label: 'top link from straight down (°)',
    alt: 'Angle of the top link from straight down over two seconds, one line per correction mode.',
    caption: (c) =>
      `Top link’s angle: the runs part by up to ${fmt(c.angleSpread, 3)}° over the run, as they lose different amounts of energy.`,
  },
  {
    key: 'dE',
    label: 'energy gained E − E₀ (J)',
    alt: 'Total mechanical energy minus its starting value, one line per correction mode.',
    caption: (c) => {
      const bg = c.summary.find((m) => m.key === 'baumgarte');
      const gain = bg ? `${fmt(bg.maxDE, 3)} J` : '…';
      return `Energy change: after ${CHAIN_DURATION} s, ${perMode(c, (m) => `${fmt(m.finalDE, 3)} J`).join(', ')}; Baumgarte’s largest gain ${gain}.`;
    },
  },
  {
    key: 'drift',
    label: 'largest joint gap (mm)',
    alt: 'The largest distance between a joint’s two anchor points, one line per correction mode.',
    caption: (c) => `Largest gap over the run: ${perMode(c, (m) => `${fmt(m.maxDrift, 3)} mm`).join(', ')}.`,
  },
];

/**
 * Each mode's label and `value` of its summary, in MODES order; a run still being computed (see
 * RjChainWidget) shows "…". A text that listed only the finished runs would grow by a mode per
 * task after every input, a line or two each time, moving everything below it.
 */
function perMode(c: Chain, value: (m: ModeSummary) => string): string[] {
  return MODES.map(({ key, label }) => {
    const m = c.summary.find((x) => x.key === key);
    return `${label} ${m ? value(m) : '…'}`;
  });
}

export default function RjChainWidget() {
  const p = useParams(store);
  // The server and the hydrating client build all three runs (the page's defaults); afterwards an
  // input computes only the run the diagram shows, and the other two follow, one task each, so no
  // single update pays for three simulations. Runs are kept, so each is computed once per input.
  const mounted = useMounted();
  const [, ranPending] = useState(0);
  const c = chainScenario(p, mounted);
  const next = c.pending[0];
  useEffect(() => {
    if (!next) return undefined;
    const id = setTimeout(() => {
      chainRun(Math.round(p.links), p.angle0, next, p.beta, p.warm);
      ranPending((n) => n + 1);
    }, 0);
    return () => clearTimeout(id);
  }, [p, next]);
  return (
    <Widget
      id="rj-chain"
      title="Widget: the swinging chain"
      store={store}
      figure={
        <>
          <RjChainDiagram c={c} />
          <Contained>
            <Legend beta={p.beta} selected={c.mode.key} />
          </Contained>
        </>
      }
      figures={
        <div class="plot-stack">
          {PANELS.map((panel) => (
            <PlotFigure
              key={panel.key}
              width={WIDTH}
              height={HEIGHT}
              deps={[p, c.pending.length]}
              alt={panel.alt}
              caption={panel.caption(c)}
              options={{
                marginLeft: 56,
                x: { label: 'time t (s)', domain: [0, CHAIN_DURATION], ticks: 5 },
                y: {
                  label: panel.label,
                  grid: true,
                  // The zero rule is drawn on every panel, so 0 is in every domain (as Plot's would be).
                  domain: niceDomain([0, ...MODES.flatMap((m) => c.rows[m.key].map((d) => d[panel.key]))]),
                },
                marks: [
                  Plot.ruleY([0], { stroke: 'var(--rule)' }),
                  ...MODES.map((m) =>
                    Plot.line(c.rows[m.key], {
                      x: 't',
                      y: panel.key,
                      stroke: MODE_COLOR[m.key],
                      strokeWidth: m.key === c.mode.key ? 3 : 1.5,
                      strokeDasharray: m.key === 'none' ? '6 3' : undefined,
                    }),
                  ),
                  Plot.ruleX([c.snapshot.t], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3' }),
                ],
              }}
            />
          ))}
        </div>
      }
    >
      {c.hangingNote ? (
        <WidgetSummary class="degenerate" data-rj="hanging">
          {c.hangingNote}
        </WidgetSummary>
      ) : (
        <WidgetSummary>
          {Math.round(p.links)} {p.links === 1 ? 'link' : 'links'} released at {fmt(p.angle0)}°,{' '}
          {CHAIN_DURATION} s at 60 steps per second. Largest joint gap:{' '}
          {perMode(c, (m) => `${fmt(m.maxDrift, 3)} mm`).join(' · ')}.
        </WidgetSummary>
      )}
      <Summary c={c} />
      {group('The chain', ['links', 'angle0', 'beta', 'warm'])}
      {group('The diagram', ['mode', 'tSnap'])}
    </Widget>
  );
}

function Legend({ beta, selected }: { beta: number; selected: JointCorrection }) {
  return (
    <p class="legend rj-legend">
      {MODES.map((m) => (
        <span key={m.key} class={m.key === selected ? 'rj-selected' : undefined}>
          <i class={swatchClass(MODE_COLOR[m.key])} />
          {m.key === 'baumgarte' ? `Baumgarte, β = ${fmt(beta)}` : m.label}
          {m.key === 'none' ? ' (dashed)' : ''}
        </span>
      ))}
    </p>
  );
}

function Summary({ c }: { c: Chain }) {
  return (
    <ReadoutTable
      class="rj-table rj-chain-table"
      caption={`Each correction after ${CHAIN_DURATION} s`}
      showCaption
      rowHeader="Correction"
      columns={['Largest gap (mm)', 'End E − E₀ (J)', 'Highest E − E₀ (J)']}
      rows={MODES.map(({ key, label }) => {
        const m = c.summary.find((x) => x.key === key);
        const cell = (name: string, x: number | undefined) => ({
          name: `${name}-${key}`,
          value: x === undefined ? '…' : fmt(x, 3),
        });
        return {
          label,
          cells: [cell('drift-max', m?.maxDrift), cell('de-end', m?.finalDE), cell('de-max', m?.maxDE)],
        };
      })}
    />
  );
}
