// What every widget on every derivation page must show, computed in the test from the chapters'
// scenarios (src/solver underneath) and formatted with src/lib/format.ts as the page formats it.
//
// One declaration per page: its widgets, and the configurations (link queries) that exercise their
// regimes. For each widget and configuration `expected` gives the complete map of readouts (every
// element carrying a readout attribute, by name) and the complete list of notices. The spec asserts
// the page shows exactly these, so "asserted" means "in the map": a readout the page shows that no
// map names fails the configuration's test, and the coverage test lists any readout name on a page
// that no configuration of its widget declares (e.g. one only shown behind a disclosure or in a
// regime no configuration reaches).
import type { Locator, Page } from '@playwright/test';
import { defaults, type ParamSpecs, type ParamValues } from '../../src/params/spec';
import { fmt, fmtVec } from '../../src/lib/format';
import { M3, type Body2 } from '../../src/solver';
import { collisionParams, collisionScenario } from '../../src/chapters/normal-impulse/scenario';
import { emParams, emScenario, shortcutGapPeak } from '../../src/chapters/effective-mass/scenario';
import {
  combinedMu,
  frictionParams,
  frictionScenario,
  regimeLabel,
} from '../../src/chapters/friction-clamping/scenario';
import { throwParams, throwScenario } from '../../src/chapters/friction-clamping/throw-scenario';
import { jointParams, jointScenario } from '../../src/chapters/revolute-joint/scenario';
import { chainParams, chainScenario, MODES } from '../../src/chapters/revolute-joint/chain-scenario';
import { sphereCollisionParams, sphereCollisionScenario } from '../../src/chapters/sphere-impulse/scenario';
import { spheresBoxParams, spheresBoxScenario } from '../../src/chapters/sphere-impulse/box-scenario';
import { fmtDelta, fmtTiny, fmtVec3 } from '../../src/chapters/sphere-impulse/format';

/** The attribute that names a readout (ReadoutTable's cells, and any other number a widget shows). */
export const READOUT_ATTR = 'data-readout';
/** Any attribute of this shape looks like a readout; one other than READOUT_ATTR fails the coverage test. */
export const READOUT_ATTR_PATTERN = /^data-(?:[a-z]+-)?readout$/;
/** What counts as a notice in a widget: degenerate-case sentences, status notices, table footnotes. */
export const NOTICE_SELECTOR = '.degenerate, .notice, [role="status"], tfoot td';

/** A notice must equal a string (whitespace collapsed) or match a pattern. */
export type NoticeText = string | RegExp;

export interface WidgetExpectation {
  /** Every readout the widget shows, by name: the text it must show (whitespace collapsed). */
  readouts: Record<string, string>;
  /** Every notice the widget shows, in document order. */
  notices: NoticeText[];
  /** Further sentences: selector inside the widget → its text, or null where it must be absent. */
  sentences?: Record<string, NoticeText | null>;
}

export interface WidgetDecl {
  /** The widget section's id (section#id) and its island's component name (for hydrate()). */
  id: string;
  island: string;
  expected: (query: Query) => WidgetExpectation;
}

export type Query = Record<string, number | boolean>;

export interface PageDecl {
  path: string;
  widgets: WidgetDecl[];
  /** Named configurations: a link query each (the defaults are the empty query). */
  configs: Record<string, Query>;
}

/** The values a link with this query gives (every value here is in range and on its step). */
export function values<S extends ParamSpecs>(specs: S, query: Query): ParamValues<S> {
  const v: Record<string, number | boolean> = { ...defaults(specs) };
  for (const p of specs) if (p.name in query) v[p.name] = query[p.name]!;
  return v as ParamValues<S>;
}

export function search(query: Query): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) q.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Text as a reader sees it: runs of whitespace collapsed, ends trimmed. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Kinetic energy of the movable parts, worked here rather than with the solver's kineticEnergy2 (so
 * that losing its guard for immovable bodies shows): a body with zero inverse mass (or inverse
 * inertia) has no finite energy of translation (or rotation), and is left out of that term.
 */
export function kinetic(...bodies: readonly Body2[]): number {
  let T = 0;
  for (const b of bodies) {
    if (b.invMass !== 0) T += (0.5 * (b.v.x ** 2 + b.v.y ** 2)) / b.invMass;
    if (b.invInertia !== 0) T += (0.5 * b.w ** 2) / b.invInertia;
  }
  return T;
}

