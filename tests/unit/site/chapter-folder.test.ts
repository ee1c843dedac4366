// "A chapter is its folder": adding or removing one touches nothing outside its own places, so no
// file outside them names it. A chapter's own places are its folder (src/chapters/<slug>/), its page
// (content/<slug>.mdx) and the tests and benchmarks named for it (a file of tests/ or bench/ whose
// name starts with `<slug>.`); the solver (src/solver/) is the physics, whose files and equation
// tags may share a chapter's name.
// Everything else reaches a chapter through the registry (src/site/chapters.ts), its manifest, its
// step ids or the teaching order, never by its slug:
// - no import of a module inside a chapter's folder (nor its path named);
// - no route of a chapter (`/<slug>/…`), other than a solver file's own page, /code/<file>/;
// - no slug in a string or a comment; a solver file named like a chapter (src/solver/<slug>.ts,
//   `<slug>3`) is the solver's, and is not the chapter.
// The chapters' pages are the site's prose, which builds each derivation on the ones before it: a
// page may name another and link it. A link to a page the site does not have is built as its words
// (src/lib/rehype-base.ts, given the site's routes), so removing a chapter leaves the others' links
// as text, not links that lead nowhere.
//
// The repository's prose (README.md, docs/, the mutation notes) describes the site as it is and is
// not read by the build: it may name chapters.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SLUGS } from '../../../scripts/content-slugs.mjs';

const ROOT = new URL('../../../', import.meta.url);

/** Every file git tracks that the build, the tests or the scripts read. */
const FILES = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs|cjs|js|astro|mdx|json|css)$/.test(f))
  .filter((f) => !/^(docs\/|content\/|src\/solver\/|package(-lock)?\.json$)/.test(f));

/** Whether `file` is one of the chapter's own places. */
const ownPlace = (file: string, slug: string) =>
  file.startsWith(`src/chapters/${slug}/`) ||
  file === `content/${slug}.mdx` ||
  (/^(tests|bench)\//.test(file) && basename(file).startsWith(`${slug}.`));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every place in `text` that names the chapter, one line each ("12: …"), but for the solver's files
 * of the same name: `solver/<slug>`, `<slug>.ts`, `<slug>3`, /code/<slug>/ (a solver file's page).
 */
export function namings(text: string, slug: string): string[] {
  const name = new RegExp(`(?<![\\w-])${escape(slug)}(?![\\w])`, 'g');
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(name)) {
      const before = line.slice(0, m.index);
      const after = line.slice(m.index + slug.length);
      if (/solver[\\/]+$/.test(before) || /\/code\/$/.test(before)) continue;
      if (/^(\\?\.ts\b|3)/.test(after)) continue;
      out.push(`${i + 1}: ${line.trim().slice(0, 140)}`);
    }
  });
  return out;
}

describe('a chapter is its folder: no file outside its own places names it', () => {
  test('the rule finds what it is for (a route, an import, a list entry, a comment), and passes the solver', () => {
    const s = 'some-chapter';
    expect(namings(`fetch('/some-chapter/#eq:x')`, s)).toHaveLength(1);
    expect(namings(`import { a } from '../chapters/some-chapter/steps';`, s)).toHaveLength(1);
    expect(namings(`after: ['some-chapter'],`, s)).toHaveLength(1);
    expect(namings(`// as the some-chapter page does`, s)).toHaveLength(1);
    expect(namings(`import { b } from '../solver/some-chapter';`, s)).toEqual([]);
    expect(namings(`src/solver/some-chapter.ts, lines 3–9; someChapter3, some-chapter3`, s)).toEqual([]);
    expect(namings(String.raw`solver[\\/](?!other|some-chapter\.ts|more)`, s)).toEqual([]);
    expect(namings(`'/code/some-chapter/#L4'`, s)).toEqual([]);
    expect(namings(`another-some-chapter, some-chapters`, s)).toEqual([]);
  });

  const naming = new Map<string, string[]>();
  for (const slug of SLUGS)
    for (const f of FILES.filter((f) => !ownPlace(f, slug)))
      for (const n of namings(readFileSync(new URL(f, ROOT), 'utf8'), slug))
        naming.set(f, [...(naming.get(f) ?? []), `${slug} at ${n}`]);

  for (const slug of SLUGS) {
    test(`${slug}: named only in its folder, the chapters' pages, the tests named for it and the solver`, () => {
      const found = [...naming].flatMap(([f, ns]) =>
        ns.filter((n) => n.startsWith(`${slug} at `)).map((n) => `${f}: ${n}`),
      );
      expect(found).toEqual([]);
    });
  }
});
