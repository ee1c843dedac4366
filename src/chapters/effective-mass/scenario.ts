// The effective-mass page: one parameter list for both widgets (they share one state, so the
// "plug in numbers" switch evaluates every step at what the reader sees), and the configuration
// those parameters describe. Everything the page shows is computed here with src/solver.
//
// The picture: a box B (width BOX_W, height BOX_H, centre at the origin) is struck on its bottom
// face at offset s by A, a ball (free, or pinned as an immovable post) touching it there from below.
// The push direction n (A → B) is the face normal, optionally tilted by pushDeg (as friction at the
// contact would tilt it). The same contact is then
// seen three ways: the 2D scalar form, the tensor form (the box as a thin plate in 3D), and the
// constraint/Jacobian form with B's velocity. Finally a real 3D box of depth `depth`, turned about
// the vertical axis, shows where the 2D shortcut (r×n)²/I_zz stops being true.
import { bool, inertWhen, num, whileOn, type ParamValues, DEG } from '../../params/spec';
import { linspace } from '../../params/sweep';
// Imported from the solver's files rather than its index, so that this page's bundle carries only
// the solver code it uses (the index also re-exports the stepper that other pages simulate with).
import {
  applyImpulse2,
  applyImpulse3,
  type Body2,
  type Body3,
  bodyFrom,
  collisionMatrix2,
  effectiveMass2,
  effectiveMassJacobian,
  inverseEffectiveMass2,
  inverseEffectiveMassTensor,
  jacobian2,
  M3,
  type Mat2,
  massMatrixInverse2,
  type Mat3,
  normalImpulse2,
  type NormalImpulse2Result,
  normalImpulse3,
  V2,
  V3,
  type Vec2,
  type Vec3,
} from '../../solver';

/** The box B as drawn (metres). Its bottom face runs from x = −BOX_W/2 to BOX_W/2 at y = −BOX_H/2. */
export const BOX_W = 1.2;
export const BOX_H = 0.6;
/** Radius of the ball A; its centre lies straight below the contact point. */
export const BALL_R = 0.25;
/** A is a solid ball: I_A = BALL_INERTIA_FACTOR·m_A·R² about every axis (in 2D, about z). */
export const BALL_INERTIA_FACTOR = 0.4;
/** From A's centre to the contact point (straight up: the ball touches B's bottom face). */
const R_A: Vec2 = { x: 0, y: BALL_R };
/** The test push used to measure how the contact gives way (N·s). */
export const PROBE_IMPULSE = 1;
export const emParams = [
  num('m', 'Mass of the box B', 'kg', 0.1, 10, 0.1, 1),
  num('I', 'Moment of inertia of B about its centre', 'kg·m²', 0.01, 1, 0.01, 0.15),
  num('s', 'Contact offset along B’s bottom face', 'm', -0.6, 0.6, 0.01, 0.5),
  num('pushDeg', 'Push direction, tilted from the face normal', '°', -60, 60, 1, 0),
  bool('fixA', 'A is an immovable post (untick: a free ball of mass m_A)', true),
  inertWhen(
    num('mA', 'Mass of the ball A', 'kg', 0.1, 10, 0.1, 1),
    whileOn('fixA', 'A is an immovable post: its mass does not enter.'),
  ),
  // J's entry for B's x velocity is n_x = −sin(tilt): with the push along the face normal, no number
  // the page shows depends on it.
  inertWhen(num('vBx', 'Velocity of B, x', 'm/s', -5, 5, 0.1, 0), (v) =>
    v.pushDeg === 0
      ? 'The push is along the face normal (tilt 0°), so B’s x velocity has no part in J V: tilt the push to use it.'
      : null,
  ),
  num('vBy', 'Velocity of B, y', 'm/s', -5, 5, 0.1, -2),
  num('wB', 'Angular velocity of B', 'rad/s', -10, 10, 0.1, 0),
  num('e', 'Restitution e', '', 0, 1, 0.01, 0.5),
  num('depth', 'Depth of the 3D box (out of the screen)', 'm', 0.1, 3, 0.05, 2.4),
  num('turnDeg', 'Turn of the 3D box about the vertical axis', '°', -90, 90, 1, 30),
] as const;

