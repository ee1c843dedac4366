// The derivation pages in teaching order, each with its chapter: the content collection (content/
// <slug>.mdx) checked against the chapter folders, and the editorial rules the schema alone cannot
// state (a page for every chapter folder and a folder for every page, a unique teaching order, only
// sources the site describes).
import { getCollection, type CollectionEntry } from 'astro:content';
import { ALL_SOURCES, CHAPTERS } from './chapters';

export type DerivationEntry = CollectionEntry<'derivations'>;

export async function derivationsInOrder(): Promise<DerivationEntry[]> {
  const pages = (await getCollection('derivations')).sort((a, b) => a.data.order - b.data.order);
  const orders = new Set<number>();
  for (const p of pages) {
    if (!CHAPTERS.some((c) => c.slug === p.id))
      throw new Error(`content/${p.id}.mdx has no chapter: src/chapters/${p.id}/chapter.ts is missing`);
    for (const id of p.data.sources)
      if (!ALL_SOURCES.has(id))
        throw new Error(
          `content/${p.id}.mdx cites source '${id}', which neither src/data/sources.ts nor a chapter's manifest describes`,
        );
    if (orders.has(p.data.order))
      throw new Error(`content/${p.id}.mdx: order ${p.data.order} is already taken`);
    orders.add(p.data.order);
  }
  for (const c of CHAPTERS)
    if (!pages.some((p) => p.id === c.slug))
      throw new Error(`${c.file} has no page: content/${c.slug}.mdx is missing`);
  return pages;
}

/** The routes with one page per derivation (its handout, its slides), each given its entry. */
export async function derivationPaths() {
  return (await derivationsInOrder()).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}

/** The props of a page of derivationPaths. */
export interface DerivationProps {
  entry: DerivationEntry;
}

export function neighbours(
  pages: DerivationEntry[],
  id: string,
): { prev?: DerivationEntry; next?: DerivationEntry } {
  const i = pages.findIndex((p) => p.id === id);
  return { prev: i > 0 ? pages[i - 1] : undefined, next: i >= 0 ? pages[i + 1] : undefined };
}
