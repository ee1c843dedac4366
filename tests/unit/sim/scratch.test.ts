import { runSim3 } from '../../../src/solver/sim/run3';
import { spheresInBox } from '../../../src/solver/sim/scenario-spheres-in-box';

test('scratch3', () => {
  for (const impulse of ['normal', 'sphere'] as const) for (const gravity of [false, true]) {
    const s = runSim3(spheresInBox({ impulse, gravity }), 600);
    const n = s.t.length - 1;
    let spinChange = 0; for (const sp of s.spheres) for (let k = 1; k <= n; k++) spinChange = Math.max(spinChange, Math.abs(sp.spin[k]! - sp.spin[k-1]!));
    console.log(impulse, gravity, 'contacts', s.contacts.length, 'pairs', s.contacts.filter(c => c.a.startsWith('sphere')).length, 'KE0', s.kinetic[0], 'KEend', s.kinetic[n], 'E0', s.energy[0], 'Eend', s.energy[n], 'max spin change', spinChange, 'max tangentImpulse', Math.max(...s.contacts.map(c => c.tangentImpulse)));
  }
  const f = runSim3(spheresInBox({ friction: true }), 600);
  let spinChange = 0; for (const sp of f.spheres) for (let k = 1; k < f.t.length; k++) spinChange = Math.max(spinChange, Math.abs(sp.spin[k]! - sp.spin[k-1]!));
  console.log('friction: spin change', spinChange, 'E end', f.energy.at(-1));
});