export type EmValues = ParamValues<typeof emParams>;

/** The thin-plate ratios I_xx/I_zz and I_yy/I_zz of a W×H plate (perpendicular-axis theorem). */
const PLATE_X = (BOX_H * BOX_H) / (BOX_W * BOX_W + BOX_H * BOX_H);
const PLATE_Y = (BOX_W * BOX_W) / (BOX_W * BOX_W + BOX_H * BOX_H);

export interface Box3 {
  /** Principal moments about the box's own axes x′ (width), y′ (height), z′ (depth). */
  I1: number;
  I2: number;
  I3: number;
  /** The turn about the vertical axis y (radians) and its rotation matrix. */
  turn: number;
  R: Mat3;
  /** World inertia tensor R·diag(I1, I2, I3)·Rᵀ and its inverse R·diag(1/I1, 1/I2, 1/I3)·Rᵀ. */
  inertia: Mat3;
  invInertia: Mat3;
  b: Body3;
  /** Inverse effective mass, tensor form (the truth for a free 3D body). */
  kTensor: number;
  /** Inverse effective mass from normalImpulse3 (the quadratic form). */
  kQuadratic: number;
  /** The 2D shortcut: 1/m_A + 1/m_B + ℓ²/I_zz with I_zz the world tensor's zz entry. */
  kShortcut: number;
  meffTensor: number;
  meffShortcut: number;
  /** B's angular term written as ((I⁻¹u)×r)·n and as uᵀI⁻¹u (u = r×n). */
  termTensor: number;
  termDot: number;
  termQuadratic: number;
  /** cᵀA⁻¹c for c = (I_xz, I_yz) and A the xy block of the world tensor (Schur complement). */
  schurQ: number;
  /** v_n′ − v_n when a PROBE_IMPULSE push along n hits the 3D pair at rest. */
  probeDvn: number;
  /** B's spin after that push: I⁻¹(r×n)·j (rad/s). */
  spin: Vec3;
  /** The contact point (s, −H/2, 0) in the box's own axes, and whether it lies on its bottom face. */
  contactBody: Vec3;
  onFace: boolean;
}

export interface EmScenario {
  p: EmValues;
  a: Body2;
  b: Body2;
  rA: Vec2;
  rB: Vec2;
  n: Vec2;
  /** Centre of the ball A and the contact point, in the box's frame (the box centre is the origin). */
  xA: Vec2;
  contact: Vec2;
  /** ℓ = r_B × n, the signed lever arm; A's is r_A × n = R·sin(tilt), 0 for a push along the normal. */
  lever: number;
  leverA: number;
  /** Foot of the perpendicular from B's centre to the line of action: r − (r·n)n. */
  foot: Vec2;
  /** Radius of gyration √(I/m). */
  rho: number;
  terms: { invMassA: number; invMassB: number; angA: number; angB: number };
  kA: number;
  kB: number;
  k: number;
  meff: number;
  meffB: number;
  /** The effective mass if neither body could turn: 1/(1/m_A + 1/m_B). */
  meffNoRotation: number;
  /** v_n′ − v_n for a PROBE_IMPULSE push along n. */
  probeDvn: number;
  /**
   * The 2×2 collision matrix K of this contact (world axes): v_rel′ = v_rel + K·P for any impulse P,
   * normal, tangential or tilted. In the face's basis its entries are k_nn, k_nt, k_tt.
   */
  K: Mat2;
  // The constraint view.
  J: number[];
  Minv: number[];
  MinvFull: number[];
  V: number[];
  JV: number;
  kJacobian: number;
  kJacobianFull: number;
  meffJacobian: number;
  /** The contact with restitution e (an inequality constraint with a restitution bias). */
  result: NormalImpulse2Result;
  VAfter: number[];
  /** b = e·JV when approaching (the restitution bias), else 0. */
  bias: number;
  /** The equality-constraint multiplier −JV/(J M⁻¹ Jᵀ), of either sign, and JV after applying it. */
  lambdaEq: number;
  JVAfterEq: number;
  // The tensor form, the box as a thin plate in 3D (z is a principal axis).
  flat: {
    a: Body3;
    b: Body3;
    rA: Vec3;
    rB: Vec3;
    n: Vec3;
    k: number;
    meff: number;
    termB: number;
    termA: number;
  };
  // A real 3D box, turned about the vertical axis.
  box: Box3;
  a3: Body3;
  rA3: Vec3;
  rB3: Vec3;
  n3: Vec3;
}

