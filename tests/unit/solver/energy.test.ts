import { describe, expect, it } from 'vitest';
import {
  angularMomentum2,
  angularMomentum3,
  type Body2,
  type Body3,
  kineticEnergy2,
  kineticEnergy3,
  linearMomentum2,
  linearMomentum3,
  M3,
} from '../../../src/solver';
import { expectNear } from './arbitraries';

describe('energy and momentum by hand', () => {
  //   m = 2 (invMass 0.5), I = 4 (invInertia 0.25), v = (3, 4), ω = 1.
  const b: Body2 = { invMass: 0.5, invInertia: 0.25, v: { x: 3, y: 4 }, w: 1 };

  it('sums translational and rotational kinetic energy', () => {
    //   ½·2·25 + ½·4·1 = 25 + 2 = 27.
    expect(kineticEnergy2(b)).toBe(27);
    expect(kineticEnergy2(b, b)).toBe(54);
  });

  it('takes angular momentum about a point as spin plus the moment of the linear momentum', () => {
    //   Center at x = (1, 0), about p = (0, 0): L = 4·1 + (1, 0) × 2·(3, 4) = 4 + 8 = 12.
    expect(angularMomentum2(b, { x: 1, y: 0 }, { x: 0, y: 0 })).toBe(12);
    expect(linearMomentum2(b)).toEqual({ x: 6, y: 8 });
  });

  it('leaves out immovable parts, whose mass is infinite', () => {
    const wall: Body2 = { invMass: 0, invInertia: 0, v: { x: 1, y: 0 }, w: 1 };
    expect(kineticEnergy2(wall)).toBe(0);
    expect(linearMomentum2(wall, b)).toEqual({ x: 6, y: 8 });
    expect(angularMomentum2(wall, { x: 5, y: 5 })).toBe(0);
    //   Pinned wheel: cannot translate, can turn: only ½·I·ω².
    expect(kineticEnergy2({ invMass: 0, invInertia: 0.25, v: { x: 9, y: 9 }, w: 2 })).toBe(8);
  });

  it('uses the inverse of the inverse inertia tensor in 3D, skipping axes the body cannot turn about', () => {
    //   I⁻¹ = diag(0.5, 0.25, 0): I = diag(2, 4, ·) with z locked. ω = (1, 1, 5): ½(2 + 4) = 3.
    const b3: Body3 = {
      invMass: 0.5,
      invInertia: M3.diag(0.5, 0.25, 0),
      v: { x: 0, y: 0, z: 1 },
      w: { x: 1, y: 1, z: 5 },
    };
    expectNear(kineticEnergy3(b3), 3 + 1);
    expect(linearMomentum3(b3)).toEqual({ x: 0, y: 0, z: 2 });
    //   About p = 0 with center at (1, 0, 0): I·ω + x × m v = (2, 4, 0) + (1,0,0) × (0,0,2) = (2, 2, 0).
    const L = angularMomentum3(b3, { x: 1, y: 0, z: 0 });
    expectNear(L.x, 2);
    expectNear(L.y, 2);
    expectNear(L.z, 0);
  });
});
