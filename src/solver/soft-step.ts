// The soft step (Box2D v3's solver): a contact row as a stiff, heavily damped spring, integrated
// implicitly over the (sub)step, instead of a rigid row plus a position fix. Two functions:
// softness (the spring's three coefficients) and softContactSweeps2 (one solve or relax pass of
// sequential impulses with them).
//
// Sources: Erin Catto, "Soft Constraints", GDC 2011 (the implicit spring written as a velocity
// constraint); Box2D v3.0 (github.com/erincatto/box2d, tag v3.0.0): b2MakeSoft in src/solver.h, and
// the contact solve in src/contact_solver.c (b2SolveOverflowContacts, the scalar form of the wide
// b2SolveContactsTask): its useBias flag, the speculative branch s > 0 and the push-out cap
// (world->contactPushoutVelocity, 3 m/s by default in b2DefaultWorldDef).
import { MAX_PUSH_OUT } from './constants';
import {
  applyAlong,
  bodiesFrom,
  checkProblem,
  checkSweepOptions,
  prepareRows,
  relativeVelocity,
  type Row,
  type SequentialImpulses2Options,
  type SequentialImpulses2Result,
  velocitiesOf,
} from './sequential-impulses';
import type { Body2, ContactRow2 } from './types';
import { fail, finiteAt, nonNegativeAt } from './validate';

/*
 * One row as a spring, in the code's symbols.
 *
 * Along the row, with m = 1/k its effective mass (k as in effectiveMass2), C its position error (for
 * a contact the separation s, negative in overlap) and vn = dC/dt its velocity, a spring of
 * frequency ω = 2π·hertz and damping ratio ζ pushes with
 *   F = −m ω² C − 2 m ζ ω vn          (stiffness m ω², damping 2 m ζ ω: ω and ζ do not depend on m)
 * Implicit Euler over a step h evaluates F at the end of the step:
 *   vn₂ = vn₁ + (h/m) F(C₂, vn₂),  C₂ = C₁ + h vn₂
 *   vn₂ = vn₁ − h ω² (C₁ + h vn₂) − 2 h ζ ω vn₂
 *   vn₂ (1 + hω (2ζ + hω)) = vn₁ − h ω² C₁
 * The impulse that takes vn₁ to vn₂ is Δ = m (vn₂ − vn₁). Name the pieces as Box2D does:
 *   a1 = 2ζ + hω,  a2 = hω·a1,  a3 = 1/(1 + a2)
 * so that vn₂ = a3 (vn₁ − h ω² C₁), and with 1 − a3 = a2·a3 and h ω² = (ω/a1)·a2:
 *   Δ = −m (a2·a3 vn₁ + a3 h ω² C₁) = −m · a2·a3 · (vn₁ + (ω/a1) C₁)
 * which is a rigid row's −m·vn with a velocity bias and its mass scaled:
 *   biasRate = ω/a1,  massScale = a2·a3,  impulseScale = a3
 * The third coefficient is for the sweeps. A row visited again sees vn that already includes its
 * total λ so far; asking that the total satisfy the spring (Δ = 0 at the fixed point) gives
 *   Δ = −m·massScale·(vn + biasRate·C) − impulseScale·λ
 * Its fixed point, with vn = vn₁ + λ/m and massScale + impulseScale = a3 (a2 + 1) = 1, is
 * λ = −m·massScale·(vn₁ + biasRate·C₁): one row alone reaches it at its first visit, and every
 * later visit adds 0. (Catto, "Soft Constraints", GDC 2011; Box2D v3 b2MakeSoft.)
 *
 * The limits:
 *   hertz = 0 (no spring): the rigid row, biasRate 0, massScale 1, impulseScale 0: Δ = −m·vn.
 *   hω → ∞ (a spring far stiffer than the step resolves): biasRate → 1/h, massScale → 1,
 *     impulseScale → 0: the rigid row with Baumgarte stabilisation at β = 1, bias = C/h, the whole
 *     error removed in one step. For any finite spring h·biasRate = hω/(2ζ + hω) is a Baumgarte
 *     factor β < 1 (ODE's ERP) and impulseScale a constraint-force mixing: the soft row is a
 *     Baumgarte row whose β and softness are set by a frequency and damping ratio instead of by hand.
 *   ζ = 0: biasRate = 1/h whatever ω; the spring then lives in massScale alone.
 */

