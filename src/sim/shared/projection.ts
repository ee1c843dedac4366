// The push-apart loop of contact projection, the same for every engine (see
// world2/contact-projection2.ts for why and how): each engine measures the overlap its way and moves
// its bodies its way, and this loop decides how far, split by inverse mass.
import { MAX_LINEAR_CORRECTION } from './constants';

/**
 * Each contact's overlap is measured at the current positions: `planeDepth` for body B against its
 * plane (along the plane's normal), `pairOverlap` for two bodies (with the direction from A to B that
 * separates them). The part beyond `slop` (capped at MAX_LINEAR_CORRECTION) is split by inverse mass,
 * and `move` shifts a body by n·(correction·invMass)/total: side A against n, B along it.
 */
export function projectContacts<
  C extends { a: number; plane: number; b: number },
  B extends { invMass: number },
  P extends { normal: N },
  N,
>(
  contacts: readonly C[],
  bodies: readonly B[],
  planes: readonly P[],
  slop: number,
  planeDepth: (plane: P, B: B, contact: C) => number,
  pairOverlap: (A: B, B: B, contact: C) => { depth: number; n: N },
  move: (body: B, n: N, correction: number, invMass: number, total: number) => void,
): void {
  for (const contact of contacts) {
    const B = bodies[contact.b] as B;
    const A = contact.a < 0 ? null : (bodies[contact.a] as B);
    let depth: number;
    let n: N;
    if (A) ({ depth, n } = pairOverlap(A, B, contact));
    else {
      const plane = planes[contact.plane] as P;
      n = plane.normal;
      depth = planeDepth(plane, B, contact);
    }
    const correction = Math.min(depth - slop, MAX_LINEAR_CORRECTION);
    if (!(correction > 0)) continue;
    const mA = A ? A.invMass : 0;
    const mB = B.invMass;
    const m = mA + mB;
    // −(n·c·mA)/m is (n·(−c)·mA)/m to the last bit: negation is exact.
    if (A) move(A, n, -correction, mA, m);
    move(B, n, correction, mB, m);
  }
}
