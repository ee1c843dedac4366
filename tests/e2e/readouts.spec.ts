// Every readout, notice and degenerate-case sentence of every widget, at its defaults and in the
// regimes its configurations reach, against values computed here from the chapters' scenarios
// (tests/e2e/readouts.ts), never against the page's own output. Then: every readout a page shows is
// one that some configuration asserts, and every widget a chapter declares is covered.
//
// Mutations these tests catch (each tried, so the checks are known to bite): an after column showing
// the before kinetic energy (collision, K explorer, stick-or-slip: each widget's 'defaults' test); the
// both-immovable sentence never shown (normal-impulse 'both immovable': notices); an immovable body's
// energy unguarded (the page shows ∞, which the shared guard allows, since an effective mass may be
// infinite: caught by 'B immovable' and 'both immovable' readouts, worked here without the solver's
// kineticEnergy2); a readout added with no assertion (its widget's readouts, and the coverage test);
// an after-velocity arrow reversed, a plot dot at another value (the figure checks); and, in the
// figure checks, each of: the joint diagram's velocity scale changed, −j on A drawn as +j, a lever arm
// stopping short of its anchor; every chain plot line drawn from one run; the chain diagram rescaled; a
// joint's gap drawn closed (only 'singular K' has a visible gap); an offset plot's variant curve showing
// the normal method; the box's energy plot showing spin; the box summary's threshold moved; the C
// matrix showing Eberly's printed C; the lever arm ℓ not ending at its foot; the top view mirrored;
// the friction impulse drawn unclamped (jₜ*); the slip-after arrow moved; the regime map's filled dot
// at |jₜ*| and its colours swapped; B's centre-of-mass dot drawn at its geometric centre.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrate, SLUGS } from './support';
import {
  READOUT_ATTR,
  READOUT_PAGES,
  lineError,
  matches,
  plotScale,
  values,
  readNotices,
  readReadouts,
  readoutNamesByWidget,
  search,
  squash,
  widgetSection,
  type NoticeText,
  type PageDecl,
  type Query,
} from './readouts';
import {
  collisionParams,
  collisionScenario,
  restitutionPoint,
} from '../../src/chapters/normal-impulse/scenario';
import { BOX_H, BOX_W, emParams, emScenario } from '../../src/chapters/effective-mass/scenario';
import { combinedMu, frictionParams, frictionScenario } from '../../src/chapters/friction-clamping/scenario';
import { throwParams, throwScenario } from '../../src/chapters/friction-clamping/throw-scenario';
import {
  ellipseExtent,
  ellipseFigure,
  jointParams,
  jointScenario,
} from '../../src/chapters/revolute-joint/scenario';
import {
  OFFSET_SAMPLES,
  sphereCollisionParams,
  sphereCollisionScenario,
} from '../../src/chapters/sphere-impulse/scenario';
import { spheresBoxParams, spheresBoxScenario } from '../../src/chapters/sphere-impulse/box-scenario';
import {
  LINK_LENGTH,
  MODES,
  chainParams,
  chainScenario,
} from '../../src/chapters/revolute-joint/chain-scenario';
import type { Body2, Vec2 } from '../../src/solver';
import { defaults } from '../../src/params/spec';
import { widgets as niWidgets } from '../../src/chapters/normal-impulse/widgets';
import { widgets as emWidgets } from '../../src/chapters/effective-mass/widgets';
import { widgets as frWidgets } from '../../src/chapters/friction-clamping/widgets';
import { widgets as rjWidgets } from '../../src/chapters/revolute-joint/widgets';
import { widgets as spWidgets } from '../../src/chapters/sphere-impulse/widgets';

const CHAPTER_WIDGETS: Record<string, readonly { anchor: string }[]> = {
  'normal-impulse': niWidgets,
  'effective-mass': emWidgets,
  'friction-clamping': frWidgets,
  'revolute-joint': rjWidgets,
  'sphere-impulse': spWidgets,
};

/** Runs (the chain's three simulations, the box's three) finish a moment after hydration. */
const SETTLE = { timeout: 20_000 };

/** Open every closed disclosure of a widget, as a reader would: by its summary. */
async function openDisclosures(section: Locator): Promise<void> {
  for (const summary of await section.locator('details:not([open]) > summary').all()) await summary.click();
}

