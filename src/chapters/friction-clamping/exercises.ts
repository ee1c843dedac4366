// Exercises on friction clamping: a body B landing on the immovable ground A, from the contact
// widget's parameters; answers and common wrong answers computed through this page's scenario.
import { boxOrDiscTouching } from '../../kit/exercises/bodies';
import { numeric, predict, type Draw, type Exercise, type Ranges } from '../../kit/exercises/model';
import { q } from '../../kit/exercises/text';
import type { FrictionContact, FrictionValues } from './scenario';
import { derivation } from './steps';

const landing = (p: FrictionValues) =>
  `A body B (m_B = ${q(p.mB)} kg, I_B = ${q(p.IB)} kg·m²) lands on the immovable ground with velocity ` +
  `v_B = (${q(p.vx)}, ${q(p.vy)}) m/s, spinning at ω_B = ${q(p.w)} rad/s. It touches the ground at ` +
  `r_B = (0, ${q(p.rBy)}) m from its centre; the normal is n = (0, 1) and the tangent t = (−1, 0). ` +
  `Restitution e = ${q(p.e)}, static friction μs = ${q(p.muS)}, sliding friction μd = ${q(p.muD)}.`;

/** B exists as a box or disc resting its bottom edge on the ground: its outward normal there is −n. */
const realisable = (s: FrictionContact) =>
  boxOrDiscTouching(s.p.mB, s.p.IB, s.c.rB, { x: -s.c.n.x, y: -s.c.n.y });
const grip = (s: FrictionContact) => s.normal.j > 0 && realisable(s);
const sticks = (s: FrictionContact) => Math.abs(s.friction.jtStar) <= s.p.muS * s.normal.j;
/** k_t without B's lever-arm term: the usual slip of treating B as a point mass. */
const pointMassJtStar = (s: FrictionContact) => -s.friction.vt * s.p.mB;

/** The sign slip both clamping exercises can catch. */
const flippedSign = {
  value: (s: FrictionContact) => -s.friction.jt,
  hint: 'The sign is flipped: friction opposes the sliding, so j_t has the opposite sign to v_t.',
  step: 'eq:fr-vt',
};

/** The question both clamping exercises ask, of a slipping and of a sticking contact. */
const frictionImpulse = {
  asked: 'the friction impulse j_t along t (with its sign)',
  symbol: 'j_t',
  unit: 'N·s',
  answer: (s: FrictionContact) => s.friction.jt,
};

/** The worked solution's common start in both clamping exercises: from v_t to the unclamped j_t*. */
const toJtStar = [
  { step: 'eq:fr-vt', label: 'v_t = v_rel · t' },
  { step: 'eq:fr-k', row: 0, side: 0, label: 'k_t = 1/m_B + (r_B×t)²/I_B' },
  { step: 'eq:fr-jt-star', row: 0, side: 0, label: 'j_t* = −v_t/k_t' },
] as const;

/**
 * The comparison the clamp makes, before its verdict: the normal impulse j_n (applied first, and
 * what friction is measured against), the static cap μs·j_n, and the request |j_t*| it is compared with.
 */
const comparison = [
  {
    step: 'eq:fr-clamp',
    label: 'j_n (the normal impulse, applied first)',
    quantity: { value: (s: FrictionContact) => s.normal.j, unit: 'N·s' },
  },
  {
    step: 'eq:fr-clamp',
    label: 'the static cap μs j_n',
    quantity: { value: (s: FrictionContact) => s.p.muS * s.normal.j, unit: 'N·s' },
  },
  {
    step: 'eq:fr-clamp',
    label: '|j_t*|, compared with μs j_n',
    quantity: { value: (s: FrictionContact) => Math.abs(s.friction.jtStar), unit: 'N·s' },
  },
] as const;

/** The sliding cap a slipping contact gets instead. */
const slidingCap = {
  step: 'eq:fr-dynamic',
  label: 'the sliding cap μd j_n',
  quantity: { value: (s: FrictionContact) => s.muD * s.normal.j, unit: 'N·s' },
} as const;