const to3 = (v: Vec2): Vec3 => ({ x: v.x, y: v.y, z: 0 });
const dot6 = (x: readonly number[], y: readonly number[]): number =>
  x.reduce((s, xi, i) => s + xi * (y[i] as number), 0);
export const stateVector = (a: Body2, b: Body2): number[] => [a.v.x, a.v.y, a.w, b.v.x, b.v.y, b.w];

/** The bottom face's normal into B and its tangent t = (−n_y, n_x): the basis a push is tilted in. */
export const FACE_NORMAL: Vec2 = Object.freeze({ x: 0, y: 1 });
export const FACE_TANGENT: Vec2 = Object.freeze({ x: -1, y: 0 });

/** The push direction: the bottom face's normal into B, (0, 1), tilted counter-clockwise by pushDeg. */
export function pushDirection(pushDeg: number): Vec2 {
  const d = pushDeg * DEG;
  return { x: -Math.sin(d), y: Math.cos(d) };
}

export function bodyA2(p: Pick<EmValues, 'fixA' | 'mA'>): Body2 {
  return bodyFrom(p.mA, BALL_INERTIA_FACTOR * p.mA * BALL_R * BALL_R, p.fixA, { x: 0, y: 0 }, 0);
}

export function bodyA3(p: Pick<EmValues, 'fixA' | 'mA'>): Body3 {
  const zero = { x: 0, y: 0, z: 0 };
  if (p.fixA) return { invMass: 0, invInertia: M3.ZERO, v: zero, w: zero };
  const i = 1 / (BALL_INERTIA_FACTOR * p.mA * BALL_R * BALL_R);
  return { invMass: 1 / p.mA, invInertia: M3.diag(i, i, i), v: zero, w: zero };
}

/** Rotation about the vertical axis y by `turn` radians (the box's axes x′, y′, z′ as columns). */
export function turnMatrix(turn: number): Mat3 {
  const c = Math.cos(turn);
  const s = Math.sin(turn);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}

/** Principal moments of a uniform W×H×depth box of mass m. */
export function boxMoments(m: number, depth: number): { I1: number; I2: number; I3: number } {
  return {
    I1: (m * (BOX_H * BOX_H + depth * depth)) / 12,
    I2: (m * (BOX_W * BOX_W + depth * depth)) / 12,
    I3: (m * (BOX_W * BOX_W + BOX_H * BOX_H)) / 12,
  };
}

/** cᵀA⁻¹c with c = (I_xz, I_yz) and A = [[I_xx, I_xy], [I_xy, I_yy]]. */
export function schurTerm(I: Mat3): number {
  const [xx, xy, xz, , yy, yz] = I;
  return (yy * xz * xz - 2 * xy * xz * yz + xx * yz * yz) / (xx * yy - xy * xy);
}

/** Contact velocity of B relative to A along n, for 3D bodies. */
function vn3(a: Body3, b: Body3, rA: Vec3, rB: Vec3, n: Vec3): number {
  return V3.dot(V3.sub(V3.pointVelocity(b.v, b.w, rB), V3.pointVelocity(a.v, a.w, rA)), n);
}

