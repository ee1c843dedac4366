// The chain at one instant of one run, drawn from the scenario's snapshot: the links, each joint's
// two anchor points (a gap between them is drift, drawn to scale), and the path of the free end so
// far. Metres → pixels, nothing else.
import { LINK_LENGTH, type Chain } from './chain-scenario';
import { fmt } from '../../lib/format';
import { DiagramFigure, diagramView, dot, segment, text } from '../../kit/svg';

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
  const view = diagramView({ width: W, height: H, pxPerM, anchor: PIVOT_PX });
  const worst = snap.joints.reduce((m, j) => Math.max(m, j.gap), 0);
  const pivot = { x: 0, y: 0 };
  return (
    <DiagramFigure
      id="rj-chain-diagram"
      view={view}
      title="The chain at the time shown"
      desc={`${snap.links.length} links at t = ${fmt(snap.t, 3)} s with ${mode.label}; the largest gap at a joint is ${fmt(worst, 3)} mm.`}
      legend={[
        { color: 'var(--fg-soft)', text: 'links (0.5 m, 1 kg each)' },
        { color: 'var(--errata-rule)', text: 'joint gap (to scale)' },
        { color: 'var(--after)', text: 'path of the free end' },
      ]}
    >
      {dot(view, { at: pivot, r: 7, color: 'none', stroke: 'var(--fg-soft)', width: 2 })}
      <polyline
        points={view.points(snap.trail)}
        fill="none"
        stroke="var(--after)"
        stroke-width={1.5}
        stroke-dasharray="4 3"
      />
      {snap.links.map((l, i) =>
        segment(view, {
          key: i,
          from: l.from,
          to: l.to,
          color: 'var(--fg-soft)',
          width: 6,
          round: true,
          opacity: 0.85,
        }),
      )}
      {snap.joints.map((j) => (
        <g key={j.id}>
          {segment(view, { from: j.a, to: j.b, color: 'var(--errata-rule)', width: 2.5 })}
          {dot(view, { at: j.a, r: 4, color: 'var(--fg)' })}
          {dot(view, { at: j.b, r: 3, color: 'var(--bg)', stroke: 'var(--errata-rule)', width: 1.5 })}
        </g>
      ))}
      {/* Two lines of one text: the second's offset in em keeps them apart at every text scale. */}
      {text({ x: 12, y: 6 }, { color: 'var(--fg)', size: 14, dy: '1em' }, [
        `t = ${fmt(snap.t, 3)} s · ${mode.label}`,
        <tspan x={12} dy="1.35em" fill="var(--fg-soft)">
          largest joint gap: {fmt(worst, 3)} mm
        </tspan>,
      ])}
    </DiagramFigure>
  );
}
