// Exercises on the normal impulse: numbers drawn from the collision widget's parameters, answers
// and common wrong answers computed with src/solver through this page's scenario.
import { boxOrDiscTouching } from '../../kit/exercises/bodies';
import {
  distinctMistake,
  numeric,
  predict,
  type Exercise,
  type Mistake,
  type Ranges,
} from '../../kit/exercises/model';
import { q, qv } from '../../kit/exercises/text';
import { V2 } from '../../solver';
import type { Collision, CollisionValues } from './scenario';
import { derivation } from './steps';

const approaching = (s: Collision) => s.result.j > 0;
/** Both bodies exist as boxes or discs touching at the contact: A's edge faces along n, B's against it. */
const realisable = (s: Collision) =>
  boxOrDiscTouching(s.p.mA, s.p.IA, s.c.rA, s.c.n) &&
  boxOrDiscTouching(s.p.mB, s.p.IB, s.c.rB, V2.neg(s.c.n));
const posed = (s: Collision) => approaching(s) && realisable(s);
const noLeverK = (s: Collision) => s.a.invMass + s.b.invMass;
const leverTerms = (s: Collision) =>
  V2.cross(s.c.rA, s.c.n) ** 2 * s.a.invInertia + V2.cross(s.c.rB, s.c.n) ** 2 * s.b.invInertia;

/**
 * v_n with ω × r's sign slipped ((ω r_y, −ω r_x) instead of (−ω r_y, ω r_x)): the contact points'
 * velocity a reader gets who crosses r with ω the wrong way round.
 */
const vnSpinSlipped = (s: Collision) => {
  const slipped = (v: { x: number; y: number }, w: number, r: { x: number; y: number }) => ({
    x: v.x + w * r.y,
    y: v.y - w * r.x,
  });
  return V2.dot(V2.sub(slipped(s.b.v, s.b.w, s.c.rB), slipped(s.a.v, s.a.w, s.c.rA)), s.c.n);
};

/** A normal at `deg`, A at rest and B moving against n at 2 m/s (on the 0.1 m/s grid), neither spinning. */
function approachAlong(deg: number) {
  const n = V2.fromAngle((deg * Math.PI) / 180);
  const grid = (x: number) => Math.round(x * 10) / 10 || 0;
  return { normalDeg: deg, vAx: 0, vAy: 0, wA: 0, vBx: grid(-2 * n.x), vBy: grid(-2 * n.y), wB: 0 };
}

function bodies(p: CollisionValues, spin: boolean): string {
  const wA = spin ? `, spinning at ω_A = ${q(p.wA)} rad/s` : '';
  const wB = spin ? `, spinning at ω_B = ${q(p.wB)} rad/s` : '';
  return (
    `Body A (m_A = ${q(p.mA)} kg, I_A = ${q(p.IA)} kg·m²) moves at v_A = ${qv(p.vAx, p.vAy)} m/s${wA}; ` +
    `body B (m_B = ${q(p.mB)} kg, I_B = ${q(p.IB)} kg·m²) moves at v_B = ${qv(p.vBx, p.vBy)} m/s${wB}` +
    `${spin ? '' : '; neither spins'}. They touch at r_A = ${qv(p.rAx, p.rAy)} m from A’s centre and ` +
    `r_B = ${qv(p.rBx, p.rBy)} m from B’s centre; the normal points from A to B at ${q(p.normalDeg)}° from +x.`
  );
}

/**
 * The collision the exercises draw: B, left of its contact, runs into A along n = +x; neither spins.
 * Each exercise changes what it asks about.
 */
const collision: Ranges<typeof derivation.params> = {
  mA: [0.5, 5],
  IA: [0.1, 2],
  rAx: [0.2, 1],
  rAy: [-0.8, 0.8],
  vAx: [0.5, 4],
  vAy: 0,
  wA: 0,
  mB: [0.5, 5],
  IB: [0.1, 2],
  rBx: [-1, -0.2],
  rBy: [-0.8, 0.8],
  vBx: [-3, 0],
  vBy: 0,
  wB: 0,
  normalDeg: 0,
  e: [0.1, 0.9],
};

