import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Body2,
  type Contact2,
  frictionImpulse2,
  kineticEnergy2,
  normalImpulse2,
  V2,
} from '../../../src/solver';
import {
  RUNS,
  body2,
  clone,
  contact2,
  deepFreeze,
  expectNear,
  nanPaths,
  restFrame2,
  PROPERTY_TIMEOUT,
} from './arbitraries';
import { expectNoEnergyGain } from './properties';

const ground: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const vtOf = (a: Body2, b: Body2, c: Contact2): number =>
  V2.dot(V2.sub(V2.pointVelocity(b.v, b.w, c.rB), V2.pointVelocity(a.v, a.w, c.rA)), { x: -c.n.y, y: c.n.x });

/** Coefficients with 0 ≤ μd ≤ μs ≤ 2 and a normal impulse 0 ≤ jn ≤ 50. */
const frictionParams = fc
  .tuple(
    fc.double({ min: 0, max: 2, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
  )
  .map(([muStatic, ratio, jn]) => ({ muStatic, muDynamic: muStatic * ratio, jn }));

describe('frictionImpulse2 by hand', () => {
  //   A block (m = 1, no rotation) slides right at 3 on immovable ground; n = up, so
  //   t = (−n_y, n_x) = (−1, 0) and vt = (3, 0)·(−1, 0) = −3. k_t = 1, jt* = −1·(−3) = 3,
  //   i.e. 3 along t = 3 to the left, which would stop it.
  const block: Body2 = { invMass: 1, invInertia: 0, v: { x: 3, y: 0 }, w: 0 };
  const c: Contact2 = { rA: { x: 0, y: 0 }, rB: { x: 0, y: -1 }, n: { x: 0, y: 1 } };

  it('sticks when the impulse needed is within μs·jn', () => {
    //   μs·jn = 0.5·10 = 5 ≥ 3: static, jt = 3, the block stops.
    const r = frictionImpulse2(ground, block, c, 10, 0.5, 0.25);
    expect(r.regime).toBe('static');
    expect(r.jt).toBe(3);
    expect(r.b.v).toEqual({ x: 0, y: 0 });
  });

  it('slides with jt = μd·jn when more would be needed', () => {
    //   μs·jn = 0.5·4 = 2 < 3: dynamic, jt = 0.25·4 = 1, the block slows from 3 to 2.
    const r = frictionImpulse2(ground, block, c, 4, 0.5, 0.25);
    expect(r.regime).toBe('dynamic');
    expect(r.jtStar).toBe(3);
    expect(r.jt).toBe(1);
    expect(r.b.v).toEqual({ x: 2, y: 0 });
  });

  it('uses the tangent (−n_y, n_x) so that a negative jt points the other way', () => {
    const left: Body2 = { ...block, v: { x: -3, y: 0 } };
    const r = frictionImpulse2(ground, left, c, 4, 0.5, 0.25);
    expect(r.t).toEqual({ x: -1, y: 0 });
    expect(r.jt).toBe(-1);
    expect(r.b.v).toEqual({ x: -2, y: 0 });
  });

  it('treats a contact with nothing free to slide as static with zero impulse', () => {
    const r = frictionImpulse2(ground, ground, c, 4, 0.5, 0.25);
    expect(r).toMatchObject({ regime: 'static', jt: 0, jtStar: 0, effectiveMass: Infinity });
  });

  it('resolves a whole contact: normal impulse first, then friction with the bodies it returns', () => {
    //   Block falling at 1 and sliding right at 3: e = 0 gives jn = 1; μs = μd = 0.5 → jt ≤ 0.5.
    const falling: Body2 = { invMass: 1, invInertia: 0, v: { x: 3, y: -1 }, w: 0 };
    const n = normalImpulse2(ground, falling, c, 0);
    const f = frictionImpulse2(n.a, n.b, c, n.j, 0.5, 0.5);
    expect(n.j).toBe(1);
    expect(f.regime).toBe('dynamic');
    expect(f.b.v).toEqual({ x: 2.5, y: 0 });
  });
});

describe('frictionImpulse2 at the edges', () => {
  const c: Contact2 = { rA: { x: 0, y: 0 }, rB: { x: 0, y: -1 }, n: { x: 0, y: 1 } };

  it('reports an effective mass too large for its impulse as Infinity: nothing slides, jt = 0', () => {
    //   k_t = 1e-307, so m_eff,t = 1e307 is finite but jt* = −1e307·(−100) overflows: the contact
    //   is treated as one that cannot move along t (static, no impulse), never as an infinite push.
    const heavy: Body2 = { invMass: 1e-307, invInertia: 0, v: { x: 100, y: 0 }, w: 0 };
    const r = frictionImpulse2(ground, heavy, c, 4, 0.5, 0.25);
    expect(r).toMatchObject({ regime: 'static', jt: 0, jtStar: 0, effectiveMass: Infinity, vt: -100 });
    expect(r.b.v).toEqual({ x: 100, y: 0 });
  });

  it('gives +0, not −0, when the dynamic cap μd·jn is zero, whichever way the contact slides', () => {
    for (const vx of [3, -3]) {
      const block: Body2 = { invMass: 1, invInertia: 0, v: { x: vx, y: 0 }, w: 0 };
      // μd = 0 with a push (jn = 4), and jn = 0 with μd > 0: both slide with no friction at all.
      for (const [jn, muS, muD] of [
        [4, 0.5, 0],
        [0, 0.5, 0.25],
      ] as const) {
        const r = frictionImpulse2(ground, block, c, jn, muS, muD);
        expect(r.regime).toBe('dynamic');
        expect(Object.is(r.jt, 0), `jt = ${r.jt} at vx = ${vx}, jn = ${jn}, μd = ${muD}`).toBe(true);
        expect(r.b.v).toEqual({ x: vx, y: 0 });
      }
    }
  });
});

describe('frictionImpulse2 properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('leaves zero tangential velocity when static', () => {
    fc.assert(
      fc.property(body2, body2, contact2, frictionParams, (a, b, c, { jn, muStatic, muDynamic }) => {
        const r = frictionImpulse2(a, b, c, jn, muStatic, muDynamic);
        if (r.regime !== 'static' || r.effectiveMass === Infinity) return;
        expectNear(vtOf(r.a, r.b, c), 0, Math.abs(r.vt) + (100 * Math.abs(r.jt)) / r.effectiveMass);
      }),
      RUNS,
    );
  });

  it('when dynamic, applies exactly μd·jn against the sliding and never reverses it', () => {
    fc.assert(
      fc.property(body2, body2, contact2, frictionParams, (a, b, c, { jn, muStatic, muDynamic }) => {
        const r = frictionImpulse2(a, b, c, jn, muStatic, muDynamic);
        if (r.regime !== 'dynamic') return;
        expect(Math.abs(r.jt)).toBe(muDynamic * jn);
        // Friction opposes sliding: jt has the sign of −vt (or is 0).
        expect(r.jt * r.vt).toBeLessThanOrEqual(0);
        const vtAfter = vtOf(r.a, r.b, c);
        const tol = 1e-9 * Math.max(1, Math.abs(r.vt));
        expect(vtAfter * Math.sign(r.vt)).toBeGreaterThanOrEqual(-tol);
        expect(Math.abs(vtAfter)).toBeLessThanOrEqual(Math.abs(r.vt) + tol);
      }),
      RUNS,
    );
  });

  it('never increases kinetic energy when μd ≤ μs', () => {
    fc.assert(
      fc.property(
        body2.map(restFrame2),
        body2.map(restFrame2),
        contact2,
        frictionParams,
        (a, b, c, { jn, muStatic, muDynamic }) => {
          const r = frictionImpulse2(a, b, c, jn, muStatic, muDynamic);
          expectNoEnergyGain(kineticEnergy2(a, b), kineticEnergy2(r.a, r.b));
        },
      ),
      RUNS,
    );
  });

  it('applies jt·t to B and −jt·t to A', () => {
    fc.assert(
      fc.property(body2, body2, contact2, frictionParams, (a, b, c, { jn, muStatic, muDynamic }) => {
        const r = frictionImpulse2(a, b, c, jn, muStatic, muDynamic);
        const P = { x: r.jt * r.t.x, y: r.jt * r.t.y };
        expectNear(r.b.v.x, b.v.x + b.invMass * P.x, 10);
        expectNear(r.a.v.y, a.v.y - a.invMass * P.y, 10);
        expectNear(r.b.w, b.w + b.invInertia * (c.rB.x * P.y - c.rB.y * P.x), 100);
        expectNear(r.a.w, a.w - a.invInertia * (c.rA.x * P.y - c.rA.y * P.x), 100);
      }),
      RUNS,
    );
  });

  it('never mutates its inputs and never returns NaN', () => {
    fc.assert(
      fc.property(body2, body2, contact2, frictionParams, (a, b, c, { jn, muStatic, muDynamic }) => {
        const before = clone({ a, b, c });
        const r = frictionImpulse2(deepFreeze(a), deepFreeze(b), deepFreeze(c), jn, muStatic, muDynamic);
        expect({ a, b, c }).toEqual(before);
        expect(nanPaths(r)).toEqual([]);
      }),
      RUNS,
    );
  });
});
