// The regime map: the friction impulse the clamp applies, |jt|, against the slip speed |v_t| it
// sees, everything else as configured. Up to the threshold the contact sticks and friction gives
// exactly what stopping needs (|jt*| = m_eff,t·|v_t|); beyond it the impulse drops from μs·jn to the
// cap μd·jn and the contact slips. Data from the scenario; this file only chooses marks.
import { niceMax } from '../../kit/plot/domain';
import { Plot, type Markish } from '../../kit/plot/marks';
import { regimeSpeedExtent, regimeSweep, type FrictionContact } from './scenario';
import { PlotFigure } from '../../kit/plot/PlotFigure';
import { fmt } from '../../lib/format';

const WIDTH = 640;
const HEIGHT = 300;

export function FrRegimeMap({ s }: { s: FrictionContact }) {
  // Rounded up, so the chart's axis stays put while a scrub moves the slip inside it.
  const xMax = niceMax(regimeSpeedExtent(s));
  const data = regimeSweep(s, xMax);
  const grip = s.noGripReason === null;
  const vStar = grip ? Math.min(s.slipThreshold, xMax) : 0;
  const current = {
    speed: Math.abs(s.friction.vt),
    needed: Math.abs(s.friction.jtStar),
    applied: Math.abs(s.friction.jt),
  };
  const yMax = niceMax(Math.max(1.6 * s.staticLimit, 1.12 * current.needed, 1.12 * current.applied, 0.05));
  const label = (x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end' = 'middle') =>
    Plot.text([{ x, y, text }], {
      x: 'x',
      y: 'y',
      text: 'text',
      fill: 'var(--fg-soft)',
      textAnchor: anchor,
      // In em: the chart's own text size, which its width sets (PlotFigure.css).
      fontSize: '1em',
    });
  const marks: Markish[] = [
    Plot.rect([{ x1: 0, x2: vStar, y1: 0, y2: yMax }], {
      x1: 'x1',
      x2: 'x2',
      y1: 'y1',
      y2: 'y2',
      fill: 'var(--fr-stick)',
      fillOpacity: 0.09,
    }),
    Plot.rect([{ x1: vStar, x2: xMax, y1: 0, y2: yMax }], {
      x1: 'x1',
      x2: 'x2',
      y1: 'y1',
      y2: 'y2',
      fill: grip ? 'var(--fr-slip)' : 'var(--fr-air)',
      fillOpacity: 0.09,
    }),
    Plot.ruleY([0], { stroke: 'var(--rule)' }),
    // What stopping the slip would take: the static line, continued (dashed) where it is not allowed.
    Plot.line(data, {
      x: 'speed',
      y: 'needed',
      stroke: 'var(--fg-soft)',
      strokeDasharray: '5 4',
      strokeWidth: 1.5,
      clip: true,
    }),
    Plot.ruleY([s.staticLimit], { stroke: 'var(--fr-stick)', strokeDasharray: '2 3', strokeWidth: 1.5 }),
    // What the clamp applies: |jt*| up to μs·jn, then the cap μd·jn.
    Plot.line(data, { x: 'speed', y: 'applied', stroke: 'var(--impulse)', strokeWidth: 3, clip: true }),
    Plot.link([current], {
      x1: 'speed',
      x2: 'speed',
      y1: 'applied',
      y2: 'needed',
      stroke: 'var(--fg-soft)',
      strokeDasharray: '2 2',
      clip: true,
    }),
    Plot.dot([current], {
      x: 'speed',
      y: 'needed',
      r: 5,
      stroke: 'var(--fg-soft)',
      fill: 'var(--bg)',
      strokeWidth: 1.5,
      clip: true,
    }),
    Plot.dot([current], {
      x: 'speed',
      y: 'applied',
      r: 6.5,
      fill: !grip ? 'var(--fr-air)' : s.friction.regime === 'static' ? 'var(--fr-stick)' : 'var(--fr-slip)',
      stroke: 'var(--bg)',
      strokeWidth: 1.5,
    }),
  ];
  if (grip && vStar > 0) marks.push(label(vStar / 2, yMax * 0.92, 'stick (static)'));
  if (xMax - vStar > 0.08 * xMax)
    marks.push(
      label((vStar + xMax) / 2, yMax * 0.92, grip ? 'slip (dynamic)' : 'no normal impulse, no friction'),
    );
  if (grip) {
    marks.push(label(xMax, s.staticLimit + yMax * 0.035, 'μs·jn', 'end'));
    if (s.dynamicCap < s.staticLimit - 0.06 * yMax)
      marks.push(label(xMax, s.dynamicCap + yMax * 0.035, 'μd·jn', 'end'));
  }
  const regime = grip ? (s.friction.regime === 'static' ? 'sticks' : 'slips') : 'has no grip';
  return (
    <PlotFigure
      width={WIDTH}
      height={HEIGHT}
      // Everything the chart draws follows from these (jt* = −vt/kt; the sweep from jn, kt, μs, μd).
      deps={[s.normal.j, s.friction.vt, s.kt, s.p.muS, s.muD]}
      alt={alt(s, xMax)}
      caption={
        <>
          At slip {fmt(current.speed)} m/s stopping would take |j<sub>t</sub>*| = {fmt(current.needed)} N·s
          (hollow dot); the clamp applies |j<sub>t</sub>| = {fmt(current.applied)} N·s (filled dot): the
          contact {regime}.
        </>
      }
      options={{
        marginLeft: 52,
        marginRight: 16,
        x: { label: 'slip speed |vₜ| before friction (m/s)', domain: [0, xMax] },
        y: { label: 'tangential impulse (N·s)', domain: [0, yMax], grid: true },
        marks,
      }}
    />
  );
}

function alt(s: FrictionContact, xMax: number): string {
  if (s.noGripReason) {
    return `Friction impulse against slip speed from 0 to ${fmt(xMax)} metres per second: zero everywhere, because the bodies are not pressed together.`;
  }
  return `Friction impulse against slip speed from 0 to ${fmt(xMax)} metres per second. It rises along the line of the impulse needed to stop the slip up to ${fmt(s.slipThreshold)} metres per second, where it reaches the static limit ${fmt(s.staticLimit)} newton-seconds, then drops to the dynamic cap ${fmt(s.dynamicCap)} and stays there. The current slip is ${fmt(Math.abs(s.friction.vt))} metres per second.`;
}
