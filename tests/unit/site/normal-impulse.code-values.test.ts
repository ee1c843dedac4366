// Live values in the first page's step code: its solver file instrumented notes the real function's
// locals as its own lines compute them, and its code-values.ts runs them on the page's configuration
// (every chapter's at its sample: code-values.test.ts).
import { instrument } from '../../../src/site/code/trace-plugin';
import { traceCalls } from '../../../src/kit/code/trace-runtime';
import { functionValues } from '../../../src/kit/code/values';
import { collisionScenario, collisionParams } from '../../../src/chapters/normal-impulse/scenario';
import { derivation } from '../../../src/chapters/normal-impulse/steps';
import ni from '../../../src/chapters/normal-impulse/code-values';
import { parseParams } from '../../../src/params/url';
import { defaults } from '../../../src/params/spec';
import { readFileSync } from 'node:fs';
import { fmt, fmtStepValue } from '../../../src/lib/format';
import { evaluateSteps } from '../../../src/kit/steps/define';
import { CHAPTERS, lineOf, PLAIN, source, traced, TRACED } from './code-values-support';

const at = (search: string) => collisionScenario(parseParams(collisionParams, search).values);

describe('an instrumented solver file', () => {
  it('keeps every line where it was', () => {
    for (const path of Object.keys(PLAIN)) {
      const file = path.split('/').at(-1)!.replace(/\.ts$/, '');
      const lines = source(file).split('\n');
      const out = instrument(source(file)).split('\n');
      // Two lines more, at the end (the table of functions); the import goes on the first line.
      expect(out.length).toBe(lines.length + 2);
      lines.slice(1).forEach((l, i) => {
        // Each line starts as it did: what the instrument adds comes after a line's first tokens.
        const head = l.slice(0, l.length - l.trimStart().length + 1);
        expect(out[i + 1]!.startsWith(head), `${file}:${i + 2}`).toBe(true);
      });
    }
  });

  it("notes normalImpulse2's parameters, every local and its result, each on its own line, at the defaults", () => {
    const s = collisionScenario(defaults(collisionParams));
    const real = s.result;
    let got: unknown;
    const [call, ...inner] = traceCalls(() => {
      got = traced('normal-impulse').__functions.normalImpulse2!(
        s.a as never,
        s.b as never,
        s.c as never,
        s.p.e as never,
      );
    });
    // The solver helpers it calls are traced copies too, each call with its own notes.
    expect(inner.map((c) => c.fn)).toContain('pointVelocity');
    expect(got).toEqual(real);
    expect(call!.fn).toBe('normalImpulse2');
    const value = (name: string) => call!.notes.find((n) => n.name === name)?.value;
    expect(call!.notes.map((n) => n.name)).toEqual(
      ['a', 'b', 'c', 'e', 'rA', 'rB', 'n', 'mA', 'mB', 'iA', 'iB'].concat([
        'vRel',
        'vn',
        'rnA',
        'rnB',
        'k',
        'effectiveMass',
        'jWanted',
        'j',
        'after',
        'return',
      ]),
    );
    // The hand-worked defaults (tests/unit/site/normal-impulse.test.ts): vn = −3.7 m/s, k = 2.36,
    // j = 1.5 · 3.7 / 2.36 N·s.
    expect(real.vn).toBeCloseTo(-3.7, 12);
    expect(real.j).toBeCloseTo((1.5 * 3.7) / 2.36, 12);
    expect(value('vn')).toBe(real.vn);
    expect(value('k')).toBe(real.k);
    expect(value('effectiveMass')).toBe(real.effectiveMass);
    expect(value('j')).toBe(real.j);
    expect(value('e')).toBe(0.5);
    expect(call!.notes.find((n) => n.name === 'vn')!.line).toBe(lineOf('normal-impulse', 'const vn ='));
    expect(call!.notes.find((n) => n.name === 'j')!.line).toBe(lineOf('normal-impulse', 'const j ='));
    expect(call!.notes.find((n) => n.name === 'e')!.line).toBe(
      lineOf('normal-impulse', 'export function normalImpulse2('),
    );
  });

  it('notes a separating contact: its early return, and no j', () => {
    const s = at('?vAx=-3');
    expect(s.result.j).toBe(0);
    const [call] = traceCalls(() =>
      traced('normal-impulse').__functions.normalImpulse2!(
        s.a as never,
        s.b as never,
        s.c as never,
        s.p.e as never,
      ),
    );
    const names = call!.notes.map((n) => n.name);
    expect(names).not.toContain('j');
    expect(names.at(-1)).toBe('return');
    expect(call!.notes.at(-1)!.line).toBe(lineOf('normal-impulse', 'return { j: 0,'));
  });

  it("returns exactly the real function's result for every call a chapter makes, and notes only its own names", () => {
    for (const [path, { default: chapter }] of Object.entries(CHAPTERS)) {
      const { params, scenario } = chapter.derivation;
      for (const s of [defaults(params), parseParams(params, chapter.sample.query).values].map(scenario))
        for (const [name, how] of Object.entries(chapter.calls)) {
          // A function reached through another (`via`) runs inside that one's call.
          const outer = typeof how === 'object' ? how.via : name;
          const args = typeof how === 'object' ? how.args : how;
          // A name two files use (vec2's and vec3's pointVelocity) is the one its step's region shows.
          const found = Object.entries(TRACED).filter(([, m]) => name in m.__functions);
          expect(found.length, `${path}: ${name} is a solver function`).toBeGreaterThan(0);
          const [file, mod] = found.find(([f]) => !/3\.ts$/.test(f)) ?? found[0]!;
          const plain = PLAIN[file]![outer];
          let got: unknown;
          const calls = traceCalls(() => (got = mod.__functions[outer]!(...(args(s) as never[]))));
          if (plain) expect(got, outer).toEqual(plain(...args(s)));
          const call = calls.findLast((c) => c.fn === name);
          expect(call?.notes.length, name).toBeGreaterThan(0);
          const text = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
          for (const n of call!.notes)
            if (n.name !== 'return')
              expect(text[n.line - 1], `${name}: ${n.name}`).toMatch(new RegExp(`\\b${n.name}\\b`));
        }
    }
  });
});

