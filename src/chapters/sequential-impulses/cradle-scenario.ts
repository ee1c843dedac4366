// Newton's cradle two ways: N equal balls in a row, touching, the first k of them coming in at
// speed v, every contact with restitution e. The solver resolves the same hit one pair at a time
// (cradleSequential, in the order chosen) and all contacts at once (cradleSimultaneous); this
// module only sets the hit up, adds up momentum and energy, and says where the two disagree.
import { choice, num, type ParamValues } from '../../params/spec';
import { cradleSequential, cradleSimultaneous, type CradleOrder } from '../../solver';
import { fmt } from '../../lib/format';

/** In the order of the `crOrder` parameter's values 0, 1. */
export const CRADLE_ORDERS: readonly { key: Extract<CradleOrder, string>; label: string }[] = [
  { key: 'left-to-right', label: 'left to right' },
  { key: 'right-to-left', label: 'right to left' },
];

export const cradleParams = [
  num('crN', 'Number of balls N', '', 3, 5, 1, 3),
  num('crK', 'Balls coming in k (from the left)', '', 1, 5, 1, 1),
  num('crV', 'Speed of the incoming balls v', 'm/s', 0, 5, 0.1, 1),
  num('crE', 'Restitution e', '', 0, 1, 0.05, 1),
  choice(
    'crOrder',
    'Order of each one-pair-at-a-time pass',
    CRADLE_ORDERS.map((o) => o.label),
  ),
] as const;

export type CradleValues = ParamValues<typeof cradleParams>;

/** Every ball's mass (kg): the solver's cradle balls have unit mass. */
export const BALL_MASS = 1;

/** One model's outcome with its totals. */
export interface CradleOutcome {
  /** Each ball's velocity along x after (m/s). */
  v: number[];
  /** Σ m v after (kg·m/s) and Σ ½ m v² after (J). */
  momentum: number;
  kinetic: number;
}

export interface Cradle {
  n: number;
  /** Incoming balls actually used (k clamped to N). */
  k: number;
  order: (typeof CRADLE_ORDERS)[number];
  /** Velocities before (m/s): k balls at v, the rest at rest. */
  before: number[];
  momentumBefore: number;
  kineticBefore: number;
  sequential: CradleOutcome & {
    passes: number;
    settled: boolean;
  };
  simultaneous: CradleOutcome & {
    /** Each contact's impulse (N·s); contact i between balls i and i + 1. */
    lambda: number[];
  };
  /** Largest |v_sequential − v_simultaneous| over the balls (m/s). */
  difference: number;
  /** A sentence on what the reader is looking at when there is nothing to resolve, or null. */
  note: string | null;
}

/** Two models agree when no ball's velocities differ by more than this (m/s): float noise. */
export const AGREE_TOL = 1e-9;

const momentum = (v: readonly number[]): number => v.reduce((s, x) => s + BALL_MASS * x, 0);
const kinetic = (v: readonly number[]): number => v.reduce((s, x) => s + 0.5 * BALL_MASS * x * x, 0);

export function cradleScenario(p: CradleValues): Cradle {
  const n = Math.round(p.crN);
  const kAsked = Math.round(p.crK);
  const k = Math.min(kAsked, n);
  const order = CRADLE_ORDERS[Math.round(p.crOrder)] ?? CRADLE_ORDERS[0]!;
  const before = Array.from({ length: n }, (_, i) => (i < k ? p.crV : 0));
  const seq = cradleSequential(before, p.crE, order.key);
  const sim = cradleSimultaneous(before, p.crE);
  let difference = 0;
  for (let i = 0; i < n; i++) difference = Math.max(difference, Math.abs(seq.v[i]! - sim.v[i]!));
  let note: string | null = null;
  if (p.crV === 0)
    note = 'No ball moves (v = 0): no pair approaches, so both models leave every ball at rest.';
  else if (k === n)
    note = `All ${n} balls come in together${kAsked > n ? ` (k = ${kAsked} asked, but there are only ${n} balls)` : ''}: no pair approaches, so nothing is resolved.`;
  return {
    n,
    k,
    order,
    before,
    momentumBefore: momentum(before),
    kineticBefore: kinetic(before),
    sequential: {
      v: seq.v,
      momentum: momentum(seq.v),
      kinetic: kinetic(seq.v),
      passes: seq.passes,
      settled: seq.settled,
    },
    simultaneous: { v: sim.v, momentum: momentum(sim.v), kinetic: kinetic(sim.v), lambda: sim.lambda },
    difference,
    note,
  };
}

/** The velocities as a list for sentences: "(0, 0, 1) m/s". */
export const velocityList = (v: readonly number[]): string => `(${v.map((x) => fmt(x, 3)).join(', ')})`;