/** The head-on exercise's common wrong answers, each with the step where it is made. */
const headOnMistakes: readonly Mistake<Collision>[] = [
  {
    value: (s) => -s.headOn.result.j,
    hint: 'The sign is flipped: v_n = v_B − v_A is negative while the bodies approach, and then j comes out positive.',
    step: 'eq:ni-1d-approach',
  },
  {
    value: (s) => -s.headOn.result.vn / noLeverK(s),
    hint: 'The factor 1 + e is missing: −v_n/(1/m_A + 1/m_B) only stops the approach; the bounce adds e times as much again.',
    step: 'eq:ni-1d-j',
  },
  {
    value: (s) => (-(1 - s.p.e) * s.headOn.result.vn) / noLeverK(s),
    hint: 'The factor is 1 + e, not 1 − e: the impulse stops the approach (1) and then adds the bounce (e).',
    step: 'eq:ni-1d-j',
  },
  {
    value: (s) => (-(1 + s.p.e) * s.headOn.result.vn) / (s.p.mA + s.p.mB),
    hint: 'The masses themselves were added: the impulse enters each velocity divided by its mass, so the inverse masses add, 1/m_A + 1/m_B.',
    step: 'eq:ni-1d-solve',
  },
];

/** Lines the worked solutions share. */
const vnLine = { step: 'eq:ni-relative-velocity', row: 1, label: 'v_n = v_rel · n' };
const kLine = { step: 'eq:ni-k', label: 'k = 1/m_A + 1/m_B + (r_A×n)²/I_A + (r_B×n)²/I_B' };
const meffLine = { step: 'eq:ni-meff', row: 0, label: 'm_eff = 1/k' };

/**
 * The wrong answers' values lie at least MISTAKE_MARGIN apart: the shared check keeps them only
 * outside each other's tolerance, and a reader's rounding of one could then land on another's hint.
 */
