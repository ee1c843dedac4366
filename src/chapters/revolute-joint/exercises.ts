// Exercises on the revolute joint: two bodies pinned together, from the K explorer's parameters;
// answers and common wrong answers computed through this page's scenario (src/solver).
import { boxOrDiscContaining } from '../../kit/exercises/bodies';
import { numeric, predict, type Exercise, type Ranges } from '../../kit/exercises/model';
import { q, qv } from '../../kit/exercises/text';
import type { Joint, JointValues } from './scenario';
import { derivation } from './steps';

/** Two free bodies pinned together, at the widget's velocities (an exercise that needs them draws its own). */
const bodies: Ranges<typeof derivation.params> = {
  fixA: false,
  axleA: false,
  fixB: false,
  axleB: false,
  mA: [0.5, 5],
  IA: [0.1, 2],
  rAx: [-1, 1],
  rAy: [-1, 1],
  mB: [0.5, 5],
  IB: [0.1, 2],
  rBx: [-1, 1],
  rBy: [-1, 1],
};

const pinned = (p: JointValues) =>
  `Bodies A (m_A = ${q(p.mA)} kg, I_A = ${q(p.IA)} kg·m²) and B (m_B = ${q(p.mB)} kg, I_B = ${q(p.IB)} kg·m²) ` +
  `are pinned together at a point r_A = ${qv(p.rAx, p.rAy)} m from A’s centre and r_B = ${qv(p.rBx, p.rBy)} m ` +
  'from B’s centre.';

const k12Line = { step: 'eq:rj-k-matrix', row: 2, label: 'K₁₂ = −(r_Ax r_Ay/I_A + r_Bx r_By/I_B)' };

const sigma = (s: Joint) => s.a.invMass + s.b.invMass;
/** Both bodies exist as boxes or discs around their centres that reach the pin. */
const realisable = (s: Joint) =>
  boxOrDiscContaining(s.p.mA, s.p.IA, s.rA) && boxOrDiscContaining(s.p.mB, s.p.IB, s.rB);
