// The sequential-impulses page: its box on two corners against values worked by hand at the
// defaults, the explorer's scenes against the LCP they should converge to, and the claims the prose
// and the prediction exercises make.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { boxOnCorners, siParams, type SiValues } from '../../../src/chapters/sequential-impulses/scenario';
import { atSweep, buildScene, explore, MAX_SWEEPS } from '../../../src/chapters/sequential-impulses/explorer';
import { exercises } from '../../../src/chapters/sequential-impulses/exercises';
import { cradleLoop, cradlePairwise, cradleSimultaneous } from '../../../src/solver';
import { teaching } from '../../../src/chapters/sequential-impulses/teaching';

const base = defaults(siParams) as SiValues;
const at = (p: Partial<SiValues>): SiValues => ({ ...base, ...p });

describe('the box on two corners, at the defaults (m = 2 kg, 1 m × 0.5 m, offset 0.1 m, v_y = −2 m/s, ω = 0.5 rad/s)', () => {
  const s = boxOnCorners(base);
  // By hand: I = 2·(1 + 0.25)/12, 1/I = 4.8; x = (−0.6, 0.4).
  it('has the corners’ arms and velocities b = v_y + ω x', () => {
    expect(s.x[0]).toBeCloseTo(-0.6, 12);
    expect(s.x[1]).toBeCloseTo(0.4, 12);
    expect(1 / s.I).toBeCloseTo(4.8, 12);
    expect(s.b[0]).toBeCloseTo(-2.3, 12);
    expect(s.b[1]).toBeCloseTo(-1.8, 12);
  });

  it('has K = [[2.228, −0.652], [−0.652, 1.268]] (det 2.4)', () => {
    expect(s.K[0]![0]).toBeCloseTo(2.228, 12);
    expect(s.K[1]![1]).toBeCloseTo(1.268, 12);
    expect(s.K[0]![1]).toBeCloseTo(-0.652, 12);
    expect(s.K[1]![0]).toBe(s.K[0]![1]);
  });

  it('has the exact answer λ = (4.09, 5.51)/2.4, both pushing, summing to m|v_y|', () => {
    expect(s.lcp.status).toBe('unique');
    expect(s.lcp.active).toEqual([0, 1]);
    expect(s.lcp.lambda[0]).toBeCloseTo(4.09 / 2.4, 10);
    expect(s.lcp.lambda[1]).toBeCloseTo(5.51 / 2.4, 10);
    expect(s.lcp.lambda[0]! + s.lcp.lambda[1]!).toBeCloseTo(4, 10);
    for (const w of s.lcp.w) expect(Math.abs(w)).toBeLessThan(1e-12);
  });

  it('has the first sweep worked by hand, and the first visit is chapter one’s impulse with e = 0', () => {
    const [v1, v2, v3] = s.pgs.visits;
    expect(v1!.total).toBeCloseTo(2.3 / 2.228, 12);
    expect(v1!.total).toBe(s.j1);
    expect(v2!.velocity).toBeCloseTo(-1.8 - 0.652 * (2.3 / 2.228), 12);
    expect(v2!.total).toBeCloseTo((1.8 + 0.652 * (2.3 / 2.228)) / 1.268, 12);
    expect(v3!.velocity).toBeCloseTo(-0.652 * v2!.total, 12);
    expect(v3!.total).toBeCloseTo(v1!.total + (0.652 * v2!.total) / 2.228, 12);
  });

  it('has the Baumgarte bias 0.2·60·(0.02 − 0.005) = 0.18 m/s', () => {
    expect(s.bias).toBeCloseTo(0.18, 12);
  });
});

