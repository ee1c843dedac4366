// "Thrown onto the ground": a disc thrown with spin onto immovable ground, run with the site's
// stepper (src/sim). It lands, skids while friction is dynamic, and rolls once the contact
// point stops slipping. Its parameters are declared once here; the run is computed once per input.
import { num, type ParamValues } from '../../params/spec';
import { rollingSpeed } from '../../solver';
import {
  type BodyMotion2,
  createWorld2,
  DEFAULT_DT,
  DISC_INERTIA_FACTOR,
  type SimConfig2,
  step2,
} from '../../sim';
import { dynamicAboveStaticNotice } from './scenario';

export const throwParams = [
  num('throwSpeed', 'Launch speed', 'm/s', 0.5, 8, 0.1, 4),
  num('throwAngle', 'Launch angle above the horizontal (negative: downward)', '°', -80, 45, 1, -20),
  num('throwSpin', 'Launch spin ω (positive: backspin when thrown to the right)', 'rad/s', -40, 40, 0.5, 20),
  num('throwE', 'Restitution e', '', 0, 1, 0.01, 0.3),
  num('throwMuS', 'Static friction μs', '', 0, 1.5, 0.01, 0.5),
  num('throwMuD', 'Dynamic (sliding) friction μd', '', 0, 1.5, 0.01, 0.3),
  num('throwDamping', 'Damping hack: fraction of v and ω removed every step', '', 0, 0.02, 0.001, 0),
] as const;

export type ThrowValues = ParamValues<typeof throwParams>;

/** The disc: a solid disc of radius 0.15 m and mass 1 kg, released with its centre 0.6 m up. */
export const DISC_RADIUS = 0.15;
export const DISC_MASS = 1;
export const RELEASE_HEIGHT = 0.6;
export const DISC_INERTIA = DISC_INERTIA_FACTOR * DISC_MASS * DISC_RADIUS * DISC_RADIUS;
/** Two seconds at the stepper's default 120 steps per second. */
export const THROW_STEPS = 240;
/** A frame of the disc is drawn every this many steps (0.2 s). */
export const FRAME_EVERY = 24;
/** Below this slip speed (m/s) a rolling disc counts as rolling: the stepper leaves ~1e-15. */
const ROLLING_TOLERANCE = 1e-9;

export type Phase = 'air' | 'slip' | 'stick';

export interface ThrowSample extends BodyMotion2 {
  t: number;
  /** A point painted on the rim (at the bottom at t = 0), to see the disc turn. */
  markX: number;
  markY: number;
  /**
   * v_rel·t at the disc's lowest point, ground = A, disc = B, n = (0, 1), t = (−1, 0):
   * −(v_x + ω·r). Defined in the air too (the slip it would have on touching down).
   */
  vt: number;
  /** −ω·r: the centre speed at which the disc would roll without slipping at its current spin. */
  rollingAtSpin: number;
  kinetic: number;
  /** What the contact did in the step that ended here (air: no contact, or it did not push). */
  phase: Phase;
  /** Friction impulse along t and normal impulse in that step (0 in the air). */
  jt: number;
  jn: number;
}

export interface ThrowRun {
  p: ThrowValues;
  muS: number;
  muD: number;
  muNotice: string | null;
  samples: ThrowSample[];
  /** Indices of the samples drawn as frames of the disc. */
  frames: number[];
  /** v_f = (m r v0 − I ω0)/(m r + I/r): conserved angular momentum about the ground line. */
  rollingSpeed: number;
  /** Time of the first step whose contact pushed (s), or null if the disc never lands. */
  landed: number | null;
  /** Time from which the disc rolls to the end of the run (s), or null if it does not. */
  rollingFrom: number | null;
  final: ThrowSample;
  /** One sentence on how the run ends. */
  outcome: string;
}

export function throwConfig(p: ThrowValues, muS: number, muD: number): SimConfig2 {
  const angle = (p.throwAngle * Math.PI) / 180;
  const material = { restitution: p.throwE, muStatic: muS, muDynamic: muD };
  return {
    dt: DEFAULT_DT,
    bodies: [
      {
        id: 'disc',
        shape: { kind: 'disc', radius: DISC_RADIUS },
        mass: DISC_MASS,
        position: { x: 0, y: RELEASE_HEIGHT },
        velocity: { x: p.throwSpeed * Math.cos(angle), y: p.throwSpeed * Math.sin(angle) },
        angularVelocity: p.throwSpin,
        material,
      },
    ],
    // Same material on both sides: the combining rules then give exactly these coefficients.
    planes: [{ id: 'ground', normal: { x: 0, y: 1 }, offset: 0, material }],
  };
}

