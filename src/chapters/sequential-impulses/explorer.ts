// The iteration explorer's computation: a small scene frozen at one step (a box on two corners, a
// stack, a pyramid, a box flat on four points), its contact rows, the exact LCP answer, and one run
// of sequential impulses to MAX_SWEEPS sweeps per configuration (src/solver's pgsTrace2). The sweep
// count the reader scrubs only picks an index into that run.
import { niceDomain } from '../../kit/plot/domain';
import {
  type Body2,
  type ContactLcp2,
  type ContactRow2,
  contactMatrix2,
  pgsTrace2,
  type PgsOrder,
  type PgsTrace2,
  sequentialImpulses2,
  solveContactLcp2,
  type Vec2,
} from '../../solver';
import { STACK_DEFAULTS } from '../../sim';
import { boxInertia, GROUND, ORDERS, SCENES, WARM_STARTS, type SiValues } from './scenario';

/** The explorer's sweep axis runs 0 … MAX_SWEEPS (the `iter` parameter's range). */
export const MAX_SWEEPS = 50;

/** A box of the scene's drawing: centre and half sizes (m); the ground is the line y = 0. */
export interface SceneBox {
  c: Vec2;
  hw: number;
  hh: number;
  /** Where its mass centre is (differs from c for the loaded box). */
  com: Vec2;
}

export interface Scene {
  label: string;
  bodies: Body2[];
  contacts: ContactRow2[];
  /** Each contact's world point and short name ("g-L": ground, left corner). */
  points: Vec2[];
  names: string[];
  boxes: SceneBox[];
}

const UP: Vec2 = { x: 0, y: 1 };
/** Gap between the pyramid's two bottom boxes, as a share of a box's width. */
const PYRAMID_GAP = 0.2;

interface Builder {
  bodies: Body2[];
  boxes: SceneBox[];
  contacts: ContactRow2[];
  points: Vec2[];
  names: string[];
}

/** Adds a box (body index returned): centre c, mass centre c + (cx, 0), velocity as given. */
function addBox(s: Builder, p: SiValues, c: Vec2, cx: number, v: Vec2, w: number): number {
  const I = boxInertia(p.m, p.w, p.h);
  s.bodies.push({ invMass: 1 / p.m, invInertia: 1 / I, v, w });
  s.boxes.push({ c, hw: p.w / 2, hh: p.h / 2, com: { x: c.x + cx, y: c.y } });
  return s.bodies.length - 1;
}

/** A contact at world point q between body a below and body b above (body 0 is the ground). */
function touch(s: Builder, a: number, b: number, q: Vec2, name: string): void {
  const centre = (i: number): Vec2 => (i === 0 ? { x: 0, y: 0 } : s.boxes[i - 1]!.com);
  const ca = centre(a);
  const cb = centre(b);
  s.contacts.push({
    a,
    b,
    rA: { x: q.x - ca.x, y: q.y - ca.y },
    rB: { x: q.x - cb.x, y: q.y - cb.y },
    n: UP,
  });
  s.points.push(q);
  s.names.push(name);
}

