// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'fr-tangent',
    title: 'One tangent, used twice',
    text: 't = (−n_y, n_x), the normal turned a quarter turn counter-clockwise. Either perpendicular works, but the same t must measure the slip vt and carry the impulse jt·t: measuring along one and applying along the other doubles the slip instead of stopping it.',
  },
  {
    marker: 'fr-after-normal',
    title: 'Friction after the normal impulse',
    text: 'The bound μ·jn needs this contact’s normal impulse jn ≥ 0, so the normal impulse is solved first and friction reads the velocities it left. Computing both from the velocities before either is applied gives a friction impulse that misses the slip the normal impulse left.',
  },
  {
    marker: 'fr-kt-guard',
    title: 'Guard the tangential k',
    text: 'k_t is 0 when nothing can slide along t (both bodies immovable, or held in that direction). The solver tests k_t > 0 and then applies no friction; a plain division gives infinity, and infinity times a zero slip is not a number.',
  },
  {
    marker: 'fr-sign',
    title: 'Sign functions differ between languages',
    text: 'Math.sign(0) is 0, but Rust’s f64::signum(0.0) is 1.0 and C#’s Math.Sign returns an int. In the sliding branch |jt*| > μs·jn ≥ 0, so jt* is never 0 there and any sign function agrees; the solver still returns a plain 0 when μd·jn is 0, so no −0 leaks out.',
  },
  {
    marker: 'fr-accumulated-clamp',
    title: 'Clamp the running total, not each step',
    text: 'Engines that iterate clamp the accumulated friction impulse to ±μ·jn and apply only its change. Clamping each increment instead lets the total grow past the cone over the iterations.',
  },
]);
