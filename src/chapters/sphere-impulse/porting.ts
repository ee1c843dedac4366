// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'sp-world-inertia',
    title: 'Inverse inertia in world axes',
    text: 'Every body’s inverse inertia tensor here is in world axes, R·I_body⁻¹·Rᵀ, rebuilt each time the body turns. Uniform spheres hide the mistake (their tensor is a multiple of the identity in any frame); any other body does not.',
  },
  {
    marker: 'sp-convention',
    title: 'Eberly’s signs are not the site’s',
    text: 'Eberly’s normal points from B to A and his relative velocity is V_A − V_B, with the impulse on A. Here n points from A to B and P goes to B: φ and ψ are the same numbers, ξ changes sign. Mixing the two conventions turns the ξ part of the impulse the wrong way.',
  },
  {
    marker: 'sp-t0-fallback',
    title: 'No slip, no tangent: choose one',
    text: 't0 is the direction of the slip, which is not defined when the bodies do not slip. The solver takes a fixed perpendicular of n when the tangential part is tiny next to the relative velocity, a relative test rather than a comparison with 0.',
  },
  {
    marker: 'sp-row-major',
    title: 'Row-major, and mirrored',
    text: 'Mat3 is row-major; GLM and Eigen store column-major by default, so read it transposed there. C is filled above its diagonal and mirrored, so that it is exactly symmetric whatever order the products round in.',
  },
  {
    marker: 'sp-singular',
    title: 'Guard the 3×3 solve',
    text: 'C is singular only when neither body can translate. The solve calls it singular when det C ≤ 1e-12·(trace C)³ and the solver also treats a solution too large for a double as singular: no impulse either way.',
  },
]);
