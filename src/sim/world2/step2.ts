// One time step of the 2D world (semi-implicit Euler with sequential impulses).
//
//   1. v += g·dt                          velocities first (remember them: restitution needs them)
//   2. find contacts at the current positions; with jointWarmStart, apply each joint's total
//      impulse from the previous step
//   3. `iterations` passes: every joint (revoluteImpulse2), then every contact's normal impulse
//      (normalImpulse2); then one friction impulse per contact (frictionImpulse2, clamped against
//      the normal impulse that contact received, on the bodies after it); then one more normal
//      pass so that non-penetration has the last word over friction's side effects
//   4. p += v·dt, θ += ω·dt                with the corrected velocities: that is what makes the
//                                          Euler step semi-implicit, and stable for resting bodies
//   5. position corrections: joints ('mass-weighted'), then contacts ('projection')
//
// Contacts come last in each pass, as in Box2D: when a joint and a contact disagree, the bodies
// leave the pass not overlapping. Everything runs in a fixed order with no randomness, so the same
// config gives bit-identical results.
import type { ContactState2 } from './collide2';
import { detectContacts2 } from './collide2';
import { projectContacts2 } from './contact-projection2';
import { correctJoints2 } from './joint-correction2';
import { prepareJoint2, resolveJoint2, warmStartJoint2 } from './joint2';
import { prepareContact2, resolveFriction2, resolveNormal2, type ContactSolve2 } from './resolve-contact2';
import type { World2 } from './world2';
import type { Vec2 } from '../../solver';

export function step2(world: World2): ContactSolve2[] {
  const { config, bodies } = world;
  const { dt, gravity, iterations } = config;

  for (const s of bodies) {
    s.vx0 = s.vx;
    s.vy0 = s.vy;
    s.w0 = s.w;
    s.vx += gravity.x * dt;
    s.vy += gravity.y * dt;
  }

  const contacts = detectContacts2(config, bodies).map((c) =>
    prepareContact2(c, bodies, config.restitutionThreshold),
  );
  const joints = config.joints.map((j) => prepareJoint2(j, bodies));
  const biasScale = config.jointCorrection === 'baumgarte' ? config.baumgarteBeta / dt : 0;
  // Each joint's running total this step: the warm start (if any) plus every pass's correction.
  const totals = joints.map((joint, i) => {
    if (!config.jointWarmStart) return { x: 0, y: 0 };
    const P = world.jointImpulses[i] as Vec2;
    warmStartJoint2(joint, bodies, P);
    return { x: P.x, y: P.y };
  });

  for (let pass = 0; pass < iterations; pass++) {
    joints.forEach((joint, i) => {
      const P = resolveJoint2(joint, bodies, biasScale);
      const total = totals[i] as Vec2;
      total.x += P.x;
      total.y += P.y;
    });
    let pushed = false;
    for (const contact of contacts) if (resolveNormal2(contact, bodies, pass === 0)) pushed = true;
    // A pass that changed no velocity leaves every later pass nothing to do (without joints,
    // which always act): stop early. The result is the same as running them all.
    if (!pushed && joints.length === 0) break;
  }
  for (const contact of contacts) resolveFriction2(contact, bodies);
  for (const contact of contacts) resolveNormal2(contact, bodies, false);

  for (const s of bodies) {
    s.x += s.vx * dt;
    s.y += s.vy * dt;
    s.theta += s.w * dt;
  }

  if (config.jointCorrection === 'mass-weighted') correctJoints2(config.joints, bodies, iterations);
  if (config.contactCorrection === 'projection') {
    projectContacts2(
      contacts.map((c): ContactState2 => c.contact),
      config,
      bodies,
    );
  }

  world.jointImpulses = totals;
  world.steps += 1;
  return contacts;
}
