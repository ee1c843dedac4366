// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what each of its widgets must show (readouts, notices and sentences, worked here from
// the chapter's scenarios), the configurations that reach its regimes, and the geometry of its key
// figures.
import { columnsOf, kinetic, widgetSection, paramWidget, type PageDecl, type Query } from './readouts';
import { expectDots, arrow, all, type Checks } from './figure-checks';
import { fmt, fmtVec } from '../../../src/lib/format';
import { defaults, type ParamValues } from '../../../src/params/spec';
import type { Body2 } from '../../../src/solver';
import {
  collisionParams,
  collisionScenario,
  restitutionPoint,
} from '../../../src/chapters/normal-impulse/scenario';

/** Pixels per metre and metres per m/s of the collision diagram (src/chapters/normal-impulse/CollisionDiagram.tsx). */
const COLLISION_PX_PER_M = 90;
const COLLISION_VEL_SCALE = 0.3;

const STAR_NOTE =
  '* Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not finite numbers. Momentum is not conserved here — the immovable body absorbs the change.';
/** The footnote, and when the movable bodies gained energy (a moving immovable body did work), why. */
const starNote = (gain: number) =>
  gain > 1e-9
    ? `${STAR_NOTE} The kinetic energy rose by ${fmt(gain)} J: the immovable body is moving, and a moving wall does work on what it hits, as a bat does on a ball. The energy comes from whatever keeps it moving; none is created.`
    : STAR_NOTE;

/**
 * The bodies before the impulse as the link sets them, worked here from its values rather than taken
 * from the scenario, so that a scenario ignoring an "immovable" checkbox shows: an immovable body has
 * no inverse mass or inertia.
 */
function linkBodies(p: ParamValues<typeof collisionParams>): Body2[] {
  const body = (fixed: boolean, m: number, I: number, vx: number, vy: number, w: number): Body2 => ({
    invMass: fixed ? 0 : 1 / m,
    invInertia: fixed ? 0 : 1 / I,
    v: { x: vx, y: vy },
    w,
  });
  return [body(p.fixA, p.mA, p.IA, p.vAx, p.vAy, p.wA), body(p.fixB, p.mB, p.IB, p.vBx, p.vBy, p.wB)];
}

const collisionWidget = paramWidget('collision', 'CollisionWidget', collisionParams, (p) => {
  const s = collisionScenario(p);
  const { before, after } = s.totals;
  const r = s.result;
  const star = p.fixA || p.fixB;
  const readouts: Record<string, string> = {
    j: fmt(r.j),
    vn: fmt(r.vn),
    'vn-after': fmt(r.vnAfter),
    ke: fmt(kinetic(...linkBodies(p))),
    'ke-after': fmt(kinetic(s.result.a, s.result.b)),
    p: fmtVec(before.linear),
    'p-after': fmtVec(after.linear),
    L: fmt(before.angular),
    'L-after': fmt(after.angular),
  };
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/-after$|^j$/, 'After'],
      [/./, 'Before'],
    ]),
    notices: [
      ...(s.noImpulseReason ? [s.noImpulseReason] : []),
      ...(star ? [starNote(kinetic(s.result.a, s.result.b) - kinetic(s.a, s.b))] : []),
    ],
    sentences: {
      '.widget-summary': s.noImpulseReason
        ? s.noImpulseReason
        : `Approaching at vn = ${fmt(r.vn)} m/s; the impulse j = ${fmt(r.j)} N·s (effective mass ${fmt(r.effectiveMass)} kg) makes them separate at ${fmt(r.vnAfter)} m/s = −e·vn.`,
    },
  };
});

const restitutionWidget = paramWidget('restitution', 'RestitutionWidget', collisionParams, (p) => {
  // The widget's curves run e over [0, 1]; it says "flat at zero" when no e gives an impulse. The
  // impulse is (1 + e)·(something ≥ 0): positive for some e exactly when it is positive at e = 1.
  const anyImpulse = collisionScenario({ ...p, e: 1 }).result.j > 0;
  return {
    readouts: {},
    notices: anyImpulse
      ? []
      : [
          'With the current configuration no impulse is applied for any e (the bodies are not approaching, or nothing can move), so every curve is flat at zero.',
        ],
  };
});

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
function figures(page: ParentNode, query: Query, c: Checks): void {
  const s = collisionScenario({ ...defaults(collisionParams), ...query });
  // The collision diagram: each body's after-velocity arrow runs from its centre along v′ (y up),
  // 0.3 m per m/s at 90 px per metre; the impulse arrow points along n.
  const diagram = widgetSection(page, 'collision')?.querySelector('svg.diagram') ?? null;
  const after = all(diagram, 'line[stroke="var(--after)"]');
  // Drawn only when an impulse changes something, and only for a body that moves afterwards.
  const bodies =
    s.result.j > 0 ? [s.result.a, s.result.b].filter((b) => Math.hypot(b.v.x, b.v.y) > 1e-9) : [];
  if (c.count(after, bodies.length, 'after-velocity arrows'))
    for (const [i, b] of bodies.entries()) {
      const { from, tip } = arrow(after[i]!);
      const scale = COLLISION_PX_PER_M * COLLISION_VEL_SCALE;
      c.close((tip.x - from.x) / scale, b.v.x, 2, `after-velocity arrow ${i}, x`);
      c.close(-(tip.y - from.y) / scale, b.v.y, 2, `after-velocity arrow ${i}, y`);
    }
  const impulse = all(diagram, 'line[stroke="var(--impulse)"]');
  if (s.result.j > 0) {
    if (c.count(impulse, 1, 'impulse arrow')) {
      const { from, tip } = arrow(impulse[0]!);
      const angle = (Math.atan2(-(tip.y - from.y), tip.x - from.x) * 180) / Math.PI;
      c.close(angle, s.p.normalDeg, 1, 'impulse arrow along n');
    }
  } else c.count(impulse, 0, 'no impulse arrow without an impulse');
  // Each restitution panel's marker dot sits at (e, value) through the panel's own axis scales.
  const current = restitutionPoint(s);
  const svgs = all(widgetSection(page, 'restitution'), '.plot-box svg');
  if (c.count(svgs, 3, 'restitution panels'))
    for (const [i, key] of (['j', 'vnAfter', 'energyLost'] as const).entries())
      expectDots(c, svgs[i]!, all(svgs[i]!, '.plot-markers circle'), [[current.e, current[key]]], key);
}

const declaration: PageDecl = {
  widgets: [collisionWidget, restitutionWidget],
  configs: {
    defaults: {},
    // B immovable, a tilted normal and a softer bounce: movable-body totals and their footnote.
    'B immovable': { fixB: true, e: 0.3, normalDeg: 30 },
    // B immovable and moving into A at 1 m/s, e = 0.8: A gains energy (9.25 → 11.45 J), and the
    // footnote says where it comes from.
    'B immovable, moving': { fixB: true, e: 0.8 },
    // Nothing can move: k = 0, no impulse for any e.
    'both immovable': { fixA: true, fixB: true },
    // A resting contact (the contact points' normal velocities are equal) and a separating one.
    resting: { vAx: -0.7 },
    separating: { vAx: -2, e: 1 },
  },
  link: 'B immovable',
  figures,
};

export default declaration;
