// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what each of its widgets must show (readouts, notices and sentences, worked here from
// the chapter's scenarios), the configurations that reach its regimes, and the geometry of its key
// figures.
import {
  values,
  columnsOf,
  escapeRegExp,
  widgetSection,
  paramWidget,
  type PageDecl,
  type Query,
} from './readouts';
import {
  expectDots,
  expectLines,
  expectArrows,
  arrowLines,
  dist,
  all,
  DIAGRAM_TOL,
  type Checks,
} from './figure-checks';
import { fmt } from '../../../src/lib/format';
import { M3 } from '../../../src/solver';
import { defaults } from '../../../src/params/spec';
import {
  OFFSET_SAMPLES,
  sphereCollisionParams,
  sphereCollisionScenario,
} from '../../../src/chapters/sphere-impulse/scenario';
import { spheresBoxParams, spheresBoxScenario } from '../../../src/chapters/sphere-impulse/box-scenario';
import { fmtDelta, fmtTiny, fmtVec3 } from '../../../src/chapters/sphere-impulse/format';

const STAR_NOTE =
  '* Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not finite numbers. Momentum is not conserved here — the immovable body absorbs the change.';

const sphereCollisionWidget = paramWidget('sp-collision', 'CollisionWidget', sphereCollisionParams, (p) => {
  const s = sphereCollisionScenario(p);
  const n = s.afterNormal;
  const v = s.afterVariant;
  const readouts: Record<string, string> = {};
  const row = (key: string, before: string, f: (o: typeof n) => string) => {
    readouts[`${key}-before`] = before;
    readouts[`${key}-normal`] = f(n);
    readouts[`${key}-variant`] = f(v);
  };
  row('phi', '—', (o) => fmt(o.phi));
  row('psi', '—', (o) => fmt(o.psi));
  row('xi', '—', (o) => fmt(o.xi));
  row('vn', fmt(s.normal.vn), (o) => fmt(o.vn));
  row('vt0', fmt(s.variant.vt), (o) => fmt(o.vt0));
  row('vt1', fmt(0), (o) => fmt(o.vt1));
  row('ke', fmt(s.before.kinetic), (o) => fmt(o.totals.kinetic));
  row('dke', '—', (o) => fmtDelta(o.dT));
  row('p', fmtVec3(s.before.linear), (o) => fmtVec3(o.totals.linear));
  row('L', fmtVec3(s.before.angular), (o) => fmtVec3(o.totals.angular));
  row('vA', fmtVec3(s.a.v), (o) => fmtVec3(o.a.v));
  row('vB', fmtVec3(s.b.v), (o) => fmtVec3(o.b.v));
  row('wA', fmtVec3(s.a.w), (o) => fmtVec3(o.a.w));
  row('wB', fmtVec3(s.b.w), (o) => fmtVec3(o.b.w));
  const [e0, e1, e2] = s.eigenC;
  readouts.eigen = `The variant’s matrix C (1/kg) in the basis (n, t₀, t₁). Symmetric; eigenvalues ${fmt(e0)}, ${fmt(e1)}, ${fmt(e2)}, all at least σ = 1/mA + 1/mB = ${fmt(s.lambda)}${s.lambda > 0 ? ', so C is positive definite.' : ': σ = 0, and nothing keeps C away from singular.'}`;
  // Read from the link's checkboxes, not the scenario's bodies, so that a scenario ignoring one shows.
  const immovable = s.p.fixA || s.p.fixB;
  // The variant's matrix C, cell by cell: K (the collision matrix) seen in the variant's basis,
  // C_ij = b_i·K·b_j with (b_0, b_1, b_2) = (n, t₀, t₁), worked here rather than read from the variant.
  const basis = [s.variant.n, s.variant.t0, s.variant.t1];
  const cells: Record<string, string> = {};
  for (const [i, bi] of basis.entries())
    for (const [j, bj] of basis.entries()) cells[`[data-c="${i}${j}"]`] = fmt(M3.bilinear(bi, s.K, bj));
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/-before$/, 'Before'],
      [/-normal$/, 'Normal impulse only'],
      [/-variant$/, '3×3 variant'],
    ]),
    notices: [...(s.noImpulseReason ? [s.noImpulseReason] : []), ...(immovable ? [STAR_NOTE] : [])],
    sentences: {
      ...cells,
      // The no-slip note closes the summary whenever an impulse is applied on a contact that does not slide.
      '[data-sp-caption="dT-normal"]': fmtDelta(s.afterNormal.dT),
      '[data-sp-caption="dT-variant"]': fmtDelta(s.afterVariant.dT),
      '[data-sp-caption="spinA-normal"]': fmt(s.afterNormal.spinGainA),
      '[data-sp-caption="spinA-variant"]': fmt(s.afterVariant.spinGainA),
      '[data-sp-plot] > .sp-note': s.p.fixA
        ? 'A is immovable, so it cannot spin: the lower plot is zero for both methods.'
        : null,
      '.widget-summary':
        s.noImpulseReason ??
        (s.noSlipNote ? new RegExp(`${escapeRegExp(s.noSlipNote)}$`) : /^Approaching at vn = /),
    },
  };
});

