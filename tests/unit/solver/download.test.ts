// The download (/impulse-solver.js and .d.ts, src/lib/solver-module.mjs): built as the site's build
// builds it, imported as a programmer would, it answers as src/solver does; and the usage example
// shown on /code/ (src/lib/solver-example.mjs) is run here, as the reader would run it.
import { describe, expect, it } from 'vitest';
import * as src from '../../../src/solver';
import { buildSolverModule, SOLVER_MODULE, SOLVER_TYPES } from '../../../src/lib/solver-module.mjs';
import { expectSelfContained, useDownload } from '../downloads';

const download = useDownload<typeof src>(buildSolverModule, 'solver-example.mjs', SOLVER_MODULE);

const body = (invMass: number, invInertia: number, vx: number, vy: number, w: number) => ({
  invMass,
  invInertia,
  v: { x: vx, y: vy },
  w,
});

describe('the downloaded module', () => {
  it('is one file with no import, and its declarations name the contract', () => {
    const dts = expectSelfContained(download.built, SOLVER_MODULE, SOLVER_TYPES, [
      'effectiveMass2',
      'normalImpulse2',
      'frictionImpulse2',
      'revoluteImpulse2',
      'normalImpulse3',
      'sphereImpulse3',
    ]);
    expect(dts).toMatch(/interface Body2 \{/);
  });

  it('exports what src/solver exports', () => {
    expect(Object.keys(download.mod).sort()).toEqual(Object.keys(src).sort());
  });

  it('gives the hand-worked answers src/solver gives', () => {
    // Head-on, 2 kg at 3 m/s into 1 kg at −1 m/s, e = 0.5: m_eff = 2/3 kg, j = 1.5 · 2/3 · 4 = 4 N·s.
    const a = body(0.5, 4, 3, 0, 0);
    const b = body(1, 8, -1, 0, 0);
    const headOn = { rA: { x: 0.5, y: 0 }, rB: { x: -0.5, y: 0 }, n: { x: 1, y: 0 } };
    const r = download.mod.normalImpulse2(a, b, headOn, 0.5);
    expect(r.j).toBeCloseTo(4, 12);
    expect(r.a.v.x).toBeCloseTo(1, 12);
    expect(r.b.v.x).toBeCloseTo(3, 12);
    expect(r).toEqual(src.normalImpulse2(a, b, headOn, 0.5));

    // Off-centre: rA × n = rB × n = −0.3 m, so k = 1.5 + 0.09·4 + 0.09·8 = 2.58 per kg.
    const off = { rA: { x: 0.4, y: 0.3 }, rB: { x: -0.4, y: 0.3 }, n: { x: 1, y: 0 } };
    expect(download.mod.normalImpulse2(a, b, off, 0.5).j).toBeCloseTo((1.5 * 4) / 2.58, 12);
    expect(download.mod.effectiveMass2(a, b, off.rA, off.rB, off.n)).toBeCloseTo(1 / 2.58, 12);
    const n = src.normalImpulse2(a, b, off, 0.5);
    expect(download.mod.frictionImpulse2(n.a, n.b, off, n.j, 0.6, 0.4)).toEqual(
      src.frictionImpulse2(n.a, n.b, off, n.j, 0.6, 0.4),
    );
    expect(download.mod.revoluteImpulse2(a, b, off.rA, off.rB)).toEqual(
      src.revoluteImpulse2(a, b, off.rA, off.rB),
    );

    // 3D: unit spheres of 1 kg (I = 0.4 kg·m²) head-on at ±1 m/s, e = 1: j = 2 · 0.5 · 2 = 2 N·s.
    const inv = src.mat3(2.5, 0, 0, 0, 2.5, 0, 0, 0, 2.5);
    const a3 = { invMass: 1, invInertia: inv, v: { x: 1, y: 0, z: 0 }, w: { x: 0, y: 0, z: 0 } };
    const b3 = { invMass: 1, invInertia: inv, v: { x: -1, y: 0, z: 0 }, w: { x: 0, y: 0, z: 0 } };
    const c3 = { rA: { x: 1, y: 0, z: 0 }, rB: { x: -1, y: 0, z: 0 }, n: { x: 1, y: 0, z: 0 } };
    expect(download.mod.normalImpulse3(a3, b3, c3, 1).j).toBeCloseTo(2, 12);
    expect(download.mod.sphereImpulse3(a3, b3, c3, 1)).toEqual(src.sphereImpulse3(a3, b3, c3, 1));
  });

  it('refuses bad input as src/solver does: a RangeError naming the parameter', () => {
    const a = body(-1, 0, 0, 0, 0);
    const b = body(1, 0, 0, 0, 0);
    const c = { rA: { x: 0, y: 0 }, rB: { x: 0, y: 0 }, n: { x: 1, y: 0 } };
    expect(() => download.mod.normalImpulse2(a, b, c, 0.5)).toThrow(RangeError);
    expect(() => download.mod.normalImpulse2(a, b, c, 0.5)).toThrow(/invMass/);
  });
});

describe('the usage example on /code/', () => {
  it('runs against the download and prints what its comments say', async () => {
    const ex = await download.built.load('example.mjs');
    expect(ex.bounce.vn).toBe(-4);
    expect(ex.bounce.j).toBeCloseTo(4, 12);
    expect(ex.bounce.a.v.x).toBeCloseTo(1, 12);
    expect(ex.bounce.b.v.x).toBeCloseTo(3, 12);
    expect(ex.bounce.b.v.x - ex.bounce.a.v.x).toBeCloseTo(0.5 * 4, 12);
    // The glancing hit: friction within its static bound stops the tangential slip.
    expect(ex.glancing.regime).toBe('static');
    // Along t = (0, 1) a contact point moves at v.y + w·r.x (ω × r = (−ω·r.y, ω·r.x)).
    const { a, b } = ex.glancing;
    const slip = b.v.y + b.w * -0.4 - (a.v.y + a.w * 0.4);
    expect(slip).toBeCloseTo(0, 12);
  });
});
