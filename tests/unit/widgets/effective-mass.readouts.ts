// This chapter's readout declaration, for readouts.test.ts and tests/e2e/readouts.spec.ts (see
// readouts.ts): what each of its widgets must show (readouts, notices and sentences, worked here from
// the chapter's scenarios), the configurations that reach its regimes, and the geometry of its key
// figures.
import { columnsOf, widgetSection, paramWidget, type PageDecl, type Query } from './readouts';
import { expectDots, expectArrows, lineEnds, dist, all, DIAGRAM_TOL, type Checks } from './figure-checks';
import { fmt } from '../../../src/lib/format';
import { M3, type Vec2 } from '../../../src/solver';
import { defaults } from '../../../src/params/spec';
import {
  BOX_H,
  BOX_W,
  emParams,
  emScenario,
  shortcutGapPeak,
} from '../../../src/chapters/effective-mass/scenario';

const leverWidget = paramWidget('em-lever', 'LeverArmWidget', emParams, (p) => {
  const s = emScenario(p);
  const noLever = Math.abs(s.lever) < 1e-9;
  return {
    readouts: {
      'em-lever': fmt(s.lever),
      'em-rho': fmt(s.rho),
      // An immovable post (its checkbox, read from the link) has no inverse mass.
      'em-invmA': fmt(p.fixA ? 0 : 1 / p.mA),
      'em-invmB': fmt(s.terms.invMassB),
      'em-angA': fmt(s.terms.angA),
      'em-angB': fmt(s.terms.angB),
      'em-k': fmt(s.k),
      'em-meff': fmt(s.meff),
      'em-meff-norot': fmt(s.meffNoRotation),
    },
    notices: noLever
      ? [
          `The line of action passes through B’s centre: the push does not turn B, and the contact feels the full translational mass, ${fmt(s.meff)} kg.`,
        ]
      : [],
    sentences: { '[data-em="meff-summary"]': noLever ? null : `${fmt(s.meff)} kg` },
  };
});

const threeFormsWidget = paramWidget('em-forms', 'ThreeFormsWidget', emParams, (p) => {
  const s = emScenario(p);
  const { box } = s;
  const Izz = M3.at(box.inertia, 2, 2);
  const Ixz = M3.at(box.inertia, 0, 2);
  const principal = Math.abs(Ixz) <= 1e-12 * Izz && Math.abs(M3.at(box.inertia, 1, 2)) <= 1e-12 * Izz;
  const approaching = s.result.vn < 0;
  const peak = shortcutGapPeak(p);
  const diff = box.meffShortcut - box.meffTensor;
  const noTurn = !principal && Math.abs(s.lever) < 1e-9;
  const readouts: Record<string, string> = {
    'em-k-scalar': fmt(s.k),
    'em-meff-scalar': fmt(s.meff),
    'em-k-tensor': fmt(s.flat.k),
    'em-meff-tensor': fmt(s.flat.meff),
    'em-k-jacobian': fmt(s.kJacobian),
    'em-meff-jacobian': fmt(s.meffJacobian),
    'em-jv': fmt(s.JV),
    'em-bias': approaching ? fmt(s.bias) : '—',
    'em-lambda': fmt(s.result.j),
    'em-jv-after': fmt(s.result.vnAfter),
    'em-lambda-eq': fmt(s.lambdaEq),
    'em-ixz': fmt(Ixz, 3),
    'em-izz': fmt(Izz, 3),
    'em-inv-izz': `1/Izz = ${fmt(1 / Izz)}`,
    'em-izz-inv': `(I⁻¹)zz = ${fmt(M3.at(box.invInertia, 2, 2))}`,
    'em-meff-shortcut': fmt(box.meffShortcut),
    'em-meff-true': fmt(box.meffTensor),
    ...(principal || noTurn ? {} : { 'em-diff': `${fmt(diff)} kg` }),
    'em-gap-peak': peak
      ? `They part most at γ = ±${fmt(peak.turnDeg, 3)}°, by ${fmt(peak.gap)} kg (I_xz alone peaks at 45°).`
      : 'They never part: every turn of this box is about a principal axis, or the push has no lever arm.',
  };
  return {
    readouts,
    columns: columnsOf(readouts, [
      [/^em-k-/, 'k (1/kg)'],
      [/^em-meff-(scalar|tensor|jacobian)$/, 'meff (kg)'],
      [/^em-(inv-izz|meff-shortcut)$/, '2D shortcut'],
      [/^em-(izz-inv|meff-true)$/, 'Tensor form'],
    ]),
    notices: [
      ...(approaching
        ? []
        : [
            `J V ≥ 0: the contact is not closing, so the inequality constraint is satisfied and λ is clamped to 0. An equality constraint (a rod) would still act, with λ= = ${fmt(s.lambdaEq)} N·s${s.lambdaEq < 0 ? ', a pull' : ''}.`,
          ]),
      ...(box.onFace
        ? []
        : [
            `At this turn and depth the contact point (in the picture plane, ${fmt(p.s, 3)} m from the centre) lies outside the box’s bottom face, which is only ${fmt(p.depth, 3)} m deep. The numbers still hold for a push at that point (through a rigid bracket, say); reduce the turn or the offset to put it back on the box.`,
          ]),
    ],
    sentences: {
      '[data-em="principal"]': principal
        ? 'z is a principal axis at this turn (Ixz = 0): the shortcut is exact.'
        : null,
      '[data-em="no-turn"]': noTurn
        ? 'The push passes through the box’s centre, so it does not turn the box: the shortcut is exact.'
        : null,
      '[data-em="shortcut-error"]':
        principal || noTurn
          ? null
          : `The shortcut overestimates the effective mass by ${fmt(diff)} kg (${fmt((100 * diff) / box.meffTensor, 3)} %): with Ixz = ${fmt(Ixz, 3)} kg·m², a push of 1 N·s spins the box at ω = (${fmt(box.spin.x, 3)}, ${fmt(box.spin.y, 3)}, ${fmt(box.spin.z, 3)}) rad/s, not about z alone.`,
    },
  };
});