const regular = (s: Joint) => !s.singular && realisable(s);

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'rj-k12',
    title: 'The off-diagonal entry of K',
    derivation,
    draw: bodies,
    valid: realisable,
    prompt: (p) => pinned(p),
    asked: 'the entry K₁₂ of the joint’s 2×2 matrix K (v_rel′ = v_rel + K j)',
    symbol: 'K₁₂',
    unit: '1/kg',
    answer: (s) => s.result.K[1],
    mistakes: [
      {
        value: (s) => -s.result.K[1],
        hint: 'The sign is flipped: K₁₂ = −(r_Ax r_Ay/I_A + r_Bx r_By/I_B).',
        step: 'eq:rj-k-matrix',
      },
      {
        value: (s) => s.result.K[1] + sigma(s),
        hint: 'The inverse masses sit on the diagonal only: a push along x does not move the pin along y unless something turns.',
        step: 'eq:rj-k-matrix',
      },
      {
        value: (s) => -(s.rA.x * s.rA.y * s.p.IA + s.rB.x * s.rB.y * s.p.IB),
        hint: 'The rotational terms divide by the moments of inertia.',
        step: 'eq:rj-cross-term',
      },
      {
        value: (s) => -(s.rA.x * s.rA.y) / s.p.IA,
        hint: 'That is A’s term alone: both bodies turn about the pin, so B adds r_Bx r_By/I_B.',
        step: 'eq:rj-k-matrix',
      },
    ],
    hint: 'Expand (1/I)(r × P) × r for each body and read off the coefficient of P_y in the x row.',
    hintStep: 'eq:rj-cross-term',
    solution: [k12Line],
  }),
  numeric({
    id: 'rj-det',
    title: 'Is K invertible? Its determinant',
    derivation,
    draw: bodies,
    valid: regular,
    prompt: (p) => pinned(p),
    asked: 'det K',
    symbol: 'det K',
    unit: '1/kg²',
    answer: (s) => s.det,
    mistakes: [
      {
        value: (s) => s.result.K[0] * s.result.K[3],
        hint: 'det K = K₁₁K₂₂ − K₁₂K₂₁: the off-diagonal product is missing.',
        step: 'eq:rj-det',
      },
      {
        value: (s) => sigma(s) ** 2,
        hint: 'That is K without rotation (σ² with σ = 1/m_A + 1/m_B): the lever arms add to every entry.',
        step: 'eq:rj-k-matrix',
      },
      {
        value: (s) => s.result.K[0] * s.result.K[3] + s.result.K[1] * s.result.K[2],
        hint: 'The off-diagonal product is subtracted, not added.',
        step: 'eq:rj-det',
      },
      {
        value: (s) => s.result.K[0] * s.result.K[3] - s.result.K[1],
        hint: 'The off-diagonal entries multiply: det K = K₁₁K₂₂ − K₁₂K₂₁ = K₁₁K₂₂ − K₁₂², not K₁₁K₂₂ − K₁₂.',
        step: 'eq:rj-det',
      },
    ],
    hint: 'Work out K₁₁, K₁₂ = K₂₁ and K₂₂, then det K = K₁₁K₂₂ − K₁₂².',
    hintStep: 'eq:rj-k-matrix',
    solution: [
      { step: 'eq:rj-k-matrix', row: 1, label: 'K₁₁ = σ + r_Ay²/I_A + r_By²/I_B' },
      k12Line,
      { step: 'eq:rj-k-matrix', row: 4, label: 'K₂₂ = σ + r_Ax²/I_A + r_Bx²/I_B' },
      { step: 'eq:rj-det', row: 0, label: 'det K = K₁₁K₂₂ − K₁₂²' },
    ],
  }),
  numeric({
    id: 'rj-jx',
    title: 'The joint impulse',
    derivation,
    draw: { ...bodies, vAx: [-3, 3], vAy: [-3, 3], wA: 0, vBx: [-3, 3], vBy: [-3, 3], wB: 0 },
    valid: (s) => regular(s) && Math.hypot(s.result.vRel.x, s.result.vRel.y) > 0.2,
    prompt: (p) =>
      `${pinned(p)} A moves at v_A = ${qv(p.vAx, p.vAy)} m/s and B at v_B = ${qv(p.vBx, p.vBy)} m/s; neither spins, ` +
      'and the pin must stop their anchor points moving apart.',
    asked: 'the x-component P_x of the impulse P on B (A gets −P)',
    symbol: 'P_x',
    unit: 'N·s',
    answer: (s) => s.result.j.x,
    mistakes: [
      {
        value: (s) => -s.result.j.x,
        hint: 'The sign is flipped: K P = −v_rel, with v_rel = v_cB − v_cA.',
        step: 'eq:rj-solve',
      },
      {
        value: (s) => -s.result.vRel.x / sigma(s),
        hint: 'That ignores rotation: K has the lever-arm terms, so P is not just −v_rel/σ.',
        step: 'eq:rj-k-matrix',
      },
      {
        value: (s) => -s.result.vRel.x / s.result.K[0],
        hint: 'K is not diagonal: solve the 2×2 system (Cramer’s rule), not each row alone.',
        step: 'eq:rj-cramer',
      },
      {
        value: (s) => s.result.j.y,
        hint: 'That is P_y: in Cramer’s rule, P_x takes −v_rel in the first column, (K₂₂(−v_{rel,x}) − K₁₂(−v_{rel,y}))/det K.',
        step: 'eq:rj-cramer',
      },
    ],
    hint: 'Find v_rel at the pin, K, det K, then P = K⁻¹(−v_rel) by Cramer’s rule.',
    hintStep: 'eq:rj-cramer',
    solution: [
      { step: 'eq:rj-anchor-velocity', row: 2, label: 'v_rel = v_cB − v_cA' },
      { step: 'eq:rj-k-matrix', row: 1, label: 'K₁₁' },
      { step: 'eq:rj-k-matrix', row: 2, label: 'K₁₂ = K₂₁' },
      { step: 'eq:rj-k-matrix', row: 4, label: 'K₂₂' },
      { step: 'eq:rj-det', row: 0, label: 'det K' },
      { step: 'eq:rj-cramer', component: 'x', label: 'P_x = (K₂₂(−v_rel,x) − K₁₂(−v_rel,y))/det K' },
    ],
  }),
  predict({
    id: 'rj-axle',
    title: 'A wheel pinned to a wall',
    question:
      'A is immovable and B turns on a fixed axle through its centre; the pin is off B’s centre. Can the joint impulse stop any relative velocity at the pin?',
    choices: [
      'Yes: K is invertible as long as B has a moment of inertia.',
      'No: K has rank 1; the pin can only move across r_B, so a velocity along r_B cannot be changed.',
      'No: K is zero, nothing can move.',
    ],
    correct: 1,
    why: 'With 1/m_A = 1/m_B = 1/I_A = 0 only B’s term (1/I_B) r_B⊥ r_B⊥ᵀ is left: rank 1, det K = 0, and the pin moves only along r_B⊥.',
    section: 'solving-the-22-system',
    link: {
      query: { fixA: true, axleB: true },
      widget: 'rj-k',
      label: 'Open the K explorer with A immovable and B on an axle',
    },
  }),
  predict({
    id: 'rj-two-axles',
    title: 'Two wheels on axles',
    question:
      'Both bodies turn on fixed axles, and both anchors lie on the x-axis of their bodies (r_A = (0.6, 0), r_B = (−0.4, 0)). Is K invertible?',
    choices: [
      'Yes: two bodies give two independent directions.',
      'No: both can only move the pin along y, so K has rank 1.',
    ],
    correct: 1,
    why: 'Each axle body moves the pin along its r⊥, here both along y: K = (1/I_A) r_A⊥ r_A⊥ᵀ + (1/I_B) r_B⊥ r_B⊥ᵀ has rank 1 because the two r⊥ are parallel.',
    section: 'solving-the-22-system',
    link: {
      query: { axleA: true, axleB: true, rAx: 0.6, rAy: 0, rBx: -0.4, rBy: 0 },
      widget: 'rj-k',
      label: 'Open the K explorer with both bodies on axles and anchors on a line',
    },
  }),
];
