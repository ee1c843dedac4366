// Live values in a step's code (src/kit/code): the instrumented solver files note the real
// function's locals as its own lines compute them, and a chapter's code-values.ts runs them on the
// page's configuration.
import { formatValue, functionValues } from '../../../src/kit/code/values';
import { defaults } from '../../../src/params/spec';
import { parseParams } from '../../../src/params/url';
import { fmt, fmtStepValue } from '../../../src/lib/format';
import { evaluateSteps } from '../../../src/kit/steps/define';
import { CHAPTERS, moduleOf } from './code-values-support';

describe("every chapter's code values", () => {
  const chapters = Object.entries(CHAPTERS).map(([path, m]) => ({
    slug: path.split('/').at(-2)!,
    chapter: m.default,
  }));

  it('are found for every chapter folder that has a code-values.ts, and there are several', () => {
    expect(chapters.length).toBeGreaterThan(1);
    for (const { slug, chapter } of chapters) expect(chapter.derivation.page, slug).toBe(slug);
  });

  it("show, at a configuration that is not the defaults, the value its sample step's plug-in row prints", () => {
    for (const { slug, chapter } of chapters) {
      const { query, step, row, side, fn, name } = chapter.sample;
      const { params } = chapter.derivation;
      const parsed = parseParams(params, query);
      expect(parsed.notices, `${slug}: ${query}`).toEqual([]);
      const plugIn = (values: typeof parsed.values) => {
        const found = evaluateSteps(chapter.derivation, values).find((s) => s.id === step);
        expect(found?.values, `${slug}: ${step} shows numbers`).toBeTruthy();
        return fmtStepValue(found!.values![row]![side]!);
      };
      const expected = plugIn(parsed.values);
      // The query moves the number, so a frame stuck at the defaults would not pass.
      expect(expected, `${slug}: ${query} changes ${step}`).not.toBe(plugIn(defaults(params)));
      expect(Object.keys(chapter.calls), slug).toContain(fn);
      const v = functionValues(chapter, query, fn, moduleOf(fn));
      expect(v.error, slug).toBeNull();
      const shown = v.locals!.filter((l) => l.name === name).at(-1);
      expect(shown?.text, `${slug}: ${fn}() ${name}`).toBe(expected);
    }
  });

  it('print no value as a non-number, at the defaults and at the sample', () => {
    for (const { slug, chapter } of chapters)
      for (const query of ['', chapter.sample.query])
        for (const name of Object.keys(chapter.calls)) {
          const v = functionValues(chapter, query, name, moduleOf(name));
          expect(v.error, `${slug}: ${name}`).toBeNull();
          expect(v.locals!.length, `${slug}: ${name}`).toBeGreaterThan(0);
          for (const l of v.locals!)
            expect(l.text, `${slug}: ${name} ${l.name}`).not.toMatch(/NaN|undefined/);
        }
  });
});

describe('formatValue', () => {
  it('prints numbers as the plug-in rows do, vectors in parentheses, and NaN in words', () => {
    expect(formatValue(-2.5)).toBe(fmt(-2.5));
    expect(formatValue({ x: 1, y: -0.5 })).toBe(`(1, ${'\u2212'}0.5)`);
    expect(formatValue({ x: 1, y: 2, z: 3 })).toBe('(1, 2, 3)');
    expect(formatValue(NaN)).toBe('not a number');
    expect(formatValue(Infinity)).toBe('∞');
    expect(formatValue(true)).toBe('true');
    expect(formatValue({ invMass: 1, v: { x: 0, y: 0 } })).toBeNull();
    expect(formatValue(undefined)).toBeNull();
  });
});
