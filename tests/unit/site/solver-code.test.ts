// The solver's code as the pages show it (src/kit/code): every [eq:…] tag in src/solver is a step
// that its page displays, with a disclosure whose lines include the tagged ones; the highlighted
// lines are the file's own, byte for byte; and the pieces a file is cut into are the whole file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTERS, DERIVATIONS } from '../../../src/site/chapters';
import { SOLVER_TAGS } from '../solver/tags';
import {
  cutPieces,
  isCodeLine,
  SOLVER_FILES,
  TAG_REGIONS,
  shownLines,
} from '../../../src/site/code/source.server';
import { highlightLines, stepHref } from '../../../src/site/code/highlight.server';
import { shownRegions } from '../../../src/site/code/regions.server';

const root = join(import.meta.dirname, '../../..');
const solverDir = join(root, 'src/solver');
const displayed = new Map(
  readdirSync(join(root, 'content'))
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) =>
      [...readFileSync(join(root, 'content', f), 'utf8').matchAll(/<Step id="([^"]+)"/g)].map(
        (m) => [m[1]!, f.replace(/\.mdx$/, '')] as const,
      ),
    ),
);

/** The text of highlighted HTML, as a browser would give it: tags dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<span class="ln"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("the solver's code beside the steps", () => {
  it('reads every file of src/solver, and its pieces are the whole file, in order, with nothing changed', () => {
    const names = readdirSync(solverDir).filter((f) => f.endsWith('.ts'));
    expect(SOLVER_FILES.map((f) => `${f.file}.ts`).sort()).toEqual(names.sort());
    for (const f of SOLVER_FILES) {
      const text = readFileSync(join(solverDir, `${f.file}.ts`), 'utf8');
      expect(f.lines.join('\n') + '\n', f.path).toBe(text);
      let next = 1;
      for (const p of f.pieces) {
        expect(p.first, `${f.path}: piece ${p.name}`).toBeGreaterThanOrEqual(next);
        expect(
          f.lines.slice(next - 1, p.first - 1).every((l) => l.trim() === ''),
          f.path,
        ).toBe(true);
        expect(p.text).toBe(f.lines.slice(p.first - 1, p.last).join('\n'));
        next = p.last + 1;
      }
      expect(
        f.lines.slice(next - 1).every((l) => l.trim() === ''),
        f.path,
      ).toBe(true);
    }
  });

  it('cuts at top-level declarations only, keeping a function whole with its comment', () => {
    const lines = [
      '// head',
      '',
      '/** doc */',
      'export function f() {',
      '  const a = 1;',
      '',
      '  return a;',
      '}',
      '',
      'const b = 2;',
    ];
    expect(cutPieces('x', lines).map((p) => [p.name, p.isFunction, p.first, p.last])).toEqual([
      ['', false, 1, 1],
      ['f', true, 3, 8],
      ['b', false, 10, 10],
    ]);
  });

  it('every tag names a step that its chapter page displays, and that step shows the tagged lines', () => {
    expect(new Set(TAG_REGIONS.keys())).toEqual(SOLVER_TAGS);
    const steps = new Set(DERIVATIONS.flatMap((d) => d.steps.map((s) => s.id)));
    for (const tag of SOLVER_TAGS) {
      expect(steps.has(tag), `${tag} is a step`).toBe(true);
      const slug = CHAPTERS.find((c) => tag.startsWith(`eq:${c.prefix}-`))?.slug;
      expect(displayed.get(tag), `${tag} is displayed on its chapter's page`).toBe(slug);
      expect(stepHref(tag)).toBe(`/${slug}/#${tag}`);
      const regions = shownRegions(tag);
      expect(regions.length, tag).toBeGreaterThan(0);
      for (const r of regions) {
        for (const n of r.region.tagged) {
          expect(n, `${tag} line ${n} shown`).toBeGreaterThanOrEqual(r.first);
          expect(n, `${tag} line ${n} shown`).toBeLessThanOrEqual(r.last);
          const line = SOLVER_FILES.find((f) => f.path === r.region.path)!.lines[n - 1]!;
          expect(line, `${r.region.path}:${n}`).toContain(`[${tag}]`);
        }
      }
    }
  });

  it('every tag ends a line of code, so that a step shows the lines that compute it, not a comment', () => {
    // The code of a line: what is left once a trailing // comment is cut off (none of the tagged
    // lines has // inside a string), and not a line of a block comment.
    const codeOf = (line: string) => (/^\s*(\*|\/\*)/.test(line) ? '' : line.replace(/\/\/.*$/, '').trim());
    let lines = 0;
    for (const f of SOLVER_FILES)
      f.lines.forEach((line, i) => {
        if (!/\[eq:/.test(line)) return;
        lines++;
        expect(codeOf(line), `${f.path}:${i + 1} holds code`).not.toBe('');
        expect(isCodeLine(line), `${f.path}:${i + 1}`).toBe(true);
      });
    expect(lines).toBeGreaterThan(SOLVER_TAGS.size);
    for (const [tag, regions] of TAG_REGIONS)
      for (const r of regions) {
        const f = SOLVER_FILES.find((s) => s.path === r.path)!;
        expect(
          r.tagged.every((n) => codeOf(f.lines[n - 1]!) !== ''),
          `${tag} in ${r.path}`,
        ).toBe(true);
      }
    // What the build refuses: a comment line, a doc comment's line, a blank one.
    for (const comment of ['  // [eq:ni-k] k = …', ' * [eq:ni-k] k = …', '/* [eq:ni-k] */', ''])
      expect(isCodeLine(comment), comment).toBe(false);
    expect(isCodeLine('  const k = mA + mB; // [eq:ni-k]')).toBe(true);
  });

  it('a step no solver line is tagged with has no code to show', () => {
    const untagged = DERIVATIONS.flatMap((d) => d.steps.map((s) => s.id)).filter(
      (id) => !SOLVER_TAGS.has(id),
    );
    expect(untagged.length).toBeGreaterThan(0);
    for (const id of untagged) expect(shownRegions(id), id).toEqual([]);
  });

  it('a long function shows the tagged lines with some context, a short one whole', () => {
    // Among the tagged regions of the chapters the site has: the first long function, the first short one.
    const regions = [...TAG_REGIONS.values()].flat();
    const long = regions.find((r) => r.piece.isFunction && r.piece.last - r.piece.first > 30);
    const short = regions.find((r) => r.piece.isFunction && r.piece.last - r.piece.first < 8);
    expect(long ?? short, 'a tagged function').toBeDefined();
    if (long) {
      const shown = shownLines(long);
      expect(shown.last - shown.first).toBeLessThan(30);
    }
    if (short) expect(shownLines(short)).toEqual({ first: short.piece.first, last: short.piece.last });
  });

  it('the highlighted lines are the file’s, byte for byte, numbered as in the file', async () => {
    for (const f of SOLVER_FILES) {
      const html = await highlightLines({ lines: f.lines, first: 1, last: f.lines.length, linked: true });
      expect(textOf(html), f.path).toBe(f.lines.join('\n'));
      const numbers = [...html.matchAll(/<span class="ln"[^>]*>\s*(\d+)<\/span>/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(f.lines.map((_, i) => i + 1));
      // Colours are classes (the CSP forbids style attributes), and something is coloured.
      expect(html).not.toMatch(/style=/);
      expect(html).toMatch(/class="t-keyword"/);
    }
  });

  it('in a whole file, each tag links to its step, and the tagged line is marked', async () => {
    // The first step of the first chapter that the solver tags, and the line that tags it.
    const [c, id, f] = CHAPTERS.flatMap((c) =>
      c.derivation.steps.flatMap((s) => {
        const f = SOLVER_FILES.find((f) => f.lines.some((l) => l.includes(`[${s.id}]`)));
        return f ? [[c, s.id, f] as const] : [];
      }),
    )[0]!;
    const n = f.lines.findIndex((l) => l.includes(`[${id}]`)) + 1;
    const html = await highlightLines({ lines: f.lines, first: n, last: n, tagged: [n], linked: true });
    expect(html).toContain(`<span class="line tagged" id="L${n}">`);
    expect(html).toContain(`<a href="/${c.slug}/#${id}" data-step-link="${id}">[${id}]</a>`);
  });
});
