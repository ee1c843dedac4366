// The site's notation as its pages use it, read from their sources as /notation/ reads them: shared
// by the table's unit test and the static check of the built page.
import { readFileSync } from 'node:fs';
import { CHAPTERS, type AnyTexDerivation } from '../../../src/site/chapters';
import { notationRows, pageSymbols } from '../../../src/site/notation';

/** A page's MDX source. */
export const mdxOf = (slug: string) =>
  readFileSync(new URL(`../../../content/${slug}.mdx`, import.meta.url), 'utf8');

/** The symbols a page uses. */
export const used = (d: AnyTexDerivation) => pageSymbols(d, mdxOf(d.page));

/** The table as the pages use it (what /notation/ shows). */
export const SITE_NOTATION = notationRows(
  CHAPTERS.map((c) => ({ slug: c.slug, prefix: c.prefix, symbols: used(c.tex) })),
);
