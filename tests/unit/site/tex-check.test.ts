// The TeX the reader sees, evaluated: every side of every displayed equation, and every label in
// "plug in numbers", parsed with @cortex-js/compute-engine, the page's symbols bound to the
// scenario (each derivation's `symbols`), and compared with the value functions beside it at
// random parameter sets (tex-check.ts). steps.test.ts checks that the value functions agree with
// each other; this checks that the TeX says what they compute. What a page displays that the
// parser cannot evaluate is listed beside that chapter's tests, in tests/unit/site/<slug>.tex.ts;
// the tests that the check itself catches a slip are in the chapters' own test files.
import { describe, expect, it } from 'vitest';
import { TEX_DERIVATIONS, type AnyTexDerivation } from '../../../src/site/chapters';
import {
  checkDisplayedTex,
  coverage,
  drawsFor,
  type Listed,
  type SideReport,
  type TexCheckResult,
} from './tex-check';
import { displayedRelations, equalityGroups, labelParts, texOf } from './tex-eval';

/** Share of the displayed scalar sides that must be checked from their TeX, site-wide. */
const MIN_COVERAGE = 0.8;
/**
 * And on every page: lower than the site's, for a page whose displays are mostly identities of
 * vector algebra, or give one quantity for two methods in one display.
 */
const MIN_PAGE_COVERAGE = 0.75;

/** Every chapter's list (tests/unit/site/<slug>.tex.ts), by chapter. */
const LISTS = import.meta.glob<{ listed: Listed }>('./*.tex.ts', { eager: true });
const LISTED: Listed = {
  nonScalar: Object.values(LISTS).flatMap((m) => m.listed.nonScalar),
  notEvaluable: Object.values(LISTS).flatMap((m) => m.listed.notEvaluable),
};

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

/** Each page checked once, by whichever test asks first. */
const results = new Map<string, TexCheckResult>();
const resultFor = (d: AnyTexDerivation): TexCheckResult => {
  let r = results.get(d.page);
  if (!r) results.set(d.page, (r = checkDisplayedTex(d, drawsFor(d), LISTED)));
  return r;
};

describe('the displayed TeX', () => {
  it.each(TEX_DERIVATIONS.map((d) => [d.page, d] as const))(
    '%s: every evaluable side agrees with its value function',
    (_page, d) => {
      const { problems, sides } = resultFor(d);
      expect(problems).toEqual([]);
      const c = coverage(sides.filter((x) => x.where === 'equation'));
      expect(c.checked / c.scalar, `${d.page}: displayed scalar sides checked`).toBeGreaterThanOrEqual(
        MIN_PAGE_COVERAGE,
      );
    },
    60_000,
  );

  it(`is checked for at least ${100 * MIN_COVERAGE}% of the displayed scalar sides, site-wide`, () => {
    const reports: SideReport[] = TEX_DERIVATIONS.flatMap((d) => resultFor(d).sides);
    const lines: string[] = ['TeX check coverage (displayed equations; labels in "plug in numbers"):'];
    for (const d of TEX_DERIVATIONS) {
      const page = reports.filter((x) => x.page === d.page);
      const eq = coverage(page.filter((x) => x.where === 'equation'));
      const lab = coverage(page.filter((x) => x.where === 'label'));
      lines.push(
        `  ${d.page}: equations ${eq.checked}/${eq.scalar} scalar sides (${pct(eq.checked, eq.scalar)}; ` +
          `${eq.noRow} against their own equation only, ${eq.nonScalar} vector/matrix sides), ` +
          `labels ${lab.checked}/${lab.scalar} (${pct(lab.checked, lab.scalar)})`,
      );
      for (const [reason, list] of eq.skipped)
        lines.push(`    not evaluable, ${reason}: ${list.join(' | ')}`);
    }
    const all = coverage(reports.filter((x) => x.where === 'equation'));
    lines.push(
      `  site: ${all.checked}/${all.scalar} displayed scalar sides (${pct(all.checked, all.scalar)})`,
    );
    console.log(lines.join('\n'));
    expect(all.checked / all.scalar).toBeGreaterThanOrEqual(MIN_COVERAGE);
  }, 120_000);

  it('lists only steps that exist, each in the list named for its chapter', () => {
    for (const [file, { listed }] of Object.entries(LISTS)) {
      const page = file.slice('./'.length, -'.tex.ts'.length);
      const ids = new Set(TEX_DERIVATIONS.find((d) => d.page === page)?.steps.map((s) => s.id));
      expect(
        [...listed.nonScalar, ...listed.notEvaluable].map((x) => x.step).filter((id) => !ids.has(id)),
        `${file}: steps that are not ${page}'s`,
      ).toEqual([]);
    }
  });
});

describe('reading a displayed step', () => {
  it('joins aligned lines that continue an equation and cuts at top-level relations', () => {
    const tex = String.raw`\begin{aligned} k &= \frac{1}{m_A} + \frac{1}{m_B} \\ &\qquad + x, \qquad y = z \\ j &= a = b \;\ge\; 0\end{aligned}`;
    const groups = displayedRelations(tex).flatMap((r) => equalityGroups(r).map((g) => g.map(texOf)));
    expect(groups).toEqual([
      ['k', String.raw`\frac { 1 } { m _ A } + \frac { 1 } { m _ B } + x`],
      ['y', 'z'],
      ['j', 'a', 'b'],
    ]);
  });

  it('keeps words, conditions and subscripts out of the sides', () => {
    const tex = String.raw`f = j \ \text{ when }\ N = n, \qquad m_{\text{eff}} = \frac{1}{k}\quad\text{(A at rest)}`;
    const relations = displayedRelations(tex);
    expect(relations.map((r) => [r.condition, r.sides.map(texOf)])).toEqual([
      [false, ['f', 'j']],
      [true, ['N', 'n']],
      [false, [String.raw`m _ \text{eff}`, String.raw`\frac { 1 } { k }`]],
    ]);
  });

  it('reads a label as its first clause, split at =, unless it has words', () => {
    expect(labelParts(String.raw`k_t = 1/m_{\text{eff},t}`)).toEqual([
      'k _ t',
      String.raw`1 / m _ { \text{eff} , t }`,
    ]);
    expect(labelParts(String.raw`-(a + b)/c,\ b = e\,a`)).toEqual(['- ( a + b ) / c']);
    expect(labelParts(String.raw`j\ \text{with}\ \tfrac{1}{I_A} = 0`)).toHaveLength(1);
  });
});
