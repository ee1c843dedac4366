import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accumulatedFriction2,
  type Body2,
  type Body3,
  type Contact2,
  type Contact3,
  effectiveMass2,
  frictionImpulse2,
  M3,
  normalImpulse2,
  normalImpulse3,
  revoluteImpulse2,
  sphereImpulse3,
} from '../../../src/solver';
import { RUNS, body2, body3, contact2, contact3, PROPERTY_TIMEOUT } from './arbitraries';
import { runs } from '../runs';

const A2: Body2 = { invMass: 1, invInertia: 1, v: { x: 1, y: 0 }, w: 0 };
const B2: Body2 = { invMass: 1, invInertia: 1, v: { x: -1, y: 0 }, w: 0 };
const C2: Contact2 = { rA: { x: 1, y: 0 }, rB: { x: -1, y: 0 }, n: { x: 1, y: 0 } };
const A3: Body3 = { invMass: 1, invInertia: M3.IDENTITY, v: { x: 1, y: 0, z: 0 }, w: { x: 0, y: 0, z: 0 } };
const B3: Body3 = { invMass: 1, invInertia: M3.IDENTITY, v: { x: -1, y: 0, z: 0 }, w: { x: 0, y: 0, z: 0 } };
const C3: Contact3 = { rA: { x: 1, y: 0, z: 0 }, rB: { x: -1, y: 0, z: 0 }, n: { x: 1, y: 0, z: 0 } };

/** Path-wise copy with one leaf replaced: set(obj, 'a.v.x', NaN). */
function set<T>(obj: T, path: string, value: unknown): T {
  const copy = structuredClone(obj) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy as T;
}

type Args2 = { a: Body2; b: Body2; c: Contact2; e: number; jn: number; muStatic: number; muDynamic: number };
const base2: Args2 = { a: A2, b: B2, c: C2, e: 0.5, jn: 1, muStatic: 0.5, muDynamic: 0.3 };
const calls2: Record<string, (x: Args2) => unknown> = {
  normalImpulse2: (x) => normalImpulse2(x.a, x.b, x.c, x.e),
  frictionImpulse2: (x) => frictionImpulse2(x.a, x.b, x.c, x.jn, x.muStatic, x.muDynamic),
  accumulatedFriction2: (x) => accumulatedFriction2(x.a, x.b, x.c, x.jn, x.muStatic),
};

