// The explorer's scene at the sweep shown: the ground, the boxes, and at each contact point an arrow
// for the impulse the contact has delivered so far (on the upper body, length ∝ λ, one scale per
// configuration so scrubbing the sweeps never rescales it). Metres → pixels, nothing else.
import { arrow, box, DiagramFigure, diagramView, dot, segment, text } from '../../kit/svg';
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
  const view = diagramView({
    width: W,
    height: H,
    pxPerM,
    anchor: { x: W / 2, y: H - PAD },
    at: { x: (left + right) / 2, y: 0 },
  });
  // Metres per newton-second, so that the run's largest λ is ARROW_PX long.
  const mPerNs = x.lambdaMax > 0 ? ARROW_PX / pxPerM / x.lambdaMax : 0;
  const total = at.lambda.reduce((a, l) => a + l, 0);
  const wide = (right - left) / 2 + W / pxPerM;
  return (
    <DiagramFigure
      id="si-scene"
      class="si-scene"
      view={view}
      title="The scene and each contact’s impulse so far"
      desc={`${x.scene.label}, after ${at.k} sweeps: ${names
        .map((n, i) => `${n} ${fmt(at.lambda[i]!, 3)} N·s`)
        .join(', ')}.`}
    >
      {segment(view, {
        from: { x: -wide, y: 0 },
        to: { x: wide, y: 0 },
        color: 'var(--fg-soft)',
        width: 2,
      })}
      {boxes.map((b, i) => (
        <g key={i}>
          {box(view, {
            at: b.c,
            w: 2 * b.hw,
            h: 2 * b.hh,
            color: 'var(--fg)',
            fill: 'var(--bg-soft)',
            width: 1.5,
          })}
          {dot(view, { at: b.com, r: 3, color: 'var(--fg)' })}
        </g>
      ))}
      {points.map((q, i) => (
        <g key={`c${i}`}>
          {arrow(view, {
            from: q,
            to: { x: q.x, y: q.y + at.lambda[i]! * mPerNs },
            color: contactColor(i),
            width: 3,
          })}
          {dot(view, { at: q, r: 3.5, color: contactColor(i) })}
          {text(view.pt(q, 0, 14), { color: 'var(--fg)', size: 14, anchor: 'middle' }, names[i])}
        </g>
      ))}
      {text(
        // Low enough for its top to stay inside at the largest text scale.
        { x: 12, y: 26 },
        { color: 'var(--fg)', size: 14 },
        `after ${at.k} sweep${at.k === 1 ? '' : 's'} · total ${fmt(total, 4)} N·s`,
      )}
    </DiagramFigure>
  );
}