type BoxMethod = 'normal' | 'variant' | 'friction';
/** The box's runs in this order: the plain and the variant always, the friction run when asked for. */
const boxMethods = (friction: boolean, order: readonly BoxMethod[]) =>
  order.filter((m) => m !== 'friction' || friction);

const boxWidget = paramWidget('sp-box', 'BoxWidget', spheresBoxParams, (p) => {
  const s = spheresBoxScenario(p);
  // The largest difference between the two runs, over every sphere, sample and component, worked
  // here from the runs themselves (not the scenario's maxDiff): it decides the summary's ending.
  let largest = 0;
  for (const [i, a] of s.runs.normal.spheres.entries()) {
    const b = s.runs.variant.spheres[i]!;
    for (const k of ['x', 'y', 'z', 'vx', 'vy', 'vz', 'wx', 'wy', 'wz'] as const)
      for (const [n, x] of a[k].entries()) largest = Math.max(largest, Math.abs(x - b[k][n]!));
  }
  const readouts: Record<string, string> = {
    'box-tangential': `${fmtTiny(s.variantTangential)} N·s`,
    'box-diff': fmtTiny(largest),
  };
  // A row per run: the friction run exactly when its checkbox asks for it (read from the link, not
  // from which runs the scenario made, so that a scenario ignoring the checkbox shows).
  for (const m of boxMethods(p.boxFriction, ['normal', 'variant', 'friction'])) {
    readouts[`box-spin-${m}`] =
      s.spinEnd[m] === undefined
        ? '(a run the scenario did not make)'
        : `${fmt(s.spinStart)} → ${fmt(s.spinEnd[m])}`;
    readouts[`box-energy-${m}`] =
      s.energyEnd[m] === undefined
        ? '(a run the scenario did not make)'
        : `${fmt(s.energyStart)} → ${fmt(s.energyEnd[m])}`;
  }
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/^box-spin-/, 'Total spin (rad/s), 0 → 2 s'],
      [/^box-energy-/, `${p.boxGravity ? 'Energy T + U' : 'Kinetic energy'} (J), 0 → 2 s`],
    ]),
    notices: [],
    sentences: {
      '.sp-box-summary > p': new RegExp(
        `^Over ${s.contacts} contacts in 2 s, .*\\(in metres, m/s or rad/s\\): ${
          largest < 1e-9
            ? 'the same motion, to rounding\\.'
            : 'more than rounding — with many simultaneous contacts, tiny differences can grow\\.'
        }$`,
      ),
    },
  };
});

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
function figures(page: ParentNode, query: Query, c: Checks): void {
  const s = sphereCollisionScenario({ ...defaults(sphereCollisionParams), ...query });
  const svgs = all(widgetSection(page, 'sp-collision'), '[data-sp-plot] .plot-box svg');
  const panels = [
    [s.afterNormal.dT, s.afterVariant.dT],
    [s.afterNormal.spinGainA, s.afterVariant.spinGainA],
  ] as const;
  if (c.count(svgs, 2, 'offset plots'))
    for (const [i, [normal, variant]] of panels.entries())
      expectDots(
        c,
        svgs[i]!,
        all(svgs[i]!, 'g[aria-label="dot"] circle'),
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
  const front = c.one(page, 'svg[aria-labelledby^="sp-front-title"]', 'front view');
  const com = (name: string) => {
    const dot = front?.querySelector(`[data-com="${name}"]`);
    return { x: Number(dot?.getAttribute('cx')), y: Number(dot?.getAttribute('cy')) };
  };
  c.below(dist(com('A'), fpx({ x: 0, y: -RA })), DIAGRAM_TOL, "A's centre of mass");
  c.below(
    dist(com('B'), fpx({ x: s.p.off * RB * Math.cos(az), y: RB })),
    DIAGRAM_TOL,
    "B's centre of mass, off its geometric centre",
  );
  const impulse = (P: { x: number; y: number; z: number }) => {
    const len = Math.hypot(P.x, P.y, P.z);
    const f = len * 0.35 * R > 1.25 * R ? (1.25 * R) / len : 0.35 * R;
    return { from: fpx({ x: 0, y: 0 }), to: fpx({ x: f * P.x, y: f * P.y }) };
  };
  expectArrows(
    c,
    all(front, '[data-impulses] line'),
    s.noImpulseReason === null ? [impulse(s.afterNormal.P), impulse(s.afterVariant.P)] : [],
    'front view: the impulses of the two methods',
  );

  // The secondary figures: every arrow's start and tip, in world units through its view's mapping.
  secondaryFigures(page, c, s, R, fpx);

  // Both curves of both panels: each method at every sampled offset, worked here one scenario per offset.
  const offs = Array.from({ length: OFFSET_SAMPLES }, (_, k) => -1 + (2 * k) / (OFFSET_SAMPLES - 1));
  const at = offs.map((off) => sphereCollisionScenario({ ...s.p, off }));
  const curves = [
    [(x: typeof s) => x.afterNormal.dT, (x: typeof s) => x.afterVariant.dT],
    [(x: typeof s) => x.afterNormal.spinGainA, (x: typeof s) => x.afterVariant.spinGainA],
  ] as const;
  for (const [i, fs] of curves.entries())
    expectLines(
      c,
      svgs[i] ?? null,
      fs.map((f) => at.map((x, k) => [offs[k]!, f(x)] as [number, number])),
      `offset plot ${i} curves`,
    );

  // The box: total spin and energy of each run over time (friction, normal, variant: drawn in that order).
  const bp = values(spheresBoxParams, query);
  const box = spheresBoxScenario(bp);
  const boxPlots = all(widgetSection(page, 'sp-box'), '.plot-box svg');
  const methods = boxMethods(bp.boxFriction, ['friction', 'normal', 'variant']);
  if (c.count(boxPlots, 2, 'box plots'))
    for (const [i, key] of (['spin', 'energy'] as const).entries())
      expectLines(
        c,
        boxPlots[i]!,
        methods.map((m) =>
          box.rows.filter((r) => r.method === m).map((r) => [r.t, r[key]] as [number, number]),
        ),
        `box ${key}`,
      );
}

type Sc = ReturnType<typeof sphereCollisionScenario>;
type W3 = { x: number; y: number; z: number };
const add3 = (a: W3, b: W3) => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const scale3 = (a: W3, k: number) => ({ x: a.x * k, y: a.y * k, z: a.z * k });
/** An arrow's world vector: 0.35·R per m/s or N·s, none longer than 1.25·R (R the larger radius). */
const drawnLength = (v: W3, R: number) => {
  const len = Math.hypot(v.x, v.y, v.z);
  return len * 0.35 * R > 1.25 * R ? scale3(v, (1.25 * R) / len) : scale3(v, 0.35 * R);
};

function secondaryFigures(
  page: ParentNode,
  c: Checks,
  s: Sc,
  R: number,
  fpx: (w: { x: number; y: number }) => { x: number; y: number },
): void {
  const applied = s.noImpulseReason === null;
  // Front view: each movable body's velocity before (grey), after the normal impulse and after the
  // variant, from its centre of mass.
  const front = page.querySelector('svg[aria-labelledby^="sp-front-title"]');
  const bodies = [
    { name: 'A', at: s.xA, fixed: s.a.invMass === 0, v: [s.a.v, s.afterNormal.a.v, s.afterVariant.a.v] },
    { name: 'B', at: s.xB, fixed: s.b.invMass === 0, v: [s.b.v, s.afterNormal.b.v, s.afterVariant.b.v] },
  ];
  for (const b of bodies)
    for (const [i, stroke] of ['var(--before)', 'var(--sp-normal)', 'var(--sp-variant)'].entries()) {
      const v = b.v[i]!;
      const want =
        b.fixed || (i > 0 && !applied) ? [] : [{ from: fpx(b.at), to: fpx(add3(b.at, drawnLength(v, R))) }];
      expectArrows(
        c,
        all(front, `[data-body="${b.name}"] line[stroke="${stroke}"]`),
        want,
        `front view: velocity of ${b.name} (${stroke})`,
      );
    }

  // Top view (looking down n: x right, z down, the contact point at the centre, 320/(2.6·R) px per m):
  // the tangential part of the contact points' relative velocity before, after the normal impulse and
  // after the variant, then the variant's tangential impulse on B.
  const k = 320 / (2 * 1.3 * R);
  const tpx = (w: W3) => ({ x: 160 + w.x * k, y: 170 + w.z * k });
  const n = s.c.n;
  const tangential = (v: W3) => add3(v, scale3(n, -(v.x * n.x + v.y * n.y + v.z * n.z)));
  const top = c.one(page, 'svg[aria-labelledby^="sp-top-title"]', 'top view');
  const o = { x: 0, y: 0, z: 0 };
  const fromO = (v: W3) => ({ from: tpx(o), to: tpx(drawnLength(tangential(v), R)) });
  expectArrows(
    c,
    all(top, '[data-slip] line'),
    [s.vRel, ...(applied ? [s.afterNormal.vRel, s.afterVariant.vRel] : [])].map(fromO),
    'top view: the slip before, after the normal impulse, after the variant',
  );
  expectArrows(
    c,
    all(top, '[data-impulses] line'),
    applied ? [fromO(s.afterVariant.P)] : [],
    "top view: the variant's tangential impulse",
  );

  // The basis figure (the widget's defaults, whatever the URL): an oblique view, 88 px per m, the
  // contact point at (204.6, 210), z drawn 0.42 left and down per metre. r_A and r_B to the contact
  // point; n, t₀, t₁ 1 m long; then, from (2.75, 1.3) m, v_rel at 0.5 m per m/s, v_t t₀, and v_n n
  // from v_t t₀'s tip.
  const d = sphereCollisionScenario(defaults(sphereCollisionParams));
  const opx = (w: W3) => ({ x: 204.6 + (w.x - 0.42 * w.z) * 88, y: 210 - (w.y - 0.42 * w.z) * 88 });
  const inset = (w: W3) => {
    const q = opx(scale3(w, 0.5));
    return { x: q.x + 2.75 * 88, y: q.y - 1.3 * 88 };
  };
  const vt = scale3(d.variant.t0, d.variant.vt);
  const vn = scale3(d.c.n, d.normal.vn);
  expectArrows(
    c,
    arrowLines(c.one(page, 'svg[aria-labelledby^="sp-basis-figure-title"]', 'basis figure')),
    [
      { from: opx(d.xA), to: opx(o) },
      { from: opx(d.xB), to: opx(o) },
      { from: opx(o), to: opx(d.c.n) },
      { from: opx(o), to: opx(d.variant.t0) },
      { from: opx(o), to: opx(d.variant.t1) },
      { from: inset(o), to: inset(d.vRel) },
      { from: inset(o), to: inset(vt) },
      { from: inset(vt), to: inset(add3(vt, vn)) },
    ],
    'basis figure: r_A, r_B, n, t₀, t₁, v_rel, v_t t₀, v_n n',
  );
}

const declaration: PageDecl = {
  widgets: [sphereCollisionWidget, boxWidget],
  configs: {
    defaults: {},
    // A true sphere B (the methods agree) hitting an immovable A; gravity and no friction run.
    'true sphere, A immovable': {
      off: 0,
      fixA: true,
      e: 0.4,
      boxCount: 2,
      boxGravity: true,
      boxFriction: false,
    },
    // Nothing can move, and a no-slip contact elsewhere is covered by 'head-on'.
    'both immovable': { fixA: true, fixB: true, boxCount: 1, boxSeed: 7, boxE: 0.5 },
    // Eight spheres under gravity, seed 13: the two runs part by more than rounding (about 2e-8).
    'head-on': { vBx: 0, vBz: 0, az: 90, off: -0.4, boxCount: 8, boxSeed: 13, boxGravity: true },
  },
  link: 'true sphere, A immovable',
  pageFigures: ['BasisFigure'],
  figures,
};

export default declaration;