describe('invalid 2D input throws a RangeError naming the parameter', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['a negative inverse mass', 'a.invMass', -1, /^a\.invMass must be ≥ 0 \(got -1\)$/],
    ['a negative inverse inertia', 'b.invInertia', -0.5, /^b\.invInertia must be ≥ 0 \(got -0\.5\)$/],
    ['a NaN velocity', 'a.v.x', NaN, /^a\.v\.x must be a finite number \(got NaN\)$/],
    ['an infinite spin', 'b.w', Infinity, /^b\.w must be a finite number \(got Infinity\)$/],
    ['an infinite inverse mass', 'b.invMass', Infinity, /^b\.invMass must be a finite number/],
    ['a NaN lever arm', 'c.rA.y', NaN, /^c\.rA\.y must be a finite number/],
    ['a missing lever arm', 'c.rB', undefined, /^c\.rB must be a vector/],
    ['a normal of length 1.2', 'c.n', { x: 1.2, y: 0 }, /^c\.n must be a unit vector \(\|n\| = 1\.2\)$/],
    ['a normal off by 2e-6', 'c.n', { x: 1 + 2e-6, y: 0 }, /^c\.n must be a unit vector/],
    ['a zero normal', 'c.n', { x: 0, y: 0 }, /^c\.n must be a unit vector \(\|n\| = 0\)$/],
  ];
  for (const [fn, call] of Object.entries(calls2))
    it.each(cases)(`${fn} rejects %s`, (_what, path, value, message) => {
      expect(() => call(set(base2, path, value))).toThrow(RangeError);
      expect(() => call(set(base2, path, value))).toThrow(message);
    });

  it('normalImpulse2 rejects e < 0 and a non-finite e', () => {
    expect(() => normalImpulse2(A2, B2, C2, -0.1)).toThrow(new RangeError('e must be ≥ 0 (got -0.1)'));
    expect(() => normalImpulse2(A2, B2, C2, NaN)).toThrow(/^e must be a finite number/);
  });

  it('accepts a normal whose length is off by less than 1e-6', () => {
    expect(() => normalImpulse2(A2, B2, { ...C2, n: { x: 1 + 5e-7, y: 0 } }, 0.5)).not.toThrow();
  });

  it('frictionImpulse2 rejects jn < 0, negative coefficients and muDynamic > muStatic', () => {
    expect(() => frictionImpulse2(A2, B2, C2, -1, 0.5, 0.3)).toThrow(
      new RangeError('jn must be ≥ 0 (got -1)'),
    );
    expect(() => frictionImpulse2(A2, B2, C2, 1, -0.5, 0)).toThrow(/^muStatic must be ≥ 0/);
    expect(() => frictionImpulse2(A2, B2, C2, 1, 0.5, -0.1)).toThrow(/^muDynamic must be ≥ 0/);
    expect(() => frictionImpulse2(A2, B2, C2, 1, 0.3, 0.5)).toThrow(
      /^muDynamic must be ≤ muStatic \(got muDynamic = 0\.5 > muStatic = 0\.3\)$/,
    );
    expect(() => frictionImpulse2(A2, B2, C2, Infinity, 0.5, 0.3)).toThrow(/^jn must be a finite number/);
  });

  it('effectiveMass2 and revoluteImpulse2 name their bare vector parameters', () => {
    expect(() => effectiveMass2(A2, B2, { x: NaN, y: 0 }, C2.rB, C2.n)).toThrow(
      /^rA\.x must be a finite number/,
    );
    expect(() => effectiveMass2(A2, B2, C2.rA, C2.rB, { x: 0, y: 0.5 })).toThrow(
      /^dir must be a unit vector \(\|dir\| = 0\.5\)$/,
    );
    expect(() => effectiveMass2({ ...A2, invMass: -2 }, B2, C2.rA, C2.rB, C2.n)).toThrow(
      /^a\.invMass must be ≥ 0/,
    );
    expect(() => revoluteImpulse2(A2, B2, C2.rA, { x: 0, y: Infinity })).toThrow(
      /^rB\.y must be a finite number/,
    );
    expect(() => revoluteImpulse2(A2, { ...B2, invInertia: -1 }, C2.rA, C2.rB)).toThrow(
      /^b\.invInertia must be ≥ 0/,
    );
  });
});

describe('invalid 3D input throws a RangeError naming the parameter', () => {
  const calls3: Record<string, (a: Body3, b: Body3, c: Contact3, e: number) => unknown> = {
    normalImpulse3,
    sphereImpulse3,
  };
  const cases: [string, (x: { a: Body3; b: Body3; c: Contact3; e: number }) => void, RegExp][] = [
    ['a negative inverse mass', (x) => (x.b.invMass = -1), /^b\.invMass must be ≥ 0 \(got -1\)$/],
    [
      'a NaN tensor entry',
      (x) => (x.a.invInertia = [1, 0, 0, 0, NaN, 0, 0, 0, 1]),
      /^a\.invInertia\[4\] must be a finite number/,
    ],
    [
      'an asymmetric tensor',
      (x) => (x.a.invInertia = [1, 2, 0, 0, 1, 0, 0, 0, 1]),
      /^a\.invInertia must be symmetric \(a\.invInertia\[1\] = 2 but a\.invInertia\[3\] = 0\)$/,
    ],
    [
      'a tensor with a negative diagonal entry',
      (x) => (x.b.invInertia = M3.diag(1, -1, 1)),
      /^b\.invInertia must be ≥ 0, i\.e\. positive semidefinite \(smallest eigenvalue -1\)$/,
    ],
    [
      'a tensor with a positive diagonal but a negative eigenvalue',
      (x) => (x.a.invInertia = [1, 2, 0, 2, 1, 0, 0, 0, 1]),
      /^a\.invInertia must be ≥ 0, i\.e\. positive semidefinite/,
    ],
    [
      'a tensor of the wrong length',
      (x) => (x.a.invInertia = [1, 0, 0] as unknown as Body3['invInertia']),
      /^a\.invInertia must be a row-major 3×3 matrix/,
    ],
    [
      'an infinite angular velocity',
      (x) => (x.b.w = { x: 0, y: 0, z: -Infinity }),
      /^b\.w\.z must be a finite number/,
    ],
    ['a NaN lever arm', (x) => (x.c.rB = { x: 0, y: NaN, z: 0 }), /^c\.rB\.y must be a finite number/],
    [
      'a normal of length 0.5',
      (x) => (x.c.n = { x: 0, y: 0, z: 0.5 }),
      /^c\.n must be a unit vector \(\|n\| = 0\.5\)$/,
    ],
    ['e < 0', (x) => (x.e = -1), /^e must be ≥ 0 \(got -1\)$/],
  ];
  for (const [fn, call] of Object.entries(calls3))
    it.each(cases)(`${fn} rejects %s`, (_what, mutate, message) => {
      const x = structuredClone({ a: A3, b: B3, c: C3, e: 0.5 });
      mutate(x);
      expect(() => call(x.a, x.b, x.c, x.e)).toThrow(RangeError);
      expect(() => call(x.a, x.b, x.c, x.e)).toThrow(message);
    });

  it('accepts a rank-deficient tensor computed with rounding (R·diag(0, 1, 2)·Rᵀ)', () => {
    const c = Math.cos(0.3);
    const s = Math.sin(0.3);
    const R = M3.mat3(c, -s, 0, s, c, 0, 0, 0, 1);
    const m = M3.mul(M3.mul(R, M3.diag(0, 1, 2)), M3.transpose(R));
    expect(() => normalImpulse3({ ...A3, invInertia: m }, B3, C3, 0.5)).not.toThrow();
  });
});

