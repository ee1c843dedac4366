// Box–box contact (src/sim/stack2/box-collide2.ts) on hand-built pairs: how many points, where, the
// normal (from A to B), the separations, and feature ids that stay put while the boxes move a little.
import {
  collideBoxes2,
  describeFeature2,
  featureId2,
  type BoxGeometry2,
  type BoxManifold2,
} from '../../../src/sim';

const box = (x: number, y: number, angle = 0, halfWidth = 0.5, halfHeight = 0.5): BoxGeometry2 => ({
  x,
  y,
  angle,
  halfWidth,
  halfHeight,
});

/** The points as a sorted list, for comparing manifolds whose point order may differ. */
const pointSet = (m: BoxManifold2): [number, number, number][] =>
  m.points
    .map((p): [number, number, number] => [p.point.x, p.point.y, p.separation])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);

function expectSwapFlipsNormal(a: BoxGeometry2, b: BoxGeometry2): void {
  const ab = collideBoxes2(a, b);
  const ba = collideBoxes2(b, a);
  expect(ba.normal.x).toBeCloseTo(-ab.normal.x, 12);
  expect(ba.normal.y).toBeCloseTo(-ab.normal.y, 12);
  const p = pointSet(ab);
  const q = pointSet(ba);
  expect(q).toHaveLength(p.length);
  p.forEach((row, i) => row.forEach((v, j) => expect(q[i]![j]).toBeCloseTo(v, 12)));
}

describe('two axis-aligned boxes overlapping by 0.1 m', () => {
  //        ┌───────┐ B: center (0.2, 0.9)
  //  ┌─────┼──┐    │
  //  │  A  └──┼────┘ overlap 0.1 m, across x ∈ [−0.3, 0.5]
  //  └────────┘      A: center (0, 0), both 1 m × 1 m
  const A = box(0, 0);
  const B = box(0.2, 0.9);
  const m = collideBoxes2(A, B);

  test('two points on the overlap’s ends, halfway through it, normal +y (from A to B)', () => {
    expect(m.normal.x).toBeCloseTo(0, 15);
    expect(m.normal.y).toBe(1);
    expect(pointSet(m)).toEqual([
      [expect.closeTo(-0.3, 12), expect.closeTo(0.45, 12), expect.closeTo(-0.1, 12)],
      [expect.closeTo(0.5, 12), expect.closeTo(0.45, 12), expect.closeTo(-0.1, 12)],
    ]);
  });

  test('ids: A’s top face (1) against B’s bottom face (3); B’s corner 3 kept, the other end cut at A’s corner 1', () => {
    const [left, right] = m.points;
    expect(left!.id).toBe(featureId2(false, 1, 3, 0));
    expect(describeFeature2(left!.id)).toEqual({
      reference: 'A',
      referenceFace: 1,
      incidentFace: 3,
      incidentCorner: 3,
    });
    expect(left!.clip).toBe(-1);
    expect(right!.id).toBe(featureId2(false, 1, 3, 1));
    expect(right!.clip).toBe(0);
    expect(left!.id).not.toBe(right!.id);
  });

  test('swapping A and B flips the normal and gives the same points', () => {
    expectSwapFlipsNormal(A, B);
    const ba = collideBoxes2(B, A);
    expect(ba.normal.y).toBe(-1);
    // B is now the first box, so its bottom face is the reference.
    expect(ba.points.map((p) => describeFeature2(p.id).referenceFace)).toEqual([3, 3]);
  });

  test('boxes 1 mm apart do not touch', () => {
    expect(collideBoxes2(A, box(0.2, 1.001)).points).toEqual([]);
    expect(collideBoxes2(A, box(1.001, 0.3)).points).toEqual([]);
  });
});

describe('a box standing on one corner', () => {
  // B is turned 0.6 rad; its lowest corner dips 0.01 m into the ground box A (top face y = 0).
  const ground = box(0, -0.5, 0, 5, 0.5);
  const angle = 0.6;
  const reach = 0.5 * Math.sin(angle) + 0.5 * Math.cos(angle);
  const B = box(0, reach - 0.01, angle);
  const m = collideBoxes2(ground, B);

  test('one point at the corner, halfway through the 0.01 m overlap, normal +y', () => {
    expect(m.points).toHaveLength(1);
    expect(m.normal.y).toBe(1);
    const [p] = m.points;
    // Corner 3 of B, (−0.5, −0.5) in B's frame, turned by the angle.
    const cx = -0.5 * Math.cos(angle) + 0.5 * Math.sin(angle);
    expect(p!.point.x).toBeCloseTo(cx, 12);
    expect(p!.point.y).toBeCloseTo(-0.005, 12);
    expect(p!.separation).toBeCloseTo(-0.01, 12);
    expect(describeFeature2(p!.id)).toMatchObject({ reference: 'A', referenceFace: 1, incidentCorner: 3 });
  });

  test('keeps its id while the box rocks and slides a little', () => {
    for (const [dx, da] of [
      [0.05, 0],
      [0, 0.05],
      [-0.1, -0.05],
    ] as const) {
      const moved = collideBoxes2(ground, box(dx, reach - 0.01, angle + da));
      expect(moved.points.map((p) => p.id)).toEqual([m.points[0]!.id]);
    }
  });

  test('swapping flips the normal', () => expectSwapFlipsNormal(ground, B));
});

describe('a box on an equal box, shifted sideways', () => {
  const A = box(0, 0);
  const B = box(0.3, 0.998);
  const m = collideBoxes2(A, B);

  test('two points across the shared 0.7 m, 2 mm deep, normal +y', () => {
    expect(m.normal.y).toBe(1);
    expect(pointSet(m)).toEqual([
      [expect.closeTo(-0.2, 12), expect.closeTo(0.499, 12), expect.closeTo(-0.002, 12)],
      [expect.closeTo(0.5, 12), expect.closeTo(0.499, 12), expect.closeTo(-0.002, 12)],
    ]);
  });

  test('the ids do not change when B moves a little, nor when its corner passes A’s corner', () => {
    const ids = m.points.map((p) => p.id);
    // Shifted and sunk a little; then exactly aligned, where B's right corner sits on A's, so
    // that rounding alone decides whether it is cut off: the point is the same contact.
    for (const b of [
      box(0.31, 0.997),
      box(0.29, 0.999, 1e-4),
      box(0, 0.998),
      box(1e-13, 0.998),
      box(-1e-13, 0.998),
    ])
      expect(collideBoxes2(A, b).points.map((p) => p.id)).toEqual(ids);
  });

  test('swapping flips the normal', () => expectSwapFlipsNormal(A, B));
});

describe('when B’s face is the better separating axis', () => {
  // A small box A pokes its corner into the underside of a big tilted plank B: the overlap is
  // least across B's face, so B's face is the reference; the normal still goes from A to B.
  const A = box(0, 0, 0.7, 0.2, 0.2);
  const B = box(0.3, 0.5, 0.2, 1.5, 0.2);
  const m = collideBoxes2(A, B);

  test('one point, reference B, normal from A toward B (along B’s −y face normal reversed)', () => {
    expect(m.points).toHaveLength(1);
    expect(describeFeature2(m.points[0]!.id).reference).toBe('B');
    // B's bottom face has outward normal −(−sin 0.2, cos 0.2); from A to B is its reverse.
    expect(m.normal.x).toBeCloseTo(-Math.sin(0.2), 12);
    expect(m.normal.y).toBeCloseTo(Math.cos(0.2), 12);
    expect(m.points[0]!.separation).toBeLessThan(0);
  });

  test('swapping flips the normal', () => expectSwapFlipsNormal(A, B));
});
