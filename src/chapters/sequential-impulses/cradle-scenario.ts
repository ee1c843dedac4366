// Newton's cradle three ways: N equal balls in a row, touching, the first k of them coming in at
// speed v, every contact with restitution e. The solver resolves the same hit with three models:
// pair by pair (cradlePairwise: chapter one's impulse for one pair at a time, its restitution from
// that visit's approach, no totals), the chapter's loop (cradleLoop: sequential impulses with a
// running total per contact and each restitution target fixed before the sweeps) and all contacts
// at once (cradleSimultaneous, the LCP). The order acts on the two that sweep. This module only sets
// the hit up, adds up momentum and energy, and says where the models disagree.
import { choice, inertWhen, num, type ParamValues } from '../../params/spec';
import { cradleLoop, cradlePairwise, cradleSimultaneous, type CradleOrder } from '../../solver';
import { fmt } from '../../lib/format';

/** In the order of the `crOrder` parameter's values 0, 1. */
export const CRADLE_ORDERS: readonly { key: Extract<CradleOrder, string>; label: string }[] = [
  { key: 'left-to-right', label: 'left to right' },
  { key: 'right-to-left', label: 'right to left' },
];

/** The balls' velocities before the hit (m/s): the first k of N at v, the rest at rest (k clamped to N). */
function velocitiesBefore(n: number, k: number, v: number): number[] {
  return Array.from({ length: n }, (_, i) => (i < Math.min(k, n) ? v : 0));
}

/**
 * Why the restitution cannot act, or null: when no pair approaches, no contact pushes in any model,
 * and e has nothing to scale. The solver decides: one pair-by-pair pass over the row pushes no pair
 * (its pass count stays 0) exactly when none approaches. The reason names the case (every ball at
 * rest, or every ball coming in together). (The order cannot act then either; its select is not
 * disabled with it, because N's slider would then restyle a control outside every contained box at
 * its scrub steps: tests/e2e/checks/contained-layout.ts.)
 */
export function nothingCollides(v: Readonly<Record<string, number | boolean>>): string | null {
  const speed = Number(v.crV);
  const before = velocitiesBefore(Math.round(Number(v.crN)), Math.round(Number(v.crK)), speed);
  if (cradlePairwise(before, 0, 'left-to-right', 1).passes > 0) return null;
  return speed === 0
    ? 'Nothing collides: no ball moves.'
    : 'Nothing collides: all the balls come in together.';
}

export const cradleParams = [
  num('crN', 'Number of balls N', '', 3, 5, 1, 3),
  num('crK', 'Balls coming in k (from the left)', '', 1, 5, 1, 1),
  num('crV', 'Speed of the incoming balls v', 'm/s', 0, 5, 0.1, 1),
  inertWhen(num('crE', 'Restitution e', '', 0, 1, 0.05, 1), nothingCollides),
  choice(
    'crOrder',
    'Order of each pass (pair by pair) or sweep (the loop)',
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
  /** Pair by pair: chapter one's impulse, one pair at a time, until no pair approaches. */
  pairwise: CradleOutcome & {
    passes: number;
    settled: boolean;
  };
  /** The chapter's loop: running totals, each restitution target fixed before the sweeps. */
  loop: CradleOutcome & {
    /** Sweeps run (the solver's default). */
    sweeps: number;
    /** The first sweep after which every ball is within AGREE_TOL of all at once (0: before any), or null. */
    agreeAfter: number | null;
    /** Each contact's running total after the last sweep (N·s). */
    lambda: number[];
  };
  /** All at once: the contacts' LCP, solved exactly. */
  simultaneous: CradleOutcome & {
    /** Each contact's impulse (N·s); contact i between balls i and i + 1. */
    lambda: number[];
  };
  /** Largest |v_pairwise − v_simultaneous| over the balls (m/s). */
  difference: number;
  /** A sentence on what the reader is looking at when there is nothing to resolve, or null. */
  note: string | null;
}

/** Two answers agree when no ball's velocities differ by more than this (m/s): float noise. */
export const AGREE_TOL = 1e-9;

const momentum = (v: readonly number[]): number => v.reduce((s, x) => s + BALL_MASS * x, 0);
const kinetic = (v: readonly number[]): number => v.reduce((s, x) => s + 0.5 * BALL_MASS * x * x, 0);
const gap = (a: readonly number[], b: readonly number[]): number =>
  a.reduce((m, x, i) => Math.max(m, Math.abs(x - b[i]!)), 0);

export function cradleScenario(p: CradleValues): Cradle {
  const n = Math.round(p.crN);
  const kAsked = Math.round(p.crK);
  const k = Math.min(kAsked, n);
  const order = CRADLE_ORDERS[Math.round(p.crOrder)] ?? CRADLE_ORDERS[0]!;
  const before = velocitiesBefore(n, k, p.crV);
  const pair = cradlePairwise(before, p.crE, order.key);
  const loop = cradleLoop(before, p.crE, order.key);
  const sim = cradleSimultaneous(before, p.crE);
  const agreeAt = loop.history.findIndex((v) => gap(v, sim.v) <= AGREE_TOL);
  let note: string | null = null;
  if (p.crV === 0)
    note = 'No ball moves (v = 0): no pair approaches, so every model leaves every ball at rest.';
  else if (k === n)
    note = `All ${n} balls come in together${kAsked > n ? ` (k = ${kAsked} asked, but there are only ${n} balls)` : ''}: no pair approaches, so nothing is resolved.`;
  return {
    n,
    k,
    order,
    before,
    momentumBefore: momentum(before),
    kineticBefore: kinetic(before),
    pairwise: {
      v: pair.v,
      momentum: momentum(pair.v),
      kinetic: kinetic(pair.v),
      passes: pair.passes,
      settled: pair.settled,
    },
    loop: {
      v: loop.v,
      momentum: momentum(loop.v),
      kinetic: kinetic(loop.v),
      sweeps: loop.sweeps,
      agreeAfter: agreeAt < 0 ? null : agreeAt,
      lambda: loop.lambda,
    },
    simultaneous: { v: sim.v, momentum: momentum(sim.v), kinetic: kinetic(sim.v), lambda: sim.lambda },
    difference: gap(pair.v, sim.v),
    note,
  };
}

/** The velocities as a list for sentences: "(0, 0, 1) m/s". */
export const velocityList = (v: readonly number[]): string => `(${v.map((x) => fmt(x, 3)).join(', ')})`;

/** The pairwise passes as the table shows them. */
export const passesText = (c: Cradle): string =>
  `${c.pairwise.passes}${c.pairwise.settled ? '' : ' (not settled)'}`;

/** The loop's sweeps as the table shows them: how many it took to land on the all-at-once answer. */
export const sweepsText = (c: Cradle): string =>
  c.loop.agreeAfter === null ? `${c.loop.sweeps} (not settled)` : `${c.loop.agreeAfter} to agree`;
