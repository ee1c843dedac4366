// The explorer's scene at the sweep shown: the ground, the boxes, and at each contact point an arrow
// for the impulse the contact has delivered so far (on the upper body, length ∝ λ, one scale per
// configuration so scrubbing the sweeps never rescales it). Metres → pixels, nothing else.
import { Arrow, diagramView } from '../../kit/diagram';
import { fmt } from '../../lib/format';
import type { AtSweep, Explorer } from './explorer';
import { contactColor } from './colors';

const W = 560;
const H = 300;
/** Pixels kept free around the scene. */
const PAD = 36;
/** The longest arrow (the run's largest λ), in pixels. */
const ARROW_PX = 70;

export function SiSceneDiagram({ x, at }: { x: Explorer; at: AtSweep }) {
  const { boxes, points, names } = x.scene;
  const left = Math.min(...boxes.map((b) => b.c.x - b.hw));
  const right = Math.max(...boxes.map((b) => b.c.x + b.hw));
  const top = Math.max(...boxes.map((b) => b.c.y + b.hh));
  const pxPerM = Math.min((W - 2 * PAD) / (right - left), (H - 2 * PAD - ARROW_PX / 2) / top);
  const groundY = H - PAD;
  const { sx, sy, viewBox } = diagramView({
    width: W,
    height: H,
    pxPerM,
    anchor: { x: W / 2, y: groundY },
    at: { x: (left + right) / 2, y: 0 },
  });
  const perPx = x.lambdaMax / ARROW_PX;
  const total = at.lambda.reduce((a, l) => a + l, 0);
  return (
    <figure class="diagram-figure si-scene">
      <svg class="diagram" viewBox={viewBox} role="img" aria-labelledby="si-scene-title si-scene-desc">
        <title id="si-scene-title">The scene and each contact’s impulse so far</title>
        <desc id="si-scene-desc">
          {`${x.scene.label}, after ${at.k} sweeps: ${names
            .map((n, i) => `${n} ${fmt(at.lambda[i]!, 3)} N·s`)
            .join(', ')}.`}
        </desc>
        <line x1={0} y1={groundY} x2={W} y2={groundY} stroke="var(--fg-soft)" stroke-width={2} />
        {boxes.map((b, i) => (
          <g key={i}>
            <rect
              x={sx({ x: b.c.x - b.hw, y: 0 })}
              y={sy({ x: 0, y: b.c.y + b.hh })}
              width={2 * b.hw * pxPerM}
              height={2 * b.hh * pxPerM}
              fill="var(--bg-soft)"
              stroke="var(--fg)"
              stroke-width={1.5}
            />
            <circle cx={sx(b.com)} cy={sy(b.com)} r={3} fill="var(--fg)" />
          </g>
        ))}
        {points.map((q, i) => {
          const len = at.lambda[i]! / perPx / pxPerM;
          return (
            <g key={`c${i}`}>
              <Arrow
                from={q}
                to={{ x: q.x, y: q.y + len }}
                color={contactColor(i)}
                width={3}
                sx={sx}
                sy={sy}
              />
              <circle cx={sx(q)} cy={sy(q)} r={3.5} fill={contactColor(i)} />
              <text x={sx(q)} y={sy(q) + 14} fill="var(--fg)" font-size="11" text-anchor="middle">
                {names[i]}
              </text>
            </g>
          );
        })}
        <text x={12} y={22} fill="var(--fg)" font-size="14">
          {`after ${at.k} sweep${at.k === 1 ? '' : 's'} · total ${fmt(total, 4)} N·s`}
        </text>
      </svg>
    </figure>
  );
}
