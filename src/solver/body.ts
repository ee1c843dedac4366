// Building a 2D body from the masses a reader sets: widgets speak in masses and inertias, the solver
// in their inverses. "Immovable" is both inverses at zero; a body "on an axle" keeps its rotation
// (finite inertia) but cannot translate (inverse mass zero). Immovable wins over axle.
import type { Body2, Vec2 } from './types';

export function bodyFrom(m: number, I: number, fixed: boolean, v: Vec2, w: number, axle = false): Body2 {
  return { invMass: fixed || axle ? 0 : 1 / m, invInertia: fixed ? 0 : 1 / I, v, w };
}
