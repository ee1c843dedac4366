// /notation/ as served: one row per symbol of the site's table (src/site/notation.ts), in its order,
// each with its symbol as MathML, its meaning, its unit and links to the pages that use it; one line
// per page that uses a letter otherwise. What the table says (every symbol a page shows has its row)
// is tests/unit/site/notation.test.ts; that every derivation links here, tests/static/pages.test.ts.
import { SITE_NOTATION as NOTATION } from '../unit/site/notation-support';
import { builtPage, requireBuild, DIST, TEACHING_ORDER } from './built';

requireBuild(DIST, 'npm run build');

/** A meaning as the page shows it: its x_A and m_{eff} subscripts set, so as text "xA", "meff". */
const shown = (meaning: string) =>
  meaning.replace(
    /(\p{L})_(?:\{([^}]*)\}|([\p{L}\d]+))/gu,
    (_, base, braced, plain) => base + (braced ?? plain),
  );
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('/notation/', () => {
  const { document } = builtPage('/notation/');

  test('has a row per symbol of the site’s table, in order: the symbol as MathML, its meaning, its unit, the pages that use it', () => {
    const ours = NOTATION.filter((r) => !r.source);
    const rows = [
      ...(document
        .querySelector('#symbols ~ .table-scroll table.notation-table')
        ?.querySelectorAll('tbody tr') ?? []),
    ];
    expect(rows.length).toBe(ours.length);
    rows.forEach((row, i) => {
      const r = ours[i]!;
      const [symbol, meaning, unit, pages] = [...row.querySelectorAll(':scope > td')];
      expect(symbol?.querySelector('math') != null, r.tex).toBe(true);
      expect(symbol!.textContent, `${r.tex}: no raw TeX`).not.toMatch(/\\/);
      expect(squash(meaning!.textContent!), r.tex).toBe(squash(shown(r.meaning)));
      expect(unit!.textContent, r.tex).toBe(r.unit);
      const linked = [...pages!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect([...linked].sort(), r.tex).toEqual(r.pages.map((p) => `/${p}/`).sort());
      // In teaching order, as the index lists the pages.
      expect(linked, r.tex).toEqual(
        TEACHING_ORDER.map((slug) => `/${slug}/`).filter((d) => linked.includes(d)),
      );
    });
  });

  test('says, for each page that uses a letter otherwise, what it means there', () => {
    const otherwise = NOTATION.flatMap((r) => (r.elsewhere ?? []).map((e) => ({ tex: r.tex, ...e })));
    const items = [...document.querySelectorAll('ul.notation-otherwise > li')];
    expect(items.length).toBe(otherwise.length);
    items.forEach((li, i) => {
      const e = otherwise[i]!;
      expect(li.querySelector('math') != null, e.tex).toBe(true);
      expect(li.querySelector('a')?.getAttribute('href'), e.tex).toBe(`/${e.page}/`);
      expect(squash(li.textContent!), e.tex).toContain(squash(`${shown(e.meaning)} (${e.unit})`));
    });
  });
});
