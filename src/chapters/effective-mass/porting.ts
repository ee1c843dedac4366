// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'em-inverse-sum',
    title: 'A sum of inverse quantities',
    text: 'k = mA + mB + iA·(rA×d)² + iB·(rB×d)² with the inverse masses and inertias: an immovable body adds 0 and needs no special case. Written with 1/mA and 1/IA it needs one for every immovable body.',
  },
  {
    marker: 'em-world-inertia',
    title: 'The inertia tensor in world axes',
    text: 'The 3D forms need the inverse inertia tensor in world axes, R·I_body⁻¹·Rᵀ for the body’s rotation R, rebuilt whenever the body turns. Passing the body-frame tensor gives a plausible but wrong k as soon as the body is rotated.',
  },
  {
    marker: 'em-negative-k',
    title: 'Test k > 0, not k ≠ 0',
    text: 'The tensor form computes k through cross products that can cancel: when the true k is 0, rounding can leave −1e-17. A test for k ≠ 0 then divides and returns a large negative mass; k > 0 does not.',
  },
  {
    marker: 'em-jacobian-sign',
    title: 'The signs in J follow the normal',
    text: 'J = [−n, −(rA×n), n, rB×n] because n points from A to B and the relative velocity is B’s minus A’s. With an engine’s normal from B to A every sign in J flips; k = J M⁻¹ Jᵀ does not change, the impulse’s direction does.',
  },
  {
    marker: 'em-slot-order',
    title: 'One order of the velocity slots',
    text: 'J and M⁻¹ must list the slots in the same order (vA.x, vA.y, ωA, vB.x, vB.y, ωB here). A port that lays out the velocity vector differently, say angular first, must reorder both, or k mixes a mass with an inertia.',
  },
]);