/** '' when the notices are exactly what is wanted, else what differs. */
function noticeMismatch(got: string[], want: NoticeText[]): string {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    const g = got[i];
    const w = want[i];
    if (g === undefined || w === undefined || !matches(g, w))
      lines.push(
        `#${i}: shown ${JSON.stringify(g)}, expected ${w instanceof RegExp ? w : JSON.stringify(w && squash(w))}`,
      );
  }
  return lines.join('\n');
}

async function sentence(section: Locator, selector: string): Promise<string | null> {
  const el = section.locator(selector);
  if ((await el.count()) === 0) return null;
  return squash((await el.first().textContent()) ?? '');
}

/** Pixels per metre and metres per m/s of the collision diagram (src/chapters/normal-impulse/CollisionDiagram.tsx). */
const COLLISION_PX_PER_M = 90;
const COLLISION_VEL_SCALE = 0.3;

/** Largest pixel distance between a Plot dot and the data point (x, y) through the chart's axis scales. */
async function dotError(svg: Locator, dot: Locator, x: number, y: number): Promise<number> {
  const sx = await plotScale(svg, 'x');
  const sy = await plotScale(svg, 'y');
  const cx = Number(await dot.getAttribute('cx'));
  const cy = Number(await dot.getAttribute('cy'));
  return Math.max(Math.abs(cx - sx(x)), Math.abs(cy - sy(y)));
}

/** Expect Plot dots to sit at these data points (polling: a chart redraws a frame after its input). */
async function expectDots(svg: Locator, dots: Locator, points: readonly [number, number][], what: string) {
  await expect(dots, `${what}: dots`).toHaveCount(points.length);
  for (const [i, [x, y]] of points.entries())
    await expect
      .poll(() => dotError(svg, dots.nth(i), x, y), { message: `${what}: dot ${i} at (${x}, ${y})` })
      .toBeLessThan(0.75);
}

/** The tip (first polygon point) of an arrowhead drawn right after `line`, and the line's start. */
async function arrow(
  line: Locator,
): Promise<{ from: { x: number; y: number }; tip: { x: number; y: number } }> {
  return line.evaluate((el) => {
    const head = el.nextElementSibling as SVGPolygonElement;
    const [x, y] = head.getAttribute('points')!.split(/[\s]+/)[0]!.split(',').map(Number) as [number, number];
    return { from: { x: Number(el.getAttribute('x1')), y: Number(el.getAttribute('y1')) }, tip: { x, y } };
  });
}

/** Expect a Plot chart's lines (in drawing order) to run through these data points, one list per line. */
async function expectLines(svg: Locator, lines: readonly (readonly [number, number][])[], what: string) {
  const paths = svg.locator('g[aria-label="line"] path');
  await expect(paths, `${what}: lines`).toHaveCount(lines.length);
  for (const [i, points] of lines.entries())
    await expect
      .poll(() => lineError(svg, paths.nth(i), points), { message: `${what}: line ${i}` })
      .toBeLessThan(0.75);
}

/**
 * How far (SVG units) a diagram's point may be from where it is worked out here: only rounding, since
 * diagrams write coordinates at full precision. Tight, because a chain joint's gap is a millimetre
 * drawn to scale, a tenth of a pixel.
 */
const DIAGRAM_TOL = 0.01;

/** The pixel distance between two SVG points. */
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Velocity of the point at lever arm r of a body (2D: v + ω × r), worked here. */
const pointVel = (b: Body2, r: Vec2): Vec2 => ({ x: b.v.x - b.w * r.y, y: b.v.y + b.w * r.x });

/**
 * Expect the diagram arrows drawn with `line` (an Arrow each: a line, then its head) to run between
 * these SVG points, in order. The kit's Arrow draws nothing shorter than a pixel.
 */
async function expectArrows(
  lines: Locator,
  want: readonly { from: { x: number; y: number }; to: { x: number; y: number } }[],
  what: string,
) {
  const drawn = want.filter((a) => dist(a.from, a.to) >= 1);
  await expect(lines, `${what}: arrows`).toHaveCount(drawn.length);
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = await arrow(lines.nth(i));
    expect(Math.max(dist(from, a.from), dist(tip, a.to)), `${what} ${i}: from and tip (px)`).toBeLessThan(
      0.5,
    );
  }
}

/**
 * Expect the arrows drawn with `line` to be these vectors (tip minus start, SVG units), in order, and
 * where `from` is given to start there. Only the vector carries physics where the layout places the start.
 */
