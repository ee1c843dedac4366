// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'ni-inverse-mass',
    title: 'Store inverse mass, and give a wall 0',
    text: 'The solver never divides by a mass: a body carries 1/m and 1/I, and an immovable one (the ground, a wall) has 0 for both. Storing m and computing 1/m on the spot needs an "infinite" mass for the ground, and a division by zero or a huge float in its place.',
  },
  {
    marker: 'ni-normal-sign',
    title: 'n points from A to B, and j ≥ 0 pushes B along n',
    text: 'vn = (v_cB − v_cA)·n is negative while the bodies close in; j·n goes to B and −j·n to A. An engine whose normal points from B to A must flip n and the relative velocity together, or the impulse pulls the bodies into each other.',
  },
  {
    marker: 'ni-k-guard',
    title: 'Guard the division by k',
    text: 'k is 0 when neither body can move along n (two immovable bodies, or a contact on an axis a body cannot turn about). Test k > 0 before dividing and treat that case as no impulse, as the solver does with an infinite effective mass.',
  },
  {
    marker: 'ni-overflow',
    title: 'Float or double',
    text: 'JavaScript numbers are doubles. A tiny k, or a huge velocity, makes j overflow to infinity, much sooner with 32-bit float; the solver tests the result with a finiteness check (isfinite, f64::is_finite, double.IsFinite) and treats that case as immovable.',
  },
  {
    marker: 'ni-cross-scalar',
    title: 'The 2D cross product is a number',
    text: 'r × n = r_x·n_y − r_y·n_x, the z component of the 3D cross product; a spin crossed with a vector, ω × r, is the vector (−ω·r_y, ω·r_x). Keep the two functions apart rather than padding vectors to 3D with a zero.',
  },
]);
