// One time step of the 3D spheres world; the same pipeline as step2.ts without joints:
// gravity, detect, normal passes, friction once (if on), a last normal pass, positions, projection.
// Spheres' orientation is not integrated: it changes neither their contacts nor their inertia.
import { detectContacts3 } from './collide3';
import { projectContacts3 } from './contact-projection3';
import { prepareContact3, resolveFriction3, resolveNormal3, type ContactSolve3 } from './resolve-contact3';
import type { World3 } from './world3';

export function step3(world: World3): ContactSolve3[] {
  const { config, spheres } = world;
  const { dt, gravity, iterations, impulse } = config;

  for (const s of spheres) {
    s.vx0 = s.vx;
    s.vy0 = s.vy;
    s.vz0 = s.vz;
    s.vx += gravity.x * dt;
    s.vy += gravity.y * dt;
    s.vz += gravity.z * dt;
  }

  const contacts = detectContacts3(config, spheres).map((c) =>
    prepareContact3(c, spheres, config.restitutionThreshold),
  );
  for (let pass = 0; pass < iterations; pass++) {
    let pushed = false;
    for (const contact of contacts) if (resolveNormal3(contact, spheres, impulse, pass === 0)) pushed = true;
    // Nothing changed, so later passes would change nothing either (see step2.ts).
    if (!pushed) break;
  }
  if (config.friction) {
    for (const contact of contacts) resolveFriction3(contact, spheres);
    for (const contact of contacts) resolveNormal3(contact, spheres, impulse, false);
  }

  for (const s of spheres) {
    s.x += s.vx * dt;
    s.y += s.vy * dt;
    s.z += s.vz * dt;
  }
  if (config.contactCorrection === 'projection')
    projectContacts3(
      contacts.map((c) => c.contact),
      config,
      spheres,
    );

  world.steps += 1;
  return contacts;
}
