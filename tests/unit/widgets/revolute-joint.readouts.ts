// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what each of its widgets must show (readouts, notices and sentences, worked here from
// the chapter's scenarios), the configurations that reach its regimes, and the geometry of its key
// figures.
import {
  values,
  columnsOf,
  kinetic,
  widgetSection,
  paramWidget,
  type PageDecl,
  type Query,
} from './readouts';
import {
  plotScale,
  expectLines,
  expectArrows,
  lineEnds,
  dist,
  all,
  DIAGRAM_TOL,
  pointVel,
  type Checks,
} from './figure-checks';
import { fmt, fmtVec } from '../../../src/lib/format';
import { type Vec2 } from '../../../src/solver';
import { defaults } from '../../../src/params/spec';
import {
  ellipseExtent,
  ellipseFigure,
  jointParams,
  jointScenario,
} from '../../../src/chapters/revolute-joint/scenario';
import {
  LINK_LENGTH,
  MODES,
  chainParams,
  chainScenario,
} from '../../../src/chapters/revolute-joint/chain-scenario';

const kExplorer = paramWidget('rj-k', 'KExplorer', jointParams, (p) => {
  const s = jointScenario(p);
  const [k11, k12, k21, k22] = s.result.K;
  const { a, b } = s.result;
  const mw = s.massWeighted;
  const bg = s.baumgarte;
  const twoRules: Record<string, string> =
    s.pinv.rank === 1
      ? {
          'policy-j': fmtVec(s.result.j),
          'pinv-j': fmtVec(s.pinv.j),
          'policy-vrel-after': fmtVec(s.vRelAfter),
          'pinv-vrel-after': fmtVec(s.pinv.vRelAfter),
          'policy-spins': `${fmt(a.w, 3)} · ${fmt(b.w, 3)}`,
          'pinv-spins': `${fmt(s.pinv.a.w, 3)} · ${fmt(s.pinv.b.w, 3)}`,
          'policy-ke-after': fmt(kinetic(a, b)),
          'pinv-ke-after': fmt(kinetic(s.pinv.a, s.pinv.b)),
        }
      : {};
  const readouts: Record<string, string> = {
    k11: fmt(k11),
    k12: fmt(k12),
    k21: fmt(k21),
    k22: fmt(k22),
    det: fmt(s.det),
    trace: fmt(s.trace),
    l1: fmt(s.eig.l1),
    l2: fmt(s.eig.l2),
    'e1-angle': `${fmt((s.eig.angle * 180) / Math.PI, 3)}°`,
    meff: fmt(s.meff),
    'meff-min': fmt(1 / s.eig.l1),
    'meff-max': s.singular || !(s.eig.l2 > 0) ? '∞' : fmt(1 / s.eig.l2),
    j: fmtVec(s.result.j),
    vrel: fmtVec(s.vRel),
    'vrel-after': fmtVec(s.vRelAfter),
    vcA: fmtVec(s.vcA),
    'vcA-after': fmtVec(s.vcAAfter),
    vcB: fmtVec(s.vcB),
    'vcB-after': fmtVec(s.vcBAfter),
    bodyA: `${fmtVec(s.a.v)}, ${fmt(s.a.w, 3)}`,
    'bodyA-after': `${fmtVec(a.v)}, ${fmt(a.w, 3)}`,
    bodyB: `${fmtVec(s.b.v)}, ${fmt(s.b.w, 3)}`,
    'bodyB-after': `${fmtVec(b.v)}, ${fmt(b.w, 3)}`,
    ke: fmt(kinetic(s.a, s.b)),
    'ke-after': fmt(kinetic(a, b)),
    ...twoRules,
    'mass-weighted': mw
      ? `mass-weighted correction: A’s centre moves ${fmtVec(mw.dA)} m, B’s ${fmtVec(mw.dB)} m; both anchors meet at ${fmtVec(mw.meetA)} m, closer to the heavier body’s anchor.`
      : s.massWeightedReason!,
    baumgarte: bg
      ? `Baumgarte (β = ${fmt(bg.beta)}, Δt = 1/60 s): the impulse becomes ${fmtVec(bg.j)} N·s, leaving vrel′ = ${fmtVec(bg.vRelAfter)} m/s = −βC/Δt, which closes a fraction β of the gap in the next step.`
      : 'Baumgarte: K is singular, so there is no bias impulse either.',
  };
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/^policy-/, 'P = 0 (the solver’s policy)'],
      [/^pinv-/, 'P⁺ = −K v_rel/(tr K)² (pseudo-inverse)'],
      [/-after$|^j$/, 'After'],
      [/^(vrel|vcA|vcB|bodyA|bodyB|ke)$/, 'Before'],
    ]),
    notices: [
      ...(s.singularReason ? [s.singularReason] : []),
      ...(s.kinematicMotion
        ? [
            '* Movable parts only. An immovable body (or the axle of one) keeps the velocity you give it — think of a moving platform — and can do work on the other body.',
          ]
        : []),
      ...(s.pinv.rank === 1
        ? [
            'The pseudo-inverse cancels the part of v_rel along the one line the pin can move on and leaves the rest, which no impulse can reach. With every immovable part at rest v_rel lies on that line, and the pin holds.',
          ]
        : []),
    ],
  };
});