describe('order and convergence, as the page states them', () => {
  // A centred box on its two corners (the page's W × H), at rest but for its fall.
  const box = (w: number, h: number) => boxOnCorners({ ...base, w, h, off: 0, omega: 0 });
  /** Gauss–Seidel's factor per sweep for two rows: K₁₂²/(K₁₁K₂₂). */
  const rate = (K: number[][]) => K[0]![1]! ** 2 / (K[0]![0]! * K[1]![1]!);

  it('each sweep shrinks the error by ((H² − 2W²)/(H² + 4W²))², the solver’s K₁₂²/(K₁₁K₂₂)', () => {
    for (const [w, h] of [
      [1, 0.5],
      [2, 0.2],
      [0.4, 2],
      [1, Math.SQRT2],
    ] as const)
      expect(rate(box(w, h).K), `${w} × ${h}`).toBeCloseTo(
        ((h * h - 2 * w * w) / (h * h + 4 * w * w)) ** 2,
        12,
      );
  });

  it('a wide flat box converges faster than a tall narrow one (the factor tends to ¼ and to 1)', () => {
    expect(rate(box(2, 0.02).K)).toBeCloseTo(0.25, 3);
    expect(rate(box(0.02, 2).K)).toBeGreaterThan(0.99);
    expect(rate(box(2, 0.2).K)).toBeLessThan(rate(box(0.4, 2).K));
  });

  it('K₁₂ is negative exactly while H < √2 W for a centred box, and while −x₁x₂ > I/m in general', () => {
    expect(box(1, 1.4).K[0]![1]).toBeLessThan(0);
    expect(box(1, 1.42).K[0]![1]).toBeGreaterThan(0);
    const s = boxOnCorners(base);
    expect(s.K[0]![1]! < 0).toBe(-s.x[0] * s.x[1] > s.I / base.m);
  });
});

describe('sequential impulses on the explorer’s scenes', () => {
  it('approaches the exact LCP answer on every scene whose K is regular, in every order', () => {
    for (const scene of [0, 1, 2])
      for (const order of [0, 1, 2]) {
        const x = explore(at({ scene, order }));
        expect(x.exact.status, `scene ${scene}`).toBe('unique');
        const last = atSweep(x, MAX_SWEEPS);
        const err = Math.max(...last.lambda.map((l, i) => Math.abs(l - x.exact.lambda[i]!)));
        // The stacks converge slowly: 50 sweeps leave them within a tenth of their largest impulse.
        expect(err, `scene ${scene}, order ${order}`).toBeLessThan(0.1 * Math.max(...x.exact.lambda));
      }
  });

  it('has the pyramid’s eight contacts (K singular, like the flat box’s) and a three-box stack’s six', () => {
    expect(explore(at({ scene: 3 })).exact.status).toBe('min-norm');
    expect(explore(at({ scene: 4 })).exact.status).toBe('min-norm');
    expect(buildScene(at({ scene: 3 })).contacts).toHaveLength(8);
    expect(buildScene(at({ scene: 2 })).contacts).toHaveLength(6);
    for (const scene of [0, 1, 2, 3, 4]) {
      const x = explore(at({ scene }));
      for (const w of x.exact.w) expect(Math.abs(w)).toBeLessThan(1e-9);
    }
  });

  it('starts at the exact answer when warm-started from it, and stays there', () => {
    const x = explore(at({ scene: 2, warm: 1 }));
    for (const k of [0, 1, MAX_SWEEPS])
      atSweep(x, k).lambda.forEach((l, i) => expect(l).toBeCloseTo(x.exact.lambda[i]!, 9));
  });

  it('clamping increments changes nothing on a stack started from zero: every correction there is a push', () => {
    const a = explore(at({ scene: 2 }));
    const b = explore(at({ scene: 2, incr: true }));
    const gap = Math.max(
      ...b.trace.history.flatMap((row, k) => row.map((l, i) => Math.abs(l - a.trace.history[k]![i]!))),
    );
    expect(gap).toBeLessThan(1e-9);
  });

  it('gets closer after one sweep from the previous step’s totals than from zero (three boxes)', () => {
    const err = (warm: number) => {
      const x = explore(at({ scene: 2, warm }));
      return Math.max(...atSweep(x, 1).lambda.map((l, i) => Math.abs(l - x.exact.lambda[i]!)));
    };
    expect(err(2)).toBeLessThan(err(0) / 2);
  });

  it('scrubbing the sweeps reuses the run: the same object for every sweep count', () => {
    const x = explore(base);
    expect(atSweep(x, 0).lambda).toEqual([0, 0]);
    expect(atSweep(x, 99).k).toBe(MAX_SWEEPS);
    expect(x.trace.history).toHaveLength(MAX_SWEEPS + 1);
  });
});

