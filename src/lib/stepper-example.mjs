// Three 1 m boxes of 1 kg stacked on the ground, stepped for 2 s at
// 60 Hz twice: with the soft step (Box2D v3's solver) and with the
// PGS step (box2d-lite's). Units are SI; y is up.
import {
  boxStack,
  createStackWorld2,
  describeFeature2,
  stackContacts2,
  stepStack2,
  stepStackSoft2,
} from './impulse-stepper.js';

// A scene is plain data: { boxes, settings? }. Each box gives half
// extents, position, angle, mass (or density) or static: true.
// boxStack builds one: a static 40 m × 1 m 'ground' (top at y = 0),
// then box0 (bottom) to box2, each starting 1 mm into the one below.
const config = boxStack({ count: 3 });

// createStackWorld2 checks the config once (a RangeError naming the
// field, e.g. "boxes[1].halfWidth must be > 0") and finds the
// contacts. The world then owns everything a step needs: the bodies,
// and one manifold per touching pair, kept from step to step, whose
// points carry their feature ids, cached effective masses and
// accumulated impulses. Once the pairs have met, a step makes no
// new arrays or objects.
const soft = createStackWorld2(config);
const pgs = createStackWorld2(config); // settings default to STACK_DEFAULTS
for (let i = 0; i < 120; i++) {
  stepStackSoft2(soft); // 4 substeps of 1/240 s, contacts as springs
  stepStack2(pgs); // 10 sweeps, warm started, Baumgarte β = 0.2
}

// Positions are on the bodies: x, y (m) and angle (rad).
export const top = { soft: soft.bodies[3].y, pgs: pgs.bodies[3].y };
// Both ≈ 2.497 m, where the top box started: the stack stands.

// The contact points, one row each: the two boxes (n from a to b),
// the feature id, the point, the separation and the accumulated
// impulses λn, λt (N·s) of the last step.
const under = (world) => stackContacts2(world).filter((c) => c.a === 'ground' && c.b === 'box0');
export const ground = {
  pgs: under(pgs).reduce((sum, c) => sum + c.normalImpulse, 0),
  soft: under(soft).reduce((sum, c) => sum + c.normalImpulse, 0),
};
// ground.pgs = 0.4905 N·s = 3 kg × 9.81 m/s² × 1/60 s: the ground
// holds the stack's weight over one step, split between box0's two
// bottom corners. ground.soft = 0.1226 N·s, a quarter of that: the
// soft step's totals are those of its last substep (Δt/4).

// A feature id names the faces that made a point: here the ground's
// top face (A's face 1) cut by box0's bottom face (its face 3).
export const feature = describeFeature2(under(pgs)[0].feature);
