// Every live diagram, drawn at random parameter sets (inside the declared ranges, as URLs and number
// boxes can set them): no coordinate or text the reader's browser gets is NaN, infinite, undefined
// or null. Each chapter lists its diagrams in tests/unit/site/<slug>.diagrams.test.ts.
import fc from 'fast-check';
import { h, type ComponentType } from 'preact';
import { render } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import type { ParamSpecs } from '../../../src/params/spec';
import { paramValues } from './param-arbitraries';
import { runs } from '../runs';

/** Its name, its parameters, its markup at one parameter set, how many sets to draw. */
export type DiagramCase = [string, ParamSpecs, (p: never) => string, number];

const store = { update() {}, set() {} } as never;

/** The markup of a diagram that takes its scenario as `s` (and the store, for its drag handles). */
export const drawn =
  <S>(scenario: (p: never) => S, Diagram: ComponentType<{ s: S; store: never }>) =>
  (p: never) =>
    render(h(Diagram, { s: scenario(p), store }));

export function finiteDiagrams(cases: DiagramCase[]): void {
  test.each(cases)('the %s diagram draws finite numbers at any parameters', (_, specs, markup, n) => {
    fc.assert(
      fc.property(paramValues(specs), (p) => {
        expect(markup(p as never)).not.toMatch(/NaN|Infinity|undefined|null/);
      }),
      { numRuns: runs(n) },
    );
  });
}
