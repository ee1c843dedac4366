// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what each of its widgets must show (readouts, notices and sentences, worked here from
// the chapter's scenarios), the configurations that reach its regimes, and the geometry of its key
// figures.
import { kinetic, widgetSection, paramWidget, type PageDecl, type Query } from './readouts';
import {
  plotScale,
  expectDots,
  expectArrowVectors,
  expectArrows,
  arrowLines,
  all,
  type Checks,
} from './figure-checks';
import { fmt } from '../../../src/lib/format';
import { type Vec2 } from '../../../src/solver';
import { defaults } from '../../../src/params/spec';
import {
  combinedMu,
  frictionParams,
  frictionScenario,
  regimeLabel,
  regimeSpeedExtent,
} from '../../../src/chapters/friction-clamping/scenario';
import { niceMax } from '../../../src/kit/plot/domain';
import { throwParams, throwScenario } from '../../../src/chapters/friction-clamping/throw-scenario';

const contactWidget = paramWidget('fr-contact', 'ContactWidget', frictionParams, (p) => {
  const s = frictionScenario(p);
  return {
    readouts: {
      jn: fmt(s.normal.j),
      limits: `${fmt(s.staticLimit)} / ${fmt(s.dynamicCap)}`,
      'jt-star': fmt(s.friction.jtStar),
      jt: fmt(s.friction.jt),
      regime: regimeLabel(s),
      vt: fmt(s.friction.vt),
      'vt-after': fmt(s.vtAfter),
      vn: fmt(s.normal.vn),
      'vn-after': fmt(s.normal.vnAfter),
      ke: fmt(kinetic(s.a, s.b)),
      'ke-normal': fmt(kinetic(s.normal.a, s.normal.b)),
      'ke-after': fmt(kinetic(s.friction.a, s.friction.b)),
    },
    notices: [
      ...(s.muNotice ? [s.muNotice] : []),
      ...(s.noGripReason ? [s.noGripReason] : []),
      // Read from the link's checkbox, not the scenario's body, so that a scenario ignoring it shows.
      ...(p.fixA ? ['* Of B only: the immovable ground has infinite mass and stays at rest.'] : []),
    ],
    sentences: {
      '.fr-regime': regimeLabel(s),
      '.widget-summary': s.noGripReason
        ? s.noGripReason
        : `The normal impulse is jn = ${fmt(s.normal.j)} N·s, so friction may use up to μsjn = ${fmt(s.staticLimit)} N·s. Stopping the slip of ${fmt(Math.abs(s.friction.vt))} m/s takes |jt*| = ${fmt(Math.abs(s.friction.jtStar))} N·s: ${
            s.friction.regime === 'static'
              ? 'that fits, so the contact sticks and the slip stops.'
              : `too much, so the contact slips and friction gives the cap μdjn = ${fmt(s.dynamicCap)} N·s; the slip only slows to ${fmt(Math.abs(s.vtAfter))} m/s.`
          }`,
    },
  };
});

const combineWidget = paramWidget('fr-combine', 'CombineWidget', frictionParams, (p) => {
  return {
    readouts: Object.fromEntries(combinedMu(p.muA, p.muB).map((r) => [`combine-${r.rule}`, fmt(r.value)])),
    notices: [],
  };
});