/** A row's spring, for one (sub)step: see the derivation above. */
export interface Softness {
  /** ω/(2ζ + hω), 1/s: the velocity bias per metre of error. */
  biasRate: number;
  /** a2/(1 + a2), in [0, 1]: the fraction of the rigid row's mass the row pushes with. */
  massScale: number;
  /** 1/(1 + a2), in [0, 1]: how much of its own total the row gives back each visit. */
  impulseScale: number;
}

/**
 * The soft row's coefficients for a spring of `hertz` (ω = 2π·hertz) and damping ratio
 * `dampingRatio` (ζ) over a (sub)step `h`:
 *   a1 = 2ζ + hω,  a2 = hω·a1,  a3 = 1/(1 + a2);  biasRate = ω/a1, massScale = a2·a3, impulseScale = a3.
 * `hertz = 0` is the rigid row { biasRate: 0, massScale: 1, impulseScale: 0 }, as Box2D v3.0 and
 * v3.1.0 return it. (From v3.1.1 b2MakeSoft returns all zeros for hertz = 0, meaning "no spring",
 * for the joints' springs, whose rows then do nothing; contacts never ask for hertz 0.)
 * RangeError for a negative or non-finite `hertz` or `dampingRatio`, or `h` ≤ 0 or non-finite.
 * Springs too stiff or too soft for doubles (ω or a2 overflowing) get their limits: biasRate 1/h,
 * massScale 1, impulseScale 0, so every result is finite with both scales in [0, 1].
 */
export function softness(hertz: number, dampingRatio: number, h: number): Softness {
  nonNegativeAt(hertz, 'hertz');
  nonNegativeAt(dampingRatio, 'dampingRatio');
  checkStep(h);
  // No spring: the rigid row.
  if (hertz === 0) return { biasRate: 0, massScale: 1, impulseScale: 0 };
  const zeta = dampingRatio;
  // ω = 2π·hertz
  const omega = 2 * Math.PI * hertz; // [eq:ss-spring]
  // a1 = 2ζ + hω
  const a1 = 2 * zeta + h * omega;
  // a2 = hω·a1
  const a2 = h * omega * a1;
  // a3 = 1/(1 + a2)
  const a3 = 1 / (1 + a2);
  // biasRate = ω/a1; ω = ∞ (hertz beyond 2.8e307) or a1 = 0 (ζ = 0 with hω below the smallest
  // double) leave its limit 1/h, capped so that a step shorter than 1/MAX_VALUE stays finite.
  let biasRate = omega / a1; // [eq:ss-coefficients]
  if (!Number.isFinite(biasRate)) biasRate = Math.min(1 / h, Number.MAX_VALUE);
  // massScale = a2·a3, kept ≤ 1 against rounding; a2 = ∞ is the rigid limit (1, 0), and a2 = NaN
  // (hω rounded to 0 times a 2ζ beyond the double range) the infinitely soft one (0, 1).
  if (a2 === Infinity) return { biasRate, massScale: 1, impulseScale: 0 };
  if (Number.isNaN(a2)) return { biasRate, massScale: 0, impulseScale: 1 };
  return { biasRate, massScale: Math.min(a2 * a3, 1), impulseScale: a3 };
}

/** A contact row with its separation: the distance along n from A's surface to B's, m. */
export interface SoftContactRow2 extends ContactRow2 {
  /** m; negative = overlap. Held fixed during a call. */
  separation: number;
}

/** sequentialImpulses2's sweeps and warm start, with the soft step's own settings. */
export interface SoftContactSweeps2Options extends Pick<
  SequentialImpulses2Options,
  'iterations' | 'warmStart'
> {
  /** The (sub)step, s: the speculative bias is s/h. */
  h: number;
  /** The contacts' spring (softness(hertz, ζ, h)), used by overlapping rows when useBias. */
  softness: Softness;
  /** true: the solve pass (spring and speculative bias); false: the relax pass (rigid, no bias but the speculative one). */
  useBias: boolean;
  /** The fastest an overlap is pushed apart, m/s (default MAX_PUSH_OUT, 3). */
  maxPushOut?: number;
}

/** As sequentialImpulses2's; every total is ≥ 0 (the soft step always clamps the running total). */
export type SoftContactSweeps2Result = SequentialImpulses2Result;

