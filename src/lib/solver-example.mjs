// Two discs meet: a 2 kg disc A moving right at 3 m/s hits a 1 kg
// disc B moving left at 1 m/s. The contact normal n points from A to B;
// rA and rB go from each centre to the contact point.
import { frictionImpulse2, normalImpulse2, vec2 } from './impulse-solver.js';

// A body: inverse mass, inverse moment of inertia (0 for an immovable
// body), linear velocity v (m/s), angular velocity w (rad/s, counter-
// clockwise positive).
const a = { invMass: 1 / 2, invInertia: 1 / 0.25, v: vec2(3, 0), w: 0 };
const b = { invMass: 1 / 1, invInertia: 1 / 0.125, v: vec2(-1, 0), w: 0 };

// Head-on: the contact is on the line through the centres.
const headOn = { rA: vec2(0.5, 0), rB: vec2(-0.5, 0), n: vec2(1, 0) };
export const bounce = normalImpulse2(a, b, headOn, 0.5);
// bounce.vn = -4 m/s (approaching); bounce.j = 4 N·s, to B along n
// and to A against it: A leaves at 1 m/s, B at 3 m/s, separating at
// 2 m/s = 0.5 × 4.

// Off-centre: they meet 0.3 m above the centre line, so the impulse
// spins them too; friction then acts along the tangent, on the bodies
// as the normal impulse left them.
const offCentre = { rA: vec2(0.4, 0.3), rB: vec2(-0.4, 0.3), n: vec2(1, 0) };
const normal = normalImpulse2(a, b, offCentre, 0.5);
export const glancing = frictionImpulse2(normal.a, normal.b, offCentre, normal.j, 0.6, 0.4);
// glancing.regime = 'static': the friction needed to stop the slip is
// within 0.6 × normal.j, so the contact points stop sliding.
