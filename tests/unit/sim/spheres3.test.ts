// The 3D spheres stepper: the two contract impulses side by side, and what each conserves.
import { runSim3, type Series3, type SimConfig3, spheresInBox } from '../../../src/sim';

const last = (a: readonly number[]): number => a[a.length - 1] as number;

// Two spinning spheres meeting off-center (an oblique hit), no gravity, no walls:
//        ●→ sphere0, ω = (1, 2, 3)
//             ←● sphere1, ω = (−4, 0, 5), 5 cm higher
function obliqueHit(impulse: 'normal' | 'sphere', restitution = 1): SimConfig3 {
  const material = { restitution, muStatic: 0.5, muDynamic: 0.3 };
  return {
    gravity: { x: 0, y: 0, z: 0 },
    impulse,
    contactCorrection: 'none',
    restitutionThreshold: 0,
    spheres: [
      {
        id: 'left',
        radius: 0.1,
        mass: 1,
        position: { x: -0.3, y: 0, z: 0 },
        velocity: { x: 2, y: 0, z: 0.1 },
        spin: { x: 1, y: 2, z: 3 },
        material,
      },
      {
        id: 'right',
        radius: 0.1,
        mass: 2,
        position: { x: 0.3, y: 0.05, z: 0 },
        velocity: { x: -1, y: 0, z: 0 },
        spin: { x: -4, y: 0, z: 5 },
        material,
      },
    ],
  };
}

function spinChange(s: Series3): number {
  let most = 0;
  for (const sp of s.spheres) {
    for (let k = 1; k < s.t.length; k++) {
      most = Math.max(
        most,
        Math.hypot(
          (sp.wx[k] as number) - (sp.wx[0] as number),
          (sp.wy[k] as number) - (sp.wy[0] as number),
          (sp.wz[k] as number) - (sp.wz[0] as number),
        ),
      );
    }
  }
  return most;
}

describe('normal and sphere impulse modes on spheres', () => {
  const normal = runSim3(obliqueHit('normal'), 60);
  const sphere = runSim3(obliqueHit('sphere'), 60);

  test('the spheres do collide, obliquely', () => {
    const hits = normal.contacts.filter((c) => c.a === 'left' && c.b === 'right');
    expect(hits.length).toBeGreaterThan(0);
    expect(Math.abs(hits[0]!.ny)).toBeGreaterThan(0.2);
  });

  test('normal mode never changes spin on a sphere–sphere hit: r ∥ n, so r × (j n) = 0', () => {
    // 1e-12 rad/s: r × n is zero up to the rounding of the contact point (~1e-17 m).
    expect(spinChange(normal)).toBeLessThan(1e-12);
  });

  test('sphere mode does not change spin on spheres either: with r ∥ n its tangential rows have zero right-hand side', () => {
    // sphereImpulse3 solves C·(phi, psi, xi) = (−(1+e) vn, 0, −t1·v_rel) with t1·v_rel = 0. For a
    // sphere r ∥ n, so S(n, t0) = S(n, t1) = 0: C is block-diagonal and psi = xi = 0. Eberly's
    // variant only adds tangential impulse when the contact point is off the line through the
    // centers of mass, which spheres never have (the page should say so).
    expect(spinChange(sphere)).toBeLessThan(1e-12);
    for (const c of sphere.contacts)
      expect(c.tangentImpulse).toBeLessThan(1e-12 * (Math.abs(c.normalImpulse) + 1));
  });

  test('the two modes give the same trajectories, to rounding', () => {
    for (const [i, a] of normal.spheres.entries()) {
      const b = sphere.spheres[i]!;
      for (const key of ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const) {
        a[key].forEach((v, k) => expect(Math.abs(v - (b[key][k] as number))).toBeLessThan(1e-12));
      }
    }
  });

  test('an elastic hit keeps kinetic energy, linear momentum and angular momentum about the origin', () => {
    for (const s of [normal, sphere]) {
      expect(Math.abs(last(s.kinetic) - (s.kinetic[0] as number))).toBeLessThan(
        1e-12 * (s.kinetic[0] as number),
      );
      for (const key of ['px', 'py', 'pz', 'Lx', 'Ly', 'Lz'] as const)
        expect(Math.abs(last(s[key]) - (s[key][0] as number))).toBeLessThan(1e-12);
    }
  });

  test('an inelastic hit (e = 0.5) loses kinetic energy but keeps both momenta', () => {
    const s = runSim3(obliqueHit('sphere', 0.5), 60);
    expect(last(s.kinetic)).toBeLessThan(0.99 * (s.kinetic[0] as number));
    for (const key of ['px', 'py', 'pz', 'Lx', 'Ly', 'Lz'] as const)
      expect(Math.abs(last(s[key]) - (s[key][0] as number))).toBeLessThan(1e-12);
  });
});

