// Exercises on the 3D normal impulse between a sphere A and a ball B, from the collision widget's
// parameters; answers and common wrong answers computed through this page's scenario (src/solver).
import { inertiaFitsBall } from '../../kit/exercises/bodies';
import { numeric, predict, type Exercise, type Ranges } from '../../kit/exercises/model';
import { q } from '../../kit/exercises/text';
import { V3 } from '../../solver';
import type { SphereCollision, SphereCollisionValues } from './scenario';
import { derivation } from './steps';

const v3 = (x: number, y: number, z: number) => `(${q(x)}, ${q(y)}, ${q(z)})`;

/** Two true spheres, neither spinning, B coming down onto A (an exercise off-centre draws `off` first). */
const spheres: Ranges<typeof derivation.params> = {
  off: 0,
  fixA: false,
  fixB: false,
  mA: [0.5, 5],
  IA: [0.1, 2],
  RA: [0.3, 1.5],
  vAx: [-2, 2],
  vAy: [-1, 2],
  vAz: [-2, 2],
  mB: [0.5, 5],
  IB: [0.1, 2],
  RB: [0.3, 1.5],
  vBx: [-2, 2],
  vBy: [-3, 0],
  vBz: [-2, 2],
  wBx: 0,
  wBy: 0,
  wBz: 0,
  az: { among: [0, 90, 180, -90] },
  e: [0.1, 0.9],
};

const scene = (p: SphereCollisionValues) =>
  `A sphere A (m_A = ${q(p.mA)} kg, I_A = ${q(p.IA)} kg·m² about every axis, radius ${q(p.RA)} m) moving at ` +
  `v_A = ${v3(p.vAx, p.vAy, p.vAz)} m/s is hit from above by a ball B (m_B = ${q(p.mB)} kg, ` +
  `I_B = ${q(p.IB)} kg·m², radius ${q(p.RB)} m) moving at v_B = ${v3(p.vBx, p.vBy, p.vBz)} m/s; neither spins. ` +
  `The normal is n = (0, 1, 0), from A up to B. Restitution e = ${q(p.e)}.`;

const offset = (p: SphereCollisionValues) =>
  ` B’s centre of mass sits ${q(Math.abs(p.off * p.RB))} m from its geometric centre, sideways in the ` +
  `direction (${q(Math.round(Math.cos((p.az * Math.PI) / 180) * Math.sign(p.off)) || 0)}, 0, ` +
  `${q(Math.round(Math.sin((p.az * Math.PI) / 180) * Math.sign(p.off)) || 0)}), so the contact is off B’s centre of mass.`;

/**
 * Both balls exist: the same I about every axis inside radius R, B's centre of mass d = |off|·R_B
 * off its centre, needs I ≤ ⅔ m (R² − d²).
 */
const realisable = ({ p }: SphereCollision) =>
  inertiaFitsBall(p.mA, p.IA, p.RA) && inertiaFitsBall(p.mB, p.IB, p.RB, Math.abs(p.off) * p.RB);
const hits = (s: SphereCollision) => s.normal.j > 0 && realisable(s);
const lambda = (s: SphereCollision) => s.a.invMass + s.b.invMass;
const vn = (s: SphereCollision) => s.normal.vn;

/** The question two exercises ask of different spheres. */
const normalImpulse = {
  asked: 'the normal impulse j along n (with its sign: positive when it pushes B away from A)',
  symbol: 'j',
  unit: 'N·s',
  answer: (s: SphereCollision) => s.normal.j,
};