type Params = typeof derivation.params;

/** B sliding fast onto the ground, spinning either way (the sticking exercise slows it down). */
const sliding: Ranges<Params> = {
  fixA: true,
  rBx: 0,
  mB: [0.5, 5],
  IB: [0.01, 0.5],
  rBy: [-0.5, -0.1],
  vx: [2, 6],
  vy: [-4, -0.5],
  w: [-5, 5],
  e: [0, 0.8],
};

/** A contact that may slip: μs drawn first, μd below it (the one-impulse clamp needs μd ≤ μs). */
const slipping =
  (ranges: Ranges<Params>) =>
  (d: Draw<Params>): Ranges<Params> => {
    const muS = d.num('muS', 0.1, 0.6);
    return { ...ranges, muS, muD: [0.05, muS - 0.02] };
  };

export const exercises: readonly Exercise[] = [
  numeric({
    id: 'fr-slip',
    title: 'A sliding landing: the clamp decides',
    derivation,
    draw: slipping(sliding),
    valid: (s) => grip(s) && !sticks(s),
    prompt: (p) => landing(p),
    ...frictionImpulse,
    mistakes: [
      {
        value: (s) => s.friction.jtStar,
        hint: 'That is the impulse that would stop the sliding, j_t*, but it needs more than μs·j_n: the contact slips, and the clamp caps it at μd·j_n.',
        step: 'eq:fr-clamp',
      },
      {
        value: (s) => Math.sign(s.friction.jtStar) * s.p.muS * s.normal.j,
        hint: 'A slipping contact gets the sliding coefficient μd, not the static μs.',
        step: 'eq:fr-dynamic',
      },
      flippedSign,
      {
        value: (s) => (Math.sign(s.friction.jtStar) * s.muD * s.normal.j) / (1 + s.p.e),
        hint: 'The cap is μd times the whole normal impulse j_n = −(1 + e) m_n v_n, bounce included: the factor 1 + e is missing.',
        step: 'eq:fr-clamp',
      },
    ],
    hint: 'Find j_n, v_t and k_t, then j_t* = −v_t/k_t; compare |j_t*| with μs·j_n and clamp to ±μd·j_n if it is larger.',
    hintStep: 'eq:fr-clamp',
    solution: [
      ...toJtStar,
      ...comparison,
      slidingCap,
      { step: 'eq:fr-clamp', row: 0, label: 'j_t = sign(j_t*) μd j_n (since |j_t*| > μs j_n)' },
    ],
  }),
  numeric({
    id: 'fr-stick',
    title: 'A gripping landing',
    derivation,
    draw: { ...sliding, vx: [-1.5, 1.5], vy: [-5, -1], w: [-3, 3], muS: [0.6, 1.5], muD: [0.05, 0.5] },
    valid: (s) => grip(s) && sticks(s),
    prompt: (p) => landing(p),
    ...frictionImpulse,
    mistakes: [
      {
        value: (s) => Math.sign(s.friction.jtStar) * s.muD * s.normal.j,
        hint: 'The contact sticks (|j_t*| ≤ μs·j_n), so the clamp leaves j_t* as it is; μd·j_n is only for slipping.',
        step: 'eq:fr-clamp',
      },
      {
        value: pointMassJtStar,
        hint: 'k_t has the lever-arm term (r_B×t)²/I_B: the grip also spins B.',
        step: 'eq:fr-k',
      },
      flippedSign,
      {
        value: (s) => Math.sign(s.friction.jtStar) * s.p.muS * s.normal.j,
        hint: 'μs j_n is the most static friction can give, not what it gives: a sticking contact gets exactly the j_t* that stops the slide.',
        step: 'eq:fr-clamp',
      },
    ],
    hint: 'Find v_t (with the spin), k_t (with the lever arm), then j_t* = −v_t/k_t; it is within μs·j_n here.',
    hintStep: 'eq:fr-jt-star',
    solution: [
      ...toJtStar,
      ...comparison,
      { step: 'eq:fr-clamp', row: 0, label: 'j_t = j_t* (since |j_t*| ≤ μs j_n)' },
    ],
  }),
  numeric({
    id: 'fr-energy',
    title: 'The energy friction takes',
    derivation,
    draw: slipping({ ...sliding, w: 0 }),
    valid: (s) => grip(s) && !sticks(s),
    prompt: (p) => landing(p),
    asked: 'the change of kinetic energy T′ − T caused by the friction impulse alone',
    symbol: 'T′ − T',
    unit: 'J',
    answer: (s) => s.energy.afterFriction - s.energy.afterNormal,
    mistakes: [
      {
        value: (s) => s.friction.jt * s.friction.vt,
        hint: 'The work is j_t times the average of v_t before and after: ½ j_t (v_t + v_t′).',
        step: 'eq:fr-energy',
      },
      {
        value: (s) => s.energy.afterNormal - s.energy.afterFriction,
        hint: 'The sign is flipped: friction takes energy, so T′ − T is negative.',
        step: 'eq:fr-energy',
      },
      {
        value: (s) => s.energy.afterFriction - s.energy.before,
        hint: 'That includes the normal impulse’s loss; the question asks for the friction impulse alone.',
        step: 'eq:fr-energy',
      },
      {
        value: (s) => s.friction.jt * (s.friction.vt + s.vtAfter),
        hint: 'The factor ½ is missing: the work is j_t times the average of v_t and v_t′, ½ j_t (v_t + v_t′).',
        step: 'eq:fr-energy',
      },
    ],
    hint: 'Clamp j_t, find v_t′ = v_t + k_t j_t, then T′ − T = ½ j_t (v_t + v_t′).',
    hintStep: 'eq:fr-energy',
    solution: [
      ...toJtStar,
      ...comparison,
      slidingCap,
      { step: 'eq:fr-clamp', row: 0, label: 'j_t = sign(j_t*) μd j_n (since |j_t*| > μs j_n)' },
      { step: 'eq:fr-clamp', row: 1, label: 'v_t′' },
      { step: 'eq:fr-energy', label: 'T′ − T = ½ j_t (v_t + v_t′)' },
    ],
  }),
  predict({
    id: 'fr-faster',
    rotation: false,
    title: 'Sliding faster',
    question:
      'In the contact widget’s default landing the contact slips. The sliding speed goes from 4.5 m/s to 6 m/s, nothing else changing. What happens to the friction impulse?',
    choices: ['It grows in proportion to the speed.', 'It stays μd·j_n.', 'It drops to zero.'],
    correct: 1,
    why: 'A slipping contact gets the capped impulse μd·j_n whatever the speed, and j_n depends only on the normal velocity; only v_t′ changes.',
    section: 'coulombs-limit-at-the-same-contact',
    link: { query: { vx: 6 }, widget: 'fr-contact', label: 'Open the contact widget with v_x = 6 m/s' },
  }),
  predict({
    id: 'fr-mud-above',
    rotation: false,
    title: 'Sliding friction above static friction',
    question: 'What would μd > μs do in this page’s clamp?',
    choices: [
      'Nothing special: a slipping contact just gets the larger μd·j_n.',
      'A contact that slips with |j_t*| below μd·j_n would get more than it takes to stop: its slide would reverse, and it could gain energy.',
      'The contact would always stick.',
    ],
    correct: 1,
    why: 'The clamp lets a contact slip when |j_t*| > μs·j_n and then applies μd·j_n; with μd > μs that overshoots the stopping impulse |j_t*| only when |j_t*| < μd·j_n (a faster slide still just slows). It is this one-impulse clamp, not Coulomb’s law, that needs μd ≤ μs, so the solver refuses μd > μs and the page uses μd = μs.',
    section: 'friction-never-adds-energy',
    link: {
      from: { muS: 0.3, muD: 0.3, vx: 2.5 },
      query: { muS: 0.3, muD: 0.6, vx: 2.5 },
      widget: 'fr-contact',
      label: 'Open the contact widget with μs = 0.3, μd = 0.6 and v_x = 2.5 m/s',
    },
  }),
];