/** A (sub)step: finite and > 0. */
function checkStep(h: number): void {
  finiteAt(h, 'h');
  if (!(h > 0)) fail(`h must be > 0 (got ${h})`);
}

/** A fraction in [0, 1] ("softness.massScale"). */
function checkScale(x: number, name: string): void {
  finiteAt(x, name);
  if (!(x >= 0 && x <= 1)) fail(`${name} must be in [0, 1] (got ${x})`);
}

function checkSoftOptions(contacts: readonly SoftContactRow2[], options: SoftContactSweeps2Options): void {
  for (let i = 0; i < contacts.length; i++) {
    const s = (contacts[i] as SoftContactRow2).separation;
    if (!Number.isFinite(s)) fail(`contacts[${i}].separation must be a finite number (got ${String(s)})`);
  }
  checkStep(options.h);
  const soft = options.softness;
  if (soft === null || typeof soft !== 'object')
    fail(`softness must be an object { biasRate, massScale, impulseScale } (got ${String(soft)})`);
  nonNegativeAt(soft.biasRate, 'softness', '.biasRate');
  checkScale(soft.massScale, 'softness.massScale');
  checkScale(soft.impulseScale, 'softness.impulseScale');
  if (options.maxPushOut !== undefined) {
    finiteAt(options.maxPushOut, 'maxPushOut');
    if (!(options.maxPushOut > 0)) fail(`maxPushOut must be > 0 (got ${options.maxPushOut})`);
  }
  if (typeof options.useBias !== 'boolean')
    fail(`useBias must be true or false (got ${String(options.useBias)})`);
}

/*
 * One visit of row i in a soft sweep, with s its separation, vn = v_rel·n and m = 1/k as in
 * sequentialImpulses2 (m = 0 when nothing can move along n):
 *   s > 0 (speculative: the bodies are apart): bias = s/h, massScale 1, impulseScale 0. The row
 *     lets vn go down to −s/h, the speed that closes the gap in exactly one step, and stops it
 *     there; it pushes only if the bodies would otherwise pass through each other within the step.
 *   s ≤ 0 and useBias (the solve pass): bias = max(biasRate·s, −maxPushOut), the spring's scales.
 *     The cap keeps a deep overlap from being pushed apart faster than maxPushOut.
 *   s ≤ 0 and not useBias (the relax pass): bias 0, massScale 1, impulseScale 0: the rigid row,
 *     which removes the velocity the solve pass's bias added (Box2D relaxes after integrating
 *     positions, so the push moves the bodies but does not stay in their velocities).
 *   Δ = −m·massScale·(vn + bias) − impulseScale·λᵢ,  λᵢ ← max(λᵢ + Δ, 0),  applied = the change
 * With bias 0 and the rigid scales Δ = −m·vn: the relax pass over rows that all touch is
 * sequentialImpulses2's sweep, to the last bit. Box2D recomputes s at each visit from the bodies'
 * displacement within the substep; here s is the row's, held for the call.
 */

/**
 * One pass of the soft step over contact rows with separations: the solve pass (`useBias: true`,
 * the spring) or the relax pass (`useBias: false`, rigid), each with the speculative bias on rows
 * apart (s > 0). Warm start, then `iterations` sweeps, as sequentialImpulses2 with 'accumulated'.
 * A pass's totals start at `warmStart` (default 0) and are applied to the bodies first: a relax pass
 * run on the solve pass's bodies without a warm start starts at 0 and can only add to the solve's
 * push, where Box2D's relax continues the solve's totals and may take part of it back.
 */