async function expectArrowVectors(
  lines: Locator,
  want: readonly { d: { x: number; y: number }; from?: { x: number; y: number } }[],
  what: string,
) {
  const drawn = want.filter((a) => Math.hypot(a.d.x, a.d.y) >= 1);
  await expect(lines, `${what}: arrows`).toHaveCount(drawn.length);
  for (const [i, a] of drawn.entries()) {
    const { from, tip } = await arrow(lines.nth(i));
    const d = { x: tip.x - from.x, y: tip.y - from.y };
    expect(dist(d, a.d), `${what} ${i}: vector (px)`).toBeLessThan(DIAGRAM_TOL);
    if (a.from) expect(dist(from, a.from), `${what} ${i}: start (px)`).toBeLessThan(DIAGRAM_TOL);
  }
}

/** The start and end of an SVG line element. */
async function lineEnds(line: Locator) {
  const n = (a: string) => line.getAttribute(a).then(Number);
  return { from: { x: await n('x1'), y: await n('y1') }, to: { x: await n('x2'), y: await n('y2') } };
}

/** The key figure of each page: its geometry against the solver, through the chart's or diagram's scale. */
const FIGURES: Record<string, (page: Page, query: Query) => Promise<void>> = {
  '/normal-impulse/': async (page, query) => {
    const s = collisionScenario({ ...defaults(collisionParams), ...query });
    // The collision diagram: each body's after-velocity arrow runs from its centre along v′ (y up),
    // 0.3 m per m/s at 90 px per metre; the impulse arrow points along n.
    const diagram = widgetSection(page, 'collision').locator('svg.diagram');
    const after = diagram.locator('line[stroke="var(--after)"]');
    // Drawn only when an impulse changes something, and only for a body that moves afterwards.
    const bodies =
      s.result.j > 0 ? [s.result.a, s.result.b].filter((b) => Math.hypot(b.v.x, b.v.y) > 1e-9) : [];
    await expect(after, 'after-velocity arrows').toHaveCount(bodies.length);
    for (const [i, b] of bodies.entries()) {
      const { from, tip } = await arrow(after.nth(i));
      const scale = COLLISION_PX_PER_M * COLLISION_VEL_SCALE;
      expect((tip.x - from.x) / scale, `after-velocity arrow ${i}, x`).toBeCloseTo(b.v.x, 2);
      expect(-(tip.y - from.y) / scale, `after-velocity arrow ${i}, y`).toBeCloseTo(b.v.y, 2);
    }
    const impulse = diagram.locator('line[stroke="var(--impulse)"]');
    if (s.result.j > 0) {
      const { from, tip } = await arrow(impulse);
      const angle = (Math.atan2(-(tip.y - from.y), tip.x - from.x) * 180) / Math.PI;
      expect(angle, 'impulse arrow along n').toBeCloseTo(s.p.normalDeg, 1);
    } else await expect(impulse, 'no impulse arrow without an impulse').toHaveCount(0);
    // Each restitution panel's marker dot sits at (e, value) through the panel's own axis scales.
    const current = restitutionPoint(s);
    const svgs = widgetSection(page, 'restitution').locator('.plot-box svg');
    await expect(svgs).toHaveCount(3);
    for (const [i, key] of (['j', 'vnAfter', 'energyLost'] as const).entries())
      await expectDots(
        svgs.nth(i),
        svgs.nth(i).locator('.plot-markers circle'),
        [[current.e, current[key]]],
        key,
      );
  },
  '/effective-mass/': async (page, query) => {
    const p = { ...defaults(emParams), ...query };
    const s = emScenario(p);
    const lever = widgetSection(page, 'em-lever').locator('.em-lever-plot .plot-box svg');
    await expectDots(lever, lever.locator('g[aria-label="dot"] circle'), [[p.s, s.meff]], 'lever plot');
    const turn = widgetSection(page, 'em-forms').locator('.em-turn-plot .plot-box svg');
    await expectDots(
      turn,
      turn.locator('g[aria-label="dot"] circle'),
      [
        [p.turnDeg, s.box.meffShortcut],
        [p.turnDeg, s.box.meffTensor],
      ],
      'turn plot',
    );

    // The lever diagram (230 px/m, B's centre at (300, 105)), worked here from the parameters: the push
    // n is the face normal (0, 1) turned by pushDeg, the contact sits on the bottom face at s, the lever
    // arm ℓ = r × n is the perpendicular from the centre to the line of action, ρ = √(I/m).
    const n = { x: -Math.sin((p.pushDeg * Math.PI) / 180), y: Math.cos((p.pushDeg * Math.PI) / 180) };
    const contact = { x: p.s, y: -BOX_H / 2 };
    const along = contact.x * n.x + contact.y * n.y;
    const foot = { x: contact.x - along * n.x, y: contact.y - along * n.y };
    const ell = contact.x * n.y - contact.y * n.x;
    const lpx = (w: Vec2) => ({ x: 300 + w.x * 230, y: 105 - w.y * 230 });
    const leverSvg = page.locator('svg[aria-labelledby^="em-lever-title"]');
    const arm = leverSvg.locator('line[stroke="var(--after)"][stroke-width="4"]');
    const spin = leverSvg.locator('[data-em="spin"]');
    if (Math.abs(ell) > 1e-9) {
      const shown = await lineEnds(arm);
      expect(dist(shown.from, lpx({ x: 0, y: 0 })), 'lever arm ℓ from the centre').toBeLessThan(DIAGRAM_TOL);
      expect(dist(shown.to, lpx(foot)), 'lever arm ℓ to the foot on the line of action').toBeLessThan(
        DIAGRAM_TOL,
      );
      await expect(spin, 'the sense the push turns B').toHaveAttribute('data-sense', ell > 0 ? 'ccw' : 'cw');
    } else {
      await expect(arm, 'no lever arm drawn').toHaveCount(0);
      await expect(spin, 'no spin drawn').toHaveCount(0);
    }
    expect(
      Number(await leverSvg.locator('circle[stroke-dasharray="3 5"]').getAttribute('r')),
      'radius of gyration circle (px)',
    ).toBeCloseTo(Math.sqrt(p.I / p.m) * 230, 6);
    await expectArrows(
      leverSvg.locator('line[stroke="var(--fg)"]'),
      [{ from: lpx(contact), to: lpx({ x: contact.x + 0.2 * n.x, y: contact.y + 0.2 * n.y }) }],
      'push direction n',
    );
    await expectArrows(
      leverSvg.locator('line[stroke="var(--body-b)"]'),
      [{ from: lpx({ x: 0, y: 0 }), to: lpx(contact) }],
      'lever arm r',
    );

    // The top view (62 px/m, centred in 260×230): the footprint BOX_W × depth turned by turnDeg about
    // the vertical, and the contact (s, 0, 0) marked as on the face exactly when, in the box's own
    // axes, it lies within the footprint.
    const c = Math.cos((p.turnDeg * Math.PI) / 180);
    const sn = Math.sin((p.turnDeg * Math.PI) / 180);
    const top = page.locator('svg[aria-labelledby^="em-top-title"]');
    const corners = (await top.locator('polygon').getAttribute('points'))!
      .trim()
      .split(/\s+/)
      .map((pt) => pt.split(',').map(Number) as [number, number]);
    const want = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([i, k]) => {
      const x = (i! * BOX_W) / 2;
      const z = (k! * p.depth) / 2;
      return { x: 130 + (c * x + sn * z) * 62, y: 115 + (-sn * x + c * z) * 62 };
    });
    expect(corners.length, 'footprint corners').toBe(4);
    for (const [i, [x, y]] of corners.entries())
      expect(dist({ x, y }, want[i]!), `footprint corner ${i}`).toBeLessThan(DIAGRAM_TOL);
    const onFace = Math.abs(c * p.s) <= BOX_W / 2 + 1e-9 && Math.abs(sn * p.s) <= p.depth / 2 + 1e-9;
    await expect(top.locator('[data-em="top-contact"]'), 'contact on or off the face').toHaveAttribute(
      'fill',
      onFace ? 'var(--fg)' : 'var(--errata-rule)',
    );
  },
  '/friction-clamping/': async (page, query) => {
    const p = { ...defaults(frictionParams), ...query };
    const combine = widgetSection(page, 'fr-combine').locator('.plot-box svg');
    await expectDots(
      combine,
      combine.locator('g[aria-label="dot"] circle'),
      combinedMu(p.muA, p.muB).map((r) => [p.muB, r.value]),
      'combine plot',
    );
    // The speed chart's thin rule is the analytic rolling speed.
    const run = throwScenario({ ...defaults(throwParams), ...query });
    const speed = widgetSection(page, 'fr-throw').locator('.plot-box svg').nth(2);
    const sy = await plotScale(speed, 'y');
    const rule = speed.locator('g[aria-label="rule"]').nth(1).locator('line');
    expect(Number(await rule.getAttribute('y1')), 'rolling-speed rule').toBeCloseTo(sy(run.rollingSpeed), 0);

    // The contact diagram. The impulse panel (origin at (470, 205), y up) draws the impulse on B scaled
    // so that jₙn is 118 px: jₙn, then jₜt from its tip, then their sum. B's velocity arrows are 14 px
    // per m/s, and so is the slip of the contact points along t, drawn 40 px (before) and 64 px (after)
    // below the contact point at (190, 205).
    const f = frictionScenario(p);
    const n = f.c.n;
    const t = f.friction.t;
    const diagram = page.locator('svg[aria-labelledby^="fr-diagram-title"]');
    const svgVec = (v: Vec2, k: number) => ({ x: v.x * k, y: -v.y * k });
    const grip = f.noGripReason === null;
    const ratio = grip ? f.friction.jt / f.normal.j : 0;
    await expectArrowVectors(
      diagram.locator('line[stroke="var(--impulse)"]'),
      grip
        ? [
            { from: { x: 470, y: 205 }, d: svgVec(n, 118) },
            { from: { x: 470 + n.x * 118, y: 205 - n.y * 118 }, d: svgVec(t, ratio * 118) },
            {
              from: { x: 470, y: 205 },
              d: { x: (n.x + ratio * t.x) * 118, y: -(n.y + ratio * t.y) * 118 },
            },
          ]
        : [],
      'impulse on B',
    );
    const slip = (vt: number, below: number) => ({ from: { x: 190, y: 205 + below }, d: svgVec(t, vt * 14) });
    await expectArrowVectors(
      diagram.locator('line[stroke="var(--before)"]'),
      [{ d: svgVec(f.b.v, 14) }, slip(f.friction.vt, 40)],
      'velocity and slip before',
    );
    await expectArrowVectors(
      diagram.locator('line[stroke="var(--after)"]'),
      [{ d: svgVec(f.friction.b.v, 14) }, slip(f.vtAfter, 64)],
      'velocity and slip after',
    );

    // The regime map: the hollow dot at (|vₜ|, |jₜ*|), what stopping the slip takes, the filled one at
    // (|vₜ|, |jₜ|), what the clamp applies, coloured by the regime: sticking exactly when |jₜ*| ≤ μs·jₙ.
    const map = widgetSection(page, 'fr-contact').locator('.plot-box svg');
    await expectDots(
      map,
      map.locator('g[aria-label="dot"] circle'),
      [
        [Math.abs(f.friction.vt), Math.abs(f.friction.jtStar)],
        [Math.abs(f.friction.vt), Math.abs(f.friction.jt)],
      ],
      'regime map',
    );
    await expect(map.locator('g[aria-label="dot"]').nth(1), 'regime colour').toHaveAttribute(
      'fill',
      !grip
        ? 'var(--fr-air)'
        : Math.abs(f.friction.jtStar) <= f.staticLimit
          ? 'var(--fr-stick)'
          : 'var(--fr-slip)',
    );
  },
  '/revolute-joint/': async (page, query) => {
    const s = jointScenario({ ...defaults(jointParams), ...query });
    const f = ellipseFigure(s, ellipseExtent(s));
    // The ellipse chart's arrow is K·d: its end through the chart's scales.
    const svg = widgetSection(page, 'rj-k').locator('.rj-ellipse .plot-box svg');
    const sx = await plotScale(svg, 'x');
    const sy = await plotScale(svg, 'y');
    const d = await svg.locator('g[aria-label="link"] path[marker-end]').getAttribute('d');
    const end = /L([-\d.e]+),([-\d.e]+)\s*$/.exec(d ?? '');
    expect(end, `K·d arrow path ${d}`).not.toBeNull();
    expect(Number(end![1]), 'K·d arrow end, x').toBeCloseTo(sx(f.response.x2), 0);
    expect(Number(end![2]), 'K·d arrow end, y').toBeCloseTo(sy(f.response.y2), 0);

    // The joint diagram: A's anchor at the origin, B's at C (the drift), each centre at its anchor
    // minus its lever arm (xA = −rA, xB = C − rB), the view centred between the centres at 140 px/m.
    const p = s.p;
    const rA = { x: p.rAx, y: p.rAy };
    const rB = { x: p.rBx, y: p.rBy };
    const C = { x: p.gapX, y: p.gapY };
    const xA = { x: -rA.x, y: -rA.y };
    const xB = { x: C.x - rB.x, y: C.y - rB.y };
    const mid = { x: (xA.x + xB.x) / 2, y: (xA.y + xB.y) / 2 };
    const joint = widgetSection(page, 'rj-k').locator('svg[aria-labelledby^="rj-diagram-title"]');
    const [, , W, H] = ((await joint.getAttribute('viewBox')) ?? '').split(' ').map(Number) as number[];
    const PX = 140;
    const px = (w: Vec2) => ({ x: W! / 2 + (w.x - mid.x) * PX, y: H! / 2 - (w.y - mid.y) * PX });
    const O = { x: 0, y: 0 };
    for (const [name, x, anchor] of [
      ['A', xA, O],
      ['B', xB, C],
    ] as const) {
      // The lever arm: the body's first line in its colour, centre → anchor.
      const arm = await lineEnds(joint.locator(`line[stroke="var(--body-${name.toLowerCase()})"]`).first());
      expect(dist(arm.from, px(x)), `lever arm r${name} starts at the centre`).toBeLessThan(DIAGRAM_TOL);
      expect(dist(arm.to, px(anchor)), `lever arm r${name} ends at the anchor`).toBeLessThan(DIAGRAM_TOL);
    }
    // Anchor velocities (0.4 m per m/s) before, and after where K is invertible; the impulse j on B
    // and −j on A (0.5 m per N·s, at most 1.1 m long).
    const vel = (at: Vec2, v: Vec2) => ({
      from: px(at),
      to: px({ x: at.x + 0.4 * v.x, y: at.y + 0.4 * v.y }),
    });
    await expectArrows(
      joint.locator('line[stroke="var(--before)"]'),
      [vel(O, pointVel(s.a, rA)), vel(C, pointVel(s.b, rB))],
      'velocities before',
    );
    const j = s.result.j;
    const jl = Math.hypot(j.x, j.y);
    const k = jl > 0 ? Math.min(0.5, 1.1 / jl) : 0;
    await expectArrows(
      joint.locator('line[stroke="var(--after)"]'),
      s.singular ? [] : [vel(O, pointVel(s.result.a, rA)), vel(C, pointVel(s.result.b, rB))],
      'velocities after',
    );
    await expectArrows(
      joint.locator('line[stroke="var(--impulse)"]'),
      s.singular
        ? []
        : [
            { from: px(C), to: px({ x: C.x + k * j.x, y: C.y + k * j.y }) },
            { from: px(O), to: px({ x: -k * j.x, y: -k * j.y }) },
          ],
      'impulse',
    );

    // The chain: every panel's three runs (one line each, in the order of MODES) through the panel's
    // scales, and the dashed rule at the time the diagram shows.
    const c = chainScenario(values(chainParams, query));
    const panels = widgetSection(page, 'rj-chain').locator('.plot-box svg');
    await expect(panels).toHaveCount(3);
    for (const [i, key] of (['angle', 'dE', 'drift'] as const).entries()) {
      const svg = panels.nth(i);
      await expectLines(
        svg,
        MODES.map((m) => c.rows[m.key].map((r) => [r.t, r[key]] as [number, number])),
        `chain ${key}`,
      );
      const sxc = await plotScale(svg, 'x');
      const rule = svg.locator('g[aria-label="rule"]').last().locator('line');
      expect(Number(await rule.getAttribute('x1')), `chain ${key}: time rule`).toBeCloseTo(sxc(c.p.tSnap), 0);
    }
    // The chain diagram: the shown run's links at the sample nearest tSnap, each a rod of LINK_LENGTH
    // through its centre at its angle, worked here from the run's states; the pivot in the middle of
    // the 560×340 view, the fully stretched chain 14 px short of the edge.
    const run = c.runs[MODES[c.p.mode]!.key]!;
    const at = Math.round(c.p.tSnap / run.dt);
    const scale = (340 / 2 - 14) / (c.p.links * LINK_LENGTH);
    const cpx = (w: Vec2) => ({ x: 280 + w.x * scale, y: 170 - w.y * scale });
    const rods = run.bodies.map((b) => {
      const h = {
        x: (Math.cos(b.theta[at]!) * LINK_LENGTH) / 2,
        y: (Math.sin(b.theta[at]!) * LINK_LENGTH) / 2,
      };
      const centre = { x: b.x[at]!, y: b.y[at]! };
      return { from: { x: centre.x - h.x, y: centre.y - h.y }, to: { x: centre.x + h.x, y: centre.y + h.y } };
    });
    const diagram = widgetSection(page, 'rj-chain').locator('svg.diagram');
    const links = diagram.locator('line[stroke-width="6"]');
    await expect(links, 'one rod per link').toHaveCount(c.p.links);
    const gaps = diagram.locator('line[stroke="var(--errata-rule)"]');
    await expect(gaps, 'one gap per joint').toHaveCount(c.p.links);
    for (const [i, rod] of rods.entries()) {
      const shown = await lineEnds(links.nth(i));
      expect(dist(shown.from, cpx(rod.from)), `link ${i} upper end`).toBeLessThan(DIAGRAM_TOL);
      expect(dist(shown.to, cpx(rod.to)), `link ${i} lower end`).toBeLessThan(DIAGRAM_TOL);
      // Joint i joins the pivot (or the link above's end) to this link's upper end.
      const gap = await lineEnds(gaps.nth(i));
      expect(dist(gap.from, cpx(i === 0 ? O : rods[i - 1]!.to)), `joint ${i}: A's anchor`).toBeLessThan(
        DIAGRAM_TOL,
      );
      expect(dist(gap.to, cpx(rod.from)), `joint ${i}: B's anchor`).toBeLessThan(DIAGRAM_TOL);
    }
  },
  '/sphere-impulse/': async (page, query) => {
    const s = sphereCollisionScenario({ ...defaults(sphereCollisionParams), ...query });
    const svgs = widgetSection(page, 'sp-collision').locator('[data-sp-plot] .plot-box svg');
    await expect(svgs).toHaveCount(2);
    const panels = [
      [s.afterNormal.dT, s.afterVariant.dT],
      [s.afterNormal.spinGainA, s.afterVariant.spinGainA],
    ] as const;
    for (const [i, [normal, variant]] of panels.entries())
      await expectDots(
        svgs.nth(i),
        svgs.nth(i).locator('g[aria-label="dot"] circle'),
        [
          [s.p.off, normal],
          [s.p.off, variant],
        ],
        `offset plot ${i}`,
      );
    // The front view (320×340, x right, y up, the point midway between the spheres' far ends at the
    // centre): the contact at the origin, n = (0, 1, 0) from A to B; A's centre of mass at −RA·n, B's
    // at RB·n + off·RB·u with u = (cos az, 0, sin az), the offset that makes B lopsided; the impulses
    // from the contact, 0.35·R per N·s, none longer than 1.25·R (R the larger radius).
    const { RA, RB } = s.p;
    const R = Math.max(RA, RB);
    const k = Math.min(320 / (3 * R), 340 / (2 * RA + 2 * RB + 0.5 * R));
    const fpx = (w: { x: number; y: number }) => ({ x: 160 + w.x * k, y: 170 - (w.y - (RB - RA)) * k });
    const az = (s.p.az * Math.PI) / 180;
    const front = page.locator('svg[aria-labelledby^="sp-front-title"]');
    const com = async (name: string) => {
      const c = front.locator(`[data-com="${name}"]`);
      return { x: Number(await c.getAttribute('cx')), y: Number(await c.getAttribute('cy')) };
    };
    expect(dist(await com('A'), fpx({ x: 0, y: -RA })), "A's centre of mass").toBeLessThan(DIAGRAM_TOL);
    expect(
      dist(await com('B'), fpx({ x: s.p.off * RB * Math.cos(az), y: RB })),
      "B's centre of mass, off its geometric centre",
    ).toBeLessThan(DIAGRAM_TOL);
    const impulse = (P: { x: number; y: number; z: number }) => {
      const len = Math.hypot(P.x, P.y, P.z);
      const f = len * 0.35 * R > 1.25 * R ? (1.25 * R) / len : 0.35 * R;
      return { from: fpx({ x: 0, y: 0 }), to: fpx({ x: f * P.x, y: f * P.y }) };
    };
    await expectArrows(
      front.locator('[data-impulses] line'),
      s.noImpulseReason === null ? [impulse(s.afterNormal.P), impulse(s.afterVariant.P)] : [],
      'front view: the impulses of the two methods',
    );

    // Both curves of both panels: each method at every sampled offset, worked here one scenario per offset.
    const offs = Array.from({ length: OFFSET_SAMPLES }, (_, k) => -1 + (2 * k) / (OFFSET_SAMPLES - 1));
    const at = offs.map((off) => sphereCollisionScenario({ ...s.p, off }));
    const curves = [
      [(x: typeof s) => x.afterNormal.dT, (x: typeof s) => x.afterVariant.dT],
      [(x: typeof s) => x.afterNormal.spinGainA, (x: typeof s) => x.afterVariant.spinGainA],
    ] as const;
    for (const [i, fs] of curves.entries())
      await expectLines(
        svgs.nth(i),
        fs.map((f) => at.map((x, k) => [offs[k]!, f(x)] as [number, number])),
        `offset plot ${i} curves`,
      );

    // The box: total spin and energy of each run over time (friction, normal, variant: drawn in that order).
    const box = spheresBoxScenario(values(spheresBoxParams, query));
    const boxPlots = widgetSection(page, 'sp-box').locator('.plot-box svg');
    await expect(boxPlots).toHaveCount(2);
    const methods = (['friction', 'normal', 'variant'] as const).filter((m) => box.runs[m]);
    for (const [i, key] of (['spin', 'energy'] as const).entries())
      await expectLines(
        boxPlots.nth(i),
        methods.map((m) =>
          box.rows.filter((r) => r.method === m).map((r) => [r.t, r[key]] as [number, number]),
        ),
        `box ${key}`,
      );
  },
};

