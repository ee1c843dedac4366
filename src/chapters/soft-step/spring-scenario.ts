// The spring widget's runs: a box lands at v₀ on one contact point under its centre (src/sim's
// boxOnEdge, against a static body, so the spring runs at f_s = 2·min(f_c, ¼ of the substep rate)),
// stepped substep by substep two ways by the stack world's soft step, and the exact spring beside them:
//   - relaxed: Box2D v3's substep (solve with the spring, integrate positions, relax);
//   - implicit: the same without the relax pass, which is implicit Euler of the spring–damper;
//   - exact: the damped oscillator s'' = −ω²s − 2ζωs' − g from s = 0 at v₀ (the solver's
//     springSeparation), which would also pull; the stepped contacts only push.
// Restitution is off: a bounce is the restitution pass's, a separate story on the page.
import {
  boxOnEdge,
  createStackWorld2,
  softStepCoefficients2,
  STACK_DEFAULTS,
  stepStackSoft2,
  type StackWorld2,
} from '../../sim';
import { springSeparation, type Softness } from '../../solver';
import { niceDomain } from '../../kit/plot/domain';
import { G, type SsValues } from './scenario';

/** How long the widget follows the box (s). */
export const SPRING_SPAN = 0.25;
/** Points on the exact curve. */
const EXACT_POINTS = 200;

export interface SpringPoint {
  /** s */
  t: number;
  /** Separation (mm). */
  s: number;
}

export interface SpringRun {
  /** The substep (s), the hertz used against the ground (Hz), its ω (rad/s). */
  h: number;
  fs: number;
  omega: number;
  /** Whether the contact hertz was capped at a quarter of the substep rate. */
  capped: boolean;
  soft: Softness;
  /** The rest separation −g/ω² (mm). */
  rest: number;
  exact: SpringPoint[];
  implicit: SpringPoint[];
  relaxed: SpringPoint[];
  /** The relaxed run's lowest separation (mm) and its separation at the end (mm). */
  lowest: number;
  end: number;
  /** The chart's separation axis (mm): every curve, 0 and the rest separation, rounded out. */
  domain: [number, number];
}

/** One substep per world step: the same arithmetic as n substeps of Δt, recorded at each. */
function stepped(p: SsValues, h: number, relaxIterations: number): SpringPoint[] {
  const world: StackWorld2 = createStackWorld2(
    boxOnEdge(
      { mass: p.m, velocity: p.v0 },
      {
        dt: h,
        substeps: 1,
        relaxIterations,
        // The cap is the step's: a quarter of 1/h, as with n substeps of Δt = n·h.
        contactHertz: p.fc,
        contactDampingRatio: p.zeta,
        restitution: 0,
      },
    ),
  );
  const box = world.bodies[1]!;
  const out: SpringPoint[] = [{ t: 0, s: 0 }];
  const steps = Math.round(SPRING_SPAN / h);
  for (let k = 1; k <= steps; k++) {
    stepStackSoft2(world);
    out.push({ t: k * h, s: (box.y - box.halfHeight) * 1000 });
  }
  return out;
}

export function springRun(p: SsValues): SpringRun {
  const k = softStepCoefficients2({
    ...STACK_DEFAULTS,
    substeps: Math.round(p.n),
    contactHertz: p.fc,
    contactDampingRatio: p.zeta,
  });
  const fs = 2 * k.hertz;
  const exact = Array.from({ length: EXACT_POINTS + 1 }, (_, i) => {
    const t = (i / EXACT_POINTS) * SPRING_SPAN;
    return { t, s: springSeparation(fs, p.zeta, 0, p.v0, G, t) * 1000 };
  });
  const relaxed = stepped(p, k.h, 1);
  const implicit = stepped(p, k.h, 0);
  const rest = (-G / (2 * Math.PI * fs) ** 2) * 1000;
  return {
    h: k.h,
    fs,
    omega: 2 * Math.PI * fs,
    capped: k.hertz < p.fc,
    soft: k.static,
    rest,
    exact,
    implicit,
    relaxed,
    lowest: Math.min(...relaxed.map((q) => q.s)),
    end: relaxed[relaxed.length - 1]!.s,
    domain: niceDomain([rest, ...[exact, implicit, relaxed].flatMap((c) => c.map((q) => q.s))], {
      zero: true,
    }),
  };
}
