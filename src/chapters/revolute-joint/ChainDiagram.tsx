// The chain at one instant of one run, drawn from the scenario's snapshot: the links, each joint's
// two anchor points (a gap between them is drift, drawn to scale), and the path of the free end so
// far. Metres → pixels, nothing else.
import { LINK_LENGTH, type Chain } from './chain-scenario';
import { fmt } from '../../lib/format';
import { diagramView } from '../../kit/diagram';

const W = 560;
const H = 340;
/** The pivot sits in the middle: the chain can reach anywhere within its length of it. */
const PIVOT_PX = { x: W / 2, y: H / 2 };
/** Pixels kept free between the fully stretched chain and the edge. */
const EDGE_PX = 14;

export function RjChainDiagram({ c }: { c: Chain }) {
  const { snapshot: snap, mode } = c;
  // One scale per number of links (not per frame), so scrubbing the time never rescales the view.
  const pxPerM = (H / 2 - EDGE_PX) / (snap.links.length * LINK_LENGTH);
  const { sx, sy, viewBox } = diagramView({ width: W, height: H, pxPerM, anchor: PIVOT_PX });
  const worst = snap.joints.reduce((m, j) => Math.max(m, j.gap), 0);
  return (
    <figure class="diagram-figure">
      <svg class="diagram" viewBox={viewBox} role="img" aria-labelledby="rj-chain-title rj-chain-desc">
        <title id="rj-chain-title">The chain at the time shown</title>
        <desc id="rj-chain-desc">
          {`${snap.links.length} links at t = ${fmt(snap.t, 3)} s with ${mode.label}; the largest gap at a joint is ${fmt(worst, 3)} mm.`}
        </desc>
        <circle cx={PIVOT_PX.x} cy={PIVOT_PX.y} r={7} fill="none" stroke="var(--fg-soft)" stroke-width={2} />
        <polyline
          points={snap.trail.map((p) => `${sx(p)},${sy(p)}`).join(' ')}
          fill="none"
          stroke="var(--after)"
          stroke-width={1.5}
          stroke-dasharray="4 3"
        />
        {snap.links.map((l, i) => (
          <line
            key={i}
            x1={sx(l.from)}
            y1={sy(l.from)}
            x2={sx(l.to)}
            y2={sy(l.to)}
            stroke="var(--fg-soft)"
            stroke-width={6}
            stroke-linecap="round"
            stroke-opacity={0.85}
          />
        ))}
        {snap.joints.map((j) => (
          <g key={j.id}>
            <line
              x1={sx(j.a)}
              y1={sy(j.a)}
              x2={sx(j.b)}
              y2={sy(j.b)}
              stroke="var(--errata-rule)"
              stroke-width={2.5}
            />
            <circle cx={sx(j.a)} cy={sy(j.a)} r={4} fill="var(--fg)" />
            <circle
              cx={sx(j.b)}
              cy={sy(j.b)}
              r={3}
              fill="var(--bg)"
              stroke="var(--errata-rule)"
              stroke-width={1.5}
            />
          </g>
        ))}
        <text x={12} y={22} fill="var(--fg)" font-size="14">
          {`t = ${fmt(snap.t, 3)} s · ${mode.label}`}
        </text>
        <text x={12} y={42} fill="var(--fg-soft)" font-size="13">
          {`largest joint gap: ${fmt(worst, 3)} mm`}
        </text>
      </svg>
      <figcaption class="legend">
        <span>
          <i class="sw-fg-soft" />
          links (0.5 m, 1 kg each)
        </span>
        <span>
          <i class="sw-errata-rule" />
          joint gap (to scale)
        </span>
        <span>
          <i class="sw-after" />
          path of the free end
        </span>
      </figcaption>
    </figure>
  );
}
