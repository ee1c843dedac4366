// The cradle row by row: the balls before the hit, after pair by pair, and after the chapter's loop
// and all at once, which share a row that says so once the loop has landed on the all-at-once
// answer (in every state of the widget: tests/unit/site/sequential-impulses.sim.test.ts). Each
// ball carries its velocity as an arrow, to one scale for every row, so a ball that bounces back or
// two that leave together are seen at a glance. Numbers come from the scenario; this only maps
// them to pixels.
import { arrow, DiagramFigure, diagramView, disc, dot, fontSize } from '../../kit/svg';
import { fmt } from '../../lib/format';
import { type Cradle } from './cradle-scenario';

const R = 24;
/** Pixels of arrow for the fastest speed in the picture: less than a ball's width, so neighbours' never meet. */
const ARROW_MAX = 1.7 * R;
/** Left edge of the first ball: room for an arrow pointing left. */
const X0 = 16 + ARROW_MAX;
/**
 * Each row: its label, the arrows (above the balls, so a ball never hides one), the balls. The label's
 * two lines keep clear of the arrows at the largest text scale a phone gives them (text.tsx).
 */
const ARROW_Y = 66;
const BALL_Y = ARROW_Y + 10 + R;
const ROW_H = BALL_Y + R + 10;

/** Five balls and a full arrow to the right of the last. */
const W = X0 + 10 * R + ARROW_MAX + 8;
/** Arrows shorter than this are drawn as a dot: the ball is (almost) at rest. */
const MIN_ARROW = 3;

interface Row {
  key: string;
  label: string;
  sub: string;
  v: number[];
  /** Momentum (kg·m/s) and kinetic energy (J) of the row. */
  p: number;
  t: number;
  color: string;
}

export function SiCradleDiagram({ c }: { c: Cradle }) {
  const rows: Row[] = [
    {
      key: 'before',
      label: 'before',
      sub: `${c.k} in at v`,
      v: c.before,
      p: c.momentumBefore,
      t: c.kineticBefore,
      color: 'var(--before)',
    },
    {
      key: 'pairwise',
      label: 'pair by pair',
      sub: `${c.order.label}, ${c.pairwise.passes} ${c.pairwise.passes === 1 ? 'pass' : 'passes'}`,
      v: c.pairwise.v,
      p: c.pairwise.momentum,
      t: c.pairwise.kinetic,
      color: 'var(--after)',
    },
    {
      // The loop lands on the all-at-once answer in every state of the widget; should it not, the
      // row is all at once's alone and the loop's numbers are in the table.
      key: 'simultaneous',
      label: c.loop.agreeAfter === null ? 'all at once' : 'chapter’s loop = all at once',
      sub:
        c.loop.agreeAfter === null
          ? 'one solve'
          : `${c.loop.agreeAfter} sweep${c.loop.agreeAfter === 1 ? '' : 's'}`,
      v: c.simultaneous.v,
      p: c.simultaneous.momentum,
      t: c.simultaneous.kinetic,
      color: 'var(--impulse)',
    },
  ];
  const H = rows.length * ROW_H;
  const vMax = Math.max(...rows.flatMap((r) => r.v.map(Math.abs)));
  // Each arrow as a share of the fastest (a ratio, so that a tiny v of 5e-324 m/s cannot overflow).
  const length = (v: number) => (vMax > 0 ? ARROW_MAX * (v / vMax) : 0);
  const desc = rows.map((r) => `${r.label}: ${r.v.map((x) => fmt(x, 3)).join(', ')} m/s`).join('; ');
  // Drawn in SVG units from the top left: a point (x, y) of the picture is the world point (x, −y).
  const view = diagramView({ width: W, height: H, pxPerM: 1, anchor: { x: 0, y: 0 } });
  const at = (x: number, y: number) => ({ x, y: -y });
  return (
    <DiagramFigure
      id="si-cradle-diagram"
      class="si-cradle"
      view={view}
      title="The balls and their velocities before the hit and after it, in each of the three models"
      desc={desc}
    >
      {rows.map((r, j) => {
        const top = j * ROW_H;
        const cy = top + BALL_Y;
        const ay = top + ARROW_Y;
        return (
          <g key={r.key} data-si-row={r.key}>
            {/* Two lines, the first low enough for its top to stay in the row at the largest text
                scale, the second offset in em, so that they keep apart at every text scale. */}
            <text x={8} y={top + 24} fill="var(--fg)" font-size={fontSize(13)}>
              {r.label}
              <tspan fill="var(--fg-soft)" font-size="0.85em">{` · ${r.sub}`}</tspan>
              <tspan x={8} dy="1.3em" fill="var(--fg-soft)" font-size="0.85em">
                {`P ${fmt(r.p, 3)} kg·m/s · T ${fmt(r.t, 3)} J`}
              </tspan>
            </text>
            {r.v.map((v, i) => {
              const cx = X0 + R + i * 2 * R;
              const len = length(v);
              return (
                <g key={i}>
                  {disc(view, {
                    at: at(cx, cy),
                    r: R,
                    color: 'var(--fg-soft)',
                    fill: 'var(--bg-soft)',
                    width: 1.5,
                    'data-si-ball': '',
                  })}
                  {Math.abs(len) < MIN_ARROW
                    ? dot(view, { at: at(cx, ay), r: 3, color: 'var(--fg-soft)' })
                    : arrow(view, { from: at(cx, ay), to: at(cx + len, ay), color: r.color, width: 3.5 })}
                </g>
              );
            })}
          </g>
        );
      })}
    </DiagramFigure>
  );
}
