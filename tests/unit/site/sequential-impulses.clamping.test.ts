// What the sequential-impulses page says about clamping each increment instead of the running total,
// and about warm starting, held to the explorer and the stack widget it sends the reader to: where the
// two clampings agree (low stacks), where they part (tall boxes, the pyramid), how soon the flat box's
// increments freeze, and what warm starting does to a stack whose pushes are clamped one by one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { boxOnCorners, siParams, type SiValues } from '../../../src/chapters/sequential-impulses/scenario';
import { atSweep, explore } from '../../../src/chapters/sequential-impulses/explorer';
import { exercises } from '../../../src/chapters/sequential-impulses/exercises';
import {
  sample,
  stackConfig,
  stackParams,
  type StackValues,
} from '../../../src/chapters/sequential-impulses/stack-scenario';
import { createStackWorld2, STACK_DEFAULTS, stepStack2 } from '../../../src/sim';

const page = readFileSync(new URL('../../../content/sequential-impulses.mdx', import.meta.url), 'utf8');
const prose = page.replace(/\s+/g, ' ');
const base = defaults(siParams) as SiValues;
const STACK = 1;
const THREE = 2;
const PYRAMID = 3;
const FLAT = 4;

/** The largest difference between the totals the two clampings end with, after the explorer's sweeps. */
function clampingsApart(p: Partial<SiValues>): number {
  const final = (incr: boolean) => explore({ ...base, ...p, incr }).trace.history.at(-1)!;
  const [a, i] = [final(false), final(true)];
  return Math.max(...a.map((x, k) => Math.abs(x - i[k]!)));
}

describe('clamping each increment', () => {
  it('freezes the flat box’s impulses after the first sweep, three of four points separating', () => {
    const x = explore({ ...base, scene: FLAT, incr: true });
    const first = x.trace.history[1]!;
    expect(first.some((l) => l > 0)).toBe(true);
    for (const later of x.trace.history.slice(2)) expect(later).toEqual(first);
    expect(x.trace.vn.at(-1)!.filter((v) => v > 1e-9)).toHaveLength(3);
    expect(prose).toContain('freeze after the first sweep');
  });

  it('changes nothing on stacks of boxes under √2 times as tall as wide, from zero', () => {
    for (const scene of [STACK, THREE])
      for (const h of [0.5, 1, 1.4])
        expect(clampingsApart({ scene, w: 1, h }), `${scene} at h ${h}`).toBeLessThan(1e-9);
  });

  it('ends 0.22 N·s apart on stacks of 1 × 2 m boxes, and apart on the pyramid at a height of 1 m', () => {
    for (const scene of [STACK, THREE])
      expect(clampingsApart({ scene, w: 1, h: 2 }).toFixed(2), `scene ${scene}`).toMatch(/^0\.2[23]$/);
    expect(prose).toContain('the two clampings end 0.22 N·s apart');
    expect(clampingsApart({ scene: PYRAMID, w: 1, h: 0.5 })).toBeLessThan(1e-9);
    expect(clampingsApart({ scene: PYRAMID, w: 1, h: 1 })).toBeGreaterThan(0.05);
    expect(prose).toContain('a pyramid of 1 m boxes differs already at a height of 1 m');
  });

  it('with warm starting, drives the stack widget’s stack to about 1.7 kJ within 8 s; accumulated, it rests', () => {
    const stack = defaults(stackParams) as StackValues;
    const energyAt8s = (stAccum: boolean) => {
      const world = createStackWorld2(stackConfig({ ...stack, stWarm: true, stAccum }));
      for (let i = 0; i < 8 / world.settings.dt; i++) stepStack2(world);
      return sample(world).ke;
    };
    expect(Math.round(energyAt8s(false) / 100) / 10).toBe(1.7);
    expect(energyAt8s(true)).toBeLessThan(0.1);
    expect(prose).toContain('about 1.7 kJ of kinetic energy within 8 s');
  });
});

describe('position correction in the stack widget', () => {
  it('with the slop at 0, leaves the ten-box stack about 2.6 J in its tenth second under Baumgarte, 0.15 J split', () => {
    const stack = defaults(stackParams) as StackValues;
    const tenthSecond = (stCorr: number) => {
      const world = createStackWorld2(stackConfig({ ...stack, stSlop: 0, stCorr }));
      const perSecond = Math.round(1 / world.settings.dt);
      let mean = 0;
      for (let i = 1; i <= 10 * perSecond; i++) {
        stepStack2(world);
        if (i > 9 * perSecond) mean += sample(world).ke / perSecond;
      }
      return mean;
    };
    expect(stack.stBoxes).toBe(10);
    expect(tenthSecond(0).toFixed(1)).toBe('2.6');
    expect(tenthSecond(1).toFixed(2)).toBe('0.15');
    expect(prose).toContain(
      'about 2.6 J of kinetic energy in its tenth second; with split impulses, about 0.15 J',
    );
  });
});

describe('the order of normal and friction rows the page names', () => {
  it('is normal first in the explorer’s friction sweep, friction first in the stack stepper', () => {
    const visits = boxOnCorners(base).fric.visits.map((v) => `${v.row[0]}${v.contact + 1}`);
    expect(visits).toEqual(['n1', 'f1', 'n2', 'f2']);
    // The stack stepper's sweep over one manifold, as its step says it runs (stack-step2.ts).
    const stepper = readFileSync(new URL('../../../src/sim/stack2/stack-step2.ts', import.meta.url), 'utf8');
    expect(stepper).toMatch(
      /'friction-first' \(Box2D v2\.4, the default\): every friction row, then every normal row/,
    );
    expect(STACK_DEFAULTS.rowOrder).toBe('friction-first');
    expect(prose).toContain("the stack widget's stepper does the same by default");
  });
});

describe('one sweep in reverse order (exercise si-reverse)', () => {
  const why = exercises.find((e) => e.id === 'si-reverse' && e.kind === 'predict')!;
  const afterOne = (omega: number) =>
    atSweep(explore({ ...base, omega, order: 1 }), 1).lambda.map((l) => l.toFixed(2));

  it('leaves the left corner barely more at the default, the spin deciding, and the right more without it', () => {
    const x = explore({ ...base, order: 1 });
    expect(x.b.map((b) => b.toFixed(1))).toEqual(['-2.3', '-1.8']);
    expect(afterOne(base.omega)).toEqual(['1.45', '1.42']);
    expect(afterOne(0)).toEqual(['1.36', '1.58']);
    const text = 'why' in why ? why.why : '';
    for (const quoted of ['1.45 against 1.42 N·s', '−2.3 m/s against −1.8 m/s', '1.36 against 1.58 N·s'])
      expect(text).toContain(quoted);
  });
});

describe('sentences the review found wrong or misleading', () => {
  it.each([
    'A stack started from zero shows no difference',
    'impulses freeze after a few sweeps',
    'gets a push it no longer needs',
    'tips the box onto the left corner, which then approaches faster and takes more',
  ])('are gone: “%s”', (sentence) => {
    expect(prose).not.toContain(sentence);
    expect(JSON.stringify(exercises)).not.toContain(sentence);
  });
});
