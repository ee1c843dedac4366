// The site's one notation (src/site/notation.ts) against what each page displays: its steps' TeX
// (equations and the labels of "plug in numbers"), the symbols its TeX check binds, and the math in
// its text. A symbol a page uses must have its row in the table naming that page; a page may give a
// symbol another meaning, or quote a source's letter, only where its own text says so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEX_DERIVATIONS, type AnyTexDerivation } from '../../../src/site/chapters';
import { SOURCES } from '../../../src/data/sources';
import { NOTATION, type NotationRow } from '../../../src/site/notation';
import { mdxMath, texAtoms } from '../../../src/site/tex-atoms';

const mdxOf = (slug: string) =>
  readFileSync(new URL(`../../../content/${slug}.mdx`, import.meta.url), 'utf8');
const squash = (s: string) => s.replace(/\s+/g, ' ');

/** Every piece of TeX a page shows or its TeX check binds. */
function texOf(d: AnyTexDerivation): string[] {
  const out = [...Object.keys(d.symbols ?? {}), ...mdxMath(mdxOf(d.page))];
  for (const s of d.steps) {
    out.push(s.tex, ...Object.keys(s.symbols ?? {}));
    for (const r of s.rows) out.push(...r.sides.map((x) => x.tex));
  }
  return out;
}

/** The symbols a page uses. */
const used = (d: AnyTexDerivation) => new Set(texOf(d).flatMap(texAtoms));

/** The meanings the table gives a symbol on one page: its own, another the page says, or a source's. */
function meaningsOn(row: NotationRow, page: string): string[] {
  return [
    ...(row.pages.includes(page) ? [row.meaning] : []),
    ...(row.elsewhere ?? []).filter((e) => e.page === page).map((e) => e.meaning),
  ];
}

const PAGES = TEX_DERIVATIONS.map((d) => [d.page, d] as const);

describe('the notation table', () => {
  it('has one row per symbol, each with a meaning, a unit and pages that exist', () => {
    const seen = NOTATION.map((r) => r.tex);
    expect(
      seen.filter((t, i) => seen.indexOf(t) !== i),
      'symbols with two rows',
    ).toEqual([]);
    const slugs = TEX_DERIVATIONS.map((d) => d.page);
    for (const r of NOTATION) {
      expect(r.meaning.length, r.tex).toBeGreaterThan(0);
      expect(r.unit.length, r.tex).toBeGreaterThan(0);
      expect(r.pages.length + (r.elsewhere?.length ?? 0), `${r.tex}: used on no page`).toBeGreaterThan(0);
      for (const p of [...r.pages, ...(r.elsewhere ?? []).map((e) => e.page)])
        expect(slugs, `${r.tex}: no page '${p}'`).toContain(p);
      for (const id of r.source?.from ?? [])
        expect(
          Object.values(SOURCES).map((s) => s.id),
          `${r.tex}: no source '${id}'`,
        ).toContain(id);
    }
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
      const rows = NOTATION.filter(
        (r) => meaningsOn(r, page).length > 0 || r.source?.says[page] !== undefined,
      );
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
    const twice = NOTATION.filter((r) => meaningsOn(r, page).length > 1).map(
      (r) => `${r.tex}: ${meaningsOn(r, page).join(' / ')}`,
    );
    expect(twice).toEqual([]);
  });

  it.each(PAGES)(
    '%s: says so where a symbol means something else than the table, or is a source’s',
    (page) => {
      const text = squash(mdxOf(page));
      const unsaid: string[] = [];
      for (const r of NOTATION) {
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
});