describe('what the predictions claim', () => {
  const correct = (id: string) => {
    const e = exercises.find((x) => x.id === id)!;
    if (e.kind !== 'predict') throw new Error(id);
    return e;
  };
  const query = (id: string) => at(correct(id).link.query as Partial<SiValues>);

  it('one reversed sweep leaves more on the left corner, though the exact answer puts more on the right', () => {
    const p = query('si-reverse');
    const x = explore(p);
    const { lambda } = atSweep(x, p.iter);
    expect(lambda[0]!).toBeGreaterThan(lambda[1]!);
    expect(x.exact.lambda[1]!).toBeGreaterThan(x.exact.lambda[0]!);
  });

  it('increment clamping on the spinning flat box leaves contacts separating while they carry impulse', () => {
    const p = query('si-increment');
    const { lambda, vn } = atSweep(explore(p), p.iter);
    expect(vn.some((v, i) => v > 1e-3 && lambda[i]! > 1e-3)).toBe(true);
  });

  it('the flat box: the velocities converge, the impulses settle away from the least-norm answer', () => {
    const p = query('si-flat');
    const x = explore(p);
    expect(x.exact.status).toBe('min-norm');
    const { lambda, vn } = atSweep(x, p.iter);
    for (const v of vn) expect(Math.abs(v)).toBeLessThan(1e-6);
    const gap = Math.max(...lambda.map((l, i) => Math.abs(l - x.exact.lambda[i]!)));
    expect(gap).toBeGreaterThan(0.05);
  });
});

describe('the cradle the prose describes', () => {
  const mdx = readFileSync(join(import.meta.dirname, '../../../content/sequential-impulses.mdx'), 'utf8');
  const start = mdx.indexOf("## Newton's cradle");
  const section = mdx.slice(start, mdx.indexOf('\n## ', start + 1));
  // The section's prose on one line, so that a claim broken across lines is still found.
  const prose = section.replace(/\s+/g, ' ');

  it('pair by pair (0, 0, 1) in either order; the chapter’s loop and all at once (−1/3, 2/3, 2/3) in either order; all keep momentum and energy', () => {
    const sim = cradleSimultaneous([1, 0, 0], 1).v;
    sim.forEach((v, i) => expect(v).toBeCloseTo([-1 / 3, 2 / 3, 2 / 3][i]!, 12));
    for (const order of ['left-to-right', 'right-to-left'] as const) {
      const pair = cradlePairwise([1, 0, 0], 1, order).v;
      const loop = cradleLoop([1, 0, 0], 1, order).v;
      pair.forEach((v, i) => expect(v).toBeCloseTo([0, 0, 1][i]!, 12));
      loop.forEach((v, i) => expect(v).toBeCloseTo(sim[i]!, 12));
      for (const v of [pair, loop, sim]) {
        expect(v.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
        expect(v.reduce((a, x) => a + x * x, 0)).toBeCloseTo(1, 12);
      }
    }
    // The right pair first costs pair by pair one pass, nothing else.
    expect(cradlePairwise([1, 0, 0], 1, 'right-to-left').passes).toBe(
      cradlePairwise([1, 0, 0], 1, 'left-to-right').passes + 1,
    );
  });

  it('says the model decides, not the order, and names which model gives which answer', () => {
    expect(section.length).toBeGreaterThan(500);
    expect(prose).toMatch(/depends on the model that resolves them, not on the order/);
    expect(prose).toMatch(/\*\*Pair by pair\.\*\*.*\$\(0, 0, 1\)\$.*\*\*This chapter's loop\.\*\*/);
    expect(prose).toMatch(/\*\*This chapter's loop\.\*\*.*\$\(-1\/3, 2\/3, 2\/3\)\$.*\*\*All at once\.\*\*/);
    expect(prose).toMatch(/\*\*All at once\.\*\*.*\$\(-1\/3, 2\/3, 2\/3\)\$ too/);
    // What engines do about it.
    expect(prose).toMatch(/small gaps between the balls/);
    expect(prose).toMatch(/pair by pair/);
  });

  it('never says the order decides the answer, nor that sequential impulses give the toy’s', () => {
    for (const text of [prose, JSON.stringify(teaching)]) {
      expect(text).not.toMatch(/(the )?order (decides|picks|chooses|determines)/i);
      expect(text).not.toMatch(/pick one by (their|its) order/i);
      expect(text).not.toMatch(/right contact first and the result changes/i);
      expect(text).not.toMatch(/sequential impulses (treat|take|resolve) the (two )?contacts one at a time/i);
    }
  });
});
