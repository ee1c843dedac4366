// The teacher's question, "where does j come from?", answered on the normal-impulse page as served:
// with "Plug in numbers" ticked, the impulse's step reads its formula, the formula with the numbers
// in it, then j, at the defaults (worked by hand in normal-impulse.physics.ts).
import { MINUS, fmt } from '../../src/lib/format';
import { expectedCollision } from '../e2e/normal-impulse.physics';
import { builtPage, requireBuild, DIST } from './built';

requireBuild(DIST, 'npm run build');

test('/normal-impulse/: eq:ni-j shows −(1 + e)·v_n/k with e, v_n and k in it, then j', () => {
  const { document } = builtPage('/normal-impulse/');
  const side = document.querySelectorAll('[data-step="eq:ni-j"] > noscript .step-side')[1];
  const x = expectedCollision();
  expect(x.vn).toBeLessThan(0);
  const text = (side?.textContent ?? '').replace(/\s+/g, '');
  // The label, then the formula with e = 0.5, v_n (negative: in parentheses) and k, then j.
  expect(text).toBe(
    `${MINUS}(1+e)vn/k=${MINUS}(1+0.5)⋅(${fmt(x.vn)})/${fmt(x.k)}=${fmt(x.j)}N·s`.replaceAll(' ', ''),
  );
});
