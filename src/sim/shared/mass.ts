// Moments of inertia of the shapes the steppers know, about their centers of mass.
import { BOX_INERTIA_FACTOR, DISC_INERTIA_FACTOR, SPHERE_INERTIA_FACTOR } from './constants';
import type { Shape2 } from './types';

/** Solid disc: I = ½ m r². Box: I = m (w² + h²) / 12 (about the axis normal to the plane). */
export function inertia2(shape: Shape2, mass: number): number {
  return shape.kind === 'disc'
    ? DISC_INERTIA_FACTOR * mass * shape.radius * shape.radius
    : BOX_INERTIA_FACTOR * mass * (shape.width * shape.width + shape.height * shape.height);
}

/** Solid sphere: I = 2/5 m r², the same about every axis. */
export function sphereInertia(mass: number, radius: number): number {
  return SPHERE_INERTIA_FACTOR * mass * radius * radius;
}