/** The 3D box turned by turnDeg, struck at the same point and along the same n as the 2D box. */
export function box3(p: EmValues, a3: Body3, rA3: Vec3, rB3: Vec3, n3: Vec3): Box3 {
  const { I1, I2, I3 } = boxMoments(p.m, p.depth);
  const turn = p.turnDeg * DEG;
  const R = turnMatrix(turn);
  const Rt = M3.transpose(R);
  const inertia = M3.mul(M3.mul(R, M3.diag(I1, I2, I3)), Rt);
  const invInertia = M3.mul(M3.mul(R, M3.diag(1 / I1, 1 / I2, 1 / I3)), Rt);
  const zero = { x: 0, y: 0, z: 0 };
  const b: Body3 = { invMass: 1 / p.m, invInertia, v: zero, w: zero };
  const kTensor = inverseEffectiveMassTensor(a3, b, rA3, rB3, n3);
  const kQuadratic = normalImpulse3(a3, b, { rA: rA3, rB: rB3, n: n3 }, 0).k;
  const u = V3.cross(rB3, n3);
  const Iu = M3.mulVec(invInertia, u);
  const lever = u.z;
  const Izz = M3.at(inertia, 2, 2);
  const kShortcut =
    a3.invMass +
    b.invMass +
    M3.bilinear(V3.cross(rA3, n3), a3.invInertia, V3.cross(rA3, n3)) +
    (lever * lever) / Izz;
  const after = applyImpulse3(a3, b, rA3, rB3, V3.scale(n3, PROBE_IMPULSE));
  const contactBody = M3.mulVec(Rt, rB3);
  const tol = 1e-9;
  return {
    I1,
    I2,
    I3,
    turn,
    R,
    inertia,
    invInertia,
    b,
    kTensor,
    kQuadratic,
    kShortcut,
    meffTensor: 1 / kTensor,
    meffShortcut: 1 / kShortcut,
    termTensor: V3.dot(V3.cross(Iu, rB3), n3),
    termDot: V3.dot(Iu, u),
    termQuadratic: M3.bilinear(u, invInertia, u),
    schurQ: schurTerm(inertia),
    probeDvn: vn3(after.a, after.b, rA3, rB3, n3) - vn3(a3, b, rA3, rB3, n3),
    spin: V3.scale(Iu, PROBE_IMPULSE),
    contactBody,
    onFace: Math.abs(contactBody.x) <= BOX_W / 2 + tol && Math.abs(contactBody.z) <= p.depth / 2 + tol,
  };
}

