// Sequential impulses on a pyramid-sized problem: 55 unit boxes in 10 rows (10 on the ground, 9 on
// those, …, 1 on top), each box on two points, 110 contacts, one step's gravity of approach
// everywhere, 10 sweeps (a typical engine's count). Also the traced loop the chapter's explorer
// uses, and the exact LCP on the largest problem it takes (8 contacts).
// Run: npx vitest bench --run bench/sequential-impulses.bench.ts
import { test } from 'vitest';
import {
  type Body2,
  type ContactRow2,
  contactMatrix2,
  pgsTrace2,
  sequentialImpulses2,
  solveContactLcp2,
} from '../src/solver';

const ROWS = 10;
const GRAVITY_DT = 10 / 60; // m/s of approach per step: g = 10 m/s², dt = 1/60 s
const up = { x: 0, y: 1 };

/**
 * Unit boxes (m = 1, I = 1/6): body 0 is the ground; box j of row k sits across boxes j and j + 1
 * of row k − 1, its bottom corners (±0.5, −0.5) on their top-face centres (0, 0.5).
 */
function pyramid(): { bodies: Body2[]; contacts: ContactRow2[] } {
  const bodies: Body2[] = [{ invMass: 0, invInertia: 0, v: { x: 0, y: 0 }, w: 0 }];
  const contacts: ContactRow2[] = [];
  const index: number[][] = [];
  for (let k = 0; k < ROWS; k++) {
    index.push([]);
    for (let j = 0; j < ROWS - k; j++) {
      const id = bodies.length;
      bodies.push({ invMass: 1, invInertia: 6, v: { x: 0, y: -GRAVITY_DT }, w: 0 });
      index[k]!.push(id);
      if (k === 0) {
        for (const x of [-0.5, 0.5])
          contacts.push({ a: 0, b: id, rA: { x: 0, y: 0 }, rB: { x, y: -0.5 }, n: up });
      } else {
        const below = index[k - 1]!;
        contacts.push({ a: below[j]!, b: id, rA: { x: 0, y: 0.5 }, rB: { x: -0.5, y: -0.5 }, n: up });
        contacts.push({ a: below[j + 1]!, b: id, rA: { x: 0, y: 0.5 }, rB: { x: 0.5, y: -0.5 }, n: up });
      }
    }
  }
  return { bodies, contacts };
}

const { bodies, contacts } = pyramid();
if (bodies.length !== 56 || contacts.length !== 110)
  throw new Error('the pyramid should have 55 boxes, 110 contacts');
const warmStart = sequentialImpulses2(bodies, contacts, { iterations: 200 }).lambda;
const small = { bodies: bodies.slice(0, 5), contacts: contacts.slice(0, 8) };
const lcp = contactMatrix2(small.bodies, small.contacts);

let sink = 0;

test('sequential impulses, 55-box pyramid (110 contacts)', async ({ bench }) => {
  await bench.compare(
    bench('sequentialImpulses2, 10 sweeps', () => {
      sink += sequentialImpulses2(bodies, contacts, { iterations: 10 }).lambda[0]!;
    }),
    bench('sequentialImpulses2, 10 sweeps, warm-started', () => {
      sink += sequentialImpulses2(bodies, contacts, { iterations: 10, warmStart }).lambda[0]!;
    }),
    bench('pgsTrace2, 10 sweeps, friction, every visit', () => {
      sink += pgsTrace2(bodies, contacts, {
        iterations: 10,
        friction: contacts.map(() => 0.5),
        visits: true,
      }).lambda[0]!;
    }),
    bench('solveContactLcp2, 8 contacts (256 active sets)', () => {
      sink += solveContactLcp2(lcp.K, lcp.b).lambda[0]!;
    }),
  );
  if (Number.isNaN(sink)) throw new Error('a benchmarked call returned NaN');
});
