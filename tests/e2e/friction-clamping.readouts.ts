// This chapter's readout declaration, for readouts.spec.ts (see readouts.ts): what each of its
// widgets must show (readouts, notices and sentences, worked here from the chapter's scenarios), the
// configurations that reach its regimes, and the geometry of its key figures.
import type { Page } from '@playwright/test';
import { expect } from './support';
import {
  values,
  kinetic,
  widgetSection,
  plotScale,
  expectDots,
  expectArrowVectors,
  type WidgetDecl,
  type PageDecl,
  type Query,
} from './readouts';
import { fmt } from '../../src/lib/format';
import { type Vec2 } from '../../src/solver';
import { defaults } from '../../src/params/spec';
import {
  combinedMu,
  frictionParams,
  frictionScenario,
  regimeLabel,
} from '../../src/chapters/friction-clamping/scenario';
import { throwParams, throwScenario } from '../../src/chapters/friction-clamping/throw-scenario';

const contactWidget: WidgetDecl = {
  id: 'fr-contact',
  island: 'ContactWidget',
  expected(query) {
    const s = frictionScenario(values(frictionParams, query));
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
        ...(s.a.invMass === 0
          ? ['* Of B only: the immovable ground has infinite mass and stays at rest.']
          : []),
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
  },
};

const combineWidget: WidgetDecl = {
  id: 'fr-combine',
  island: 'CombineWidget',
  expected(query) {
    const p = values(frictionParams, query);
    return {
      readouts: Object.fromEntries(combinedMu(p.muA, p.muB).map((r) => [`combine-${r.rule}`, fmt(r.value)])),
      notices: [],
    };
  },
};

const throwWidget: WidgetDecl = {
  id: 'fr-throw',
  island: 'ThrowWidget',
  expected(query) {
    const run = throwScenario(values(throwParams, query));
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
  },
};

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
async function figures(page: Page, query: Query): Promise<void> {
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
  figures,
};

export default declaration;