describe("normal-impulse's code values", () => {
  const values = (search: string, fn = 'normalImpulse2') =>
    functionValues(ni, search, fn, traced(fn === 'normalImpulse2' ? 'normal-impulse' : 'apply'));
  const text = (search: string, name: string, fn?: string) =>
    values(search, fn).locals!.find((l) => l.name === name)?.text;
  /** The "plug in numbers" value of a step's row and side, as the page prints it (without its unit). */
  const plugIn = (search: string, id: string, row: number, side: number) => {
    const step = evaluateSteps(derivation, parseParams(collisionParams, search).values).find(
      (s) => s.id === id,
    )!;
    return fmtStepValue(step.values![row]![side]!);
  };

  it('shows j and vn as the plug-in rows print them, at the defaults and at e = 0.5 and 0.9', () => {
    expect(text('', 'j')).toBe('2.352');
    expect(text('', 'vn')).toBe(`${'\u2212'}3.7`);
    for (const q of ['', '?e=0.5', '?e=0.9', '?e=0.2&mA=4']) expect(text(q, 'j')).toBe(fmt(at(q).result.j));
    expect(text('?e=0.9', 'vRel')).toBe(plugIn('?e=0.9', 'eq:ni-relative-velocity', 0, 0));
    expect(text('?e=0.9', 'vn')).toBe(plugIn('?e=0.9', 'eq:ni-relative-velocity', 1, 0));
  });

  it("a body's function shows B's new velocity, as the impulse-linear step does", () => {
    expect(text('?e=0.3', 'return.v', 'applyImpulseToBody2')).toBe(
      plugIn('?e=0.3', 'eq:ni-impulse-linear', 1, 0),
    );
  });

  it('a bad link gives the defaults and the notices the widget gives', () => {
    const v = values('?e=abc&mA=99');
    expect(v.notices).toEqual(parseParams(collisionParams, '?e=abc&mA=99').notices);
    expect(v.notices).toHaveLength(2);
    expect(text('?e=abc', 'j')).toBe(text('', 'j'));
  });

  it("nothing movable: no impulse, the widget's reason, and no value is a non-number", () => {
    const v = values('?fixA=1&fixB=1');
    expect(v.notice).toBe(at('?fixA=1&fixB=1').noImpulseReason);
    expect(v.notice).not.toBeNull();
    expect(v.locals!.find((l) => l.name === 'j')).toBeUndefined();
    expect(v.locals!.find((l) => l.name === 'effectiveMass')!.text).toBe('∞');
    for (const q of [
      '?fixA=1&fixB=1',
      '?fixA=1&fixB=1&vAx=-1&vBx=-1&wB=0&vAy=0',
      '?vAx=-1&vBx=-1&wB=0&vAy=0',
    ])
      for (const l of values(q).locals!) expect(l.text).not.toMatch(/NaN|undefined/);
  });

  it("a loop's local shows its last value and how often its line set it", () => {
    const v = functionValues(ni, '', 'kineticEnergy2', traced('energy'));
    const s = at('');
    const T = v.locals!.filter((l) => l.name === 'T');
    // let T = 0, then one line per kind of energy, run once per body (both bodies movable here).
    expect(T.map((l) => l.times)).toEqual([1, 2, 2]);
    expect(T.at(-1)!.text).toBe(fmt(s.totals.after.kinetic));
    expect(v.locals!.find((l) => l.name === 'return')!.text).toBe(fmt(s.totals.after.kinetic));
  });

  it('a function the page does not call has no values', () => {
    expect(functionValues(ni, '', 'normalImpulse3', traced('normal-impulse3')).locals).toBeNull();
  });
});