describe('spheres in a box', () => {
  test('without gravity and with e = 1 keep their kinetic energy through wall and sphere hits, in both modes', () => {
    for (const impulse of ['normal', 'sphere'] as const) {
      const s = runSim3(spheresInBox({ gravity: false, impulse }), 600);
      expect(s.contacts.some((c) => c.a.startsWith('sphere'))).toBe(true);
      const T0 = s.kinetic[0] as number;
      for (const T of s.kinetic) expect(Math.abs(T - T0)).toBeLessThan(1e-9 * T0);
      // Walls push along their normals through the centers: spin is untouched too.
      expect(spinChange(s)).toBeLessThan(1e-12);
    }
  });

  test('with e = 1 lose kinetic energy only in steps where one sphere touches two things at once', () => {
    // Sequential impulses bounce each contact once (first pass); the later passes that untangle a
    // sphere pinned between a wall and another sphere use e = 0. A known limit of the method (the
    // Newton's-cradle problem), visible on the energy plot of a crowded box.
    const s = runSim3(spheresInBox({ gravity: false, count: 8 }), 600);
    let losses = 0;
    for (let k = 1; k < s.kinetic.length; k++) {
      const change = (s.kinetic[k] as number) - (s.kinetic[k - 1] as number);
      expect(change).toBeLessThanOrEqual(1e-12);
      if (change < -1e-9) {
        losses++;
        const touches = new Map<string, number>();
        for (const c of s.contacts.filter((c) => c.step === k))
          for (const id of [c.a, c.b]) touches.set(id, (touches.get(id) ?? 0) + 1);
        expect([...touches].some(([id, n]) => id.startsWith('sphere') && n >= 2)).toBe(true);
      }
    }
    expect(losses).toBeGreaterThan(0);
  });

  test('with e < 1 lose kinetic energy at every hit and never gain it between hits', () => {
    const s = runSim3(spheresInBox({ gravity: false, restitution: 0.7 }), 600);
    for (let k = 1; k < s.kinetic.length; k++)
      expect(s.kinetic[k] as number).toBeLessThanOrEqual((s.kinetic[k - 1] as number) * (1 + 1e-12));
    expect(last(s.kinetic)).toBeLessThan(0.5 * (s.kinetic[0] as number));
  });

  test('|ω| is recorded as the length of the spin vector', () => {
    const s = runSim3(spheresInBox(), 10);
    const sp = s.spheres[0]!;
    sp.spin.forEach((w, k) =>
      expect(w).toBe(Math.hypot(sp.wx[k] as number, sp.wy[k] as number, sp.wz[k] as number)),
    );
  });
});

describe('optional friction', () => {
  //   →v0 (no spin)
  //    ( ● )
  //  ━━━━━━━━━━ floor, n = +y; rolling when v_x + ω_z r = 0 (ω × r with r = (0, −r, 0))
  const config: SimConfig3 = {
    friction: true,
    spheres: [
      {
        id: 'ball',
        radius: 0.1,
        mass: 1,
        position: { x: 0, y: 0.1, z: 0 },
        velocity: { x: 3, y: 0, z: 0 },
        material: { restitution: 0, muStatic: 0.3, muDynamic: 0.2 },
      },
    ],
    planes: [
      {
        id: 'floor',
        normal: { x: 0, y: 1, z: 0 },
        offset: 0,
        material: { restitution: 0, muStatic: 0.3, muDynamic: 0.2 },
      },
    ],
  };
  const s = runSim3(config, 240);
  const ball = s.spheres[0]!;

  test('is off by default', () => {
    const off = runSim3({ ...config, friction: undefined }, 240);
    expect(last(off.spheres[0]!.vx)).toBe(3);
    expect(off.contacts.every((c) => c.regime === null)).toBe(true);
  });

  test('turns sliding into rolling at 5/7 of the launch speed (angular momentum about the floor, I = 2/5 m r²)', () => {
    expect(Math.abs(last(ball.vx) - (5 / 7) * 3)).toBeLessThan(1e-12);
    expect(Math.abs(last(ball.vx) + last(ball.wz) * 0.1)).toBeLessThan(1e-12);
    const regimes = s.contacts.map((c) => c.regime);
    const firstStatic = regimes.indexOf('static');
    expect(regimes.slice(0, firstStatic).every((r) => r === 'dynamic')).toBe(true);
    expect(regimes.slice(firstStatic).every((r) => r === 'static')).toBe(true);
  });

  test('adds spin, so it changes what sphere mode and normal mode have in common', () => {
    expect(spinChange(s)).toBeGreaterThan(1);
  });
});
