// The 3D box seen from above: its footprint (width × depth) turned by β about the vertical axis,
// its own width and depth axes, the plane of the first widget's picture (z = 0), and the contact
// point in that plane. From the scenario only.
import { BOX_W, type Box3, type EmScenario } from './scenario';
import { fmt } from '../../lib/format';
import { M3, type Vec3 } from '../../solver';

const W = 260;
const H = 230;
const PX_PER_M = 62;
const CX = W / 2;
const CY = H / 2;

/** Top view: world x to the right, world z (toward the viewer of the first widget) downward. */
const px = (p: Vec3) => CX + p.x * PX_PER_M;
const pz = (p: Vec3) => CY + p.z * PX_PER_M;

export function EmTopView({ s }: { s: EmScenario }) {
  const box: Box3 = s.box;
  const d = s.p.depth;
  const corners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([i, k]) => M3.mulVec(box.R, { x: ((i as number) * BOX_W) / 2, y: 0, z: ((k as number) * d) / 2 }));
  const axis = (v: Vec3, len: number) => M3.mulVec(box.R, { x: v.x * len, y: 0, z: v.z * len });
  const xAxis = axis({ x: 1, y: 0, z: 0 }, BOX_W / 2 + 0.25);
  const zAxis = axis({ x: 0, y: 0, z: 1 }, d / 2 + 0.25);
  const contact = { x: s.p.s, y: 0, z: 0 };
  return (
    <figure class="diagram-figure em-topview">
      <svg class="diagram" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="em-top-title em-top-desc">
        <title id="em-top-title">The 3D box seen from above</title>
        <desc id="em-top-desc">
          {`The box's footprint, ${fmt(BOX_W)} by ${fmt(d)} metres, turned ${fmt(s.p.turnDeg, 3)} degrees about the vertical axis. The plane of the first widget's picture is the horizontal line; the contact point lies on it at ${fmt(s.p.s, 3)} metres, ${box.onFace ? 'on' : 'outside'} the box's bottom face.`}
        </desc>
        <line x1={0} y1={CY} x2={W} y2={CY} stroke="var(--fg-soft)" stroke-dasharray="6 4" />
        <text x={6} y={CY - 6} fill="var(--fg-soft)" font-size="11">
          picture plane z = 0
        </text>
        <polygon
          points={corners.map((c) => `${px(c)},${pz(c)}`).join(' ')}
          fill="var(--body-b)"
          fill-opacity={0.13}
          stroke="var(--body-b)"
          stroke-width={2}
        />
        <line
          x1={px(M3.mulVec(box.R, { x: 0, y: 0, z: 0 }))}
          y1={CY}
          x2={px(xAxis)}
          y2={pz(xAxis)}
          stroke="var(--body-b)"
          stroke-dasharray="3 3"
        />
        <line x1={CX} y1={CY} x2={px(zAxis)} y2={pz(zAxis)} stroke="var(--body-b)" stroke-dasharray="3 3" />
        <text x={px(xAxis) + 3} y={pz(xAxis) + 4} fill="var(--body-b)" font-size="12" font-weight="700">
          x′
        </text>
        <text x={px(zAxis) + 3} y={pz(zAxis) + 4} fill="var(--body-b)" font-size="12" font-weight="700">
          z′
        </text>
        <circle
          cx={px(contact)}
          cy={pz(contact)}
          r={4.5}
          fill={box.onFace ? 'var(--fg)' : 'var(--errata-rule)'}
          data-em="top-contact"
        />
        <text x={W - 6} y={H - 8} fill="var(--fg-soft)" font-size="11" text-anchor="end">
          seen from above; z points toward the reader
        </text>
      </svg>
    </figure>
  );
}
