// Seed 001's code sample, reproduced faithfully so a page can show what its bug does.
//
// Its line  j = -(1 + e) * vs / (A.inv_mass - B.inv_mass)  divides by the DIFFERENCE of the
// inverse masses; the derivation right above it (and physics) needs their SUM. Its normal points
// from B to A and vs = (vA − vB)·n_BA; with n = −n_BA (our A→B normal) vs = (vB − vA)·n = vn, so
// the scalar j is the same number in our convention, the impulse j·n going to B.
// It is linear only (no rotation), like the post.
import type { Body2, Vec2 } from './types';
import { checkBody2, checkRestitution, checkUnit2 } from './validate';

export type Seed001Verdict =
  /** vn > 0: the sample returns before computing anything (so does the correct code). */
  | 'separating'
  /** B is immovable (mB = 0): mA − mB = mA + mB, the bug is invisible. Also vn = 0 with a nonzero denominator. */
  | 'agrees'
  /** Both movable, A lighter (mA > mB): 0 < mA − mB < mA + mB, the impulse is too large. */
  | 'too-large'
  /** A heavier than B (mA < mB, including A immovable): the impulse has the wrong sign and pulls the bodies together. */
  | 'wrong-sign'
  /** Equal inverse masses, approaching: j = −(1+e)·vn / 0 = +Infinity. */
  | 'divides-by-zero'
  /** Equal inverse masses and vn = 0: the sample's `> 0` early return lets it through and computes 0/0 = NaN. */
  | 'zero-over-zero';

/** One sentence per verdict, for the errata box. */
export const SEED001_VERDICT_TEXT: Readonly<Record<Seed001Verdict, string>> = {
  separating: 'The bodies are separating, so the sample returns before the faulty line.',
  agrees: 'B is immovable (or nothing is approaching), so mA − mB equals mA + mB and the bug does not show.',
  'too-large': 'A is lighter than B, so mA − mB is smaller than mA + mB and the impulse comes out too large.',
  'wrong-sign': 'A is heavier than B, so mA − mB is negative and the impulse pulls the bodies together.',
  'divides-by-zero': 'The masses are equal, so the sample divides by zero: the impulse is infinite.',
  'zero-over-zero':
    'The masses are equal and vn = 0 slips past the "> 0" check: the sample computes 0/0 = NaN.',
};

export interface Seed001Result {
  /** The sample's scalar impulse; null when it would be ±Infinity or NaN (see `verdict`). */
  j: number | null;
  /** What the sample's division yields when it is not a number: 'Infinity', '-Infinity', 'NaN'. */
  nonFinite: 'Infinity' | '-Infinity' | 'NaN' | null;
  /** The correct linear-only impulse −(1+e)·vn / (mA + mB) (0 when separating or both immovable). */
  jCorrect: number;
  /** The sample's denominator mA − mB (inverse masses). */
  denominator: number;
  /** (vB − vA)·n before. */
  vn: number;
  /** (vB − vA)·n after the sample's impulse (null when j is null); the correct value is −e·vn. */
  vnAfter: number | null;
  verdict: Seed001Verdict;
  /** SEED001_VERDICT_TEXT[verdict]. */
  reason: string;
  /** Bodies after the sample's impulse (linear velocities only); null when j is null. */
  a: Body2 | null;
  b: Body2 | null;
}

/**
 * j_buggy = −(1+e)·vn / (mA − mB)   versus   j = −(1+e)·vn / (mA + mB)
 */
export function seed001BuggyImpulse(a: Body2, b: Body2, n: Vec2, e: number): Seed001Result {
  const r = seed001Raw(a, b, n, e);
  return { ...r, reason: SEED001_VERDICT_TEXT[r.verdict] };
}

function seed001Raw(a: Body2, b: Body2, n: Vec2, e: number): Omit<Seed001Result, 'reason'> {
  checkBody2(a, 'a');
  checkBody2(b, 'b');
  checkUnit2(n, 'n');
  checkRestitution(e, 'e');
  const mA = a.invMass;
  const mB = b.invMass;
  const vn = (b.v.x - a.v.x) * n.x + (b.v.y - a.v.y) * n.y;
  const denominator = mA - mB; // [eq:ni-errata-001]
  const sum = mA + mB;
  // j_lin = −(1+e)·vn / (mA + mB)
  const jCorrect = vn < 0 && sum > 0 ? (-(1 + e) * vn) / sum : 0; // [eq:ni-linear-only]
  const base = { jCorrect, denominator, vn };

  // The sample returns early only for vn > 0, so vn = 0 still reaches the division.
  if (vn > 0)
    return {
      ...base,
      j: 0,
      nonFinite: null,
      vnAfter: vn,
      verdict: 'separating',
      a: cloneLinear(a),
      b: cloneLinear(b),
    };
  if (denominator === 0) {
    // −(1+e)·vn ≥ 0 here: vn < 0 gives +Infinity, vn = 0 gives 0/0.
    const zeroOverZero = vn === 0;
    return {
      ...base,
      j: null,
      nonFinite: zeroOverZero ? 'NaN' : 'Infinity',
      vnAfter: null,
      verdict: zeroOverZero ? 'zero-over-zero' : 'divides-by-zero',
      a: null,
      b: null,
    };
  }
  const j = vn === 0 ? 0 : (-(1 + e) * vn) / denominator; // [eq:ni-errata-001]
  if (!Number.isFinite(j)) {
    // A denominator so small the quotient overflows: report it like a division by zero.
    return {
      ...base,
      j: null,
      nonFinite: j > 0 ? 'Infinity' : '-Infinity',
      vnAfter: null,
      verdict: denominator > 0 ? 'too-large' : 'wrong-sign',
      a: null,
      b: null,
    };
  }
  const verdict: Seed001Verdict =
    vn === 0 || mB === 0 ? 'agrees' : denominator < 0 ? 'wrong-sign' : 'too-large';
  const aAfter = { ...cloneLinear(a), v: { x: a.v.x - mA * j * n.x, y: a.v.y - mA * j * n.y } };
  const bAfter = { ...cloneLinear(b), v: { x: b.v.x + mB * j * n.x, y: b.v.y + mB * j * n.y } };
  return { ...base, j, nonFinite: null, vnAfter: vn + j * sum, verdict, a: aAfter, b: bAfter };
}

const cloneLinear = (b: Body2): Body2 => ({
  invMass: b.invMass,
  invInertia: b.invInertia,
  v: { x: b.v.x, y: b.v.y },
  w: b.w,
});
