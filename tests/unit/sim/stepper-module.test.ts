// The stepper download (/impulse-stepper.js and .d.ts, src/lib/solver-module.mjs): built as the
// site's build builds it and imported as a programmer would, it steps the 55-box pyramid to the
// same bits as src/sim's stepper (what the pages' widgets run), with both steps; its contact
// structure persists from step to step with its effective masses cached; bad input is refused at the
// edge. The usage example shown on /code/ (src/lib/stepper-example.mjs) is run here against it.
import { describe, expect, it } from 'vitest';
import * as src from '../../../src/sim/stack2';
import { buildStepperModule, STEPPER_MODULE, STEPPER_TYPES } from '../../../src/lib/solver-module.mjs';
import { expectSelfContained, useDownload } from '../downloads';

const download = useDownload<typeof src>(buildStepperModule, 'stepper-example.mjs', STEPPER_MODULE);

type Lib = typeof src;
type Step = 'stepStack2' | 'stepStackSoft2';

/** The default pyramid (10 rows, 55 boxes) stepped `steps` times by `lib`'s `step`. */
function pyramid(lib: Lib, step: Step, steps: number, settings: Partial<src.StackSettings2> = {}) {
  const world = lib.createStackWorld2(lib.boxPyramid({}, settings));
  for (let k = 0; k < steps; k++) lib[step](world);
  return world;
}
const poses = (w: src.StackWorld2) => w.bodies.map((b) => ({ id: b.id, x: b.x, y: b.y, angle: b.angle }));

