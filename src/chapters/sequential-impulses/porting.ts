// What trips a port of this chapter's code to C, C++, C# or Rust (src/kit/code/porting.ts).
import { definePorting } from '../../kit/code/porting';

export const porting = definePorting([
  {
    marker: 'si-accumulated',
    title: 'Clamp the total, not the increment',
    text: 'λᵢ ← max(λᵢ + Δ, 0): the running total is what the contact may not make negative. Clamping each Δ at 0 instead keeps every early push that a neighbour later makes unnecessary, and the contact ends up pushing bodies apart.',
  },
  {
    marker: 'si-apply-difference',
    title: 'Apply the change of the total',
    text: 'After the clamp the impulse applied is the new total minus the old one, which may be negative: the contact takes back what it no longer needs. Applying the clamped total itself adds it again on every sweep.',
  },
  {
    marker: 'si-in-place',
    title: 'Velocities updated in place',
    text: 'Each contact reads the velocities every earlier contact of the same sweep has just changed: that is Gauss–Seidel. Reading a copy taken at the start of the sweep makes it Jacobi iteration, another method, slower and not sure to converge on every stack.',
  },
  {
    marker: 'si-mass-guard',
    title: 'A row no impulse can move',
    text: 'When k = 0 (or 1/k overflows) the row’s mass is stored as 0, so Δ = −m_eff·vn is 0 and the row never pushes. Storing 1/k unguarded puts an infinity into every later sweep.',
  },
  {
    marker: 'si-friction-bound',
    title: 'Friction bounded by the current normal total',
    text: 'The friction total stays within ±μ·λᵢ, with λᵢ this contact’s normal total as it stands now, not its first impulse. Box2D v3 solves the normal rows first in a sweep, Box2D v2.4 friction first: both are correct, and give different numbers.',
  },
  {
    marker: 'si-warm-start',
    title: 'Warm starting needs a contact’s identity',
    text: 'Last step’s totals are applied before the first sweep, one per contact. A port must match this step’s contacts to last step’s (by the pair of bodies and the features that touch), or it warm-starts a contact with another one’s impulse.',
  },
]);