export function emScenario(p: EmValues): EmScenario {
  const a = bodyA2(p);
  const b = bodyFrom(p.m, p.I, false, { x: p.vBx, y: p.vBy }, p.wB);
  const n = pushDirection(p.pushDeg);
  const contact = { x: p.s, y: -BOX_H / 2 };
  const rB = contact;
  const rA = R_A;
  const xA = V2.sub(contact, rA);

  const lever = V2.cross(rB, n);
  const leverA = V2.cross(rA, n);
  const terms = {
    invMassA: a.invMass,
    invMassB: b.invMass,
    angA: a.invInertia * leverA * leverA,
    angB: b.invInertia * lever * lever,
  };
  const kA = terms.invMassA + terms.angA;
  const kB = terms.invMassB + terms.angB;
  const k = inverseEffectiveMass2(a, b, rA, rB, n);
  const meff = effectiveMass2(a, b, rA, rB, n);

  const probe = applyImpulse2(a, b, rA, rB, V2.scale(n, PROBE_IMPULSE));
  const vn2 = (x: Body2, y: Body2) =>
    V2.dot(V2.sub(V2.pointVelocity(y.v, y.w, rB), V2.pointVelocity(x.v, x.w, rA)), n);

  const J = jacobian2(rA, rB, n);
  const Minv = massMatrixInverse2(a, b);
  const MinvFull = Array.from({ length: 36 }, (_, i) => (i % 7 === 0 ? (Minv[i / 7] as number) : 0));
  const V = stateVector(a, b);
  const JV = dot6(J, V);
  const kOf = (meffJ: number) => (meffJ === Infinity ? 0 : 1 / meffJ);
  const meffJacobian = effectiveMassJacobian(J, Minv);
  const result = normalImpulse2(a, b, { rA, rB, n }, p.e);
  const lambdaEq = -JV / k;
  const eq = applyImpulse2(a, b, rA, rB, V2.scale(n, lambdaEq));

  const a3 = bodyA3(p);
  const rA3 = to3(rA);
  const rB3 = to3(rB);
  const n3 = to3(n);
  const plateInv = M3.diag(1 / (p.I * PLATE_X), 1 / (p.I * PLATE_Y), 1 / p.I);
  const zero = { x: 0, y: 0, z: 0 };
  const flatB: Body3 = { invMass: 1 / p.m, invInertia: plateInv, v: zero, w: zero };
  const tensorTerm = (body: Body3, r: Vec3) =>
    V3.dot(V3.cross(M3.mulVec(body.invInertia, V3.cross(r, n3)), r), n3);
  const flatK = inverseEffectiveMassTensor(a3, flatB, rA3, rB3, n3);

  return {
    p,
    a,
    b,
    rA,
    rB,
    n,
    xA,
    contact,
    lever,
    leverA,
    foot: V2.addScaled(rB, n, -V2.dot(rB, n)),
    rho: Math.sqrt(p.I / p.m),
    terms,
    kA,
    kB,
    k,
    meff,
    meffB: 1 / kB,
    meffNoRotation: 1 / (a.invMass + b.invMass),
    probeDvn: vn2(probe.a, probe.b) - vn2(a, b),
    K: collisionMatrix2(a, b, rA, rB),
    J,
    Minv,
    MinvFull,
    V,
    JV,
    kJacobian: kOf(meffJacobian),
    kJacobianFull: kOf(effectiveMassJacobian(J, MinvFull)),
    meffJacobian,
    result,
    VAfter: stateVector(result.a, result.b),
    bias: result.vn < 0 ? p.e * JV : 0,
    lambdaEq,
    JVAfterEq: dot6(J, stateVector(eq.a, eq.b)),
    flat: {
      a: a3,
      b: flatB,
      rA: rA3,
      rB: rB3,
      n: n3,
      k: flatK,
      meff: 1 / flatK,
      termB: tensorTerm(flatB, rB3),
      termA: tensorTerm(a3, rA3),
    },
    box: box3(p, a3, rA3, rB3, n3),
    a3,
    rA3,
    rB3,
    n3,
  };
}

// ---------------------------------------------------------------------------------------------
// Sweeps for the plots.

export const LEVER_SAMPLES = 121;

export interface LeverPoint {
  s: number;
  meff: number;
}

export interface LeverSeries {
  /** Short label drawn at the end of the line, and the inertia it was computed with. */
  label: string;
  I: number;
  points: LeverPoint[];
}

/** The three inertias of the lever-arm plot, relative to the reader's I. */
export const LEVER_INERTIA_FACTORS = [
  { factor: 0.5, name: 'I/2' },
  { factor: 1, name: 'I' },
  { factor: 2, name: '2I' },
] as const;

/** m_eff against the contact offset s across the whole bottom face, for I/2, I and 2I. */
export function leverSweep(p: EmValues): LeverSeries[] {
  const a = bodyA2(p);
  const n = pushDirection(p.pushDeg);
  return LEVER_INERTIA_FACTORS.map(({ factor, name }) => {
    const I = p.I * factor;
    const b = bodyFrom(p.m, I, false, { x: 0, y: 0 }, 0);
    const points = linspace(-BOX_W / 2, BOX_W / 2, LEVER_SAMPLES).map((s): LeverPoint => ({
      s,
      meff: effectiveMass2(a, b, R_A, { x: s, y: -BOX_H / 2 }, n),
    }));
    return { label: name, I, points };
  });
}