describe('invalid input found at random', { timeout: PROPERTY_TIMEOUT }, () => {
  const leaves2 = [
    'a.invMass',
    'a.invInertia',
    'a.v.x',
    'a.v.y',
    'a.w',
    'b.invMass',
    'b.invInertia',
    'b.v.x',
    'b.v.y',
    'b.w',
    'c.rA.x',
    'c.rA.y',
    'c.rB.x',
    'c.rB.y',
    'c.n.x',
    'c.n.y',
  ];
  const bad = fc.constantFrom(NaN, Infinity, -Infinity);

  it('always names the corrupted leaf first in the message, for each 2D function', () => {
    fc.assert(
      fc.property(
        body2,
        body2,
        contact2,
        fc.constantFrom(...leaves2),
        bad,
        fc.constantFrom(...Object.values(calls2)),
        (a, b, c, path, value, call) => {
          const args = set({ ...base2, a, b, c }, path, value);
          expect(() => call(args)).toThrow(RangeError);
          expect(() => call(args)).toThrow(new RegExp(`^${path.replace(/\./g, '\\.')} must be`));
        },
      ),
      RUNS,
    );
  });

  it('a non-finite component of the 3D normal or lever arm is named by its path, the normal not as one of the wrong length', () => {
    // The random property below reaches the normal's own components in about one run in twenty:
    // this pins that checkUnit3 checks finiteness first.
    for (const value of [NaN, Infinity, -Infinity])
      for (const solve of [normalImpulse3, sphereImpulse3]) {
        const c = { ...C3, n: { x: 1, y: 0, z: value } };
        expect(() => solve(A3, B3, c, 0.5)).toThrow(/^c\.n\.z must be a finite number/);
        // The lever arms, likewise named by their own path (also reached only by some draws below).
        expect(() => solve(A3, B3, { ...C3, rA: { x: 1, y: 0, z: value } }, 0.5)).toThrow(
          /^c\.rA\.z must be a finite number/,
        );
      }
  });

  it('always names the corrupted leaf first in the message, for each 3D function', () => {
    const leaves3 = ['a.invMass', 'b.v.z', 'a.w.y', 'c.rA.z', 'c.n.z', 'b.invInertia.4', 'a.invInertia.0'];
    fc.assert(
      fc.property(
        body3,
        body3,
        contact3,
        fc.constantFrom(...leaves3),
        bad,
        fc.boolean(),
        (a, b, c, path, value, sphere) => {
          const args = set({ a, b, c }, path, value);
          const call = () => (sphere ? sphereImpulse3 : normalImpulse3)(args.a, args.b, args.c, 0.5);
          const name = path.replace(/\.(\d)$/, '[$1]').replace(/[.[\]]/g, (ch) => `\\${ch}`);
          expect(call).toThrow(RangeError);
          expect(call).toThrow(new RegExp(`^${name} must be`));
        },
      ),
      { numRuns: runs(2_000) },
    );
  });
});
