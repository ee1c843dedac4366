// Exercises on the effective mass: the lever-arm widget's box B, struck on its bottom face by a post
// or a free ball; answers and common wrong answers computed through this page's scenario (src/solver).
import { inertiaFits2D } from '../../kit/exercises/bodies';
import { numeric, predict, type Exercise, type Ranges } from '../../kit/exercises/model';
import { q } from '../../kit/exercises/text';
import { V2 } from '../../solver';
import { BOX_H, BOX_W, type EmScenario, type EmValues } from './scenario';
import { derivation } from './steps';

const box = (p: EmValues) =>
  `A box B (${q(BOX_W)} m wide, ${q(BOX_H)} m tall, mass m_B = ${q(p.m)} kg, moment of inertia ` +
  `I_B = ${q(p.I)} kg·m² about its centre) is struck on its bottom face at ${q(p.s)} m from the middle ` +
  `(so r_B = (${q(p.s)}, ${q(-BOX_H / 2)}) m from its centre)`;
const push = (p: EmValues) =>
  p.pushDeg === 0
    ? 'straight up, along the face normal'
    : `along a direction tilted ${q(p.pushDeg)}° counter-clockwise from the face normal (straight up)`;

/** B struck straight up by the immovable post: each exercise changes the striker, the push or B's fall. */
const struck: Ranges<typeof derivation.params> = {
  fixA: true,
  m: [0.5, 5],
  I: [0.05, 0.5],
  s: [-0.6, 0.6],
  pushDeg: 0,
};

/** The slip both effective-mass exercises can catch, and the lines their solutions share. */
const isK = {
  value: (s: EmScenario) => 1 / s.meff,
  hint: 'That is k, the inverse of the effective mass: m_eff = 1/k.',
  step: 'eq:em-scalar',
};
const leverLine = { step: 'eq:em-lever', row: 0, side: 0, label: 'ℓ = r_B × n' };
const kBLine = { step: 'eq:em-gyration', row: 0, label: 'k_B = 1/m_B + ℓ²/I_B' };
const meffLine = { step: 'eq:em-scalar', row: 1, label: 'm_eff = 1/k' };