/** The scene the `scene` parameter names, at the page's box parameters. */
export function buildScene(p: SiValues): Scene {
  const s: Builder = { bodies: [GROUND], boxes: [], contacts: [], points: [], names: [] };
  const { w, h } = p;
  const down: Vec2 = { x: 0, y: p.vy };
  const kind = p.scene;
  if (kind === 0 || kind === 4) {
    const cx = ((p.off / 100) * w) / 2;
    const box = addBox(s, p, { x: 0, y: h / 2 }, cx, { x: p.vx, y: p.vy }, p.omega);
    const xs = kind === 0 ? [-w / 2, w / 2] : [-w / 2, -w / 6, w / 6, w / 2];
    const names = kind === 0 ? ['L', 'R'] : ['1', '2', '3', '4'];
    xs.forEach((x, i) => touch(s, 0, box, { x, y: 0 }, `g-${names[i]}`));
  } else if (kind === 1 || kind === 2) {
    const n = kind === 1 ? 2 : 3;
    let below = 0;
    for (let k = 0; k < n; k++) {
      const box = addBox(s, p, { x: 0, y: h / 2 + k * h }, 0, down, 0);
      const tag = k === 0 ? 'g' : `${k}${k + 1}`;
      touch(s, below, box, { x: -w / 2, y: k * h }, `${tag}-L`);
      touch(s, below, box, { x: w / 2, y: k * h }, `${tag}-R`);
      below = box;
    }
  } else {
    const off = (w * (1 + PYRAMID_GAP)) / 2;
    const left = addBox(s, p, { x: -off, y: h / 2 }, 0, down, 0);
    const right = addBox(s, p, { x: off, y: h / 2 }, 0, down, 0);
    const top = addBox(s, p, { x: 0, y: (3 * h) / 2 }, 0, down, 0);
    touch(s, 0, left, { x: -off - w / 2, y: 0 }, 'g1-L');
    touch(s, 0, left, { x: -off + w / 2, y: 0 }, 'g1-R');
    touch(s, 0, right, { x: off - w / 2, y: 0 }, 'g2-L');
    touch(s, 0, right, { x: off + w / 2, y: 0 }, 'g2-R');
    // The top box's bottom face overlaps each lower box's top face on [−w/2, −gap/2] and [gap/2, w/2].
    const gap = off - w / 2;
    touch(s, left, top, { x: -w / 2, y: h }, 'L3-L');
    touch(s, left, top, { x: -gap, y: h }, 'L3-R');
    touch(s, right, top, { x: gap, y: h }, 'R3-L');
    touch(s, right, top, { x: w / 2, y: h }, 'R3-R');
  }
  return { label: SCENES[kind] ?? SCENES[0], ...s };
}

export interface Explorer {
  scene: Scene;
  K: number[][];
  b: number[];
  exact: ContactLcp2;
  orderLabel: string;
  warmLabel: string;
  warm: number[] | undefined;
  trace: PgsTrace2;
  /** Fixed y domains of the two charts for this configuration (every sweep and the target fit). */
  lambdaDomain: [number, number];
  vnDomain: [number, number];
  /** The largest total of the run and target, for the diagram's arrow scale. */
  lambdaMax: number;
}

function orderOf(p: SiValues): PgsOrder {
  return p.order === 1 ? 'reverse' : p.order === 2 ? { shuffle: p.seed } : 'forward';
}

/** The configuration's full run: everything but the sweep count the reader scrubs. */
export function explore(p: SiValues): Explorer {
  const scene = buildScene(p);
  const { bodies, contacts } = scene;
  const { K, b } = contactMatrix2(bodies, contacts);
  const exact = solveContactLcp2(K, b);
  const warm =
    p.warm === 1
      ? exact.lambda
      : p.warm === 2
        ? sequentialImpulses2(bodies, contacts, { iterations: STACK_DEFAULTS.iterations }).lambda
        : undefined;
  const trace = pgsTrace2(bodies, contacts, {
    iterations: MAX_SWEEPS,
    clamp: p.incr ? 'increment' : 'accumulated',
    ...(warm ? { warmStart: warm } : {}),
    order: orderOf(p),
    ...(p.fric ? { friction: contacts.map(() => p.mu) } : {}),
  });
  const lambdas = [...trace.history.flat(), ...exact.lambda];
  const vns = [...trace.vn.flat(), ...exact.w];
  const lambdaMax = Math.max(...lambdas, 1e-9);
  return {
    scene,
    K,
    b,
    exact,
    orderLabel: ORDERS[p.order] ?? ORDERS[0],
    warmLabel: WARM_STARTS[p.warm] ?? WARM_STARTS[0],
    warm,
    trace,
    lambdaDomain: niceDomain([0, ...lambdas], { zero: true }),
    vnDomain: niceDomain([0, ...vns]),
    lambdaMax,
  };
}

/** What the reader sees at one sweep count: the totals and normal velocities after `k` sweeps. */
export interface AtSweep {
  k: number;
  lambda: number[];
  vn: number[];
  /** Friction totals after k sweeps (with friction on). */
  lambdaT: number[] | null;
}

export function atSweep(x: Explorer, k: number): AtSweep {
  const i = Math.min(Math.max(Math.round(k), 0), x.trace.history.length - 1);
  return {
    k: i,
    lambda: x.trace.history[i]!,
    vn: x.trace.vn[i]!,
    lambdaT: x.trace.friction ? x.trace.friction.history[i]! : null,
  };
}