for (const decl of READOUT_PAGES) {
  test.describe(`readouts on ${decl.path}`, () => {
    test.describe.configure({ timeout: 60_000 });
    for (const [name, query] of Object.entries(decl.configs)) {
      test(`${name}: every readout, notice and sentence of every widget matches the solver`, async ({
        page,
      }) => {
        await page.goto(`${decl.path}${search(query)}`);
        await hydrate(page, ...decl.widgets.map((w) => w.island));
        for (const w of decl.widgets) {
          const section = widgetSection(page, w.id);
          await openDisclosures(section);
          const want = w.expected(query);
          await expect
            .poll(() => readReadouts(section), { message: `${w.id}: readouts`, ...SETTLE })
            .toEqual(want.readouts);
          await expect
            .poll(async () => noticeMismatch(await readNotices(section), want.notices), {
              message: `${w.id}: notices`,
            })
            .toBe('');
          for (const [selector, text] of Object.entries(want.sentences ?? {})) {
            const shown = await sentence(section, selector);
            if (text === null) expect(shown, `${w.id} ${selector} absent`).toBeNull();
            else
              expect(
                shown !== null && matches(shown, text),
                `${w.id} ${selector}: shown ${JSON.stringify(shown)}, expected ${text instanceof RegExp ? text : JSON.stringify(squash(text))}`,
              ).toBe(true);
          }
        }
        await FIGURES[decl.path]?.(page, query);
      });
    }
  });
}

