// The 3D box seen from above: its footprint (width × depth) turned by γ about the vertical axis,
// its own width and depth axes, the plane of the first widget's picture (z = 0), and the contact
// point in that plane. From the scenario only.
import { BOX_W, type Box3, type EmScenario } from './scenario';
import { fmt } from '../../lib/format';
import { M3, type Vec2, type Vec3 } from '../../solver';
import { DiagramFigure, diagramView, dot, polygon, segment, text } from '../../kit/svg';

const W = 260;
// Tall enough that z′ stays inside at the deepest box turned toward the reader (its end 1.75 m below).
const H = 250;
const PX_PER_M = 62;
const CY = H / 2;

/** Fixed: the footprint turns about the view's centre. */
const view = diagramView({ width: W, height: H, pxPerM: PX_PER_M });
/** Top view: world x to the right, world z (toward the viewer of the first widget) downward. */
const top = (p: Vec3): Vec2 => ({ x: p.x, y: -p.z });

export function EmTopView({ s }: { s: EmScenario }) {
  const box: Box3 = s.box;
  const d = s.p.depth;
  const corners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([i, k]) =>
    top(M3.mulVec(box.R, { x: ((i as number) * BOX_W) / 2, y: 0, z: ((k as number) * d) / 2 })),
  );
  const axis = (v: Vec3, len: number) => top(M3.mulVec(box.R, { x: v.x * len, y: 0, z: v.z * len }));
  const xAxis = axis({ x: 1, y: 0, z: 0 }, BOX_W / 2 + 0.25);
  const zAxis = axis({ x: 0, y: 0, z: 1 }, d / 2 + 0.25);
  const o = { x: 0, y: 0 };
  const contact = { x: s.p.s, y: 0 };
  return (
    <DiagramFigure
      id="em-top"
      class="em-topview"
      view={view}
      title="The 3D box seen from above"
      // Said below the picture, not in it: a label on the line met the box's axes where they turn.
      caption="Seen from above: the dashed line is the picture plane, z = 0, and z points toward the reader."
      desc={`The box's footprint, ${fmt(BOX_W)} by ${fmt(d)} metres, turned ${fmt(s.p.turnDeg, 3)} degrees about the vertical axis. The plane of the first widget's picture is the horizontal line; the contact point lies on it at ${fmt(s.p.s, 3)} metres, ${box.onFace ? 'on' : 'outside'} the box's bottom face.`}
    >
      {polygon(view, { points: corners, color: 'var(--body-b)', opacity: 0.13 })}
      <line x1={0} y1={CY} x2={W} y2={CY} stroke="var(--fg-soft)" stroke-dasharray="6 4" />
      {/* Each axis named just above its end, clear of the picture plane's line when the axis lies along it. */}
      {segment(view, { from: o, to: xAxis, color: 'var(--body-b)', dash: '3 3' })}
      {segment(view, { from: o, to: zAxis, color: 'var(--body-b)', dash: '3 3' })}
      {text(view.pt(xAxis, 4, -5), { color: 'var(--body-b)', size: 12, bold: true }, 'x′')}
      {text(view.pt(zAxis, 4, -5), { color: 'var(--body-b)', size: 12, bold: true }, 'z′')}
      {dot(view, {
        at: contact,
        r: 4.5,
        color: box.onFace ? 'var(--fg)' : 'var(--errata-rule)',
        'data-em': 'top-contact',
      })}
    </DiagramFigure>
  );
}