describe('the downloaded stepper', () => {
  it('is one file with no import, and its declarations name the stepper', () => {
    const dts = expectSelfContained(download.built, STEPPER_MODULE, STEPPER_TYPES, [
      'createStackWorld2',
      'stepStack2',
      'stepStackSoft2',
      'prepareStack2',
      'iterateStack2',
      'finishStack2',
      'stackContacts2',
      'updateStackContacts2',
      'collideBoxes2Into',
      'describeFeature2',
      'boxPyramid',
    ]);
    for (const cls of ['StackBody2', 'StackManifold2', 'StackPoint2', 'BoxCollision2'])
      expect(dts, cls).toMatch(new RegExp(`export declare class ${cls} `));
    // The world's types, and the persistent contact structure they reach.
    expect(dts).toMatch(/interface StackWorld2 \{/);
    expect(dts).toMatch(/interface StackSettings2 \{/);
    expect(dts).toMatch(/class StackContacts2 \{/);
    expect(dts).toMatch(/normalMass: number;/);
  });

  it('exports what src/sim/stack2 exports', () => {
    expect(Object.keys(download.mod).sort()).toEqual(Object.keys(src).sort());
  });

  it.each<[string, Step, Partial<src.StackSettings2>]>([
    ['the soft step', 'stepStackSoft2', {}],
    ['the PGS step, Baumgarte', 'stepStack2', {}],
    ['the PGS step, split impulses', 'stepStack2', { positionCorrection: 'split' }],
  ])('%s: the 55-box pyramid after 600 steps, every box where src/sim puts it, bit for bit', (_, step, s) => {
    const ours = pyramid(download.mod, step, 600, s);
    const theirs = pyramid(src, step, 600, s);
    expect(ours.bodies.filter((b) => !b.isStatic).length).toBe(55);
    expect(ours.steps).toBe(600);
    expect(poses(ours)).toEqual(poses(theirs));
    for (const [i, b] of ours.bodies.entries()) {
      const t = theirs.bodies[i]!;
      expect(Object.is(b.x, t.x) && Object.is(b.y, t.y) && Object.is(b.angle, t.angle), b.id).toBe(true);
    }
    // The same contacts, with the same impulses, to the last bit.
    expect(download.mod.stackContacts2(ours)).toEqual(src.stackContacts2(theirs));
    // Not a pyramid that never moved: every box has settled off its start by some micrometres, and
    // the top one still stands within 5 mm of it.
    const start = poses(pyramid(src, step, 0, s));
    expect(poses(ours).filter((p, i) => p.y !== start[i]!.y).length).toBeGreaterThanOrEqual(55);
    const top = ours.bodies[ours.watched]!;
    expect(Math.abs(top.y - top.start.y)).toBeLessThan(0.005);
  });

  it('keeps one manifold per pair and its points from step to step, their effective masses cached', () => {
    /** kn = mA + mB + iA (rA×n)² + iB (rB×n)², by hand, at the point's arms now; its inverse. */
    const massAlong = (
      world: src.StackWorld2,
      m: src.StackManifold2,
      p: src.StackPoint2,
      d: { x: number; y: number },
    ) => {
      const A = world.bodies[m.a]!.motion;
      const B = world.bodies[m.b]!.motion;
      const ra = p.rA.x * d.y - p.rA.y * d.x;
      const rb = p.rB.x * d.y - p.rB.y * d.x;
      return 1 / (A.invMass + B.invMass + A.invInertia * ra * ra + B.invInertia * rb * rb);
    };
    for (const soft of [false, true]) {
      const world = download.mod.createStackWorld2(download.mod.boxStack({ count: 3 }));
      const step = () => {
        if (soft) return download.mod.stepStackSoft2(world);
        // The PGS step by its phases: prepareStack2 caches each point's masses, the sweeps read them.
        download.mod.prepareStack2(world);
        for (const m of world.contacts.manifolds)
          for (const p of m.points.slice(0, m.count)) {
            expect(p.normalMass).toBeCloseTo(massAlong(world, m, p, m.normal), 12);
            expect(p.tangentMass).toBeCloseTo(massAlong(world, m, p, m.tangent), 12);
          }
        download.mod.iterateStack2(world, world.settings.iterations);
        download.mod.finishStack2(world);
      };
      for (let k = 0; k < 60; k++) step();
      const manifolds = [...world.contacts.manifolds];
      const points = manifolds.flatMap((m) => [...m.points]);
      expect(manifolds.map((m) => [m.a, m.b, m.count])).toEqual([
        [0, 1, 2],
        [1, 2, 2],
        [2, 3, 2],
      ]);
      for (let k = 0; k < 60; k++) {
        step();
        // The same objects, not copies: nothing of the contact structure is made again.
        world.contacts.manifolds.forEach((m, i) => {
          expect(m, `soft ${soft}: manifold ${i}`).toBe(manifolds[i]);
          expect(m.points[0]).toBe(points[2 * i]);
          expect(m.points[1]).toBe(points[2 * i + 1]);
        });
      }
      // After the step the masses are still those it solved with; the contact search that ended it
      // has since moved the arms by the boxes' motion (micrometres at rest). A box's corner on the
      // ground (1 kg, I = 1/6 kg·m², |rB × n| = 0.5 m): 1/(1 + 6·0.25) = 0.4 kg.
      for (const m of world.contacts.manifolds)
        for (const p of m.points.slice(0, m.count)) {
          expect(p.normalMass).toBeCloseTo(massAlong(world, m, p, m.normal), 8);
          expect(p.tangentMass).toBeCloseTo(massAlong(world, m, p, m.tangent), 8);
          if (m.a === 0) expect(p.normalMass).toBeCloseTo(0.4, 3);
        }
    }
  });

  it('refuses bad input at its edges, with a RangeError naming the field', () => {
    const boxes = download.mod.boxStack({ count: 1 }).boxes;
    const bad = { boxes: [boxes[0]!, { ...boxes[1]!, halfWidth: -1 }] };
    expect(() => download.mod.createStackWorld2(bad)).toThrow(RangeError);
    expect(() => download.mod.createStackWorld2(bad)).toThrow(/^boxes\[1\]\.halfWidth must be > 0/);
    expect(() => download.mod.createStackWorld2(download.mod.boxStack({}, { dt: NaN }))).toThrow(
      /^dt must be/,
    );
    const world = download.mod.createStackWorld2(download.mod.boxStack({}, { substeps: 0 }));
    expect(() => download.mod.stepStackSoft2(world)).toThrow(/^substeps must be an integer ≥ 1/);
    // A box written into between steps (a widget drags one by hand): each step checks every box
    // once at its start, before loops that trust them, and names the box and the field.
    for (const [step, field, write] of [
      ['prepareStack2', 'motion.v.x', (b: src.StackBody2) => (b.motion.v.x = NaN)],
      ['stepStackSoft2', 'angle', (b: src.StackBody2) => (b.angle = Infinity)],
      ['prepareStack2', 'y', (b: src.StackBody2) => (b.y = -Infinity)],
    ] as const) {
      const world = download.mod.createStackWorld2(download.mod.boxStack());
      download.mod.stepStackSoft2(world);
      write(world.bodies[3]!);
      const message = new RegExp(
        `^${step}: bodies\\[3\\]\\.${field.replace(/\./g, '\\.')} must be a finite number`,
      );
      expect(() =>
        (step === 'prepareStack2' ? download.mod.stepStack2 : download.mod.stepStackSoft2)(world),
      ).toThrow(message);
    }
    // Finite fields whose sum overflows are not refused.
    const far = download.mod.createStackWorld2(download.mod.boxStack({ count: 1 }));
    far.bodies[1]!.x = 1.5e308;
    far.bodies[1]!.motion.v.x = 1.5e308;
    expect(() => download.mod.stepStack2(far)).not.toThrow();
    // Phases out of order.
    const w = download.mod.createStackWorld2(download.mod.boxStack());
    download.mod.prepareStack2(w);
    expect(() => download.mod.stepStackSoft2(w)).toThrow(/finishStack2 first/);
  });
});

describe('the usage example on /code/', () => {
  it('runs against the download and gives what its comments say', async () => {
    const ex = await download.built.load('example.mjs');
    // The top box started at 0.5 + 2·1 − 3·0.001 = 2.497 m; both steps keep it within a millimetre.
    expect(Math.abs(ex.top.soft - 2.497)).toBeLessThan(0.001);
    expect(Math.abs(ex.top.pgs - 2.497)).toBeLessThan(0.001);
    // The ground's normal impulse over box0's two corners: 3 kg · 9.81 m/s² over Δt = 1/60 s (PGS),
    // over h = Δt/4 (the soft step's last substep).
    const weight = 3 * 1 * src.STACK_DEFAULTS.gravity.y * -1;
    expect(ex.ground.pgs).toBeCloseTo(weight / 60, 6);
    expect(ex.ground.soft).toBeCloseTo(weight / 240, 6);
    expect(ex.feature).toEqual({ reference: 'A', referenceFace: 1, incidentFace: 3, incidentCorner: 3 });
  });
});