/** The worked solutions' first and last lines. */
const vnLine = { step: 'eq:sp-relative-velocity', label: 'v_n = v_rel · n' };
const jLine = { step: 'eq:sp-normal-j', row: 1, label: 'j = −(1 + e) v_n / k' };

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'sp-true',
    title: 'The normal impulse between two true spheres',
    derivation,
    draw: spheres,
    valid: hits,
    prompt: (p) => scene(p),
    ...normalImpulse,
    mistakes: [
      {
        value: (s) => -s.normal.j,
        hint: 'The sign is flipped: v_n = (v_B − v_A)·n is negative while they approach, and j comes out positive.',
        step: 'eq:sp-relative-velocity',
      },
      {
        value: (s) => (-(1 - s.p.e) * vn(s)) / lambda(s),
        hint: 'The factor is 1 + e, not 1 − e.',
        step: 'eq:sp-normal-j',
      },
      {
        value: (s) => ((1 + s.p.e) * V3.length(s.vRel)) / lambda(s),
        hint: 'Only the normal component of the relative velocity enters: v_n = v_rel · n, not |v_rel|.',
        step: 'eq:sp-relative-velocity',
      },
      {
        value: (s) => -vn(s) / lambda(s),
        hint: 'The factor 1 + e is missing: −v_n/k only stops the approach; the bounce adds e times as much again.',
        step: 'eq:sp-normal-j',
      },
      {
        value: (s) => -(1 + s.p.e) * vn(s) * lambda(s),
        hint: 'k = 1/m_A + 1/m_B is an inverse mass: divide by it, j = −(1 + e) v_n/k.',
        step: 'eq:sp-normal-j',
      },
    ],
    hint: 'For true spheres r × n = 0, so k = 1/m_A + 1/m_B; then j = −(1 + e) v_n / k.',
    hintStep: 'eq:sp-normal-j',
    solution: [
      vnLine,
      { step: 'eq:sp-normal-j', row: 0, label: 'k = 1/m_A + 1/m_B (the lever-arm terms vanish)' },
      jLine,
    ],
  }),
  numeric({
    id: 'sp-off',
    title: 'The normal impulse off B’s centre of mass',
    derivation,
    draw: { ...spheres, off: { among: [-0.8, -0.6, -0.4, 0.4, 0.6, 0.8] } },
    valid: hits,
    prompt: (p) => scene(p) + offset(p),
    ...normalImpulse,
    mistakes: [
      {
        value: (s) => (-(1 + s.p.e) * vn(s)) / lambda(s),
        hint: 'That is the true-sphere impulse: off the centre of mass, r_B × n ≠ 0 and B’s term (r_B×n)·I_B⁻¹(r_B×n) adds to k.',
        step: 'eq:sp-triple',
      },
      {
        value: (s) => -s.normal.j,
        hint: 'The sign is flipped: v_n is negative while they approach, and j comes out positive.',
        step: 'eq:sp-relative-velocity',
      },
      {
        value: (s) => (-(1 - s.p.e) * vn(s)) / s.normal.k,
        hint: 'The factor is 1 + e, not 1 − e.',
        step: 'eq:sp-normal-j',
      },
      {
        value: (s) => -vn(s) / s.normal.k,
        hint: 'The factor 1 + e is missing: −v_n/k only stops the approach; the bounce adds e times as much again.',
        step: 'eq:sp-normal-j',
      },
    ],
    hint: 'B’s lever arm is its offset: (r_B×n)·I_B⁻¹(r_B×n) = d²/I_B; add it to 1/m_A + 1/m_B.',
    hintStep: 'eq:sp-triple',
    solution: [
      vnLine,
      { step: 'eq:sp-triple', row: 1, label: 'B’s term (r_B×n) · I_B⁻¹ (r_B×n)' },
      { step: 'eq:sp-normal-j', row: 0, label: 'k = 1/m_A + 1/m_B + B’s term' },
      jLine,
    ],
  }),
  numeric({
    id: 'sp-energy',
    title: 'The energy two spheres lose',
    derivation,
    draw: spheres,
    valid: hits,
    prompt: (p) => scene(p),
    asked: 'the change of kinetic energy T′ − T under the normal impulse',
    symbol: 'T′ − T',
    unit: 'J',
    answer: (s) => s.afterNormal.dT,
    mistakes: [
      {
        value: (s) => -s.afterNormal.dT,
        hint: 'The sign is flipped: a bounce with e < 1 loses energy, so T′ − T is negative.',
        step: 'eq:sp-energy',
      },
      {
        value: (s) => (-0.5 * (1 - s.p.e) * vn(s) ** 2) / s.normal.k,
        hint: 'The factor is 1 − e², not 1 − e.',
        step: 'eq:sp-energy',
      },
      {
        value: (s) => (-0.5 * (1 - s.p.e * s.p.e) * V3.dot(s.vRel, s.vRel)) / s.normal.k,
        hint: 'Only the normal approach speed is lost: use v_n², not |v_rel|².',
        step: 'eq:sp-relative-velocity',
      },
      {
        value: (s) => (-(1 - s.p.e * s.p.e) * vn(s) ** 2) / s.normal.k,
        hint: 'The factor ½ of a kinetic energy is missing: T′ − T = −½ (1 − e²) v_n²/k.',
        step: 'eq:sp-energy',
      },
    ],
    hint: 'T′ − T = −½ (1 − e²) v_n² / k with k = 1/m_A + 1/m_B for true spheres.',
    hintStep: 'eq:sp-energy',
    solution: [
      vnLine,
      { step: 'eq:sp-normal-j', row: 0, label: 'k = 1/m_A + 1/m_B' },
      { step: 'eq:sp-energy', row: 1, label: 'T′ − T = −½ (1 − e²) v_n² / k' },
    ],
  }),
  predict({
    id: 'sp-variant-true',
    title: 'The variant on true spheres',
    question:
      'Two true spheres (B’s centre of mass at its centre) collide while sliding past each other. Compared with the plain normal impulse, what does Eberly’s 3×3 variant do?',
    choices: [
      'It makes them spin, as it was meant to.',
      'Exactly the same as the normal impulse: no spin, the same velocities.',
      'It adds kinetic energy.',
    ],
    correct: 1,
    why: 'For true spheres r ∥ n, so r × n = 0 (r × t is not zero: its length is |r|); then the first row of C is (λ, 0, 0), and with the tangential right-hand sides 0 the system leaves ψ = ξ = 0 and φ = −(1 + e) v_n / λ = j.',
    section: 'what-the-variant-really-does',
    link: {
      query: { off: 0 },
      widget: 'sp-collision',
      label: 'Open the collision widget with the offset at 0',
    },
  }),
  predict({
    id: 'sp-variant-off',
    title: 'The variant off-centre',
    question:
      'Now B’s centre of mass is off its geometric centre (offset 0.6) and the collision is perfectly elastic (e = 1). Does the variant keep the kinetic energy?',
    choices: [
      'Yes: e = 1 keeps energy whatever the impulse method.',
      'No: it can add kinetic energy.',
      'No: it always loses some.',
    ],
    correct: 1,
    why: 'Off-centre the variant needs a sideways impulse ψ to keep the sliding, and that impulse does work ψ·v_t which can be positive, so T′ − T can exceed 0 even with e = 1.',
    section: 'what-the-variant-really-does',
    link: {
      from: { off: 0, e: 1 },
      query: { off: 0.6, e: 1 },
      widget: 'sp-collision',
      label: 'Open the collision widget with offset 0.6 and e = 1',
    },
  }),
];
