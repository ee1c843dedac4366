import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/params/spec';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { finiteDiagrams, drawn } from './diagram-check';
import { jointParams, jointScenario } from '../../../src/chapters/revolute-joint/scenario';
import { RjJointDiagram } from '../../../src/chapters/revolute-joint/JointDiagram';
import { chainParams, chainScenario } from '../../../src/chapters/revolute-joint/chain-scenario';
import { RjChainDiagram } from '../../../src/chapters/revolute-joint/ChainDiagram';

finiteDiagrams([
  ['pin joint', jointParams, drawn(jointScenario, RjJointDiagram), 200],
  // Each set runs the chain's simulation: a few are enough to reach every branch of its drawing.
  ['chain', chainParams, (p: never) => render(h(RjChainDiagram, { c: chainScenario(p) })), 6],
]);

describe('the pin joint diagram at the pin', () => {
  const arrowsIn = (html: string, colour: string) =>
    (html.match(new RegExp(`<line[^>]*stroke="var\\(${colour}\\)"`, 'g')) ?? []).length;

  it('draws the after-velocity once when the impulse holds the pin, beside the two before-velocities', () => {
    const html = drawn(jointScenario, RjJointDiagram)(defaults(jointParams) as never);
    expect(arrowsIn(html, '--before')).toBe(2);
    expect(arrowsIn(html, '--after')).toBe(1);
  });

  it('draws no after-velocity when no impulse can act (K singular)', () => {
    const p = { ...defaults(jointParams), fixA: true, fixB: true };
    expect(jointScenario(p).singular).toBe(true);
    expect(arrowsIn(drawn(jointScenario, RjJointDiagram)(p as never), '--after')).toBe(0);
  });
});