export const TURN_SAMPLES = 181;

export interface TurnPoint {
  turnDeg: number;
  tensor: number;
  shortcut: number;
}

/**
 * m_eff of the 3D box at one turn about the vertical axis, the tensor form and the 2D shortcut;
 * the set-up that does not depend on the turn is done once.
 */
function turnPoints(p: EmValues): (turnDeg: number) => TurnPoint {
  const a3 = bodyA3(p);
  const n3 = to3(pushDirection(p.pushDeg));
  const rA3 = to3(R_A);
  const rB3 = { x: p.s, y: -BOX_H / 2, z: 0 };
  const { I1, I2, I3 } = boxMoments(p.m, p.depth);
  const lever = V3.cross(rB3, n3).z;
  const uA = V3.cross(rA3, n3);
  const kA = a3.invMass + M3.bilinear(uA, a3.invInertia, uA);
  const zero = { x: 0, y: 0, z: 0 };
  return (turnDeg) => {
    const t = turnDeg * DEG;
    const c = Math.cos(t);
    const s = Math.sin(t);
    // The tensor form through the solver, the whole tensor; the shortcut from I_zz alone.
    const R = turnMatrix(t);
    const invInertia = M3.mul(M3.mul(R, M3.diag(1 / I1, 1 / I2, 1 / I3)), M3.transpose(R));
    const k = inverseEffectiveMassTensor(
      a3,
      { invMass: 1 / p.m, invInertia, v: zero, w: zero },
      rA3,
      rB3,
      n3,
    );
    const Izz = s * s * I1 + c * c * I3;
    return { turnDeg, tensor: 1 / k, shortcut: 1 / (kA + 1 / p.m + (lever * lever) / Izz) };
  };
}

/** m_eff of the 3D box against its turn about the vertical axis: the tensor form and the 2D shortcut. */
export function turnSweep(p: EmValues): TurnPoint[] {
  return linspace(-90, 90, TURN_SAMPLES).map(turnPoints(p));
}

/** Golden-section steps of the peak search: (√5 − 1)/2 shrinks 90° to below 1e-9° in 55. */
const PEAK_STEPS = 60;

/**
 * The turn γ in (0°, 90°) at which the 2D shortcut and the tensor form part most (the gap is even
 * in γ). It is not where I_xz ∝ sin 2γ peaks (45°): the gap is ℓ²·I_xz²/(I1·I3·I_zz·k_2D·k_T),
 * and I_zz and the two k's change with γ too. Null when the curves never part (ℓ = 0, or
 * I1 = I3: a box as deep as it is wide, for which every turn is principal).
 */
export function shortcutGapPeak(p: EmValues): { turnDeg: number; gap: number } | null {
  const at = turnPoints(p);
  const gap = (deg: number) => {
    const q = at(deg);
    return q.shortcut - q.tensor;
  };
  const golden = (Math.sqrt(5) - 1) / 2;
  let lo = 0;
  let hi = 90;
  let x1 = hi - golden * (hi - lo);
  let x2 = lo + golden * (hi - lo);
  let g1 = gap(x1);
  let g2 = gap(x2);
  for (let i = 0; i < PEAK_STEPS; i++) {
    if (g1 > g2) {
      hi = x2;
      x2 = x1;
      g2 = g1;
      x1 = hi - golden * (hi - lo);
      g1 = gap(x1);
    } else {
      lo = x1;
      x1 = x2;
      g1 = g2;
      x2 = lo + golden * (hi - lo);
      g2 = gap(x2);
    }
  }
  const turnDeg = (lo + hi) / 2;
  const best = gap(turnDeg);
  // A gap this small next to the masses is rounding: the curves do not part.
  return best > 1e-12 * at(turnDeg).shortcut ? { turnDeg, gap: best } : null;
}
