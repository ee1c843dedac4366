// The site's one notation (src/site/notation.ts) against what each page displays: its steps' TeX
// (equations and the labels of "plug in numbers"), the symbols its TeX check binds, and the math in
// its text. A symbol a page uses must have its row in the table naming that page; a page may give a
// symbol another meaning, or quote a source's letter, only where its own text says so.
import { describe, expect, it } from 'vitest';
import { CHAPTERS, TEX_DERIVATIONS } from '../../../src/site/chapters';
import { SOURCES } from '../../../src/data/sources';
import { NOTATION, type NotationRow } from '../../../src/site/notation';
import { texAtoms } from '../../../src/site/tex-atoms';
import { mdxOf, SITE_NOTATION, used } from './notation-support';
import { variant, type AnyNumeric } from '../../../src/kit/exercises/model';

const squash = (s: string) => s.replace(/\s+/g, ' ');

/** The table as the pages use it (what /notation/ shows). */
const ROWS = SITE_NOTATION;

/** The meanings the table gives a symbol on one page: its own, another the page says, or a source's. */
function meaningsOn(row: NotationRow, page: string): string[] {
  return [
    ...(row.pages.includes(page) ? [row.meaning] : []),
    ...(row.elsewhere ?? []).filter((e) => e.page === page).map((e) => e.meaning),
  ];
}

const PAGES = TEX_DERIVATIONS.map((d) => [d.page, d] as const);

describe('the notation table', () => {
  it('has one row per symbol, each with a meaning and a unit, used on some page (or of a chapter the site does not have)', () => {
    const seen = NOTATION.map((r) => r.tex);
    expect(
      seen.filter((t, i) => seen.indexOf(t) !== i),
      'symbols with two rows',
    ).toEqual([]);
    const prefixes = new Set(CHAPTERS.map((c) => c.prefix));
    const shown = new Map(ROWS.map((r) => [r.tex, r]));
    for (const r of NOTATION) {
      expect(r.meaning.length, r.tex).toBeGreaterThan(0);
      expect(r.unit.length, r.tex).toBeGreaterThan(0);
      const row = shown.get(r.tex);
      // A row of one chapter's page says so, and only that page uses it; another is used somewhere.
      if (r.of === undefined)
        expect(
          (row?.pages.length ?? 0) + (row?.elsewhere?.length ?? 0),
          `${r.tex}: used on no page`,
        ).toBeGreaterThan(0);
      else if (prefixes.has(r.of))
        expect(row?.pages, `${r.tex}: used by its page only`).toEqual([
          CHAPTERS.find((c) => c.prefix === r.of)!.slug,
        ]);
      for (const id of r.source?.from ?? [])
        expect(
          Object.values(SOURCES).map((s) => s.id),
          `${r.tex}: no source '${id}'`,
        ).toContain(id);
    }
    expect(ROWS.length, 'rows shown').toBeGreaterThan(50);
  });

  it('reads symbols as a letter in its font, without its labels and states', () => {
    expect(texAtoms(String.raw`\tilde\lambda_{t,1}^{(2)} = m_{\text{eff}}\,v_n'`)).toEqual([
      String.raw`\lambda`,
      'm',
      'v',
    ]);
    expect(
      texAtoms(
        String.raw`\mathbf P = j\,\mathbf n,\ \boldsymbol\omega_A,\ \dot{\mathbf C},\ \operatorname{tr}\mathbf K^{\mathsf T}`,
      ),
    ).toEqual([
      String.raw`\mathbf P`,
      'j',
      String.raw`\mathbf n`,
      String.raw`\mathbf\omega`,
      String.raw`\mathbf C`,
      String.raw`\mathbf K`,
    ]);
    // A differential's d is no symbol; its variable is.
    expect(texAtoms(String.raw`\frac{dL_p}{dt} = \int F_t\,dt`)).toEqual(['L', 't', 'F']);
  });

  it.each(PAGES)(
    '%s: every symbol it uses has a row naming it, and every row naming it is used',
    (page, d) => {
      const symbols = used(d);
      const rows = ROWS.filter((r) => meaningsOn(r, page).length > 0 || r.source?.says[page] !== undefined);
      expect(
        [...symbols].filter((s) => !rows.some((r) => r.tex === s)),
        `symbols on ${page} with no row in src/site/notation.ts naming the page`,
      ).toEqual([]);
      expect(
        rows.filter((r) => !symbols.has(r.tex)).map((r) => r.tex),
        `rows naming ${page} for a symbol it does not use`,
      ).toEqual([]);
    },
  );

  it.each(PAGES)('%s: gives no symbol two meanings', (page) => {
    const twice = ROWS.filter((r) => meaningsOn(r, page).length > 1).map(
      (r) => `${r.tex}: ${meaningsOn(r, page).join(' / ')}`,
    );
    expect(twice).toEqual([]);
  });

  it.each(PAGES)(
    '%s: says so where a symbol means something else than the table, or is a source’s',
    (page) => {
      const text = squash(mdxOf(page));
      const unsaid: string[] = [];
      for (const r of ROWS) {
        for (const e of r.elsewhere ?? [])
          if (e.page === page && !text.includes(squash(e.says)))
            unsaid.push(`${r.tex} (${e.meaning}): "${e.says}"`);
        if (r.source && r.pages.includes(page)) {
          const says = r.source.says[page];
          if (says === undefined || !text.includes(squash(says)))
            unsaid.push(`${r.tex}, ${r.source.from.join('/')}'s: "${says ?? '(nothing)'}"`);
        }
      }
      expect(unsaid, `symbols ${page} uses otherwise than the table without saying so`).toEqual([]);
    },
  );

  // The exercises' prompts name their quantities in words ("width W = 1.2 m"): a letter there is the
  // page's letter too, so its unit must be its row's on that page. A prompt's "width w" beside the
  // page's w_i, a velocity, is one letter with two meanings on one page.
  it.each(PAGES)(
    '%s: its exercises give each letter they define the unit of its meaning on the page',
    (page) => {
      const chapter = CHAPTERS.find((c) => c.slug === page)!;
      const byTex = new Map(ROWS.map((r) => [r.tex, r]));
      const wrong: string[] = [];
      for (const ex of chapter.exercises.filter((e): e is AnyNumeric => e.kind === 'numeric')) {
        const prompt = variant(ex, 1).prompt;
        // "<word> <letter>[_sub] = <number> <unit>", the unit up to a space, comma, full stop or bracket.
        for (const m of prompt.matchAll(
          /\b[a-z]+ ([A-Za-z])(?:_\w+)? = [−-]?[\d.]+ ?([^\s,;()]+?)[.,;)]?(?=\s|$)/g,
        )) {
          const [, letter, unit] = m as unknown as [string, string, string];
          const row = byTex.get(letter!);
          if (!row) continue;
          const units = [
            ...(row.pages.includes(page) ? [row.unit] : []),
            ...(row.elsewhere ?? []).filter((e) => e.page === page).map((e) => e.unit),
          ];
          if (units.length > 0 && !units.includes(unit!))
            wrong.push(
              `${ex.id}: "${m[0]}" gives ${letter} the unit ${unit}, the page's ${letter} is in ${units.join(' or ')}`,
            );
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