export function throwScenario(p: ThrowValues): ThrowRun {
  const muNotice = dynamicAboveStaticNotice(p.throwMuS, p.throwMuD);
  const muS = p.throwMuS;
  const muD = Math.min(p.throwMuD, p.throwMuS);
  const config = throwConfig(p, muS, muD);
  const world = createWorld2(config);
  const disc = world.bodies[0]!;
  const keep = 1 - p.throwDamping;

  const sample = (phase: Phase, jn: number, jt: number): ThrowSample => ({
    t: world.steps * world.config.dt,
    x: disc.x,
    y: disc.y,
    theta: disc.theta,
    vx: disc.vx,
    vy: disc.vy,
    w: disc.w,
    markX: disc.x + DISC_RADIUS * Math.sin(disc.theta),
    markY: disc.y - DISC_RADIUS * Math.cos(disc.theta),
    vt: -(disc.vx + disc.w * DISC_RADIUS),
    rollingAtSpin: -disc.w * DISC_RADIUS,
    kinetic: 0.5 * DISC_MASS * (disc.vx * disc.vx + disc.vy * disc.vy) + 0.5 * DISC_INERTIA * disc.w * disc.w,
    phase,
    jt,
    jn,
  });

  const samples: ThrowSample[] = [sample('air', 0, 0)];
  for (let k = 0; k < THROW_STEPS; k++) {
    const contacts = step2(world);
    if (keep !== 1) {
      // Fiedler's rolling/spinning "friction": exponential decay of every velocity. Not physics.
      disc.vx *= keep;
      disc.vy *= keep;
      disc.w *= keep;
    }
    const c = contacts[0];
    const pushed = c !== undefined && c.jn > 0;
    samples.push(
      sample(
        pushed ? (c.regime === 'static' ? 'stick' : 'slip') : 'air',
        pushed ? c.jn : 0,
        pushed ? c.jt : 0,
      ),
    );
  }

  const v0 = config.bodies[0]!.velocity!.x;
  const vf = rollingSpeed({
    radius: DISC_RADIUS,
    mass: DISC_MASS,
    speed: v0,
    spin: p.throwSpin,
    inertia: DISC_INERTIA,
  });
  const final = samples[samples.length - 1]!;
  const landedAt = samples.findIndex((s) => s.phase !== 'air');
  let rollingFrom: number | null = null;
  if (final.phase === 'stick' && Math.abs(final.vt) < ROLLING_TOLERANCE) {
    let i = samples.length - 1;
    while (i > 0 && samples[i - 1]!.phase === 'stick') i--;
    rollingFrom = samples[i]!.t;
  }
  const frames: number[] = [];
  for (let i = 0; i < samples.length; i += FRAME_EVERY) frames.push(i);

  return {
    p,
    muS,
    muD,
    muNotice,
    samples,
    frames,
    rollingSpeed: vf,
    landed: landedAt < 0 ? null : samples[landedAt]!.t,
    rollingFrom,
    final,
    outcome: outcome(p, muS, landedAt < 0, rollingFrom, final),
  };
}

function outcome(
  p: ThrowValues,
  muS: number,
  neverLanded: boolean,
  rollingFrom: number | null,
  final: ThrowSample,
): string {
  if (neverLanded) return 'The disc has not landed within the 2 s of the run.';
  if (muS === 0)
    return 'With μs = 0 there is no friction at all: the disc slides on with whatever spin it had, and never rolls.';
  if (rollingFrom !== null) {
    const still = Math.abs(final.vx) < 1e-9;
    return still
      ? 'The disc ends at rest: its backspin exactly cancelled its forward angular momentum about the ground.'
      : `The disc ${rollingFrom > 0 ? 'skids, then ' : ''}rolls from t = ${rollingFrom.toFixed(3)} s on.`;
  }
  if (final.phase === 'air') {
    return Math.abs(final.vt) < ROLLING_TOLERANCE
      ? 'The disc is still bouncing at the end of the run, but it has stopped slipping: its spin already matches its speed.'
      : 'The disc is in the air at the end of the run.';
  }
  return p.throwDamping > 0
    ? 'The disc is still slipping at the end of the run.'
    : 'The disc is still skidding at the end of the run: friction has not yet brought its contact point to rest.';
}