/** Per widget section id: every readout name some configuration of it asserts. */
function assertedNames(decl: PageDecl): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const w of decl.widgets) {
    const names = new Set<string>();
    for (const query of Object.values(decl.configs))
      for (const n of Object.keys(w.expected(query).readouts)) names.add(n);
    out.set(w.id, names);
  }
  return out;
}

test.describe('every readout is asserted', () => {
  test('every chapter page is declared, with every widget its chapter lists', () => {
    expect(READOUT_PAGES.map((d) => d.path).sort()).toEqual(SLUGS.map((s) => `/${s}/`).sort());
    for (const decl of READOUT_PAGES) {
      const slug = decl.path.slice(1, -1);
      expect(decl.widgets.map((w) => w.id).sort(), decl.path).toEqual(
        CHAPTER_WIDGETS[slug]!.map((w) => w.anchor).sort(),
      );
    }
  });

  for (const decl of READOUT_PAGES) {
    test(`${decl.path}: no readout the page shows is left unasserted`, async ({ page }) => {
      await page.goto(decl.path);
      await hydrate(page);
      for (const section of await page.locator('section.widget').all()) await openDisclosures(section);
      const asserted = assertedNames(decl);
      const found = await readoutNamesByWidget(page);
      const unasserted: string[] = [];
      for (const [where, names] of Object.entries(found)) {
        const [id, attr] = where.split(' ') as [string, string];
        if (attr !== READOUT_ATTR) {
          unasserted.push(`${id}: readout attribute ${attr} (${names.join(', ')}) is not one the tests read`);
          continue;
        }
        const known = asserted.get(id);
        for (const n of names) if (!known?.has(n)) unasserted.push(`${id}: ${attr}="${n}" is not asserted`);
      }
      expect(unasserted, 'readouts shown but asserted by no configuration').toEqual([]);
    });
  }
});