/* ------------------------------------------------------------------ normal-impulse */

const STAR_NOTE =
  '* Movable bodies only: an immovable body has infinite mass, so its energy and momentum are not finite numbers. Momentum is not conserved here — the immovable body absorbs the change.';

const collisionWidget: WidgetDecl = {
  id: 'collision',
  island: 'CollisionWidget',
  expected(query) {
    const s = collisionScenario(values(collisionParams, query));
    const { before, after } = s.totals;
    const r = s.result;
    const star = s.a.invMass === 0 || s.b.invMass === 0;
    return {
      readouts: {
        j: fmt(r.j),
        vn: fmt(r.vn),
        'vn-after': fmt(r.vnAfter),
        ke: fmt(kinetic(s.a, s.b)),
        'ke-after': fmt(kinetic(s.result.a, s.result.b)),
        p: fmtVec(before.linear),
        'p-after': fmtVec(after.linear),
        L: fmt(before.angular),
        'L-after': fmt(after.angular),
      },
      notices: [...(s.noImpulseReason ? [s.noImpulseReason] : []), ...(star ? [STAR_NOTE] : [])],
      sentences: {
        '.widget-summary': s.noImpulseReason
          ? s.noImpulseReason
          : `Approaching at vn = ${fmt(r.vn)} m/s; the impulse j = ${fmt(r.j)} N·s (effective mass ${fmt(r.effectiveMass)} kg) makes them separate at ${fmt(r.vnAfter)} m/s = −e·vn.`,
      },
    };
  },
};

const restitutionWidget: WidgetDecl = {
  id: 'restitution',
  island: 'RestitutionWidget',
  expected(query) {
    const p = values(collisionParams, query);
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
  },
};

/* ------------------------------------------------------------------ effective-mass */

