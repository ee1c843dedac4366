// Friction accumulated over a solver's iterations with one μ (accumulatedFriction2), at the
// friction page's default landing, worked by hand.
import { describe, expect, it } from 'vitest';
import { ACCUMULATED_ITERATIONS, accumulatedFriction2, type Body2, type Contact2 } from '../../../src/solver';

// A: the immovable ground. B after the normal impulse: m = 1, I = 0.02 (1/I = 50), v = (4.5, 0.4),
// ω = 0, touching at rB = (0, −0.2); n = (0, 1), so t = (−n_y, n_x) = (−1, 0).
// v_t = v_cB·t = −4.5; k_t = 1 + 50·(rB×t)² = 1 + 50·0.04 = 3, so jt* = −v_t/k_t = 1.5.
// jn = 2.4 and μ = 0.5: the cone is ±μ·jn = ±1.2.
const ground: Body2 = { invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 };
const disc = (vx: number): Body2 => ({ invMass: 1, invInertia: 50, v: { x: vx, y: 0.4 }, w: 0 });
const c: Contact2 = { rA: { x: 0.5, y: 0.1 }, rB: { x: 0, y: -0.2 }, n: { x: 0, y: 1 } };

describe('the accumulated single-μ clamp at one contact', () => {
  it('clamps jt* = 1.5 to μ·jn = 1.2 on the first iteration and keeps it there', () => {
    const r = accumulatedFriction2(ground, disc(4.5), c, 2.4, 0.5);
    expect(r.history).toHaveLength(ACCUMULATED_ITERATIONS);
    expect(ACCUMULATED_ITERATIONS).toBe(8);
    for (const h of r.history) expect(h).toBeCloseTo(1.2, 12);
    expect(r.jt).toBeCloseTo(1.2, 12);
    // Applied once: v_B = (4.5 − 1.2, 0.4); ω_B = 50·(rB × 1.2·t) = 50·(−0.24) = −12; the slip
    // slows to v_t = −4.5 + 3·1.2 = −0.9, and the ground stays at rest.
    expect(r.b.v.x).toBeCloseTo(3.3, 12);
    expect(r.b.v.y).toBeCloseTo(0.4, 12);
    expect(r.b.w).toBeCloseTo(-12, 12);
    expect(r.a).toEqual(ground);
  });

  it('gives exactly jt* = 1 when that is inside the cone (v_t = −3), and the slip stops', () => {
    const r = accumulatedFriction2(ground, disc(3), c, 2.4, 0.5);
    for (const h of r.history) expect(h).toBeCloseTo(1, 12);
    // v_B = (2, 0.4), ω_B = −10: v_cB = v_B + ω×rB = (2 − 2, 0.4), no slip along t.
    expect(r.b.v.x).toBeCloseTo(2, 12);
    expect(r.b.w).toBeCloseTo(-10, 12);
  });

  it('clamps from below when the slip runs the other way (v_t = +4.5, jt* = −1.5)', () => {
    const r = accumulatedFriction2(ground, disc(-4.5), c, 2.4, 0.5);
    for (const h of r.history) expect(h).toBeCloseTo(-1.2, 12);
    expect(r.b.v.x).toBeCloseTo(-3.3, 12);
    expect(r.b.w).toBeCloseTo(12, 12);
  });

  it('runs the iterations it is given', () => {
    expect(accumulatedFriction2(ground, disc(4.5), c, 2.4, 0.5, 3).history).toHaveLength(3);
  });

  it('rejects a negative or non-finite jn or μ, by name', () => {
    expect(() => accumulatedFriction2(ground, disc(4.5), c, -1, 0.5)).toThrow(
      new RangeError('jn must be ≥ 0 (got -1)'),
    );
    expect(() => accumulatedFriction2(ground, disc(4.5), c, 2.4, -0.5)).toThrow(
      new RangeError('mu must be ≥ 0 (got -0.5)'),
    );
    expect(() => accumulatedFriction2(ground, disc(4.5), c, 2.4, NaN)).toThrow(/^mu must be a finite number/);
  });
});
