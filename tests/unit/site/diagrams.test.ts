// Every live diagram, drawn at random parameter sets (inside the declared ranges, as URLs and number
// boxes can set them): no coordinate or text the reader's browser gets is NaN, infinite, undefined
// or null.
import fc from 'fast-check';
import { h, type ComponentType } from 'preact';
import { render } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import type { ParamSpecs } from '../../../src/params/spec';
import { paramValues } from './param-arbitraries';
import { runs } from '../runs';
import { collisionParams, collisionScenario } from '../../../src/chapters/normal-impulse/scenario';
import { CollisionDiagram } from '../../../src/chapters/normal-impulse/CollisionDiagram';
import { emParams, emScenario } from '../../../src/chapters/effective-mass/scenario';
import { EmLeverDiagram } from '../../../src/chapters/effective-mass/LeverDiagram';
import { EmTopView } from '../../../src/chapters/effective-mass/TopView';
import { frictionParams, frictionScenario } from '../../../src/chapters/friction-clamping/scenario';
import { FrContactDiagram } from '../../../src/chapters/friction-clamping/ContactDiagram';
import { jointParams, jointScenario } from '../../../src/chapters/revolute-joint/scenario';
import { RjJointDiagram } from '../../../src/chapters/revolute-joint/JointDiagram';
import { chainParams, chainScenario } from '../../../src/chapters/revolute-joint/chain-scenario';
import { RjChainDiagram } from '../../../src/chapters/revolute-joint/ChainDiagram';
import {
  sphereCollisionParams,
  sphereCollisionScenario,
} from '../../../src/chapters/sphere-impulse/scenario';
import { SpViews } from '../../../src/chapters/sphere-impulse/Views';

/** Its name, its parameters, its markup at one parameter set, how many sets to draw. */
type Case = [string, ParamSpecs, (p: never) => string, number];
const store = { update() {}, set() {} } as never;
const drawn =
  <S>(scenario: (p: never) => S, Diagram: ComponentType<{ s: S; store: never }>) =>
  (p: never) =>
    render(h(Diagram, { s: scenario(p), store }));

const cases: Case[] = [
  ['collision', collisionParams, drawn(collisionScenario, CollisionDiagram), 200],
  ['lever', emParams, drawn(emScenario, EmLeverDiagram), 200],
  ['top view', emParams, drawn(emScenario, EmTopView), 200],
  ['friction contact', frictionParams, drawn(frictionScenario, FrContactDiagram), 200],
  ['pin joint', jointParams, drawn(jointScenario, RjJointDiagram), 200],
  // Each set runs the chain's simulation: a few are enough to reach every branch of its drawing.
  ['chain', chainParams, (p: never) => render(h(RjChainDiagram, { c: chainScenario(p) })), 6],
  ['sphere views', sphereCollisionParams, drawn(sphereCollisionScenario, SpViews), 200],
];

test.each(cases)('the %s diagram draws finite numbers at any parameters', (_, specs, markup, n) => {
  fc.assert(
    fc.property(paramValues(specs), (p) => {
      expect(markup(p as never)).not.toMatch(/NaN|Infinity|undefined|null/);
    }),
    { numRuns: runs(n) },
  );
});