const leverWidget: WidgetDecl = {
  id: 'em-lever',
  island: 'LeverArmWidget',
  expected(query) {
    const s = emScenario(values(emParams, query));
    const noLever = Math.abs(s.lever) < 1e-9;
    return {
      readouts: {
        'em-lever': fmt(s.lever),
        'em-rho': fmt(s.rho),
        'em-invmA': fmt(s.terms.invMassA),
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
  },
};

const threeFormsWidget: WidgetDecl = {
  id: 'em-forms',
  island: 'ThreeFormsWidget',
  expected(query) {
    const p = values(emParams, query);
    const s = emScenario(p);
    const { box } = s;
    const Izz = M3.at(box.inertia, 2, 2);
    const Ixz = M3.at(box.inertia, 0, 2);
    const principal = Math.abs(Ixz) <= 1e-12 * Izz && Math.abs(M3.at(box.inertia, 1, 2)) <= 1e-12 * Izz;
    const approaching = s.result.vn < 0;
    const peak = shortcutGapPeak(p);
    const diff = box.meffShortcut - box.meffTensor;
    const noTurn = !principal && Math.abs(s.lever) < 1e-9;
    return {
      readouts: {
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
          ? `They part most at β = ±${fmt(peak.turnDeg, 3)}°, by ${fmt(peak.gap)} kg (I_xz alone peaks at 45°).`
          : 'They never part: every turn of this box is about a principal axis, or the push has no lever arm.',
      },
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
  },
};

/* ------------------------------------------------------------------ friction-clamping */

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

/* ------------------------------------------------------------------ revolute-joint */

const kExplorer: WidgetDecl = {
  id: 'rj-k',
  island: 'KExplorer',
  expected(query) {
    const s = jointScenario(values(jointParams, query));
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
    return {
      readouts: {
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
      },
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
  },
};

const chainWidget: WidgetDecl = {
  id: 'rj-chain',
  island: 'ChainWidget',
  expected(query) {
    const c = chainScenario(values(chainParams, query));
    const readouts: Record<string, string> = {};
    for (const { key } of MODES) {
      const m = c.summary.find((x) => x.key === key)!;
      readouts[`drift-max-${key}`] = fmt(m.maxDrift, 3);
      readouts[`de-end-${key}`] = fmt(m.finalDE, 3);
      readouts[`de-max-${key}`] = fmt(m.maxDE, 3);
    }
    return { readouts, notices: c.hangingNote ? [c.hangingNote] : [] };
  },
};

/* ------------------------------------------------------------------ sphere-impulse */

const sphereCollisionWidget: WidgetDecl = {
  id: 'sp-collision',
  island: 'CollisionWidget',
  expected(query) {
    const s = sphereCollisionScenario(values(sphereCollisionParams, query));
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
    readouts.eigen = `The variant’s matrix C (1/kg) in the basis (n, t₀, t₁). Symmetric; eigenvalues ${fmt(e0)}, ${fmt(e1)}, ${fmt(e2)}, all at least λ = 1/mA + 1/mB = ${fmt(s.lambda)}${s.lambda > 0 ? ', so C is positive definite.' : ': λ = 0, and nothing keeps C away from singular.'}`;
    const immovable = s.a.invMass === 0 || s.b.invMass === 0;
    // The variant's matrix C, cell by cell: K (the collision matrix) seen in the variant's basis,
    // C_ij = b_i·K·b_j with (b_0, b_1, b_2) = (n, t₀, t₁), worked here rather than read from the variant.
    const basis = [s.variant.n, s.variant.t0, s.variant.t1];
    const cells: Record<string, string> = {};
    for (const [i, bi] of basis.entries())
      for (const [j, bj] of basis.entries()) cells[`[data-c="${i}${j}"]`] = fmt(M3.bilinear(bi, s.K, bj));
    return {
      readouts,
      notices: [...(s.noImpulseReason ? [s.noImpulseReason] : []), ...(immovable ? [STAR_NOTE] : [])],
      sentences: {
        ...cells,
        // The no-slip note closes the summary whenever an impulse is applied on a contact that does not slide.
        '[data-sp-caption="dT-normal"]': fmtDelta(s.afterNormal.dT),
        '[data-sp-caption="dT-variant"]': fmtDelta(s.afterVariant.dT),
        '[data-sp-caption="spinA-normal"]': fmt(s.afterNormal.spinGainA),
        '[data-sp-caption="spinA-variant"]': fmt(s.afterVariant.spinGainA),
        '[data-sp-plot] > .sp-note':
          s.a.invMass === 0
            ? 'A is immovable, so it cannot spin: the lower plot is zero for both methods.'
            : null,
        '.widget-summary':
          s.noImpulseReason ??
          (s.noSlipNote ? new RegExp(`${escape(s.noSlipNote)}$`) : /^Approaching at vn = /),
      },
    };
  },
};

const boxWidget: WidgetDecl = {
  id: 'sp-box',
  island: 'BoxWidget',
  expected(query) {
    const s = spheresBoxScenario(values(spheresBoxParams, query));
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
    for (const m of ['normal', 'variant', 'friction'] as const) {
      if (s.spinEnd[m] === undefined) continue;
      readouts[`box-spin-${m}`] = `${fmt(s.spinStart)} → ${fmt(s.spinEnd[m]!)}`;
      readouts[`box-energy-${m}`] = `${fmt(s.energyStart)} → ${fmt(s.energyEnd[m]!)}`;
    }
    return {
      readouts,
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
  },
};

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/* ------------------------------------------------------------------ the pages */

export const READOUT_PAGES: readonly PageDecl[] = [
  {
    path: '/normal-impulse/',
    widgets: [collisionWidget, restitutionWidget],
    configs: {
      defaults: {},
      // B immovable, a tilted normal and a softer bounce: movable-body totals and their footnote.
      'B immovable': { fixB: true, e: 0.3, normalDeg: 30 },
      // Nothing can move: k = 0, no impulse for any e.
      'both immovable': { fixA: true, fixB: true },
      // A resting contact (the contact points' normal velocities are equal) and a separating one.
      resting: { vAx: -0.7 },
      separating: { vAx: -2, e: 1 },
    },
  },
  {
    path: '/effective-mass/',
    widgets: [leverWidget, threeFormsWidget],
    configs: {
      defaults: {},
      // A free ball for A, a tilted push, B moving away (the constraint view's clamp), z principal.
      'free A, separating': { fixA: false, mA: 2, pushDeg: 20, vBy: 1, e: 0.8, turnDeg: 0 },
      // No lever arm (the push through B's centre), and a turn that puts the contact off a thin box.
      'no lever arm': { s: 0, wB: 2 },
      'off the face': { s: -0.6, turnDeg: 80, depth: 0.2, I: 0.5, m: 3 },
    },
  },
  {
    path: '/friction-clamping/',
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
  },
  {
    path: '/revolute-joint/',
    widgets: [kExplorer, chainWidget],
    configs: {
      defaults: {},
      // A immovable and at rest, no drift; a single link released hanging straight down.
      'A immovable, hanging chain': { fixA: true, vAx: 0, vAy: 0, gapX: 0, gapY: 0, links: 1, angle0: -90 },
      // A immovable but moving, B on an axle: K has rank 1; a long chain with strong Baumgarte.
      'singular K': { fixA: true, axleB: true, dirDeg: 45, links: 5, angle0: 0, beta: 0.5, mode: 2 },
    },
  },
  {
    path: '/sphere-impulse/',
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
  },
];

/* ------------------------------------------------------------------ reading the page */

/** The widget's section. */
export const widgetSection = (page: Page, id: string): Locator => page.locator(`section#${id}`);

/** Every readout in a widget, by name → text (whitespace collapsed). */
export async function readReadouts(section: Locator): Promise<Record<string, string>> {
  return section.evaluate((root, attr) => {
    const out: Record<string, string> = {};
    for (const el of root.querySelectorAll(`[${attr}]`))
      out[el.getAttribute(attr)!] = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return out;
  }, READOUT_ATTR);
}

/** The widget's notices, in document order (whitespace collapsed). */
export async function readNotices(section: Locator): Promise<string[]> {
  return section.locator(NOTICE_SELECTOR).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((t) => t.length > 0),
  );
}

/** Whether `text` is what `want` asks for. */
export function matches(text: string, want: NoticeText): boolean {
  return typeof want === 'string' ? squash(want) === text : want.test(text);
}

/** The data-* attribute names on a page that look like readout attributes, with where they are. */
export async function readoutNamesByWidget(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const out: Record<string, string[]> = {};
    for (const el of document.body.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (!re.test(attr.name)) continue;
        const section = el.closest('section.widget');
        const key = `${section ? section.id : '(outside any widget)'} ${attr.name}`;
        (out[key] ??= []).push(attr.value);
      }
    }
    return out;
  }, READOUT_ATTR_PATTERN.source);
}

/**
 * A linear axis scale read off a Plot chart's tick labels: the data value of each tick label and its
 * pixel position. Independent of how the chart computed its domain.
 */
export async function plotScale(svg: Locator, axis: 'x' | 'y'): Promise<(v: number) => number> {
  const ticks = await svg.locator(`g[aria-label="${axis}-axis tick label"] text`).evaluateAll(
    (els, ax) =>
      els.map((el) => {
        const m = /translate\(([-\d.e]+),\s*([-\d.e]+)\)/.exec(el.getAttribute('transform') ?? '');
        const value = Number((el.textContent ?? '').replace('\u2212', '-').replace(/,/g, ''));
        return { value, px: m ? Number(ax === 'x' ? m[1] : m[2]) : NaN };
      }),
    axis,
  );
  const good = ticks.filter((t) => Number.isFinite(t.value) && Number.isFinite(t.px));
  // A flat series at zero gets a single tick: then only that value has a position.
  if (good.length === 1) return (v: number) => (v === good[0]!.value ? good[0]!.px : NaN);
  if (good.length === 0) throw new Error(`no ${axis} tick labels`);
  const a = good[0]!;
  const b = good[good.length - 1]!;
  const slope = (b.px - a.px) / (b.value - a.value);
  return (v: number) => a.px + (v - a.value) * slope;
}

/** The vertices of a Plot line's path (linear curve: M and L commands), in SVG units. */
export async function pathVertices(path: Locator): Promise<[number, number][]> {
  const d = (await path.getAttribute('d')) ?? '';
  return [...d.matchAll(/[ML]\s*([-\d.e]+)[\s,]+([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/**
 * Largest pixel distance between a Plot line's vertices and data points (x, y), one each, through
 * the chart's axis scales read off its tick labels; Infinity when the numbers of points differ.
 */
export async function lineError(
  svg: Locator,
  path: Locator,
  points: readonly [number, number][],
): Promise<number> {
  const sx = await plotScale(svg, 'x');
  const sy = await plotScale(svg, 'y');
  const v = await pathVertices(path);
  if (v.length !== points.length) return Infinity;
  let worst = 0;
  for (const [i, [px, py]] of v.entries()) {
    const [x, y] = points[i]!;
    worst = Math.max(worst, Math.abs(px - sx(x)), Math.abs(py - sy(y)));
  }
  return Number.isNaN(worst) ? Infinity : worst;
}
