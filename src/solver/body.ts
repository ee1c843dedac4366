// Building a 2D body from the masses a reader sets: widgets speak in masses and inertias, the solver
// in their inverses, and "immovable" is both inverses at zero.
import type { Body2, Vec2 } from './types';

export function bodyFrom(m: number, I: number, fixed: boolean, v: Vec2, w: number): Body2 {
  return { invMass: fixed ? 0 : 1 / m, invInertia: fixed ? 0 : 1 / I, v, w };
}