const chainWidget = paramWidget('rj-chain', 'ChainWidget', chainParams, (p) => {
  const c = chainScenario(p);
  const readouts: Record<string, string> = {};
  for (const { key } of MODES) {
    const m = c.summary.find((x) => x.key === key)!;
    readouts[`drift-max-${key}`] = fmt(m.maxDrift, 3);
    readouts[`de-end-${key}`] = fmt(m.finalDE, 3);
    readouts[`de-max-${key}`] = fmt(m.maxDE, 3);
  }
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/^drift-max-/, 'Largest gap (mm)'],
      [/^de-end-/, 'End E − E₀ (J)'],
      [/^de-max-/, 'Highest E − E₀ (J)'],
    ]),
    notices: c.hangingNote ? [c.hangingNote] : [],
  };
});

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
function figures(page: ParentNode, query: Query, c: Checks): void {
  const s = jointScenario({ ...defaults(jointParams), ...query });
  const f = ellipseFigure(s, ellipseExtent(s));
  // The ellipse chart's arrow is K·d: its end through the chart's scales.
  const svg = widgetSection(page, 'rj-k')?.querySelector('.rj-ellipse .plot-box svg') ?? null;
  const d = svg?.querySelector('g[aria-label="link"] path[marker-end]')?.getAttribute('d') ?? null;
  const end = /L([-\d.e]+),([-\d.e]+)\s*$/.exec(d ?? '');
  if (!svg || !end) c.fail(`K·d arrow path ${d}`);
  else {
    c.close(Number(end[1]), plotScale(svg, 'x')(f.response.x2), 0, 'K·d arrow end, x');
    c.close(Number(end[2]), plotScale(svg, 'y')(f.response.y2), 0, 'K·d arrow end, y');
  }

  // The joint diagram: A's anchor at the origin, B's at C (the drift), each centre at its anchor
  // minus its lever arm (xA = −rA, xB = C − rB), the view centred between the centres at 140 px/m.
  const p = s.p;
  const rA = { x: p.rAx, y: p.rAy };
  const rB = { x: p.rBx, y: p.rBy };
  const C = { x: p.gapX, y: p.gapY };
  const xA = { x: -rA.x, y: -rA.y };
  const xB = { x: C.x - rB.x, y: C.y - rB.y };
  const mid = { x: (xA.x + xB.x) / 2, y: (xA.y + xB.y) / 2 };
  const joint = c.one(
    widgetSection(page, 'rj-k'),
    'svg[aria-labelledby^="rj-diagram-title"]',
    'joint diagram',
  );
  if (joint) {
    const [, , W, H] = (joint.getAttribute('viewBox') ?? '').split(' ').map(Number) as number[];
    const PX = 140;
    const px = (w: Vec2) => ({ x: W! / 2 + (w.x - mid.x) * PX, y: H! / 2 - (w.y - mid.y) * PX });
    const O = { x: 0, y: 0 };
    for (const [name, x, anchor] of [
      ['A', xA, O],
      ['B', xB, C],
    ] as const) {
      // The lever arm: the body's first line in its colour, centre → anchor.
      const line = joint.querySelector(`line[stroke="var(--body-${name.toLowerCase()})"]`);
      if (!line) {
        c.fail(`lever arm r${name}: not drawn`);
        continue;
      }
      const arm = lineEnds(line);
      c.below(dist(arm.from, px(x)), DIAGRAM_TOL, `lever arm r${name} starts at the centre`);
      c.below(dist(arm.to, px(anchor)), DIAGRAM_TOL, `lever arm r${name} ends at the anchor`);
    }
    // Anchor velocities (0.4 m per m/s) before, and after where K is invertible; the impulse P on B
    // and −P on A (0.5 m per N·s, at most 1.1 m long).
    const vel = (at: Vec2, v: Vec2) => ({
      from: px(at),
      to: px({ x: at.x + 0.4 * v.x, y: at.y + 0.4 * v.y }),
    });
    expectArrows(
      c,
      all(joint, 'line[stroke="var(--before)"]'),
      [vel(O, pointVel(s.a, rA)), vel(C, pointVel(s.b, rB))],
      'velocities before',
    );
    const afterArrows = (vA: { x: number; y: number }, vB: { x: number; y: number }) =>
      Math.abs(vA.x - vB.x) + Math.abs(vA.y - vB.y) <= 1e-12 * (1 + Math.abs(vA.x) + Math.abs(vA.y))
        ? [vel(O, vA)]
        : [vel(O, vA), vel(C, vB)];
    const j = s.result.j;
    const jl = Math.hypot(j.x, j.y);
    const k = jl > 0 ? Math.min(0.5, 1.1 / jl) : 0;
    expectArrows(
      c,
      all(joint, 'line[stroke="var(--after)"]'),
      // Held, the two anchors move together: one arrow, at A's anchor, when their velocities agree to
      // the last bits (JointDiagram.tsx), else both.
      s.singular ? [] : afterArrows(pointVel(s.result.a, rA), pointVel(s.result.b, rB)),
      'velocities after',
    );
    expectArrows(
      c,
      all(joint, 'line[stroke="var(--impulse)"]'),
      s.singular
        ? []
        : [
            { from: px(C), to: px({ x: C.x + k * j.x, y: C.y + k * j.y }) },
            { from: px(O), to: px({ x: -k * j.x, y: -k * j.y }) },
          ],
      'impulse',
    );
  }

  // The chain: every panel's three runs (one line each, in the order of MODES) through the panel's
  // scales, and the dashed rule at the time the diagram shows.
  const ch = chainScenario(values(chainParams, query));
  const panels = all(widgetSection(page, 'rj-chain'), '.plot-box svg');
  if (c.count(panels, 3, 'chain panels'))
    for (const [i, key] of (['angle', 'dE', 'drift'] as const).entries()) {
      const panel = panels[i]!;
      expectLines(
        c,
        panel,
        MODES.map((m) => ch.rows[m.key].map((r) => [r.t, r[key]] as [number, number])),
        `chain ${key}`,
      );
      const rule = all(panel, 'g[aria-label="rule"]').at(-1)?.querySelector('line');
      if (!rule) c.fail(`chain ${key}: no time rule`);
      else
        c.close(
          Number(rule.getAttribute('x1')),
          plotScale(panel, 'x')(ch.p.tSnap),
          0,
          `chain ${key}: time rule`,
        );
    }
  // The chain diagram: the shown run's links at the sample nearest tSnap, each a rod of LINK_LENGTH
  // through its centre at its angle, worked here from the run's states; the pivot in the middle of
  // the 560×340 view, the fully stretched chain 14 px short of the edge.
  const run = ch.runs[MODES[ch.p.mode]!.key]!;
  const at = Math.round(ch.p.tSnap / run.dt);
  const scale = (340 / 2 - 14) / (ch.p.links * LINK_LENGTH);
  const cpx = (w: Vec2) => ({ x: 280 + w.x * scale, y: 170 - w.y * scale });
  const rods = run.bodies.map((b) => {
    const h = {
      x: (Math.cos(b.theta[at]!) * LINK_LENGTH) / 2,
      y: (Math.sin(b.theta[at]!) * LINK_LENGTH) / 2,
    };
    const centre = { x: b.x[at]!, y: b.y[at]! };
    return { from: { x: centre.x - h.x, y: centre.y - h.y }, to: { x: centre.x + h.x, y: centre.y + h.y } };
  });
  const diagram = widgetSection(page, 'rj-chain')?.querySelector('svg.diagram') ?? null;
  const links = all(diagram, 'line[stroke-width="6"]');
  const gaps = all(diagram, 'line[stroke="var(--errata-rule)"]');
  if (!c.count(links, ch.p.links, 'one rod per link') || !c.count(gaps, ch.p.links, 'one gap per joint'))
    return;
  for (const [i, rod] of rods.entries()) {
    const shown = lineEnds(links[i]!);
    c.below(dist(shown.from, cpx(rod.from)), DIAGRAM_TOL, `link ${i} upper end`);
    c.below(dist(shown.to, cpx(rod.to)), DIAGRAM_TOL, `link ${i} lower end`);
    // Joint i joins the pivot (or the link above's end) to this link's upper end.
    const gap = lineEnds(gaps[i]!);
    c.below(
      dist(gap.from, cpx(i === 0 ? { x: 0, y: 0 } : rods[i - 1]!.to)),
      DIAGRAM_TOL,
      `joint ${i}: A's anchor`,
    );
    c.below(dist(gap.to, cpx(rod.from)), DIAGRAM_TOL, `joint ${i}: B's anchor`);
  }
}

const declaration: PageDecl = {
  widgets: [kExplorer, chainWidget],
  configs: {
    defaults: {},
    // A immovable and at rest, no drift; a single link released hanging straight down.
    'A immovable, hanging chain': { fixA: true, vAx: 0, vAy: 0, gapX: 0, gapY: 0, links: 1, angle0: -90 },
    // A immovable but moving, B on an axle: K has rank 1; a long chain with strong Baumgarte.
    'singular K': { fixA: true, axleB: true, dirDeg: 45, links: 5, angle0: 0, beta: 0.5, mode: 2 },
  },
  link: 'singular K',
  figures,
};

export default declaration;