const apart = (values: readonly number[]) =>
  values.every((w, i) => values.every((x, k) => k <= i || distinctMistake(x, w)));

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'ni-1d',
    rotation: false,
    title: 'A head-on collision',
    derivation,
    // On the line of n = +x: offsets along it (the contact on the line of centres) and no spin, so
    // the widget's collision is the head-on one; r and I are drawn only so the bodies can exist.
    draw: { ...collision, rAy: 0, vAx: [-2, 4], rBy: 0, vBx: [-4, 2] },
    valid: (s) => posed(s) && apart(headOnMistakes.map((m) => m.value(s))),
    prompt: (p) =>
      `Two bodies move along one straight line and meet head-on, neither spinning. The normal n points ` +
      `along the line from A to B, and velocities are counted positive along n. Body A (m_A = ${q(p.mA)} kg) ` +
      `moves at v_A = ${q(p.vAx)} m/s; body B (m_B = ${q(p.mB)} kg) moves at v_B = ${q(p.vBx)} m/s. ` +
      `Restitution e = ${q(p.e)}.`,
    asked: 'the impulse j on B along n (positive when it pushes B away from A)',
    symbol: 'j',
    unit: 'N·s',
    answer: (s) => s.headOn.result.j,
    mistakes: headOnMistakes,
    hint: 'Find v_n = v_B − v_A, then j = −(1 + e) v_n / (1/m_A + 1/m_B).',
    hintStep: 'eq:ni-1d-j',
    solution: [
      { step: 'eq:ni-1d-approach', row: 0, label: 'v_n = v_B − v_A' },
      {
        step: 'eq:ni-1d-solve',
        label: '1/m_A + 1/m_B',
        quantity: { value: noLeverK, unit: '1/kg' },
      },
      { step: 'eq:ni-1d-j', label: 'j = −(1 + e) v_n / (1/m_A + 1/m_B)' },
    ],
  }),
  numeric({
    id: 'ni-j',
    title: 'The impulse of a collision',
    derivation,
    draw: { ...collision, vAy: [-1, 1], vBx: [-4, 0], vBy: [-1, 1] },
    valid: posed,
    prompt: (p) => `${bodies(p, false)} Restitution e = ${q(p.e)}.`,
    asked: 'the normal impulse j along n (with its sign: positive when it pushes B away from A)',
    symbol: 'j',
    unit: 'N·s',
    answer: (s) => s.result.j,
    mistakes: [
      {
        value: (s) => -s.result.j,
        hint: 'The sign is flipped: v_n is v_cB − v_cA along n, negative when the bodies approach, and j comes out positive.',
        step: 'eq:ni-relative-velocity',
      },
      {
        value: (s) => s.linearOnly.j,
        hint: 'That is the impulse without rotation: k also has the lever-arm terms (r×n)²/I of both bodies.',
        step: 'eq:ni-k',
      },
      {
        value: (s) => (-(1 - s.p.e) * s.result.vn) / s.result.k,
        hint: 'The factor is 1 + e, not 1 − e: the impulse stops the approach (1) and then adds the bounce (e).',
        step: 'eq:ni-j',
      },
      {
        value: (s) => (-(1 + s.p.e) * s.result.vn) / (s.a.invMass - s.b.invMass + leverTerms(s)),
        hint: 'The inverse masses add in k; subtracting them is the slip in one source’s code sample.',
        step: 'eq:ni-errata-001',
      },
      {
        value: (s) => -s.result.vn / s.result.k,
        hint: 'The factor 1 + e is missing: −v_n/k only stops the approach; the bounce adds e times as much again, j = −(1 + e) v_n/k.',
        step: 'eq:ni-j',
      },
    ],
    hint: 'Work out v_n from the contact velocities, then k with all four terms, then j = −(1 + e) v_n / k.',
    hintStep: 'eq:ni-k',
    solution: [vnLine, kLine, { step: 'eq:ni-j', label: 'j = −(1 + e) v_n / k' }],
  }),
  numeric({
    id: 'ni-vn-after',
    title: 'How fast they separate',
    derivation,
    draw: { ...collision, wA: [-3, 3], wB: [-3, 3] },
    valid: posed,
    prompt: (p) => `${bodies(p, true)} Restitution e = ${q(p.e)}.`,
    asked: 'the normal relative velocity after the impulse, v_n′',
    symbol: 'v_n′',
    unit: 'm/s',
    answer: (s) => s.result.vnAfter,
    mistakes: [
      {
        value: (s) => s.p.e * s.result.vn,
        hint: 'The sign is flipped: after the bounce the contact points separate, so v_n′ = −e v_n is positive.',
        step: 'eq:ni-restitution',
      },
      {
        value: (s) => -s.p.e * V2.dot(V2.sub(s.b.v, s.a.v), s.c.n),
        hint: 'The spins move the contact points too: v_c = v + ω × r for each body.',
        step: 'eq:ni-contact-velocity',
      },
      {
        value: (s) => -s.result.vn,
        hint: 'That is a perfectly elastic bounce (e = 1); scale the approach speed by e.',
        step: 'eq:ni-restitution',
      },
      {
        value: (s) => -s.p.e * vnSpinSlipped(s),
        hint: 'The sign of ω × r is slipped: in 2D, ω × r = (−ω r_y, ω r_x), so a counter-clockwise spin moves a point to the right of the centre upwards.',
        step: 'eq:ni-contact-velocity',
      },
      {
        value: (s) => s.result.vn,
        hint: 'That is v_n before the impulse; the restitution law gives the one after, v_n′ = −e v_n.',
        step: 'eq:ni-restitution',
      },
    ],
    hint: 'Find the contact points’ velocities (with the spins), their difference along n, then apply the restitution law.',
    hintStep: 'eq:ni-contact-velocity',
    solution: [
      { step: 'eq:ni-contact-velocity', row: 0, side: 0, label: 'v_cA = v_A + ω_A × r_A' },
      { step: 'eq:ni-contact-velocity', row: 1, side: 0, label: 'v_cB = v_B + ω_B × r_B' },
      { step: 'eq:ni-relative-velocity', row: 1, label: 'v_n = (v_cB − v_cA) · n' },
      { step: 'eq:ni-restitution', label: 'v_n′ = −e v_n' },
    ],
  }),
  numeric({
    id: 'ni-energy',
    title: 'The kinetic energy the bounce loses',
    derivation,
    draw: { ...collision, e: [0.1, 0.8] },
    valid: posed,
    prompt: (p) => `${bodies(p, false)} Restitution e = ${q(p.e)}.`,
    asked: 'the change of kinetic energy T′ − T (negative when energy is lost)',
    symbol: 'T′ − T',
    unit: 'J',
    answer: (s) => s.totals.after.kinetic - s.totals.before.kinetic,
    mistakes: [
      {
        value: (s) => s.totals.before.kinetic - s.totals.after.kinetic,
        hint: 'The sign is flipped: the bounce loses energy, so T′ − T is negative.',
        step: 'eq:ni-energy',
      },
      {
        value: (s) => -0.5 * (1 - s.p.e) * s.result.effectiveMass * s.result.vn ** 2,
        hint: 'The factor is 1 − e², not 1 − e.',
        step: 'eq:ni-energy',
      },
      {
        value: (s) => (-0.5 * (1 - s.p.e * s.p.e) * s.result.vn ** 2) / noLeverK(s),
        hint: 'That uses the effective mass without rotation: m_eff = 1/k, and k has the lever-arm terms.',
        step: 'eq:ni-meff',
      },
      {
        value: (s) => -(1 - s.p.e * s.p.e) * s.result.effectiveMass * s.result.vn ** 2,
        hint: 'The factor ½ of a kinetic energy is missing: T′ − T = −½ (1 − e²) m_eff v_n².',
        step: 'eq:ni-energy',
      },
    ],
    hint: 'Find v_n and m_eff = 1/k; the loss is ½ (1 − e²) m_eff v_n².',
    hintStep: 'eq:ni-energy',
    solution: [vnLine, meffLine, { step: 'eq:ni-energy', label: 'T′ − T = −½ (1 − e²) m_eff v_n²' }],
  }),
  numeric({
    id: 'ni-meff',
    title: 'The effective mass along a tilted normal',
    derivation,
    draw: (d) => ({
      mA: d.num('mA', 0.5, 5),
      IA: d.num('IA', 0.1, 2),
      rAx: d.num('rAx', -1, 1),
      rAy: d.num('rAy', -1, 1),
      mB: d.num('mB', 0.5, 5),
      IB: d.num('IB', 0.1, 2),
      rBx: d.num('rBx', -1, 1),
      rBy: d.num('rBy', -1, 1),
      ...approachAlong(d.pick([0, 30, 45, 60, 90, 120, 135, 150, -30, -45, -60, -90])),
    }),
    // The velocities do not enter m_eff; B approaches along n only so that the page's m_eff step applies.
    valid: posed,
    prompt: (p) =>
      `Body A has m_A = ${q(p.mA)} kg and I_A = ${q(p.IA)} kg·m²; body B has m_B = ${q(p.mB)} kg and ` +
      `I_B = ${q(p.IB)} kg·m². The contact is at r_A = ${qv(p.rAx, p.rAy)} m from A’s centre and ` +
      `r_B = ${qv(p.rBx, p.rBy)} m from B’s centre, and the normal n points at ${q(p.normalDeg)}° from +x.`,
    asked: 'the effective mass m_eff along n',
    symbol: 'm_eff',
    unit: 'kg',
    answer: (s) => s.result.effectiveMass,
    mistakes: [
      {
        value: (s) => 1 / noLeverK(s),
        hint: 'That is the reduced mass 1/(1/m_A + 1/m_B), as if neither body could turn: k also has the lever-arm terms (r×n)²/I.',
        step: 'eq:ni-k',
      },
      {
        value: (s) => s.p.mA + s.p.mB,
        hint: 'Masses do not add here; inverse masses (and the lever-arm terms) add to k, and m_eff = 1/k.',
        step: 'eq:ni-meff',
      },
      {
        value: (s) =>
          1 /
          (noLeverK(s) +
            (V2.dot(s.c.rA, s.c.n) ** 2 * s.a.invInertia + V2.dot(s.c.rB, s.c.n) ** 2 * s.b.invInertia)),
        hint: 'The lever arm is the cross product r × n (the part of r across n), not the dot product.',
        step: 'eq:ni-cross-identity',
      },
      {
        value: (s) => s.result.k,
        hint: 'That is k, the inverse of the effective mass: m_eff = 1/k.',
        step: 'eq:ni-meff',
      },
    ],
    hint: 'Compute r × n = r_x n_y − r_y n_x for each body, then k, then m_eff = 1/k.',
    hintStep: 'eq:ni-k',
    solution: [kLine, meffLine],
  }),
  predict({
    id: 'ni-bouncier',
    rotation: false,
    title: 'A bouncier material',
    question:
      'In the collision widget’s default collision, e goes from 0.5 to 1 and nothing else changes. What happens to the impulse j?',
    choices: [
      'It doubles.',
      'It grows by a third.',
      'It stays the same: e only changes the separation speed.',
    ],
    correct: 1,
    why: 'j = −(1 + e) m_eff v_n, and neither m_eff nor v_n depends on e, so j scales with 1 + e: from 1.5 to 2, a third more.',
    section: 'start-on-one-line-a-head-on-collision',
    link: { query: { e: 1 }, widget: 'collision', label: 'Open the collision widget with e = 1' },
  }),
  predict({
    id: 'ni-pinned',
    title: 'Making B immovable',
    question:
      'In the default collision, B is made immovable (it keeps its velocity but nothing can change it). Does the impulse j grow or shrink?',
    choices: ['It grows.', 'It shrinks.', 'It stays the same.'],
    correct: 0,
    why: 'B’s terms 1/m_B and (r_B×n)²/I_B drop out of k, so m_eff = 1/k grows while v_n stays the same, and j = −(1 + e) m_eff v_n grows with it.',
    section: 'two-special-cases',
    link: { query: { fixB: true }, widget: 'collision', label: 'Open the collision widget with B immovable' },
  }),
];