const approaching = (s: EmScenario) => s.result.j > 0;
/** B's mass lies inside its box, so within the half-diagonal of its centre: I_B ≤ m_B (W² + H²)/4. */
const realisable = (s: EmScenario) => inertiaFits2D(s.p.m, s.p.I, Math.hypot(BOX_W, BOX_H) / 2);

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'em-lever',
    title: 'Effective mass with a lever arm',
    derivation,
    draw: { ...struck, pushDeg: { among: [0, 0, 10, -10, 20, -20, 30, -30] } },
    valid: realisable,
    prompt: (p) => `${box(p)} by an immovable post, pushing ${push(p)}.`,
    asked: 'the effective mass m_eff of B along the push',
    symbol: 'm_eff',
    unit: 'kg',
    answer: (s) => s.meff,
    mistakes: [
      {
        value: (s) => s.p.m,
        hint: 'That is B’s mass alone: off-centre, the push also turns B, adding ℓ²/I_B to k.',
        step: 'eq:em-gyration',
      },
      {
        value: (s) => 1 / (1 / s.p.m + V2.dot(s.rB, s.rB) / s.p.I),
        hint: 'The lever arm is ℓ = r_B × n, the part of r_B across the push, not the whole distance |r_B|.',
        step: 'eq:em-lever',
      },
      {
        value: (s) => 1 / (1 / s.p.m + s.lever ** 2 * s.p.I),
        hint: 'The rotational term divides by the moment of inertia: ℓ²/I_B, not ℓ²·I_B.',
        step: 'eq:em-scalar',
      },
      isK,
    ],
    hint: 'Find the lever arm ℓ = r_B × n, then k = 1/m_B + ℓ²/I_B (the post adds nothing), then m_eff = 1/k.',
    hintStep: 'eq:em-lever',
    solution: [leverLine, kBLine, meffLine],
  }),
  numeric({
    id: 'em-ball',
    title: 'A free ball instead of a post',
    derivation,
    draw: { mA: [0.2, 5], ...struck, fixA: false },
    valid: realisable,
    prompt: (p) =>
      `${box(p)} by a free ball A of mass m_A = ${q(p.mA)} kg, pushing ${push(p)}; the push passes ` +
      'through the ball’s centre, so it cannot turn the ball.',
    asked: 'the effective mass m_eff of the pair along the push',
    symbol: 'm_eff',
    unit: 'kg',
    answer: (s) => s.meff,
    mistakes: [
      {
        value: (s) => s.meffB,
        hint: 'That is B against an immovable post: the ball gives way too, adding 1/m_A to k.',
        step: 'eq:em-series',
      },
      {
        value: (s) => 1 / (1 / s.p.mA + 1 / s.p.m),
        hint: 'That is the reduced mass without rotation: the off-centre push also turns B (ℓ²/I_B).',
        step: 'eq:em-gyration',
      },
      {
        value: (s) => s.p.mA + s.meffB,
        hint: 'Effective masses combine like springs in series: their inverses add.',
        step: 'eq:em-series',
      },
      isK,
    ],
    hint: 'k = k_A + k_B: the ball contributes 1/m_A, the box 1/m_B + ℓ²/I_B; m_eff = 1/k.',
    hintStep: 'eq:em-series',
    solution: [leverLine, kBLine, { step: 'eq:em-series', label: 'k = k_A + k_B' }, meffLine],
  }),
  numeric({
    id: 'em-impulse',
    title: 'The impulse on a falling box',
    derivation,
    draw: { ...struck, vBx: 0, vBy: [-4, -0.5], wB: 0, e: [0.1, 0.9] },
    valid: (s) => approaching(s) && realisable(s),
    prompt: (p) =>
      `${box(p)}: it falls without turning at ${q(-p.vBy)} m/s onto an immovable post, which pushes ${push(p)}. ` +
      `Restitution e = ${q(p.e)}.`,
    asked: 'the impulse j along the push (with its sign: positive when the post pushes the box)',
    symbol: 'j',
    unit: 'N·s',
    answer: (s) => s.result.j,
    mistakes: [
      {
        value: (s) => -(1 + s.p.e) * s.p.m * s.result.vn,
        hint: 'That treats B as a point mass: with a lever arm the effective mass is smaller than m_B.',
        step: 'eq:em-gyration',
      },
      {
        value: (s) => -(1 - s.p.e) * s.meff * s.result.vn,
        hint: 'The factor is 1 + e: stop the approach, then add the bounce.',
        step: 'eq:em-bias',
      },
      {
        value: (s) => -s.result.j,
        hint: 'The sign is flipped: v_n is negative while the box approaches, and j pushes (it is positive).',
        step: 'eq:em-clamp',
      },
      {
        value: (s) => -s.meff * s.result.vn,
        hint: 'The factor 1 + e is missing: −m_eff v_n only stops the fall; the bounce adds e times as much again.',
        step: 'eq:em-bias',
      },
    ],
    hint: 'Find m_eff with the lever arm, then j = −(1 + e) m_eff v_n with v_n = v_B · n.',
    hintStep: 'eq:em-bias',
    solution: [leverLine, meffLine, { step: 'eq:em-bias', row: 0, label: 'j = λ = −(1 + e) m_eff v_n' }],
  }),
  predict({
    id: 'em-moving-out',
    title: 'Moving the contact outwards',
    question:
      'The post pushes straight up on the free box, and the contact point slides from the middle of the bottom face out to its corner. What happens to m_eff?',
    choices: ['It grows.', 'It shrinks.', 'It stays m_B: only the mass resists a push.'],
    correct: 1,
    why: 'The lever arm ℓ grows with the offset, so k = 1/m_B + ℓ²/I_B grows and m_eff = 1/k shrinks: off-centre, part of the push goes into turning the box.',
    section: 'the-2d-scalar-form',
    link: {
      from: { s: 0 },
      query: { s: 0.6 },
      widget: 'em-lever',
      label: 'Open the lever-arm widget with the contact at the corner',
    },
  }),
  predict({
    id: 'em-pinned',
    title: 'A box pinned at its centre',
    question:
      'Now B is pinned at its centre, so it can turn but not move. As the contact moves out from the middle, what happens to m_eff?',
    choices: [
      'It falls from infinite (at the middle) towards I_B/ℓ², smaller and smaller.',
      'It stays m_B everywhere.',
      'It grows as the contact moves out.',
    ],
    correct: 0,
    why: 'With the pin the 1/m_B term is gone, so k = ℓ²/I_B: zero at the middle (nothing can give way, m_eff is infinite), and m_eff = I_B/ℓ² falls as ℓ grows.',
    section: 'the-2d-scalar-form',
    link: {
      from: { m: 10, s: 0 },
      query: { m: 10, s: 0.6 },
      widget: 'em-lever',
      label: 'Open the lever-arm widget with a heavy box (m_B = 10 kg, close to pinned)',
    },
  }),
];