/** The page's key figures: their geometry against the scenario, through each chart's or diagram's scale. */
function figures(page: ParentNode, query: Query, c: Checks): void {
  const p = { ...defaults(emParams), ...query };
  const s = emScenario(p);
  const lever = widgetSection(page, 'em-lever')?.querySelector('.em-lever-plot .plot-box svg') ?? null;
  expectDots(c, lever, all(lever, 'g[aria-label="dot"] circle'), [[p.s, s.meff]], 'lever plot');
  const turn = widgetSection(page, 'em-forms')?.querySelector('.em-turn-plot .plot-box svg') ?? null;
  expectDots(
    c,
    turn,
    all(turn, 'g[aria-label="dot"] circle'),
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
  const leverSvg = c.one(page, 'svg[aria-labelledby^="em-lever-diagram-title"]', 'lever diagram');
  if (!leverSvg) return;
  const arm = all(leverSvg, 'line[stroke="var(--after)"][stroke-width="4"]');
  const spin = all(leverSvg, '[data-em="spin"]');
  if (Math.abs(ell) > 1e-9) {
    if (c.count(arm, 1, 'lever arm ℓ')) {
      const shown = lineEnds(arm[0]!);
      c.below(dist(shown.from, lpx({ x: 0, y: 0 })), DIAGRAM_TOL, 'lever arm ℓ from the centre');
      c.below(dist(shown.to, lpx(foot)), DIAGRAM_TOL, 'lever arm ℓ to the foot on the line of action');
    }
    if (c.count(spin, 1, 'the sense the push turns B'))
      c.equal(spin[0]!.getAttribute('data-sense'), ell > 0 ? 'ccw' : 'cw', 'the sense the push turns B');
  } else {
    c.count(arm, 0, 'no lever arm drawn');
    c.count(spin, 0, 'no spin drawn');
  }
  const gyration = c.one(leverSvg, 'circle[stroke-dasharray="3 5"]', 'radius of gyration circle');
  if (gyration)
    c.close(
      Number(gyration.getAttribute('r')),
      Math.sqrt(p.I / p.m) * 230,
      6,
      'radius of gyration circle (px)',
    );
  expectArrows(
    c,
    all(leverSvg, 'line[stroke="var(--fg)"]'),
    [{ from: lpx(contact), to: lpx({ x: contact.x + 0.2 * n.x, y: contact.y + 0.2 * n.y }) }],
    'push direction n',
  );
  expectArrows(
    c,
    all(leverSvg, 'line[stroke="var(--body-b)"]'),
    [{ from: lpx({ x: 0, y: 0 }), to: lpx(contact) }],
    'lever arm r',
  );

  // The top view (62 px/m, centred in 260×250): the footprint BOX_W × depth turned by turnDeg about
  // the vertical, and the contact (s, 0, 0) marked as on the face exactly when, in the box's own
  // axes, it lies within the footprint.
  const cos = Math.cos((p.turnDeg * Math.PI) / 180);
  const sn = Math.sin((p.turnDeg * Math.PI) / 180);
  const top = c.one(page, 'svg[aria-labelledby^="em-top-title"]', 'top view');
  if (!top) return;
  const corners = (top.querySelector('polygon')?.getAttribute('points') ?? '')
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
    return { x: 130 + (cos * x + sn * z) * 62, y: 125 + (-sn * x + cos * z) * 62 };
  });
  c.equal(corners.length, 4, 'footprint corners');
  for (const [i, [x, y]] of corners.entries())
    c.below(dist({ x, y }, want[i]!), DIAGRAM_TOL, `footprint corner ${i}`);
  const onFace = Math.abs(cos * p.s) <= BOX_W / 2 + 1e-9 && Math.abs(sn * p.s) <= p.depth / 2 + 1e-9;
  c.equal(
    top.querySelector('[data-em="top-contact"]')?.getAttribute('fill'),
    onFace ? 'var(--fg)' : 'var(--errata-rule)',
    'contact on or off the face',
  );
}

const declaration: PageDecl = {
  widgets: [leverWidget, threeFormsWidget],
  configs: {
    defaults: {},
    // A free ball for A, a tilted push, B moving away (the constraint view's clamp), z principal.
    'free A, separating': { fixA: false, mA: 2, pushDeg: 20, vBy: 1, e: 0.8, turnDeg: 0 },
    // No lever arm (the push through B's centre), and a turn that puts the contact off a thin box.
    'no lever arm': { s: 0, wB: 2 },
    'off the face': { s: -0.6, turnDeg: 80, depth: 0.2, I: 0.5, m: 3 },
  },
  link: 'free A, separating',
  figures,
};

export default declaration;
