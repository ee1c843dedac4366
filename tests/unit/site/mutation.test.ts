import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listedLines, review, tables } from '../../../scripts/mutation.mjs';

const mutant = (line: number, status: string) => ({
  mutatorName: 'EqualityOperator',
  replacement: 'a <= b',
  status,
  location: { start: { line, column: 1 }, end: { line, column: 5 } },
});

describe('the check that every surviving mutant is listed as equivalent', () => {
  it('reads single lines, lists and ranges from the first cell of a row', () => {
    const table = [
      '| file:line | mutator | mutant | why |',
      '| --- | --- | --- | --- |',
      '| src/lib/format.ts:13 | C | m | w |',
      '| src/solver/validate.ts:46, :52 | E | m | w |',
      '| src/solver/validate.ts:81–83 | E | m | w |',
      '| src/params/use-params.ts:47, 49 | C | m | w |',
    ].join('\n');
    const listed = listedLines(table);
    expect([...listed.get('src/lib/format.ts')]).toEqual([13]);
    expect([...listed.get('src/solver/validate.ts')].sort((a: number, b: number) => a - b)).toEqual([
      46, 52, 81, 82, 83,
    ]);
    expect([...listed.get('src/params/use-params.ts')]).toEqual([47, 49]);
  });

  it('fails a survivor or an unreached mutant on a line the table does not name, and scores per folder', () => {
    const source = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const report = {
      files: {
        'src/solver/a.ts': {
          source,
          mutants: [mutant(3, 'Killed'), mutant(4, 'Survived'), mutant(5, 'Timeout')],
        },
        'src/solver/b.ts': { source, mutants: [mutant(7, 'NoCoverage'), mutant(8, 'Ignored')] },
      },
    };
    const listed = new Map([['src/solver/a.ts', new Set([4])]]);
    const { folders, unlisted } = review(report, listed);
    expect(unlisted).toEqual(['src/solver/b.ts:7 EqualityOperator (NoCoverage): line 7  →  a <= b']);
    expect(folders.get('src/solver')).toEqual({ killed: 2, survived: 2, listed: 1 });
  });

  it("reads the committed tables: every row names a file that exists and at least one line, a chapter's own file only in that chapter's table", () => {
    const [shared, ...chapters] = tables();
    expect(shared).toBe('tests/mutation-equivalents.md');
    const listed = listedLines(readFileSync(shared!, 'utf8'));
    expect(listed.size).toBeGreaterThan(5);
    for (const file of listed.keys())
      expect(file, `${shared} names a chapter's file`).not.toMatch(/^src\/chapters\//);
    for (const table of chapters) {
      const slug = table.slice('tests/mutation-equivalents/'.length, -'.md'.length);
      const own = listedLines(readFileSync(table, 'utf8'));
      expect(own.size, table).toBeGreaterThan(0);
      for (const file of own.keys()) expect(file, table).toMatch(new RegExp(`^src/chapters/${slug}/`));
      for (const [file, lines] of own) listed.set(file, lines);
    }
    for (const [file, lines] of listed) {
      expect(readFileSync(file, 'utf8').length, file).toBeGreaterThan(0);
      expect(lines.size, file).toBeGreaterThan(0);
    }
  });
});