const throwWidget = paramWidget('fr-throw', 'ThrowWidget', throwParams, (p) => {
  const run = throwScenario(p);
  return {
    readouts: {
      'throw-vf': fmt(run.rollingSpeed),
      'throw-vx': fmt(run.final.vx),
      'throw-wr': fmt(run.final.rollingAtSpin),
      'throw-landed': run.landed === null ? '—' : fmt(run.landed),
      'throw-rolling': run.rollingFrom === null ? 'not rolling' : fmt(run.rollingFrom),
      'throw-ke0': fmt(run.samples[0]!.kinetic),
      'throw-ke': fmt(run.final.kinetic),
    },
    notices: run.muNotice ? [run.muNotice] : [],
    sentences: { '[data-fr-throw-outcome]': run.outcome },
  };
});

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
function figures(page: ParentNode, query: Query, c: Checks): void {
  const p = { ...defaults(frictionParams), ...query };
  const combine = widgetSection(page, 'fr-combine')?.querySelector('.plot-box svg') ?? null;
  expectDots(
    c,
    combine,
    all(combine, 'g[aria-label="dot"] circle'),
    combinedMu(p.muA, p.muB).map((r) => [p.muB, r.value]),
    'combine plot',
  );
  // The speed chart's thin rule is the analytic rolling speed.
  const run = throwScenario({ ...defaults(throwParams), ...query });
  const speed = all(widgetSection(page, 'fr-throw'), '.plot-box svg')[2];
  const rule = all(speed ?? null, 'g[aria-label="rule"]')[1]?.querySelector('line');
  if (!speed || !rule) c.fail('speed chart: no rolling-speed rule');
  else
    c.close(
      Number(rule.getAttribute('y1')),
      plotScale(speed, 'y')(run.rollingSpeed),
      0,
      'rolling-speed rule',
    );

  // The contact diagram. The impulse panel (origin at (470, 205), y up) draws the impulse on B scaled
  // so that jₙn is 118 px: jₙn, then jₜt from its tip, then their sum. B's velocity arrows are 14 px
  // per m/s, and so is the slip of the contact points along t, drawn 40 px (before) and 72 px (after)
  // below the contact point at (190, 205).
  const f = frictionScenario(p);
  const n = f.c.n;
  const t = f.friction.t;
  const diagram = c.one(page, 'svg[aria-labelledby^="fr-diagram-title"]', 'contact diagram');
  const svgVec = (v: Vec2, k: number) => ({ x: v.x * k, y: -v.y * k });
  const grip = f.noGripReason === null;
  const ratio = grip ? f.friction.jt / f.normal.j : 0;
  expectArrowVectors(
    c,
    all(diagram, 'line[stroke="var(--impulse)"]'),
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
  expectArrowVectors(
    c,
    all(diagram, 'line[stroke="var(--before)"]'),
    [{ d: svgVec(f.b.v, 14) }, slip(f.friction.vt, 40)],
    'velocity and slip before',
  );
  expectArrowVectors(
    c,
    all(diagram, 'line[stroke="var(--after)"]'),
    [{ d: svgVec(f.friction.b.v, 14) }, slip(f.vtAfter, 72)],
    'velocity and slip after',
  );

  // The regime map: the hollow dot at (|vₜ|, |jₜ*|), what stopping the slip takes, the filled one at
  // (|vₜ|, |jₜ|), what the clamp applies, coloured by the regime: sticking exactly when |jₜ*| ≤ μs·jₙ.
  const map = widgetSection(page, 'fr-contact')?.querySelector('.plot-box svg') ?? null;
  expectDots(
    c,
    map,
    all(map, 'g[aria-label="dot"] circle'),
    [
      [Math.abs(f.friction.vt), Math.abs(f.friction.jtStar)],
      [Math.abs(f.friction.vt), Math.abs(f.friction.jt)],
    ],
    'regime map',
  );
  c.equal(
    all(map, 'g[aria-label="dot"]')[1]?.getAttribute('fill'),
    !grip
      ? 'var(--fr-air)'
      : Math.abs(f.friction.jtStar) <= f.staticLimit
        ? 'var(--fr-stick)'
        : 'var(--fr-slip)',
    'regime colour',
  );
  // Its shading: "stick" from no slip up to the threshold speed k_t·μs·j_n, where stopping the slip
  // takes exactly the static limit, and "slip" (or "no grip") from there to the axis's end.
  if (!map) return;
  const sx = plotScale(map, 'x');
  const xMax = niceMax(regimeSpeedExtent(f));
  const threshold = grip ? Math.min(f.kt * p.muS * f.normal.j, xMax) : 0;
  const shades = all(map, 'g[aria-label="rect"]');
  if (c.count(shades, 2, 'regime shading')) {
    const span = (i: number) =>
      all(shades[i]!, 'rect').map(
        (r) => [Number(r.getAttribute('x')), Number(r.getAttribute('width'))] as [number, number],
      );
    const [stickRects, slipRects] = [span(0), span(1)];
    for (const [x, w] of stickRects) {
      c.close(x, sx(0), 0, 'stick shading starts at no slip');
      c.close(x + w, sx(threshold), 0, 'stick shading ends at the threshold speed');
    }
    if (threshold > 0) c.equal(stickRects.length, 1, 'stick shading');
    c.equal(slipRects.length, 1, 'slip shading');
    if (slipRects.length === 1) {
      c.close(slipRects[0]![0], sx(threshold), 0, 'slip shading starts at the threshold speed');
      c.close(slipRects[0]![0] + slipRects[0]![1], sx(xMax), 0, 'slip shading ends at the axis end');
    }
    c.equal(shades[0]!.getAttribute('fill'), 'var(--fr-stick)', 'stick shading colour');
    c.equal(
      shades[1]!.getAttribute('fill'),
      grip ? 'var(--fr-slip)' : 'var(--fr-air)',
      'slip shading colour',
    );
  }

  // The ground figure (the contact widget's defaults, whatever the URL; 330 px per m, the contact
  // point at (270, 198), y up): r_B from B's centre to the contact; n and t, 0.26 m, from (0.78, 0.12) m;
  // the slide v_t·t at 0.045 m per m/s from 5 cm below the contact; the friction impulse j_t·t on B at
  // 0.32 m per N·s from 2.5 cm above it, and −j_t·t on A from 13 cm below.
  const g = frictionScenario(defaults(frictionParams));
  const gpx = (w: Vec2) => ({ x: 270 + w.x * 330, y: 198 - w.y * 330 });
  const along = (from: Vec2, d: Vec2, k: number) => ({
    from: gpx(from),
    to: gpx({ x: from.x + d.x * k, y: from.y + d.y * k }),
  });
  const gt = g.friction.t;
  const axes = { x: 0.78, y: 0.12 };
  expectArrows(
    c,
    arrowLines(c.one(page, 'svg[aria-labelledby^="fr-ground-figure-title"]', 'ground figure')),
    [
      { from: gpx(g.xB), to: gpx({ x: 0, y: 0 }) },
      along(axes, g.c.n, 0.26),
      along(axes, gt, 0.26),
      along({ x: 0, y: -0.05 }, gt, g.friction.vt * 0.045),
      along({ x: 0, y: 0.025 }, gt, g.friction.jt * 0.32),
      along({ x: 0, y: -0.13 }, gt, -g.friction.jt * 0.32),
    ],
    'ground figure: r_B, n, t, v_t t, j_t t on B, −j_t t on A',
  );
}

const declaration: PageDecl = {
  widgets: [contactWidget, combineWidget, throwWidget],
  configs: {
    defaults: {},
    // A slow slide that sticks, on a movable A, with μd above μs in both widgets (their notices).
    'sticking, μd > μs': {
      vx: 0.5,
      muS: 0.8,
      muD: 0.9,
      fixA: false,
      muA: 0.2,
      muB: 1.2,
      throwSpin: -10,
      throwMuD: 0.6,
    },
    // B moving away: no normal impulse, so nothing for friction to grip with; a gentle plastic throw.
    'no grip': { vy: 1, w: 4, muA: 0, muB: 1.5, throwSpeed: 1, throwAngle: 10, throwSpin: 0, throwE: 0 },
    // B sliding along A without pressing on it (vn = 0); a frictionless throw that never rolls.
    'resting, frictionless': { vy: 0, throwMuS: 0, throwMuD: 0 },
  },
  link: 'sticking, μd > μs',
  pageFigures: ['GroundFigure'],
  figures,
};

export default declaration;
