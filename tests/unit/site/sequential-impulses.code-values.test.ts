// A function nested in a solver function, reached through another: the many-contact page's sweeps
// (its solver file instrumented as the page runs it).
import { readFileSync } from 'node:fs';
import { functionValues } from '../../../src/kit/code/values';
import seq from '../../../src/chapters/sequential-impulses/code-values';
import { traced } from './code-values-support';
import { defaults } from '../../../src/params/spec';
import { fmt } from '../../../src/lib/format';

describe('a function nested in a solver function, reached through another', () => {
  it("notes a sweep's row visits (a nested function) into runSweeps' record, run through pgsTrace2 as the page runs it", () => {
    const chapter = seq;
    const { params, scenario } = chapter.derivation;
    const s = scenario(defaults(params)) as { pgs: { lambda: number[] } };
    const v = functionValues(chapter, '', 'runSweeps', traced('sequential-impulses'));
    expect(v.error).toBeNull();
    const text = readFileSync(
      new URL('../../../src/solver/sequential-impulses.ts', import.meta.url),
      'utf8',
    ).split('\n');
    // The clamped total: on the line tagged with the update, set once per visit (2 sweeps × 2 rows),
    // and the last one is the last row's final total, as the page's numbers have it.
    const next = v.locals!.filter(
      (l) => l.name === 'next' && text[l.line - 1]!.includes('[eq:si-pgs-update]'),
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.times).toBe(4);
    expect(next[0]!.text).toBe(fmt(s.pgs.lambda.at(-1)!));
    // The visit's parameters and its velocity are noted too; the visit's own returns are not.
    expect(v.locals!.map((l) => l.name)).toEqual(expect.arrayContaining(['i', 'velocity', 'delta']));
    expect(v.locals!.some((l) => l.name === 'return' && text[l.line - 1]!.includes('=> {'))).toBe(false);
  });
});

/** The traced module a step's region runs `name` from (vec2's pointVelocity over vec3's, as above). */