export function softContactSweeps2(
  bodies: readonly Body2[],
  contacts: readonly SoftContactRow2[],
  options: SoftContactSweeps2Options,
): SoftContactSweeps2Result {
  checkProblem(bodies, contacts);
  checkSweepOptions(options, contacts.length);
  checkSoftOptions(contacts, options);
  const { iterations, h, useBias } = options;
  const { biasRate, massScale: springMassScale, impulseScale: springImpulseScale } = options.softness;
  const maxPushOut = options.maxPushOut ?? MAX_PUSH_OUT;

  const rows = prepareRows(bodies, contacts);
  const n = rows.length;
  const state = velocitiesOf(bodies);
  const lambda = options.warmStart ? options.warmStart.slice() : new Array<number>(n).fill(0);
  // Warm start: last step's totals, applied first, as sequentialImpulses2 applies them.
  for (let i = 0; i < n; i++) {
    const r = rows[i] as Row;
    if ((lambda[i] as number) !== 0) applyAlong(state, r, r.nx, r.ny, lambda[i] as number);
  }
  const history = [lambda.slice()];

  for (let k = 0; k < iterations; k++) {
    for (let i = 0; i < n; i++) {
      const r = rows[i] as Row;
      const s = (contacts[i] as SoftContactRow2).separation;
      let bias = 0;
      let massScale = 1;
      let impulseScale = 0;
      if (s > 0) {
        // Speculative: close the gap in this step, no faster.
        bias = s / h; // [eq:ss-speculative] [port:ss-speculative]
      } else if (useBias) {
        // The spring, its push-out speed capped.
        bias = Math.max(biasRate * s, -maxPushOut); // [port:ss-push-out]
        massScale = springMassScale;
        impulseScale = springImpulseScale;
      }
      const vn = relativeVelocity(state, r, r.nx, r.ny);
      const total = lambda[i] as number;
      // Δ = −m·massScale·(vn + bias) − impulseScale·λᵢ
      let delta = -r.normalMass * massScale * (vn + bias) - impulseScale * total; // [eq:ss-impulse] [eq:ss-revisit] [port:ss-impulse-scale]
      // A speculative bias beyond the double range (s/h overflowing, or times m = 0): no push, as
      // sequentialImpulses2 does for a velocity beyond it.
      if (!Number.isFinite(delta)) delta = 0;
      // The running total is clamped at 0: a contact pushes, never pulls.
      const next = Math.max(total + delta, 0);
      const applied = next - total;
      if (applied !== 0 && Number.isFinite(next)) {
        applyAlong(state, r, r.nx, r.ny, applied);
        lambda[i] = next;
      }
    }
    history.push(lambda.slice());
  }
  return { lambda, history, bodies: bodiesFrom(bodies, state) };
}

/*
 * The spring's exact motion, the reference the implicit steps are compared with. A body on one
 * contact row that never lets go (the row may pull), with gravity g pulling the separation down:
 *   s'' = −ω² s − 2ζω s' − g
 * The spring carries the weight at s* = −g/ω² (the static deflection); x = s − s* obeys the free
 * damped oscillator x'' + 2ζω x' + ω² x = 0 from x(0) = s₀ − s*, x'(0) = v₀. Its roots
 * r = −ω(ζ ∓ √(ζ² − 1)) are real and apart when ζ > 1 (overdamped: two decays, the slow one
 * about ω/(2ζ) when ζ is large), equal at ζ = 1, and complex when ζ < 1 (a decaying oscillation at
 * ω√(1 − ζ²)).
 */

/** The separation s(t) (m) of the exact spring above, at time t ≥ 0 (s). */
export function springSeparation(
  hertz: number,
  dampingRatio: number,
  s0: number,
  v0: number,
  g: number,
  t: number,
): number {
  finiteAt(hertz, 'hertz');
  if (!(hertz > 0)) fail(`hertz must be > 0 (got ${hertz})`);
  nonNegativeAt(dampingRatio, 'dampingRatio');
  finiteAt(s0, 's0');
  finiteAt(v0, 'v0');
  finiteAt(g, 'g');
  finiteAt(t, 't');
  const w = 2 * Math.PI * hertz;
  const z = dampingRatio;
  const rest = -g / (w * w);
  const x0 = s0 - rest;
  // Within 1e-6 of critical the two roots' formula loses its digits to the difference r₁ − r₂.
  if (Math.abs(z - 1) < 1e-6) return rest + (x0 + (v0 + w * x0) * t) * Math.exp(-w * t);
  if (z > 1) {
    const root = Math.sqrt(z * z - 1);
    // The slow root written without the cancellation of ζ − √(ζ² − 1) at large ζ.
    const r1 = -w / (z + root);
    const r2 = -w * (z + root);
    const a = (v0 - r2 * x0) / (r1 - r2);
    return rest + a * Math.exp(r1 * t) + (x0 - a) * Math.exp(r2 * t);
  }
  const wd = w * Math.sqrt(1 - z * z);
  return rest + Math.exp(-z * w * t) * (x0 * Math.cos(wd * t) + ((v0 + z * w * x0) / wd) * Math.sin(wd * t));
}
